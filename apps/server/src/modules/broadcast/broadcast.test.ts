import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Channel, DaySchedule, LiveCategory, LiveChannel, LivePlaylist, ScheduleCategory, SpecialLive } from "@portal/contract/schemas/broadcast";
import { checkParams } from "../../test/check-params.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const EN = { "api-language": "en" };
/** 19:45 on Wednesday 25 November 2026 in Macao. */
const WEDNESDAY_EVENING = new Date("2026-11-25T11:45:00Z");

describe("GET /api/v1.0/program-list/Channel", () => {
  it("lists the TV or the radio channels, in staff's order and the request's language", async () => {
    const tv = await t.call({ method: "GET", url: "/api/v1.0/program-list/Channel?type=tv", headers: EN });
    expect(tv.status).toBe(200);
    expect((tv.body.data as Channel[]).map((c) => [c.id, c.name])).toEqual([
      ["tdm-macau", "TDM Macau"],
      ["tdm-canal-macau", "TDM Canal Macau"],
    ]);
    const radio = await t.call({ method: "GET", url: "/api/v1.0/program-list/Channel?type=radio" });
    expect((radio.body.data as Channel[]).map((c) => [c.id, c.kind, c.name])).toEqual([
      ["radio-macau", "radio", "澳門電台"],
      ["radio-macau-pt", "radio", "澳門電台葡文台"],
    ]);
    const all = await t.call({ method: "GET", url: "/api/v1.0/program-list/Channel" });
    expect(all.body.data).toHaveLength(4);
    expect(all.headers["cache-control"]).toMatch(/^public/);
  });

  it("refuses bad input with a 4xx envelope", async () => {
    await checkParams(t, { method: "GET", url: "/api/v1.0/program-list/Channel", query: { type: "tv" }, fields: [{ in: "query", name: "type", kind: "enum" }] });
  });
});

describe("GET /api/v1.0/program-list/categories", () => {
  it("names the categories a channel's programmes use; unknown channels are 404", async () => {
    const radio = await t.call({ method: "GET", url: "/api/v1.0/program-list/categories?channelId=radio-macau", headers: EN });
    const names = (radio.body.data as ScheduleCategory[]).map((c) => c.id);
    expect(names).toContain("music");
    expect(names).not.toContain("film");
    const all = await t.call({ method: "GET", url: "/api/v1.0/program-list/categories" });
    expect((all.body.data as ScheduleCategory[]).length).toBeGreaterThan(names.length);
    const missing = await t.call({ method: "GET", url: "/api/v1.0/program-list/categories?channelId=no-such-channel", headers: EN });
    expect(missing.status).toBe(404);
    expect(missing.body.code).not.toBe(0);
  });

  it("refuses bad input with a 4xx envelope", async () => {
    await checkParams(t, { method: "GET", url: "/api/v1.0/program-list/categories", query: { channelId: "tdm-macau" }, fields: [{ in: "query", name: "channelId", kind: "slug" }] });
  });
});

