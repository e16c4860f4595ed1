import { hash as argon2Hash } from "@node-rs/argon2";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CountryEntry } from "@portal/contract/schemas/common";
import type { FavInfoOption, ResetKey, SendVerifyCodeResult } from "@portal/contract/schemas/identity";
import { memberOauthAccounts, memberSessions, members } from "./tables.ts";
import { memberCollections, memberFeedback, memberNotifications, memberPlaylists } from "../member/tables.ts";
import { outboxMessages } from "../messaging/tables.ts";
import { checkParams } from "../../test/check-params.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { newActivationSecret } from "./account-service.ts";
import { BASE, DEMO, codeSentTo, freshIp, login, messageTo, post, registerMember, sendCode, solvedCaptcha, uniqueName } from "./flows.test-helper.ts";
import { hashPassword } from "./passwords.ts";
import { SESSION_TTL_MS, tokenDigest } from "./sessions.ts";

let t: TestApp;
const NOW = new Date("2026-11-23T02:00:00Z");

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.now = NOW;
});

const memberByName = async (username: string) =>
  (await t.database.db.select().from(members).where(eq(members.nickNameKey, username.toLowerCase())))[0];

describe("registration", () => {
  it("registers with the contact's code, signs in at once, and keeps every field", async () => {
    const ip = freshIp();
    const username = uniqueName("Reg");
    const contact = `${username}@Example.org`;
    const sent = await sendCode(t, contact, "register", ip);
    expect(sent.body).toMatchObject({ code: 0, data: { expiresInSeconds: 600 } satisfies SendVerifyCodeResult });
    const message = await messageTo(t, contact.toLowerCase());
    expect(message?.subject).toBe("澳廣視會員");
    const contactCode = await codeSentTo(t, contact.toLowerCase());

    const res = await post(
      t,
      "register",
      {
        username,
        contact,
        contactCode,
        password: "Secret-2026!",
        firstName: "Ana",
        lastName: "Lei",
        sex: "F",
        ageRanges: "25-34",
        educationalStatus: "master",
        profession: "teacher",
        monthlyProfit: "",
        address: "Avenida da Praia Grande 1",
        favInfo: ["news", "sport", "news"],
        registerPlatform: "web",
        acceptedTerms: true,
        ...(await solvedCaptcha(t)),
      },
      { ip },
    );
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    const data = res.body.data as { token: string; isPhoneVerification: number };
    expect(data.isPhoneVerification).toBe(0);
    expect(data.token).toMatch(/^[\w-]{43}$/);

    const row = await memberByName(username);
    expect(row).toMatchObject({
      username,
      nickName: username,
      email: contact.toLowerCase(),
      emailKey: contact.toLowerCase(),
      mobile: null,
      status: "active",
      isPhoneVerification: false,
      firstName: "Ana",
      lastName: "Lei",
      sex: "F",
      ageRanges: "25-34",
      educationalStatus: "master",
      profession: "teacher",
      monthlyProfit: null,
      address: "Avenida da Praia Grande 1",
      favInfo: ["news", "sport"],
      registerPlatform: "web",
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // The consent to the privacy policy and terms is recorded with its time (issue 10).
    expect(row!.termsAcceptedAt).toEqual(row!.createdAt);
    // The token works: it signs out.
    expect((await post(t, "logout", {}, { token: data.token })).body.code).toBe(0);

    // Then the member signs in by name (any letter case) and by e-mail address.
    for (const name of [username, username.toUpperCase(), contact.toUpperCase()]) {
      const signedIn = await login(t, name, "Secret-2026!");
      expect(signedIn.body.code, name).toBe(0);
      expect(signedIn.result).toMatchObject({ isPhoneVerification: 0 });
    }
  });

  it("registers with a Macau mobile number: the code proves the phone", async () => {
    const { token, username } = await registerMember(t, { contact: "63001122" });
    expect(token).toBeTruthy();
    // No consent stated (an app's own flow): none recorded.
    expect(await memberByName(username)).toMatchObject({ mobile: "63001122", countryCode: "MO", isPhoneVerification: true, email: null, termsAcceptedAt: null });
    const signedIn = await login(t, "63001122", "Secret-2026!");
    expect(signedIn.result).toMatchObject({ isPhoneVerification: 1 });
  });

  it("answers code 0 only on success: bad captcha, used captcha, wrong code, taken name, taken contact", async () => {
    const ip = freshIp();
    const username = uniqueName();
    const contact = `${username}@example.org`;
    await sendCode(t, contact, "register", ip);
    const contactCode = await codeSentTo(t, contact);
    const base = { username, contact, contactCode, password: "Secret-2026!" };

    const badCaptcha = await post(t, "register", { ...base, verifyKey: (await solvedCaptcha(t)).verifyKey, verifyCode: "ZZZZ" }, { ip });
    expect(badCaptcha.status).toBe(400);
    expect(badCaptcha.body).toMatchObject({ code: -1, message: "驗證碼錯誤或已過期", data: null });

    const captcha = await solvedCaptcha(t);
    const takenName = await post(t, "register", { ...base, username: "DEMO", ...captcha }, { ip, language: "en" });
    expect(takenName.body).toEqual({ code: -1, message: "This username is already taken", data: null });
    // The captcha answered once already (single use), and the code was not spent on the taken name.
    expect((await post(t, "register", { ...base, ...captcha }, { ip })).body.message).toBe("驗證碼錯誤或已過期");

    const wrongCode = await post(t, "register", { ...base, contactCode: contactCode === "000000" ? "000001" : "000000", ...(await solvedCaptcha(t)) }, { ip });
    expect(wrongCode.body).toMatchObject({ code: -1, message: "驗證碼錯誤或已過期，請重新獲取" });

    const ok = await post(t, "register", { ...base, ...(await solvedCaptcha(t)) }, { ip });
    expect(ok.body.code).toBe(0);
    // The code is single use.
    const again = await post(t, "register", { ...base, username: uniqueName(), ...(await solvedCaptcha(t)) }, { ip });
    expect(again.body.code).toBe(-1);

    // A taken contact is told only to whoever holds its code.
    await sendCode(t, DEMO.email, "register", ip);
    const demoMessage = await messageTo(t, DEMO.email);
    expect(demoMessage?.body).toContain("已屬於一個會員帳戶");
    expect(demoMessage?.body).not.toMatch(/\d{6}/);
    const guessed = await post(t, "register", { ...base, username: uniqueName(), contact: DEMO.email, contactCode: "123456", ...(await solvedCaptcha(t)) }, { ip });
    expect(guessed.body).toMatchObject({ code: -1, message: "驗證碼錯誤或已過期，請重新獲取" });
  });

  it("refuses a name shaped like a contact or holding invisible characters, and unknown dictionary values", async () => {
    const ip = freshIp();
    const base = { contact: `${uniqueName()}@example.org`, contactCode: "123456", password: "Secret-2026!" };
    for (const username of ["someone@example.org", "66778899", "+85366778899"]) {
      const res = await post(t, "register", { ...base, username, ...(await solvedCaptcha(t)) }, { ip, language: "en" });
      expect(res.status, username).toBe(400);
      expect(res.body.message, username).toBe("The parameter username is not valid");
    }
    for (const username of ["ab\u200bc", "tab\tname", "de\u3164mo", "rl\u202Eo", "tag\u{E0041}s", "x\u115Fy"]) {
      const res = await post(t, "register", { ...base, username, ...(await solvedCaptcha(t)) }, { ip, language: "en" });
      expect(res.status, JSON.stringify(username)).toBe(400);
      expect(res.body.message, JSON.stringify(username)).toBe("Cannot contain invisible or formatting characters");
    }
    // The profile's free texts too (docs/security.md, visible text).
    for (const [field, value] of [["firstName", "Ana\u202E"], ["lastName", "Ch\u200Ban"], ["address", "澳門\u2066新馬路\u2069"]] as const) {
      const res = await post(t, "register", { ...base, username: uniqueName(), [field]: value, ...(await solvedCaptcha(t)) }, { ip, language: "en" });
      expect(res.status, field).toBe(400);
      expect(res.body.message, field).toBe("Cannot contain invisible or formatting characters");
    }
    for (const [field, value] of [["favInfo", ["news", "astrology"]], ["profession", "astronaut"], ["educationalStatus", "x"], ["monthlyProfit", "lots"]] as const) {
      const res = await post(t, "register", { ...base, username: uniqueName(), [field]: value, ...(await solvedCaptcha(t)) }, { ip, language: "en" });
      expect(res.status, field).toBe(400);
      expect(res.body.message, field).toBe(`The parameter ${field} is not valid`);
    }
  });
});

describe("VerifyUnique", () => {
  const unique = async (verifyType: string, value: string) => (await post(t, "VerifyUnique", { verifyType, value }, { ip: freshIp() })).body;
  it("tells whether a name or contact is free, without regard to letter case", async () => {
    expect(await unique("nickName", "DeMo")).toMatchObject({ code: 0, data: { unique: false } });
    expect(await unique("nickName", "ＤＥＭＯ")).toMatchObject({ data: { unique: false } });
    expect(await unique("nickName", "de\u200bmo")).toMatchObject({ data: { unique: false } });
    expect(await unique("nickName", uniqueName())).toMatchObject({ data: { unique: true } });
    expect(await unique("nickName", "someone@example.org")).toMatchObject({ data: { unique: false } });
    expect(await unique("email", "DEMO@example.MO")).toMatchObject({ data: { unique: false } });
    expect(await unique("email", "nobody@example.org")).toMatchObject({ data: { unique: true } });
    expect(await unique("mobile", DEMO.mobile)).toMatchObject({ data: { unique: false } });
    expect(await unique("mobile", "68889999")).toMatchObject({ data: { unique: true } });
    expect(await unique("email", "66123456")).toMatchObject({ code: 400 });
    expect(await unique("mobile", "demo@example.mo")).toMatchObject({ code: 400 });
  });
});

describe("login and sessions", () => {
  it("signs the demo member in by name, e-mail or mobile, records the time, and answers the phone flag", async () => {
    for (const username of ["demo", "Demo", DEMO.email.toUpperCase(), DEMO.mobile]) {
      const res = await login(t, username, DEMO.password);
      expect(res.status).toBe(200);
      expect(res.body.code, username).toBe(0);
      expect(res.result?.isPhoneVerification).toBe(1);
      const [session] = await t.database.db.select().from(memberSessions).where(eq(memberSessions.tokenHash, tokenDigest(res.result!.token)));
      expect(session?.expiresAt.getTime()).toBe(NOW.getTime() + SESSION_TTL_MS);
    }
    expect((await memberByName("demo"))?.lastLoginAt?.getTime()).toBe(NOW.getTime());
  });

  it("answers every failure with code -1 and loginFailed", async () => {
    const res = await login(t, "demo", "wrong-password");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: -1, message: "帳號或密碼錯誤", data: null });
  });

  it("re-hashes a password stored with weaker parameters at sign-in", async () => {
    const { username, password } = await registerMember(t);
    const weak = await argon2Hash(password, { algorithm: 2, memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await t.database.db.update(members).set({ passwordHash: weak }).where(eq(members.nickNameKey, username.toLowerCase()));
    expect((await login(t, username, password)).body.code).toBe(0);
    const stored = (await memberByName(username))!.passwordHash!;
    expect(stored).not.toBe(weak);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await login(t, username, password)).body.code).toBe(0);
  });

  it("logout revokes the session of the Api-Key only; a revoked or expired token is refused with 401", async () => {
    const first = (await login(t, "demo", DEMO.password)).result!.token;
    const second = (await login(t, "demo", DEMO.password)).result!.token;
    expect((await post(t, "logout", {}, { token: first })).body.code).toBe(0);
    const revoked = await post(t, "logout", {}, { token: first });
    expect(revoked.status).toBe(401);
    expect(revoked.body).toMatchObject({ code: 401, data: null });
    expect((await post(t, "logout", {}, {})).status).toBe(401);
    expect((await post(t, "logout", {}, { token: "x".repeat(43) })).status).toBe(401);

    t.clock.now = new Date(NOW.getTime() + SESSION_TTL_MS + 1000);
    expect((await post(t, "logout", {}, { token: second })).status).toBe(401);
  });
});

