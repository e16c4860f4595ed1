import { and, desc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Paged } from "@portal/contract/schemas/member";
import { ERROR_CODES } from "@portal/contract/error-codes";
import type {
  StaffAccountSummary,
  StaffDisabled,
  StaffInvitation,
  StaffReauthenticated,
  StaffRecoveryCodes,
  StaffReset,
  StaffRole,
  StaffTotpEnrolment,
} from "@portal/contract/schemas/staff";
import { platformReplies } from "../../platform/replies.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { auditLog } from "../audit/tables.ts";
import { clearLimits } from "../member/member.test-helper.ts";
import { staffReplies } from "./replies.ts";
import { demoStaff } from "./seed.ts";
import { consoleBrowser, consolePath, nextTotpStep, reauthenticate, signedInStaff, staffIdOf, type ConsoleBrowser } from "./staff.test-helper.ts";
import { staffAccounts, staffRecoveryCodes, staffSessions } from "./tables.ts";
import { totpCode } from "./totp.ts";

/**
 * Administrators' calls on staff accounts (docs/console.md "Staff administration"): the list, the invitation by
 * e-mail and its set-up link, a new link, roles, disabling and enabling, resetting a lost sign-in, the guards, the
 * audit entries; who may call them and the CSRF token; re-authentication before the sensitive ones.
 */

const ACCOUNTS = "/api/console/v1/staff";
const RESEND = "/api/console/v1/staff/:id/resend-invite";
const ROLE = "/api/console/v1/staff/:id/role";
const DISABLE = "/api/console/v1/staff/:id/disable";
const ENABLE = "/api/console/v1/staff/:id/enable";
const RESET = "/api/console/v1/staff/:id/reset";
const REAUTH = "/api/console/v1/reauthenticate";

let t: TestApp;
let admin: ConsoleBrowser;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "http://console.example.mo" });
  admin = await signedInStaff(t, "admin");
});
afterAll(() => t.close());
// The tests move the clock (a TOTP code per step): the administrator's session enters a code again before each, so
// that its sensitive calls stay within the 10 minutes.
beforeEach(async () => {
  await clearLimits(t);
  await reauthenticate(t, admin, demoStaff("admin").totpSecret);
});

let invited = 0;
const newEmail = () => `person${++invited}.${Date.now()}@tdm.example.mo`;

async function invite(role: StaffRole = "editor", options: { language?: string; email?: string } = {}) {
  const email = options.email ?? newEmail();
  const res = await admin.post("/staff", { email, name: `Person ${invited}`, role }, options.language ? { language: options.language } : undefined);
  expect(res.status, res.body.message).toBe(200);
  return res.body.data as StaffInvitation;
}

/** The set-up link in the newest e-mail to an address. */
async function linkSentTo(email: string): Promise<string> {
  const message = await t.lastMessageTo(email);
  const link = /http:\/\/console\.example\.mo\/console\/setup\?token=[A-Za-z0-9_-]{43}/.exec(message?.body ?? "")?.[0];
  if (!link) throw new Error(`no set-up link sent to ${email}: ${message?.body}`);
  return link;
}

const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

/** Set-up through the API with a link's token; answers the authenticator secret and the recovery codes. */
async function setUp(token: string, password = "Newsroom-2026!"): Promise<{ secret: string; recoveryCodes: string[] }> {
  const browser = consoleBrowser(t);
  await browser.csrf();
  const start = await browser.post("/setup", { token, password });
  expect(start.status, start.body.message).toBe(200);
  const { secret } = start.body.data as StaffTotpEnrolment;
  nextTotpStep(t);
  const confirm = await browser.post("/setup/confirm", { token, code: totpCode(secret, t.clock.now) });
  expect(confirm.status, confirm.body.message).toBe(200);
  const { recoveryCodes } = confirm.body.data as StaffRecoveryCodes;
  expect(recoveryCodes).toHaveLength(10);
  return { secret, recoveryCodes };
}

