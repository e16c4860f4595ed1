import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  MAX_PLAYLISTS,
  MAX_PLAYLIST_ITEMS,
  type MemberItem,
  type Paged,
  type PlaylistDetail,
  type PlaylistEntry,
  type PlaylistSummary,
} from "@portal/contract/schemas/member";
import type { NewsDetail, NewsItem, NewsListResponse } from "@portal/contract/schemas/news";
import { memberCollections, memberFeedback, memberPlaylistItems, memberPlaylists } from "./tables.ts";
import { newsArticles } from "../news/tables.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { FEEDBACK_LIMIT } from "./feedback-service.ts";
import { asMember, clearLimits, insertMember, memberIdOf, okData, signIn, type Call } from "./member.test-helper.ts";
import { platformReplies, replyText } from "../../platform/replies.ts";
import { memberReplies } from "./replies.ts";

let t: TestApp;
let demoToken: string;
let demo: Call;
// The real minute, not a fixed date: the demo content is seeded relative to when the test database was made, and a
// fixed date falls before it once the calendar passes it (these tests failed from 2026-12-02).
const NOW = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const minutes = (m: number) => new Date(NOW.getTime() + m * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = NOW;
  demoToken = await signIn(t, await memberIdOf(t, "demo"));
  demo = asMember(t, demoToken);
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.now = NOW;
  await clearLimits(t);
});

/** A new member and their API caller. */
async function freshMember(): Promise<{ id: number; call: Call; token: string }> {
  const id = await insertMember(t);
  const token = await signIn(t, id);
  return { id, call: asMember(t, token), token };
}

/** The newest stories of a newsroom as the news list shows them to a reader of `locale`. */
async function newest(newsroom: "zh" | "en", count: number, locale = newsroom === "zh" ? "zh_TW" : "en"): Promise<NewsItem[]> {
  const res = await t.call({ method: "GET", url: `/api/v1.0/news?PageSize=${count}`, headers: { "api-language": locale } });
  expect(res.status).toBe(200);
  return (res.body.data as NewsListResponse).newsList.flatMap((block) => block.data).slice(0, count);
}

/** A special: content of another area, so it is kept as sent (news, programmes and episodes are derived from the portal's own rows). */
const programme = (itemId: string | number, extra: Record<string, unknown> = {}) => ({ itemType: "special", itemId, title: `節目 ${itemId}`, url: `/zh-hant/subject/${itemId}`, ...extra });

