import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { MemberInfo } from "@portal/contract/schemas/member";
import { members } from "../identity/tables.ts";
import { outboxMessages } from "../messaging/tables.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { solvedCaptcha } from "../identity/flows.test-helper.ts";
import { verifyPassword } from "../identity/passwords.ts";
import { PROFILE_REQUIRED_FIELDS, isProfileIncomplete } from "../identity/profile-service.ts";
import { PASSWORD_CHANGE_LIMIT } from "./routes.ts";
import { DEMO_PASSWORD, asMember, clearLimits, codeRequestUrl, codeSentTo, insertMember, memberIdOf, okData, signIn, type Call } from "./member.test-helper.ts";
import { replyText, type Reply } from "../../platform/replies.ts";
import { captchaReplies } from "../captcha/replies.ts";
import { identityReplies } from "../identity/replies.ts";

let t: TestApp;
let demoId: number;
let demoToken: string;
let demo: Call;
const EN = { "api-language": "en" };

beforeAll(async () => {
  t = await createTestApp();
  demoId = await memberIdOf(t, "demo");
  demoToken = await signIn(t, demoId);
  demo = asMember(t, demoToken);
});
afterAll(() => t.close());
beforeEach(() => clearLimits(t));

async function expectRefusal(call: Call, options: Parameters<Call>[0], reply: Reply) {
  const res = await call({ ...options, headers: { ...EN, ...options.headers } });
  expect(res.status).toBe(400);
  expect(res.body.code).toBe(-1);
  expect(res.body.message).toBe(replyText(reply, "en"));
  expect(res.body.data).toBeNull();
}

const fullProfile = { sex: "F", ageRanges: "25-34", educationalStatus: "master", profession: "media", monthlyProfit: "20000_29999" } as const;