/** Signs in through the API with a password and a second factor (the secret's current code, or a recovery code). */
async function signInAs(email: string, factor: { secret: string } | { recoveryCode: string }, password = "Newsroom-2026!") {
  const browser = consoleBrowser(t);
  await browser.csrf();
  const step1 = await browser.post("/sign-in", { email, password });
  expect(step1.status, step1.body.message).toBe(200);
  nextTotpStep(t);
  const step2 = await browser.post("/sign-in/verify", "secret" in factor ? { code: totpCode(factor.secret, t.clock.now) } : factor);
  expect(step2.status, step2.body.message).toBe(200);
  return browser;
}

/** An account invited with a role and set up through its link: its id, address, authenticator secret and recovery codes. */
async function setUpAccount(role: StaffRole) {
  const invitation = await invite(role);
  const { secret, recoveryCodes } = await setUp(tokenOf(await linkSentTo(invitation.sentTo)));
  return { id: invitation.account.id, email: invitation.sentTo, secret, recoveryCodes };
}

async function auditRows(staffId: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "staff_account"), eq(auditLog.entityId, String(staffId))))
    .orderBy(desc(auditLog.id));
}

/** Every field the audit log holds of staff accounts: never a password hash, an authenticator secret or a token. */
const AUDITED_FIELDS = ["email", "displayName", "role", "status", "invitationExpiresAt"];
function expectSafeValues(values: unknown) {
  expect(Object.keys((values ?? {}) as object).filter((key) => !AUDITED_FIELDS.includes(key))).toEqual([]);
  expect(JSON.stringify(values)).not.toMatch(/argon2|demo:|token=/);
}

describe("the staff list", () => {
  it("shows each account's role, status and last sign-in, filtered by status and role, to administrators only", async () => {
    const page = (await admin.get("/staff?pageSize=100")).body.data as Paged<StaffAccountSummary>;
    const me = page.items.find((a) => a.email === demoStaff("admin").email)!;
    expect(me).toMatchObject({ role: "admin", status: "active", name: "Demo admin", invitationExpiresAt: null });
    expect(Date.parse(me.lastSignInAt!)).toBeGreaterThan(Date.now() - 3_600_000);
    expect(JSON.stringify(page)).not.toMatch(/passwordHash|totp|argon2/i);

    const editors = (await admin.get("/staff?role=editor&status=active")).body.data as Paged<StaffAccountSummary>;
    expect(editors.items.length).toBeGreaterThan(0);
    expect(editors.items.every((a) => a.role === "editor" && a.status === "active")).toBe(true);

    for (const role of ["editor", "moderator", "hr"] as const) expect((await (await signedInStaff(t, role)).get("/staff")).status).toBe(403);
    expect((await consoleBrowser(t).get("/staff")).status).toBe(401);
  });
});

