import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SupplierInfo, SupplierTokenResult } from "@portal/contract/schemas/supplier";
import type { UploadResult } from "@portal/contract/schemas/upload";
import { suppliers } from "./tables.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { freshIp, login as memberLogin, messageTo, solvedCaptcha } from "../identity/flows.test-helper.ts";
import { clearLimits } from "../member/member.test-helper.ts";
import {
  bindTicket,
  DEMO_SUPPLIER,
  freshMobile,
  pdfDocument,
  pngBomb,
  pngImage,
  sendSupplierCode,
  supplierPost,
  uploadDocument,
} from "./supplier.test-helper.ts";
import { platformReplies, replyText } from "../../platform/replies.ts";

const SEND_CODE = "/api/v1.0/supplier/SendVerifyCode";
const BIND = "/api/v1.0/supplier/bind";
const UPLOAD = "/api/v1.0/supplier/upload";
const REGISTER = "/api/v1.0/supplier/register";
const LOGIN = "/api/v1.0/supplier/login";
const LOGOUT = "/api/v1.0/supplier/logout";
const INFO = "/api/v1.0/supplier/info";
const UPDATE = "/api/v1.0/supplier/update";
const CHANGE = "/api/v1.0/supplier/:uuid/change";
const PASSWORD = "/api/v1.0/supplier/password";
const RESET = "/api/v1.0/supplier/password/reset";
const MB = 1024 * 1024;
const REVIEW_QUEUE = "/api/staff/suppliers";
const REVIEW = "/api/staff/suppliers/:uuid/status";
const STAFF = "staff-review-token-0123456789";

let t: TestApp;
let uploadDir: string;
beforeAll(async () => {
  uploadDir = mkdtempSync(join(tmpdir(), "portal-supplier-test-"));
  t = await createTestApp({ UPLOAD_DIR: uploadDir, PUBLIC_URL: "https://portal.example.mo", MODERATION_TOKEN: STAFF });
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});
beforeEach(() => clearLimits(t));

async function supplierLogin(username: string, password: string) {
  const res = await supplierPost(t, "login", { username, password });
  return { ...res, token: (res.body.data as SupplierTokenResult | null)?.token ?? null };
}
const demoToken = async () => (await supplierLogin(DEMO_SUPPLIER.username, DEMO_SUPPLIER.password)).token!;
const get = (url: string, token?: string) => t.call({ method: "GET", url, headers: { ...(token ? { "api-key": token } : {}), "api-language": "en" } });

/** A bind ticket with its three documents uploaded, and a complete form referring to them. */
async function readyForm(overrides: Record<string, unknown> = {}) {
  const { mobile, bindToken } = await bindTicket(t);
  const path = async (kind: string, file: Buffer) => {
    const res = await uploadDocument(t, bindToken, kind, file);
    expect(res.body, `upload ${kind}`).toMatchObject({ code: 0 });
    return (res.body.data as UploadResult).path;
  };
  const n = Math.floor(Math.random() * 1e6);
  const form = {
    companyNameZh: "海角視聽製作有限公司",
    companyNameEn: "Cape Audio Visual Limited",
    businessRegistrationNo: `SO-${n}`,
    contactPerson: "Lei Ka Wai",
    email: `office${n}@cape.example.mo`,
    address: "澳門新口岸友誼大馬路 1023 號",
    username: `cape${n}`,
    password: "Cape-2026!",
    repeatPassword: "Cape-2026!",
    businessRegistration: [await path("businessRegistration", pdfDocument())],
    logo: [await path("logo", await pngImage())],
    license: [await path("license", await pngImage(300, 400))],
    ...overrides,
  };
  return { mobile, bindToken, form };
}

