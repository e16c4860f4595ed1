import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DashboardTasks, SiteHealth } from "@portal/contract/schemas/dashboard";
import { macauDate } from "../../platform/macau-time.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { campaignCongratulations } from "../campaign/tables.ts";
import { contactMessages } from "../forms/tables.ts";
import { contentComments } from "../interactions/tables.ts";
import { insertMember } from "../member/member.test-helper.ts";
import { saveArticle } from "../news/news-service.ts";
import { newsArticles } from "../news/tables.ts";
import { consoleBrowser, signedInStaff, staffIdOf } from "../staff/staff.test-helper.ts";
import { statisticsDaily } from "../statistics/tables.ts";
import { suppliers } from "../supplier/tables.ts";
import { votes } from "../vote/tables.ts";
import { serverInstances } from "./tables.ts";

/**
 * The console's home page (docs/console.md "Dashboards"): each role's waiting work, counted from the domains'
 * dashboard sources and gated as the navigation is; the site's health for administrators, editors and marketing.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function tasksOf(role: Parameters<typeof signedInStaff>[1], language = "en"): Promise<DashboardTasks["items"]> {
  const res = await (await signedInStaff(t, role)).get("/dashboard", { language });
  expect(res.status, res.body.message).toBe(200);
  return (res.body.data as DashboardTasks).items;
}

const countOf = (items: DashboardTasks["items"], id: string) => items.find((item) => item.id === id)?.count ?? 0;

describe("what waits for each role", () => {
  it("counts stories in review for editors, one's own drafts for writers, pending comments for moderators, pending messages for marketing", async () => {
    const db = t.database.db;
    const [reviewBefore, commentsBefore, messagesBefore] = await Promise.all([
      db.$count(newsArticles, eq(newsArticles.status, "in_review")),
      db.$count(contentComments, eq(contentComments.status, "pending")),
      db.$count(campaignCongratulations, eq(campaignCongratulations.status, "pending")),
    ]);
    const inReview = await saveArticle(db, { newsroom: "zh", title: "待審閱的報道", summary: "測試" });
    await db.update(newsArticles).set({ status: "in_review", published: false }).where(eq(newsArticles.id, inReview));
    const contributorId = await staffIdOf(t, "contributor");
    const draft = await saveArticle(db, { newsroom: "en", title: "A contributor's draft", summary: "test" });
    await db.update(newsArticles).set({ status: "draft", published: false, createdBy: contributorId }).where(eq(newsArticles.id, draft));
    const member = await insertMember(t);
    await db.insert(contentComments).values({ kind: "news", itemId: inReview, memberId: member, comment: "pending one", status: "pending" });

    const editor = await tasksOf("editor");
    expect(editor.find((item) => item.id === "news.review")).toEqual({ id: "news.review", count: reviewBefore + 1, label: `Stories waiting for review: ${reviewBefore + 1}`, link: "/console/news?status=in_review" });
    expect(countOf(editor, "comments.pending")).toBe(commentsBefore + 1);
    expect(countOf(await tasksOf("contributor"), "news.drafts")).toBe(1);
    expect(countOf(await tasksOf("contributor"), "news.review")).toBe(0);
    const moderator = await tasksOf("moderator", "zh_TW");
    expect(moderator.find((item) => item.id === "comments.pending")?.label).toBe(`${commentsBefore + 1} 則留言等待審核`);
    expect(moderator.map((item) => item.id)).not.toContain("news.review");
    expect(countOf(await tasksOf("marketing"), "congratulations.pending")).toBe(messagesBefore);
    // Nothing of these for a producer: the sources' screens are not theirs.
    expect((await tasksOf("producer")).map((item) => item.id)).toEqual([]);
  });

  it("counts new inbox items of one's kinds, pending suppliers for procurement, and shown votes closing within the week for marketing", async () => {
    const db = t.database.db;
    const now = t.clock.now;
    const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);
    // One sign-in after another: each moves the test clock to a fresh authenticator step (staff.test-helper.ts).
    const inboxBefore = countOf(await tasksOf("moderator"), "inbox.new");
    const hrBefore = countOf(await tasksOf("hr"), "inbox.new");
    const suppliersBefore = countOf(await tasksOf("procurement"), "suppliers.pending");
    const closingBefore = countOf(await tasksOf("marketing"), "votes.closing");
    // A contact message is the moderator's kind, not HR's.
    await db.insert(contactMessages).values({ reference: "C-DASH-1", locale: "en", topic: "general", name: "A reader", email: "reader@example.com", message: "Hello", createdAt: now });
    const [supplier] = await db
      .insert(suppliers)
      .values({ username: "dash-supplier", usernameKey: "dash-supplier", mobile: "66889901", email: "dash@example.mo", emailKey: "dash@example.mo", passwordHash: "x", companyNameZh: "儀表公司", companyNameEn: "Dash Ltd", businessRegistrationNo: "BR-DASH", contactPerson: "Dash", address: "Macao" })
      .returning({ id: suppliers.id });
    const vote = (appkey: string, closesAt: Date, published = true) => ({ appkey, title: { en: appkey }, voter: "member", opensAt: hours(-1), closesAt, published });
    await db.insert(votes).values([vote("dash-closing", hours(72)), vote("dash-later", hours(24 * 10)), vote("dash-hidden", hours(48), false), vote("dash-closed", hours(-0.5))]);

    const moderator = await tasksOf("moderator", "pt");
    expect(moderator.find((item) => item.id === "inbox.new")).toEqual({ id: "inbox.new", count: inboxBefore + 1, label: `Novos itens na caixa de entrada: ${inboxBefore + 1}`, link: "/console/inbox?status=new" });
    expect(countOf(await tasksOf("hr"), "inbox.new")).toBe(hrBefore);
    expect(countOf(await tasksOf("admin"), "inbox.new")).toBeGreaterThanOrEqual(inboxBefore + 1);
    const procurement = await tasksOf("procurement", "zh_CN");
    expect(procurement.find((item) => item.id === "suppliers.pending")?.label).toBe(`${suppliersBefore + 1} 个供应商登记等待审核`);
    expect(countOf(await tasksOf("marketing"), "votes.closing")).toBe(closingBefore + 1);
    // Not for roles whose screens these are not.
    expect((await tasksOf("editor")).map((item) => item.id)).not.toContain("suppliers.pending");
    expect((await tasksOf("procurement")).map((item) => item.id)).not.toContain("votes.closing");
    await db.delete(suppliers).where(eq(suppliers.id, supplier!.id));
  });

  it("leaves out what has nothing waiting, and answers only signed-in staff", async () => {
    const hr = await tasksOf("hr");
    expect(hr.every((item) => item.count > 0)).toBe(true);
    expect((await consoleBrowser(t).get("/dashboard")).status).toBe(401);
  });
});

describe("the site's health", () => {
  it("has 14 days of page views (every day listed), the most read stories with titles, the instances reporting and the queue", async () => {
    const db = t.database.db;
    const today = macauDate(t.clock.now);
    const story = await saveArticle(db, { newsroom: "en", title: "The most read story of the test", summary: "test", publishedAt: new Date(t.clock.now.getTime() - 3_600_000) });
    await db.insert(statisticsDaily).values([
      { day: today, event: "page", objectId: `/en/news-detail/${story}`, count: 90_000 },
      { day: today, event: "page", objectId: "/en/live", count: 10_000 },
    ]);
    const res = await (await signedInStaff(t, "admin")).get("/dashboard/health");
    expect(res.status, res.body.message).toBe(200);
    const health = res.body.data as SiteHealth;
    expect(health.days).toHaveLength(14);
    expect(health.days.at(-1)!.day).toBe(today);
    expect(health.days.at(-1)!.pageViews).toBeGreaterThanOrEqual(100_000);
    expect(health.days.at(-1)!.storyViews).toBeGreaterThanOrEqual(90_000);
    expect(health.days.at(-1)!.storyViews).toBeLessThan(health.days.at(-1)!.pageViews);
    expect(health.topStories[0]).toEqual({ id: story, title: "The most read story of the test", url: `/en/news-detail/${story}`, views: 90_000 });
    // This test app reported itself when it started; an instance silent for two minutes is not counted.
    const [self] = await db.select().from(serverInstances).limit(1);
    expect(health.instances.count).toBeGreaterThanOrEqual(1);
    expect(health.instances.items.map((item) => item.id)).toContain(self!.id);
    await db.insert(serverInstances).values({ id: "gone", startedAt: new Date(Date.now() - 600_000), seenAt: new Date(Date.now() - 120_000) });
    const again = ((await (await signedInStaff(t, "editor")).get("/dashboard/health")).body.data as SiteHealth).instances;
    expect(again.items.map((item) => item.id)).not.toContain("gone");
    // The app's queue started with it: its backlog is counted (the counting itself: platform/jobs.test.ts).
    expect(health.queue).toEqual({ due: expect.any(Number), scheduled: expect.any(Number), active: expect.any(Number), failedLastDay: expect.any(Number) });
  });

  it("is for administrators, editors and marketing", async () => {
    expect((await (await signedInStaff(t, "marketing")).get("/dashboard/health")).status).toBe(200);
    for (const role of ["producer", "moderator", "hr", "contributor"] as const) expect((await (await signedInStaff(t, role)).get("/dashboard/health")).status).toBe(403);
    expect((await consoleBrowser(t).get("/dashboard/health")).status).toBe(401);
  });
});

describe("bad input", () => {
  // Neither call takes input: the check is the correct call, and that nothing sent along breaks it.
  it("dashboard", async () => {
    const editor = await signedInStaff(t, "editor");
    await checkParams(t, { method: "GET", url: "/api/console/v1/dashboard", headers: editor.headers(), query: { unexpected: "x" } });
  });
  it("dashboard/health", async () => {
    const admin = await signedInStaff(t, "admin");
    await checkParams(t, { method: "GET", url: "/api/console/v1/dashboard/health", headers: admin.headers(), query: { unexpected: "x" } });
  });
});
