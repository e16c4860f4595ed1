import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { STAFF_ROLES, type StaffMe, type StaffRecoveryCodes, type StaffRoleInfo, type StaffTotpEnrolment } from "@portal/contract/schemas/staff";
import { platformReplies, replyText } from "../../platform/replies.ts";
import type { Deps } from "../../platform/deps.ts";
import { requireStaff } from "../../platform/staff-auth.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { solvedCaptcha } from "../identity/flows.test-helper.ts";
import { clearLimits } from "../member/member.test-helper.ts";
import { CREATE_STAFF_USAGE, createStaff, parseCreateStaffArgs } from "./create-staff.ts";
import { staffReplies } from "./replies.ts";
import { DEMO_SECRET_PREFIX, secretBoxFor } from "./secret-box.ts";
import { DEMO_STAFF_PASSWORD, demoStaff } from "./seed.ts";
import { inviteStaff, SETUP_TOKEN_TTL_MS, StaffExistsError } from "./setup-service.ts";
import { findStaffSession } from "./staff-sessions.ts";
import { staffAccounts, staffSessions } from "./tables.ts";
import { totpCode } from "./totp.ts";
import { consoleBrowser, demoCode, nextTotpStep, signedInStaff, staffIdOf, type ConsoleBrowser } from "./staff.test-helper.ts";

const CSRF = "/api/console/v1/csrf";
const SIGN_IN = "/api/console/v1/sign-in";
const VERIFY = "/api/console/v1/sign-in/verify";
const ME = "/api/console/v1/me";
const SIGN_OUT = "/api/console/v1/sign-out";
const SIGN_OUT_EVERYWHERE = "/api/console/v1/sign-out-everywhere";
const ROLES = "/api/console/v1/roles";
const SETUP = "/api/console/v1/setup";
const SETUP_CONFIRM = "/api/console/v1/setup/confirm";

const admin = demoStaff("admin");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "http://console.example.mo" });
});
afterAll(() => t.close());
beforeEach(() => clearLimits(t));

const digest = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
const cookieLine = (browser: ConsoleBrowser, headers: Record<string, unknown>, name: string) =>
  browser.setCookies(headers).find((line) => line.startsWith(`${name}=`));

let invited = 0;
/** An invited account (through staff:create's service) and its set-up token. */
async function invitation(role: (typeof STAFF_ROLES)[number] = "editor") {
  invited += 1;
  const email = `invited${invited}.${Date.now()}@tdm.example.mo`;
  const { setupUrl, staffId } = await inviteStaff({ db: t.database.db, config: t.config, now: () => t.clock.now }, { email, role, name: `Invited ${invited}` });
  return { email, staffId, token: new URL(setupUrl).searchParams.get("token")! };
}

/** Set-up through the API: the password, the enrolment, the first code. */
async function setUp(browser: ConsoleBrowser, token: string, password = "Newsroom-2026!") {
  const start = await browser.post("/setup", { token, password });
  expect(start.status, start.body.message).toBe(200);
  const enrolment = start.body.data as StaffTotpEnrolment;
  nextTotpStep(t);
  const confirm = await browser.post("/setup/confirm", { token, code: totpCode(enrolment.secret, t.clock.now) });
  expect(confirm.status, confirm.body.message).toBe(200);
  return { enrolment, recoveryCodes: (confirm.body.data as StaffRecoveryCodes).recoveryCodes, password };
}

