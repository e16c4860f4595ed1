import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { VisitBookingResult, VisitExport, VisitForm, VisitIntroduction, VisitLocation, VisitProgramme } from "@portal/contract/schemas/visit";
import { visitBookings, visitBookingSlots, visitLocations, visitSlots } from "./tables.ts";
import { MACAU_OFFSET_MS } from "../../platform/macau-time.ts";
import { checkParams } from "../../test/check-params.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { identityMessagesSettled } from "../identity/identity-messages.ts";
import { freshIp, solvedCaptcha } from "../identity/flows.test-helper.ts";

const FORM = "/api/v1.0/cms/visit/form";
const EXPORT = "/api/staff/forms/visits";
const TOKEN = "visits-export-token-for-tests-0123456789";
const HOUR = 3_600_000;

let t: TestApp;
let locationId: number;
let otherLocationId: number;

const get = (url: string, language = "zh_TW", headers: Record<string, string> = {}) => t.call({ method: "GET", url, headers: { "api-language": language, ...headers } });
const book = (payload: Record<string, unknown>, language = "en", ip = freshIp()) =>
  t.call({ method: "POST", url: FORM, payload, headers: { "api-language": language }, remoteAddress: ip });

/** A slot made for one test, `days` ahead at `hour` Macao time, at a location, with its capacity. */
async function newSlot(days: number, hour: number, capacity = 40, location = locationId): Promise<number> {
  const today = new Date(t.clock.now.getTime() + MACAU_OFFSET_MS).toISOString().slice(0, 10);
  const startsAt = new Date(Date.parse(`${today}T00:00:00Z`) + days * 24 * HOUR + hour * HOUR - MACAU_OFFSET_MS);
  const [row] = await t.database.db
    .insert(visitSlots)
    .values({ locationId: location, startsAt, endsAt: new Date(startsAt.getTime() + 90 * 60_000), capacity })
    .returning({ id: visitSlots.id });
  return row!.id;
}
const bookedOf = async (slotId: number) => (await t.database.db.select({ booked: visitSlots.booked }).from(visitSlots).where(eq(visitSlots.id, slotId)))[0]!.booked;

let daySeq = 0;
/** A day of its own for each test, within the booking window; test slots avoid the seeded 10:00 and 15:00. */
const nextDay = () => 2 + ++daySeq;

async function bookingBody(slotIds: number[], headcount = 12, extra: Record<string, unknown> = {}) {
  return {
    organisation: "聖若瑟教區中學第五校",
    contactName: "陳大文",
    phone: "66123456",
    email: "teacher@school.example.mo",
    headcount,
    slotIds,
    answers: { groupType: "school", tourLanguage: "cantonese", agreeRules: true, wheelchair: false, notes: "中三學生" },
    ...(await solvedCaptcha(t)),
    ...extra,
  };
}

beforeAll(async () => {
  t = await createTestApp({ FORMS_EXPORT_TOKEN: TOKEN });
  const rows = await t.database.db.select({ id: visitLocations.id, slug: visitLocations.slug }).from(visitLocations);
  locationId = rows.find((r) => r.slug === "headquarters")!.id;
  otherLocationId = rows.find((r) => r.slug === "coloane-centre")!.id;
});
afterAll(() => t.close());

describe("GET /api/v1.0/cms/visit", () => {
  it("gives the programme in the request's language", async () => {
    const en = await get("/api/v1.0/cms/visit", "en");
    expect(en.body.code).toBe(0);
    const programme = en.body.data as VisitProgramme;
    expect(programme.title).toBe("Visit TDM");
    expect(programme.rules.length).toBeGreaterThan(2);
    expect(programme).toMatchObject({ groupMin: 10, groupMax: 20, bookingMax: 40 });
    expect(((await get("/api/v1.0/cms/visit", "pt")).body.data as VisitProgramme).title).toBe("Visite a TDM");
    expect(((await get("/api/v1.0/cms/visit", "zh_CN")).body.data as VisitProgramme).title).toBe("参观澳广视");
  });
  it("answers bad input with a 4xx envelope", async () => {
    await checkParams(t, { method: "GET", url: "/api/v1.0/cms/visit" });
  });
});

