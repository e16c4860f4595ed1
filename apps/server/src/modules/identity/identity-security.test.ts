import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ResetKey } from "@portal/contract/schemas/identity";
import { memberSessions, members } from "./tables.ts";
import { createRedisKvStore } from "../../kv/redis-store.ts";
import type { KvStore } from "../../kv/store.ts";
import { clientAddressKey } from "../../platform/rate-limit.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { CODE_SEND_PER_CONTACT } from "./codes.ts";
import { BASE, DEMO, codeSentTo, freshIp, login, messageTo, post, registerMember, sendCode, solvedCaptcha, uniqueName } from "./flows.test-helper.ts";
import { CODE_CHECK_PER_IP, LOGIN_PER_IP, LOGIN_TRIES_BEFORE_CAPTCHA, REGISTER_PER_IP, SECRET_CHECK_PER_IP, VERIFY_UNIQUE_PER_IP } from "./limits.ts";
import { KNOWN_ADDRESSES_KEPT } from "./sign-in-throttle.ts";
import { hashPassword } from "./passwords.ts";
import { tokenDigest } from "./sessions.ts";

let t: TestApp;
const NOW = new Date("2026-11-23T02:00:00Z");

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.now = NOW;
});

/** What a client can compare between two answers: status, envelope, and the headers but the per-request ones. */
function observable(res: { status: number; body: unknown; headers: Record<string, unknown> }) {
  const { "x-request-id": _id, date: _date, ...headers } = res.headers;
  return { status: res.status, body: res.body, headers };
}

describe("no account enumeration", () => {
  it("login: unknown name, wrong password, pending account and social-only account answer alike", async () => {
    const db = t.database.db;
    const pending = uniqueName("pending");
    await db.insert(members).values({ username: pending, nickName: pending, nickNameKey: pending, passwordHash: await hashPassword("Pending-2026"), status: "pending" });
    const social = uniqueName("social");
    await db.insert(members).values({ username: social, nickName: social, nickNameKey: social, status: "active" });

    const answers = [
      await login(t, "demo", "Wrong-password-1"),
      await login(t, uniqueName("nobody"), "Wrong-password-1"),
      await login(t, "nobody@example.org", "Wrong-password-1"),
      await login(t, pending, "Pending-2026"),
      await login(t, social, "Wrong-password-1"),
    ].map(observable);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]!.body).toEqual({ code: -1, message: "帳號或密碼錯誤", data: null });
  });

  it("login spends the password check's time on unknown names too", async () => {
    const { username, contact } = await registerMember(t);
    const timed = async (name: string) => {
      const started = performance.now();
      await login(t, name, "Wrong-password-1");
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Its nickName and its e-mail address count separately: 2 × 4 wrong tries stay under the per-name limit.
    for (const name of [username, contact]) {
      for (let i = 0; i < LOGIN_TRIES_BEFORE_CAPTCHA.max - 1; i++) {
        known.push(await timed(name));
        unknown.push(await timed(uniqueName("nobody")));
      }
    }
    // The fastest of each (a busy machine only ever adds time): without the stand-in check an unknown name would
    // answer in a fraction of the time, with no argon2 at all.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.5);
  });

  it("SendVerifyCode (register): the same answer for a registered contact, which gets a notice and no code", async () => {
    const fresh = `${uniqueName()}@example.org`;
    const known = observable(await sendCode(t, DEMO.email, "register"));
    const unknown = observable(await sendCode(t, fresh, "register"));
    expect(known).toEqual(unknown);
    expect((await messageTo(t, DEMO.email))?.body).not.toMatch(/\d{6}/);
    expect((await messageTo(t, fresh))?.body).toMatch(/\b\d{6}\b/);
  });

  it("password reset: the same answers for a known and an unknown contact; only a member gets a code", async () => {
    const { contact } = await registerMember(t);
    const unknownContact = `${uniqueName()}@example.org`;
    const ask = async (who: string) =>
      observable(await post(t, "forgetPassword/captcha-verify", { contact: who, ...(await solvedCaptcha(t)) }, { ip: freshIp() }));
    expect(await ask(contact)).toEqual(await ask(unknownContact));
    expect((await messageTo(t, contact))?.body).toContain("重設密碼");
    expect(await messageTo(t, unknownContact)).toBeNull();

    const tryCode = async (who: string) => observable(await post(t, "forget-password", { username: who, captcha: "000000" }, { ip: freshIp() }));
    expect(await tryCode(contact)).toEqual(await tryCode(unknownContact));
  });

  it("register: a taken contact and a free one answer alike to someone without the code", async () => {
    const attempt = async (contact: string) =>
      observable(
        await post(
          t,
          "register",
          { username: uniqueName(), contact, contactCode: "000000", password: "Secret-2026!", ...(await solvedCaptcha(t)) },
          { ip: freshIp() },
        ),
      );
    expect(await attempt(DEMO.email)).toEqual(await attempt(`${uniqueName()}@example.org`));
  });
});