describe("sign-in with a TOTP second factor", () => {
  it("signs in with e-mail, password and the authenticator's code; the session is an httpOnly SameSite=Strict cookie", async () => {
    const browser = consoleBrowser(t);
    await browser.csrf();
    const step1 = await browser.post("/sign-in", { email: admin.email, password: DEMO_STAFF_PASSWORD });
    expect(step1.status).toBe(200);
    expect(step1.body).toMatchObject({ code: 0, data: { next: "totp", expiresInSeconds: 300 } });
    const pending = cookieLine(browser, step1.headers, "console_pending")!;
    expect(pending).toMatch(/HttpOnly/);
    expect(pending).toMatch(/SameSite=Strict/);
    expect(pending).toMatch(/Path=\/api\/console\/v1\/sign-in\/verify/);
    expect(await browser.get("/me").then((r) => r.status), "no session after step 1").toBe(401);

    const step2 = await browser.post("/sign-in/verify", { code: demoCode(t, "admin") });
    expect(step2.status, step2.body.message).toBe(200);
    expect(step2.body.data).toEqual({ id: await staffIdOf(t, "admin"), name: admin.name, email: admin.email, role: "admin" });
    const session = cookieLine(browser, step2.headers, "console_session")!;
    expect(session).toMatch(/; Path=\/;/);
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Strict/);
    expect(session, "not Secure on an http site").not.toMatch(/Secure/);
    expect(session).toMatch(/Max-Age=43200/);

    const me = await browser.get("/me");
    expect(me.status).toBe(200);
    expect((me.body.data as StaffMe).role).toBe("admin");
    expect(me.headers["cache-control"]).toBe("no-store");

    // Only the token's SHA-256 is stored, with the address and browser of the sign-in.
    const token = browser.jar.get("console_session")!;
    const [row] = await t.database.db.select().from(staffSessions).where(eq(staffSessions.tokenHash, digest(token)));
    expect(row).toMatchObject({ staffId: await staffIdOf(t, "admin"), ip: browser.ip, revokedAt: null });
    expect(JSON.stringify(await t.database.db.select().from(staffSessions))).not.toContain(token);
  });

  it("seals TOTP secrets with the setting's key, else with a key made once in DATA_DIR; the demo's public ones are marked", async () => {
    const [demoRow] = await t.database.db.select({ secret: staffAccounts.totpSecret }).from(staffAccounts).where(eq(staffAccounts.emailKey, admin.email));
    expect(demoRow!.secret, "the demo secret is public (README) and stored marked so").toBe(`${DEMO_SECRET_PREFIX}${admin.totpSecret}`);

    const box = secretBoxFor({ ...t.config, staff: { ...t.config.staff, secretKey: "k".repeat(40) } });
    const sealed = box.seal("JBSWY3DPEHPK3PXP");
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(box.open(sealed)).toBe("JBSWY3DPEHPK3PXP");
    expect(box.open(`${sealed.slice(0, -2)}AA`), "tampered").toBeNull();
    const otherKey = secretBoxFor({ ...t.config, staff: { ...t.config.staff, secretKey: "o".repeat(40) } });
    expect(otherKey.open(sealed), "another key").toBeNull();

    const dataDir = mkdtempSync(join(tmpdir(), "portal-staff-key-"));
    try {
      const fromFile = secretBoxFor({ dataDir, staff: { secretKey: undefined, idleMinutes: 30 } });
      const kept = fromFile.seal("JBSWY3DPEHPK3PXP");
      const keyFile = join(dataDir, "staff-secret.key");
      expect(statSync(keyFile).mode & 0o777, "the key file is the server's alone").toBe(0o600);
      expect(secretBoxFor({ dataDir, staff: { secretKey: undefined, idleMinutes: 30 } }).open(kept), "the same key after a restart").toBe("JBSWY3DPEHPK3PXP");
      expect(box.open(kept), "not the setting's key").toBeNull();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("stores an enrolled account's secret sealed, never in the clear", async () => {
    const { email, token } = await invitation("hr");
    const browser = consoleBrowser(t);
    await browser.csrf();
    const { enrolment } = await setUp(browser, token);
    const [row] = await t.database.db.select({ secret: staffAccounts.totpSecret }).from(staffAccounts).where(eq(staffAccounts.emailKey, email));
    expect(row!.secret).toMatch(/^v1:/);
    expect(row!.secret).not.toContain(enrolment.secret);
    expect(secretBoxFor(t.config).open(row!.secret!)).toBe(enrolment.secret);
  });

  it("sets the cookies Secure when PUBLIC_URL is https", async () => {
    const https = await createTestApp({ PUBLIC_URL: "https://console.example.mo" });
    try {
      const browser = consoleBrowser(https);
      await browser.csrf();
      const step1 = await browser.post("/sign-in", { email: admin.email, password: DEMO_STAFF_PASSWORD });
      expect(cookieLine(browser, step1.headers, "console_pending")).toMatch(/; Secure/);
      nextTotpStep(https);
      const step2 = await browser.post("/sign-in/verify", { code: totpCode(admin.totpSecret, https.clock.now) });
      expect(step2.status, step2.body.message).toBe(200);
      expect(cookieLine(browser, step2.headers, "console_session")).toMatch(/; Secure/);
    } finally {
      await https.close();
    }
  });

  it("refuses a wrong password and an unknown address alike, in the request's language", async () => {
    const browser = consoleBrowser(t);
    await browser.csrf();
    const wrong = await browser.post("/sign-in", { email: admin.email, password: "Wrong-2026!" });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ code: -1, message: staffReplies.signInFailed.en, data: null });
    expect(browser.jar.has("console_pending")).toBe(false);
    const unknown = await browser.post("/sign-in", { email: "nobody@example.mo", password: DEMO_STAFF_PASSWORD }, { language: "zh_TW" });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ code: -1, message: staffReplies.signInFailed.zh_TW, data: null });
  });

  it("refuses step 2 without a pending sign-in, and a wrong code", async () => {
    const browser = consoleBrowser(t);
    await browser.csrf();
    const none = await browser.post("/sign-in/verify", { code: demoCode(t, "editor") });
    expect(none.status).toBe(401);
    expect(none.body.message).toBe(staffReplies.noPendingSignIn.en);
    await browser.post("/sign-in", { email: demoStaff("editor").email, password: DEMO_STAFF_PASSWORD });
    const wrongCode = String((Number(demoCode(t, "editor")) + 1) % 1_000_000).padStart(6, "0");
    const wrong = await browser.post("/sign-in/verify", { code: wrongCode });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(staffReplies.codeWrong.en);
    // The pending sign-in survives one wrong code; the right one still works.
    expect((await browser.post("/sign-in/verify", { code: demoCode(t, "editor") })).status).toBe(200);
  });

  it("accepts the code of the step before and after, and no other", async () => {
    const browser = consoleBrowser(t);
    await browser.csrf();
    await browser.post("/sign-in", { email: demoStaff("producer").email, password: DEMO_STAFF_PASSWORD });
    nextTotpStep(t);
    const twoStepsOld = totpCode(demoStaff("producer").totpSecret, new Date(t.clock.now.getTime() - 60_000));
    expect((await browser.post("/sign-in/verify", { code: twoStepsOld })).status).toBe(401);
    const oneStepOld = totpCode(demoStaff("producer").totpSecret, new Date(t.clock.now.getTime() - 30_000));
    expect((await browser.post("/sign-in/verify", { code: oneStepOld })).status).toBe(200);
  });

  it("refuses a TOTP code used before (replay), even from another browser", async () => {
    const first = consoleBrowser(t);
    await first.csrf();
    await first.post("/sign-in", { email: demoStaff("marketing").email, password: DEMO_STAFF_PASSWORD });
    const code = demoCode(t, "marketing");
    expect((await first.post("/sign-in/verify", { code })).status).toBe(200);

    const second = consoleBrowser(t);
    await second.csrf();
    await second.post("/sign-in", { email: demoStaff("marketing").email, password: DEMO_STAFF_PASSWORD });
    const replay = await second.post("/sign-in/verify", { code });
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe(staffReplies.codeWrong.en);
    // A code of an earlier step than the one used is refused too; the next step's code works.
    const earlier = totpCode(demoStaff("marketing").totpSecret, new Date(t.clock.now.getTime() - 30_000));
    expect((await second.post("/sign-in/verify", { code: earlier })).status).toBe(401);
    expect((await second.post("/sign-in/verify", { code: demoCode(t, "marketing") })).status).toBe(200);
  });
});

