import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { PhotoAlbumDetail, PhotoAlbumPage, SpecialCategory, SpecialDetail, SpecialItem, SpecialItemPage, SpecialList } from "@portal/contract/schemas/special";
import { specialItems, specials } from "./tables.ts";
import { checkParams } from "../../test/check-params.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";

let t: TestApp;
let gp: number; // the seeded Macau Grand Prix special
let draft: number;
let competition: number;

const get = (url: string, language = "zh_TW") => t.call({ method: "GET", url, headers: { "api-language": language } });
const dataOf = async <T>(url: string, language = "zh_TW") => {
  const res = await get(url, language);
  expect(res.status, url).toBe(200);
  expect(res.body.code).toBe(0);
  return res.body.data as T;
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  gp = (await db.select({ id: specials.id }).from(specials).where(eq(specials.slug, "macau-grand-prix")))[0]!.id;
  competition = (await db.select({ id: specials.id }).from(specials).where(eq(specials.slug, "tdm-new-voices-2026")))[0]!.id;
  draft = (await db.insert(specials).values({ slug: "draft-special", title: { zh_TW: "草稿專題" }, published: false }).returning({ id: specials.id }))[0]!.id;
  await db.insert(specialItems).values({ specialId: gp, type: "news", title: { zh_TW: "未發佈新聞" }, published: false });
});
afterAll(() => t.close());

describe("GET /api/v1.0/special/categories and list", () => {
  it("answers the special categories (not the competition ones) in the request's language", async () => {
    const en = await dataOf<SpecialCategory[]>("/api/v1.0/special/categories", "en");
    expect(en.map((c) => c.title)).toEqual(["Sporting events", "Festivals", "Arts and culture"]);
    const hans = await dataOf<SpecialCategory[]>("/api/v1.0/special/categories", "zh_CN");
    expect(hans[0]!.title).toBe("体育盛事");
  });

  it("pages the published specials, without drafts and competitions, filtered by category", async () => {
    const all = await dataOf<SpecialList>("/api/v1.0/special/list?page=1&pageSize=2", "pt");
    expect(all.total).toBe(3);
    expect(all.items.map((s) => s.slug)).toEqual(["macau-grand-prix", "lunar-new-year"]);
    expect(all.items[0]).toMatchObject({ title: "73.º Grande Prémio de Macau", category: { slug: "sport", title: "Eventos desportivos" } });
    const page2 = await dataOf<SpecialList>("/api/v1.0/special/list?page=2&pageSize=2");
    expect(page2.items.map((s) => s.slug)).toEqual(["macao-arts-festival"]);
    const festival = (await dataOf<SpecialCategory[]>("/api/v1.0/special/categories")).find((c) => c.slug === "festival")!;
    const byCategory = await dataOf<SpecialList>(`/api/v1.0/special/list?categoryId=${festival.id}`);
    expect(byCategory.items.map((s) => s.slug)).toEqual(["lunar-new-year"]);
  });
});

describe("GET /api/v1.0/special/{id}", () => {
  it("answers the detail with fbVideos and the count of each part", async () => {
    const en = await dataOf<SpecialDetail>(`/api/v1.0/special/${gp}`, "en");
    expect(en).toMatchObject({ id: gp, slug: "macau-grand-prix", title: "73rd Macau Grand Prix", banner: "/demo/ads/grand-prix.svg" });
    expect(en.content).toContain("<h2>Live coverage</h2>");
    expect(en.fbVideos).toEqual([
      { title: "Circuit tour: the Guia bend", url: "https://www.facebook.com/watch/?v=100000000000001" },
      { title: "Driver interviews", url: "https://www.facebook.com/watch/?v=100000000000002" },
    ]);
    expect(en.parts).toEqual({ program: 2, review: 5, news: 3, video: 3, short_video: 3, photo_album: 2 });
    const hans = await dataOf<SpecialDetail>(`/api/v1.0/special/${gp}`, "zh_CN");
    expect(hans.title).toBe("第73届澳门格兰披治大赛车");
  });

  it("answers 404 (code ≠ 0, no data) for drafts, competitions and unknown ids", async () => {
    for (const id of [draft, competition, 2_000_000_000]) {
      const res = await get(`/api/v1.0/special/${id}`, "en");
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 404, message: "The requested resource was not found", data: null });
    }
  });
});

