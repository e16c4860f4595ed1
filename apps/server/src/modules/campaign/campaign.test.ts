import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type {
  Campaign,
  CampaignTicket,
  Congratulation,
  CongratulationPage,
  ModeratedCongratulation,
  ModerationPage,
  TicketStatus,
} from "@portal/contract/schemas/campaign";
import { campaignCongratulations, campaigns, campaignTickets } from "./tables.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { asMember, clearLimits, insertMember, okData, signIn, type Call } from "../member/member.test-helper.ts";
import { eraseCampaignMember, setCongratulationStatus } from "./campaign-service.ts";

let t: TestApp;
const STAFF = "staff-moderation-token-0123";
beforeAll(async () => (t = await createTestApp({ MODERATION_TOKEN: STAFF })));
afterAll(() => t.close());
beforeEach(() => clearLimits(t));

const en = { "api-language": "en" };
const DETAIL = "/api/v1.0/campaign/:slug";
const CONGRATULATIONS = "/api/v1.0/campaign/:slug/congratulations";
const TICKET = "/api/v1.0/campaign/:slug/ticket";
const QUEUE = "/api/staff/campaign/:slug/congratulations";
const MODERATE = "/api/staff/campaign/:slug/congratulations/:id";
const url = (path: string, slug = "tdm40") => path.replace(":slug", slug);

async function freshMember(): Promise<{ id: number; token: string; call: Call }> {
  const id = await insertMember(t);
  const token = await signIn(t, id);
  return { id, token, call: asMember(t, token) };
}

let phoneSerial = 0;
/** A distinct, valid Macau mobile number per call. */
const nextPhone = () => `6${String(1_000_000 + ++phoneSerial * 7919).padStart(7, "0").slice(-7)}`;

/** A campaign of its own for a test, with `tickets` tickets open now. */
async function insertCampaign(slug: string, tickets: number, values: Partial<typeof campaigns.$inferInsert> = {}): Promise<number> {
  const now = t.clock.now.getTime();
  const [row] = await t.database.db
    .insert(campaigns)
    .values({
      slug,
      title: { en: slug },
      subtitle: { en: "" },
      intro: { en: "" },
      eventTitle: { en: "Gala" },
      eventVenue: { en: "Forum" },
      eventStartsAt: new Date(now + 30 * 86_400_000),
      ticketsOpenAt: new Date(now - 86_400_000),
      ticketsCloseAt: new Date(now + 10 * 86_400_000),
      ticketsTotal: tickets,
      ticketsRemaining: tickets,
      ...values,
    })
    .returning({ id: campaigns.id });
  return row!.id;
}

async function remainingOf(slug: string): Promise<number> {
  const [row] = await t.database.db.select({ n: campaigns.ticketsRemaining }).from(campaigns).where(eq(campaigns.slug, slug));
  return row!.n;
}
async function ticketCount(campaignId: number): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(campaignTickets).where(eq(campaignTickets.campaignId, campaignId));
  return Number(row!.n);
}

describe("GET /api/v1.0/campaign/:slug", () => {
  it("answers the campaign in the request's language with its story and ticket stock", async () => {
    const campaign = await okData<Campaign>(t.call, { method: "GET", url: url(DETAIL), headers: en });
    expect(campaign.title).toBe("TDM at 40");
    expect(campaign.milestones.length).toBeGreaterThanOrEqual(5);
    expect(campaign.milestones[0]).toMatchObject({ year: "1984", title: "On air" });
    expect(campaign.ticket).toMatchObject({ total: 50, open: true, venue: "Macau Forum" });
    expect(campaign.congratulationsModerated).toBe(true);
    const hans = await okData<Campaign>(t.call, { method: "GET", url: url(DETAIL), headers: { "api-language": "zh_CN" } });
    expect(hans.title).toBe("澳广视四十周年");
  });

  it("answers 404 for an unknown or unpublished campaign", async () => {
    await insertCampaign("hidden-campaign", 5, { published: false });
    for (const slug of ["no-such-campaign", "hidden-campaign"]) {
      const res = await t.call({ method: "GET", url: url(DETAIL, slug), headers: en });
      expect(res.status).toBe(404);
      expect(res.body.code).not.toBe(0);
    }
  });

  it("refuses bad input with a 4xx envelope", async () => {
    await checkParams(t, { method: "GET", url: DETAIL, params: { slug: "tdm40" }, fields: [{ in: "params", name: "slug", kind: "slug" }] });
  });
});

