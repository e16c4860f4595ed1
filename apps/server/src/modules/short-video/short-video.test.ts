import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LikeState } from "@portal/contract/schemas/interactions";
import type { ShortVideo, ShortVideoCategory, ShortVideoPage, ShortVideoPlayList } from "@portal/contract/schemas/short-video";
import { shortVideos } from "./tables.ts";
import { checkParams } from "../../test/check-params.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { asMember, clearLimits, memberIdOf, okData, signIn } from "../member/member.test-helper.ts";

const LIST = "/api/v1.0/short-video/list";
/** The base path, an alias of list (docs/media.md). */
const LIST_AT_BASE = "/api/v1.0/short-video";
const CATEGORY = "/api/v1.0/short-video/category";
const PLAY_LIST = "/api/v1.0/short-video/play-list";
const DETAIL = "/api/v1.0/short-video/:id/detail";
const LIKE = "/api/v1.0/short-video/:id/like";
const LIKE_CANCEL = "/api/v1.0/short-video/:id/like-cancel";

let t: TestApp;
let member: Record<string, string>;
let draft: number;
let future: number;
const path = (url: string, id: number) => url.replace(":id", String(id));
const get = <T>(url: string, language = "zh_TW") => okData<T>((o) => t.call(o), { method: "GET", url, headers: { "api-language": language } });

beforeAll(async () => {
  t = await createTestApp();
  member = { "api-key": await signIn(t, await memberIdOf(t, "demo")) };
  const db = t.database.db;
  const base = { title: { zh_TW: "草稿" }, description: { zh_TW: "" }, videoUrl: "/x.mp4", poster: "/x.jpg", durationSeconds: 5 };
  draft = (await db.insert(shortVideos).values({ ...base, published: false }).returning({ id: shortVideos.id }))[0]!.id;
  future = (await db.insert(shortVideos).values({ ...base, publishedAt: new Date(t.clock.now.getTime() + 86_400_000) }).returning({ id: shortVideos.id }))[0]!.id;
});
afterAll(() => t.close());