describe("GET /api/v1.0/program-list/{date}", () => {
  it("lists the day in Macao time, back to back, with links to programmes and what is on air", async () => {
    t.clock.now = WEDNESDAY_EVENING;
    const res = await t.call({ method: "GET", url: "/api/v1.0/program-list/2026-11-25?channelId=tdm-macau", headers: EN });
    expect(res.status).toBe(200);
    const day = res.body.data as DaySchedule;
    expect(day.date).toBe("2026-11-25");
    expect(day.channel.id).toBe("tdm-macau");
    expect(day.items[0]!.start).toBe("2026-11-25T00:00:00+08:00");
    for (let i = 1; i < day.items.length; i++) expect(day.items[i]!.start, `item ${i}`).toBe(day.items[i - 1]!.end);
    expect(day.items.at(-1)!.end).toBe("2026-11-26T00:00:00+08:00");
    const onAir = day.items.filter((item) => item.onAir);
    expect(onAir).toHaveLength(1);
    expect(onAir[0]).toMatchObject({ title: "Macau Tonight", programSlug: "macau-tonight", start: "2026-11-25T19:30:00+08:00", category: { id: "magazine" } });
    // Weekdays and weekends differ: Saturday evening has Sport Weekly.
    const saturday = (await t.call({ method: "GET", url: "/api/v1.0/program-list/2026-11-28?channelId=tdm-macau", headers: EN })).body.data as DaySchedule;
    expect(saturday.items.find((item) => item.start === "2026-11-28T20:30:00+08:00")?.programSlug).toBe("sport-weekly");
    expect(saturday.items.some((item) => item.onAir)).toBe(false);
  });

  it("takes the first TV channel without channelId, answers 404 for an unknown one", async () => {
    const res = await t.call({ method: "GET", url: "/api/v1.0/program-list/2026-11-25" });
    expect((res.body.data as DaySchedule).channel.id).toBe("tdm-macau");
    expect((await t.call({ method: "GET", url: "/api/v1.0/program-list/2026-11-25?channelId=nope" })).status).toBe(404);
  });

  it("refuses dates that are not real dates with 400 in the request's language", async () => {
    for (const date of ["2026-02-30", "25-11-2026", "today", "2026-1-5"]) {
      const res = await t.call({ method: "GET", url: `/api/v1.0/program-list/${date}`, headers: EN });
      expect(res.status, date).toBe(400);
      expect(res.body.code, date).not.toBe(0);
      expect(res.body.message, date).toMatch(/date/i);
    }
    await checkParams(t, {
      method: "GET",
      url: "/api/v1.0/program-list/:date",
      params: { date: "2026-11-25" },
      query: { channelId: "radio-macau" },
      fields: [
        { in: "params", name: "date", kind: "date" },
        { in: "query", name: "channelId", kind: "slug" },
      ],
    });
  });
});

describe("GET /api/v1.0/live/categories, /live, /live/{id}", () => {
  it("lists TV and radio as the live categories", async () => {
    const res = await t.call({ method: "GET", url: "/api/v1.0/live/categories", headers: EN });
    expect(res.body.data as LiveCategory[]).toEqual([
      { id: "tv", name: "TV" },
      { id: "radio", name: "Radio" },
    ]);
    await checkParams(t, { method: "GET", url: "/api/v1.0/live/categories" });
  });

  it("gives each channel its programme now and next, and never a stream address", async () => {
    t.clock.now = WEDNESDAY_EVENING;
    const res = await t.call({ method: "GET", url: "/api/v1.0/live?type=radio", headers: EN });
    const channels = res.body.data as LiveChannel[];
    expect(channels.map((c) => c.id)).toEqual(["radio-macau", "radio-macau-pt"]);
    expect(channels[0]!.now).toMatchObject({ title: "The Reading Hour", start: "2026-11-25T19:00:00+08:00", onAir: true });
    expect(channels[0]!.next).toMatchObject({ title: "Cantonese Opera Hour", start: "2026-11-25T21:00:00+08:00", onAir: false });
    expect(JSON.stringify(res.body)).not.toContain("live-media");
    const one = await t.call({ method: "GET", url: "/api/v1.0/live/tdm-macau", headers: EN });
    expect((one.body.data as LiveChannel).now?.programSlug).toBe("macau-tonight");
    expect(JSON.stringify(one.body)).not.toContain("live-media");
    expect((await t.call({ method: "GET", url: "/api/v1.0/live/no-such-channel" })).status).toBe(404);
  });

  it("refuses bad input with a 4xx envelope", async () => {
    await checkParams(t, { method: "GET", url: "/api/v1.0/live", query: { type: "tv" }, fields: [{ in: "query", name: "type", kind: "enum" }] });
    // An empty id is the list itself (/live/), so the id is broken the "id" way; long and odd codes by hand.
    await checkParams(t, { method: "GET", url: "/api/v1.0/live/:id", params: { id: "tdm-macau" }, fields: [{ in: "params", name: "id", kind: "id" }] });
    for (const id of ["x".repeat(5000), "a b", "<script>"]) {
      const res = await t.call({ method: "GET", url: `/api/v1.0/live/${encodeURIComponent(id)}` });
      expect(res.status, id).toBeGreaterThanOrEqual(400);
      expect(res.status, id).toBeLessThan(500);
    }
  });
});