describe("sign-in limits", () => {
  it("refuses the 16th attempt from one address within 5 minutes with 429 and Retry-After, even with the right password", async () => {
    const ip = freshIp();
    for (let i = 0; i < LOGIN_PER_IP.max; i++) {
      expect((await login(t, uniqueName("spray"), "Wrong-password-1", ip)).body.code).toBe(-1);
    }
    const refused = await login(t, "demo", DEMO.password, ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 429, data: null });
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_PER_IP.windowMs / 1000);
    expect(refused.body.message).toContain(String(retryAfter));
    // Another address is not affected.
    expect((await login(t, "demo", DEMO.password, freshIp())).body.code).toBe(0);
  });

  it("a name's failures count together whatever its letter case, width or spaces, from any address", async () => {
    const { username, password } = await registerMember(t, { username: uniqueName("Lock") });
    const variants = [username, username.toUpperCase(), username.toLowerCase(), ` ${username} `, username.replace(/[A-Za-z]/, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0))];
    for (const variant of variants) expect((await login(t, variant, "Wrong-password-1")).body.code, JSON.stringify(variant)).toBe(-1);
    expect((await login(t, username.toUpperCase(), password)).body.code).toBe(-2);
  });

  it("a successful sign-in clears the failures counted against the name", async () => {
    const { username, password } = await registerMember(t);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < LOGIN_TRIES_BEFORE_CAPTCHA.max - 1; i++) expect((await login(t, username, "Wrong-password-1")).body.code).toBe(-1);
      expect((await login(t, username, password)).body.code).toBe(0);
    }
  });

  it("the same counter whatever the URL spelling or extra body fields; a path the router does not know is a 404 that checks nothing", async () => {
    const ip = freshIp();
    const name = uniqueName("url");
    const attempt = (url: string, extra: Record<string, unknown> = {}) =>
      t.call({ method: "POST", url, payload: { username: name, password: "Wrong-password-1", ...extra }, remoteAddress: ip });
    const spellings = ["/api/v1.0//identity/login", "/api/v1.0/identity/login/", "/api/v1.0/identity//login?x=1", `${BASE}/login`];
    for (const url of spellings) expect((await attempt(url, { nonce: randomUUID() })).body.code, url).toBe(-1);
    expect((await attempt(`${BASE}/login`, { username2: "x" })).body.code).toBe(-1);
    expect((await attempt(`${BASE}/login`)).status).toBe(429);

    const other = freshIp();
    for (const url of ["/API/v1.0/identity/login", "/api/v1.0/identity/Login", "/api/v1.0/identity/login.json"]) {
      const res = await t.call({ method: "POST", url, payload: { username: "demo", password: DEMO.password }, remoteAddress: other });
      expect(res.status, url).toBe(404);
      expect(res.body.data, url).toBeNull();
    }
  });

  it("counts IPv6 clients by their /64 network", () => {
    expect(clientAddressKey("2001:db8:1:2:aaaa::1")).toBe(clientAddressKey("2001:0db8:0001:0002:ffff:1:2:3"));
    expect(clientAddressKey("2001:db8:1:2::1")).not.toBe(clientAddressKey("2001:db8:1:3::1"));
    expect(clientAddressKey("::ffff:192.0.2.7")).toBe("192.0.2.7");
    expect(clientAddressKey("192.0.2.7")).toBe("192.0.2.7");
    expect(clientAddressKey("::1")).toBe("0:0:0:0::/64");
  });

  it("closing the account cannot be used to guess the password: 5 tries, then 429", async () => {
    const { token } = await registerMember(t);
    for (let i = 0; i < 5; i++) expect((await post(t, "logout/account", { password: "Guess-0000" + i }, { token })).body.code).toBe(-1);
    expect((await post(t, "logout/account", { password: "Guess-x" }, { token })).status).toBe(429);
  });
});

