import { and, desc, eq, inArray, lte } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DownloadItem, MemberItem, NotificationPage, Recommendation } from "@portal/contract/schemas/member";
import { downloads, memberNotifications } from "../../db/schema/member.ts";
import { newsArticles, newsCategories } from "../../db/schema/news.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { MAX_RECOMMENDATIONS, NEWS_CATEGORIES_OF_INTEREST } from "./recommendation-service.ts";
import { asMember, clearLimits, insertMember, memberIdOf, okData, signIn, type Call } from "./member.test-helper.ts";

let t: TestApp;
let demoId: number;
let demoToken: string;
let demo: Call;
const lang = (language: string) => ({ "api-language": language });

beforeAll(async () => {
  t = await createTestApp();
  demoId = await memberIdOf(t, "demo");
  demoToken = await signIn(t, demoId);
  demo = asMember(t, demoToken);
});
afterAll(() => t.close());
beforeEach(() => clearLimits(t));

async function freshMember(values: Parameters<typeof insertMember>[1] = {}): Promise<{ id: number; call: Call; token: string }> {
  const id = await insertMember(t, values);
  const token = await signIn(t, id);
  return { id, call: asMember(t, token), token };
}

describe("notifications", () => {
  it("lists the member's own and the broadcast notifications, newest first, in the request's language", async () => {
    const other = await freshMember();
    await t.database.db.insert(memberNotifications).values({ memberId: other.id, title: { zh_TW: "別人的通知" }, content: { zh_TW: "不應看到" } });
    const page = await okData<NotificationPage>(demo, { method: "GET", url: "/api/v1.0/member/notification", headers: lang("zh_TW") });
    expect(page.items.map((n) => n.title)).toEqual(["你的播放清單已更新", "歡迎加入會員"]);
    expect(page).toMatchObject({ total: 2, unread: 2, page: 1 });
    expect(page.items.every((n) => n.read === false)).toBe(true);
    const hans = await okData<NotificationPage>(demo, { method: "GET", url: "/api/v1.0/member/notification", headers: lang("zh_CN") });
    expect(hans.items.map((n) => n.title)).toEqual(["你的播放清单已更新", "欢迎加入会员"]);
    const en = await okData<NotificationPage>(demo, { method: "GET", url: "/api/v1.0/member/notification?pageSize=1&page=2", headers: lang("en") });
    expect(en.items.map((n) => [n.title, n.content])).toEqual([["Welcome to membership", "You can save news, make playlists and comment on programmes."]]);
    expect(en).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    // The other member sees their own and the broadcast one.
    const theirs = await okData<NotificationPage>(other.call, { method: "GET", url: "/api/v1.0/member/notification" });
    expect(theirs.items.map((n) => n.title)).toEqual(["別人的通知", "歡迎加入會員"]);
  });

  it("marks notifications read per member, ignoring ids the member cannot see", async () => {
    const reader = await freshMember();
    const other = await freshMember();
    const [own] = await t.database.db.insert(memberNotifications).values({ memberId: reader.id, title: { zh_TW: "你的" }, content: { zh_TW: "內容" } }).returning();
    const [foreign] = await t.database.db.insert(memberNotifications).values({ memberId: other.id, title: { zh_TW: "別人的" }, content: { zh_TW: "內容" } }).returning();
    const before = await okData<NotificationPage>(reader.call, { method: "GET", url: "/api/v1.0/member/notification" });
    const broadcast = before.items.find((n) => n.title === "歡迎加入會員")!;
    expect(await okData(reader.call, { method: "POST", url: "/api/v1.0/member/notification/read", payload: { ids: [own!.id, foreign!.id, broadcast.id] } })).toEqual({ read: 2 });
    // Twice is harmless.
    expect(await okData(reader.call, { method: "POST", url: "/api/v1.0/member/notification/read", payload: { ids: [own!.id] } })).toEqual({ read: 1 });
    const after = await okData<NotificationPage>(reader.call, { method: "GET", url: "/api/v1.0/member/notification" });
    expect(after.unread).toBe(0);
    expect(after.items.every((n) => n.read)).toBe(true);
    // The other member's notification and their copy of the broadcast stay unread.
    const theirs = await okData<NotificationPage>(other.call, { method: "GET", url: "/api/v1.0/member/notification" });
    expect(theirs.unread).toBe(2);
    expect(theirs.items.find((n) => n.id === foreign!.id)?.read).toBe(false);
  });

  it("checks its params", async () => {
    const headers = { "api-key": demoToken };
    await checkParams(t, {
      method: "GET",
      url: "/api/v1.0/member/notification",
      headers,
      query: { page: 1, pageSize: 5 },
      fields: [
        { in: "query", name: "page", kind: "page" },
        { in: "query", name: "pageSize", kind: "pageSize" },
      ],
    });
    await checkParams(t, {
      method: "POST",
      url: "/api/v1.0/member/notification/read",
      headers,
      body: { ids: [1] },
      fields: [
        { in: "body", name: "ids", kind: "id" },
        { in: "body", name: "ids", kind: "text" },
      ],
    });
  });
});

describe("GET /api/v1.0/member/download", () => {
  it("lists the public and the members-only files in staff's order, in the request's language", async () => {
    await t.database.db.insert(downloads).values({ title: { zh_TW: "內部" }, fileUrl: "/x.pdf", audience: "staff", sortOrder: 0 });
    const en = await okData<DownloadItem[]>(demo, { method: "GET", url: "/api/v1.0/member/download", headers: lang("en") });
    expect(en.map((d) => d.title)).toEqual(["Mobile app guide", "Members' schedule (December)"]);
    expect(en[1]).toMatchObject({ fileUrl: "/demo/downloads/members-schedule.pdf", fileSize: 809, description: "Programme previews for members." });
    const hans = await okData<DownloadItem[]>(demo, { method: "GET", url: "/api/v1.0/member/download", headers: lang("zh_CN") });
    expect(hans[1]!.title).toBe("会员节目表（十二月）");
  });

  it("checks its params", async () => {
    await checkParams(t, { method: "GET", url: "/api/v1.0/member/download", headers: { "api-key": demoToken } });
  });
});