describe("inviting staff", () => {
  it("makes an invited account, e-mails a set-up link that works, audits it, and answers the link only in the development outbox", async () => {
    const email = newEmail();
    const answer = await invite("moderator", { email, language: "zh_TW" });
    expect(answer).toMatchObject({ sentTo: email, delivery: "outbox", account: { email, role: "moderator", status: "invited", lastSignInAt: null } });
    expect(answer.account.invitationExpiresAt).toBe(answer.expiresAt);
    // The test app keeps messages in the outbox and shows /dev/outbox: the answer has the link, the e-mail too.
    const link = await linkSentTo(email);
    expect(answer.setupUrl).toBe(link);
    const message = await t.lastMessageTo(email);
    expect(message!.subject).toBe("澳廣視新聞管理平台：設定你的帳戶");
    expect(message!.body).toContain("Demo admin 邀請你");

    const [entry] = await auditRows(answer.account.id);
    expect(entry).toMatchObject({ action: "staff.invite", actorRole: "admin", before: null, after: { email, role: "moderator", status: "invited" } });
    expectSafeValues(entry!.after);

    // The link sets the account up; the person signs in with the role given.
    const { secret } = await setUp(tokenOf(link));
    const browser = await signInAs(email, { secret });
    expect((await browser.get("/me")).body.data).toMatchObject({ email, role: "moderator" });
    expect((await browser.get("/comments")).status).toBe(200);

    // The same address again is refused, whatever its letter case.
    const again = await admin.post("/staff", { email: email.toUpperCase(), name: "Again", role: "editor" }, { language: "pt" });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(staffReplies.staffExists.pt);
  });

  it("does not answer the link where e-mail goes to a mail server or the outbox page does not exist", async () => {
    const quiet = await createTestApp({ PUBLIC_URL: "http://console.example.mo", DEV_OUTBOX: "false" });
    try {
      const browser = await signedInStaff(quiet, "admin");
      const email = newEmail();
      const res = await browser.post("/staff", { email, name: "Quiet", role: "editor" });
      expect(res.status, res.body.message).toBe(200);
      const answer = res.body.data as StaffInvitation;
      expect(answer.delivery).toBe("outbox");
      expect(answer).not.toHaveProperty("setupUrl");
      expect(JSON.stringify(res.body)).not.toContain("token=");
      expect((await quiet.lastMessageTo(email))!.body).toMatch(/\/console\/setup\?token=/);
    } finally {
      await quiet.close();
    }
  });

  it("resends a new link to an invited account; the old link stops working; an account set up needs none", async () => {
    const first = await invite("editor", { language: "en" });
    const oldLink = await linkSentTo(first.sentTo);
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const res = await admin.post(consolePath(RESEND, first.account.id), {});
    expect(res.status, res.body.message).toBe(200);
    const again = res.body.data as StaffInvitation;
    const newLink = await linkSentTo(first.sentTo);
    expect(newLink).not.toBe(oldLink);
    expect(again.setupUrl).toBe(newLink);
    expect(Date.parse(again.expiresAt)).toBeGreaterThan(Date.parse(first.expiresAt));

    const browser = consoleBrowser(t);
    await browser.csrf();
    const old = await browser.post("/setup", { token: tokenOf(oldLink), password: "Newsroom-2026!" });
    expect(old.status).toBe(400);
    expect(old.body.message).toBe(staffReplies.setupLinkInvalid.en);
    await setUp(tokenOf(newLink));

    const [entry] = await auditRows(first.account.id);
    expect(entry).toMatchObject({
      action: "staff.resend_invite",
      before: { invitationExpiresAt: first.expiresAt },
      after: { invitationExpiresAt: again.expiresAt },
    });
    const done = await admin.post(consolePath(RESEND, first.account.id), {}, { language: "zh_TW" });
    expect(done.status).toBe(400);
    expect(done.body.message).toBe(staffReplies.notInvited.zh_TW);
    expect((await admin.post(consolePath(RESEND, 999_999), {})).status).toBe(404);
  });

  it("refuses a write without the CSRF token (403) and other roles (403): no account is made", async () => {
    const email = newEmail();
    expect((await admin.post("/staff", { email, name: "No token", role: "editor" }, { csrf: false })).status).toBe(403);
    expect((await (await signedInStaff(t, "editor")).post("/staff", { email, name: "Editor's", role: "admin" })).status).toBe(403);
    const list = (await admin.get("/staff?pageSize=100")).body.data as Paged<StaffAccountSummary>;
    expect(list.items.map((a) => a.email)).not.toContain(email);
    expect(await t.lastMessageTo(email)).toBeNull();
  });
});