describe("limits and lockout (the members' rules)", () => {
  it("asks for a captcha after 5 failures at an address, except from the account's recent address; 15 attempts per client address", async () => {
    const email = demoStaff("hr").email;
    // The holder signs in once from their usual address: it becomes one of the account's known addresses.
    const usual = await signedInStaff(t, "hr");
    for (let i = 0; i < 5; i++) {
      const browser = consoleBrowser(t);
      await browser.csrf();
      expect((await browser.post("/sign-in", { email, password: `Wrong-${i}-2026!` })).status).toBe(401);
    }
    // From a new address, even the right password now needs a captcha (HTTP 429, code -2), in the request's language.
    const stranger = consoleBrowser(t);
    await stranger.csrf();
    const refused = await stranger.post("/sign-in", { email, password: DEMO_STAFF_PASSWORD }, { language: "zh_TW" });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(-2);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // With a solved captcha it passes; from the usual address it passes without one.
    expect((await stranger.post("/sign-in", { email, password: DEMO_STAFF_PASSWORD, ...(await solvedCaptcha(t)) })).status).toBe(200);
    await clearLimits(t);
    for (let i = 0; i < 5; i++) await consoleBrowser(t).post("/sign-in", { email, password: "Wrong-2026!" });
    const again = consoleBrowser(t, { ip: usual.ip });
    await again.csrf();
    expect((await again.post("/sign-in", { email, password: DEMO_STAFF_PASSWORD })).status).toBe(200);

    // Every attempt from one address counts: the 16th in 5 minutes gets 429 with Retry-After.
    await clearLimits(t);
    const sprayer = consoleBrowser(t);
    await sprayer.csrf();
    for (let i = 0; i < 15; i++) await sprayer.post("/sign-in", { email: `x${i}@example.mo`, password: "Wrong-2026!" });
    const limited = await sprayer.post("/sign-in", { email, password: DEMO_STAFF_PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 429, message: replyText(platformReplies.tooManyRequests, "en", { seconds: limited.headers["retry-after"] as string }) });
  });

  it("locks the second factor for 15 minutes after 5 wrong codes in a row", async () => {
    const role = "procurement";
    const browser = consoleBrowser(t);
    await browser.csrf();
    await browser.post("/sign-in", { email: demoStaff(role).email, password: DEMO_STAFF_PASSWORD });
    for (let i = 0; i < 4; i++) expect((await browser.post("/sign-in/verify", { code: "000000" })).status).toBe(401);
    const locked = await browser.post("/sign-in/verify", { code: "000000" });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(replyText(staffReplies.secondFactorLocked, "en", { seconds: 900 }));
    expect(locked.headers["retry-after"]).toBe("900");

    // Locked: even the right code after the right password is refused until the 15 minutes are over.
    await browser.post("/sign-in", { email: demoStaff(role).email, password: DEMO_STAFF_PASSWORD });
    expect((await browser.post("/sign-in/verify", { code: demoCode(t, role) })).status).toBe(429);
    t.clock.now = new Date(t.clock.now.getTime() + 15 * 60_000);
    await clearLimits(t);
    await browser.post("/sign-in", { email: demoStaff(role).email, password: DEMO_STAFF_PASSWORD });
    expect((await browser.post("/sign-in/verify", { code: demoCode(t, role) })).status).toBe(200);
    const [row] = await t.database.db.select().from(staffAccounts).where(eq(staffAccounts.emailKey, demoStaff(role).email));
    expect(row).toMatchObject({ failedSignIns: 0, lockedUntil: null });
  });
});