describe("GET /api/v1.0/cms/visit/dynamicform", () => {
  it("lists the form's fields in order with labels, rules and their messages in the request's language", async () => {
    const form = (await get("/api/v1.0/cms/visit/dynamicform", "en")).body.data as VisitForm;
    const keys = form.fields.map((f) => f.key);
    expect(keys.slice(0, 7)).toEqual(["organisation", "groupType", "contactName", "phone", "email", "headcount", "slotIds"]);
    const headcount = form.fields.find((f) => f.key === "headcount")!;
    expect(headcount).toMatchObject({ type: "number", rule: "visitHeadcount", required: true, min: 10, max: 40 });
    expect(headcount.messages.visitNeedsLaterSlot).toMatch(/second or a later time slot/);
    expect(form.fields.find((f) => f.key === "groupType")!.options.map((o) => o.label)).toContain("School");
    expect(new Set(form.fields.map((f) => f.type))).toEqual(new Set(["text", "select", "number", "slot", "checkbox"]));
    const zh = (await get("/api/v1.0/cms/visit/dynamicform", "zh_TW")).body.data as VisitForm;
    expect(zh.fields.find((f) => f.key === "phone")!.messages.phone).toMatch(/澳門/);
  });
  it("answers bad input with a 4xx envelope", async () => {
    await checkParams(t, { method: "GET", url: "/api/v1.0/cms/visit/dynamicform" });
  });
});

describe("GET /api/v1.0/cms/visit-location", () => {
  it("lists both locations with their weekday slots at 10:00 and 15:00, none within the lead time", async () => {
    const locations = (await get("/api/v1.0/cms/visit-location", "en")).body.data as VisitLocation[];
    expect(locations.map((l) => l.slug).slice(0, 2)).toEqual(["headquarters", "coloane-centre"]);
    const seeded = locations[1]!.slots;
    expect(seeded.length).toBeGreaterThan(20);
    const cutoff = t.clock.now.getTime() + 24 * HOUR;
    for (const slot of seeded) {
      expect(Date.parse(slot.startsAt)).toBeGreaterThan(cutoff);
      expect(["10:00", "15:00"]).toContain(slot.start);
      expect([1, 2, 3, 4, 5]).toContain(new Date(`${slot.date}T00:00:00Z`).getUTCDay());
      expect(slot.capacity).toBeGreaterThanOrEqual(20);
      expect(slot.capacity).toBeLessThanOrEqual(40);
    }
  });
  it("shows no slot in the past or inside the lead time", async () => {
    const soon = await newSlot(0, 22);
    const ids = ((await get("/api/v1.0/cms/visit-location")).body.data as VisitLocation[]).flatMap((l) => l.slots.map((s) => s.id));
    expect(ids).not.toContain(soon);
  });
  it("answers bad input with a 4xx envelope", async () => {
    await checkParams(t, { method: "GET", url: "/api/v1.0/cms/visit-location" });
  });
});

describe("GET /api/v1.0/cms/visit-location-introduction", () => {
  it("gives what a visitor sees at a location, all categories or one", async () => {
    const all = (await get(`/api/v1.0/cms/visit-location-introduction?visitLocationId=${locationId}`, "en")).body.data as VisitIntroduction[];
    expect(all.length).toBe(3);
    expect(new Set(all.map((i) => i.category.slug))).toEqual(new Set(["newsroom", "studios", "radio"]));
    const studios = all.find((i) => i.category.slug === "studios")!.category.id;
    const one = (await get(`/api/v1.0/cms/visit-location-introduction?visitLocationId=${otherLocationId}&categoryId=${studios}`, "pt")).body.data as VisitIntroduction[];
    expect(one.map((i) => i.title)).toEqual(["Estúdio Um"]);
  });
  it("answers 404 for an unknown location", async () => {
    const res = await get("/api/v1.0/cms/visit-location-introduction?visitLocationId=999999");
    expect(res.status).toBe(404);
    expect(res.body.code).not.toBe(0);
  });
  it("answers bad input with a 4xx envelope", async () => {
    await checkParams(t, {
      method: "GET",
      url: "/api/v1.0/cms/visit-location-introduction",
      query: { visitLocationId: locationId },
      fields: [
        { in: "query", name: "visitLocationId", kind: "id" },
        { in: "query", name: "categoryId", kind: "id" },
      ],
    });
  });
});

