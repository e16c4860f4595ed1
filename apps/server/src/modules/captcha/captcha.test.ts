import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Captcha } from "@portal/contract/schemas/common";
import { checkParams } from "../../test/check-params.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { CAPTCHA_COST, CAPTCHA_TTL_MS, issueCaptcha, verifyCaptcha } from "./captcha.ts";
import { CAPTCHA_ISSUE_LIMIT } from "./routes.ts";

let t: TestApp;
const NOW = new Date("2026-11-22T06:00:00Z");

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.now = NOW;
});

const verify = (verifyKey: string, verifyCode: string, language = "zh_TW") =>
  t.call({ method: "POST", url: "/api/v1.0/common/verifycode/verify", payload: { verifyKey, verifyCode }, headers: { "api-language": language } });

/** Solves a challenge as the browser does (altcha-lib's solver; the browser uses WebCrypto's PBKDF2). */
async function solve(captcha: Captcha): Promise<string> {
  const solution = await solveChallenge({ challenge: { parameters: captcha.challenge }, deriveKey });
  if (!solution) throw new Error("no solution");
  return String(solution.counter);
}

describe("GET /api/v1/common/VerifyCode", () => {
  it("answers a key and a proof-of-work challenge, keeps only the solution for five minutes, and is never cached", async () => {
    const res = await t.call({ method: "GET", url: "/api/v1/common/VerifyCode" });
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const captcha = res.body.data as Captcha;
    expect(captcha.expiresInSeconds).toBe(300);
    expect(captcha.verifyKey).toMatch(/^[\w-]{20,}$/);
    expect(captcha.challenge).toMatchObject({ algorithm: "PBKDF2/SHA-256", cost: CAPTCHA_COST, keyLength: 32 });
    expect(captcha.challenge.keyPrefix).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(captcha)).not.toMatch(/counter/);

    const stored = JSON.parse((await t.kv.get(`captcha:${captcha.verifyKey}`))!) as { c: number; e: number };
    expect(Object.keys(stored).sort()).toEqual(["c", "e"]);
    expect(stored.c).toBeGreaterThanOrEqual(0);
    expect(stored.c).toBeLessThanOrEqual(t.config.captchaDifficulty);
    expect(stored.e).toBe(NOW.getTime() + CAPTCHA_TTL_MS);
    const ttl = await t.kv.ttl(`captcha:${captcha.verifyKey}`);
    expect(ttl).toBeGreaterThan(290_000);
    expect(ttl).toBeLessThanOrEqual(300_000);

    const other = (await t.call({ method: "GET", url: "/api/v1/common/VerifyCode", headers: { "api-language": "en" } })).body.data as Captcha;
    expect(other.verifyKey).not.toBe(captcha.verifyKey);
    expect(other.challenge.salt).not.toBe(captcha.challenge.salt);
  });

  it("is solved by doing the work, and the solution found is the one kept", async () => {
    const captcha = await issueCaptcha(t.kv, NOW, 40);
    const code = await solve(captcha);
    const stored = JSON.parse((await t.kv.get(`captcha:${captcha.verifyKey}`))!) as { c: number };
    expect(Number(code)).toBe(stored.c);
    expect((await verify(captcha.verifyKey, code)).body).toMatchObject({ code: 0 });
  });

  it("passes the bad-input check", async () => {
    await checkParams(t, { method: "GET", url: "/api/v1/common/VerifyCode" });
  });

  it("limits how many captchas one client fetches per minute", async () => {
    const fresh = await createTestApp();
    try {
      for (let i = 0; i < CAPTCHA_ISSUE_LIMIT.max; i++) {
        expect((await fresh.call({ method: "GET", url: "/api/v1/common/VerifyCode" })).status).toBe(200);
      }
      const refused = await fresh.call({ method: "GET", url: "/api/v1/common/VerifyCode", headers: { "api-language": "en" } });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many attempts/);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
  });
});

