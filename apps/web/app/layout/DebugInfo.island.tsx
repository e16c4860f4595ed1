import { useEffect, useState } from "react";
import { clearFrameStorage, summarizeStoredState, type StoredStateSummary } from "./debug-info.ts";
import { safeStorage } from "../browser/storage-keys.ts";

export interface DebugLabels {
  browser: string;
  userAgent: string;
  viewport: string;
  reducedMotion: string;
  storage: string;
  weather: string;
  fontSize: string;
  cookie: string;
  member: string;
  reset: string;
  resetDone: string;
  yes: string;
  no: string;
  none: string;
  available: string;
  unavailable: string;
}

interface BrowserFacts {
  userAgent: string;
  viewport: string;
  reducedMotion: boolean;
  storage: boolean;
  stored: StoredStateSummary;
}

/** The browser half of the debug page: what only the browser knows. */
export default function DebugInfo({ labels }: { labels: DebugLabels }) {
  const [facts, setFacts] = useState<BrowserFacts | null>(null);
  const [cleared, setCleared] = useState(false);
  const read = () => {
    const local = safeStorage("local");
    const session = safeStorage("session");
    setFacts({
      userAgent: navigator.userAgent,
      viewport: `${window.innerWidth} × ${window.innerHeight} @${window.devicePixelRatio}x`,
      reducedMotion: window.matchMedia("(prefers-reduced-motion: reduce)").matches,
      storage: Boolean(local && session),
      stored: summarizeStoredState(local, session, Date.now()),
    });
  };
  useEffect(read, []);

  const rows: Array<[string, string, string]> = facts
    ? [
        ["user-agent", labels.userAgent, facts.userAgent],
        ["viewport", labels.viewport, facts.viewport],
        ["reduced-motion", labels.reducedMotion, facts.reducedMotion ? labels.yes : labels.no],
        ["storage", labels.storage, facts.storage ? labels.available : labels.unavailable],
        ["weather", labels.weather, facts.stored.weather ?? labels.none],
        ["font-size", labels.fontSize, `${facts.stored.fontSize}px`],
        ["cookie", labels.cookie, facts.stored.cookieConsent ?? labels.none],
        ["member", labels.member, facts.stored.memberSignedIn ? labels.yes : labels.no],
      ]
    : [];
  return (
    <section className="debug-section" aria-labelledby="debug-browser" data-testid="debug-browser">
      <h2 id="debug-browser">{labels.browser}</h2>
      <dl className="debug-list">
        {rows.map(([key, label, value]) => (
          <div key={key} data-key={key}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <button
        type="button"
        className="button"
        disabled={!facts}
        onClick={() => {
          clearFrameStorage(safeStorage("local"), safeStorage("session"));
          setCleared(true);
          read();
        }}
      >
        {labels.reset}
      </button>
      <p role="status" className="debug-status">{cleared ? labels.resetDone : ""}</p>
    </section>
  );
}
