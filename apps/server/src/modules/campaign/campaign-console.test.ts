import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CongratulationPage, ConsoleCongratulation } from "@portal/contract/schemas/campaign";
import type { NotificationPage, Paged } from "@portal/contract/schemas/member";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { auditLog } from "../audit/tables.ts";
import { asMember, clearLimits, insertMember, okData, signIn, type Call } from "../member/member.test-helper.ts";
import { consoleBrowser, consolePath, signedInStaff, type ConsoleBrowser } from "../staff/staff.test-helper.ts";
import { campaignCongratulations, campaigns } from "./tables.ts";

/**
 * The console's moderation of congratulation messages (campaignConsoleApi; docs/campaigns.md "Moderation"): the queue
 * across campaigns, approve and reject with a reason the member is told, each decision audited and on the public
 * list at once; who may call, and the CSRF token.
 */

const QUEUE = "/api/console/v1/congratulations";
const DECIDE = "/api/console/v1/congratulations/:id";
const PUBLIC = "/api/v1.0/campaign/:slug/congratulations";
const SLUG = `cc${Date.now().toString(36)}`;

let t: TestApp;
let marketing: ConsoleBrowser;
let author: Call;
let authorId: number;

beforeAll(async () => {
  t = await createTestApp();
  const now = t.clock.now.getTime();
  await t.database.db.insert(campaigns).values({
    slug: SLUG,
    title: { zh_TW: "台慶測試", en: "Anniversary test" },
    subtitle: { en: "" },
    intro: { en: "" },
    eventTitle: { en: "Gala" },
    eventVenue: { en: "Forum" },
    eventStartsAt: new Date(now + 30 * 86_400_000),
    ticketsOpenAt: new Date(now - 86_400_000),
    ticketsCloseAt: new Date(now + 10 * 86_400_000),
    ticketsTotal: 10,
    ticketsRemaining: 10,
    congratulationsModerated: true,
  });
  authorId = await insertMember(t, { nickName: `fan_${SLUG}` });
  author = asMember(t, await signIn(t, authorId));
  marketing = await signedInStaff(t, "marketing");
});
afterAll(() => t.close());
beforeEach(() => clearLimits(t));

async function write(message: string): Promise<number> {
  const res = await author({ method: "POST", url: PUBLIC.replace(":slug", SLUG), payload: { message } });
  expect(res.status, res.body.message).toBe(200);
  return (res.body.data as { id: number }).id;
}

async function publicMessages(): Promise<string[]> {
  // Through the in-process cache as a page render would read it: a decision must drop the cached copy.
  const res = await t.call({ method: "GET", url: `${PUBLIC.replace(":slug", SLUG)}?pageSize=50` });
  expect(res.headers["cache-tag"]).toContain("campaign:all");
  return (res.body.data as CongratulationPage).items.map((item) => item.message);
}

async function queue(browser: ConsoleBrowser, query: string): Promise<Paged<ConsoleCongratulation>> {
  const res = await browser.get(`/congratulations?${query}`);
  expect(res.status, res.body.message).toBe(200);
  return res.body.data as Paged<ConsoleCongratulation>;
}

async function auditOf(id: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "campaign_congratulation"), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id));
}

describe("the congratulations queue", () => {
  it("lists one status of every campaign or one, oldest first, with the campaign and the author", async () => {
    const first = await write("第一則祝福 queue");
    const second = await write("second wish queue");
    const pending = await queue(marketing, `campaign=${SLUG}`);
    expect(pending.items.map((item) => item.id)).toEqual([first, second]);
    expect(pending.items[0]).toMatchObject({
      campaign: { slug: SLUG, title: "Anniversary test" },
      message: "第一則祝福 queue",
      status: "pending",
      member: { id: authorId, nickName: `fan_${SLUG}` },
      moderation: null,
    });
    const everyCampaign = await queue(marketing, "status=pending&pageSize=100");
    expect(everyCampaign.items.map((item) => item.id)).toEqual(expect.arrayContaining([first, second]));
    expect((await queue(marketing, `campaign=${SLUG}&status=approved`)).items.map((item) => item.id)).not.toContain(first);
  });

  it("is for marketing, moderators and administrators: others 403, no session 401", async () => {
    for (const role of ["moderator", "admin"] as const) expect((await (await signedInStaff(t, role)).get("/congratulations")).status).toBe(200);
    for (const role of ["editor", "producer", "hr"] as const) expect((await (await signedInStaff(t, role)).get("/congratulations")).status).toBe(403);
    expect((await consoleBrowser(t).get("/congratulations")).status).toBe(401);
  });
});