describe("supplier registration: bind → upload → register", () => {
  it("registers a supplier, pending, signed in, with a confirmation in the outbox", async () => {
    const { mobile, bindToken, form } = await readyForm();
    const res = await supplierPost(t, "register", form, { token: bindToken });
    expect(res.body).toMatchObject({ code: 0 });
    const token = (res.body.data as SupplierTokenResult).token;
    expect(token).toMatch(/^sup_[\w-]{43}$/);
    const info = await get(INFO, token);
    expect(info.body.data).toMatchObject({ status: "pending", mobile, companyNameEn: "Cape Audio Visual Limited", statusReason: null });
    expect((info.body.data as SupplierInfo).files.map((f) => f.kind)).toEqual(["businessRegistration", "logo", "license"]);
    const [row] = await t.database.db.select().from(suppliers).where(eq(suppliers.mobile, mobile));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await messageTo(t, mobile))?.body).toContain("Cape Audio Visual Limited");
    // The ticket is used up; the same account name or mobile cannot register twice.
    expect((await supplierPost(t, "register", form, { token: bindToken })).status).toBe(401);
    expect((await supplierLogin(form.username, form.password)).token).toMatch(/^sup_/);
    expect((await supplierLogin(mobile, form.password)).token).toMatch(/^sup_/);
    expect((await supplierLogin(form.email.toUpperCase(), form.password)).token).toMatch(/^sup_/);
  });

  it("refuses the §5 rules: Chinese and English names, passwords, address, uploads required", async () => {
    const { bindToken, form } = await readyForm();
    const refused = async (patch: Record<string, unknown>, message: RegExp) => {
      const res = await supplierPost(t, "register", { ...form, ...patch }, { token: bindToken });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.code).not.toBe(0);
      expect(res.body.message).toMatch(message);
    };
    await refused({ companyNameZh: "Cape Ltd" }, /Chinese/i);
    await refused({ companyNameEn: "海角" }, /English/i);
    await refused({ repeatPassword: "Other-2026!" }, /inconsistent/i);
    await refused({ password: "short", repeatPassword: "short" }, /8/);
    await refused({ address: "澳門" }, /5/);
    await refused({ logo: [] }, /Must upload/);
    await refused({ license: [] }, /Must upload/);
    await refused({ username: "cape audio" }, /Cannot contain spaces/);
    const zh = await supplierPost(t, "register", { ...form, logo: [] }, { token: bindToken, language: "zh_TW" });
    expect(zh.body.message).toMatch(/必須上傳/);
  });

  it("takes only the ticket's own uploads, each as the kind it was uploaded as", async () => {
    const { bindToken, form } = await readyForm();
    const other = await readyForm();
    const swapped = await supplierPost(t, "register", { ...form, logo: form.license }, { token: bindToken });
    expect(swapped.status).toBe(400);
    const stolen = await supplierPost(t, "register", { ...form, logo: other.form.logo }, { token: bindToken });
    expect(stolen.status).toBe(400);
    const made = await supplierPost(t, "register", { ...form, logo: ["/uploads/u/2026/01/abcdef.webp"] }, { token: bindToken });
    expect(made.status).toBe(400);
  });

  it("needs the ticket: no token, a member token or a supplier session cannot register or upload", async () => {
    const { form } = await readyForm();
    const member = (await memberLogin(t, "demo", "Demo-2026!")).result!.token;
    for (const token of [undefined, member, await demoToken(), "supb_" + "x".repeat(43)]) {
      expect((await supplierPost(t, "register", form, { token })).status).toBe(401);
      expect((await uploadDocument(t, token ?? null, "logo", await pngImage())).status).toBe(401);
    }
  });

  it("binds only with the ticket and code of that mobile; a taken mobile gets a notice, never a code", async () => {
    const mobile = freshMobile();
    const proof = await sendSupplierCode(t, mobile, "bind");
    expect((await supplierPost(t, "bind", { mobile: freshMobile(), ...proof })).body.code).not.toBe(0);
    const wrong = await supplierPost(t, "bind", { mobile, verifyKey: proof.verifyKey, verifyCode: proof.verifyCode === "000000" ? "111111" : "000000" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/code/i);
    expect((await supplierPost(t, "bind", { mobile, ...proof })).body.code).toBe(0);
    expect((await supplierPost(t, "bind", { mobile, ...proof })).status, "single use").toBe(400);

    const taken = await supplierPost(t, "SendVerifyCode", { mobile: DEMO_SUPPLIER.mobile, purpose: "bind", ...(await solvedCaptcha(t)) });
    expect(taken.body.code).toBe(0);
    const notice = await messageTo(t, DEMO_SUPPLIER.mobile);
    expect(notice?.body).toMatch(/already belongs/);
    expect(notice?.body).not.toMatch(/\d{6}/);
  });

  it("voids a code after five wrong guesses and limits sends per mobile (identity's code rules)", async () => {
    const mobile = freshMobile();
    const proof = await sendSupplierCode(t, mobile, "bind");
    const wrongCode = proof.verifyCode === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) expect((await supplierPost(t, "bind", { mobile, verifyKey: proof.verifyKey, verifyCode: wrongCode })).status).toBe(400);
    expect((await supplierPost(t, "bind", { mobile, ...proof })).status, "the right code after five wrong ones").toBe(400);
    for (let i = 0; i < 4; i++) await sendSupplierCode(t, mobile, "bind");
    const sixth = await supplierPost(t, "SendVerifyCode", { mobile, purpose: "bind", ...(await solvedCaptcha(t)) });
    expect(sixth.status).toBe(429);
  });

  it("refuses SendVerifyCode without a right captcha", async () => {
    const res = await supplierPost(t, "SendVerifyCode", { mobile: freshMobile(), purpose: "bind", verifyKey: "nope", verifyCode: "1" });
    expect(res.status).toBe(400);
    expect(res.body.code).not.toBe(0);
  });
});

