import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Captcha } from "@portal/contract/schemas/common";
import { checkParams } from "../../test/check-params.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { CAPTCHA_TTL_MS, issueCaptcha, randomCaptchaText, verifyCaptcha } from "./captcha.ts";
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

describe("GET /api/v1/common/VerifyCode", () => {
  it("answers a key and an SVG image, stores only a salted hash for five minutes, and is never cached", async () => {
    const res = await t.call({ method: "GET", url: "/api/v1/common/VerifyCode" });
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const captcha = res.body.data as Captcha;
    expect(captcha.expiresInSeconds).toBe(300);
    expect(captcha.verifyKey).toMatch(/^[\w-]{20,}$/);
    expect(captcha.image.startsWith("data:image/svg+xml;base64,")).toBe(true);
    const svg = Buffer.from(captcha.image.slice("data:image/svg+xml;base64,".length), "base64").toString("utf8");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg.match(/<path fill=/g)?.length).toBe(4); // one drawn path per character

    const stored = await t.kv.get(`captcha:${captcha.verifyKey}`);
    const entry = JSON.parse(stored!) as { s: string; h: string; e: number };
    expect(entry.h).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.keys(entry).sort()).toEqual(["e", "h", "s"]);
    expect(entry.e).toBe(NOW.getTime() + CAPTCHA_TTL_MS);
    const ttl = await t.kv.ttl(`captcha:${captcha.verifyKey}`);
    expect(ttl).toBeGreaterThan(290_000);
    expect(ttl).toBeLessThanOrEqual(300_000);

    const other = (await t.call({ method: "GET", url: "/api/v1/common/VerifyCode", headers: { "api-language": "en" } })).body.data as Captcha;
    expect(other.verifyKey).not.toBe(captcha.verifyKey);
  });

  it("draws answers from an unambiguous alphabet with the crypto generator", () => {
    const texts = Array.from({ length: 200 }, () => randomCaptchaText());
    for (const text of texts) expect(text).toMatch(/^[A-HJKMNP-Z2-9]{4}$/);
    expect(new Set(texts).size).toBeGreaterThan(190);
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
  it("accepts the right answer once, case-insensitively", async () => {
    const { verifyKey } = await issueCaptcha(t.kv, t.clock.now, "K7PX");
    const ok = await verify(verifyKey, " k7px ");
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ code: 0, data: null });
    expect(ok.headers["cache-control"]).toBe("no-store");
    const again = await verify(verifyKey, "K7PX", "en");
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: 400, message: "The verification code is wrong or has expired", data: null });
    expect(await t.kv.get(`captcha:${verifyKey}`)).toBeNull();
  });

  it("refuses a wrong answer and uses the captcha up, so the right one cannot follow", async () => {
    const { verifyKey } = await issueCaptcha(t.kv, t.clock.now, "M4QR");
    const wrong = await verify(verifyKey, "M4QX", "zh_CN");
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("验证码错误或已过期");
    expect((await verify(verifyKey, "M4QR")).status).toBe(400);
  });

  it("refuses an expired captcha (five minutes by the server's clock) and an unknown key", async () => {
    const early = await issueCaptcha(t.kv, t.clock.now, "WXYZ");
    const late = await issueCaptcha(t.kv, t.clock.now, "WXYZ");
    t.clock.now = new Date(NOW.getTime() + CAPTCHA_TTL_MS - 1000);
    expect((await verify(early.verifyKey, "wxyz")).status).toBe(200);
    t.clock.now = new Date(NOW.getTime() + CAPTCHA_TTL_MS + 1000);
    const expired = await verify(late.verifyKey, "WXYZ", "pt");
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe("O código de verificação está errado ou expirou");
    expect((await verify("no-such-key", "WXYZ")).status).toBe(400);
  });

  it("is what other modules call through verifyCaptcha", async () => {
    const { verifyKey } = await issueCaptcha(t.kv, NOW, "ABCD");
    expect(await verifyCaptcha(t.kv, verifyKey, "abce", NOW)).toBe(false);
    const second = await issueCaptcha(t.kv, NOW, "ABCD");
    expect(await verifyCaptcha(t.kv, second.verifyKey, "abcd", NOW)).toBe(true);
    expect(await verifyCaptcha(t.kv, second.verifyKey, "abcd", NOW)).toBe(false);
    expect(await verifyCaptcha(t.kv, "", "abcd", NOW)).toBe(false);
    await t.kv.set("captcha:tampered", "not json", 60_000);
    expect(await verifyCaptcha(t.kv, "tampered", "abcd", NOW)).toBe(false);
  });

  it("passes the bad-input check", async () => {
    const { verifyKey } = await issueCaptcha(t.kv, t.clock.now, "HJKM");
    await checkParams(t, {
      method: "POST",
      url: "/api/v1.0/common/verifycode/verify",
      body: { verifyKey, verifyCode: "HJKM" },
      fields: [
        { in: "body", name: "verifyKey", kind: "text" },
        { in: "body", name: "verifyCode", kind: "text" },
      ],
    });
  });
});