describe("sign-in throttling: a captcha after failures, never a lock-out (issue 20)", () => {
  /** Wrong passwords at a name from new addresses: three times the tries allowed before a captcha. */
  async function spray(name: string) {
    for (let i = 0; i < 3 * LOGIN_TRIES_BEFORE_CAPTCHA.max; i++) expect((await login(t, name, "Wrong-password-1")).status).toBeLessThan(500);
  }
  const knownAddressEntries = async () =>
    JSON.stringify(((await t.database.db.execute(sql`select key, value from kv_entries where key like 'login-known:%'`)) as unknown as { rows: unknown[] }).rows);

  it("after failures from anywhere, the right password still signs in from the member's usual address, by any of the account's names", async () => {
    const { username, contact, password } = await registerMember(t);
    const usual = freshIp();
    expect((await login(t, contact, password, usual)).body.code).toBe(0);
    await spray(username);
    expect((await login(t, username, password, usual)).body.code).toBe(0);
    // The account's usual addresses are kept as digests only.
    const stored = await knownAddressEntries();
    expect(stored).toContain("login-known:");
    expect(stored).not.toContain(usual);
  });

  it("from a new address, a throttled name asks for a captcha (429, code -2, Retry-After); a solved captcha lets the right password in", async () => {
    const { username, password } = await registerMember(t);
    await spray(username);
    const asked = await login(t, username, password);
    expect(asked.status).toBe(429);
    expect(asked.body).toEqual({ code: -2, message: "此帳號登入失敗次數過多，須先完成機械人檢查才可登入", data: null });
    const retryAfter = Number(asked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_TRIES_BEFORE_CAPTCHA.windowMs / 1000);
    const english = await post(t, "login", { username, password }, { ip: freshIp(), language: "en" });
    expect(english.body).toMatchObject({ code: -2, message: "Too many failed logins for this account: a robot check is needed to log in" });

    // A wrong answer is no captcha; a captcha answers once.
    expect((await login(t, username, password, freshIp(), { ...(await solvedCaptcha(t)), verifyCode: "0" })).body.code).toBe(-2);
    const captcha = await solvedCaptcha(t);
    expect((await login(t, username, "Wrong-password-1", freshIp(), captcha)).body.code).toBe(-1);
    expect((await login(t, username, password, freshIp(), captcha)).body.code).toBe(-2);

    const signedIn = await login(t, username, password, freshIp(), await solvedCaptcha(t));
    expect(signedIn.body.code).toBe(0);
    expect(signedIn.result?.token).toBeTruthy();
  });

  it("wrong passwords, even with solved captchas, never lock the member out for the window", async () => {
    const { username, password } = await registerMember(t);
    for (let i = 0; i < 3 * LOGIN_TRIES_BEFORE_CAPTCHA.max; i++) {
      const res = await login(t, username, "Wrong-password-1", freshIp(), await solvedCaptcha(t));
      expect(res.body.code, `attempt ${i + 1}`).toBe(-1);
    }
    expect((await login(t, username, password, freshIp(), await solvedCaptcha(t))).body.code).toBe(0);
  });

  it("an unknown name answers exactly like a known one once throttled, with and without a captcha", async () => {
    const { username } = await registerMember(t);
    const ghost = uniqueName("ghost");
    for (const name of [username, ghost]) {
      for (let i = 0; i < LOGIN_TRIES_BEFORE_CAPTCHA.max; i++) expect((await login(t, name, "Wrong-password-1")).body.code).toBe(-1);
    }
    // Retry-After counts down from each name's first failure: present on both, compared apart from its value.
    const answer = async (name: string, captcha?: { verifyKey: string; verifyCode: string }) => {
      const seen = observable(await login(t, name, "Wrong-password-1", freshIp(), captcha));
      const { "retry-after": retryAfter, ...headers } = seen.headers;
      return { ...seen, headers, hasRetryAfter: retryAfter !== undefined };
    };
    const known = await answer(username);
    expect(known.body).toMatchObject({ code: -2 });
    expect(known.hasRetryAfter).toBe(true);
    expect(await answer(ghost)).toEqual(known);
    const knownWithCaptcha = await answer(username, await solvedCaptcha(t));
    expect(knownWithCaptcha.body).toMatchObject({ code: -1 });
    expect(await answer(ghost, await solvedCaptcha(t))).toEqual(knownWithCaptcha);
  });

  it("keeps the account's five most recent addresses, each for that account only", async () => {
    const { username, password } = await registerMember(t);
    const addresses = Array.from({ length: KNOWN_ADDRESSES_KEPT + 1 }, () => freshIp());
    for (const ip of addresses) expect((await login(t, username, password, ip)).body.code).toBe(0);
    const other = await registerMember(t);
    await spray(other.username);
    // Another member's usual address is a new address for this one.
    expect((await login(t, other.username, other.password, addresses[1])).body.code).toBe(-2);
    await spray(username);
    expect((await login(t, username, password, addresses[0])).body.code, "the oldest is forgotten").toBe(-2);
    expect((await login(t, username, password, addresses[1])).body.code).toBe(0);
  });
});

