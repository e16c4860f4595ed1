import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { campaignTags } from "@portal/contract/cache-tags";
import type { Campaign } from "@portal/contract/schemas/campaign";
import type { CampaignInput, ConsoleCampaign, ConsoleCampaignItem, ConsoleCampaignTickets } from "@portal/contract/schemas/campaign/console";
import type { NotificationPage } from "@portal/contract/schemas/member";
import { createInvalidationRecordingApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { auditLog } from "../audit/tables.ts";
import { asMember, clearLimits, insertMember, okData, signIn, type Call } from "../member/member.test-helper.ts";
import { consoleBrowser, consolePath, signedInStaff, type ConsoleBrowser } from "../staff/staff.test-helper.ts";

/**
 * Marketing's campaign pages and their tickets in the console (campaignPagesConsoleApi; docs/campaigns.md "The campaign
 * pages in the console"): create, edit and publish a campaign that the public answer shows at once; the rules refused
 * in the request's language; the registrations, their CSV, and cancelling one with a reason the member is told.
 */

const CAMPAIGNS = "/api/console/v1/campaigns";
const CAMPAIGN = "/api/console/v1/campaigns/:id";
const VISIBILITY = "/api/console/v1/campaigns/:id/visibility";
const TICKETS = "/api/console/v1/campaigns/:id/tickets";
const CANCEL = "/api/console/v1/campaigns/:id/tickets/:ticketId/cancel";
const PUBLIC = "/api/v1.0/campaign/:slug";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SLUG = `cp${Date.now().toString(36)}`;

let t: TestApp;
let invalidated: string[][];
let marketing: ConsoleBrowser;
let phoneSerial = 0;
const nextPhone = () => `6${String(2_000_000 + ++phoneSerial * 7919).padStart(7, "0").slice(-7)}`;

beforeAll(async () => {
  ({ app: t, invalidated } = await createInvalidationRecordingApp());
  marketing = await signedInStaff(t, "marketing");
});
afterAll(() => t.close());
beforeEach(() => clearLimits(t));

/** A Macau minute `ms` from the test clock. */
const macauMinute = (ms: number) => new Date(t.clock.now.getTime() + ms + 8 * HOUR).toISOString().slice(0, 16);

const campaign = (changes: Partial<CampaignInput> = {}): CampaignInput => ({
  slug: SLUG,
  title: { zh_TW: "五十周年", zh_CN: "五十周年", en: "Fifty years", pt: "Cinquenta anos" },
  subtitle: { zh_TW: "與你同行", en: "With you <always>" },
  intro: { zh_TW: "", en: "A year of celebrations." },
  cover: "/demo/campaign/tdm40-hero.svg",
  congratulationsModerated: true,
  eventTitle: { zh_TW: "晚會", en: "Gala" },
  eventVenue: { zh_TW: "綜藝館", en: "Macao Forum" },
  eventStartsAt: macauMinute(30 * DAY),
  ticketsOpenAt: macauMinute(-DAY),
  ticketsCloseAt: macauMinute(10 * DAY),
  ticketsTotal: 3,
  published: true,
  ...changes,
});

async function send<T>(browser: ConsoleBrowser, method: "GET" | "POST" | "PUT", path: string, payload?: unknown, language?: string) {
  const opts = language ? { language } : undefined;
  const res = method === "GET" ? await browser.get(path, opts) : await browser.send(method, `/api/console/v1${path}`, payload, opts);
  return { status: res.status, code: res.body.code, message: res.body.message, data: res.body.data as T, headers: res.headers, text: String(res.body.message) };
}
const publicCampaign = async (slug: string, language = "en") => {
  const res = await t.call({ method: "GET", url: PUBLIC.replace(":slug", slug), headers: { "api-language": language } });
  return { status: res.status, headers: res.headers, data: res.body.data as Campaign };
};
const entriesOf = (action: string, entityId: number) =>
  t.database.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));

async function registerTicket(slug: string): Promise<{ member: Call; memberId: number }> {
  const memberId = await insertMember(t, { nickName: `guest_${++phoneSerial}` });
  const member = asMember(t, await signIn(t, memberId));
  const res = await member({ method: "POST", url: `${PUBLIC.replace(":slug", slug)}/ticket`, payload: { name: "Chan Tai Man", phone: nextPhone() } });
  expect(res.status, res.body.message).toBe(200);
  return { member, memberId };
}