describe("GET /api/v1.0/common/special-live", () => {
  it("answers the special live of a slot with its channel, 404 for none", async () => {
    t.clock.now = new Date();
    const res = await t.call({ method: "GET", url: "/api/v1.0/common/special-live?slug=web_home&type=web", headers: EN });
    const special = res.body.data as SpecialLive;
    expect(special).toMatchObject({ slug: "web_home", type: "web", onAir: true, channel: { id: "tdm-macau", kind: "tv" } });
    expect(special.title).toBe("Live: Macau Light Festival");
    expect(JSON.stringify(res.body)).not.toContain("live-media");
    expect((await t.call({ method: "GET", url: "/api/v1.0/common/special-live?slug=nothing_here" })).status).toBe(404);
    await checkParams(t, {
      method: "GET",
      url: "/api/v1.0/common/special-live",
      query: { slug: "web_home", type: "web" },
      fields: [
        { in: "query", name: "slug", kind: "slug" },
        { in: "query", name: "type", kind: "enum" },
      ],
    });
  });
});

/** The playlist call and the stream it names, from `headers`' address. */
async function playlistFor(app: TestApp, channel: string, headers: Record<string, string> = {}) {
  return app.call({ method: "GET", url: `/api/v1.0/live/${channel}/playlist`, headers: { ...EN, ...headers } });
}