describe("GET /api/v1.0/member/program-recommendation", () => {
  /** The category slug of each article id. */
  async function categoriesOf(ids: number[]): Promise<Map<number, string | null>> {
    const rows = await t.database.db
      .select({ id: newsArticles.id, slug: newsCategories.slug })
      .from(newsArticles)
      .leftJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
      .where(inArray(newsArticles.id, ids));
    return new Map(rows.map((row) => [row.id, row.slug]));
  }

  async function newestIds(newsroom: string, limit: number): Promise<number[]> {
    const rows = await t.database.db
      .select({ id: newsArticles.id })
      .from(newsArticles)
      .where(and(eq(newsArticles.newsroom, newsroom), eq(newsArticles.published, true), lte(newsArticles.publishedAt, t.clock.now)))
      .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  it("recommends news in the categories of the member's interests first, then the latest, with a reason", async () => {
    const { call } = await freshMember({ favInfo: ["music", "sport"] });
    const items = await okData<Recommendation[]>(call, { method: "GET", url: "/api/v1.0/member/program-recommendation", headers: lang("en") });
    expect(items).toHaveLength(MAX_RECOMMENDATIONS);
    const categories = await categoriesOf(items.map((item) => Number(item.itemId)));
    const byInterest = items.filter((item) => item.reason === "Because you follow Sport");
    expect(byInterest.length).toBeGreaterThan(0);
    expect(items.slice(0, byInterest.length)).toEqual(byInterest);
    expect(byInterest.every((item) => categories.get(Number(item.itemId)) === "sport")).toBe(true);
    const rest = items.slice(byInterest.length);
    expect(rest.every((item) => item.reason === "Latest news")).toBe(true);
    expect(new Set(items.map((item) => item.itemId)).size).toBe(items.length);
    for (const item of items) {
      expect(item).toMatchObject({ itemType: "news", url: `/en/news-detail/${item.itemId}` });
    }
    // Every English article was written by the English newsroom.
    const rows = await t.database.db.select({ newsroom: newsArticles.newsroom }).from(newsArticles).where(inArray(newsArticles.id, items.map((i) => Number(i.itemId))));
    expect(new Set(rows.map((row) => row.newsroom))).toEqual(new Set(["en"]));
  });

  it("recommends the latest news to a member without matching interests, in Simplified Chinese for zh_CN", async () => {
    const { call } = await freshMember({ favInfo: ["drama"] });
    const items = await okData<Recommendation[]>(call, { method: "GET", url: "/api/v1.0/member/program-recommendation", headers: lang("zh_CN") });
    expect(items.map((item) => Number(item.itemId))).toEqual(await newestIds("zh", MAX_RECOMMENDATIONS));
    expect(new Set(items.map((item) => item.reason))).toEqual(new Set(["最新新闻"]));
    expect(items.every((item) => item.url.startsWith("/zh-hans/news-detail/"))).toBe(true);
  });

  it("matches the demo member's interest in news to the news categories, and never recommends what is collected", async () => {
    const before = await okData<Recommendation[]>(demo, { method: "GET", url: "/api/v1.0/member/program-recommendation" });
    const newsSlugs = NEWS_CATEGORIES_OF_INTEREST.news!;
    const categories = await categoriesOf(before.map((item) => Number(item.itemId)));
    expect(before.every((item) => item.reason === "因為你關注「新聞時事」" && newsSlugs.includes(categories.get(Number(item.itemId)) ?? ""))).toBe(true);
    const collected = await okData<{ items: MemberItem[] }>(demo, { method: "GET", url: "/api/v1.0/member/collect?pageSize=100" });
    const kept = new Set(collected.items.filter((item) => item.itemType === "news").map((item) => item.itemId));
    expect(before.some((item) => kept.has(item.itemId))).toBe(false);

    const first = before[0]!;
    await okData(demo, { method: "POST", url: "/api/v1.0/member/collect", payload: { itemType: "news", itemId: first.itemId, title: first.title } });
    const after = await okData<Recommendation[]>(demo, { method: "GET", url: "/api/v1.0/member/program-recommendation" });
    expect(after.map((item) => item.itemId)).not.toContain(first.itemId);
    expect(after[0]!.itemId).toBe(before[1]!.itemId);
  });

  it("leaves out unpublished and future articles", async () => {
    const { call } = await freshMember();
    const [hidden, future] = await t.database.db
      .insert(newsArticles)
      .values([
        { newsroom: "en", title: "Draft", published: false, publishedAt: t.clock.now },
        { newsroom: "en", title: "Embargoed", publishedAt: new Date(t.clock.now.getTime() + 3_600_000) },
      ])
      .returning({ id: newsArticles.id });
    const items = await okData<Recommendation[]>(call, { method: "GET", url: "/api/v1.0/member/program-recommendation", headers: lang("en") });
    expect(items.map((item) => item.itemId)).not.toContain(String(hidden!.id));
    expect(items.map((item) => item.itemId)).not.toContain(String(future!.id));
  });

  it("checks its params", async () => {
    await checkParams(t, { method: "GET", url: "/api/v1.0/member/program-recommendation", headers: { "api-key": demoToken } });
  });
});