describe("other limits", () => {
  it("VerifyUnique: 30 questions per address per 10 minutes", async () => {
    const ip = freshIp();
    for (let i = 0; i < VERIFY_UNIQUE_PER_IP.max; i++) {
      expect((await post(t, "VerifyUnique", { verifyType: "nickName", value: uniqueName() }, { ip })).body.code).toBe(0);
    }
    const refused = await post(t, "VerifyUnique", { verifyType: "email", value: DEMO.email }, { ip });
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
  });

  it("registrations with a solved captcha: 10 per address per hour; a wrong captcha does not count", async () => {
    const ip = freshIp();
    const attempt = async (captcha: { verifyKey: string; verifyCode: string }) =>
      post(t, "register", { username: uniqueName(), contact: `${uniqueName()}@example.org`, contactCode: "000000", password: "Secret-2026!", ...captcha }, { ip });
    for (let i = 0; i < 3; i++) expect((await attempt({ ...(await solvedCaptcha(t)), verifyCode: "ZZZZ" })).body.message).toBe("驗證碼錯誤或已過期");
    for (let i = 0; i < REGISTER_PER_IP.max; i++) expect((await attempt(await solvedCaptcha(t))).body.code).toBe(-1);
    expect((await attempt(await solvedCaptcha(t))).status).toBe(429);
  });

  it("code checks: 30 per address per 15 minutes, whatever the contact", async () => {
    const ip = freshIp();
    for (let i = 0; i < CODE_CHECK_PER_IP.max; i++) {
      expect((await post(t, "forget-password", { username: `${uniqueName()}@example.org`, captcha: "123456" }, { ip })).body.code).toBe(-1);
    }
    expect((await post(t, "forget-password", { username: DEMO.email, captcha: "123456" }, { ip })).status).toBe(429);
  });

  it("reset keys and activation links: 20 tries per address per 15 minutes", async () => {
    const ip = freshIp();
    for (let i = 0; i < SECRET_CHECK_PER_IP.max; i++) {
      const path = i % 2 ? "password/setting" : "active-member";
      const payload = i % 2 ? { password: "Guess-2026!", verifyKey: randomUUID() } : { hash: randomUUID() };
      expect((await post(t, path, payload, { ip })).body.code).toBe(-1);
    }
    expect((await post(t, "active-member", { hash: randomUUID() }, { ip })).status).toBe(429);
  });
});