describe("congratulations", () => {
  it("lists only approved messages, newest first", async () => {
    const page = await okData<CongratulationPage>(t.call, { method: "GET", url: url(CONGRATULATIONS), headers: en });
    expect(page.total).toBe(7);
    expect(page.items).toHaveLength(7);
    const times = page.items.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const [pending] = await t.database.db.select().from(campaignCongratulations).where(eq(campaignCongratulations.status, "pending"));
    expect(pending).toBeDefined();
    expect(page.items.map((item) => item.id)).not.toContain(pending!.id);
  });

  it("keeps a member's new message waiting for approval, then lists it first", async () => {
    const { call } = await freshMember();
    const res = await call({ method: "POST", url: url(CONGRATULATIONS), headers: en, payload: { message: "  Happy birthday, <b>TDM</b>!  " } });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/approved/);
    const sent = res.body.data as Congratulation;
    expect(sent.pending).toBe(true);
    // Stored and answered as the text written (trimmed): the page renders it as text, so the tags show as typed.
    expect(sent.message).toBe("Happy birthday, <b>TDM</b>!");

    const before = await okData<CongratulationPage>(t.call, { method: "GET", url: url(CONGRATULATIONS) });
    expect(before.items.map((item) => item.id)).not.toContain(sent.id);

    expect(await setCongratulationStatus(t.database.db, sent.id, "approved")).toBe(true);
    const after = await okData<CongratulationPage>(t.call, { method: "GET", url: url(CONGRATULATIONS) });
    expect(after.items[0]).toMatchObject({ id: sent.id, message: "Happy birthday, <b>TDM</b>!" });
    expect(after.total).toBe(before.total + 1);

    expect(await setCongratulationStatus(t.database.db, sent.id, "rejected")).toBe(true);
    const rejected = await okData<CongratulationPage>(t.call, { method: "GET", url: url(CONGRATULATIONS) });
    expect(rejected.items.map((item) => item.id)).not.toContain(sent.id);
  });

  it("shows a message at once when the campaign's staff setting turns moderation off", async () => {
    await insertCampaign("open-wall", 1, { congratulationsModerated: false });
    const { call } = await freshMember();
    const sent = await okData<Congratulation>(call, { method: "POST", url: url(CONGRATULATIONS, "open-wall"), payload: { message: "Parabéns!" } });
    expect(sent.pending).toBeUndefined();
    const page = await okData<CongratulationPage>(t.call, { method: "GET", url: url(CONGRATULATIONS, "open-wall") });
    expect(page.items.map((item) => item.id)).toEqual([sent.id]);
  });

  it("is for members only, within length limits, and rate-limited", async () => {
    const anonymous = await t.call({ method: "POST", url: url(CONGRATULATIONS), headers: en, payload: { message: "Hello" } });
    expect(anonymous.status).toBe(401);

    const { call } = await freshMember();
    for (const message of ["x", "x".repeat(301), "   ", "bell\u0007"]) {
      const res = await call({ method: "POST", url: url(CONGRATULATIONS), headers: en, payload: { message } });
      expect(res.status, JSON.stringify(message.slice(0, 10))).toBe(400);
      expect(res.body.code).not.toBe(0);
    }
    const long = await call({ method: "POST", url: url(CONGRATULATIONS), payload: { message: "祝".repeat(300) } });
    expect(long.status).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await call({ method: "POST", url: url(CONGRATULATIONS), payload: { message: `Message ${i}` } })).status).toBe(200);
    const limited = await call({ method: "POST", url: url(CONGRATULATIONS), headers: en, payload: { message: "One more" } });
    expect(limited.status).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
  });

  it("refuses a message with a bidirectional control or an invisible character (400, localized); Chinese, Portuguese and emoji pass", async () => {
    await insertCampaign("visible-wall", 1, { congratulationsModerated: false });
    const { call } = await freshMember();
    for (const message of ["生日快樂\u202E!olleh", "Para\u2067béns\u2069", "祝\u200B福\u200B你"]) {
      const res = await call({ method: "POST", url: url(CONGRATULATIONS, "visible-wall"), headers: en, payload: { message } });
      expect(res.status, JSON.stringify(message)).toBe(400);
      expect(res.body).toMatchObject({ code: 400, message: "Cannot contain invisible or formatting characters" });
    }
    for (const message of ["四十週年快樂！\n繼續努力", "Parabéns pelos 40 anos 🎉👨\u200D👩\u200D👧"]) {
      expect((await okData<Congratulation>(call, { method: "POST", url: url(CONGRATULATIONS, "visible-wall"), payload: { message } })).message).toBe(message);
    }
  });

  it("refuses bad input with a 4xx envelope", async () => {
    await checkParams(t, {
      method: "GET",
      url: CONGRATULATIONS,
      params: { slug: "tdm40" },
      query: { page: 1, pageSize: 5 },
      fields: [
        { in: "params", name: "slug", kind: "slug" },
        { in: "query", name: "page", kind: "page" },
        { in: "query", name: "pageSize", kind: "pageSize" },
      ],
    });
    const { token } = await freshMember();
    await checkParams(t, {
      method: "POST",
      url: CONGRATULATIONS,
      params: { slug: "tdm40" },
      headers: { "api-key": token },
      body: { message: "四十周年快樂！" },
      fields: [
        { in: "params", name: "slug", kind: "slug" },
        { in: "body", name: "message", kind: "text" },
      ],
    });
  });
});