describe("roles", () => {
  it("changes a role, audited before and after; the last active administrator keeps the role", async () => {
    const producerId = await staffIdOf(t, "producer");
    const res = await admin.post(consolePath(ROLE, producerId), { role: "marketing" });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ id: producerId, role: "marketing" });
    const [entry] = await auditRows(producerId);
    expect(entry).toMatchObject({ action: "staff.role", before: { role: "producer" }, after: { role: "marketing" } });
    expectSafeValues(entry!.before);
    await admin.post(consolePath(ROLE, producerId), { role: "producer" });

    const adminId = await staffIdOf(t, "admin");
    for (const language of ["zh_TW", "zh_CN", "en", "pt"] as const) {
      const last = await admin.post(consolePath(ROLE, adminId), { role: "editor" }, { language });
      expect(last.status).toBe(400);
      expect(last.body).toEqual({ code: -1, message: staffReplies.lastAdmin[language], data: null });
    }
    // With a second active administrator, the first may step down; the second then may not.
    const hrId = await staffIdOf(t, "hr");
    await admin.post(consolePath(ROLE, hrId), { role: "admin" });
    const secondAdmin = await signedInStaff(t, "hr");
    expect((await admin.post(consolePath(ROLE, adminId), { role: "editor" })).status).toBe(200);
    expect((await admin.get("/staff")).status).toBe(403);
    expect((await secondAdmin.post(consolePath(ROLE, hrId), { role: "hr" })).body.message).toBe(staffReplies.lastAdmin.en);
    expect((await secondAdmin.post(consolePath(ROLE, adminId), { role: "admin" })).status).toBe(200);
    expect((await secondAdmin.post(consolePath(ROLE, hrId), { role: "hr" })).status).toBe(200);
    expect((await admin.get("/staff")).status).toBe(200);
    expect((await admin.post(consolePath(ROLE, 999_999), { role: "hr" })).status).toBe(404);
  });

  it("lets only one of two administrators demoting each other at once succeed", async () => {
    const adminId = await staffIdOf(t, "admin");
    const hrId = await staffIdOf(t, "hr");
    await admin.post(consolePath(ROLE, hrId), { role: "admin" });
    const other = await signedInStaff(t, "hr");
    const answers = await Promise.all([admin.post(consolePath(ROLE, hrId), { role: "hr" }), other.post(consolePath(ROLE, adminId), { role: "editor" })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)!.body.message).toBe(staffReplies.lastAdmin.en);
    const stillAdmin = answers[0]!.status === 200 ? admin : other;
    const list = (await stillAdmin.get("/staff?role=admin&status=active")).body.data as Paged<StaffAccountSummary>;
    expect(list.total).toBe(1);
    // Back as they were: the demo admin the only administrator.
    if (answers[0]!.status !== 200) {
      await other.post(consolePath(ROLE, adminId), { role: "admin" });
      await admin.post(consolePath(ROLE, hrId), { role: "hr" });
    }
    expect(((await admin.get("/staff?role=admin&status=active")).body.data as Paged<StaffAccountSummary>).items.map((a) => a.id)).toEqual([adminId]);
  });
});