describe("POST /api/v1.0/cms/visit/form", () => {
  it("stores the booking, takes its places and sends the acknowledgement in the sender's language", async () => {
    const slot = await newSlot(nextDay(), 11);
    const res = await book(await bookingBody([slot], 14), "en");
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    const result = res.body.data as VisitBookingResult;
    expect(result.reference).toMatch(/^V-\d{8}-[A-Z2-9]{6}$/);
    expect(result.slots).toEqual([expect.objectContaining({ id: slot, start: "11:00", end: "12:30", people: 14 })]);
    expect(res.body.message).toMatch(/booking has been received/);
    const [row] = await t.database.db.select().from(visitBookings).where(eq(visitBookings.reference, result.reference));
    expect(row).toMatchObject({ headcount: 14, organisation: "聖若瑟教區中學第五校", locale: "en", answers: { groupType: "school", agreeRules: true, wheelchair: false, notes: "中三學生" } });
    expect(await bookedOf(slot)).toBe(14);
    await identityMessagesSettled(t.app);
    const mail = await t.lastMessageTo("teacher@school.example.mo");
    expect(mail?.subject).toContain(result.reference);
    expect(mail?.body).toMatch(/Dear 陳大文/);
    expect(mail?.body).toContain("TDM Headquarters");
  });

  it("refuses a group under 10 with code -1 and the §5 message in the request's language", async () => {
    const slot = await newSlot(nextDay(), 11);
    const res = await book(await bookingBody([slot], 9), "zh_TW");
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(-1);
    expect(res.body.message).toContain("參觀人數須為10至20人");
    expect(await bookedOf(slot)).toBe(0);
  });

  it("above 20 needs a second slot: one slot is refused, two share the group", async () => {
    const first = await newSlot(nextDay(), 11);
    const second = await newSlot(2 + daySeq, 16);
    const refused = await book(await bookingBody([first], 25), "en");
    expect(refused.body.code).toBe(-1);
    expect(refused.body.message).toMatch(/more than 20 people must choose the second or a later time slot/);
    const res = await book(await bookingBody([first, second], 25), "en");
    expect(res.body.code).toBe(0);
    expect((res.body.data as VisitBookingResult).slots.map((s) => s.people)).toEqual([13, 12]);
    expect([await bookedOf(first), await bookedOf(second)]).toEqual([13, 12]);
  });

  it("refuses a second slot for 20 or fewer, more than 40, and a second slot apart from the first", async () => {
    const day = nextDay();
    const first = await newSlot(day, 16);
    const earlier = await newSlot(day, 11);
    const nextDaySlot = await newSlot(nextDay(), 16);
    const elsewhere = await newSlot(day, 16, 40, otherLocationId);
    const cases: [number[], number, RegExp][] = [
      [[first, nextDaySlot], 18, /books one time slot only/],
      [[earlier, first], 41, /at most 40 people/],
      [[first, earlier], 30, /same place, on the same day, after the first/],
      [[first, nextDaySlot], 30, /same place, on the same day/],
      [[first, elsewhere], 30, /same place/],
    ];
    for (const [slots, headcount, message] of cases) {
      const res = await book(await bookingBody(slots, headcount), "en");
      expect(res.body.code, `${headcount} in ${slots.join(",")}`).toBe(-1);
      expect(res.body.message).toMatch(message);
    }
    for (const slot of [first, earlier, nextDaySlot, elsewhere]) expect(await bookedOf(slot)).toBe(0);
  });

  it("refuses a full slot with 409, code -1 and the places left", async () => {
    const slot = await newSlot(nextDay(), 11, 20);
    expect((await book(await bookingBody([slot], 12))).body.code).toBe(0);
    const res = await book(await bookingBody([slot], 10), "en");
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(-1);
    expect(res.body.message).toMatch(/8 remaining/);
    expect(await bookedOf(slot)).toBe(12);
  });

  it("a group over two slots takes nothing when the second is full", async () => {
    const first = await newSlot(nextDay(), 11, 40);
    const second = await newSlot(2 + daySeq, 16, 20);
    expect((await book(await bookingBody([second], 15))).body.code).toBe(0);
    const res = await book(await bookingBody([first, second], 30));
    expect(res.status).toBe(409);
    expect([await bookedOf(first), await bookedOf(second)]).toEqual([0, 15]);
  });

  it("refuses slots within the lead time or unknown, with code -1", async () => {
    const soon = await newSlot(0, 23);
    for (const slotIds of [[soon], [999999]]) {
      const res = await book(await bookingBody(slotIds), "en");
      expect(res.status).toBe(409);
      expect(res.body.code).toBe(-1);
      expect(res.body.message).toMatch(/can no longer be booked/);
    }
  });

  it("checks the answers against the form's definition", async () => {
    const slot = await newSlot(nextDay(), 11);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ groupType: "school", tourLanguage: "cantonese" }, /Please fill in “I have read and accept the visit rules”/],
      [{ groupType: "circus", tourLanguage: "cantonese", agreeRules: true }, /“Type of group” is not valid/],
      [{ groupType: "school", tourLanguage: "cantonese", agreeRules: "yes" }, /not valid/],
      [{ groupType: "school", tourLanguage: "cantonese", agreeRules: true, shoeSize: "42" }, /“shoeSize” is not valid/],
      [{ groupType: "school", tourLanguage: "cantonese", agreeRules: true, ageRange: "x".repeat(101) }, /not valid/],
      // Staff read the answers: no bidirectional controls or invisible characters (docs/security.md).
      [{ groupType: "school", tourLanguage: "cantonese", agreeRules: true, notes: "中三\u202E學生" }, /not valid/],
      [{ groupType: "school", tourLanguage: "cantonese", agreeRules: true, notes: "a\u200Bb" }, /not valid/],
    ];
    for (const [answers, message] of cases) {
      const res = await book({ ...(await bookingBody([slot])), answers }, "en");
      expect(res.body.code).toBe(-1);
      expect(res.body.message).toMatch(message);
    }
    expect(await bookedOf(slot)).toBe(0);
  });

  it("refuses a wrong captcha, a bad phone and a bad e-mail with code -1", async () => {
    const slot = await newSlot(nextDay(), 11);
    const wrongCaptcha = await book({ ...(await bookingBody([slot])), verifyCode: "999999" }, "en");
    expect(wrongCaptcha.body.code).toBe(-1);
    const phone = await book(await bookingBody([slot], 12, { phone: "28123456" }), "zh_TW");
    expect(phone.body.code).toBe(-1);
    expect(phone.body.message).toMatch(/澳門手機/);
    const email = await book(await bookingBody([slot], 12, { email: "not-an-address" }), "pt");
    expect(email.body.code).toBe(-1);
    expect(email.body.message).toMatch(/^A marcação não foi enviada/);
    for (const extra of [{ organisation: "聖若瑟\u202E教區中學" }, { contactName: "陳\u2066大文\u2069" }]) {
      const hidden = await book(await bookingBody([slot], 12, extra), "en");
      expect(hidden.body.code, JSON.stringify(extra)).toBe(-1);
      expect(hidden.body.message, JSON.stringify(extra)).toMatch(/Cannot contain invisible or formatting characters/);
    }
    // A note of several lines in Chinese and Portuguese, with emoji, is taken as written.
    const notes = "中三學生\nAlunos do 9.º ano 🎒";
    const made = await book({ ...(await bookingBody([slot])), answers: { groupType: "school", tourLanguage: "cantonese", agreeRules: true, notes } }, "en");
    expect(made.body.code).toBe(0);
    expect(await bookedOf(slot)).toBe(12);
  });

  it("never takes more visitors than a slot's capacity under 30 parallel bookings", async () => {
    const slot = await newSlot(nextDay(), 11, 40);
    const bodies = await Promise.all(Array.from({ length: 30 }, () => bookingBody([slot], 10)));
    const answers = await Promise.all(bodies.map((body) => book(body)));
    const accepted = answers.filter((a) => a.body.code === 0);
    expect(accepted.length).toBe(4);
    for (const refused of answers.filter((a) => a.body.code !== 0)) {
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe(-1);
    }
    expect(await bookedOf(slot)).toBe(40);
    const parts = await t.database.db.select().from(visitBookingSlots).where(eq(visitBookingSlots.slotId, slot));
    expect(parts.reduce((sum, p) => sum + p.people, 0)).toBe(40);
  });

  it("limits bookings per address", async () => {
    const ip = freshIp();
    const slot = await newSlot(nextDay(), 11, 400);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await book(await bookingBody([slot], 10), "en", ip)).status);
    expect(codes.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it("answers bad input with a 4xx envelope", async () => {
    const slot = await newSlot(nextDay(), 16);
    await checkParams(t, {
      method: "POST",
      url: FORM,
      body: await bookingBody([slot]),
      fields: [
        { in: "body", name: "organisation", kind: "text" },
        { in: "body", name: "contactName", kind: "text" },
        { in: "body", name: "phone", kind: "text" },
        { in: "body", name: "email", kind: "text" },
        { in: "body", name: "headcount", kind: "id" },
        { in: "body", name: "slotIds", kind: "enum" },
        { in: "body", name: "answers", kind: "enum" },
        { in: "body", name: "verifyKey", kind: "text" },
      ],
    });
  });
});