describe("codes", () => {
  it("a code dies after 5 wrong tries, and is single use", async () => {
    const contact = `${uniqueName()}@example.org`;
    const ip = freshIp();
    await sendCode(t, contact, "reset", ip);
    const { username } = await registerMember(t, { contact });
    expect(username).toBeTruthy();
    await post(t, "forgetPassword/captcha-verify", { contact, ...(await solvedCaptcha(t)) }, { ip });
    const code = await codeSentTo(t, contact);
    const wrong = code === "111111" ? "222222" : "111111";
    for (let i = 0; i < 5; i++) expect((await post(t, "forget-password", { username: contact, captcha: wrong }, { ip })).body.code).toBe(-1);
    expect((await post(t, "forget-password", { username: contact, captcha: code }, { ip })).body.code).toBe(-1);
  });

  it("a code lasts 10 minutes", async () => {
    const { contact } = await registerMember(t);
    await post(t, "forgetPassword/captcha-verify", { contact, ...(await solvedCaptcha(t)) }, { ip: freshIp() });
    const code = await codeSentTo(t, contact);
    t.clock.now = new Date(NOW.getTime() + 10 * 60_000);
    expect((await post(t, "forget-password", { username: contact, captcha: code })).body.code).toBe(-1);
  });

  it("at most 5 account codes an hour go to one contact, whatever the account purpose and the letter case", async () => {
    const contact = `${uniqueName()}@example.org`;
    const purposes = ["register", "reset", "change", "register", "reset"] as const;
    for (const [i, purpose] of purposes.entries()) {
      expect((await sendCode(t, i % 2 ? contact.toUpperCase() : contact, purpose)).body.code).toBe(0);
    }
    expect(CODE_SEND_PER_CONTACT.account.max).toBe(purposes.length);
    expect((await sendCode(t, contact, "change")).status).toBe(429);
  });

  it("tokens, reset keys and codes are stored only as digests", async () => {
    const { token, contact } = await registerMember(t);
    const [session] = await t.database.db.select().from(memberSessions).where(eq(memberSessions.tokenHash, tokenDigest(token)));
    expect(session).toBeDefined();
    const ip = freshIp();
    await post(t, "forgetPassword/captcha-verify", { contact, ...(await solvedCaptcha(t)) }, { ip });
    const code = await codeSentTo(t, contact);
    const { rows } = (await t.database.db.execute(sql`select key, value from kv_entries`)) as unknown as { rows: { key: string; value: string }[] };
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(code);
    expect(stored).not.toContain(contact);
    const { verifyKey } = (await post(t, "forget-password", { username: contact, captcha: code }, { ip })).body.data as ResetKey;
    const after = JSON.stringify(((await t.database.db.execute(sql`select key, value from kv_entries`)) as unknown as { rows: unknown[] }).rows);
    expect(after).not.toContain(verifyKey);
    const sessions = JSON.stringify(await t.database.db.select().from(memberSessions));
    expect(sessions).not.toContain(token);
  });
});