describe("password reset", () => {
  it("code → reset key → new password; every session ends; the key is single use; the member is told", async () => {
    const { username, contact, password } = await registerMember(t);
    const other = (await login(t, username, password)).result!.token;
    const ip = freshIp();

    const asked = await post(t, "forgetPassword/captcha-verify", { contact, ...(await solvedCaptcha(t)) }, { ip });
    expect(asked.body).toMatchObject({ code: 0, data: { expiresInSeconds: 600 } });
    const code = await codeSentTo(t, contact);
    expect((await messageTo(t, contact))?.body).toContain("重設密碼");

    const keyed = await post(t, "forget-password", { username: contact.toUpperCase(), captcha: code }, { ip });
    expect(keyed.body.code).toBe(0);
    const { verifyKey } = keyed.body.data as ResetKey;
    expect(verifyKey).toMatch(/^[\w-]{43}$/);
    // The code is used up.
    expect((await post(t, "forget-password", { username: contact, captcha: code }, { ip })).body.code).toBe(-1);

    const set = await post(t, "password/setting", { password: "Brand-New-42", verifyKey }, { ip, language: "en" });
    expect(set.body).toMatchObject({ code: 0 });
    expect((await post(t, "logout", {}, { token: other })).status).toBe(401);
    expect((await login(t, username, password)).body.code).toBe(-1);
    expect((await login(t, username, "Brand-New-42")).body.code).toBe(0);
    expect((await messageTo(t, contact))?.body).toContain("password of your TDM member account has just been changed");

    const reused = await post(t, "password/setting", { password: "Another-One-7", verifyKey }, { ip });
    expect(reused.body).toMatchObject({ code: -1, message: "重設密碼的時限已過，請重新開始" });
  });

  it("a reset key lasts 15 minutes", async () => {
    const { contact } = await registerMember(t);
    const ip = freshIp();
    await post(t, "forgetPassword/captcha-verify", { contact, ...(await solvedCaptcha(t)) }, { ip });
    const { verifyKey } = (await post(t, "forget-password", { username: contact, captcha: await codeSentTo(t, contact) }, { ip })).body.data as ResetKey;
    t.clock.now = new Date(NOW.getTime() + 15 * 60_000);
    expect((await post(t, "password/setting", { password: "Brand-New-42", verifyKey }, { ip })).body.code).toBe(-1);
  });
});

