import { afterEach, describe, expect, it, vi } from "vitest";
import { statisticsApi } from "@portal/contract/endpoints/statistics";
import { pageViewEvent, sendPageView } from "./page-view.ts";

describe("page views", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("describes a page view as spec §7 says, with the path as the object", () => {
    expect(pageViewEvent("/zh-hant/news-list", 0)).toEqual({ event: "page", object_id: "/zh-hant/news-list", source: "pc", platform: "web", site_id: 0 });
    expect(pageViewEvent(`/en/${"x".repeat(200)}`, 1).object_id).toHaveLength(100);
  });

  it("posts the event as JSON with keepalive, site id 1 only on the main host, and swallows failures", async () => {
    const fetchMock = vi.fn().mockRejectedValue(new Error("offline"));
    vi.stubGlobal("fetch", fetchMock);
    const fakeDoc = (hostname: string, statistics?: string) =>
      ({ location: { pathname: "/pt/", hostname }, documentElement: { dataset: statistics ? { statistics } : {} } }) as unknown as Document;
    sendPageView(fakeDoc("www.tdm.com.mo", "https://stats.tdm.com.mo"));
    sendPageView(fakeDoc("localhost"));
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
    sendPageView({ location: { pathname: "/en/", hostname: "localhost" }, documentElement: { dataset: {} } } as unknown as Document);
    await vi.waitFor(() => expect(answer.bodyUsed).toBe(true));
  });
});
