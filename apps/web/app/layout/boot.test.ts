import { describe, expect, it } from "vitest";
import { COOKIE_CONSENT_TTL_MS } from "@portal/contract/constants";
import { FRAME_BOOT_SCRIPT, LATE_LOAD_MAX_MS } from "./boot.ts";
import { COOKIE_CONSENT_VERSION, parseConsent, serializeConsent } from "../browser/cookie-consent.ts";
import { serializeFontSize } from "./font-size.ts";
import { STORAGE_KEYS } from "../browser/storage-keys.ts";
import { memoryStorage } from "../browser/memory-storage.test-support.ts";

interface Page {
  /** The islands client's address on <html data-islands>, if the page has one. */
  islands?: string;
  readyState?: DocumentReadyState;
  /** The whole stylesheets linked at the end of the body without an href (platform/inline-css.ts). */
  stylesheets?: string[];
  /** The lead picture (img[fetchpriority=high]): already loaded or not; none when absent. */
  lead?: { complete: boolean };
  /** Whether the browser has PerformanceObserver. */
  observer?: boolean;
}

/** Runs the inline boot script against a fake <html>, document, storages, frame clock and paint observer. */
function boot(local: Record<string, string>, session: Record<string, string>, broken = false, page: Page = {}) {
  const classes = new Set<string>();
  const style = new Map<string, string>();
  const listeners: Array<{ type: string; handler: (event: unknown) => void; capture: unknown }> = [];
  const documentListeners = new Map<string, () => void>();
  const lateStylesheets = (page.stylesheets ?? []).map((href) => ({ href: "", getAttribute: (name: string) => (name === "data-href" ? href : null) }));
  const appended: Array<Record<string, string>> = [];
  const frames: Array<() => void> = [];
  const timers: Array<{ fn: () => void; ms: number }> = [];
  const leadListeners = new Map<string, () => void>();
  const lead = page.lead ? { ...page.lead, addEventListener: (type: string, fn: () => void) => void leadListeners.set(type, fn) } : null;
  let paintCallback: ((list: { getEntries: () => Array<{ name: string }> }) => void) | null = null;
  let observing = false;
  class FakePerformanceObserver {
    constructor(callback: typeof paintCallback) {
      paintCallback = callback;
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: "paint", buffered: true });
      observing = true;
    }
    disconnect() {
      observing = false;
    }
  }
  const root = {
    classList: { add: (name: string) => void classes.add(name) },
    style: { setProperty: (name: string, value: string) => void style.set(name, value) },
    addEventListener: (type: string, handler: (event: unknown) => void, capture: unknown) => void listeners.push({ type, handler, capture }),
    getAttribute: (name: string) => (name === "data-islands" ? (page.islands ?? null) : null),
    // The islands client marks <html data-islands-started> when it starts: not yet here.
    hasAttribute: () => false,
  };
  const document = {
    documentElement: root,
    readyState: page.readyState ?? "loading",
    currentScript: { nonce: "n0nce" },
    addEventListener: (type: string, handler: () => void) => void documentListeners.set(type, handler),
    createElement: () => ({}) as Record<string, string>,
    querySelectorAll: (selector: string) => (selector === "link[data-href]" ? lateStylesheets : []),
    querySelector: (selector: string) => (selector === "img[fetchpriority=high]" ? lead : null),
    head: { appendChild: (element: Record<string, string>) => void appended.push(element) },
  };
  const failing = { getItem: () => { throw new Error("denied"); } };
  const window: { __zod_globalConfig?: unknown } = {};
  new Function("document", "localStorage", "sessionStorage", "window", "requestAnimationFrame", "setTimeout", "PerformanceObserver", FRAME_BOOT_SCRIPT)(
    document,
    broken ? failing : memoryStorage(local),
    broken ? failing : memoryStorage(session),
    window,
    (fn: () => void) => void frames.push(fn),
    (fn: () => void, ms = 0) => void timers.push({ fn, ms }),
    page.observer === false ? undefined : FakePerformanceObserver,
  );
  /** Runs the frames queued so far and the timers of at most `upTo` ms (and what they queue). */
  const flush = (upTo = 0) => {
    for (;;) {
      const frame = frames.shift();
      if (frame) {
        frame();
        continue;
      }
      const index = timers.findIndex((timer) => timer.ms <= upTo);
      if (index === -1) return;
      timers.splice(index, 1)[0]!.fn();
    }
  };
  const paint = (name: string) => paintCallback?.({ getEntries: () => [{ name }] });
  const hrefs = () => lateStylesheets.map((link) => link.href);
  return { classes, style, window, listeners, documentListeners, appended, flush, paint, hrefs, leadListeners, observing: () => observing };
}

