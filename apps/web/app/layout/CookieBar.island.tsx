import { useEffect, useState } from "react";
import { acceptCookies, needsCookieConsent } from "./cookie-consent.ts";
import { safeStorage } from "./storage-keys.ts";

/**
 * The cookie consent bar (spec §4). Server-rendered pending (`data-pending`): the stylesheet shows it at once when
 * the boot script found no valid acceptance (`html.js:not(.cookie-ok)`), so it paints with the page and visitors
 * who accepted never see it flash; the island then decides. `data-ready` says the check has run.
 */
export default function CookieBar({ html, label, acceptLabel }: { html: string; label: string; acceptLabel: string }) {
  /** null until the stored acceptance has been read. */
  const [visible, setVisible] = useState<boolean | null>(null);
  useEffect(() => {
    setVisible(needsCookieConsent(safeStorage("local"), Date.now()));
  }, []);
  return (
    <section
      className="cookie-bar"
      aria-label={label}
      hidden={visible === false}
      data-pending={visible === null ? "" : undefined}
      data-ready={visible === null ? undefined : "true"}
      data-testid="cookie-bar"
    >
      <div className="container cookie-inner">
        <div className="cookie-text rich-text" dangerouslySetInnerHTML={{ __html: html }} />
        <button
          type="button"
          className="button button--primary"
          data-testid="cookie-accept"
          onClick={() => {
            acceptCookies(safeStorage("local"), Date.now());
            setVisible(false);
          }}
        >
          {acceptLabel}
        </button>
      </div>
    </section>
  );
}
