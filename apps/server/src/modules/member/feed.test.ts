import { and, desc, eq, inArray, lte } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DownloadItem, MemberItem, NotificationPage, Recommendation } from "@portal/contract/schemas/member";
import { downloads, memberNotifications } from "./tables.ts";
import { programmes } from "../program/tables.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { MAX_RECOMMENDATIONS, PROGRAM_CATEGORIES_OF_INTEREST } from "./recommendation-service.ts";
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
    // The members' two first (sort orders 10, 20), then the public CMS downloads (member/seed.ts); no staff file.
    expect(en.map((d) => d.title).slice(0, 2)).toEqual(["Mobile app guide", "Members' schedule (December)"]);
    expect(en.map((d) => d.title)).not.toContain("內部");
    expect(en[1]).toMatchObject({ fileUrl: "/demo/downloads/members-schedule.pdf", fileSize: 809, description: "Programme previews for members." });
    const hans = await okData<DownloadItem[]>(demo, { method: "GET", url: "/api/v1.0/member/download", headers: lang("zh_CN") });
    expect(hans[1]!.title).toBe("会员节目表（十二月）");
  });

  it("checks its params", async () => {
    await checkParams(t, { method: "GET", url: "/api/v1.0/member/download", headers: { "api-key": demoToken } });
  });
});

describe("GET /api/v1.0/member/program-recommendation", () => {
  /** The categories of each programme id. */
  async function categoriesOf(ids: number[]): Promise<Map<number, string[]>> {
    const rows = await t.database.db.select({ id: programmes.id, categories: programmes.categories }).from(programmes).where(inArray(programmes.id, ids));
    return new Map(rows.map((row) => [row.id, row.categories]));
  }

  it("recommends programmes in the categories of the member's interests first, then featured ones, with a reason", async () => {
    const { call } = await freshMember({ favInfo: ["music", "drama"] });
    const items = await okData<Recommendation[]>(call, { method: "GET", url: "/api/v1.0/member/program-recommendation", headers: lang("en") });
    expect(items).toHaveLength(MAX_RECOMMENDATIONS);
    const categories = await categoriesOf(items.map((item) => Number(item.itemId)));
    const byInterest = items.filter((item) => item.reason === "Because you follow Music");
    expect(byInterest.map((item) => item.title)).toEqual(["Music Garden", "Hora da Música"]);
    expect(items.slice(0, 2)).toEqual(byInterest);
    expect(byInterest.every((item) => categories.get(Number(item.itemId))!.includes(PROGRAM_CATEGORIES_OF_INTEREST.music![0]!))).toBe(true);
    expect(items.slice(2).every((item) => item.reason === "Featured programme")).toBe(true);
    expect(new Set(items.map((item) => item.itemId)).size).toBe(items.length);
    expect(items[0]).toMatchObject({ itemType: "program", url: "/en/program-detail/music-garden" });
  });

  it("recommends programmes in Simplified Chinese for zh_CN", async () => {
    const { call } = await freshMember({ favInfo: ["sport"] });
    const items = await okData<Recommendation[]>(call, { method: "GET", url: "/api/v1.0/member/program-recommendation", headers: lang("zh_CN") });
    expect(items.slice(0, 2).map((item) => [item.title, item.reason])).toEqual([
      ["体育周报", "因为你关注「体育」"],
      ["格兰披治杂志", "因为你关注「体育」"],
    ]);
    expect(items.every((item) => item.url.startsWith("/zh-hans/program-detail/"))).toBe(true);
  });

  it("never recommends a programme the member saved, nor an unpublished one", async () => {
    const { call } = await freshMember({ favInfo: ["documentary"] });
    const before = await okData<Recommendation[]>(call, { method: "GET", url: "/api/v1.0/member/program-recommendation" });
    expect(before[0]!.reason).toBe("因為你關注「紀錄片」");
    const first = before[0]!;
    const kept = await okData<MemberItem>(call, { method: "POST", url: "/api/v1.0/member/collect", payload: { itemType: "program", itemId: first.itemId, title: "anything" } });
    // The server keeps the programme's own title and page, not what was sent.
    expect(kept).toMatchObject({ title: first.title, url: first.url });
    const after = await okData<Recommendation[]>(call, { method: "GET", url: "/api/v1.0/member/program-recommendation" });
    expect(after.map((item) => item.itemId)).not.toContain(first.itemId);
    expect(after[0]!.itemId).toBe(before[1]!.itemId);

    await t.database.db.update(programmes).set({ published: false }).where(eq(programmes.id, Number(after[0]!.itemId)));
    const hidden = await okData<Recommendation[]>(call, { method: "GET", url: "/api/v1.0/member/program-recommendation" });
    expect(hidden.map((item) => item.itemId)).not.toContain(after[0]!.itemId);
    await t.database.db.update(programmes).set({ published: true }).where(eq(programmes.id, Number(after[0]!.itemId)));
  });

  it("checks its params", async () => {
    await checkParams(t, { method: "GET", url: "/api/v1.0/member/program-recommendation", headers: { "api-key": demoToken } });
  });
});