describe("disabling and enabling", () => {
  it("ends a disabled account's sessions at once; it cannot sign in until enabled; every change audited", async () => {
    const producer = await signedInStaff(t, "producer");
    const elsewhere = await signedInStaff(t, "producer");
    expect((await producer.get("/me")).status).toBe(200);
    const producerId = await staffIdOf(t, "producer");

    const res = await admin.post(consolePath(DISABLE, producerId));
    expect(res.status, res.body.message).toBe(200);
    const disabled = res.body.data as StaffDisabled;
    expect(disabled.account.status).toBe("disabled");
    expect(disabled.sessionsEnded).toBeGreaterThanOrEqual(2);
    expect((await producer.get("/me")).status).toBe(401);
    expect((await elsewhere.get("/me")).status).toBe(401);
    await expect(signedInStaff(t, "producer")).rejects.toThrow(/sign-in step 1: 401/);
    const [entry] = await auditRows(producerId);
    expect(entry).toMatchObject({ action: "staff.disable", before: { status: "active" }, after: { status: "disabled" } });
    expectSafeValues(entry!.after);

    // Disabling it again changes nothing.
    expect(((await admin.post(consolePath(DISABLE, producerId))).body.data as StaffDisabled).sessionsEnded).toBe(0);
    expect((await auditRows(producerId)).map((e) => e.action)[0]).toBe("staff.disable");

    const enabled = await admin.post(consolePath(ENABLE, producerId));
    expect(enabled.body.data).toMatchObject({ id: producerId, status: "active" });
    expect((await auditRows(producerId))[0]).toMatchObject({ action: "staff.enable", before: { status: "disabled" }, after: { status: "active" } });
    const back = await signedInStaff(t, "producer");
    expect((await back.get("/me")).status).toBe(200);
    // The old sessions stay ended.
    expect((await producer.get("/me")).status).toBe(401);
  });

  it("voids a disabled invited account's link; enabled again it is invited and needs a new one", async () => {
    const invitation = await invite("contributor");
    const link = await linkSentTo(invitation.sentTo);
    await admin.post(consolePath(DISABLE, invitation.account.id));
    const enabled = await admin.post(consolePath(ENABLE, invitation.account.id));
    expect(enabled.body.data).toMatchObject({ status: "invited", invitationExpiresAt: null });
    const browser = consoleBrowser(t);
    await browser.csrf();
    expect((await browser.post("/setup", { token: tokenOf(link), password: "Newsroom-2026!" })).status).toBe(400);
    await admin.post(consolePath(RESEND, invitation.account.id), {});
    await setUp(tokenOf(await linkSentTo(invitation.sentTo)));
  });

  it("refuses to disable one's own account, in the four languages; other roles 403; without the CSRF token 403", async () => {
    const adminId = await staffIdOf(t, "admin");
    for (const language of ["zh_TW", "zh_CN", "en", "pt"] as const) {
      const self = await admin.post(consolePath(DISABLE, adminId), {}, { language });
      expect(self.status).toBe(400);
      expect(self.body).toEqual({ code: -1, message: staffReplies.cannotDisableSelf[language], data: null });
    }
    const editorId = await staffIdOf(t, "editor");
    expect((await admin.post(consolePath(DISABLE, editorId), {}, { csrf: false })).status).toBe(403);
    expect((await (await signedInStaff(t, "moderator")).post(consolePath(DISABLE, editorId))).status).toBe(403);
    const anonymous = consoleBrowser(t);
    await anonymous.csrf();
    expect((await anonymous.post(consolePath(DISABLE, editorId))).status).toBe(401);
    const editors = (await admin.get("/staff?role=editor&pageSize=100")).body.data as Paged<StaffAccountSummary>;
    expect(editors.items.find((a) => a.id === editorId)?.status).toBe("active");
    expect((await admin.post(consolePath(ENABLE, 999_999))).status).toBe(404);
  });
});

