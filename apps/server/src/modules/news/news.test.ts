import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AdvertItem } from "@portal/contract/schemas/common";
import {
  NEWS_COMMENT_MAX_CHARS,
  type NewsCacheFile,
  type NewsCategory,
  type NewsComment,
  type NewsCommentsResponse,
  type NewsDetail,
  type NewsItem,
  type NewsLikeState,
  type NewsListResponse,
  type NewsTopicDetail,
  type NewsTopicsResponse,
  type PageNewsResponse,
} from "@portal/contract/schemas/news";
import { contentLikes } from "../interactions/tables.ts";
import { newsArticles, newsCategories } from "./tables.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { asMember, clearLimits, insertMember, memberIdOf, okData, signIn, type Call } from "../member/member.test-helper.ts";
import { COMMENT_LIMIT } from "../interactions/limits.ts";
import { saveArticle } from "./news-service.ts";

const LIST = "/api/v1.0/news";
const CATEGORIES = "/api/v1.0/news/categories";
const DETAIL = "/api/v1.0/news/:id";
const LIKE = "/api/v1.0/news/:id/like";
const LIKE_CANCEL = "/api/v1.0/news/:id/like-cancel";
const COMMENT = "/api/v1.0/news/:id/comment";
const RELATION = "/api/v1.0/news/:id/relation";
const PAGE_NEWS = "/api/v1.0/news/page-news";
const TOPICS = "/api/v1.0/news/topics";
const TOPIC = "/api/v1.0/news/topics/:slug";
const TOPIC_BY_ID = "/api/v1.0/news/topics/by-id/:id";
const VIEW = "/api/v1.0/news/:id/view";

let t: TestApp;
let uploadDir: string;
let demoToken: string;
let demo: Call;
const anon: Call = (options) => t.call(options);
const lang = (l: string) => ({ "api-language": l });
const path = (template: string, id: number) => template.replace(":id", String(id));

/** Every item of a list answer, block after block. */
const itemsOf = (list: NewsListResponse) => list.newsList.flatMap((block) => block.data);

async function articleIdBy(newsroom: string, where: (a: typeof newsArticles) => ReturnType<typeof eq>): Promise<number> {
  const [row] = await t.database.db
    .select({ id: newsArticles.id })
    .from(newsArticles)
    .where(and(eq(newsArticles.newsroom, newsroom), where(newsArticles)))
    .orderBy(sql`${newsArticles.publishedAt} desc`)
    .limit(1);
  if (!row) throw new Error("no such article");
  return row.id;
}

let latestZh: number;
/** Older articles written by the tests: a text of 13 months ago and videos of four years ago, per newsroom. */
const old = { text: 0, video: 0, videoEn: 0 };

beforeAll(async () => {
  uploadDir = mkdtempSync(join(tmpdir(), "news-test-"));
  t = await createTestApp({ UPLOAD_DIR: uploadDir });
  demoToken = await signIn(t, await memberIdOf(t, "demo"));
  demo = asMember(t, demoToken);
  latestZh = await articleIdBy("zh", (a) => eq(a.published, true));
  const db = t.database.db;
  const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);
  old.text = await saveArticle(db, { newsroom: "zh", title: "歷史城區騎樓修復完成", summary: "騎樓重現原貌。", publishedAt: daysAgo(400) });
  old.video = await saveArticle(db, { newsroom: "zh", type: "video", title: "新城填海區首批道路啟用", videoUrl: "/demo/media/news-ident.webm", publishedAt: daysAgo(1480) });
  old.videoEn = await saveArticle(db, { newsroom: "en", type: "video", title: "First roads open on the reclamation zone", videoUrl: "/demo/media/news-ident.webm", publishedAt: daysAgo(1470) });
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});
beforeEach(async () => {
  t.clock.now = new Date();
  await clearLimits(t);
});

async function freshMember(): Promise<{ id: number; call: Call }> {
  const id = await insertMember(t, { password: null });
  return { id, call: asMember(t, await signIn(t, id)) };
}