describe("verify (the member's mobile)", () => {
  it("confirms the current mobile with a change code sent to it", async () => {
    const { token, username } = await registerMember(t, { contact: `${uniqueName()}@example.org` });
    await t.database.db.update(members).set({ mobile: "62223333" }).where(eq(members.nickNameKey, username.toLowerCase()));
    expect((await post(t, "verify", { verifyCode: "123456" }, { token })).body.code).toBe(-1);
    await sendCode(t, "62223333", "change");
    const res = await post(t, "verify", { verifyCode: await codeSentTo(t, "62223333") }, { token });
    expect(res.body).toMatchObject({ code: 0, data: { isPhoneVerification: 1 } });
    expect((await memberByName(username))?.isPhoneVerification).toBe(true);
  });
});

describe("active-member", () => {
  it("activates a pending member once; the member can then sign in", async () => {
    const { secret, digest } = newActivationSecret();
    const name = uniqueName("pending");
    await t.database.db.insert(members).values({
      username: name,
      nickName: name,
      nickNameKey: name,
      passwordHash: await hashPassword("Pending-2026"),
      status: "pending",
      activationHash: digest,
    });
    expect((await login(t, name, "Pending-2026")).body.code).toBe(-1);
    expect((await post(t, "active-member", { hash: secret })).body.code).toBe(0);
    expect((await login(t, name, "Pending-2026")).body.code).toBe(0);
    const again = await post(t, "active-member", { hash: secret }, { language: "en" });
    expect(again.body).toMatchObject({ code: -1, message: "This activation link is not valid or has already been used" });
  });
});