describe("hostile input", () => {
  const PAYLOADS = [
    "x'); DROP TABLE members;--",
    "<script>alert(1)</script>",
    "\" OR \"1\"=\"1",
    "<img src=x onerror=alert(1)>",
    "${7*7}{{7*7}}",
    "'; select pg_sleep(5); --",
  ];

  it("stores SQL and script text in every registration text field as written, and signs in by such a name", async () => {
    for (const [i, payload] of PAYLOADS.entries()) {
      const username = `${payload.slice(0, 24)}${i}`;
      const { password } = await registerMember(t, {
        username,
        contact: `${uniqueName("payload")}@example.org`,
        firstName: payload,
        lastName: payload,
        address: payload,
      });
      const [row] = await t.database.db.select().from(members).where(eq(members.nickName, username.trim()));
      expect(row).toMatchObject({ nickName: username.trim(), firstName: payload, lastName: payload, address: payload });
      expect((await login(t, username, password)).body.code).toBe(0);
    }
    expect((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(members))[0]!.n).toBeGreaterThan(1);
  });

  it("never answers 5xx to hostile text in any identity field", async () => {
    for (const payload of [...PAYLOADS, "\u0000", "😀".repeat(30), "a".repeat(81)]) {
      // A name nobody has: free (code 0), echoed nowhere.
      const unique = await post(t, "VerifyUnique", { verifyType: "nickName", value: payload }, { ip: freshIp() });
      expect(unique.status, payload).toBeLessThan(500);
      if (unique.body.code === 0) expect(unique.body.data).toEqual({ unique: true });
      const calls = [
        post(t, "login", { username: payload, password: payload }, { ip: freshIp() }),
        post(t, "VerifyUnique", { verifyType: "email", value: payload }, { ip: freshIp() }),
        post(t, "SendVerifyCode", { contact: payload, purpose: "register", verifyKey: payload, verifyCode: payload }, { ip: freshIp() }),
        post(t, "forget-password", { username: payload, captcha: payload }, { ip: freshIp() }),
        post(t, "password/setting", { password: payload, verifyKey: payload }, { ip: freshIp() }),
        post(t, "active-member", { hash: payload }, { ip: freshIp() }),
        post(t, "verify", { verifyCode: payload }, { ip: freshIp(), token: payload }),
        post(t, "logout/account", { password: payload }, { ip: freshIp(), token: payload }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status, payload).toBeLessThan(500);
        expect(res.body.code, payload).not.toBe(0);
      }
    }
  });

  it("refuses oversize fields with 400 and an oversize body with 413", async () => {
    const base = { username: uniqueName(), contact: `${uniqueName()}@example.org`, contactCode: "123456", password: "Secret-2026!", verifyKey: "k".repeat(20), verifyCode: "ABCD" };
    const over: Record<string, unknown> = {
      username: "u".repeat(31),
      contact: `${"c".repeat(250)}@example.org`,
      password: "P".repeat(21),
      firstName: "f".repeat(101),
      lastName: "l".repeat(101),
      address: "a".repeat(201),
      educationalStatus: "e".repeat(51),
      profession: "p".repeat(51),
      monthlyProfit: "m".repeat(51),
      favInfo: Array.from({ length: 31 }, (_, i) => `f${i}`),
      verifyKey: "k".repeat(101),
      verifyCode: "v".repeat(11),
    };
    for (const [field, value] of Object.entries(over)) {
      const res = await post(t, "register", { ...base, [field]: value }, { ip: freshIp() });
      expect(res.status, field).toBe(400);
    }
    expect((await post(t, "login", { username: "u".repeat(81), password: "x" })).status).toBe(400);
    expect((await post(t, "login", { username: "demo", password: "p".repeat(81) })).status).toBe(400);
    const huge = await post(t, "login", { username: "demo", password: "x", padding: "z".repeat(1_100_000) });
    expect(huge.status).toBe(413);
  });
});

// Limits live in the kv store: the same behaviour on the database store and on Redis (REDIS_URL).
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
describe.each(["database", "redis"] as const)("limits on the %s kv store", (kind) => {
  let app: TestApp;
  let kv: KvStore | undefined;
  const prefix = `portal-test:${randomUUID()}:`;
  beforeAll(async () => {
    kv = kind === "redis" ? createRedisKvStore(REDIS_URL, prefix) : undefined;
    app = await createTestApp({}, kv ? { kv } : {});
  });
  afterAll(async () => {
    await app.close();
    if (kv) {
      const admin = new Redis(REDIS_URL);
      const keys = await admin.keys(`${prefix}*`);
      if (keys.length) await admin.del(...keys);
      await admin.quit();
      await kv.close();
    }
  });

  it("slows the brute force of one account with a captcha, and stops that of one address", async () => {
    for (let i = 0; i < LOGIN_TRIES_BEFORE_CAPTCHA.max; i++) expect((await login(app, "Demo", "Wrong-password-1")).body.code).toBe(-1);
    const asked = await login(app, "DEMO", DEMO.password);
    expect(asked.status).toBe(429);
    expect(asked.body.code).toBe(-2);
    expect(Number(asked.headers["retry-after"])).toBeGreaterThan(LOGIN_TRIES_BEFORE_CAPTCHA.windowMs / 1000 - 60);
    expect((await login(app, "DEMO", DEMO.password, freshIp(), await solvedCaptcha(app))).body.code).toBe(0);

    const ip = freshIp();
    for (let i = 0; i < LOGIN_PER_IP.max; i++) await login(app, uniqueName(), "Wrong-password-1", ip);
    expect((await login(app, uniqueName(), "Wrong-password-1", ip)).status).toBe(429);
  });
});