let made: ConsoleCampaign;

describe("campaign pages in the console", () => {
  it("creates a campaign the public answer shows at once, audited, the tag dropped; edits and unpublishes it", async () => {
    expect(String((await publicCampaign("tdm40")).headers["cache-tag"])).toContain(campaignTags.all);
    invalidated.length = 0;
    const created = await send<ConsoleCampaign>(marketing, "POST", "/campaigns", campaign());
    expect(created.status, created.message).toBe(200);
    made = created.data;
    expect(made).toMatchObject({ slug: SLUG, status: "open", ticketsTotal: 3, ticketsRemaining: 3, subtitle: { en: "With you <always>" } });
    expect(invalidated).toEqual([[campaignTags.all]]);
    expect((await publicCampaign(SLUG, "pt")).data).toMatchObject({ title: "Cinquenta anos", ticket: { venue: "Macao Forum", total: 3, remaining: 3, open: true } });
    expect(await entriesOf("campaign.create", made.id)).toHaveLength(1);

    // The four titles, edited: the public answer (cached before) follows at once.
    await publicCampaign(SLUG, "zh_TW");
    const titles = { zh_TW: "五十周年慶", zh_CN: "五十周年庆", en: "Fifty years on", pt: "Cinquenta anos depois" };
    const edited = await send<ConsoleCampaign>(marketing, "PUT", `/campaigns/${made.id}`, campaign({ title: titles }));
    expect(edited.data.title).toEqual(titles);
    for (const [language, title] of [["zh_TW", "五十周年慶"], ["zh_CN", "五十周年庆"], ["en", "Fifty years on"], ["pt", "Cinquenta anos depois"]] as const)
      expect((await publicCampaign(SLUG, language)).data.title).toBe(title);
    const [update] = await entriesOf("campaign.update", made.id);
    expect(update).toMatchObject({ before: { title: { en: "Fifty years" } }, after: { title: { en: "Fifty years on" } } });
    expect(Object.keys(update!.after as object)).toEqual(["title"]);

    // The same form again changes nothing: no entry, no drop.
    invalidated.length = 0;
    await send(marketing, "PUT", `/campaigns/${made.id}`, campaign({ title: titles }));
    expect(invalidated).toEqual([]);
    expect(await entriesOf("campaign.update", made.id)).toHaveLength(1);

    await send(marketing, "POST", `/campaigns/${made.id}/visibility`, { published: false });
    expect((await publicCampaign(SLUG)).status).toBe(404);
    expect(await entriesOf("campaign.unpublish", made.id)).toHaveLength(1);
    const list = await send<ConsoleCampaignItem[]>(marketing, "GET", "/campaigns");
    expect(list.data.find((c) => c.id === made.id)).toMatchObject({ status: "draft", title: "Fifty years on", ticketsTaken: 0 });
    await send(marketing, "POST", `/campaigns/${made.id}/visibility`, { published: true });
    expect(await entriesOf("campaign.publish", made.id)).toHaveLength(1);
    expect((await publicCampaign(SLUG)).status).toBe(200);
  });

  it("answers the status by the ticket window: scheduled, open, closed", async () => {
    const later = await send<ConsoleCampaign>(marketing, "POST", "/campaigns", campaign({ slug: `${SLUG}_later`, ticketsOpenAt: macauMinute(DAY), ticketsCloseAt: macauMinute(2 * DAY), published: true }));
    expect(later.data.status).toBe("scheduled");
    const over = await send<ConsoleCampaign>(marketing, "PUT", `/campaigns/${later.data.id}`, campaign({ slug: `${SLUG}_later`, ticketsOpenAt: macauMinute(-2 * DAY), ticketsCloseAt: macauMinute(-DAY) }));
    expect(over.data.status).toBe("closed");
    const list = await send<ConsoleCampaignItem[]>(marketing, "GET", "/campaigns");
    expect(list.data.map((c) => c.slug)).toEqual(expect.arrayContaining(["tdm40", SLUG, `${SLUG}_later`]));
  });

  it("refuses a taken address, an end before the start and a total below the tickets given, in the request's language", async () => {
    expect(await send(marketing, "POST", "/campaigns", campaign({ slug: "tdm40" }), "zh_TW")).toMatchObject({ status: 400, code: -1, message: "另一個活動已使用地址「tdm40」" });
    const backwards = await send(marketing, "PUT", `/campaigns/${made.id}`, campaign({ ticketsOpenAt: macauMinute(DAY), ticketsCloseAt: macauMinute(DAY) }), "pt");
    expect(backwards).toMatchObject({ status: 400, code: -1 });
    expect(backwards.message).toMatch(/fim|termina/i);
    await registerTicket(SLUG);
    await registerTicket(SLUG);
    const below = await send(marketing, "PUT", `/campaigns/${made.id}`, campaign({ ticketsTotal: 1 }), "en");
    expect(below).toMatchObject({ status: 400, code: -1, message: "2 tickets are already registered: the total cannot be lower" });
    const raised = await send<ConsoleCampaign>(marketing, "PUT", `/campaigns/${made.id}`, campaign({ title: { zh_TW: "五十周年慶", en: "Fifty years on" }, ticketsTotal: 5 }));
    expect(raised.data).toMatchObject({ ticketsTotal: 5, ticketsRemaining: 3 });
    expect((await send(marketing, "POST", "/campaigns", campaign({ slug: `${SLUG}_pic`, cover: "https://evil.example/x.png" }))).status).toBe(400);
  });

  it("is for marketing and administrators: others 403, no session 401, no CSRF token 403", async () => {
    expect((await (await signedInStaff(t, "admin")).get("/campaigns")).status).toBe(200);
    for (const role of ["editor", "moderator", "hr"] as const) expect((await (await signedInStaff(t, role)).get("/campaigns")).status).toBe(403);
    expect((await consoleBrowser(t).get("/campaigns")).status).toBe(401);
    expect((await marketing.post(consolePath(VISIBILITY, made.id), { published: true }, { csrf: false })).status).toBe(403);
  });
});

