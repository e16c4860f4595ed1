import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ContactMessageExportRow, FormReceipt, FormsExport } from "@portal/contract/endpoints/forms";
import { contactMessages } from "./tables.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { issueCaptcha } from "../captcha/captcha.ts";
import { identityMessagesSettled } from "../identity/identity-messages.ts";
import { clearLimits } from "../member/member.test-helper.ts";
import { pruneSubmissions } from "./forms-service.ts";

// Issue 21 item 31: the general contact form (feedback to the broadcaster, not a news tip), docs/forms.md.

const TOKEN = "staff-export-token-for-tests-0123";
const CONTACT_URL = "/api/v1.0/cms/contact-message";
const EXPORT_URL = "/api/staff/forms/contact-messages";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ FORMS_EXPORT_TOKEN: TOKEN });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => clearLimits(t));

async function captcha() {
  const counter = 11;
  const { verifyKey } = await issueCaptcha(t.kv, t.clock.now, 20, counter);
  return { verifyKey, verifyCode: String(counter) };
}

let ipCounter = 0;
const nextIp = () => `10.31.0.${++ipCounter}`;

function post(payload: Record<string, unknown>, options: { language?: string; ip?: string } = {}) {
  return t.call({ method: "POST", url: CONTACT_URL, payload, remoteAddress: options.ip ?? nextIp(), headers: { "api-language": options.language ?? "en" } });
}

const base = {
  name: "Maria Conceição",
  email: "Viewer@Example.mo",
  topic: "reception",
  message: "Channel 2 breaks up every evening around 8 p.m. in Taipa.\nThe set was retuned last week.",
};

describe("POST /api/v1.0/cms/contact-message", () => {
  it("stores the message before answering, with a reference, then acknowledges it by e-mail in the sender's language", async () => {
    const res = await post({ ...base, phone: "66123456", ...(await captcha()) }, { language: "pt" });
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const receipt = res.body.data as FormReceipt;
    expect(receipt).toMatchObject({ acknowledgement: "email" });
    expect(receipt.reference).toMatch(/^C-\d{8}-[2-9A-Z]{6}$/);
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.reference, receipt.reference));
    expect(row).toMatchObject({ name: "Maria Conceição", email: "Viewer@Example.mo", phone: "66123456", topic: "reception", locale: "pt", message: base.message });
    await identityMessagesSettled(t.app);
    const mail = await t.lastMessageTo("Viewer@Example.mo");
    expect(mail?.subject).toMatch(/recebemos/);
    expect(mail?.body).toContain(receipt.reference);
    // The acknowledgement never repeats what was sent.
    expect(mail?.body).not.toContain("Taipa");
  });

  it("takes the phone as optional, and stores none when it is left out", async () => {
    const res = await post({ ...base, email: "no-phone@example.mo", phone: "", topic: "website", ...(await captcha()) }, { language: "zh_TW" });
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.reference, (res.body.data as FormReceipt).reference));
    expect(row?.phone).toBeNull();
    await identityMessagesSettled(t.app);
    expect((await t.lastMessageTo("no-phone@example.mo"))?.subject).toMatch(/已收到你的意見/);
  });

  it("names the rule that failed, in the request's language", async () => {
    const noEmail = await post({ ...base, email: "", ...(await captcha()) });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.message).toBe("Required");
    const badEmail = await post({ ...base, email: "not-an-address", ...(await captcha()) });
    expect(badEmail.body.message).toBe("Please enter a valid e-mail address");
    const badPhone = await post({ ...base, phone: "12345678", ...(await captcha()) }, { language: "zh_TW" });
    expect(badPhone.body.message).toMatch(/澳門手機號碼/);
    const blank = await post({ ...base, message: "   ", ...(await captcha()) }, { language: "pt" });
    expect(blank.body.message).toBe("Campo obrigatório");
    const long = await post({ ...base, message: "好".repeat(2001), ...(await captcha()) });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/2000/);
    expect((await post({ ...base, message: "好".repeat(2000), ...(await captcha()) })).body.code).toBe(0);
    const topic = await post({ ...base, topic: "complaints", ...(await captcha()) });
    expect(topic.status).toBe(400);
    for (const change of [{ name: "Maria\u202E Conceição" }, { message: "Channel 2\u200B breaks up" }, { name: "a\nb" }]) {
      const hidden = await post({ ...base, ...change, ...(await captcha()) });
      expect(hidden.status, JSON.stringify(change)).toBe(400);
      expect(hidden.body.message, JSON.stringify(change)).toBe("Cannot contain invisible or formatting characters");
    }
  });

  it("needs a solved captcha, used up by the try, and stores nothing without it", async () => {
    const message = "Refused without a captcha: nothing stored";
    const missing = await post({ ...base, message });
    expect(missing.status).toBe(400);
    const wrong = await post({ ...base, message, verifyKey: (await captcha()).verifyKey, verifyCode: "12" });
    expect(wrong.body.message).toBe("The verification code is wrong or has expired");
    const used = await captcha();
    expect((await post({ ...base, ...used })).body.code).toBe(0);
    expect((await post({ ...base, message, ...used })).body.code).not.toBe(0);
    expect(await t.database.db.select().from(contactMessages).where(eq(contactMessages.message, message))).toEqual([]);
  });

  it("limits submissions per client address (with the other public forms)", async () => {
    const ip = "10.99.31.1";
    for (let i = 0; i < 10; i++) expect((await post({ ...base, ...(await captcha()) }, { ip })).body.code).toBe(0);
    const over = await post({ ...base, ...(await captcha()) }, { ip });
    expect(over.status).toBe(429);
    expect(over.headers["retry-after"]).toBeDefined();
  });

  it("refuses bad input with a 4xx envelope", async () => {
    await checkParams(t, {
      method: "POST",
      url: CONTACT_URL,
      body: { ...base, verifyKey: "k", verifyCode: "1" },
      fields: [
        { in: "body", name: "name", kind: "text" },
        { in: "body", name: "email", kind: "text" },
        { in: "body", name: "phone", kind: "text" },
        { in: "body", name: "topic", kind: "enum" },
        { in: "body", name: "message", kind: "text" },
      ],
      expectOk: false,
    });
  });
});