describe("collections: POST collect, GET collect, POST collect/delete", () => {
  it("keeps an item once however often it is collected", async () => {
    const { call } = await freshMember();
    const first = await okData<MemberItem>(call, { method: "POST", url: "/api/v1.0/member/collect", payload: programme(7, { cover: "/demo/art/globe.svg" }) });
    expect(first).toMatchObject({ itemType: "special", itemId: "7", title: "節目 7", cover: "/demo/art/globe.svg", url: "/zh-hant/subject/7" });
    t.clock.now = minutes(5);
    const again = await okData<MemberItem>(call, { method: "POST", url: "/api/v1.0/member/collect", payload: programme("7") });
    expect(again).toEqual(first);
    expect((await okData<Paged<MemberItem>>(call, { method: "GET", url: "/api/v1.0/member/collect" })).total).toBe(1);
  });

  it("keeps only links on this site or https: a saved item cannot send its reader to another host", async () => {
    const { call } = await freshMember();
    const morning = await okData<{ id: number }>(call, { method: "POST", url: "/api/v1.0/member/playlist", payload: { title: "早晨" } });
    for (const url of ["/\\evil.example", "//evil.example/x", "javascript:alert(1)", "http://evil.example/"]) {
      for (const [path, extra] of [["/api/v1.0/member/collect", {}], ["/api/v1.0/member/playlist/item", { playlistId: morning.id }]] as const) {
        const res = await call({ method: "POST", url: path, headers: { "api-language": "en" }, payload: programme(9, { url, ...extra }) });
        expect(res.status, `${path} ${url}`).toBe(400);
        expect(res.body.message).toBe("Enter a path on this site or an https address");
        const cover = await call({ method: "POST", url: path, payload: programme(9, { cover: url, ...extra }) });
        expect(cover.status, `${path} cover ${url}`).toBe(400);
      }
    }
    expect((await okData<MemberItem>(call, { method: "POST", url: "/api/v1.0/member/collect", payload: programme(9, { url: "https://www.example.mo/a" }) })).url).toBe("https://www.example.mo/a");
  });

  it("lists newest first in pages, stable for items collected at the same moment, filtered by type", async () => {
    const { call } = await freshMember();
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) {
      t.clock.now = minutes(i < 4 ? 1 : i); // three at the same moment
      ids.push((await okData<MemberItem>(call, { method: "POST", url: "/api/v1.0/member/collect", payload: programme(i) })).id);
    }
    t.clock.now = minutes(10);
    const video = await okData<MemberItem>(call, { method: "POST", url: "/api/v1.0/member/collect", payload: { itemType: "video", itemId: "v-1", title: "片" } });
    const expected = [video.id, ids[4], ids[3], ids[2], ids[1], ids[0]];
    const page1 = await okData<Paged<MemberItem>>(call, { method: "GET", url: "/api/v1.0/member/collect?page=1&pageSize=4" });
    const page2 = await okData<Paged<MemberItem>>(call, { method: "GET", url: "/api/v1.0/member/collect?page=2&pageSize=4" });
    expect(page1).toMatchObject({ total: 6, page: 1, pageSize: 4 });
    expect([...page1.items, ...page2.items].map((item) => item.id)).toEqual(expected);
    const onlyProgrammes = await okData<Paged<MemberItem>>(call, { method: "GET", url: "/api/v1.0/member/collect?itemType=special" });
    expect(onlyProgrammes.total).toBe(5);
    expect(onlyProgrammes.items.every((item) => item.itemType === "special")).toBe(true);
    expect((await okData<Paged<MemberItem>>(call, { method: "GET", url: "/api/v1.0/member/collect?page=3&pageSize=4" })).items).toEqual([]);
  });

  it("deletes the member's own rows only and says how many", async () => {
    const { call } = await freshMember();
    const mine = await okData<MemberItem>(call, { method: "POST", url: "/api/v1.0/member/collect", payload: programme(11) });
    const demoItems = await okData<Paged<MemberItem>>(demo, { method: "GET", url: "/api/v1.0/member/collect" });
    const result = await okData(call, {
      method: "POST",
      url: "/api/v1.0/member/collect/delete",
      payload: { ids: [mine.id, ...demoItems.items.map((item) => item.id), 2_000_000] },
    });
    expect(result).toEqual({ deleted: 1 });
    expect((await okData<Paged<MemberItem>>(call, { method: "GET", url: "/api/v1.0/member/collect" })).total).toBe(0);
    expect((await okData<Paged<MemberItem>>(demo, { method: "GET", url: "/api/v1.0/member/collect" })).total).toBe(demoItems.total);
  });

  it("keeps a saved story's own title, picture and page, whatever the call sends", async () => {
    const { call } = await freshMember();
    const [english] = await newest("en", 1);
    const [chinese] = await newest("zh", 1);
    const forged = { title: "Another story", url: "/en/news-detail/1", cover: "/demo/art/globe.svg" };
    const saved = await okData<MemberItem>(call, {
      method: "POST",
      url: "/api/v1.0/member/collect",
      headers: { "api-language": "en" },
      payload: { itemType: "news", itemId: english!.id, ...forged },
    });
    expect(saved).toMatchObject({ itemType: "news", itemId: String(english!.id), title: english!.title, cover: english!.cover, url: `/en/news-detail/${english!.id}` });
    // A Chinese story saved by a reader of Simplified Chinese: its Simplified title and zh-hans page.
    const hans = await okData<MemberItem>(call, {
      method: "POST",
      url: "/api/v1.0/member/collect",
      headers: { "api-language": "zh_CN" },
      payload: { itemType: "news", itemId: String(chinese!.id) },
    });
    const [listed] = await newest("zh", 1, "zh_CN");
    expect(hans).toMatchObject({ title: listed!.title, url: `/zh-hans/news-detail/${chinese!.id}` });
    // The same in a playlist.
    const list = await okData<{ id: number }>(call, { method: "POST", url: "/api/v1.0/member/playlist", payload: { title: "稍後再看" } });
    const entry = await okData<PlaylistEntry>(call, {
      method: "POST",
      url: "/api/v1.0/member/playlist/item",
      headers: { "api-language": "en" },
      payload: { playlistId: list.id, itemType: "news", itemId: english!.id, ...forged },
    });
    expect(entry).toMatchObject({ title: english!.title, url: `/en/news-detail/${english!.id}` });
  });

  it("refuses to save a story readers cannot see (404), and saves nothing", async () => {
    const { call } = await freshMember();
    const [draft, embargoed] = await t.database.db
      .insert(newsArticles)
      .values([
        { newsroom: "en", title: "Draft", published: false, publishedAt: minutes(-60) },
        { newsroom: "en", title: "Embargoed", publishedAt: minutes(60) },
      ])
      .returning({ id: newsArticles.id });
    for (const itemId of [draft!.id, embargoed!.id, 2_000_000_000, "abc", "0"]) {
      const res = await call({ method: "POST", url: "/api/v1.0/member/collect", headers: { "api-language": "en" }, payload: { itemType: "news", itemId, title: "x" } });
      expect(res.status, String(itemId)).toBe(404);
      expect(res.body).toMatchObject({ code: 404, message: replyText(platformReplies.notFound, "en") });
    }
    expect((await okData<Paged<MemberItem>>(call, { method: "GET", url: "/api/v1.0/member/collect" })).total).toBe(0);
  });

  it("has demo stories that open what their titles say", async () => {
    const saved = await okData<Paged<MemberItem>>(demo, { method: "GET", url: "/api/v1.0/member/collect?itemType=news" });
    expect(saved.total).toBe(2);
    for (const item of saved.items) {
      const lang = item.url!.split("/")[1]!;
      const article = (await t.call({ method: "GET", url: `/api/v1.0/news/${item.itemId}`, headers: { "api-language": lang === "en" ? "en" : "zh_TW" } })).body.data as NewsDetail;
      expect(item).toMatchObject({ title: article.title, cover: article.cover, url: `/${lang === "en" ? "en" : "zh-hant"}/news-detail/${article.id}` });
      expect(lang).toBe(article.newsroom === "en" ? "en" : "zh-hant");
    }
  });

  it("tells whether one item is saved (itemType and itemId), for the save button", async () => {
    const { call } = await freshMember();
    const [first, second] = await newest("en", 2);
    const saved = await okData<MemberItem>(call, { method: "POST", url: "/api/v1.0/member/collect", payload: { itemType: "news", itemId: first!.id } });
    await okData(call, { method: "POST", url: "/api/v1.0/member/collect", payload: programme(first!.id) });
    const one = await okData<Paged<MemberItem>>(call, { method: "GET", url: `/api/v1.0/member/collect?itemType=news&itemId=${first!.id}` });
    expect(one.items.map((item) => item.id)).toEqual([saved.id]);
    expect((await okData<Paged<MemberItem>>(call, { method: "GET", url: `/api/v1.0/member/collect?itemType=news&itemId=${second!.id}` })).total).toBe(0);
    await okData(call, { method: "POST", url: "/api/v1.0/member/collect/delete", payload: { ids: [saved.id] } });
    expect((await okData<Paged<MemberItem>>(call, { method: "GET", url: `/api/v1.0/member/collect?itemType=news&itemId=${first!.id}` })).total).toBe(0);
  });

  it("checks its params", async () => {
    const headers = { "api-key": demoToken };
    await checkParams(t, {
      method: "POST",
      url: "/api/v1.0/member/collect",
      headers,
      body: programme(42),
      fields: [
        { in: "body", name: "itemType", kind: "enum" },
        { in: "body", name: "itemId", kind: "slug" },
        { in: "body", name: "title", kind: "text" },
        { in: "body", name: "cover", kind: "slug" },
        { in: "body", name: "url", kind: "slug" },
        { in: "body", name: "url", kind: "date" },
      ],
    });
    await checkParams(t, {
      method: "GET",
      url: "/api/v1.0/member/collect",
      headers,
      query: { page: 1, pageSize: 10, itemType: "news", itemId: "1" },
      fields: [
        { in: "query", name: "page", kind: "page" },
        { in: "query", name: "pageSize", kind: "pageSize" },
        { in: "query", name: "itemType", kind: "enum" },
        { in: "query", name: "itemId", kind: "slug" },
      ],
    });
    await checkParams(t, {
      method: "POST",
      url: "/api/v1.0/member/collect/delete",
      headers,
      body: { ids: [2_000_000] },
      fields: [
        { in: "body", name: "ids", kind: "id" },
        { in: "body", name: "ids", kind: "text" },
      ],
    });
    const tooMany = await demo({ method: "POST", url: "/api/v1.0/member/collect/delete", payload: { ids: Array.from({ length: 101 }, (_, i) => i + 1) } });
    expect(tooMany.status).toBe(400);
    const none = await demo({ method: "POST", url: "/api/v1.0/member/collect/delete", payload: { ids: [] } });
    expect(none.status).toBe(400);
  });
});