describe("the upload attack set on the supplier documents answers 4xx, never 5xx", () => {
  let bindToken: string;
  beforeAll(async () => ({ bindToken } = await bindTicket(t)));
  const attack = async (kind: string, file: Buffer, options: { filename?: string; type?: string } = {}) => {
    const res = await uploadDocument(t, bindToken, kind, file, options);
    expect(res.status, `${kind} ${options.filename ?? ""}`).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.code).not.toBe(0);
    return res;
  };

  it("size limit + 1 byte", async () => {
    const big = Buffer.concat([Buffer.from("%PDF-1.7\n", "latin1"), Buffer.alloc(5 * MB + 1 - 9, 32)]);
    expect((await attack("license", big)).status).toBe(413);
    const image = Buffer.concat([await pngImage(), Buffer.alloc(5 * MB, 0)]);
    expect((await attack("logo", image)).body.message).toBe("The file must be smaller than 5MB");
  });
  it("wrong magic bytes, a double extension, an SVG with a script", async () => {
    await attack("logo", Buffer.from("MZ\x90\x00 this is an executable", "latin1"), { filename: "logo.png" });
    await attack("businessRegistration", Buffer.from("<?php system($_GET['c']); ?>"), { filename: "br.pdf.php", type: "application/pdf" });
    await attack("license", Buffer.from("#!/bin/sh\nrm -rf /\n"), { filename: "licence.jpg.sh" });
    await attack("logo", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), { filename: "logo.svg", type: "image/svg+xml" });
    await attack("logo", pdfDocument(), { filename: "logo.pdf" });
    await attack("logo", Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "latin1"), Buffer.alloc(2000, 7)]));
  });
  it("a 300-character name or a NUL in the name is refused, as common/upload refuses it (one reader for every upload)", async () => {
    for (const filename of [`${"a".repeat(300)}.png`, "logo\u0000.php.png"]) {
      const res = await uploadDocument(t, bindToken, "logo", await pngImage(), { filename });
      expect(res.status, filename).toBe(400);
      expect(res.body, filename).toMatchObject({ code: 400, message: replyText(platformReplies.invalidField, "en", { field: "file" }) });
    }
    expect((await uploadDocument(t, bindToken, "logo", await pngImage(), { filename: "標誌 logo.png" })).body.code, "an ordinary name").toBe(0);
  });
  it("a decompression-bomb PNG", async () => {
    const res = await attack("logo", pngBomb());
    expect(res.status).toBe(400);
  });
  it("no file, or a part under another name", async () => {
    const res = await t.call({ method: "POST", url: `${UPLOAD}?kind=logo`, headers: { "api-key": bindToken, "content-type": "application/json" }, payload: {} });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

describe("supplier sign-in, account and token separation", () => {
  it("signs the demo supplier in by name, e-mail or mobile; wrong credentials answer code -1", async () => {
    expect((await supplierLogin("SUPPLIER-DEMO", DEMO_SUPPLIER.password)).token).toMatch(/^sup_/);
    expect((await supplierLogin(DEMO_SUPPLIER.email, DEMO_SUPPLIER.password)).token).toMatch(/^sup_/);
    const wrong = await supplierLogin(DEMO_SUPPLIER.username, "Wrong-2026!");
    expect(wrong.status).toBe(200);
    expect(wrong.body.code).toBe(-1);
    const unknown = await supplierLogin("nobody-here", "Wrong-2026!");
    expect(unknown.body).toMatchObject({ code: -1, message: wrong.body.message });
    const info = await get(INFO, await demoToken());
    expect(info.body.data).toMatchObject({ status: "approved", username: "supplier-demo" });
  });

  it("asks for a captcha after five failures at a name, as for members; the usual address and a solved captcha still sign in", async () => {
    const usual = freshIp();
    const fromUsual = () => supplierPost(t, "login", { username: "lotus-stage", password: DEMO_SUPPLIER.password }, { ip: usual });
    expect((await fromUsual()).body.code).toBe(0);
    const fail = async (name: string) => {
      for (let i = 0; i < 5; i++) expect((await supplierLogin(name, "Wrong-2026!")).body.code).toBe(-1);
    };
    await fail("lotus-stage");
    const asked = await supplierLogin("lotus-stage", DEMO_SUPPLIER.password);
    expect(asked.status).toBe(429);
    expect(asked.body).toEqual({ code: -2, message: "Too many failed logins for this account: a robot check is needed to log in", data: null });
    await fail("nobody-supplies-this");
    expect((await supplierLogin("nobody-supplies-this", DEMO_SUPPLIER.password)).body).toEqual(asked.body);

    expect((await fromUsual()).body.code).toBe(0);
    await fail("lotus-stage");
    const withCaptcha = await supplierPost(t, "login", { username: "lotus-stage", password: DEMO_SUPPLIER.password, ...(await solvedCaptcha(t)) });
    expect(withCaptcha.body.code).toBe(0);
  });

  it("never opens a supplier call with a member token, nor a member call with a supplier token", async () => {
    const member = (await memberLogin(t, "demo", "Demo-2026!")).result!.token;
    const supplier = await demoToken();
    expect((await get(INFO, member)).status).toBe(401);
    expect((await supplierPost(t, "update", { companyNameZh: "測試" }, { token: member })).status).toBeGreaterThanOrEqual(400);
    expect((await get("/api/v1.0/member/info", supplier)).status).toBe(401);
    expect((await get("/api/v1.0/member/info", member)).status).toBe(200);
    expect((await t.call({ method: "POST", url: "/api/v1.0/identity/logout", headers: { "api-key": supplier } })).status).toBe(401);
    expect((await get(INFO, supplier)).status).toBe(200);
    // A member token with the supplier prefix pasted on is still not a supplier token.
    expect((await get(INFO, `sup_${member}`)).status).toBe(401);
  });

  it("updates the company details, e-mail unique among suppliers", async () => {
    const token = await demoToken();
    const details = {
      companyNameZh: "港燈影音製作有限公司",
      companyNameEn: "Harbour Light Productions Limited",
      contactPerson: "陳嘉欣",
      email: DEMO_SUPPLIER.email,
      address: "澳門宋玉生廣場 258 號 12 樓",
    };
    const res = await supplierPost(t, "update", details, { token });
    expect(res.body.data).toMatchObject({ companyNameEn: "Harbour Light Productions Limited", address: details.address });
    const taken = await supplierPost(t, "update", { ...details, email: "OFFICE@lotusstage.example.mo" }, { token });
    expect(taken.status).toBe(400);
    expect(taken.body.message).toMatch(/already registered/);
    // Staff read these fields: no bidirectional controls or invisible characters (docs/security.md).
    for (const [field, value] of [["companyNameZh", "港燈\u202E影音製作"], ["contactPerson", "陳\u200B嘉欣"], ["address", "澳門宋玉生廣場\u2066258 號\u2069"]] as const) {
      const res = await supplierPost(t, "update", { ...details, [field]: value }, { token });
      expect(res.status, field).toBe(400);
      expect(res.body.message, field).toBe("Cannot contain invisible or formatting characters");
    }
  });

  it("changes the mobile with a code sent to the new number; the old number is told", async () => {
    const { form, bindToken, mobile } = await readyForm();
    const token = ((await supplierPost(t, "register", form, { token: bindToken })).body.data as SupplierTokenResult).token;
    const { uuid } = (await get(INFO, token)).body.data as SupplierInfo;
    const newMobile = freshMobile();
    expect((await supplierPost(t, "SendVerifyCode", { mobile: newMobile, purpose: "change", ...(await solvedCaptcha(t)) })).status, "change needs a session").toBe(401);
    const proof = await sendSupplierCode(t, newMobile, "change", token);
    const demoUuid = ((await get(INFO, await demoToken())).body.data as SupplierInfo).uuid;
    expect((await supplierPost(t, `${demoUuid}/change`, { mobile: newMobile, ...proof }, { token })).status, "another supplier's uuid").toBe(403);
    const res = await supplierPost(t, `${uuid}/change`, { mobile: newMobile, ...proof }, { token });
    expect(res.body.data).toMatchObject({ mobile: newMobile });
    expect((await messageTo(t, mobile))?.body).toMatch(/has just been changed/);
    const [row] = await t.database.db.select().from(suppliers).where(eq(suppliers.uuid, uuid));
    expect(row!.mobile).toBe(newMobile);
    expect((await supplierPost(t, `${uuid}/change`, { mobile: newMobile, ...proof }, { token })).status, "single use").toBe(400);
  });

  it("signs out: the token stops working", async () => {
    const token = await demoToken();
    expect((await supplierPost(t, "logout", {}, { token })).body.code).toBe(0);
    expect((await get(INFO, token)).status).toBe(401);
  });
});

describe("supplier passwords: change and reset (docs/suppliers.md)", () => {
  /** A new supplier, registered and signed in, with a second session elsewhere. */
  async function registered() {
    const { form, bindToken, mobile } = await readyForm();
    const token = ((await supplierPost(t, "register", form, { token: bindToken })).body.data as SupplierTokenResult).token;
    const elsewhere = (await supplierLogin(form.username, form.password)).token!;
    return { token, elsewhere, mobile, username: form.username, password: form.password };
  }

  it("changes the password with the current one; other sessions end, this one stays; the mobile is told", async () => {
    const s = await registered();
    const wrong = await supplierPost(t, "password", { oldPassword: "Wrong-2026!", password: "Newer-2026!", repeatPassword: "Newer-2026!" }, { token: s.token });
    expect(wrong.body.code).not.toBe(0);
    expect(wrong.body.message).toMatch(/password/i);
    const mismatch = await supplierPost(t, "password", { oldPassword: s.password, password: "Newer-2026!", repeatPassword: "Other-2026!" }, { token: s.token });
    expect(mismatch.status).toBe(400);
    const res = await supplierPost(t, "password", { oldPassword: s.password, password: "Newer-2026!", repeatPassword: "Newer-2026!" }, { token: s.token });
    expect(res.body).toMatchObject({ code: 0 });
    expect((await get(INFO, s.token)).status, "this session stays").toBe(200);
    expect((await get(INFO, s.elsewhere)).status, "the other ends").toBe(401);
    expect((await messageTo(t, s.mobile))?.body).toMatch(/password of your supplier account has just been changed/);
    expect((await supplierLogin(s.username, s.password)).body.code).toBe(-1);
    expect((await supplierLogin(s.username, "Newer-2026!")).token).toMatch(/^sup_/);
  });

  it("needs a supplier session, never a member's, and counts wrong current passwords per supplier", async () => {
    const body = { oldPassword: "Wrong-2026!", password: "Newer-2026!", repeatPassword: "Newer-2026!" };
    expect((await supplierPost(t, "password", body)).status).toBe(401);
    const member = (await memberLogin(t, "demo", "Demo-2026!")).result!.token;
    expect((await supplierPost(t, "password", body, { token: member })).status).toBe(401);
    const s = await registered();
    for (let i = 0; i < 5; i++) expect((await supplierPost(t, "password", body, { token: s.token })).body.code).not.toBe(0);
    expect((await supplierPost(t, "password", { ...body, oldPassword: s.password }, { token: s.token })).status, "even the right one, for a while").toBe(429);
  });

  it("resets a forgotten password with a code sent to the account's mobile; every session ends", async () => {
    const s = await registered();
    const proof = await sendSupplierCode(t, s.mobile, "reset");
    expect((await messageTo(t, s.mobile))?.body).toMatch(/reset your password/);
    const wrongCode = await supplierPost(t, "password/reset", { mobile: s.mobile, verifyKey: proof.verifyKey, verifyCode: proof.verifyCode === "000000" ? "111111" : "000000", password: "Reset-2026!", repeatPassword: "Reset-2026!" });
    expect(wrongCode.status).toBe(400);
    const res = await supplierPost(t, "password/reset", { mobile: s.mobile, ...proof, password: "Reset-2026!", repeatPassword: "Reset-2026!" });
    expect(res.body).toMatchObject({ code: 0 });
    expect((await get(INFO, s.token)).status).toBe(401);
    expect((await get(INFO, s.elsewhere)).status).toBe(401);
    expect((await messageTo(t, s.mobile))?.body).toMatch(/has just been changed/);
    expect((await supplierLogin(s.mobile, "Reset-2026!")).token).toMatch(/^sup_/);
    const again = await supplierPost(t, "password/reset", { mobile: s.mobile, ...proof, password: "Again-2026!", repeatPassword: "Again-2026!" });
    expect(again.status, "the code is single use").toBe(400);
  });

  it("sends no code to a number that is no supplier's, with the same answer; its reset fails like a wrong code", async () => {
    const stranger = freshMobile();
    const sent = await supplierPost(t, "SendVerifyCode", { mobile: stranger, purpose: "reset", ...(await solvedCaptcha(t)) });
    expect(sent.body).toMatchObject({ code: 0, data: { expiresInSeconds: 600 } });
    expect(await messageTo(t, stranger)).toBeNull();
    const { verifyKey } = sent.body.data as { verifyKey: string };
    const res = await supplierPost(t, "password/reset", { mobile: stranger, verifyKey, verifyCode: "123456", password: "Reset-2026!", repeatPassword: "Reset-2026!" });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/code/i);
  });
});

describe("bad input answers 4xx on every supplier call", () => {
  it("SendVerifyCode", async () => {
    await checkParams(t, {
      method: "POST",
      url: SEND_CODE,
      body: { mobile: freshMobile(), purpose: "bind", ...(await solvedCaptcha(t)) },
      fields: [
        { in: "body", name: "mobile", kind: "text" },
        { in: "body", name: "purpose", kind: "enum" },
        { in: "body", name: "verifyKey", kind: "text" },
      ],
    });
  });
  it("bind", async () => {
    await checkParams(t, {
      method: "POST",
      url: BIND,
      body: { mobile: "66880009", verifyKey: "k".repeat(32), verifyCode: "123456" },
      fields: [
        { in: "body", name: "mobile", kind: "text" },
        { in: "body", name: "verifyKey", kind: "slug" },
        { in: "body", name: "verifyCode", kind: "text" },
      ],
      expectOk: false,
    });
  });
  it("upload", async () => {
    const { bindToken } = await bindTicket(t);
    await checkParams(t, {
      method: "POST",
      url: UPLOAD,
      query: { kind: "logo" },
      headers: { "api-key": bindToken },
      fields: [{ in: "query", name: "kind", kind: "enum" }],
      expectOk: false,
    });
  });
  it("register", async () => {
    const { bindToken, form } = await readyForm();
    await checkParams(t, {
      method: "POST",
      url: REGISTER,
      body: form,
      headers: { "api-key": bindToken },
      fields: [
        { in: "body", name: "companyNameZh", kind: "text" },
        { in: "body", name: "companyNameEn", kind: "text" },
        { in: "body", name: "username", kind: "slug" },
        { in: "body", name: "email", kind: "text" },
        { in: "body", name: "address", kind: "text" },
        { in: "body", name: "logo", kind: "slug" },
      ],
    });
  });
  it("login", async () => {
    await checkParams(t, {
      method: "POST",
      url: LOGIN,
      body: { username: DEMO_SUPPLIER.username, password: DEMO_SUPPLIER.password },
      fields: [
        { in: "body", name: "username", kind: "text" },
        { in: "body", name: "password", kind: "text" },
        { in: "body", name: "verifyKey", kind: "text" },
        { in: "body", name: "verifyCode", kind: "text" },
      ],
    });
  });
  it("logout, info", async () => {
    await checkParams(t, { method: "POST", url: LOGOUT, headers: { "api-key": "sup_nonsense" }, expectOk: false });
    await checkParams(t, { method: "GET", url: INFO, headers: { "api-key": await demoToken() } });
  });
  it("update", async () => {
    await checkParams(t, {
      method: "POST",
      url: UPDATE,
      headers: { "api-key": await demoToken() },
      body: { companyNameZh: "港燈影音", companyNameEn: "Harbour Light", contactPerson: "Chan", email: DEMO_SUPPLIER.email, address: "澳門宋玉生廣場 258 號" },
      fields: [
        { in: "body", name: "companyNameZh", kind: "text" },
        { in: "body", name: "companyNameEn", kind: "enum" },
        { in: "body", name: "email", kind: "text" },
        { in: "body", name: "address", kind: "text" },
      ],
    });
  });
  it("{uuid}/change", async () => {
    await checkParams(t, {
      method: "POST",
      url: CHANGE,
      params: { uuid: "00000000-0000-4000-8000-000000000000" },
      headers: { "api-key": await demoToken() },
      body: { mobile: freshMobile(), verifyKey: "k".repeat(32), verifyCode: "123456" },
      fields: [
        { in: "params", name: "uuid", kind: "slug" },
        { in: "body", name: "mobile", kind: "text" },
        { in: "body", name: "verifyCode", kind: "enum" },
      ],
      expectOk: false,
    });
  });
  it("password", async () => {
    await checkParams(t, {
      method: "POST",
      url: PASSWORD,
      headers: { "api-key": await demoToken() },
      body: { oldPassword: "Wrong-2026!", password: "Newer-2026!", repeatPassword: "Newer-2026!" },
      fields: [
        { in: "body", name: "oldPassword", kind: "text" },
        { in: "body", name: "password", kind: "text" },
      ],
      expectOk: false,
    });
  });
  it("password/reset", async () => {
    await checkParams(t, {
      method: "POST",
      url: RESET,
      body: { mobile: freshMobile(), verifyKey: "k".repeat(32), verifyCode: "123456", password: "Reset-2026!", repeatPassword: "Reset-2026!" },
      fields: [
        { in: "body", name: "mobile", kind: "text" },
        { in: "body", name: "verifyCode", kind: "enum" },
        { in: "body", name: "password", kind: "text" },
      ],
      expectOk: false,
    });
  });
  it("answers in the request's language", async () => {
    const res = await supplierPost(t, "login", { username: "", password: "x" }, { language: "zh_TW", ip: freshIp() });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/[\u4e00-\u9fff]/);
  });
  it("checks the token before the input: a caller without one gets 401 for a bad body, query or path, not 400", async () => {
    const calls: [string, string, string | null][] = [
      ["POST", REGISTER, '{"username": 12'],
      ["POST", REGISTER, "{}"],
      ["POST", `${UPLOAD}?kind=nonsense`, null],
      ["POST", UPDATE, '{"email": ["x"]}'],
      ["POST", CHANGE.replace(":uuid", "not-a-uuid"), "{}"],
      ["POST", PASSWORD, '{"password": {}}'],
      ["POST", LOGOUT, "[1,"],
      ["GET", `${REVIEW_QUEUE}?status=nonsense&pageSize=-1`, null],
      ["POST", REVIEW.replace(":uuid", "not-a-uuid"), '{"status": 7}'],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.call({
        method: method as "GET" | "POST",
        url,
        remoteAddress: freshIp(),
        headers: { "api-language": "en", ...(payload === null ? {} : { "content-type": "application/json" }) },
        ...(payload === null ? {} : { payload }),
      });
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body.code, `${method} ${url}`).toBe(401);
    }
  });
});