describe("deciding on a message", () => {
  it("approves a message onto the public list at once, audited; a second approval changes nothing", async () => {
    const id = await write("approve me please");
    expect(await publicMessages()).not.toContain("approve me please");
    const res = await marketing.post(consolePath(DECIDE, id), { status: "approved" });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ id, status: "approved", moderation: { reason: null, by: { name: "Demo marketing" } } });
    expect(await publicMessages()).toContain("approve me please");
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: "congratulation.approve", actorRole: "marketing", before: { status: "pending" }, after: { status: "approved" } });
    await marketing.post(consolePath(DECIDE, id), { status: "approved" });
    expect(await auditOf(id)).toHaveLength(1);
  });

  it("rejects a message with a reason, takes an approved one off the public list, and tells the member why once", async () => {
    const id = await write("a message to reject");
    await marketing.post(consolePath(DECIDE, id), { status: "approved" });
    expect(await publicMessages()).toContain("a message to reject");

    const res = await marketing.post(consolePath(DECIDE, id), { status: "rejected", reason: "personal_data", note: "phone number in it" });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ status: "rejected", moderation: { reason: "personal_data", note: "phone number in it" } });
    expect(await publicMessages()).not.toContain("a message to reject");
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: "congratulation.reject",
      before: { status: "approved", moderationReason: null, moderationNote: null },
      after: { status: "rejected", moderationReason: "personal_data", moderationNote: "phone number in it" },
    });
    const notices = await okData<NotificationPage>(author, { method: "GET", url: "/api/v1.0/member/notification?pageSize=50", headers: { "api-language": "zh_CN" } });
    const told = notices.items.filter((n) => n.content.includes("a message to reject"));
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe("你的祝福未获刊登");
    expect(told[0]!.content).toContain("披露他人个人资料");
    expect(told[0]!.content).not.toContain("phone number in it");

    // Another reason is a change for the log, not a second notice.
    await marketing.post(consolePath(DECIDE, id), { status: "rejected", reason: "spam" });
    expect(await auditOf(id)).toHaveLength(3);
    const again = await okData<NotificationPage>(author, { method: "GET", url: "/api/v1.0/member/notification?pageSize=50" });
    expect(again.items.filter((n) => n.content.includes("a message to reject"))).toHaveLength(1);
  });

  it("refuses a rejection without a reason (400, in the request's language), an unknown message (404), other roles, no session, no CSRF token", async () => {
    const id = await write("still waiting");
    const noReason = await marketing.post(consolePath(DECIDE, id), { status: "rejected" }, { language: "pt" });
    expect(noReason.status).toBe(400);
    expect(noReason.body.code).not.toBe(0);
    expect(noReason.body.message).toMatch(/reason|motivo/i);
    expect((await marketing.post(consolePath(DECIDE, id), { status: "pending" })).status).toBe(400);
    expect((await marketing.post(consolePath(DECIDE, 999_999_999), { status: "approved" })).status).toBe(404);
    expect((await (await signedInStaff(t, "hr")).post(consolePath(DECIDE, id), { status: "approved" })).status).toBe(403);
    expect((await consoleBrowser(t).post(consolePath(DECIDE, id), { status: "approved" })).status).toBe(401);
    expect((await marketing.post(consolePath(DECIDE, id), { status: "approved" }, { csrf: false })).status).toBe(403);
    const [row] = await t.database.db.select({ status: campaignCongratulations.status }).from(campaignCongratulations).where(eq(campaignCongratulations.id, id));
    expect(row!.status).toBe("pending");
  });
});

describe("bad input", () => {
  it("queue", async () => {
    await checkParams(t, {
      method: "GET",
      url: QUEUE,
      headers: marketing.headers(),
      fields: [
        { in: "query", name: "page", kind: "page" },
        { in: "query", name: "pageSize", kind: "pageSize" },
        { in: "query", name: "status", kind: "enum" },
        { in: "query", name: "campaign", kind: "slug" },
      ],
    });
  });
  it("decide", async () => {
    const id = await write("checked input");
    await checkParams(t, {
      method: "POST",
      url: DECIDE,
      params: { id },
      headers: marketing.headers(),
      body: { status: "rejected", reason: "other", note: "checked" },
      fields: [
        { in: "params", name: "id", kind: "id" },
        { in: "body", name: "status", kind: "enum" },
        { in: "body", name: "reason", kind: "enum" },
        { in: "body", name: "note", kind: "text" },
      ],
    });
  });
});