describe("CSRF", () => {
  it("refuses a write without the token with 403 in the request's language, and with a token of another browser", async () => {
    const browser = consoleBrowser(t);
    for (const language of ["en", "zh_TW"] as const) {
      const res = await browser.post("/sign-in", { email: admin.email, password: DEMO_STAFF_PASSWORD }, { language });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 403, message: platformReplies.csrfInvalid[language], data: null });
    }
    const token = await browser.csrf();
    // The token without its secret cookie (another site cannot read the cookie): refused.
    const bare = await t.call({ method: "POST", url: SIGN_IN, payload: { email: admin.email, password: DEMO_STAFF_PASSWORD }, headers: { "x-csrf-token": token } });
    expect(bare.status).toBe(403);
    // Another browser's token with this browser's cookie: refused.
    const other = consoleBrowser(t);
    const otherToken = await other.csrf();
    const mixed = await t.call({
      method: "POST",
      url: SIGN_IN,
      payload: { email: admin.email, password: DEMO_STAFF_PASSWORD },
      headers: { cookie: `console_csrf=${browser.jar.get("console_csrf")}`, "x-csrf-token": otherToken },
    });
    expect(mixed.status).toBe(403);
  });

  it("gives the CSRF secret in an httpOnly SameSite=Strict cookie on the console's path", async () => {
    const browser = consoleBrowser(t);
    const res = await browser.get("/csrf");
    const line = cookieLine(browser, res.headers, "console_csrf")!;
    expect(line).toMatch(/Path=\/api\/console/);
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Strict/);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("refuses a signed-in staff member's write without the token, and the session stays", async () => {
    const browser = await signedInStaff(t, "editor");
    const res = await browser.post("/sign-out", {}, { csrf: false, language: "zh_TW" });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(platformReplies.csrfInvalid.zh_TW);
    expect((await browser.get("/me")).status).toBe(200);
  });
});