describe("staff review of registrations", () => {
  const staff = { authorization: `Bearer ${STAFF}` };
  const queue = async (status = "pending") =>
    (await t.call({ method: "GET", url: `${REVIEW_QUEUE}?status=${status}&pageSize=100`, headers: staff })).body.data as { items: SupplierInfo[]; total: number };
  const review = (uuid: string, body: Record<string, unknown>, headers: Record<string, string> = staff) =>
    t.call({ method: "POST", url: REVIEW.replace(":uuid", uuid), headers: { "api-language": "en", ...headers }, payload: body });

  it("opens only with the staff token, never with a supplier's or a member's", async () => {
    const supplier = await demoToken();
    for (const headers of [{}, { authorization: "Bearer wrong-token-0123456789" }, { "api-key": supplier }, { authorization: `Bearer ${supplier}` }] as Record<string, string>[]) {
      const res = await t.call({ method: "GET", url: REVIEW_QUEUE, headers });
      expect(res.status).toBe(401);
      expect(res.body.code).not.toBe(0);
    }
  });

  it("lists pending registrations; a rejection needs a reason and reaches the supplier; an approval opens the account", async () => {
    const pending = await queue();
    const lotus = pending.items.find((item) => item.username === "lotus-stage")!;
    expect(lotus.status).toBe("pending");
    expect(pending.items.every((item) => item.status === "pending")).toBe(true);

    const noReason = await review(lotus.uuid, { status: "rejected" });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toMatch(/Required/);

    const rejected = await review(lotus.uuid, { status: "rejected", reason: "the licence has expired" });
    expect(rejected.body.data).toMatchObject({ status: "rejected", statusReason: "the licence has expired" });
    expect((rejected.body.data as SupplierInfo).reviewedAt).not.toBeNull();
    expect((await messageTo(t, lotus.mobile))?.body).toContain("the licence has expired");
    expect((await queue("rejected")).items.map((item) => item.uuid)).toContain(lotus.uuid);

    const approved = await review(lotus.uuid, { status: "approved", reason: "ignored when approving" });
    expect(approved.body.data).toMatchObject({ status: "approved", statusReason: null });
    expect((await messageTo(t, lotus.mobile))?.body).toMatch(/approved/);
    const token = (await supplierLogin("lotus-stage", DEMO_SUPPLIER.password)).token!;
    expect((await get(INFO, token)).body.data).toMatchObject({ status: "approved" });
    expect((await queue()).items.map((item) => item.uuid)).not.toContain(lotus.uuid);
  });

  it("answers 404 for an unknown supplier and refuses bad parameters", async () => {
    expect((await review("00000000-0000-4000-8000-000000000000", { status: "approved" })).status).toBe(404);
    await checkParams(t, {
      method: "GET",
      url: REVIEW_QUEUE,
      headers: staff,
      query: { page: 1, pageSize: 5, status: "pending" },
      fields: [
        { in: "query", name: "page", kind: "page" },
        { in: "query", name: "pageSize", kind: "pageSize" },
        { in: "query", name: "status", kind: "enum" },
      ],
    });
    const uuid = (await queue("approved")).items[0]!.uuid;
    await checkParams(t, {
      method: "POST",
      url: REVIEW,
      params: { uuid },
      headers: staff,
      body: { status: "approved" },
      fields: [{ in: "body", name: "status", kind: "enum" }],
    });
  });
});