describe("GET /api/v1.0/short-video/list (and its alias, the base path) and /category", () => {
  it("pages the published clips newest first, in the request's language, without drafts or future clips", async () => {
    const first = await get<ShortVideoPage>(`${LIST}?page=1&pageSize=5`, "en");
    expect(first.total).toBe(12);
    expect(first.items).toHaveLength(5);
    expect(first.items[0]).toMatchObject({ title: "Sunrise over the Sai Van Bridge", videoUrl: "/demo/media/short/short-1.mp4", poster: "/demo/media/short/short-1.jpg", durationSeconds: 10, category: { slug: "city", title: "City life" } });
    const dates = first.items.map((v) => v.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const third = await get<ShortVideoPage>(`${LIST}?page=3&pageSize=5`);
    expect(third.items).toHaveLength(2);
    const all = await get<ShortVideoPage>(`${LIST}?pageSize=100`);
    expect(all.items.map((v) => v.id)).not.toContain(draft);
    expect(all.items.map((v) => v.id)).not.toContain(future);
    expect((await get<ShortVideoPage>(`${LIST}?pageSize=1`, "zh_CN")).items[0]!.title).toBe("清晨的西湾大桥");
    expect((await get<ShortVideoPage>(`${LIST}?pageSize=1`, "pt")).items[0]!.title).toBe("Nascer do sol na Ponte de Sai Van");
  });

  it("answers the same list at the base path, with the same filters", async () => {
    for (const query of ["", "?page=2&pageSize=3", "?category=food", `?keyword=${encodeURIComponent("葡撻")}`]) {
      const listed = await get<ShortVideoPage>(`${LIST}${query}`, "en");
      expect(listed.total, query).toBeGreaterThan(0);
      expect(await get<ShortVideoPage>(`${LIST_AT_BASE}${query}`, "en"), query).toEqual(listed);
    }
  });

  it("filters by category; an unknown category is an empty list", async () => {
    const food = await get<ShortVideoPage>(`${LIST}?category=food`);
    expect(food.total).toBe(3);
    expect(food.items.every((v) => v.category?.slug === "food")).toBe(true);
    expect(await get<ShortVideoPage>(`${LIST}?category=nothing-here`)).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
  });

  it("finds clips by a text of their title or description, in any language, wildcards taken literally", async () => {
    expect((await get<ShortVideoPage>(`${LIST}?keyword=${encodeURIComponent("葡撻")}`, "en")).items.map((v) => v.title)).toEqual(["Portuguese egg tarts in a minute"]);
    expect((await get<ShortVideoPage>(`${LIST}?keyword=MARATHON`)).items.map((v) => v.title)).toEqual(["澳門國際馬拉松起跑"]);
    expect((await get<ShortVideoPage>(`${LIST}?keyword=${encodeURIComponent("%")}`)).total).toBe(0);
    expect((await get<ShortVideoPage>(`${LIST}?keyword=${encodeURIComponent("drafts_")}`)).total).toBe(0);
  });

  it("answers the categories in order with their published clips counted", async () => {
    const categories = await get<ShortVideoCategory[]>(CATEGORY, "en");
    expect(categories.map((c) => [c.slug, c.title, c.count])).toEqual([
      ["city", "City life", 3],
      ["food", "Street food", 3],
      ["culture", "Culture and festivals", 3],
      ["sport", "Sport", 3],
    ]);
  });

  it("refuses bad input with a 4xx envelope", async () => {
    const fields = [
      { in: "query" as const, name: "page", kind: "page" as const },
      { in: "query" as const, name: "pageSize", kind: "pageSize" as const },
      { in: "query" as const, name: "category", kind: "slug" as const },
      { in: "query" as const, name: "keyword", kind: "text" as const },
    ];
    await checkParams(t, { method: "GET", url: LIST, query: { page: 1, pageSize: 5, category: "food" }, fields });
    await checkParams(t, { method: "GET", url: LIST_AT_BASE, query: { page: 1, pageSize: 5, category: "food" }, fields });
    await checkParams(t, { method: "GET", url: CATEGORY });
  });
});

describe("GET /api/v1.0/short-video/play-list", () => {
  it("starts at the clip asked for and wraps round to the newest", async () => {
    const all = (await get<ShortVideoPage>(`${LIST}?pageSize=100`)).items.map((v) => v.id);
    const from = all[10]!;
    const list = await get<ShortVideoPlayList>(`${PLAY_LIST}?id=${from}&size=4`);
    expect(list.items.map((v) => v.id)).toEqual([all[10], all[11], all[0], all[1]]);
    expect((await get<ShortVideoPlayList>(PLAY_LIST)).items.map((v) => v.id)).toEqual(all);
  });

  it("gives the next batch after a clip, wrapping round through it (the player stops at a clip it has)", async () => {
    const all = (await get<ShortVideoPage>(`${LIST}?pageSize=100`)).items.map((v) => v.id);
    expect((await get<ShortVideoPlayList>(`${PLAY_LIST}?after=${all[3]}&size=3`)).items.map((v) => v.id)).toEqual(all.slice(4, 7));
    const round = await get<ShortVideoPlayList>(`${PLAY_LIST}?after=${all[10]}&size=4`);
    expect(round.items.map((v) => v.id)).toEqual([all[11], all[0], all[1], all[2]]);
    const whole = await get<ShortVideoPlayList>(`${PLAY_LIST}?after=${all[5]}&size=50`);
    expect(whole.items.map((v) => v.id)).toEqual([...all.slice(6), ...all.slice(0, 6)]);
    const both = await t.call({ method: "GET", url: `${PLAY_LIST}?id=${all[0]}&after=${all[1]}` });
    expect(both.status).toBe(400);
    expect(both.body.code).not.toBe(0);
  });

  it("keeps to a category, and answers 404 for a clip outside the list", async () => {
    const food = (await get<ShortVideoPage>(`${LIST}?category=food`)).items.map((v) => v.id);
    const list = await get<ShortVideoPlayList>(`${PLAY_LIST}?id=${food[1]}&category=food`);
    expect(list.items.map((v) => v.id)).toEqual([food[1], food[2], food[0]]);
    const city = (await get<ShortVideoPage>(`${LIST}?category=city`)).items[0]!.id;
    expect((await t.call({ method: "GET", url: `${PLAY_LIST}?id=${city}&category=food` })).status).toBe(404);
    const hidden = await t.call({ method: "GET", url: `${PLAY_LIST}?id=${draft}`, headers: { "api-language": "en" } });
    expect(hidden.status).toBe(404);
    expect(hidden.body.code).not.toBe(0);
  });

  it("refuses bad input with a 4xx envelope", async () => {
    await checkParams(t, {
      method: "GET",
      url: PLAY_LIST,
      query: { size: 3 },
      fields: [
        { in: "query", name: "id", kind: "id" },
        { in: "query", name: "after", kind: "id" },
        { in: "query", name: "size", kind: "pageSize" },
        { in: "query", name: "category", kind: "slug" },
      ],
    });
  });
});

describe("GET /api/v1.0/short-video/{id}/detail", () => {
  it("answers a published clip, and 404 for drafts, future and unknown clips", async () => {
    const id = (await get<ShortVideoPage>(`${LIST}?pageSize=1`)).items[0]!.id;
    expect(await get<ShortVideo>(path(DETAIL, id), "en")).toMatchObject({ id, title: "Sunrise over the Sai Van Bridge" });
    for (const bad of [draft, future, 999_999]) expect((await t.call({ method: "GET", url: path(DETAIL, bad) })).status).toBe(404);
  });

  it("refuses bad input with a 4xx envelope", async () => {
    const id = (await get<ShortVideoPage>(`${LIST}?pageSize=1`)).items[0]!.id;
    await checkParams(t, { method: "GET", url: DETAIL, params: { id }, fields: [{ in: "params", name: "id", kind: "id" }] });
  });
});

describe("likes", () => {
  it("moves the clip's like count once per member, and needs a member", async () => {
    await clearLimits(t);
    const id = (await get<ShortVideoPage>(`${LIST}?pageSize=1`)).items[0]!.id;
    const start = (await get<ShortVideo>(path(DETAIL, id))).likeCount;
    const call = asMember(t, member["api-key"]!);
    expect((await t.call({ method: "POST", url: path(LIKE, id) })).status).toBe(401);
    const liked = await okData<LikeState>(call, { method: "POST", url: path(LIKE, id) });
    expect(liked).toEqual({ id, liked: true, likeCount: start + 1 });
    expect(await okData<LikeState>(call, { method: "POST", url: path(LIKE, id) })).toEqual(liked);
    expect(await okData<LikeState>(call, { method: "GET", url: path(LIKE, id) })).toEqual(liked);
    expect((await get<ShortVideo>(path(DETAIL, id))).likeCount).toBe(start + 1);
    expect(await okData<LikeState>(call, { method: "POST", url: path(LIKE_CANCEL, id) })).toEqual({ id, liked: false, likeCount: start });
    expect((await call({ method: "POST", url: path(LIKE, draft) })).status).toBe(404);
  });

  it("refuses bad input with a 4xx envelope", async () => {
    await clearLimits(t);
    const id = (await get<ShortVideoPage>(`${LIST}?pageSize=1`)).items[0]!.id;
    const fields = [{ in: "params" as const, name: "id", kind: "id" as const }];
    await checkParams(t, { method: "GET", url: LIKE, params: { id }, headers: member, fields });
    await checkParams(t, { method: "POST", url: LIKE, params: { id }, headers: member, fields });
    await checkParams(t, { method: "POST", url: LIKE_CANCEL, params: { id }, headers: member, fields });
  });
});