describe("a special's parts", () => {
  it("related-program answers the programmes; program-review pages the episodes newest first", async () => {
    const programs = await dataOf<SpecialItem[]>(`/api/v1.0/special/${gp}/related-program`, "en");
    expect(programs.map((p) => p.title)).toEqual(["Sports Weekend", "Race Week Daily"]); // newest first
    expect(programs[1]!.url).toBe("/zh-hant/program/all_program");
    const reviews = await dataOf<SpecialItemPage>(`/api/v1.0/special/${gp}/program-review?page=1&pageSize=2`, "en");
    expect(reviews.total).toBe(5);
    expect(reviews.items.map((r) => r.title)).toEqual(["Episode 5: Families in the grandstand", "Episode 4: When the track turns back into a road"]);
    expect(reviews.items[0]!.videoUrl).toBe("/demo/media/news-ident.webm");
    const last = await dataOf<SpecialItemPage>(`/api/v1.0/special/${gp}/program-review?page=3&pageSize=2`, "en");
    expect(last.items.map((r) => r.title)).toEqual(["Episode 1: Seventy years on the circuit"]);
  });

  it("news, video by slug and short-video answer their published items only", async () => {
    const news = await dataOf<SpecialItemPage>(`/api/v1.0/special/news?specialId=${gp}`);
    expect(news.total).toBe(3);
    expect(news.items.map((n) => n.title)).not.toContain("未發佈新聞");
    expect(news.items[0]!.title).toBe("本地車手排位賽躋身前十"); // newest first
    const videos = await dataOf<SpecialItemPage>("/api/v1.0/special/macau-grand-prix/video?pageSize=2", "en");
    expect(videos.total).toBe(3);
    expect(videos.items.map((v) => v.type)).toEqual(["video", "video"]);
    const shorts = await dataOf<SpecialItemPage>(`/api/v1.0/special/short-video?specialId=${gp}`, "pt");
    expect(shorts.items.map((s) => s.title)).toContain("A partida em quinze segundos");
  });

  it("photo-album lists albums with their photo count; photo-album-detail answers the photos in order", async () => {
    const albums = await dataOf<PhotoAlbumPage>(`/api/v1.0/special/photo-album?specialId=${gp}`, "en");
    expect(albums.items.map((a) => [a.title, a.photoCount])).toEqual([
      ["Inside the pit lane", 3],
      ["Practice day in pictures", 4],
    ]);
    const album = await dataOf<PhotoAlbumDetail>(`/api/v1.0/special/photo-album-detail?id=${albums.items[1]!.id}`, "en");
    expect(album.specialId).toBe(gp);
    expect(album.photos.map((p) => p.caption)).toEqual([
      "Cars through the Guia bend",
      "Photographers waiting by the track",
      "A full grandstand",
      "Roads reopen after the session",
    ]);
    expect(album.photos[0]!.url).toBe("/demo/art/racing.svg");
    const newsId = (await dataOf<SpecialItemPage>(`/api/v1.0/special/news?specialId=${gp}`)).items[0]!.id;
    expect((await get(`/api/v1.0/special/photo-album-detail?id=${newsId}`)).status).toBe(404); // not an album
  });

  it("answers 404 for the parts of unknown, draft or competition specials", async () => {
    for (const url of [
      `/api/v1.0/special/${draft}/related-program`,
      `/api/v1.0/special/${competition}/program-review`,
      "/api/v1.0/special/draft-special/video",
      "/api/v1.0/special/no-such-special/video",
      `/api/v1.0/special/news?specialId=${draft}`,
      "/api/v1.0/special/short-video?specialId=2000000000",
      `/api/v1.0/special/photo-album?specialId=${competition}`,
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(res.body.data, url).toBeNull();
    }
  });
});

describe("bad input", () => {
  it("passes the bad-input check on every special call", async () => {
    const page = [
      { in: "query" as const, name: "page", kind: "page" as const },
      { in: "query" as const, name: "pageSize", kind: "pageSize" as const },
    ];
    await checkParams(t, { method: "GET", url: "/api/v1.0/special/categories" });
    await checkParams(t, { method: "GET", url: "/api/v1.0/special/list", query: { page: 1, pageSize: 5 }, fields: [...page, { in: "query", name: "categoryId", kind: "id" }] });
    await checkParams(t, { method: "GET", url: "/api/v1.0/special/:id", params: { id: gp }, fields: [{ in: "params", name: "id", kind: "id" }] });
    await checkParams(t, { method: "GET", url: "/api/v1.0/special/:id/related-program", params: { id: gp }, fields: [{ in: "params", name: "id", kind: "id" }] });
    await checkParams(t, { method: "GET", url: "/api/v1.0/special/:id/program-review", params: { id: gp }, query: { page: 1 }, fields: [{ in: "params", name: "id", kind: "id" }, ...page] });
    await checkParams(t, { method: "GET", url: "/api/v1.0/special/:slug/video", params: { slug: "macau-grand-prix" }, fields: [{ in: "params", name: "slug", kind: "slug" }, ...page] });
    const part = [{ in: "query" as const, name: "specialId", kind: "id" as const }, ...page];
    await checkParams(t, { method: "GET", url: "/api/v1.0/special/news", query: { specialId: gp }, fields: part });
    await checkParams(t, { method: "GET", url: "/api/v1.0/special/short-video", query: { specialId: gp }, fields: part });
    await checkParams(t, { method: "GET", url: "/api/v1.0/special/photo-album", query: { specialId: gp }, fields: part });
    const album = (await dataOf<PhotoAlbumPage>(`/api/v1.0/special/photo-album?specialId=${gp}`)).items[0]!.id;
    await checkParams(t, { method: "GET", url: "/api/v1.0/special/photo-album-detail", query: { id: album }, fields: [{ in: "query", name: "id", kind: "id" }] });
    // A missing required id is refused too.
    expect((await get("/api/v1.0/special/news")).status).toBe(400);
  });
});