describe("logout/account", () => {
  it("needs the password, then deletes the member and every personal row", async () => {
    const { token, username, password, contact } = await registerMember(t);
    const member = (await memberByName(username))!;
    const db = t.database.db;
    await db.insert(memberPlaylists).values({ memberId: member.id, title: "mine" });
    await db.insert(memberCollections).values({ memberId: member.id, itemType: "news", itemId: "1" });
    await db.insert(memberFeedback).values({ memberId: member.id, content: "hello", contact });
    await db.insert(memberNotifications).values({ memberId: member.id, title: { en: "t" }, content: { en: "c" } });
    await db.insert(memberOauthAccounts).values({ memberId: member.id, provider: "google", subject: uniqueName() });

    const wrong = await post(t, "logout/account", { password: "not-it" }, { token });
    expect(wrong.body).toMatchObject({ code: -1, message: "原密碼錯誤" });
    expect((await post(t, "logout/account", {}, { token })).body.code).toBe(-1);
    const done = await post(t, "logout/account", { password }, { token });
    expect(done.body.code).toBe(0);

    expect(await db.select().from(members).where(eq(members.id, member.id))).toEqual([]);
    for (const table of [memberSessions, memberPlaylists, memberCollections, memberFeedback, memberNotifications, memberOauthAccounts]) {
      expect(await db.select().from(table).where(eq(table.memberId, member.id))).toEqual([]);
    }
    expect(await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, contact))).toEqual([]);
    expect((await post(t, "logout", {}, { token })).status).toBe(401);
    expect((await login(t, username, password)).body.code).toBe(-1);
  });

  it("closes a social-only account (no password) with the token alone", async () => {
    const { token, username } = await registerMember(t);
    await t.database.db.update(members).set({ passwordHash: null }).where(eq(members.nickNameKey, username.toLowerCase()));
    expect((await post(t, "logout/account", {}, { token })).body.code).toBe(0);
    expect(await memberByName(username)).toBeUndefined();
  });
});