describe("GET /api/staff/forms/visits", () => {
  const auth = { authorization: `Bearer ${TOKEN}` };
  it("refuses without the token or with another", async () => {
    expect((await get(EXPORT)).status).toBe(401);
    expect((await get(EXPORT, "en", { authorization: "Bearer not-the-token-at-all-000" })).status).toBe(401);
  });
  it("exports the bookings as JSON and as spreadsheet-safe CSV", async () => {
    const slot = await newSlot(nextDay(), 11);
    const made = (await book(await bookingBody([slot], 11, { organisation: "=HYPERLINK(\"x\")" }))).body.data as VisitBookingResult;
    const json = await get(EXPORT, "en", auth);
    expect(json.body.code).toBe(0);
    const row = (json.body.data as VisitExport).items.find((r) => r.reference === made.reference);
    expect(row).toMatchObject({ headcount: 11, phone: "66123456", location: "澳廣視總部大樓", slots: [{ people: 11 }] });
    const csv = await t.app.inject({ method: "GET", url: `${EXPORT}?format=csv`, headers: auth });
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.body.split("\r\n")[0]).toBe("reference,submitted_at,language,location,slots,headcount,organisation,contact_name,phone,email,answers");
    const line = csv.body.split("\r\n").find((l) => l.startsWith(made.reference))!;
    expect(line).toContain(`"'=HYPERLINK(""x"")"`);
    const old = await get(`${EXPORT}?from=2020-01-01&to=2020-01-31`, "en", auth);
    expect((old.body.data as VisitExport).items).toEqual([]);
  });
  it("answers bad input with a 4xx envelope", async () => {
    await checkParams(t, {
      method: "GET",
      url: EXPORT,
      headers: { authorization: `Bearer ${TOKEN}` },
      fields: [
        { in: "query", name: "from", kind: "date" },
        { in: "query", name: "to", kind: "date" },
        { in: "query", name: "format", kind: "enum" },
      ],
    });
  });
});
