import { afterEach, describe, expect, it, vi } from "vitest";
import { analysisApi } from "@portal/contract/endpoints/analysis";
import { COOKIE_CONSENT_VERSION } from "./cookie-consent.ts";
import { FRAME_EVENTS } from "./storage-keys.ts";
import { analysisReportBody } from "@portal/contract/schemas/analysis";
import { MAX_REPORTS, reportPageErrors } from "./error-report.ts";

function fakeWindow() {
  const listeners = new Map<string, (event: Event) => void>();
  return {
    addEventListener: (type: string, listener: (event: Event) => void) => void listeners.set(type, listener),
    fire: (type: string, event: object) => listeners.get(type)?.(event as Event),
  };
}

describe("page error reports", () => {
  it("sends uncaught errors and rejections as the analysis call takes them, and no more than a few a page", () => {
    const target = fakeWindow();
    const bodies: unknown[] = [];
    reportPageErrors(target, () => `/zh-hant/news-detail/26${"x".repeat(400)}`, (_endpoint, input) => bodies.push(input.body));
    const error = new TypeError("x is undefined");
    target.fire("error", { error, message: "Uncaught TypeError: x is undefined", filename: "https://portal.example/islands/a.js", lineno: 3, colno: 14 });
    target.fire("unhandledrejection", { reason: new RangeError("too far") });
    target.fire("error", { message: "", error: null }); // an image that failed to load: not a script error
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toMatchObject({ kind: "error", message: "TypeError: x is undefined", source: "https://portal.example/islands/a.js:3:14" });
    expect(bodies[1]).toMatchObject({ kind: "error", message: "Unhandled rejection: RangeError: too far" });
    for (const body of bodies) expect(analysisReportBody.safeParse(body).success).toBe(true);

    for (let i = 0; i < 10; i++) target.fire("error", { error: new Error(`again ${i}`), message: "again" });
    expect(bodies).toHaveLength(MAX_REPORTS);
    target.fire("error", { error: new Error("m".repeat(2000)), message: "long" });
    expect(bodies).toHaveLength(MAX_REPORTS);
  });

  it("keeps a long message within what the call takes", () => {
    const target = fakeWindow();
    const bodies: unknown[] = [];
    reportPageErrors(target, () => "/en/", (_endpoint, input) => bodies.push(input.body));
    target.fire("unhandledrejection", { reason: "r".repeat(2000) });
    expect(analysisReportBody.safeParse(bodies[0]).success).toBe(true);
  });

  describe("by default", () => {
    afterEach(() => vi.unstubAllGlobals());

    it("sends nothing until the visitor allows analytics on this page", () => {
      const page = new EventTarget();
      vi.stubGlobal("window", page); // no storage: no earlier choice
      const fetchMock = vi.fn().mockResolvedValue(new Response("{}"));
      vi.stubGlobal("fetch", fetchMock);
      const target = fakeWindow();
      reportPageErrors(target, () => "/en/");
      target.fire("error", { error: new Error("boom"), message: "boom" });
      expect(fetchMock).not.toHaveBeenCalled();
      page.dispatchEvent(new CustomEvent(FRAME_EVENTS.consent, { detail: { version: COOKIE_CONSENT_VERSION, at: Date.now(), analytics: true } }));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(fetchMock.mock.calls[0]![0]).toBe(analysisApi.report.path);
    });
  });
});