describe("categories", () => {
  it("lists the categories in the request's language, zh_CN converted", async () => {
    const zh = await okData<NewsCategory[]>(anon, { method: "GET", url: CATEGORIES, headers: lang("zh_TW") });
    const hans = await okData<NewsCategory[]>(anon, { method: "GET", url: CATEGORIES, headers: lang("zh_CN") });
    const pt = await okData<NewsCategory[]>(anon, { method: "GET", url: CATEGORIES, headers: lang("pt") });
    expect(zh.map((c) => c.slug)).toEqual(["local", "greater-bay-area", "china", "international", "sport", "economy", "culture"]);
    expect(zh.find((c) => c.slug === "greater-bay-area")?.title).toBe("大灣區");
    expect(hans.find((c) => c.slug === "greater-bay-area")?.title).toBe("大湾区");
    expect(pt.find((c) => c.slug === "sport")?.title).toBe("Desporto");
  });
});

describe("list", () => {
  it("gives the newsroom's newest articles first, in blocks with the footer adverts, and the total", async () => {
    const list = await okData<NewsListResponse>(anon, { method: "GET", url: `${LIST}?PageSize=12`, headers: lang("en") });
    const items = itemsOf(list);
    expect(items).toHaveLength(12);
    expect(list.newsList.map((b) => b.data.length)).toEqual([10, 2]);
    const footer = await okData<AdvertItem[]>(anon, { method: "GET", url: "/api/v1.0/common/banner?slug=footer", headers: lang("en") }).catch(() => null);
    if (footer) for (const block of list.newsList) expect(block.footerAd.map((a) => a.id)).toEqual(footer.map((a) => a.id));
    const dates = items.map((i) => Date.parse(i.publishedAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    // Every published English article but the video of four years ago (written by this test), which is never listed.
    const [count] = await t.database.db
      .select({ all: sql<number>`count(*)::int`, oldVideo: sql<number>`count(*) filter (where type = 'video' and published_at < now() - interval '3 years')::int` })
      .from(newsArticles)
      .where(and(eq(newsArticles.newsroom, "en"), eq(newsArticles.published, true)));
    expect(Number(count!.oldVideo)).toBe(1);
    expect(list.total).toBe(Number(count!.all) - 1);
    const [row] = await t.database.db.select({ newsroom: newsArticles.newsroom }).from(newsArticles).where(eq(newsArticles.id, items[0]!.id));
    expect(row?.newsroom).toBe("en");
  });

  it("pages by Page and by Cursor alike, without repeats, to the last article", async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let page = 1;
    do {
      const list: NewsListResponse = await okData<NewsListResponse>(anon, {
        method: "GET",
        url: `${LIST}?PageSize=5&Page=${page}${cursor ? `&Cursor=${cursor}` : ""}`,
        headers: lang("pt"),
      });
      const byPage = await okData<NewsListResponse>(anon, { method: "GET", url: `${LIST}?PageSize=5&Page=${page}`, headers: lang("pt") });
      expect(itemsOf(list).map((i) => i.id)).toEqual(itemsOf(byPage).map((i) => i.id));
      seen.push(...itemsOf(list).map((i) => i.id));
      cursor = list.nextCursor;
      page += 1;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    const total = (await okData<NewsListResponse>(anon, { method: "GET", url: LIST, headers: lang("pt") })).total;
    expect(seen).toHaveLength(total);
    const beyond = await okData<NewsListResponse>(anon, { method: "GET", url: `${LIST}?PageSize=5&Page=${page + 3}`, headers: lang("pt") });
    expect(beyond.newsList).toEqual([]);
    expect(beyond.nextCursor).toBeNull();
  });

  it("filters by category, type, dates and the past 12 months; never lists video older than three years", async () => {
    const sport = itemsOf(await okData<NewsListResponse>(anon, { method: "GET", url: `${LIST}?Category=sport&PageSize=100`, headers: lang("zh_TW") }));
    expect(sport.length).toBeGreaterThan(0);
    expect(sport.every((i) => i.categorySlug === "sport")).toBe(true);
    for (const type of ["text", "image", "video", "radio"]) {
      const list = await okData<NewsListResponse>(anon, { method: "GET", url: `${LIST}?Type=${type}&PageSize=100`, headers: lang("zh_TW") });
      expect(itemsOf(list).length, type).toBeGreaterThan(0);
      expect(itemsOf(list).every((i) => i.type === type)).toBe(true);
      expect(list.total).toBe(itemsOf(list).length);
    }
    const all = itemsOf(await okData<NewsListResponse>(anon, { method: "GET", url: `${LIST}?PageSize=100`, headers: lang("zh_TW") }));
    const threeYears = Date.now() - 3 * 365 * 86_400_000;
    expect(all.map((i) => i.id)).toContain(old.text);
    expect(all.map((i) => i.id)).not.toContain(old.video);
    expect(all.some((i) => i.type === "video" && Date.parse(i.publishedAt) < threeYears)).toBe(false);
    const recent = itemsOf(await okData<NewsListResponse>(anon, { method: "GET", url: `${LIST}?Past12Months=1&PageSize=100`, headers: lang("zh_TW") }));
    expect(recent.map((i) => i.id)).toEqual(all.map((i) => i.id).filter((id) => id !== old.text));
    expect(recent.every((i) => Date.parse(i.publishedAt) > Date.now() - 366 * 86_400_000)).toBe(true);
    // One Macau day: the newest article's.
    const day = new Date(Date.parse(all[0]!.publishedAt) + 8 * 3_600_000).toISOString().slice(0, 10);
    const oneDay = itemsOf(await okData<NewsListResponse>(anon, { method: "GET", url: `${LIST}?DateFrom=${day}&DateTo=${day}&PageSize=100`, headers: lang("zh_TW") }));
    expect(oneDay.map((i) => i.id)).toContain(all[0]!.id);
    expect(oneDay.every((i) => new Date(Date.parse(i.publishedAt) + 8 * 3_600_000).toISOString().slice(0, 10) === day)).toBe(true);
    const none = await okData<NewsListResponse>(anon, { method: "GET", url: `${LIST}?Category=no-such-category`, headers: lang("zh_TW") });
    expect(none).toMatchObject({ newsList: [], total: 0 });
  });

  it("serves the Chinese newsroom in Simplified to zh_CN", async () => {
    const hant = itemsOf(await okData<NewsListResponse>(anon, { method: "GET", url: `${LIST}?PageSize=3`, headers: lang("zh_TW") }));
    const hans = itemsOf(await okData<NewsListResponse>(anon, { method: "GET", url: `${LIST}?PageSize=3`, headers: lang("zh_CN") }));
    expect(hans.map((i) => i.id)).toEqual(hant.map((i) => i.id));
    expect(hant[0]!.title).toContain("氣象局");
    expect(hans[0]!.title).toContain("气象局");
  });

  it("leaves out unpublished and future articles", async () => {
    const future = await saveArticle(t.database.db, { newsroom: "en", title: "Embargoed", publishedAt: new Date(Date.now() + 3_600_000) });
    const hidden = await saveArticle(t.database.db, { newsroom: "en", title: "Withdrawn", published: false });
    const ids = itemsOf(await okData<NewsListResponse>(anon, { method: "GET", url: `${LIST}?PageSize=100`, headers: lang("en") })).map((i) => i.id);
    expect(ids).not.toContain(future);
    expect(ids).not.toContain(hidden);
    for (const id of [future, hidden]) expect((await anon({ method: "GET", url: path(DETAIL, id) })).status).toBe(404);
    await t.database.db.delete(newsArticles).where(sql`${newsArticles.id} in (${future}, ${hidden})`);
  });
});

describe("detail", () => {
  it("gives the body, images, media and topics, and counts each view", async () => {
    const id = await articleIdBy("en", (a) => eq(a.type, "video"));
    const first = await anon({ method: "GET", url: path(DETAIL, id), headers: lang("en") });
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(String(first.headers.vary)).toMatch(/x-portal-page-render/i);
    const detail = first.body.data as NewsDetail;
    expect(detail).toMatchObject({ id, newsroom: "en", type: "video", videoUrl: "/demo/media/news-ident.webm" });
    expect(detail.body).toContain("<p>");
    expect(detail.images[0]).toBe(detail.cover);
    const second = await okData<NewsDetail>(anon, { method: "GET", url: path(DETAIL, id) });
    expect(second.viewCount).toBe(detail.viewCount + 1);
    const radio = await okData<NewsDetail>(anon, { method: "GET", url: path(DETAIL, await articleIdBy("pt", (a) => eq(a.type, "radio"))) });
    expect(radio.audioUrl).toBe("/demo/media/radio-ident.wav");
    const sport = await okData<NewsDetail>(anon, { method: "GET", url: path(DETAIL, await articleIdBy("zh", (a) => eq(a.type, "image"))) });
    expect(sport.images.length).toBeGreaterThan(0);
  });

  it("does not count the site's own page render, which is cached for every reader", async () => {
    const id = await articleIdBy("pt", (a) => eq(a.type, "text"));
    const before = (await okData<NewsDetail>(anon, { method: "GET", url: path(DETAIL, id) })).viewCount;
    const render = await anon({ method: "GET", url: path(DETAIL, id), headers: { "x-portal-page-render": "1" } });
    expect((render.body.data as NewsDetail).viewCount).toBe(before);
    // Counting nothing and the same for everyone, a render's answer may be shared by renders; caches keep it apart.
    expect(render.headers["cache-control"]).toBe("public, max-age=10");
    expect(String(render.headers.vary)).toMatch(/x-portal-page-render/i);
    expect((await okData<NewsDetail>(anon, { method: "GET", url: path(DETAIL, id) })).viewCount).toBe(before + 1);
  });

  it("counts a reader's view (POST view) once per address and article per half hour", async () => {
    const id = await articleIdBy("en", (a) => eq(a.type, "text"));
    const views = async () => Number((await t.database.db.select({ n: newsArticles.viewCount }).from(newsArticles).where(eq(newsArticles.id, id)))[0]!.n);
    const start = await views();
    const view = (ip: string, articleId = id) => t.call({ method: "POST", url: path(VIEW, articleId), payload: {}, remoteAddress: ip });
    expect((await view("203.0.113.7")).body.data).toEqual({ counted: true });
    expect((await view("203.0.113.7")).body.data).toEqual({ counted: false });
    expect((await view("203.0.113.8")).body.data).toEqual({ counted: true });
    expect(await views()).toBe(start + 2);
    // Half an hour later (the kv entry's time is up), the same reader counts again.
    await t.database.db.execute(sql`update kv_entries set expires_at = now() - interval '1 second' where key = ${`news-view:${id}:203.0.113.7`}`);
    expect((await view("203.0.113.7")).body.data).toEqual({ counted: true });
    expect(await views()).toBe(start + 3);
    expect((await view("203.0.113.9", 999_999)).status).toBe(404);
  });

  it("refuses a flood of views from one address", async () => {
    const ids = (await t.database.db.select({ id: newsArticles.id }).from(newsArticles).limit(61)).map((r) => r.id);
    let refused = 0;
    for (const articleId of ids) {
      const res = await t.call({ method: "POST", url: path(VIEW, articleId), payload: {}, remoteAddress: "198.51.100.77" });
      if (res.status === 429) refused += 1;
    }
    expect(ids.length).toBe(61);
    expect(refused).toBe(1);
  });

  it("converts the Chinese newsroom's article to Simplified for zh_CN, and prefers a written Simplified title", async () => {
    const hant = await okData<NewsDetail>(anon, { method: "GET", url: path(DETAIL, latestZh), headers: lang("zh_TW") });
    const hans = await okData<NewsDetail>(anon, { method: "GET", url: path(DETAIL, latestZh), headers: lang("zh_CN") });
    expect(hant.body).toContain("氣象局");
    expect(hans.body).toContain("气象局");
    expect(hans.body).not.toContain("氣象局");
    const id = await saveArticle(t.database.db, { newsroom: "zh", title: "測試標題", titleHans: "编辑写的简体标题", summary: "摘要", publishedAt: new Date(Date.now() - 60_000) });
    expect((await okData<NewsDetail>(anon, { method: "GET", url: path(DETAIL, id), headers: lang("zh_CN") })).title).toBe("编辑写的简体标题");
    expect((await okData<NewsDetail>(anon, { method: "GET", url: path(DETAIL, id), headers: lang("zh_TW") })).title).toBe("測試標題");
    await t.database.db.delete(newsArticles).where(eq(newsArticles.id, id));
  });

  it("opens a video article older than three years by its address, without the video", async () => {
    const detail = await okData<NewsDetail>(anon, { method: "GET", url: path(DETAIL, old.video) });
    expect(detail.type).toBe("video");
    expect(detail.videoUrl).toBeNull();
  });

  it("answers 404 for an unknown article", async () => {
    const res = await anon({ method: "GET", url: path(DETAIL, 999_999), headers: lang("pt") });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("O recurso pedido não foi encontrado");
  });
});

describe("likes", () => {
  it("needs a member", async () => {
    for (const url of [path(LIKE, latestZh), path(LIKE_CANCEL, latestZh)]) {
      const res = await anon({ method: "POST", url, headers: lang("en") });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(401);
    }
    expect((await anon({ method: "GET", url: path(LIKE, latestZh) })).status).toBe(401);
  });

  it("likes once per member: repeated likes and cancels change the count once", async () => {
    const { call } = await freshMember();
    const start = (await okData<NewsDetail>(anon, { method: "GET", url: path(DETAIL, latestZh) })).likeCount;
    const liked = await okData<NewsLikeState>(call, { method: "POST", url: path(LIKE, latestZh) });
    expect(liked).toEqual({ id: latestZh, liked: true, likeCount: start + 1 });
    expect(await okData<NewsLikeState>(call, { method: "POST", url: path(LIKE, latestZh) })).toEqual(liked);
    expect(await okData<NewsLikeState>(call, { method: "GET", url: path(LIKE, latestZh) })).toEqual(liked);
    const cancelled = await okData<NewsLikeState>(call, { method: "POST", url: path(LIKE_CANCEL, latestZh) });
    expect(cancelled).toEqual({ id: latestZh, liked: false, likeCount: start });
    expect(await okData<NewsLikeState>(call, { method: "POST", url: path(LIKE_CANCEL, latestZh) })).toEqual(cancelled);
    expect((await call({ method: "POST", url: path(LIKE, 999_999) })).status).toBe(404);
  });

  it("keeps like_count exact under many concurrent likes and cancels", async () => {
    const id = await articleIdBy("pt", (a) => eq(a.type, "text"));
    const start = (await okData<NewsLikeState>(demo, { method: "GET", url: path(LIKE, id) })).likeCount;
    const likeRows = async () =>
      Number((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(contentLikes).where(and(eq(contentLikes.kind, "news"), eq(contentLikes.itemId, id))))[0]!.n);
    const startRows = await likeRows();
    const members = await Promise.all(Array.from({ length: 25 }, () => freshMember()));
    // Each member likes twice at once, all members at once: 50 requests, 25 likes.
    const likes = await Promise.all(members.flatMap((m) => [0, 1].map(() => m.call({ method: "POST", url: path(LIKE, id) }))));
    expect(likes.every((r) => r.status === 200)).toBe(true);
    expect(await likeRows()).toBe(startRows + 25);
    expect((await okData<NewsLikeState>(demo, { method: "GET", url: path(LIKE, id) })).likeCount).toBe(start + 25);
    // Ten of them cancel three times each, at once, while the demo member likes.
    const cancels = await Promise.all([
      ...members.slice(0, 10).flatMap((m) => [0, 1, 2].map(() => m.call({ method: "POST", url: path(LIKE_CANCEL, id) }))),
      demo({ method: "POST", url: path(LIKE, id) }),
    ]);
    expect(cancels.every((r) => r.status === 200)).toBe(true);
    expect((await okData<NewsLikeState>(demo, { method: "GET", url: path(LIKE, id) })).likeCount).toBe(start + 25 - 10 + 1);
    expect(await likeRows()).toBe(startRows + 25 - 10 + 1);
  });
});

describe("comments", () => {
  it("lists an article's comments newest first, replies naming what they answer", async () => {
    const page = await okData<NewsCommentsResponse>(anon, { method: "GET", url: path(COMMENT, latestZh) });
    expect(page.total).toBeGreaterThan(0);
    const times = page.items.map((c) => Date.parse(c.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const reply = page.items.find((c) => c.replyTo !== null);
    expect(reply?.replyToComment?.id).toBe(reply?.replyTo);
    expect(reply?.member.nickName.length).toBeGreaterThan(0);
  });

  it("lets a member comment and reply within the same article, stored as text and escaped as HTML", async () => {
    const { call } = await freshMember();
    const id = await articleIdBy("en", (a) => eq(a.type, "image"));
    const text = '<script>alert("x")</script>\nSecond line & more';
    const first = await okData<NewsComment>(call, { method: "POST", url: path(COMMENT, id), payload: { comment: `  ${text}  ` } });
    expect(first.comment).toBe(text);
    expect(first.commentHtml).toBe("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>Second line &amp; more");
    const reply = await okData<NewsComment>(demo, { method: "POST", url: path(COMMENT, id), payload: { comment: "Reply", replyTo: first.id } });
    expect(reply.replyToComment).toMatchObject({ id: first.id });
    const list = await okData<NewsCommentsResponse>(anon, { method: "GET", url: `${path(COMMENT, id)}?PageSize=2` });
    expect(list.items.map((c) => c.id)).toEqual([reply.id, first.id]);
    const pageTwo = await okData<NewsCommentsResponse>(anon, { method: "GET", url: `${path(COMMENT, id)}?PageSize=1&Page=2` });
    expect(pageTwo.items.map((c) => c.id)).toEqual([first.id]);

    // A reply to a comment of another article, or to none, is refused.
    const other = await articleIdBy("en", (a) => eq(a.type, "radio"));
    const wrong = await call({ method: "POST", url: path(COMMENT, other), payload: { comment: "Nope", replyTo: first.id }, headers: lang("en") });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain("replyTo");
    expect((await call({ method: "POST", url: path(COMMENT, other), payload: { comment: "Nope", replyTo: 999_999 } })).status).toBe(400);
  });

  it("refuses anonymous, empty, over-long and control-character comments", async () => {
    expect((await anon({ method: "POST", url: path(COMMENT, latestZh), payload: { comment: "hi" } })).status).toBe(401);
    for (const comment of ["", "   ", "x".repeat(NEWS_COMMENT_MAX_CHARS + 1), "bell\u0007"]) {
      expect((await demo({ method: "POST", url: path(COMMENT, latestZh), payload: { comment } })).status, JSON.stringify(comment)).toBe(400);
    }
    expect((await demo({ method: "POST", url: path(COMMENT, latestZh), payload: { comment: "字".repeat(NEWS_COMMENT_MAX_CHARS) } })).status).toBe(200);
    expect((await demo({ method: "POST", url: path(COMMENT, 999_999), payload: { comment: "hi" } })).status).toBe(404);
  });

  it("limits how fast one member comments", async () => {
    const { call } = await freshMember();
    for (let i = 0; i < COMMENT_LIMIT.max; i += 1) {
      expect((await call({ method: "POST", url: path(COMMENT, latestZh), payload: { comment: `Comment ${i}` } })).status).toBe(200);
    }
    const refused = await call({ method: "POST", url: path(COMMENT, latestZh), payload: { comment: "One too many" }, headers: lang("en") });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Another member is not affected.
    const other = await freshMember();
    expect((await other.call({ method: "POST", url: path(COMMENT, latestZh), payload: { comment: "Mine" } })).status).toBe(200);
  });
});

describe("relation and page-news", () => {
  it("relates the newest other articles of the same category first", async () => {
    const id = await articleIdBy("zh", (a) => eq(a.type, "radio"));
    const [article] = await t.database.db.select({ categoryId: newsArticles.categoryId }).from(newsArticles).where(eq(newsArticles.id, id));
    const [category] = await t.database.db.select({ slug: newsCategories.slug }).from(newsCategories).where(eq(newsCategories.id, article!.categoryId!));
    const related = await okData<NewsItem[]>(anon, { method: "GET", url: `${path(RELATION, id)}?PageSize=8` });
    expect(related).toHaveLength(8);
    expect(related.map((i) => i.id)).not.toContain(id);
    expect(related[0]!.categorySlug).toBe(category!.slug);
    expect(new Set(related.map((i) => i.id)).size).toBe(8);
    expect((await anon({ method: "GET", url: path(RELATION, 999_999) })).status).toBe(404);
  });

  it("gives the articles before and after one article, in list order", async () => {
    const list = itemsOf(await okData<NewsListResponse>(anon, { method: "GET", url: `${LIST}?PageSize=3`, headers: lang("en") }));
    const middle = await okData<PageNewsResponse>(anon, { method: "GET", url: `${PAGE_NEWS}?id=${list[1]!.id}` });
    expect(middle.next?.id).toBe(list[0]!.id);
    expect(middle.previous?.id).toBe(list[2]!.id);
    const newest = await okData<PageNewsResponse>(anon, { method: "GET", url: `${PAGE_NEWS}?id=${list[0]!.id}` });
    expect(newest.next).toBeNull();
    const inCategory = await okData<PageNewsResponse>(anon, { method: "GET", url: `${PAGE_NEWS}?id=${list[0]!.id}&Category=${list[0]!.categorySlug}` });
    expect(inCategory.previous?.categorySlug).toBe(list[0]!.categorySlug);
    expect((await anon({ method: "GET", url: `${PAGE_NEWS}?id=999999` })).status).toBe(404);
  });
});

describe("topics", () => {
  it("lists topics and gives one by slug or id with its articles of the request's newsroom", async () => {
    const topics = await okData<NewsTopicsResponse>(anon, { method: "GET", url: TOPICS, headers: lang("pt") });
    expect(topics.items.map((x) => x.slug)).toEqual(["macau-grand-prix", "greater-bay-area"]);
    expect(topics.items[0]!.title).toBe("Grande Prémio de Macau");
    const bySlug = await okData<NewsTopicDetail>(anon, { method: "GET", url: TOPIC.replace(":slug", "macau-grand-prix"), headers: lang("pt") });
    expect(bySlug.items.length).toBeGreaterThan(0);
    expect(bySlug.total).toBe(bySlug.topic.articleCount);
    expect(bySlug.topic.articleCount).toBeGreaterThanOrEqual(bySlug.items.length);
    expect(topics.items[0]!.articleCount, "the list counts the topic's articles too").toBe(bySlug.topic.articleCount);
    expect(bySlug.items.every((i) => i.categorySlug === "sport")).toBe(true);
    const byId = await okData<NewsTopicDetail>(anon, { method: "GET", url: path(TOPIC_BY_ID, bySlug.topic.id), headers: lang("pt") });
    expect(byId).toEqual(bySlug);
    const zh = await okData<NewsTopicDetail>(anon, { method: "GET", url: TOPIC.replace(":slug", "macau-grand-prix"), headers: lang("zh_CN") });
    expect(zh.topic.title).toBe("澳门格兰披治大赛车");
    expect(zh.items.map((i) => i.id)).not.toEqual(bySlug.items.map((i) => i.id));
    const detail = await okData<NewsDetail>(anon, { method: "GET", url: path(DETAIL, zh.items[0]!.id) });
    expect(detail.topics.map((x) => x.slug)).toContain("macau-grand-prix");
    expect((await anon({ method: "GET", url: TOPIC.replace(":slug", "nothing-here") })).status).toBe(404);
    expect((await anon({ method: "GET", url: path(TOPIC_BY_ID, 999_999) })).status).toBe(404);
  });
});

describe("the cached news file", () => {
  const url = (l: string) => `/uploads/cache/json/web_news_${l}.json`;

  it("serves the newsroom's news as JSON with an ETag, in the API and URL language forms", async () => {
    const res = await t.app.inject({ method: "GET", url: url("zh_CN") });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/json");
    const file = res.json() as NewsCacheFile;
    expect(file.lang).toBe("zh_CN");
    expect(file.latest[0]!.title).toContain("气象局");
    expect(file.categories.map((c) => c.slug)).toContain("sport");
    expect(file.video.every((i) => i.type === "video")).toBe(true);
    expect(file.radio.length).toBeGreaterThan(0);
    expect(file.topics.length).toBe(2);
    const etag = String(res.headers.etag);
    expect((await t.app.inject({ method: "GET", url: url("zh-hans") })).headers.etag).toBe(etag);
    expect((await t.app.inject({ method: "GET", url: url("zh_CN"), headers: { "if-none-match": etag } })).statusCode).toBe(304);
    expect(JSON.parse(readFileSync(join(uploadDir, "cache", "json", "web_news_zh_CN.json"), "utf8")).lang).toBe("zh_CN");
    expect((await t.app.inject({ method: "GET", url: url("de") })).statusCode).toBe(404);
  });

  it("is rebuilt as soon as news is written, but not for views and likes", async () => {
    const before = await t.app.inject({ method: "GET", url: url("en") });
    await okData<NewsDetail>(anon, { method: "GET", url: path(DETAIL, (before.json() as NewsCacheFile).latest[0]!.id) });
    const afterView = await t.app.inject({ method: "GET", url: url("en") });
    expect((afterView.json() as NewsCacheFile).version).toBe((before.json() as NewsCacheFile).version);
    const at = new Date(Date.now() - 1000);
    const id = await saveArticle(t.database.db, { newsroom: "en", title: "Breaking: ferry terminal reopens", summary: "Services resume.", publishedAt: at });
    const after = await t.app.inject({ method: "GET", url: url("en") });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((after.json() as NewsCacheFile).latest[0]!.id).toBe(id);
    await saveArticle(t.database.db, { newsroom: "en", title: "Ferry terminal reopens after repairs", summary: "Services resume.", publishedAt: at }, id);
    expect((await t.app.inject({ method: "GET", url: url("en") })).json().latest[0].title).toBe("Ferry terminal reopens after repairs");
    await t.database.db.delete(newsArticles).where(eq(newsArticles.id, id));
    expect((await t.app.inject({ method: "GET", url: url("en") })).json().latest[0].id).not.toBe(id);
  });
});

describe("bad input", () => {
  it("refuses bad input on every news call", async () => {
    const member = { "api-key": demoToken };
    await checkParams(t, {
      method: "GET",
      url: LIST,
      fields: [
        { in: "query", name: "Page", kind: "page" },
        { in: "query", name: "PageSize", kind: "pageSize" },
        { in: "query", name: "Category", kind: "slug" },
        { in: "query", name: "Type", kind: "enum" },
        { in: "query", name: "DateFrom", kind: "date" },
        { in: "query", name: "DateTo", kind: "date" },
        { in: "query", name: "Past12Months", kind: "bool" },
        { in: "query", name: "Cursor", kind: "enum" },
      ],
    });
    await checkParams(t, { method: "GET", url: CATEGORIES });
    await checkParams(t, { method: "GET", url: DETAIL, params: { id: latestZh }, fields: [{ in: "params", name: "id", kind: "id" }] });
    await checkParams(t, { method: "POST", url: VIEW, params: { id: latestZh }, fields: [{ in: "params", name: "id", kind: "id" }] });
    await checkParams(t, { method: "GET", url: LIKE, params: { id: latestZh }, headers: member, fields: [{ in: "params", name: "id", kind: "id" }] });
    await checkParams(t, { method: "POST", url: LIKE, params: { id: latestZh }, headers: member, fields: [{ in: "params", name: "id", kind: "id" }] });
    await checkParams(t, { method: "POST", url: LIKE_CANCEL, params: { id: latestZh }, headers: member, fields: [{ in: "params", name: "id", kind: "id" }] });
    await checkParams(t, {
      method: "GET",
      url: COMMENT,
      params: { id: latestZh },
      fields: [
        { in: "params", name: "id", kind: "id" },
        { in: "query", name: "Page", kind: "page" },
        { in: "query", name: "PageSize", kind: "pageSize" },
      ],
    });
    await checkParams(t, {
      method: "POST",
      url: COMMENT,
      params: { id: latestZh },
      headers: member,
      body: { comment: "A fair report." },
      fields: [
        { in: "params", name: "id", kind: "id" },
        { in: "body", name: "comment", kind: "text" },
        { in: "body", name: "replyTo", kind: "id" },
      ],
    });
    await checkParams(t, {
      method: "GET",
      url: RELATION,
      params: { id: latestZh },
      fields: [
        { in: "params", name: "id", kind: "id" },
        { in: "query", name: "PageSize", kind: "pageSize" },
      ],
    });
    await checkParams(t, {
      method: "GET",
      url: PAGE_NEWS,
      query: { id: latestZh },
      fields: [
        { in: "query", name: "id", kind: "id" },
        { in: "query", name: "Category", kind: "slug" },
      ],
    });
    await checkParams(t, {
      method: "GET",
      url: TOPICS,
      fields: [
        { in: "query", name: "Page", kind: "page" },
        { in: "query", name: "PageSize", kind: "pageSize" },
      ],
    });
    // An empty slug would be the topics list itself (GET topics): the other bad slugs are sent here.
    await checkParams(t, { method: "GET", url: TOPIC, params: { slug: "macau-grand-prix" }, fields: [{ in: "query", name: "Page", kind: "page" }] });
    for (const slug of ["a b", "<script>", "x".repeat(150), "..%2F..%2Fetc"]) {
      const badTopic = `${TOPICS}/${encodeURIComponent(slug)}`;
      const res = await t.call({ method: "GET", url: badTopic });
      expect(res.status, slug).toBeGreaterThanOrEqual(400);
      expect(res.status, slug).toBeLessThan(500);
    }
    await checkParams(t, { method: "GET", url: TOPIC_BY_ID, params: { id: 1 }, fields: [{ in: "params", name: "id", kind: "id" }] });
  });
});