describe("GET /api/staff/forms/contact-messages", () => {
  const auth = { authorization: `Bearer ${TOKEN}` };

  it("needs the token", async () => {
    expect((await t.call({ method: "GET", url: EXPORT_URL })).status).toBe(401);
    expect((await t.call({ method: "GET", url: EXPORT_URL, headers: { authorization: "Bearer wrong-token-wrong-token" } })).status).toBe(401);
  });

  it("gives CSV that a spreadsheet cannot run, and JSON within a date range", async () => {
    const res = await post({ ...base, name: "=HYPERLINK(\"http://x\")", message: "+1 formula, \"quoted\"", ...(await captcha()) });
    expect(res.body.code).toBe(0);
    const reference = (res.body.data as FormReceipt).reference;
    const csv = await t.app.inject({ method: "GET", url: EXPORT_URL, headers: auth });
    expect(csv.headers["content-type"]).toMatch(/text\/csv/);
    expect(csv.headers["cache-control"]).toBe("no-store");
    expect(csv.body.split("\r\n")[0]).toBe("reference,received_at,language,topic,name,email,phone,message");
    expect(csv.body).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv.body).toContain(`"'+1 formula, ""quoted"""`);
    const json = await t.call({ method: "GET", url: `${EXPORT_URL}?format=json`, headers: auth });
    const rows = (json.body.data as FormsExport<ContactMessageExportRow>).items;
    expect(rows.find((row) => row.reference === reference)).toMatchObject({ topic: "reception", email: "Viewer@Example.mo", language: "en" });
    const future = await t.call({ method: "GET", url: `${EXPORT_URL}?format=json&from=2099-01-01&to=2099-01-02`, headers: auth });
    expect((future.body.data as FormsExport<ContactMessageExportRow>).items).toEqual([]);
  });

  it("refuses bad input with a 4xx envelope", async () => {
    await checkParams(t, {
      method: "GET",
      url: EXPORT_URL,
      headers: auth,
      query: { format: "json" },
      fields: [
        { in: "query", name: "from", kind: "date" },
        { in: "query", name: "to", kind: "date" },
        { in: "query", name: "format", kind: "enum" },
      ],
    });
  });
});

describe("retention", () => {
  it("deletes contact messages a year after they arrive", async () => {
    const res = await post({ ...base, ...(await captcha()) });
    expect(res.body.code).toBe(0);
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.reference, (res.body.data as FormReceipt).reference));
    const soon = await pruneSubmissions(t.database.db, new Date(row!.createdAt.getTime() + 300 * 86_400_000));
    expect(soon.contactMessages).toBe(0);
    const later = await pruneSubmissions(t.database.db, new Date(row!.createdAt.getTime() + 366 * 86_400_000));
    expect(later.contactMessages).toBeGreaterThan(0);
    expect(await t.database.db.select().from(contactMessages)).toEqual([]);
  });
});