describe("POST /api/v1.0/common/verifycode/verify", () => {
  it("accepts the solution once: a replayed solution is refused", async () => {
    const captcha = await issueCaptcha(t.kv, t.clock.now, 30);
    const code = await solve(captcha);
    const verifyKey = captcha.verifyKey;
    const ok = await verify(verifyKey, ` ${code} `);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ code: 0, data: null });
    expect(ok.headers["cache-control"]).toBe("no-store");
    const again = await verify(verifyKey, code, "en");
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: 400, message: "The verification code is wrong or has expired", data: null });
    expect(await t.kv.get(`captcha:${verifyKey}`)).toBeNull();
  });

  it("draws the solving counter from the whole range [0, D], so no starting point skips work", async () => {
    // With the counter in [D/2, D] a script started at D/2 and paid a third of the work (docs/security.md).
    const counters: number[] = [];
    for (let i = 0; i < 120; i += 1) {
      const { verifyKey } = await issueCaptcha(t.kv, t.clock.now, 100);
      counters.push((JSON.parse((await t.kv.get(`captcha:${verifyKey}`))!) as { c: number }).c);
    }
    expect(Math.min(...counters)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...counters)).toBeLessThanOrEqual(100);
    expect(counters.filter((c) => c < 50).length).toBeGreaterThan(20);
    expect(counters.filter((c) => c > 50).length).toBeGreaterThan(20);
  });

  it("refuses a wrong solution and uses the challenge up, so guessing costs a new challenge each time", async () => {
    const { verifyKey } = await issueCaptcha(t.kv, t.clock.now, 100, 77);
    const wrong = await verify(verifyKey, "76", "zh_CN");
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("验证码错误或已过期");
    expect((await verify(verifyKey, "77")).status).toBe(400);
    // Another challenge's solution does not answer this one.
    const mine = await issueCaptcha(t.kv, t.clock.now, 100, 60);
    const theirs = await issueCaptcha(t.kv, t.clock.now, 100, 90);
    expect((await verify(mine.verifyKey, await solve(theirs))).status).toBe(400);
  });

  it("refuses an expired captcha (five minutes by the server's clock) and an unknown key", async () => {
    const early = await issueCaptcha(t.kv, t.clock.now, 10, 8);
    const late = await issueCaptcha(t.kv, t.clock.now, 10, 8);
    t.clock.now = new Date(NOW.getTime() + CAPTCHA_TTL_MS - 1000);
    expect((await verify(early.verifyKey, "8")).status).toBe(200);
    t.clock.now = new Date(NOW.getTime() + CAPTCHA_TTL_MS + 1000);
    const expired = await verify(late.verifyKey, "8", "pt");
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe("O código de verificação está errado ou expirou");
    expect((await verify("no-such-key", "8")).status).toBe(400);
  });

  it("is what other modules call through verifyCaptcha", async () => {
    const { verifyKey } = await issueCaptcha(t.kv, NOW, 10, 5);
    expect(await verifyCaptcha(t.kv, verifyKey, "6", NOW)).toBe(false);
    const second = await issueCaptcha(t.kv, NOW, 10, 5);
    expect(await verifyCaptcha(t.kv, second.verifyKey, "abc", NOW)).toBe(false);
    const third = await issueCaptcha(t.kv, NOW, 10, 5);
    expect(await verifyCaptcha(t.kv, third.verifyKey, "05", NOW)).toBe(true);
    expect(await verifyCaptcha(t.kv, third.verifyKey, "5", NOW)).toBe(false);
    expect(await verifyCaptcha(t.kv, "", "5", NOW)).toBe(false);
    await t.kv.set("captcha:tampered", "not json", 60_000);
    expect(await verifyCaptcha(t.kv, "tampered", "5", NOW)).toBe(false);
  });

  it("passes the bad-input check", async () => {
    const { verifyKey } = await issueCaptcha(t.kv, t.clock.now, 10, 3);
    await checkParams(t, {
      method: "POST",
      url: "/api/v1.0/common/verifycode/verify",
      body: { verifyKey, verifyCode: "3" },
      fields: [
        { in: "body", name: "verifyKey", kind: "text" },
        { in: "body", name: "verifyCode", kind: "text" },
      ],
    });
  });
});