describe("sessions", () => {
  it("ends after STAFF_IDLE_MINUTES without a call (30 by default)", async () => {
    const browser = await signedInStaff(t, "moderator");
    t.clock.now = new Date(t.clock.now.getTime() + 29 * 60_000);
    expect((await browser.get("/me")).status, "29 minutes idle").toBe(200);
    t.clock.now = new Date(t.clock.now.getTime() + 30 * 60_000);
    const idle = await browser.get("/me");
    expect(idle.status, "30 minutes idle").toBe(401);
    expect(idle.body.code).toBe(401);
    const [row] = await t.database.db.select().from(staffSessions).where(eq(staffSessions.tokenHash, digest(browser.jar.get("console_session")!)));
    expect(row!.revokedAt, "the idle session is revoked").not.toBeNull();
    // Coming back does not revive it.
    t.clock.now = new Date(t.clock.now.getTime() - 10 * 60_000);
    expect((await browser.get("/me")).status).toBe(401);
  });

  it("ends 12 hours after sign-in however busy", async () => {
    const browser = await signedInStaff(t, "contributor");
    const start = t.clock.now.getTime();
    for (let minutes = 25; minutes < 12 * 60; minutes += 25) {
      t.clock.now = new Date(start + minutes * 60_000);
      expect((await browser.get("/me")).status, `after ${minutes} minutes`).toBe(200);
    }
    t.clock.now = new Date(start + 12 * 60 * 60_000);
    expect((await browser.get("/me")).status).toBe(401);
  });

  it("signs out: the session ends and its cookie is removed", async () => {
    const browser = await signedInStaff(t, "editor");
    const token = browser.jar.get("console_session")!;
    const res = await browser.post("/sign-out");
    expect(res.status).toBe(200);
    expect(cookieLine(browser, res.headers, "console_session")).toMatch(/Max-Age=0/);
    const replayed = await t.call({ method: "GET", url: ME, headers: { cookie: `console_session=${token}` } });
    expect(replayed.status, "a copy of the cookie is worthless after sign-out").toBe(401);
  });

  it("signs out everywhere: every session of the account ends, another account's stays", async () => {
    const laptop = await signedInStaff(t, "producer");
    const phone = await signedInStaff(t, "producer");
    const colleague = await signedInStaff(t, "editor");
    const res = await phone.post("/sign-out-everywhere");
    expect(res.status).toBe(200);
    expect((res.body.data as { ended: number }).ended).toBeGreaterThanOrEqual(2);
    expect((await laptop.get("/me")).status).toBe(401);
    expect((await phone.get("/me")).status).toBe(401);
    expect((await colleague.get("/me")).status).toBe(200);
  });

  it("ends the sessions of a disabled account at once", async () => {
    const browser = await signedInStaff(t, "hr");
    await t.database.db.update(staffAccounts).set({ status: "disabled" }).where(eq(staffAccounts.emailKey, demoStaff("hr").email));
    try {
      expect((await browser.get("/me")).status).toBe(401);
    } finally {
      await t.database.db.update(staffAccounts).set({ status: "active" }).where(eq(staffAccounts.emailKey, demoStaff("hr").email));
    }
  });

  it("refuses forged, malformed and member tokens", async () => {
    for (const cookie of ["console_session=" + "A".repeat(43), "console_session=abc", "console_session=", "Api-Key=x"]) {
      const res = await t.call({ method: "GET", url: ME, headers: { cookie } });
      expect(res.status, cookie).toBe(401);
    }
  });
});