describe("resetting a lost sign-in", () => {
  it("ends the account's sessions, removes its password, authenticator and recovery codes, and e-mails a new set-up link; audited without secrets", async () => {
    const person = await setUpAccount("editor");
    const browser = await signInAs(person.email, { secret: person.secret });
    const elsewhere = await signInAs(person.email, { recoveryCode: person.recoveryCodes[0]! });
    expect((await browser.get("/me")).status).toBe(200);

    const res = await admin.post(consolePath(RESET, person.id), { language: "en" });
    expect(res.status, res.body.message).toBe(200);
    const reset = res.body.data as StaffReset;
    expect(reset).toMatchObject({ sentTo: person.email, delivery: "outbox", sessionsEnded: 2, account: { id: person.id, status: "invited", role: "editor" } });
    expect(reset.account.invitationExpiresAt).toBe(reset.expiresAt);
    // Its sessions end at once; the old password, authenticator and recovery codes are gone.
    expect((await browser.get("/me")).status).toBe(401);
    expect((await elsewhere.get("/me")).status).toBe(401);
    const [row] = await t.database.db.select().from(staffAccounts).where(eq(staffAccounts.id, person.id));
    expect(row).toMatchObject({ status: "invited", passwordHash: null, totpSecret: null, totpConfirmed: false, totpLastStep: null });
    expect(await t.database.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, person.id))).toEqual([]);
    const live = await t.database.db.select().from(staffSessions).where(and(eq(staffSessions.staffId, person.id), isNull(staffSessions.revokedAt)));
    expect(live).toEqual([]);
    const old = consoleBrowser(t);
    await old.csrf();
    expect((await old.post("/sign-in", { email: person.email, password: "Newsroom-2026!" })).body.message).toBe(staffReplies.signInFailed.en);

    // The e-mail says what happened, with the link the answer gives (development outbox).
    const message = await t.lastMessageTo(person.email);
    expect(message!.subject).toBe("TDM newsroom console: your sign-in has been reset");
    expect(message!.body).toContain("Demo admin has reset your sign-in");
    const link = await linkSentTo(person.email);
    expect(reset.setupUrl).toBe(link);

    const [entry] = await auditRows(person.id);
    expect(entry).toMatchObject({
      action: "staff.reset",
      actorRole: "admin",
      before: { status: "active", invitationExpiresAt: null },
      after: { status: "invited", invitationExpiresAt: reset.expiresAt },
    });
    expectSafeValues(entry!.before);
    expectSafeValues(entry!.after);

    // The person sets up anew, with a new authenticator: the old one's codes no longer sign in.
    const { secret } = await setUp(tokenOf(link), "Another-2026!");
    expect(secret).not.toBe(person.secret);
    await signInAs(person.email, { secret }, "Another-2026!");
    const stale = consoleBrowser(t);
    await stale.csrf();
    await stale.post("/sign-in", { email: person.email, password: "Another-2026!" });
    nextTotpStep(t);
    expect((await stale.post("/sign-in/verify", { code: totpCode(person.secret, t.clock.now) })).status).toBe(401);
  });

  it("brings a disabled account back invited, with a link, in the language asked for", async () => {
    const person = await setUpAccount("producer");
    await admin.post(consolePath(DISABLE, person.id));
    const res = await admin.post(consolePath(RESET, person.id), { language: "pt" });
    expect(res.status, res.body.message).toBe(200);
    expect((res.body.data as StaffReset).account.status).toBe("invited");
    expect((await t.lastMessageTo(person.email))!.subject).toBe("Consola de redacção da TDM: o seu início de sessão foi reposto");
    expect((await auditRows(person.id))[0]).toMatchObject({ action: "staff.reset", before: { status: "disabled" }, after: { status: "invited" } });
    await setUp(tokenOf(await linkSentTo(person.email)));
  });

  it("refuses one's own account and an account not set up yet, in the four languages; other roles 403, no session 401", async () => {
    const adminId = await staffIdOf(t, "admin");
    const { account } = await invite("hr");
    for (const language of ["zh_TW", "zh_CN", "en", "pt"] as const) {
      const self = await admin.post(consolePath(RESET, adminId), {}, { language });
      expect(self.body).toEqual({ code: -1, message: staffReplies.cannotResetSelf[language], data: null });
      const invited = await admin.post(consolePath(RESET, account.id), {}, { language });
      expect(invited.body).toEqual({ code: -1, message: staffReplies.notSetUp[language], data: null });
    }
    expect((await t.database.db.select().from(staffAccounts).where(eq(staffAccounts.id, adminId)))[0]!.totpConfirmed).toBe(true);
    const editorId = await staffIdOf(t, "editor");
    expect((await (await signedInStaff(t, "editor")).post(consolePath(RESET, editorId))).status).toBe(403);
    const anonymous = consoleBrowser(t);
    await anonymous.csrf();
    expect((await anonymous.post(consolePath(RESET, editorId))).status).toBe(401);
    expect((await admin.post(consolePath(RESET, editorId), {}, { csrf: false })).status).toBe(403);
    expect((await admin.post(consolePath(RESET, 999_999), {})).status).toBe(404);
    // Nothing was reset: the demo editor still signs in (signedInStaff throws otherwise).
    await signedInStaff(t, "editor");
  });
});