describe("choices", () => {
  it("Country and nation list the countries with their dial codes, member-fav-nfo the interests, in the asked language", async () => {
    for (const path of ["Country", "nation"]) {
      const zh = await t.call({ method: "GET", url: `${BASE}/${path}` });
      expect(zh.headers["cache-control"]).toMatch(/^public/);
      const en = await t.call({ method: "GET", url: `${BASE}/${path}`, headers: { "api-language": "en" } });
      const macau = (list: unknown) => (list as CountryEntry[]).find((c) => c.code === "MO");
      expect(macau(zh.body.data)).toEqual({ code: "MO", label: expect.stringMatching(/澳門/), value: "853" });
      expect(macau(en.body.data)?.label).toMatch(/Macao|Macau/);
    }
    const fav = async (language: string) =>
      (await t.call({ method: "GET", url: `${BASE}/member-fav-nfo`, headers: { "api-language": language } })).body.data as FavInfoOption[];
    expect((await fav("zh_TW"))[0]).toEqual({ value: "news", label: "新聞時事" });
    expect((await fav("zh_CN"))[0]).toEqual({ value: "news", label: "新闻时事" });
    expect((await fav("pt"))[0]).toEqual({ value: "news", label: "Notícias e actualidade" });
    expect((await fav("en")).map((f) => f.value)).toContain("documentary");
  });
});