describe("requireStaff, the platform's check for later console routes", () => {
  const requestWith = (browser: ConsoleBrowser) => ({ headers: { cookie: browser.headers().cookie ?? "" } }) as unknown as FastifyRequest;
  const deps = () => ({ db: t.database.db, now: () => t.clock.now, config: t.config, sessions: { staff: findStaffSession } }) as unknown as Deps;

  it("answers the session for an allowed role, 403 for another role, 401 without a session", async () => {
    const editor = await signedInStaff(t, "editor");
    expect(await requireStaff(deps(), requestWith(editor), ["editor", "admin"])).toMatchObject({ staffId: await staffIdOf(t, "editor"), role: "editor" });
    expect(await requireStaff(deps(), requestWith(editor))).toMatchObject({ role: "editor" });
    await expect(requireStaff(deps(), requestWith(editor), ["admin"])).rejects.toMatchObject({ status: 403 });
    await expect(requireStaff(deps(), requestWith(consoleBrowser(t)), "staff")).rejects.toMatchObject({ status: 401 });
  });
});

describe("the roles list", () => {
  it("lists every role with its description in the request's language, to staff only", async () => {
    const browser = await signedInStaff(t, "contributor");
    const en = (await browser.get("/roles")).body.data as StaffRoleInfo[];
    expect(en.map((r) => r.role)).toEqual([...STAFF_ROLES]);
    expect(en.find((r) => r.role === "admin")!.description).toBe("Manages staff accounts, roles and site settings");
    const zh = (await browser.get("/roles", { language: "zh_TW" })).body.data as StaffRoleInfo[];
    expect(zh.find((r) => r.role === "editor")!.description).toBe("審閱、修改及發佈新聞與網頁內容");
    expect((await consoleBrowser(t).get("/roles")).status).toBe(401);
  });
});