describe("GET /api/v1.0/member/piecelist", () => {
  it("lists the piece list only, newest first", async () => {
    const { id, call } = await freshMember();
    await t.database.db.insert(memberCollections).values([
      { memberId: id, list: "piece", itemType: "radio", itemId: "r-1", title: "早晨", createdAt: minutes(-60) },
      { memberId: id, list: "piece", itemType: "special", itemId: "p-1", title: "澳門街坊", createdAt: minutes(-30) },
      { memberId: id, list: "collect", itemType: "news", itemId: "3", title: "收藏", createdAt: minutes(-10) },
    ]);
    const pieces = await okData<Paged<MemberItem>>(call, { method: "GET", url: "/api/v1.0/member/piecelist" });
    expect(pieces.items.map((item) => item.itemId)).toEqual(["p-1", "r-1"]);
    expect(pieces.total).toBe(2);
    const radio = await okData<Paged<MemberItem>>(call, { method: "GET", url: "/api/v1.0/member/piecelist?itemType=radio" });
    expect(radio.items.map((item) => item.itemId)).toEqual(["r-1"]);
    // The demo member's seeded piece is theirs alone.
    const demoPieces = (await okData<Paged<MemberItem>>(demo, { method: "GET", url: "/api/v1.0/member/piecelist" })).items;
    expect(demoPieces.map((i) => [i.itemType, i.url])).toEqual([
      ["radio", "/zh-hant/program/playitem_radio/morning-call-3"],
      ["video", "/zh-hant/program/playitem_video/street-stories-2"],
    ]);
  });

  it("checks its params", async () => {
    await checkParams(t, {
      method: "GET",
      url: "/api/v1.0/member/piecelist",
      headers: { "api-key": demoToken },
      query: { page: 2, pageSize: 5 },
      fields: [
        { in: "query", name: "page", kind: "page" },
        { in: "query", name: "pageSize", kind: "pageSize" },
        { in: "query", name: "itemType", kind: "enum" },
      ],
    });
  });
});