describe("staff moderation", () => {
  const staff = { authorization: `Bearer ${STAFF}` };
  const moderate = (id: number, status: string, slug = "tdm40", headers: Record<string, string> = staff) =>
    t.call({ method: "POST", url: `${url(QUEUE, slug)}/${id}`, headers: { ...en, ...headers }, payload: { status } });

  it("opens only with the staff token", async () => {
    for (const headers of [{}, { authorization: "Bearer wrong-token-0123456789" }, { "api-key": STAFF }] as Record<string, string>[]) {
      const res = await t.call({ method: "GET", url: url(QUEUE), headers: { ...en, ...headers } });
      expect(res.status).toBe(401);
      expect(res.body.code).not.toBe(0);
      expect((await moderate(1, "approved", "tdm40", headers)).status).toBe(401);
    }
  });

  it("lists the waiting messages oldest first; approving shows one to readers, rejecting keeps one away", async () => {
    const { call } = await freshMember();
    const first = await okData<Congratulation>(call, { method: "POST", url: url(CONGRATULATIONS), payload: { message: "First to wait" } });
    const second = await okData<Congratulation>(call, { method: "POST", url: url(CONGRATULATIONS), payload: { message: "Second to wait" } });
    const queue = await okData<ModerationPage>(t.call, { method: "GET", url: `${url(QUEUE)}?pageSize=100`, headers: staff });
    const ids = queue.items.map((item) => item.id);
    expect(ids).toContain(first.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(queue.items.every((item) => item.status === "pending")).toBe(true);

    const approved = await moderate(first.id, "approved");
    expect(approved.status).toBe(200);
    expect(approved.body.data as ModeratedCongratulation).toMatchObject({ id: first.id, status: "approved", message: "First to wait" });
    expect((await moderate(second.id, "rejected")).status).toBe(200);

    const listed = await okData<CongratulationPage>(t.call, { method: "GET", url: `${url(CONGRATULATIONS)}?pageSize=50` });
    expect(listed.items.map((item) => item.id)).toContain(first.id);
    expect(listed.items.map((item) => item.id)).not.toContain(second.id);
    const rejected = await okData<ModerationPage>(t.call, { method: "GET", url: `${url(QUEUE)}?status=rejected&pageSize=100`, headers: staff });
    expect(rejected.items.map((item) => item.id)).toContain(second.id);
    const waiting = await okData<ModerationPage>(t.call, { method: "GET", url: `${url(QUEUE)}?pageSize=100`, headers: staff });
    expect(waiting.items.map((item) => item.id)).not.toContain(first.id);
  });

  it("answers 404 for a message that is not the campaign's, and refuses statuses other than approved or rejected", async () => {
    await insertCampaign("other-wall", 1);
    const { call } = await freshMember();
    const sent = await okData<Congratulation>(call, { method: "POST", url: url(CONGRATULATIONS), payload: { message: "Only tdm40's" } });
    expect((await moderate(sent.id, "approved", "other-wall")).status).toBe(404);
    expect((await moderate(2_000_000_000, "approved")).status).toBe(404);
    const pending = await moderate(sent.id, "pending");
    expect(pending.status).toBe(400);
    expect(pending.body.code).not.toBe(0);
  });

  it("refuses bad parameters", async () => {
    await checkParams(t, {
      method: "GET",
      url: QUEUE,
      params: { slug: "tdm40" },
      headers: staff,
      query: { page: 1, pageSize: 5, status: "pending" },
      fields: [
        { in: "params", name: "slug", kind: "slug" },
        { in: "query", name: "page", kind: "page" },
        { in: "query", name: "pageSize", kind: "pageSize" },
        { in: "query", name: "status", kind: "enum" },
      ],
    });
    const { call } = await freshMember();
    const sent = await okData<Congratulation>(call, { method: "POST", url: url(CONGRATULATIONS), payload: { message: "For the checks" } });
    await checkParams(t, {
      method: "POST",
      url: MODERATE,
      params: { slug: "tdm40", id: sent.id },
      headers: staff,
      body: { status: "rejected" },
      fields: [
        { in: "params", name: "slug", kind: "slug" },
        { in: "params", name: "id", kind: "id" },
        { in: "body", name: "status", kind: "enum" },
      ],
    });
  });
});

describe("tickets", () => {
  it("registers one ticket per member: the status shows it, a second attempt is refused", async () => {
    const { call } = await freshMember();
    const before = await okData<TicketStatus>(call, { method: "GET", url: url(TICKET) });
    expect(before.ticket).toBeNull();
    expect(before.open).toBe(true);

    const phone = nextPhone();
    const res = await call({ method: "POST", url: url(TICKET), headers: en, payload: { name: "Chan Tai Man", phone } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Your ticket is registered");
    const ticket = res.body.data as CampaignTicket;
    expect(ticket.reference).toMatch(/^TDM40-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(ticket.phone).toBe(`•••••${phone.slice(-3)}`);

    const after = await okData<TicketStatus>(call, { method: "GET", url: url(TICKET) });
    expect(after.ticket).toEqual(ticket);
    expect(after.remaining).toBe(before.remaining - 1);

    const again = await call({ method: "POST", url: url(TICKET), headers: en, payload: { name: "Chan Tai Man", phone: nextPhone() } });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe(-1);
    expect(again.body.message).toBe("You already have a ticket: one ticket per member");
    expect(await remainingOf("tdm40")).toBe(after.remaining);
  });

  it("gives one ticket per phone number", async () => {
    const phone = nextPhone();
    const first = await freshMember();
    await okData(first.call, { method: "POST", url: url(TICKET), payload: { name: "Ana", phone } });
    const second = await freshMember();
    const res = await second.call({ method: "POST", url: url(TICKET), headers: en, payload: { name: "Rui", phone } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("This mobile number already has a ticket: one ticket per number");
  });

  it("gives exactly N tickets to 2 × N members asking at once, and never goes below zero", async () => {
    const N = 6;
    const campaignId = await insertCampaign("race", N);
    const racers = await Promise.all(Array.from({ length: 2 * N }, () => freshMember()));
    const answers = await Promise.all(
      racers.map((racer) => racer.call({ method: "POST", url: url(TICKET, "race"), headers: en, payload: { name: "Racer", phone: nextPhone() } })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(N);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(N);
    for (const answer of refused) expect(answer.body).toMatchObject({ code: -1, message: "All tickets have been taken" });
    expect(await remainingOf("race")).toBe(0);
    expect(await ticketCount(campaignId)).toBe(N);

    const late = await freshMember();
    const status = await okData<TicketStatus>(late.call, { method: "GET", url: url(TICKET, "race") });
    expect(status).toMatchObject({ remaining: 0, open: false, ticket: null });
  });

  it("gives the same member asking twice at once one ticket", async () => {
    const campaignId = await insertCampaign("twice", 10);
    const { id, call } = await freshMember();
    const answers = await Promise.all(
      [nextPhone(), nextPhone()].map((phone) => call({ method: "POST", url: url(TICKET, "twice"), headers: en, payload: { name: "Twice", phone } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)!.body.message).toBe("You already have a ticket: one ticket per member");
    const [row] = await t.database.db
      .select({ n: count() })
      .from(campaignTickets)
      .where(and(eq(campaignTickets.campaignId, campaignId), eq(campaignTickets.memberId, id)));
    expect(Number(row!.n)).toBe(1);
    expect(await remainingOf("twice")).toBe(9);
  });

  it("gives a closed account's ticket back to the stock and deletes its messages", async () => {
    const campaignId = await insertCampaign("closing", 3);
    const { id, call } = await freshMember();
    await okData(call, { method: "POST", url: url(TICKET, "closing"), payload: { name: "Leaving", phone: nextPhone() } });
    await okData(call, { method: "POST", url: url(CONGRATULATIONS, "closing"), payload: { message: "Goodbye and congratulations" } });
    expect(await remainingOf("closing")).toBe(2);
    await t.database.db.transaction((tx) => eraseCampaignMember(tx as never, { memberId: id, contacts: [] }));
    expect(await remainingOf("closing")).toBe(3);
    expect(await ticketCount(campaignId)).toBe(0);
    const left = await t.database.db.select().from(campaignCongratulations).where(eq(campaignCongratulations.memberId, id));
    expect(left).toEqual([]);
  });

  it("refuses outside the registration window, and anonymous callers", async () => {
    await insertCampaign("later", 5, { ticketsOpenAt: new Date(t.clock.now.getTime() + 86_400_000) });
    const { call } = await freshMember();
    const res = await call({ method: "POST", url: url(TICKET, "later"), headers: en, payload: { name: "Early", phone: nextPhone() } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Ticket registration is not open at this time");
    expect(await remainingOf("later")).toBe(5);
    for (const method of ["GET", "POST"] as const) {
      const anonymous = await t.call({ method, url: url(TICKET), payload: method === "POST" ? { name: "A", phone: nextPhone() } : undefined });
      expect(anonymous.status).toBe(401);
    }
  });

  it("refuses bad input with a 4xx envelope", async () => {
    const { token } = await freshMember();
    await checkParams(t, {
      method: "GET",
      url: TICKET,
      params: { slug: "tdm40" },
      headers: { "api-key": token },
      fields: [{ in: "params", name: "slug", kind: "slug" }],
    });
    await checkParams(t, {
      method: "POST",
      url: TICKET,
      params: { slug: "tdm40" },
      headers: { "api-key": token },
      body: { name: "陳大文", phone: nextPhone() },
      fields: [
        { in: "params", name: "slug", kind: "slug" },
        { in: "body", name: "name", kind: "text" },
        { in: "body", name: "phone", kind: "text" },
        { in: "body", name: "phone", kind: "id" },
        { in: "body", name: "phone", kind: "enum" },
      ],
    });
  });
});