describe("set-up with a one-time token", () => {
  it("sets the password, enrols the authenticator, answers 10 recovery codes once; then the account signs in", async () => {
    const { email, token } = await invitation("editor");
    const browser = consoleBrowser(t);
    await browser.csrf();
    const { enrolment, recoveryCodes, password } = await setUp(browser, token);
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    const uri = new URL(enrolment.otpauthUri);
    expect(uri.searchParams.get("secret")).toBe(enrolment.secret);
    expect(uri.searchParams.get("algorithm")).toBe("SHA1");
    expect(uri.searchParams.get("digits")).toBe("6");
    expect(uri.searchParams.get("period")).toBe("30");
    expect(decodeURIComponent(uri.pathname)).toContain(email);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);

    await browser.post("/sign-in", { email, password });
    nextTotpStep(t);
    const signedIn = await browser.post("/sign-in/verify", { code: totpCode(enrolment.secret, t.clock.now) });
    expect(signedIn.status, signedIn.body.message).toBe(200);
    expect((signedIn.body.data as StaffMe).role).toBe("editor");
  });

  it("takes a recovery code instead of a TOTP code, each once", async () => {
    const { email, token } = await invitation("moderator");
    const browser = consoleBrowser(t);
    await browser.csrf();
    const { recoveryCodes, password } = await setUp(browser, token);
    await browser.post("/sign-in", { email, password });
    // Typed in capitals and without the dash: the same code.
    const first = await browser.post("/sign-in/verify", { recoveryCode: recoveryCodes[0]!.toUpperCase().replace("-", "") });
    expect(first.status, first.body.message).toBe(200);
    await browser.post("/sign-out");
    await browser.post("/sign-in", { email, password });
    const again = await browser.post("/sign-in/verify", { recoveryCode: recoveryCodes[0] });
    expect(again.status).toBe(401);
    expect(again.body.message).toBe(staffReplies.codeWrong.en);
    expect((await browser.post("/sign-in/verify", { recoveryCode: recoveryCodes[1] })).status).toBe(200);
  });

  it("refuses a used set-up link, an expired one, and an unknown one", async () => {
    const used = await invitation();
    const browser = consoleBrowser(t);
    await browser.csrf();
    await setUp(browser, used.token);
    for (const path of ["/setup", "/setup/confirm"]) {
      const res = await browser.post(path, path === "/setup" ? { token: used.token, password: "Another-2026!" } : { token: used.token, code: "123456" }, { language: "zh_TW" });
      expect(res.status, path).toBe(400);
      expect(res.body).toEqual({ code: -1, message: staffReplies.setupLinkInvalid.zh_TW, data: null });
    }

    const expired = await invitation();
    t.clock.now = new Date(t.clock.now.getTime() + SETUP_TOKEN_TTL_MS);
    const late = await browser.post("/setup", { token: expired.token, password: "Newsroom-2026!" });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(staffReplies.setupLinkInvalid.en);
    expect((await browser.post("/setup", { token: "x".repeat(43), password: "Newsroom-2026!" })).status).toBe(400);
  });

  it("confirms only with a right code after the password is set, and an invited account cannot sign in", async () => {
    const { email, token } = await invitation();
    const browser = consoleBrowser(t);
    await browser.csrf();
    const early = await browser.post("/setup/confirm", { token, code: "123456" });
    expect(early.body.message).toBe(staffReplies.setupNotStarted.en);
    await browser.post("/setup", { token, password: "Newsroom-2026!" });
    const wrong = await browser.post("/setup/confirm", { token, code: "000000" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(staffReplies.codeWrong.en);
    // The password is set but the enrolment not confirmed: no sign-in yet.
    expect((await browser.post("/sign-in", { email, password: "Newsroom-2026!" })).status).toBe(401);
  });

  it("refuses a password that breaks the members' rule, in the request's language", async () => {
    const { token } = await invitation();
    const browser = consoleBrowser(t);
    await browser.csrf();
    const en = await browser.post("/setup", { token, password: "short" });
    const zh = await browser.post("/setup", { token, password: "short" }, { language: "zh_TW" });
    expect(en.status).toBe(400);
    expect(zh.status).toBe(400);
    expect(en.body.message).not.toBe(zh.body.message);
    expect(zh.body.message).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe("staff:create", () => {
  it("reads its command line", () => {
    expect(parseCreateStaffArgs(["--email", " a@b.mo ", "--role", "admin"])).toEqual({ email: "a@b.mo", role: "admin" });
    expect(parseCreateStaffArgs(["--email", "a@b.mo", "--role", "hr", "--name", "Ana Lei"])).toEqual({ email: "a@b.mo", role: "hr", name: "Ana Lei" });
    expect(() => parseCreateStaffArgs(["--email", "not-an-address", "--role", "admin"])).toThrow(CREATE_STAFF_USAGE);
    expect(() => parseCreateStaffArgs(["--email", "a@b.mo", "--role", "boss"])).toThrow(/--role must be one of contributor, editor/);
    expect(() => parseCreateStaffArgs(["--email", "a@b.mo"])).toThrow(/--role/);
    expect(() => parseCreateStaffArgs(["--email", "a@b.mo", "--role", "admin", "--unknown"])).toThrow();
  });

  it("creates an invited account and a set-up link valid 72 hours; the same address twice is refused", async () => {
    const deps = { db: t.database.db, config: t.config, now: () => t.clock.now };
    const email = `Chief.${Date.now()}@TDM.example.mo`;
    const { invitation: made, lines } = await createStaff(deps, { email, role: "admin", name: "Chief" });
    expect(lines.join("\n")).toContain(made.setupUrl);
    expect(made.setupUrl).toMatch(/^http:\/\/console\.example\.mo\/console\/setup\?token=[A-Za-z0-9_-]{43}$/);
    expect(made.expiresAt.getTime() - t.clock.now.getTime()).toBe(72 * 60 * 60_000);
    const [row] = await t.database.db.select().from(staffAccounts).where(eq(staffAccounts.id, made.staffId));
    expect(row).toMatchObject({ email, emailKey: email.toLowerCase(), displayName: "Chief", role: "admin", status: "invited", passwordHash: null, totpSecret: null });
    await expect(createStaff(deps, { email: email.toUpperCase(), role: "editor" })).rejects.toBeInstanceOf(StaffExistsError);
    // The link works in the set-up.
    const browser = consoleBrowser(t);
    await browser.csrf();
    const { recoveryCodes } = await setUp(browser, new URL(made.setupUrl).searchParams.get("token")!);
    expect(recoveryCodes).toHaveLength(10);
  });
});

describe("bad input on every console call", () => {
  const badEmail = { email: "x".repeat(300), password: DEMO_STAFF_PASSWORD };
  it("answers a 4xx envelope in the request's language, never a stack trace", async () => {
    const browser = consoleBrowser(t);
    await browser.csrf();
    const en = await browser.post("/sign-in", badEmail, { language: "en" });
    const zh = await browser.post("/sign-in", badEmail, { language: "zh_TW" });
    expect(en.status).toBe(400);
    expect(en.body).toEqual({ code: 400, message: "No more than 80 characters", data: null });
    expect(zh.status).toBe(400);
    expect(zh.body.message).toMatch(/[\u4e00-\u9fff]/);
    const missing = await browser.post("/sign-in", { password: DEMO_STAFF_PASSWORD }, { language: "zh_TW" });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/[\u4e00-\u9fff]/);
    for (const body of [{ code: "12345" }, { recoveryCode: "!" }, { code: "123456", recoveryCode: "abcde-fghij" }, {}]) {
      const res = await browser.post("/sign-in/verify", body, { language: "zh_TW" });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it("csrf", async () => {
    await checkParams(t, { method: "GET", url: CSRF });
  });
  it("sign-in", async () => {
    const browser = consoleBrowser(t);
    await browser.csrf();
    await checkParams(t, {
      method: "POST",
      url: SIGN_IN,
      headers: browser.headers(),
      body: { email: admin.email, password: DEMO_STAFF_PASSWORD },
      fields: [
        { in: "body", name: "email", kind: "text" },
        { in: "body", name: "password", kind: "text" },
        { in: "body", name: "verifyKey", kind: "text" },
      ],
    });
  });
  it("sign-in/verify", async () => {
    const browser = consoleBrowser(t);
    await browser.csrf();
    await browser.post("/sign-in", { email: admin.email, password: DEMO_STAFF_PASSWORD });
    await checkParams(t, {
      method: "POST",
      url: VERIFY,
      headers: browser.headers(),
      body: { code: demoCode(t, "admin") },
      fields: [
        { in: "body", name: "code", kind: "text" },
        { in: "body", name: "recoveryCode", kind: "text" },
      ],
    });
  });
  it("me", async () => {
    await checkParams(t, { method: "GET", url: ME, headers: (await signedInStaff(t, "editor")).headers() });
  });
  it("roles", async () => {
    await checkParams(t, { method: "GET", url: ROLES, headers: (await signedInStaff(t, "editor")).headers() });
  });
  it("sign-out", async () => {
    await checkParams(t, { method: "POST", url: SIGN_OUT, headers: (await signedInStaff(t, "editor")).headers() });
  });
  it("sign-out-everywhere", async () => {
    await checkParams(t, { method: "POST", url: SIGN_OUT_EVERYWHERE, headers: (await signedInStaff(t, "contributor")).headers() });
  });
  it("setup", async () => {
    const browser = consoleBrowser(t);
    await browser.csrf();
    await checkParams(t, {
      method: "POST",
      url: SETUP,
      headers: browser.headers(),
      body: { token: (await invitation()).token, password: "Newsroom-2026!" },
      fields: [
        { in: "body", name: "token", kind: "slug" },
        { in: "body", name: "password", kind: "text" },
      ],
    });
  });
  it("setup/confirm", async () => {
    const { token } = await invitation();
    const browser = consoleBrowser(t);
    await browser.csrf();
    const secret = ((await browser.post("/setup", { token, password: "Newsroom-2026!" })).body.data as StaffTotpEnrolment).secret;
    nextTotpStep(t);
    await checkParams(t, {
      method: "POST",
      url: SETUP_CONFIRM,
      headers: browser.headers(),
      body: { token, code: totpCode(secret, t.clock.now) },
      fields: [
        { in: "body", name: "token", kind: "slug" },
        { in: "body", name: "code", kind: "text" },
      ],
    });
  });
  it("answers 401 before reading the body of a call that needs a session", async () => {
    const browser = consoleBrowser(t);
    await browser.csrf();
    const res = await t.call({ method: "POST", url: SIGN_OUT, headers: { ...browser.headers(), "content-type": "application/json" }, payload: '{"broken": ' });
    expect(res.status).toBe(401);
  });
});