describe("re-authentication before sensitive calls", () => {
  /** The six-digit code of the demo administrator's authenticator, in the next time step. */
  const adminCode = () => {
    nextTotpStep(t);
    return totpCode(demoStaff("admin").totpSecret, t.clock.now);
  };

  it("asks for a code entered within 10 minutes (403, code -3, in the request's language), then lets the call through", async () => {
    const session = await signedInStaff(t, "admin");
    const producerId = await staffIdOf(t, "producer");
    expect((await session.post(consolePath(ROLE, producerId), { role: "producer" })).status).toBe(200);
    // Ten minutes after the code of its sign-in, every sensitive call asks for a new one; nothing changes.
    t.clock.now = new Date(t.clock.now.getTime() + 10 * 60_000);
    const before = (await auditRows(producerId)).length;
    for (const language of ["zh_TW", "zh_CN", "en", "pt"] as const) {
      const asked = await session.post(consolePath(ROLE, producerId), { role: "marketing" }, { language });
      expect(asked.status).toBe(403);
      expect(asked.body).toEqual({ code: ERROR_CODES.freshCodeRequired, message: platformReplies.freshCodeRequired[language], data: null });
    }
    for (const [path, body] of [[ACCOUNTS, { email: newEmail(), name: "Late", role: "editor" }], [consolePath(DISABLE, producerId), {}], [consolePath(ENABLE, producerId), {}], [consolePath(RESET, producerId), {}]] as const) {
      expect((await session.send("POST", path.startsWith("/api") ? path : `/api/console/v1${path}`, body)).body.code).toBe(ERROR_CODES.freshCodeRequired);
    }
    expect((await auditRows(producerId)).length).toBe(before);
    // What is not sensitive goes on.
    expect((await session.get("/staff")).status).toBe(200);

    // A wrong code is refused (400: the session stays); the right one lets the call through for 10 minutes.
    const wrong = await session.post("/reauthenticate", { code: "000000" }, { language: "pt" });
    expect(wrong.body).toEqual({ code: -1, message: staffReplies.codeWrong.pt, data: null });
    const code = adminCode();
    const ok = await session.post("/reauthenticate", { code });
    expect(ok.status, ok.body.message).toBe(200);
    expect(Date.parse((ok.body.data as StaffReauthenticated).freshUntil)).toBe(t.clock.now.getTime() + 10 * 60_000);
    expect((await session.post(consolePath(ROLE, producerId), { role: "marketing" })).body.data).toMatchObject({ role: "marketing" });
    // The same code works once.
    expect((await session.post("/reauthenticate", { code })).body.message).toBe(staffReplies.codeWrong.en);
    t.clock.now = new Date(t.clock.now.getTime() + 10 * 60_000 - 1);
    expect((await session.post(consolePath(ROLE, producerId), { role: "producer" })).status).toBe(200);
    t.clock.now = new Date(t.clock.now.getTime() + 1);
    expect((await session.post(consolePath(ROLE, producerId), { role: "marketing" })).body.code).toBe(ERROR_CODES.freshCodeRequired);
    expect((await staffRole(producerId))).toBe("producer");
  });

  it("counts a session signed in with a recovery code as not fresh: it enters its authenticator's code first", async () => {
    const other = await setUpAccount("admin");
    const session = await signInAs(other.email, { recoveryCode: other.recoveryCodes[1]! });
    const email = newEmail();
    const asked = await session.post("/staff", { email, name: "After a recovery code", role: "editor" });
    expect(asked.body.code).toBe(ERROR_CODES.freshCodeRequired);
    await reauthenticate(t, session, other.secret);
    expect((await session.post("/staff", { email, name: "After a recovery code", role: "editor" })).status).toBe(200);
    await admin.post(consolePath(DISABLE, other.id));
  });

  it("locks the account's second factor after 5 wrong codes, for sign-in too; needs the CSRF token", async () => {
    const other = await setUpAccount("admin");
    const session = await signInAs(other.email, { secret: other.secret });
    expect((await session.post("/reauthenticate", { code: "123456" }, { csrf: false })).status).toBe(403);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await session.post("/reauthenticate", { code: "000000" })).status);
    expect(answers).toEqual([400, 400, 400, 400, 429]);
    nextTotpStep(t);
    const right = await session.post("/reauthenticate", { code: totpCode(other.secret, t.clock.now) });
    expect(right.status).toBe(429);
    expect(right.headers["retry-after"]).toBeDefined();
    const signIn = consoleBrowser(t);
    await signIn.csrf();
    await signIn.post("/sign-in", { email: other.email, password: "Newsroom-2026!" });
    nextTotpStep(t);
    expect((await signIn.post("/sign-in/verify", { code: totpCode(other.secret, t.clock.now) })).status).toBe(429);
    // The session itself goes on (a wrong code is no sign-out); other staff are not affected.
    expect((await session.get("/me")).status).toBe(200);
    expect((await admin.post("/reauthenticate", { code: adminCode() })).status).toBe(200);
    await admin.post(consolePath(DISABLE, other.id));
  });
});