/** A submit event from a form whose closest island element is `island` (null: not in an island). */
function submitFrom(island: object | null, action?: string) {
  let prevented = false;
  const target = {
    closest: (selector: string) => (selector === "[data-island]" ? island : null),
    hasAttribute: (name: string) => name === "action" && action !== undefined,
  };
  const event = { target, preventDefault: () => void (prevented = true) };
  return { event, prevented: () => prevented };
}

describe("frame boot script", () => {
  it("marks a cookie choice of the last 14 days, so the server-rendered bar stays hidden from the first paint", () => {
    const now = Date.now();
    const stored = (value: string) => boot({ [STORAGE_KEYS.cookieConsent]: value }, {}).classes.has("cookie-ok");
    const at = (time: number | string) => stored(String(time));
    // A bare time stamp: the acceptance the first bar stored.
    expect(at(now - 60_000)).toBe(true);
    expect(at(now - COOKIE_CONSENT_TTL_MS - 60_000)).toBe(false);
    expect(at(now + 3_600_000)).toBe(false);
    expect(at("yes")).toBe(false);
    // A choice of this version, accepting or refusing analytics.
    const choice = (at: unknown, analytics: unknown = true, v: unknown = COOKIE_CONSENT_VERSION) => stored(JSON.stringify({ v, at, analytics }));
    expect(choice(now - 60_000)).toBe(true);
    expect(choice(now - 60_000, false)).toBe(true);
    expect(choice(now - COOKIE_CONSENT_TTL_MS - 60_000, false)).toBe(false);
    expect(choice(now + 3_600_000)).toBe(false);
    expect(choice(now - 60_000, true, COOKIE_CONSENT_VERSION + 1), "made for other categories").toBe(false);
    expect(choice(String(now - 60_000)), "a time that is not a number").toBe(false);
    expect(choice(now - 60_000, "yes")).toBe(false);
    expect(stored("{broken")).toBe(false);
    expect(boot({}, {}).classes.has("cookie-ok")).toBe(false);
    expect(boot({}, {}, true).classes.has("cookie-ok")).toBe(false);
    // The same rule as the island's (cookie-consent.ts), which decides once it runs.
    for (const value of [String(now - 60_000), serializeConsent({ version: COOKIE_CONSENT_VERSION, at: now - 1000, analytics: false }), "{}", "12x"]) {
      expect(stored(value), value).toBe(parseConsent(value, Date.now()).state === "chosen");
    }
  });

  it("holds a submit from an island form until React has hydrated that island; forms with an action and route forms are left alone", () => {
    const [listener] = boot({}, {}).listeners;
    expect(listener).toMatchObject({ type: "submit", capture: true });
    const early = submitFrom({});
    listener!.handler(early.event);
    expect(early.prevented()).toBe(true);
    const live = submitFrom({ "__reactContainer$abc": {} });
    listener!.handler(live.event);
    expect(live.prevented()).toBe(false);
    const routeForm = submitFrom(null);
    listener!.handler(routeForm.event);
    expect(routeForm.prevented()).toBe(false);
    // A search form in an island goes to its own action without script.
    const search = submitFrom({}, "/en/search");
    listener!.handler(search.event);
    expect(search.prevented()).toBe(false);
  });

  it("loads the whole stylesheets and the islands client once the content and the lead picture have painted", () => {
    const sheets = ["/assets/root-1.css", "/assets/home-2.css"];
    const page = boot({}, {}, false, { islands: "/islands/assets/client-abc.js", stylesheets: sheets, lead: { complete: false } });
    page.flush();
    expect(page.observing()).toBe(false); // still parsing: nothing watched, nothing fetched
    page.documentListeners.get("DOMContentLoaded")!();
    expect(page.observing()).toBe(true);
    page.paint("first-paint"); // a background, not content
    page.flush();
    expect(page.hrefs()).toEqual(["", ""]);
    page.paint("first-contentful-paint");
    expect(page.observing()).toBe(false);
    page.flush();
    expect(page.appended).toEqual([]); // the lead picture is still loading
    page.leadListeners.get("load")!();
    page.flush();
    expect(page.hrefs()).toEqual(sheets);
    // The script carries the boot script's nonce (the policy allows nonce'd scripts), and is added once.
    expect(page.appended).toEqual([{ type: "module", src: "/islands/assets/client-abc.js", nonce: "n0nce" }]);
    page.flush(LATE_LOAD_MAX_MS);
    expect(page.appended).toHaveLength(1);
  });

  it("keeps the presses on buttons of any island for the islands client, in order, until that has started", () => {
    const page = boot({}, {}, false, { readyState: "complete", observer: false });
    const clicks = page.listeners.filter((l) => l.type === "click");
    expect(clicks).toHaveLength(1);
    const button = (inIsland: boolean) => {
      const b = { closest: (selector: string) => (selector === "[data-island]" ? (inIsland ? {} : null) : null) };
      return { target: { closest: (selector: string) => (selector === "button" ? b : null) }, button: b };
    };
    const presses = () => (page.window as { __islandPresses?: unknown[] }).__islandPresses;
    const other = button(false);
    clicks[0]!.handler({ target: other.target });
    expect(presses()).toBeUndefined();
    // Whatever the island's `when`: the cookie bar hydrates when idle, and a press on "Accept" must not be lost.
    const accept = button(true);
    const manage = button(true);
    clicks[0]!.handler({ target: accept.target });
    clicks[0]!.handler({ target: { closest: () => null } });
    clicks[0]!.handler({ target: manage.target });
    expect(presses()).toEqual([accept.button, manage.button]);
  });

  it("does not wait for a picture that is already in, nor for ever, nor for an observer the browser lacks", () => {
    const loaded = boot({}, {}, false, { islands: "/c.js", readyState: "interactive", lead: { complete: true } });
    loaded.paint("first-contentful-paint");
    loaded.flush();
    expect(loaded.appended).toHaveLength(1);
    // No paint reported (a tab in the background): the longest wait, then the rest loads.
    const hidden = boot({}, {}, false, { islands: "/c.js", readyState: "interactive", stylesheets: ["/a.css"] });
    hidden.flush(LATE_LOAD_MAX_MS - 1);
    expect(hidden.appended).toEqual([]);
    hidden.flush(LATE_LOAD_MAX_MS);
    expect(hidden.appended).toHaveLength(1);
    expect(hidden.hrefs()).toEqual(["/a.css"]);
    const old = boot({}, {}, false, { islands: "/c.js", readyState: "complete", observer: false });
    old.flush();
    expect(old.appended).toHaveLength(1);
    // Pages hydrated by React Router as a whole have no data-islands: no islands client.
    const app = boot({}, {}, false, { readyState: "complete", observer: false });
    app.flush(LATE_LOAD_MAX_MS);
    expect(app.appended).toEqual([]);
  });

  it("tells zod to parse without compiling, before any module loads (the CSP refuses new Function)", () => {
    expect(boot({}, {}).window.__zod_globalConfig).toEqual({ jitless: true });
  });

  it("marks the document as scripted and applies a stored size before paint", () => {
    const { classes, style } = boot({ [STORAGE_KEYS.fontSize]: serializeFontSize(20, Date.now()) }, {});
    expect(classes.has("js")).toBe(true);
    expect(style.get("--font-base")).toBe("20px");
    expect(classes.has("notice-closed")).toBe(false);
  });

  it("ignores sizes the switch does not offer", () => {
    const { style } = boot({ [STORAGE_KEYS.fontSize]: JSON.stringify({ size: 40 }) }, {});
    expect(style.size).toBe(0);
  });

  it("hides a notice bar closed earlier in the session", () => {
    expect(boot({}, { [STORAGE_KEYS.noticeClosed]: "1" }).classes.has("notice-closed")).toBe(true);
  });

  it("does not throw when storage is denied", () => {
    expect(boot({}, {}, true).classes.has("js")).toBe(true);
  });
});