describe("playlists", () => {
  it("creates, lists (newest first, with item count and the newest item's cover), renames and deletes", async () => {
    const { call } = await freshMember();
    const morning = await okData<PlaylistSummary>(call, { method: "POST", url: "/api/v1.0/member/playlist", payload: { title: "早晨" } });
    expect(morning).toMatchObject({ title: "早晨", itemCount: 0, cover: null });
    t.clock.now = minutes(1);
    const evening = await okData<PlaylistSummary>(call, { method: "POST", url: "/api/v1.0/member/playlist", payload: { title: "晚上" } });
    t.clock.now = minutes(2);
    await okData(call, { method: "POST", url: "/api/v1.0/member/playlist/item", payload: { playlistId: morning.id, ...programme(1, { cover: "/a.svg" }) } });
    t.clock.now = minutes(3);
    await okData(call, { method: "POST", url: "/api/v1.0/member/playlist/item", payload: { playlistId: morning.id, ...programme(2, { cover: "/b.svg" }) } });
    t.clock.now = minutes(4);
    await okData(call, { method: "POST", url: "/api/v1.0/member/playlist/item", payload: { playlistId: morning.id, ...programme(3) } });

    const lists = await okData<PlaylistSummary[]>(call, { method: "GET", url: "/api/v1.0/member/playlist" });
    expect(lists.map((p) => p.id)).toEqual([evening.id, morning.id]);
    expect(lists[1]).toMatchObject({ itemCount: 3, cover: "/b.svg", updatedAt: minutes(4).toISOString() });

    const detail = await okData<PlaylistDetail>(call, { method: "GET", url: `/api/v1.0/member/playlist/${morning.id}` });
    expect(detail.items.map((item) => item.itemId)).toEqual(["3", "2", "1"]);
    expect(detail.items[0]).toMatchObject({ notEnabled: false, title: "節目 3" });

    t.clock.now = minutes(5);
    const renamed = await okData<PlaylistSummary>(call, { method: "POST", url: `/api/v1.0/member/playlist/${morning.id}/update`, payload: { title: "早晨新聞" } });
    expect(renamed).toMatchObject({ id: morning.id, title: "早晨新聞", itemCount: 3, updatedAt: minutes(5).toISOString() });

    await okData(call, { method: "POST", url: `/api/v1.0/member/playlist/${morning.id}/delete` });
    expect((await okData<PlaylistSummary[]>(call, { method: "GET", url: "/api/v1.0/member/playlist" })).map((p) => p.id)).toEqual([evening.id]);
    expect((await call({ method: "GET", url: `/api/v1.0/member/playlist/${morning.id}` })).status).toBe(404);
    const orphans = await t.database.db.select().from(memberPlaylistItems).where(eq(memberPlaylistItems.playlistId, morning.id));
    expect(orphans).toEqual([]);
  });

  it("refuses a title with a bidirectional control or an invisible character, on creation and renaming (400, localized)", async () => {
    const { call } = await freshMember();
    const list = await okData<PlaylistSummary>(call, { method: "POST", url: "/api/v1.0/member/playlist", payload: { title: "Músicas 🎵 早晨" } });
    expect(list.title).toBe("Músicas 🎵 早晨");
    for (const title of ["晚上\u202E4pm.exe", "a\u200Bb", "x\u2066y\u2069", "two\nlines"]) {
      for (const url of ["/api/v1.0/member/playlist", `/api/v1.0/member/playlist/${list.id}/update`]) {
        const res = await call({ method: "POST", url, headers: { "api-language": "zh_TW" }, payload: { title } });
        expect(res.status, `${url} ${JSON.stringify(title)}`).toBe(400);
        expect(res.body.message).toBe("不能包含不可見或格式控制字元");
      }
    }
  });

  it("shows the demo member's seeded playlists with the unavailable item flagged", async () => {
    const lists = await okData<PlaylistSummary[]>(demo, { method: "GET", url: "/api/v1.0/member/playlist" });
    const weekend = lists.find((p) => p.title === "週末追看")!;
    const detail = await okData<PlaylistDetail>(demo, { method: "GET", url: `/api/v1.0/member/playlist/${weekend.id}` });
    expect(detail.items.find((item) => item.itemId === "demo-video-1")?.notEnabled).toBe(true);
    // Its story is a real one: the title, picture and page of the same article; its picture is the playlist's cover.
    const story = detail.items.find((item) => item.itemType === "news")!;
    const article = (await t.call({ method: "GET", url: `/api/v1.0/news/${story.itemId}` })).body.data as NewsDetail;
    expect(story).toMatchObject({ title: article.title, cover: article.cover, url: `/zh-hant/news-detail/${story.itemId}` });
    expect(weekend).toMatchObject({ itemCount: 2, cover: story.cover });
  });

  it(`refuses a playlist beyond ${MAX_PLAYLISTS}`, async () => {
    const { call } = await freshMember();
    for (let i = 0; i < MAX_PLAYLISTS; i++) await okData(call, { method: "POST", url: "/api/v1.0/member/playlist", payload: { title: `清單 ${i}` } });
    const res = await call({ method: "POST", url: "/api/v1.0/member/playlist", payload: { title: "多一個" }, headers: { "api-language": "en" } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(-1);
    expect(res.body.message).toBe(replyText(memberReplies.limitReached, "en", { max: MAX_PLAYLISTS }));
    expect((await okData<PlaylistSummary[]>(call, { method: "GET", url: "/api/v1.0/member/playlist" })).length).toBe(MAX_PLAYLISTS);
  });

  it(`adds items idempotently and refuses a new one beyond ${MAX_PLAYLIST_ITEMS}`, async () => {
    const { call } = await freshMember();
    const list = await okData<PlaylistSummary>(call, { method: "POST", url: "/api/v1.0/member/playlist", payload: { title: "滿" } });
    const first = await okData<PlaylistEntry>(call, { method: "POST", url: "/api/v1.0/member/playlist/item", payload: { playlistId: list.id, ...programme(1) } });
    expect(await okData<PlaylistEntry>(call, { method: "POST", url: "/api/v1.0/member/playlist/item", payload: { playlistId: list.id, ...programme("1") } })).toEqual(first);
    await t.database.db.insert(memberPlaylistItems).values(
      Array.from({ length: MAX_PLAYLIST_ITEMS - 2 }, (_, i) => ({ playlistId: list.id, itemType: "video", itemId: `v-${i}`, title: "v" })),
    );
    await okData(call, { method: "POST", url: "/api/v1.0/member/playlist/item", payload: { playlistId: list.id, ...programme(2) } });
    const over = await call({ method: "POST", url: "/api/v1.0/member/playlist/item", payload: { playlistId: list.id, ...programme(3) } });
    expect(over.status).toBe(400);
    expect(over.body.code).toBe(-1);
    // An item already on the full list is still answered.
    expect(await okData<PlaylistEntry>(call, { method: "POST", url: "/api/v1.0/member/playlist/item", payload: { playlistId: list.id, ...programme(1) } })).toEqual(first);
    expect((await okData<PlaylistDetail>(call, { method: "GET", url: `/api/v1.0/member/playlist/${list.id}` })).itemCount).toBe(MAX_PLAYLIST_ITEMS);
  });

  it("holds the limits and idempotency when requests arrive at once", async () => {
    const { id, call } = await freshMember();
    await t.database.db.insert(memberPlaylists).values(Array.from({ length: MAX_PLAYLISTS - 2 }, (_, i) => ({ memberId: id, title: `舊 ${i}` })));
    const creates = await Promise.all(
      Array.from({ length: 6 }, (_, i) => call({ method: "POST", url: "/api/v1.0/member/playlist", payload: { title: `同時 ${i}` } })),
    );
    expect(creates.filter((res) => res.status === 200)).toHaveLength(2);
    expect(creates.filter((res) => res.status === 400 && res.body.code === -1)).toHaveLength(4);
    expect(await t.database.db.$count(memberPlaylists, eq(memberPlaylists.memberId, id))).toBe(MAX_PLAYLISTS);

    const list = (await okData<PlaylistSummary[]>(call, { method: "GET", url: "/api/v1.0/member/playlist" }))[0]!;
    const adds = await Promise.all(
      Array.from({ length: 5 }, () => okData<PlaylistEntry>(call, { method: "POST", url: "/api/v1.0/member/playlist/item", payload: { playlistId: list.id, ...programme(8) } })),
    );
    expect(new Set(adds.map((entry) => entry.id)).size).toBe(1);
    const collects = await Promise.all(
      Array.from({ length: 5 }, () => okData<MemberItem>(call, { method: "POST", url: "/api/v1.0/member/collect", payload: programme(8) })),
    );
    expect(new Set(collects.map((item) => item.id)).size).toBe(1);
  });

  it("removes items from the member's own playlist only", async () => {
    const { call } = await freshMember();
    const a = await okData<PlaylistSummary>(call, { method: "POST", url: "/api/v1.0/member/playlist", payload: { title: "A" } });
    const b = await okData<PlaylistSummary>(call, { method: "POST", url: "/api/v1.0/member/playlist", payload: { title: "B" } });
    const inA = await okData<PlaylistEntry>(call, { method: "POST", url: "/api/v1.0/member/playlist/item", payload: { playlistId: a.id, ...programme(1) } });
    const inB = await okData<PlaylistEntry>(call, { method: "POST", url: "/api/v1.0/member/playlist/item", payload: { playlistId: b.id, ...programme(1) } });
    // An entry of playlist B named with playlist A is left alone.
    expect(await okData(call, { method: "POST", url: "/api/v1.0/member/playlist/item/delete", payload: { playlistId: a.id, ids: [inA.id, inB.id] } })).toEqual({ deleted: 1 });
    expect((await okData<PlaylistDetail>(call, { method: "GET", url: `/api/v1.0/member/playlist/${a.id}` })).items).toEqual([]);
    expect((await okData<PlaylistDetail>(call, { method: "GET", url: `/api/v1.0/member/playlist/${b.id}` })).items.map((i) => i.id)).toEqual([inB.id]);
  });

  it("answers 404 for a playlist that does not exist", async () => {
    for (const [method, url] of [
      ["GET", "/api/v1.0/member/playlist/2000000"],
      ["POST", "/api/v1.0/member/playlist/2000000/update"],
      ["POST", "/api/v1.0/member/playlist/2000000/delete"],
    ] as const) {
      const res = await demo({ method, url, payload: method === "POST" ? { title: "x" } : undefined });
      expect(res.status, url).toBe(404);
      expect(res.body.code).toBe(404);
    }
  });

  it("checks its params", async () => {
    const { token, call } = await freshMember();
    const headers = { "api-key": token };
    const list = await okData<PlaylistSummary>(call, { method: "POST", url: "/api/v1.0/member/playlist", payload: { title: "檢查" } });
    const spare = await okData<PlaylistSummary>(call, { method: "POST", url: "/api/v1.0/member/playlist", payload: { title: "刪除" } });
    const titleFields = [{ in: "body" as const, name: "title", kind: "text" as const }];
    await checkParams(t, { method: "POST", url: "/api/v1.0/member/playlist", headers, body: { title: "新清單" }, fields: titleFields });
    await checkParams(t, { method: "GET", url: "/api/v1.0/member/playlist", headers });
    await checkParams(t, {
      method: "GET",
      url: "/api/v1.0/member/playlist/:id",
      headers,
      params: { id: list.id },
      fields: [{ in: "params", name: "id", kind: "id" }],
    });
    await checkParams(t, {
      method: "POST",
      url: "/api/v1.0/member/playlist/:id/update",
      headers,
      params: { id: list.id },
      body: { title: "改名" },
      fields: [{ in: "params", name: "id", kind: "id" }, ...titleFields],
    });
    await checkParams(t, {
      method: "POST",
      url: "/api/v1.0/member/playlist/item",
      headers,
      body: { playlistId: list.id, ...programme(5) },
      fields: [
        { in: "body", name: "playlistId", kind: "id" },
        { in: "body", name: "itemType", kind: "enum" },
        { in: "body", name: "itemId", kind: "slug" },
        { in: "body", name: "title", kind: "text" },
        { in: "body", name: "url", kind: "slug" },
      ],
    });
    await checkParams(t, {
      method: "POST",
      url: "/api/v1.0/member/playlist/item/delete",
      headers,
      body: { playlistId: list.id, ids: [2_000_000] },
      fields: [
        { in: "body", name: "playlistId", kind: "id" },
        { in: "body", name: "ids", kind: "id" },
      ],
    });
    await checkParams(t, {
      method: "POST",
      url: "/api/v1.0/member/playlist/:id/delete",
      headers,
      params: { id: spare.id },
      fields: [{ in: "params", name: "id", kind: "id" }],
    });
  });
});

describe("POST /api/v1.0/member/feedback", () => {
  it("stores the feedback as sent, with the member", async () => {
    const { id, call } = await freshMember();
    const { id: feedbackId } = await okData<{ id: number }>(call, {
      method: "POST",
      url: "/api/v1.0/member/feedback",
      payload: { category: "website", content: "字體太小，希望可以再大一點。", contact: "62345678" },
    });
    const [row] = await t.database.db.select().from(memberFeedback).where(eq(memberFeedback.id, feedbackId));
    expect(row).toMatchObject({ memberId: id, category: "website", content: "字體太小，希望可以再大一點。", contact: "62345678" });
  });

  it("refuses feedback with a bidirectional control or an invisible character (400, localized); line breaks and emoji pass", async () => {
    const { call } = await freshMember();
    for (const payload of [{ content: "字體太小\u202E，希望再大一點" }, { content: "Muito bom\u200F programa" }, { content: "節目很好看，謝謝。", contact: "6234\u20665678" }]) {
      const res = await call({ method: "POST", url: "/api/v1.0/member/feedback", headers: { "api-language": "en" }, payload });
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.message).toBe("Cannot contain invisible or formatting characters");
    }
    const content = "Ótimo site!\n字體可以再大一點 👍🏽";
    const { id } = await okData<{ id: number }>(call, { method: "POST", url: "/api/v1.0/member/feedback", payload: { content } });
    expect((await t.database.db.select().from(memberFeedback).where(eq(memberFeedback.id, id)))[0]?.content).toBe(content);
  });

  it(`takes ${FEEDBACK_LIMIT.max} an hour from one member`, async () => {
    const { call } = await freshMember();
    for (let i = 0; i < FEEDBACK_LIMIT.max; i++) await okData(call, { method: "POST", url: "/api/v1.0/member/feedback", payload: { content: `意見第 ${i} 則` } });
    expect((await call({ method: "POST", url: "/api/v1.0/member/feedback", payload: { content: "再多一則意見" } })).status).toBe(429);
  });

  it("checks its params", async () => {
    await checkParams(t, {
      method: "POST",
      url: "/api/v1.0/member/feedback",
      headers: { "api-key": demoToken },
      body: { category: "programme", content: "節目很好看，謝謝。" },
      fields: [
        { in: "body", name: "category", kind: "enum" },
        { in: "body", name: "content", kind: "text" },
        { in: "body", name: "contact", kind: "text" },
      ],
    });
  });
});
