import { describe, expect, it } from "vitest";
import { COOKIE_CONSENT_TTL_MS } from "@portal/contract/constants";
import { FRAME_BOOT_SCRIPT } from "./boot.ts";
import { serializeFontSize } from "./font-size.ts";
import { STORAGE_KEYS } from "./storage-keys.ts";
import { memoryStorage } from "./test-support.ts";

interface Page {
  /** The islands client's address on <html data-islands>, if the page has one. */
  islands?: string;
  readyState?: DocumentReadyState;
}

/** Runs the inline boot script against a fake <html>, document, storages and frame clock. */
function boot(local: Record<string, string>, session: Record<string, string>, broken = false, page: Page = {}) {
  const classes = new Set<string>();
  const style = new Map<string, string>();
  const listeners: Array<{ type: string; handler: (event: unknown) => void; capture: unknown }> = [];
  const documentListeners = new Map<string, () => void>();
  const appended: Array<Record<string, string>> = [];
  const queue: Array<() => void> = [];
  const root = {
    classList: { add: (name: string) => void classes.add(name) },
    style: { setProperty: (name: string, value: string) => void style.set(name, value) },
    addEventListener: (type: string, handler: (event: unknown) => void, capture: unknown) => void listeners.push({ type, handler, capture }),
    getAttribute: (name: string) => (name === "data-islands" ? (page.islands ?? null) : null),
  };
  const document = {
    documentElement: root,
    readyState: page.readyState ?? "loading",
    currentScript: { nonce: "n0nce" },
    addEventListener: (type: string, handler: () => void) => void documentListeners.set(type, handler),
    createElement: () => ({}) as Record<string, string>,
    head: { appendChild: (element: Record<string, string>) => void appended.push(element) },
  };
  const failing = { getItem: () => { throw new Error("denied"); } };
  const window: { __zod_globalConfig?: unknown } = {};
  const later = (fn: () => void) => void queue.push(fn);
  new Function("document", "localStorage", "sessionStorage", "window", "requestAnimationFrame", "setTimeout", FRAME_BOOT_SCRIPT)(
    document,
    broken ? failing : memoryStorage(local),
    broken ? failing : memoryStorage(session),
    window,
    later,
    later,
  );
  /** Runs the frames and tasks queued so far (and those they queue). */
  const flush = () => {
    while (queue.length) queue.shift()!();
  };
  return { classes, style, window, listeners, documentListeners, appended, flush };
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
  it("marks a cookie acceptance of the last 14 days, so the server-rendered bar stays hidden from the first paint", () => {
    const now = Date.now();
    const at = (time: number | string) => boot({ [STORAGE_KEYS.cookieConsent]: String(time) }, {}).classes.has("cookie-ok");
    expect(at(now - 60_000)).toBe(true);
    expect(at(now - COOKIE_CONSENT_TTL_MS - 60_000)).toBe(false);
    expect(at(now + 3_600_000)).toBe(false);
    expect(at("yes")).toBe(false);
    expect(boot({}, {}).classes.has("cookie-ok")).toBe(false);
    expect(boot({}, {}, true).classes.has("cookie-ok")).toBe(false);
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

  it("starts the islands client only after the parsed page has had a frame, with the boot script's nonce", () => {
    const page = boot({}, {}, false, { islands: "/islands/assets/client-abc.js" });
    page.flush();
    expect(page.appended).toEqual([]); // still parsing: nothing fetched yet
    page.documentListeners.get("DOMContentLoaded")!();
    expect(page.appended).toEqual([]); // parsed, but waits for a frame and a task
    page.flush();
    expect(page.appended).toEqual([{ type: "module", src: "/islands/assets/client-abc.js", nonce: "n0nce" }]);

    const parsed = boot({}, {}, false, { islands: "/islands/assets/client-abc.js", readyState: "interactive" });
    parsed.flush();
    expect(parsed.appended).toHaveLength(1);
    // Pages hydrated by React Router as a whole have no data-islands: no islands client.
    const app = boot({}, {}, false, { readyState: "complete" });
    app.flush();
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