describe("GET /api/v1.0/live/{id}/playlist and the signed stream", () => {
  it("gives a visitor in the region a signed, short-lived address that plays", async () => {
    t.clock.now = WEDNESDAY_EVENING;
    const res = await playlistFor(t, "tdm-macau");
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const playlist = res.body.data as LivePlaylist;
    expect(playlist.channel.now?.programSlug).toBe("macau-tonight");
    expect(playlist.stream.url).toMatch(/^\/live-media\/tdm-macau\/index\.m3u8\?exp=\d+&sig=[\w-]+$/);
    expect(playlist.stream.type).toBe("application/vnd.apple.mpegurl");
    expect(Date.parse(playlist.stream.expiresAt) - WEDNESDAY_EVENING.getTime()).toBe(600_000);
    expect(playlist.refreshAfter).toBe(300);

    const media = await t.app.inject({ method: "GET", url: playlist.stream.url });
    expect(media.statusCode).toBe(200);
    expect(media.headers["content-type"]).toBe("application/vnd.apple.mpegurl");
    expect(media.headers["cache-control"]).toBe("private, max-age=2");
    expect(media.body).toMatch(/^#EXTM3U/);
    expect(media.body).not.toContain("#EXT-X-ENDLIST");
    const segment = media.body.split("\n").find((line) => line.startsWith("seg-"))!;
    expect(segment).toMatch(/^seg-00\d\.ts\?exp=\d+&sig=/);
    const bytes = await t.app.inject({ method: "GET", url: `/live-media/tdm-macau/${segment}` });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers["content-type"]).toBe("video/mp2t");
    expect(bytes.rawPayload[0]).toBe(0x47); // an MPEG-TS sync byte
  });

  it("advances the playlist with the clock", async () => {
    t.clock.now = WEDNESDAY_EVENING;
    const { url } = ((await playlistFor(t, "radio-macau")).body.data as LivePlaylist).stream;
    const sequence = async () => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec((await t.app.inject({ method: "GET", url })).body)?.[1]);
    const before = await sequence();
    t.clock.now = new Date(WEDNESDAY_EVENING.getTime() + 30_000);
    expect(await sequence()).toBe(before + 5);
  });

  it("answers 403 for a tampered, missing or expired signature, and a signature of another path", async () => {
    t.clock.now = WEDNESDAY_EVENING;
    const { url } = ((await playlistFor(t, "tdm-macau")).body.data as LivePlaylist).stream;
    const sig = new URL(url, "http://x").searchParams.get("sig")!;
    const tampered = url.replace(`sig=${sig}`, `sig=${sig.slice(0, -2)}${sig.endsWith("AA") ? "BB" : "AA"}`);
    const statusOf = async (path: string) => (await t.app.inject({ method: "GET", url: path })).statusCode;
    expect(await statusOf(tampered)).toBe(403);
    expect(await statusOf(url.replace(/exp=(\d+)/, (_, exp: string) => `exp=${Number(exp) + 3600}`))).toBe(403);
    expect(await statusOf("/live-media/tdm-macau/index.m3u8")).toBe(403);
    expect(await statusOf(url.replace("tdm-macau", "tdm-canal-macau"))).toBe(403);
    expect(await statusOf(url.replace("index.m3u8", "seg-001.ts"))).toBe(403);
    const refused = await t.call({ method: "GET", url: tampered });
    expect(refused.body.code).not.toBe(0);
    t.clock.now = new Date(WEDNESDAY_EVENING.getTime() + 601_000);
    expect(await statusOf(url)).toBe(403);
    t.clock.now = WEDNESDAY_EVENING;
    expect(await statusOf(url)).toBe(200);
    expect(await statusOf("/live-media/tdm-macau/seg-009.ts?exp=1&sig=x")).toBe(403);
    expect(await statusOf("/live-media/tdm-macau/passwd?exp=1&sig=x")).toBe(404);
  });

  it("sets a live pass with each address, which lets a browser's own player reload its expired address", async () => {
    t.clock.now = WEDNESDAY_EVENING;
    const res = await playlistFor(t, "tdm-macau");
    const { url } = (res.body.data as LivePlaylist).stream;
    const setCookie = String(res.headers["set-cookie"]);
    expect(setCookie).toMatch(/^live_pass=\d+\.[\w-]{43}; Path=\/live-media\/tdm-macau\/; Max-Age=600; HttpOnly; SameSite=Lax$/);
    const pass = setCookie.split(";")[0]!;
    const statusOf = async (path: string, cookie?: string) => (await t.app.inject({ method: "GET", url: path, headers: cookie ? { cookie } : {} })).statusCode;

    // Eight minutes on, the address has been renewed once (at refreshAfter): a new pass; the old address expires at 10.
    t.clock.now = new Date(WEDNESDAY_EVENING.getTime() + 480_000);
    const renewed = String((await playlistFor(t, "tdm-macau")).headers["set-cookie"]).split(";")[0]!;
    t.clock.now = new Date(WEDNESDAY_EVENING.getTime() + 700_000);
    expect(await statusOf(url)).toBe(403);
    expect(await statusOf(url, pass)).toBe(403); // the first pass has expired with its address
    expect(await statusOf(url, renewed)).toBe(200);
    expect(await statusOf(url, `theme=dark; ${renewed}`)).toBe(200);
    // Only for its own channel's folder; not tampered; not as a file's signature.
    expect(await statusOf(url.replace("tdm-macau", "tdm-canal-macau"), renewed)).toBe(403);
    expect(await statusOf(url, renewed.replace(/.$/, (c) => (c === "A" ? "B" : "A")))).toBe(403);
    expect(await statusOf(url, "live_pass=garbage")).toBe(403);
    const [exp, sig] = renewed.slice("live_pass=".length).split(".");
    expect(await statusOf(`/live-media/tdm-macau/index.m3u8?exp=${exp}&sig=${sig}`)).toBe(403);
    // The playlist it reloads holds freshly signed segments.
    const media = await t.app.inject({ method: "GET", url, headers: { cookie: renewed } });
    const segment = media.body.split("\n").find((line) => line.startsWith("seg-"))!;
    expect(await statusOf(`/live-media/tdm-macau/${segment}`)).toBe(200);
    t.clock.now = WEDNESDAY_EVENING;
  });

  it("answers 404 for a channel that does not exist", async () => {
    expect((await playlistFor(t, "no-such-channel")).status).toBe(404);
    await checkParams(t, { method: "GET", url: "/api/v1.0/live/:id/playlist", params: { id: "tdm-macau" }, fields: [{ in: "params", name: "id", kind: "slug" }] });
  });
});