describe("GET and POST /api/v1.0/member/info", () => {
  it("answers the signed-in member's own info, never cached", async () => {
    const res = await demo({ method: "GET", url: "/api/v1.0/member/info" });
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const info = res.body.data as MemberInfo;
    expect(info).toMatchObject({
      id: demoId,
      username: "demo",
      nickName: "demo",
      email: "demo@example.mo",
      mobile: "66123456",
      sex: "F",
      ageRanges: "25-34",
      favInfo: ["news", "documentary", "food"],
      isPhoneVerification: 1,
      hasPassword: true,
      profileIncomplete: false,
    });
    expect(Number.isNaN(Date.parse(info.createdAt))).toBe(false);
    expect(Object.keys(info)).not.toContain("passwordHash");
  });

  it("says the profile is incomplete when any of the six asked-for fields is missing", async () => {
    const id = await insertMember(t, { ...fullProfile });
    const member = asMember(t, await signIn(t, id));
    expect((await okData<MemberInfo>(member, { method: "GET", url: "/api/v1.0/member/info" })).profileIncomplete).toBe(false);
    for (const field of PROFILE_REQUIRED_FIELDS.filter((f) => f !== "nickName")) {
      const cleared = await okData<MemberInfo>(member, { method: "POST", url: "/api/v1.0/member/info", payload: { [field]: null } });
      expect(cleared.profileIncomplete, field).toBe(true);
      const restored = await okData<MemberInfo>(member, { method: "POST", url: "/api/v1.0/member/info", payload: { [field]: fullProfile[field] } });
      expect(restored.profileIncomplete, field).toBe(false);
    }
    // nickName cannot be emptied through the API (2–30 characters); an account made without one still counts.
    expect(isProfileIncomplete({ nickName: " ", ...fullProfile })).toBe(true);
  });

  it("changes the given fields only, clears those sent as null, and keeps favInfo without repeats", async () => {
    const id = await insertMember(t, { ...fullProfile, address: "澳門南灣大馬路 1 號", introduction: "hello" });
    const member = asMember(t, await signIn(t, id));
    const info = await okData<MemberInfo>(member, {
      method: "POST",
      url: "/api/v1.0/member/info",
      payload: { profession: "finance", introduction: null, isReceiveSms: true, favInfo: ["sport", "news", "sport"], photo: "/uploads/u/2026/11/me.webp" },
    });
    expect(info).toMatchObject({ profession: "finance", introduction: null, isReceiveSms: true, favInfo: ["sport", "news"], photo: "/uploads/u/2026/11/me.webp" });
    expect(info.address).toBe("澳門南灣大馬路 1 號");
    expect(info.sex).toBe("F");
    expect(await okData<MemberInfo>(member, { method: "GET", url: "/api/v1.0/member/info" })).toEqual(info);
  });

  it("refuses a nickName another member has in any letter case, and takes the member's own in another case", async () => {
    await insertMember(t, { nickName: "Macau_Reader" });
    const id = await insertMember(t, { nickName: "Taipa_Walker" });
    const member = asMember(t, await signIn(t, id));
    await expectRefusal(member, { method: "POST", url: "/api/v1.0/member/info", payload: { nickName: "MACAU_reader" } }, identityReplies.nickNameTaken);
    // Full-width letters are the same name (NFKC, as at registration).
    await expectRefusal(member, { method: "POST", url: "/api/v1.0/member/info", payload: { nickName: "ＭＡＣＡＵ_reader" } }, identityReplies.nickNameTaken);
    const renamed = await okData<MemberInfo>(member, { method: "POST", url: "/api/v1.0/member/info", payload: { nickName: "taipa_WALKER" } });
    expect(renamed.nickName).toBe("taipa_WALKER");
    const [row] = await t.database.db.select({ key: members.nickNameKey }).from(members).where(eq(members.id, id));
    expect(row!.key).toBe("taipa_walker");
  });

  it("refuses a nickName with invisible or format characters, and one that differs from another only by them", async () => {
    const id = await insertMember(t, { nickName: "Coloane_Hiker" });
    const member = asMember(t, await signIn(t, id));
    for (const nickName of ["de\u200bmo2", "evil\u202Etxt.exe", "tag\u{E0041}name", "blank\u3164name", "nb\u00A0sp", "zw\u2060j"]) {
      const res = await member({ method: "POST", url: "/api/v1.0/member/info", headers: { "api-language": "en" }, payload: { nickName } });
      expect(res.status, JSON.stringify(nickName)).toBe(400);
      expect(res.body.message, JSON.stringify(nickName)).toBe("Cannot contain invisible or formatting characters");
    }
    // Stored names from before the rule still collide: the key leaves invisible characters out.
    await insertMember(t, { nickName: "ma\u200bcao_fan", nickNameKey: "macao_fan" });
    await expectRefusal(member, { method: "POST", url: "/api/v1.0/member/info", payload: { nickName: "MACAO_FAN" } }, identityReplies.nickNameTaken);
    expect((await okData<MemberInfo>(member, { method: "POST", url: "/api/v1.0/member/info", payload: { nickName: "Coloane 路環" } })).nickName).toBe("Coloane 路環");
  });

  it("takes a photo only as a picture uploaded to this site: no other host, no path that leaves /uploads/u/", async () => {
    const member = asMember(t, await signIn(t, await insertMember(t)));
    for (const photo of [
      "https://evil.example/x.png",
      "https://cdn.example.mo/p.png",
      "//evil.example/x.png",
      "/\\evil.example/x",
      "http://evil.example/x.png",
      "javascript:alert(1)",
      "/uploads/u/../../etc/passwd",
      "/uploads/u/2026/11/../../../../etc/passwd",
      "/uploads/u/%2e%2e/%2e%2e/etc/passwd",
      "/uploads/u/%2E%2E%2F%2E%2E%2Fetc/passwd.png",
      "/uploads/u/2026/11/a.jpg?x=https://evil.example",
      "/uploads/other/2026/11/a.jpg",
      "/demo/art/a.svg",
    ]) {
      const res = await member({ method: "POST", url: "/api/v1.0/member/info", headers: { "api-language": "en" }, payload: { photo } });
      expect(res.status, photo).toBe(400);
      expect(res.body.message, photo).toBe("The photo must be a picture uploaded to this site");
    }
    for (const photo of ["/uploads/u/2026/11/a.jpg", "/uploads/u/2026/12/Q2h1bmtOZlJhbmRvbU5hbWU.webp"]) {
      expect((await okData<MemberInfo>(member, { method: "POST", url: "/api/v1.0/member/info", payload: { photo } })).photo).toBe(photo);
    }
    expect((await okData<MemberInfo>(member, { method: "POST", url: "/api/v1.0/member/info", payload: { photo: null } })).photo).toBeNull();
  });

  it("shows a photo saved before the rule (another host, a path out of /uploads/u/) as no photo", async () => {
    for (const photo of ["https://evil.example/x.png", "/uploads/u/../../x.png"]) {
      const member = asMember(t, await signIn(t, await insertMember(t, { photo })));
      expect((await okData<MemberInfo>(member, { method: "GET", url: "/api/v1.0/member/info" })).photo, photo).toBeNull();
    }
  });

  it("refuses profile texts with a bidirectional control or an invisible character; the introduction keeps its line breaks", async () => {
    const member = asMember(t, await signIn(t, await insertMember(t)));
    for (const payload of [{ introduction: "喜歡\u202E新聞" }, { address: "澳門\u200B新馬路" }, { profession: "x\u2067y" }, { firstName: "Jo\não" }]) {
      const res = await member({ method: "POST", url: "/api/v1.0/member/info", headers: { "api-language": "en" }, payload });
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.message).toBe("Cannot contain invisible or formatting characters");
    }
    const saved = await okData<MemberInfo>(member, { method: "POST", url: "/api/v1.0/member/info", payload: { introduction: "喜歡看新聞。\nGosto de música 🎶", firstName: "João" } });
    expect(saved).toMatchObject({ introduction: "喜歡看新聞。\nGosto de música 🎶", firstName: "João" });
  });

  it("checks its params", async () => {
    await checkParams(t, { method: "GET", url: "/api/v1.0/member/info", headers: { "api-key": demoToken } });
    await checkParams(t, {
      method: "POST",
      url: "/api/v1.0/member/info",
      headers: { "api-key": demoToken },
      body: { introduction: "喜歡看新聞和紀錄片。" },
      fields: [
        { in: "body", name: "nickName", kind: "text" },
        { in: "body", name: "sex", kind: "enum" },
        { in: "body", name: "ageRanges", kind: "enum" },
        { in: "body", name: "isReceiveSms", kind: "bool" },
        { in: "body", name: "introduction", kind: "text" },
        { in: "body", name: "address", kind: "text" },
        { in: "body", name: "photo", kind: "slug" },
        { in: "body", name: "favInfo", kind: "text" },
      ],
    });
  });
});

