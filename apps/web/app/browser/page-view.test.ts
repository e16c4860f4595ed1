import { afterEach, describe, expect, it, vi } from "vitest";
import { statisticsApi } from "@portal/contract/endpoints/statistics";
import { COOKIE_CONSENT_VERSION, createAnalyticsGate, MAX_HELD_ANALYTICS, type ConsentChoice } from "./cookie-consent.ts";
import { pageViewEvent, sendPageView } from "./page-view.ts";
import { FRAME_EVENTS } from "./storage-keys.ts";

/** Analytics allowed. */
const open = (send: () => void) => send();
const fakeDoc = (hostname: string, statistics?: string) =>
  ({ location: { pathname: "/pt/", hostname }, documentElement: { dataset: statistics ? { statistics } : {} } }) as unknown as Document;
const choice = (analytics: boolean): ConsentChoice => ({ version: COOKIE_CONSENT_VERSION, at: Date.now(), analytics });

describe("page views", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("describes a page view as spec §7 says, with the path as the object", () => {
    expect(pageViewEvent("/zh-hant/news-list", 0)).toEqual({ event: "page", object_id: "/zh-hant/news-list", source: "pc", platform: "web", site_id: 0 });
    expect(pageViewEvent(`/en/${"x".repeat(200)}`, 1).object_id).toHaveLength(100);
  });

  it("posts the event as JSON with keepalive, site id 1 only on the main host, and swallows failures", async () => {
    const fetchMock = vi.fn().mockRejectedValue(new Error("offline"));
    vi.stubGlobal("fetch", fetchMock);
    sendPageView(fakeDoc("www.tdm.com.mo", "https://stats.tdm.com.mo"), open);
    sendPageView(fakeDoc("localhost"), open);
    await Promise.resolve();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`https://stats.tdm.com.mo${statisticsApi.event.path}`);
    expect(init).toMatchObject({ method: "POST", keepalive: true, headers: { "content-type": "application/json" } });
    expect(JSON.parse(init.body)).toMatchObject({ event: "page", object_id: "/pt/", site_id: 1 });
    expect(JSON.parse(fetchMock.mock.calls[1]![1].body).site_id).toBe(0);
    expect(fetchMock.mock.calls[1]![0]).toBe(statisticsApi.event.path);
  });

  it("reads the answer so that the request completes", async () => {
    const answer = new Response(JSON.stringify({ code: 0, message: "ok", data: null }));
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(answer));
    sendPageView({ location: { pathname: "/en/", hostname: "localhost" }, documentElement: { dataset: {} } } as unknown as Document, open);
    await vi.waitFor(() => expect(answer.bodyUsed).toBe(true));
  });

  it("waits for the visitor to allow analytics: held until they do on this page, dropped if they refuse", async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response("{}"));
    vi.stubGlobal("fetch", fetchMock);
    let allowed = false;
    const page = new EventTarget();
    const gate = createAnalyticsGate(() => allowed, page);
    sendPageView(fakeDoc("localhost"), gate);
    await Promise.resolve();
    expect(fetchMock, "nothing before a choice").not.toHaveBeenCalled();
    page.dispatchEvent(new CustomEvent(FRAME_EVENTS.consent, { detail: choice(true) }));
    expect(fetchMock, "sent when allowed on this page").toHaveBeenCalledTimes(1);
    allowed = true;
    sendPageView(fakeDoc("localhost"), gate);
    expect(fetchMock, "at once once allowed").toHaveBeenCalledTimes(2);

    const refused = new EventTarget();
    const refusing = createAnalyticsGate(() => false, refused);
    for (let i = 0; i < MAX_HELD_ANALYTICS + 5; i++) sendPageView(fakeDoc("localhost"), refusing);
    refused.dispatchEvent(new CustomEvent(FRAME_EVENTS.consent, { detail: choice(false) }));
    expect(fetchMock, "never when refused").toHaveBeenCalledTimes(2);
    // Changing their mind later on the page (cookie settings) sends what came since, never more than the bound.
    for (let i = 0; i < MAX_HELD_ANALYTICS + 5; i++) sendPageView(fakeDoc("localhost"), refusing);
    refused.dispatchEvent(new CustomEvent(FRAME_EVENTS.consent, { detail: choice(true) }));
    expect(fetchMock).toHaveBeenCalledTimes(2 + MAX_HELD_ANALYTICS);
  });
});