async function staffRole(staffId: number): Promise<StaffRole | undefined> {
  return (await t.database.db.select({ role: staffAccounts.role }).from(staffAccounts).where(eq(staffAccounts.id, staffId)))[0]?.role;
}

describe("bad input", () => {
  it("staff list", async () => {
    await checkParams(t, {
      method: "GET",
      url: ACCOUNTS,
      headers: admin.headers(),
      fields: [
        { in: "query", name: "page", kind: "page" },
        { in: "query", name: "pageSize", kind: "pageSize" },
        { in: "query", name: "status", kind: "enum" },
        { in: "query", name: "role", kind: "enum" },
      ],
    });
  });
  it("invite", async () => {
    await checkParams(t, {
      method: "POST",
      url: ACCOUNTS,
      headers: admin.headers(),
      body: { email: newEmail(), name: "Checked", role: "editor" },
      fields: [
        { in: "body", name: "email", kind: "text" },
        { in: "body", name: "name", kind: "text" },
        { in: "body", name: "role", kind: "enum" },
        { in: "body", name: "language", kind: "enum" },
      ],
    });
  });
  it("resend-invite", async () => {
    const { account } = await invite();
    await checkParams(t, {
      method: "POST",
      url: RESEND,
      params: { id: account.id },
      headers: admin.headers(),
      body: { language: "pt" },
      fields: [
        { in: "params", name: "id", kind: "id" },
        { in: "body", name: "language", kind: "enum" },
      ],
    });
  });
  it("role", async () => {
    await checkParams(t, {
      method: "POST",
      url: ROLE,
      params: { id: await staffIdOf(t, "contributor") },
      headers: admin.headers(),
      body: { role: "contributor" },
      fields: [
        { in: "params", name: "id", kind: "id" },
        { in: "body", name: "role", kind: "enum" },
      ],
    });
  });
  it("disable", async () => {
    const { account } = await invite();
    await checkParams(t, { method: "POST", url: DISABLE, params: { id: account.id }, headers: admin.headers(), fields: [{ in: "params", name: "id", kind: "id" }] });
  });
  it("enable", async () => {
    const { account } = await invite();
    await checkParams(t, { method: "POST", url: ENABLE, params: { id: account.id }, headers: admin.headers(), fields: [{ in: "params", name: "id", kind: "id" }] });
  });
  it("reset", async () => {
    const person = await setUpAccount("contributor");
    await checkParams(t, {
      method: "POST",
      url: RESET,
      params: { id: person.id },
      headers: admin.headers(),
      body: { language: "en" },
      fields: [
        { in: "params", name: "id", kind: "id" },
        { in: "body", name: "language", kind: "enum" },
      ],
    });
  });
  it("reauthenticate", async () => {
    const session = await signedInStaff(t, "editor");
    nextTotpStep(t);
    await checkParams(t, {
      method: "POST",
      url: REAUTH,
      headers: session.headers(),
      body: { code: totpCode(demoStaff("editor").totpSecret, t.clock.now) },
      fields: [{ in: "body", name: "code", kind: "text" }],
    });
  });
});