describe("the region limit (spec §1)", () => {
  let proxied: TestApp;
  beforeAll(async () => {
    // One proxy in front (TRUST_PROXY=1): the address it appended to X-Forwarded-For is the client's.
    proxied = await createTestApp({ TRUST_PROXY: "1", LIVE_ALLOW_LOCAL: "false" });
  });
  afterAll(() => proxied.close());
  const MACAO = { "x-forwarded-for": "202.175.3.3" };
  const ABROAD = { "x-forwarded-for": "8.8.8.8" };

  it("refuses a visitor outside Macao with 403, its explanation and no address", async () => {
    const res = await playlistFor(proxied, "tdm-macau", ABROAD);
    expect(res.status).toBe(403);
    expect(res.body.code).not.toBe(0);
    expect(res.body.message).toBe("Live streams on the web can only be watched in Macau");
    expect(JSON.stringify(res.body)).not.toMatch(/live-media|m3u8|sig=/);
    const zh = await proxied.call({ method: "GET", url: "/api/v1.0/live/tdm-macau/playlist", headers: ABROAD });
    expect(zh.body.message).toBe("網上直播只限澳門地區收看");
  });

  it("lets a Macao address watch, and refuses its signed address to anyone outside", async () => {
    const res = await playlistFor(proxied, "tdm-macau", MACAO);
    expect(res.status).toBe(200);
    const { url } = (res.body.data as LivePlaylist).stream;
    expect((await proxied.app.inject({ method: "GET", url, headers: MACAO })).statusCode).toBe(200);
    expect((await proxied.app.inject({ method: "GET", url, headers: ABROAD })).statusCode).toBe(403);
    // Without LIVE_ALLOW_LOCAL the loopback address is no exception.
    expect((await proxied.app.inject({ method: "GET", url })).statusCode).toBe(403);
    // Its pass neither.
    const cookie = String(res.headers["set-cookie"]).split(";")[0]!;
    expect((await proxied.app.inject({ method: "GET", url: url.replace(/\?.*/, ""), headers: { ...MACAO, cookie } })).statusCode).toBe(200);
    expect((await proxied.app.inject({ method: "GET", url: url.replace(/\?.*/, ""), headers: { ...ABROAD, cookie } })).statusCode).toBe(403);
  });

  it("believes only the hop the trusted proxy appended: a Macao address written in front by the client is not its own", async () => {
    // The client sends "X-Forwarded-For: 202.175.3.3"; the one proxy appends the address it saw, 8.8.8.8.
    const spoofed = await playlistFor(proxied, "tdm-macau", { "x-forwarded-for": "202.175.3.3, 8.8.8.8" });
    expect(spoofed.status).toBe(403);
    const longer = await playlistFor(proxied, "tdm-macau", { "x-forwarded-for": "202.175.3.3, 60.246.0.1, 202.175.3.4, 8.8.8.8" });
    expect(longer.status).toBe(403);
    // A reader in Macao behind a proxy of their own (its address first) is still in Macao: the last hop counts.
    expect((await playlistFor(proxied, "tdm-macau", { "x-forwarded-for": "8.8.8.8, 202.175.3.3" })).status).toBe(200);
  });

  it("believes X-Forwarded-For only with TRUST_PROXY", async () => {
    const direct = await createTestApp({ LIVE_ALLOW_LOCAL: "false" });
    try {
      expect((await playlistFor(direct, "tdm-macau", MACAO)).status).toBe(403);
    } finally {
      await direct.close();
    }
  });

  it("binds addresses to the client with MEDIA_BIND_ADDRESS", async () => {
    const bound = await createTestApp({ TRUST_PROXY: "1", LIVE_ALLOW_LOCAL: "false", MEDIA_BIND_ADDRESS: "true" });
    try {
      const { url } = ((await playlistFor(bound, "radio-macau", MACAO)).body.data as LivePlaylist).stream;
      expect((await bound.app.inject({ method: "GET", url, headers: MACAO })).statusCode).toBe(200);
      expect((await bound.app.inject({ method: "GET", url, headers: { "x-forwarded-for": "60.246.0.1" } })).statusCode).toBe(403);
    } finally {
      await bound.close();
    }
  });
});