describe("the tickets of a campaign", () => {
  it("lists the registrations newest first with the whole phone, exports them as CSV", async () => {
    const list = await send<ConsoleCampaignTickets>(marketing, "GET", `/campaigns/${made.id}/tickets`);
    expect(list.status, list.message).toBe(200);
    expect(list.data.campaign).toMatchObject({ id: made.id, slug: SLUG, ticketsTotal: 5, ticketsRemaining: 3 });
    expect(list.data.total).toBe(2);
    expect(list.data.items[0]).toMatchObject({ name: "Chan Tai Man", phone: expect.stringMatching(/^6\d{7}$/), reference: expect.stringMatching(/^[A-Z0-9]+-[A-Z0-9]{4}-[A-Z0-9]{4}$/) });
    expect(list.data.items[0]!.id).toBeGreaterThan(list.data.items[1]!.id);
    const csv = await send(marketing, "GET", `/campaigns/${made.id}/tickets?format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.headers["content-disposition"]).toContain(`tickets-${SLUG}-`);
    const lines = csv.text.trim().split("\r\n");
    expect(lines[0]).toBe("reference,name,phone,member_id,nickname,registered_at");
    expect(lines).toHaveLength(3);
    expect((await send(marketing, "GET", "/campaigns/999999999/tickets")).status).toBe(404);
  });

  it("cancels a registration with a reason: the ticket back in stock at once, audited, the member told", async () => {
    const { member, memberId } = await registerTicket(SLUG);
    const before = await send<ConsoleCampaignTickets>(marketing, "GET", `/campaigns/${made.id}/tickets`);
    const ticket = before.data.items[0]!;
    expect(ticket.member.id).toBe(memberId);
    expect((await publicCampaign(SLUG)).data.ticket.remaining).toBe(2);

    invalidated.length = 0;
    const res = await send<ConsoleCampaignTickets["campaign"]>(marketing, "POST", `/campaigns/${made.id}/tickets/${ticket.id}/cancel`, { reason: "Registered twice under two accounts" });
    expect(res.status, res.message).toBe(200);
    expect(res.data.ticketsRemaining).toBe(3);
    expect(invalidated).toEqual([[campaignTags.all]]);
    expect((await publicCampaign(SLUG)).data.ticket.remaining).toBe(3);
    const after = await send<ConsoleCampaignTickets>(marketing, "GET", `/campaigns/${made.id}/tickets`);
    expect(after.data.items.map((item) => item.id)).not.toContain(ticket.id);
    const [entry] = await entriesOf("campaign.ticket.cancel", ticket.id);
    expect(entry).toMatchObject({ actorRole: "marketing", before: { reference: ticket.reference, memberId }, after: { reason: "Registered twice under two accounts" } });

    const notices = await okData<NotificationPage>(member, { method: "GET", url: "/api/v1.0/member/notification?pageSize=50", headers: { "api-language": "en" } });
    const told = notices.items.filter((n) => n.content.includes(ticket.reference));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: "Your ticket registration was cancelled" });
    expect(told[0]!.content).toContain("Registered twice under two accounts");
    // The member's own status shows no ticket any more.
    const status = await okData<{ ticket: unknown }>(member, { method: "GET", url: `${PUBLIC.replace(":slug", SLUG)}/ticket` });
    expect(status.ticket).toBeNull();

    // Again: there is no such ticket.
    expect((await send(marketing, "POST", `/campaigns/${made.id}/tickets/${ticket.id}/cancel`, { reason: "again" })).status).toBe(404);
  });

  it("refuses a cancel without a reason, of another campaign's ticket, by other roles", async () => {
    const list = await send<ConsoleCampaignTickets>(marketing, "GET", `/campaigns/${made.id}/tickets`);
    const ticket = list.data.items[0]!;
    const empty = await send(marketing, "POST", `/campaigns/${made.id}/tickets/${ticket.id}/cancel`, { reason: " " }, "zh_TW");
    expect(empty).toMatchObject({ status: 400 });
    expect(empty.code).not.toBe(0);
    const tdm40 = (await send<ConsoleCampaignItem[]>(marketing, "GET", "/campaigns")).data.find((c) => c.slug === "tdm40")!;
    expect((await send(marketing, "POST", `/campaigns/${tdm40.id}/tickets/${ticket.id}/cancel`, { reason: "wrong campaign" })).status).toBe(404);
    const editor = await signedInStaff(t, "editor");
    expect((await editor.post(consolePath(CANCEL, made.id).replace(":ticketId", String(ticket.id)), { reason: "not mine" })).status).toBe(403);
    expect((await send<ConsoleCampaignTickets>(marketing, "GET", `/campaigns/${made.id}/tickets`)).data.total).toBe(2);
  });
});

describe("bad input on every campaign console call", () => {
  it("answers 4xx envelopes, and succeeds with good input", async () => {
    const headers = marketing.headers();
    const idField = { in: "params" as const, name: "id", kind: "id" as const };
    const fields = [
      { in: "body" as const, name: "slug", kind: "slug" as const },
      { in: "body" as const, name: "title", kind: "text" as const },
      { in: "body" as const, name: "ticketsOpenAt", kind: "date" as const },
      { in: "body" as const, name: "ticketsCloseAt", kind: "date" as const },
      { in: "body" as const, name: "eventStartsAt", kind: "date" as const },
      { in: "body" as const, name: "congratulationsModerated", kind: "bool" as const },
      { in: "body" as const, name: "published", kind: "bool" as const },
    ];
    await checkParams(t, { method: "GET", url: CAMPAIGNS, headers });
    await checkParams(t, { method: "GET", url: CAMPAIGN, headers, params: { id: made.id }, fields: [idField] });
    await checkParams(t, { method: "POST", url: CAMPAIGNS, headers, body: campaign({ slug: `${SLUG}_params`, published: false }), fields });
    await checkParams(t, { method: "PUT", url: CAMPAIGN, headers, params: { id: made.id }, body: campaign({ ticketsTotal: 5 }), fields: [idField, ...fields] });
    await checkParams(t, { method: "POST", url: VISIBILITY, headers, params: { id: made.id }, body: { published: true }, fields: [idField, { in: "body", name: "published", kind: "bool" }] });
    await checkParams(t, {
      method: "GET",
      url: TICKETS,
      headers,
      params: { id: made.id },
      fields: [idField, { in: "query", name: "page", kind: "page" }, { in: "query", name: "pageSize", kind: "pageSize" }, { in: "query", name: "format", kind: "enum" }],
    });
    const ticket = (await send<ConsoleCampaignTickets>(marketing, "GET", `/campaigns/${made.id}/tickets`)).data.items[0]!;
    await checkParams(t, {
      method: "POST",
      url: CANCEL,
      headers,
      params: { id: made.id, ticketId: ticket.id },
      body: { reason: "Checked input" },
      fields: [idField, { in: "params", name: "ticketId", kind: "id" }, { in: "body", name: "reason", kind: "text" }],
    });
  });
});