describe("bad input", () => {
  it("every identity call answers bad input with a 4xx envelope", async () => {
    await checkParams(t, { method: "GET", url: "/api/v1.0/identity/Country" });
    await checkParams(t, { method: "GET", url: "/api/v1.0/identity/nation" });
    await checkParams(t, { method: "GET", url: "/api/v1.0/identity/member-fav-nfo" });

    await checkParams(t, {
      method: "POST",
      url: "/api/v1.0/identity/VerifyUnique",
      body: { verifyType: "nickName", value: "free-name" },
      fields: [
        { in: "body", name: "verifyType", kind: "enum" },
        { in: "body", name: "value", kind: "text" },
      ],
    });

    await checkParams(t, {
      method: "POST",
      url: "/api/v1.0/identity/SendVerifyCode",
      body: { contact: "params@example.org", purpose: "register", ...(await solvedCaptcha(t)) },
      fields: [
        { in: "body", name: "contact", kind: "text" },
        { in: "body", name: "contact", kind: "slug" },
        { in: "body", name: "purpose", kind: "enum" },
        { in: "body", name: "verifyKey", kind: "text" },
        { in: "body", name: "verifyCode", kind: "text" },
      ],
    });

    const name = uniqueName();
    const contact = `${name}@example.org`;
    await sendCode(t, contact, "register");
    await checkParams(t, {
      method: "POST",
      url: "/api/v1.0/identity/register",
      body: { username: name, contact, contactCode: await codeSentTo(t, contact), password: "Secret-2026!", ...(await solvedCaptcha(t)) },
      fields: [
        { in: "body", name: "username", kind: "text" },
        { in: "body", name: "contact", kind: "text" },
        { in: "body", name: "contactCode", kind: "text" },
        { in: "body", name: "contactCode", kind: "id" },
        { in: "body", name: "password", kind: "text" },
        { in: "body", name: "sex", kind: "enum" },
        { in: "body", name: "ageRanges", kind: "enum" },
        { in: "body", name: "registerPlatform", kind: "enum" },
        { in: "body", name: "favInfo", kind: "text" },
        { in: "body", name: "firstName", kind: "text" },
        { in: "body", name: "lastName", kind: "text" },
        { in: "body", name: "address", kind: "text" },
        { in: "body", name: "educationalStatus", kind: "text" },
        { in: "body", name: "verifyCode", kind: "text" },
      ],
    });

    const { secret, digest } = newActivationSecret();
    await t.database.db.insert(members).values({ username: "act-params", nickName: "act-params", nickNameKey: "act-params", status: "pending", activationHash: digest });
    await checkParams(t, {
      method: "POST",
      url: "/api/v1.0/identity/active-member",
      body: { hash: secret },
      fields: [
        { in: "body", name: "hash", kind: "slug" },
        { in: "body", name: "hash", kind: "text" },
      ],
    });

    await checkParams(t, {
      method: "POST",
      url: "/api/v1.0/identity/login",
      body: { username: "demo", password: DEMO.password },
      fields: [
        { in: "body", name: "username", kind: "text" },
        { in: "body", name: "password", kind: "text" },
        { in: "body", name: "verifyKey", kind: "text" },
        { in: "body", name: "verifyCode", kind: "text" },
      ],
    });

    const member = await registerMember(t);
    const token = (await login(t, member.username, member.password)).result!.token;
    await checkParams(t, { method: "POST", url: "/api/v1.0/identity/logout", headers: { "api-key": token } });

    await sendCode(t, member.contact, "reset");
    await checkParams(t, {
      method: "POST",
      url: "/api/v1.0/identity/forgetPassword/captcha-verify",
      body: { contact: member.contact, ...(await solvedCaptcha(t)) },
      fields: [
        { in: "body", name: "contact", kind: "text" },
        { in: "body", name: "verifyKey", kind: "text" },
        { in: "body", name: "verifyCode", kind: "text" },
      ],
    });
    await checkParams(t, {
      method: "POST",
      url: "/api/v1.0/identity/forget-password",
      body: { username: member.contact, captcha: await codeSentTo(t, member.contact) },
      fields: [
        { in: "body", name: "username", kind: "text" },
        { in: "body", name: "captcha", kind: "text" },
        { in: "body", name: "captcha", kind: "id" },
      ],
    });
    // The correct call above used the code: a new one for the reset key.
    await post(t, "forgetPassword/captcha-verify", { contact: member.contact, ...(await solvedCaptcha(t)) }, { ip: freshIp() });
    const key = (await post(t, "forget-password", { username: member.contact, captcha: await codeSentTo(t, member.contact) })).body.data as ResetKey;
    await checkParams(t, {
      method: "POST",
      url: "/api/v1.0/identity/password/setting",
      body: { password: "Params-2026!", verifyKey: key.verifyKey },
      fields: [
        { in: "body", name: "password", kind: "text" },
        { in: "body", name: "verifyKey", kind: "text" },
      ],
    });

    const phoneMember = await registerMember(t, { contact: "63334444" });
    await sendCode(t, "63334444", "change");
    await checkParams(t, {
      method: "POST",
      url: "/api/v1.0/identity/verify",
      headers: { "api-key": phoneMember.token },
      body: { verifyCode: await codeSentTo(t, "63334444") },
      fields: [{ in: "body", name: "verifyCode", kind: "text" }, { in: "body", name: "verifyCode", kind: "id" }],
    });

    await checkParams(t, {
      method: "POST",
      url: "/api/v1.0/identity/logout/account",
      headers: { "api-key": phoneMember.token },
      body: { password: phoneMember.password },
      fields: [{ in: "body", name: "password", kind: "text" }],
    });
    expect(await t.database.db.select().from(members).where(and(eq(members.mobile, "63334444")))).toEqual([]);
  });
});