describe("POST /api/v1.0/member/password/new", () => {
  async function passwordHashOf(id: number) {
    const [row] = await t.database.db.select({ hash: members.passwordHash }).from(members).where(eq(members.id, id));
    return row!.hash;
  }

  it("refuses a wrong current password and keeps the old one", async () => {
    const id = await insertMember(t, { password: "Before-2026!" });
    const member = asMember(t, await signIn(t, id));
    await expectRefusal(member, { method: "POST", url: "/api/v1.0/member/password/new", payload: { oldPassword: "Wrong-2026!", newPassword: "After-2026!" } }, identityReplies.passwordWrong);
    await expectRefusal(member, { method: "POST", url: "/api/v1.0/member/password/new", payload: { newPassword: "After-2026!" } }, identityReplies.passwordWrong);
    expect(await verifyPassword(await passwordHashOf(id), "Before-2026!")).toBe(true);
  });

  it("changes the password, ends the member's other sessions, keeps this one and tells the member", async () => {
    const id = await insertMember(t, { password: "Before-2026!", email: "changer@example.mo", emailKey: "changer@example.mo" });
    const [current, phone, laptop] = [await signIn(t, id), await signIn(t, id), await signIn(t, id)];
    const otherMember = await signIn(t, demoId);
    await okData(asMember(t, current), {
      method: "POST",
      url: "/api/v1.0/member/password/new",
      payload: { oldPassword: "Before-2026!", newPassword: "After-2026!" },
    });
    const hash = await passwordHashOf(id);
    expect(await verifyPassword(hash, "After-2026!")).toBe(true);
    expect(await verifyPassword(hash, "Before-2026!")).toBe(false);
    expect((await asMember(t, current)({ method: "GET", url: "/api/v1.0/member/info" })).status).toBe(200);
    for (const ended of [phone, laptop]) {
      const res = await asMember(t, ended)({ method: "GET", url: "/api/v1.0/member/info" });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(401);
    }
    // Other members' sessions are untouched.
    expect((await asMember(t, otherMember)({ method: "GET", url: "/api/v1.0/member/info" })).status).toBe(200);
    const notice = await t.lastMessageTo("changer@example.mo");
    expect(notice?.body).toContain("密碼");
    expect(notice?.body).not.toContain("After-2026!");
  });

  it("lets a member who only signs in socially set a first password without an old one, then asks for it", async () => {
    const id = await insertMember(t, { password: null });
    const member = asMember(t, await signIn(t, id));
    expect((await okData<MemberInfo>(member, { method: "GET", url: "/api/v1.0/member/info" })).hasPassword).toBe(false);
    await okData(member, { method: "POST", url: "/api/v1.0/member/password/new", payload: { newPassword: "First-2026!" } });
    expect((await okData<MemberInfo>(member, { method: "GET", url: "/api/v1.0/member/info" })).hasPassword).toBe(true);
    expect(await verifyPassword(await passwordHashOf(id), "First-2026!")).toBe(true);
    await expectRefusal(member, { method: "POST", url: "/api/v1.0/member/password/new", payload: { newPassword: "Second-2026!" } }, identityReplies.passwordWrong);
  });

  it("refuses a new password outside the rules (8–20 characters) with 400", async () => {
    for (const newPassword of ["short", "x".repeat(21), "密碼密碼密碼密碼"]) {
      const res = await demo({ method: "POST", url: "/api/v1.0/member/password/new", payload: { oldPassword: DEMO_PASSWORD, newPassword } });
      expect(res.status, newPassword).toBe(400);
      expect(res.body.code).not.toBe(0);
    }
  });

  it("caps the attempts per member and hour (429 with Retry-After)", async () => {
    const id = await insertMember(t);
    const member = asMember(t, await signIn(t, id));
    for (let i = 0; i < PASSWORD_CHANGE_LIMIT.max; i++) {
      const res = await member({ method: "POST", url: "/api/v1.0/member/password/new", payload: { oldPassword: `Guess-${i}-2026`, newPassword: "After-2026!" } });
      expect(res.status).toBe(400);
    }
    const res = await member({ method: "POST", url: "/api/v1.0/member/password/new", payload: { oldPassword: "Other-2026!", newPassword: "After-2026!" } });
    expect(res.status).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("checks its params", async () => {
    const id = await insertMember(t, { password: "Before-2026!" });
    await checkParams(t, {
      method: "POST",
      url: "/api/v1.0/member/password/new",
      headers: { "api-key": await signIn(t, id) },
      body: { oldPassword: "Before-2026!", newPassword: "After-2026!" },
      fields: [
        { in: "body", name: "oldPassword", kind: "text" },
        { in: "body", name: "oldPassword", kind: "bool" },
        { in: "body", name: "newPassword", kind: "text" },
        { in: "body", name: "newPassword", kind: "bool" },
      ],
    });
  });
});

describe("changing the e-mail address or mobile number", () => {
  it("sends a code to the new e-mail address and changes it with that code, once; the old address is told", async () => {
    const id = await insertMember(t, { email: "old@example.mo", emailKey: "old@example.mo" });
    const member = asMember(t, await signIn(t, id));
    const sent = await okData(member, { method: "GET", url: await codeRequestUrl(t, "email", "New.Address@Example.mo") });
    expect(sent).toEqual({ expiresInSeconds: 600 });
    // Addresses are kept and compared as normalizeContact writes them: lower-cased.
    const code = await codeSentTo(t, "new.address@example.mo");
    const info = await okData<MemberInfo>(member, { method: "POST", url: "/api/v1.0/member/update-email", payload: { email: "NEW.address@example.MO", verifyCode: code } });
    expect(info.email).toBe("new.address@example.mo");
    const [row] = await t.database.db.select({ key: members.emailKey }).from(members).where(eq(members.id, id));
    expect(row!.key).toBe("new.address@example.mo");
    expect((await t.lastMessageTo("old@example.mo"))?.body).toContain("電郵地址");
    // Single use: the same code again is refused.
    await expectRefusal(member, { method: "POST", url: "/api/v1.0/member/update-email", payload: { email: "new.address@example.mo", verifyCode: code } }, identityReplies.codeInvalid);
  });

  it("sends a code to the new mobile by SMS; the change marks the phone verified", async () => {
    const id = await insertMember(t, { isPhoneVerification: false });
    const member = asMember(t, await signIn(t, id));
    await okData(member, { method: "GET", url: await codeRequestUrl(t, "mobile", "62345678") });
    const [sms] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, "62345678"));
    expect(sms!.channel).toBe("sms");
    const info = await okData<MemberInfo>(member, {
      method: "POST",
      url: "/api/v1.0/member/update-mobile",
      payload: { mobile: "62345678", verifyCode: await codeSentTo(t, "62345678") },
    });
    expect(info).toMatchObject({ mobile: "62345678", isPhoneVerification: 1 });
  });

  it("refuses a wrong code, and voids the code after five wrong tries", async () => {
    const id = await insertMember(t);
    const member = asMember(t, await signIn(t, id));
    await okData(member, { method: "GET", url: await codeRequestUrl(t, "mobile", "+85261234567") });
    const code = await codeSentTo(t, "+85261234567");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      await expectRefusal(member, { method: "POST", url: "/api/v1.0/member/update-mobile", payload: { mobile: "+85261234567", verifyCode: wrong } }, identityReplies.codeInvalid);
    }
    await expectRefusal(member, { method: "POST", url: "/api/v1.0/member/update-mobile", payload: { mobile: "+85261234567", verifyCode: code } }, identityReplies.codeInvalid);
    expect((await okData<MemberInfo>(member, { method: "GET", url: "/api/v1.0/member/info" })).mobile).toBeNull();
  });

  it("answers a code request for another member's contact exactly like any other, and sends that contact a notice, not a code", async () => {
    const id = await insertMember(t);
    const member = asMember(t, await signIn(t, id));
    const free = await member({ method: "GET", url: await codeRequestUrl(t, "email", "free@example.mo") });
    const taken = await member({ method: "GET", url: await codeRequestUrl(t, "email", "DEMO@example.mo") });
    expect(taken.status).toBe(free.status);
    expect(taken.body).toEqual(free.body);
    const notice = await t.lastMessageTo("demo@example.mo");
    expect(notice?.body).not.toMatch(/\d{6}/);
    expect(notice?.body).toContain("另一個澳廣視會員帳戶");
    const takenMobile = await member({ method: "GET", url: await codeRequestUrl(t, "mobile", "66123456") });
    expect(takenMobile.body).toEqual((await member({ method: "GET", url: await codeRequestUrl(t, "mobile", "63334444") })).body);
    expect((await t.lastMessageTo("66123456"))?.body).not.toMatch(/\d{6}/);
    // Without a code, the taken address cannot be had either.
    await expectRefusal(member, { method: "POST", url: "/api/v1.0/member/update-email", payload: { email: "demo@example.mo", verifyCode: "123456" } }, identityReplies.codeInvalid);
  });

  it("answers contactTaken when another member took the contact between the code and the change", async () => {
    const id = await insertMember(t);
    const member = asMember(t, await signIn(t, id));
    await okData(member, { method: "GET", url: await codeRequestUrl(t, "email", "race@example.mo") });
    const code = await codeSentTo(t, "race@example.mo");
    await insertMember(t, { email: "Race@example.mo", emailKey: "race@example.mo" });
    await expectRefusal(member, { method: "POST", url: "/api/v1.0/member/update-email", payload: { email: "race@example.mo", verifyCode: code } }, identityReplies.contactTaken);
  });

  it("sends no code without a solved captcha: none, a wrong answer, or one used already", async () => {
    const id = await insertMember(t);
    const member = asMember(t, await signIn(t, id));
    for (const [kind, contact] of [
      ["mobile", "62223344"],
      ["email", "no-captcha@example.mo"],
    ] as const) {
      const url = `/api/v1.0/member/${kind}-verify-code`;
      const missing = await member({ method: "GET", url: `${url}?${kind}=${contact}`, headers: EN });
      expect(missing.status, `${kind} without a captcha`).toBe(400);
      expect(missing.body.code).not.toBe(0);
      const captcha = await solvedCaptcha(t);
      const wrong = { ...captcha, verifyCode: String(Number(captcha.verifyCode) + 1) };
      await expectRefusal(member, { method: "GET", url: `${url}?${new URLSearchParams({ [kind]: contact, ...wrong })}` }, captchaReplies.captchaInvalid);
      // The wrong answer used the captcha up: its right answer no longer opens the call.
      await expectRefusal(member, { method: "GET", url: `${url}?${new URLSearchParams({ [kind]: contact, ...captcha })}` }, captchaReplies.captchaInvalid);
      expect(await t.lastMessageTo(contact), `no message to ${contact}`).toBeNull();
      await okData(member, { method: "GET", url: await codeRequestUrl(t, kind, contact) });
      expect(await codeSentTo(t, contact)).toMatch(/^\d{6}$/);
    }
  });

  it("limits code requests per contact (429)", async () => {
    const id = await insertMember(t);
    const member = asMember(t, await signIn(t, id));
    for (let i = 0; i < 5; i++) await okData(member, { method: "GET", url: await codeRequestUrl(t, "email", "flood@example.mo") });
    const res = await member({ method: "GET", url: await codeRequestUrl(t, "email", "flood@example.mo") });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe(429);
  });

  it("checks its params", async () => {
    const headers = { "api-key": demoToken };
    await checkParams(t, {
      method: "GET",
      url: "/api/v1.0/member/mobile-verify-code",
      headers,
      query: { mobile: "65556666", ...(await solvedCaptcha(t)) },
      fields: [
        { in: "query", name: "mobile", kind: "text" },
        { in: "query", name: "mobile", kind: "enum" },
        { in: "query", name: "mobile", kind: "slug" },
        { in: "query", name: "verifyKey", kind: "text" },
        { in: "query", name: "verifyCode", kind: "text" },
      ],
    });
    await checkParams(t, {
      method: "GET",
      url: "/api/v1.0/member/email-verify-code",
      headers,
      query: { email: "checks@example.mo", ...(await solvedCaptcha(t)) },
      fields: [
        { in: "query", name: "email", kind: "text" },
        { in: "query", name: "email", kind: "enum" },
        { in: "query", name: "email", kind: "slug" },
        { in: "query", name: "verifyKey", kind: "text" },
        { in: "query", name: "verifyCode", kind: "text" },
      ],
    });
    const id = await insertMember(t);
    const member = asMember(t, await signIn(t, id));
    const memberHeaders = { "api-key": await signIn(t, id) };
    await okData(member, { method: "GET", url: await codeRequestUrl(t, "mobile", "67778888") });
    await checkParams(t, {
      method: "POST",
      url: "/api/v1.0/member/update-mobile",
      headers: memberHeaders,
      body: { mobile: "67778888", verifyCode: await codeSentTo(t, "67778888") },
      fields: [
        { in: "body", name: "mobile", kind: "text" },
        { in: "body", name: "mobile", kind: "enum" },
        { in: "body", name: "verifyCode", kind: "text" },
        { in: "body", name: "verifyCode", kind: "enum" },
        { in: "body", name: "verifyCode", kind: "id" },
      ],
    });
    await okData(member, { method: "GET", url: await codeRequestUrl(t, "email", "checked@example.mo") });
    await checkParams(t, {
      method: "POST",
      url: "/api/v1.0/member/update-email",
      headers: memberHeaders,
      body: { email: "checked@example.mo", verifyCode: await codeSentTo(t, "checked@example.mo") },
      fields: [
        { in: "body", name: "email", kind: "text" },
        { in: "body", name: "email", kind: "enum" },
        { in: "body", name: "verifyCode", kind: "text" },
        { in: "body", name: "verifyCode", kind: "date" },
      ],
    });
  });
});
