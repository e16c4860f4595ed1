import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Paged } from "@portal/contract/schemas/member";
import type {
  StaffAccountSummary,
  StaffDisabled,
  StaffInvitation,
  StaffRecoveryCodes,
  StaffRole,
  StaffTotpEnrolment,
} from "@portal/contract/schemas/staff";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { auditLog } from "../audit/tables.ts";
import { clearLimits } from "../member/member.test-helper.ts";
import { staffReplies } from "./replies.ts";
import { demoStaff } from "./seed.ts";
import { consoleBrowser, consolePath, nextTotpStep, signedInStaff, staffIdOf, type ConsoleBrowser } from "./staff.test-helper.ts";
import { totpCode } from "./totp.ts";

/**
 * Administrators' calls on staff accounts (docs/console.md "Staff administration"): the list, the invitation by
 * e-mail and its set-up link, a new link, roles, disabling and enabling, the two guards, the audit entries; who may
 * call them and the CSRF token.
 */

const ACCOUNTS = "/api/console/v1/staff";
const RESEND = "/api/console/v1/staff/:id/resend-invite";
const ROLE = "/api/console/v1/staff/:id/role";
const DISABLE = "/api/console/v1/staff/:id/disable";
const ENABLE = "/api/console/v1/staff/:id/enable";

let t: TestApp;
let admin: ConsoleBrowser;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "http://console.example.mo" });
  admin = await signedInStaff(t, "admin");
});
afterAll(() => t.close());
beforeEach(() => clearLimits(t));

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

/** Set-up through the API with a link's token; answers the authenticator secret. */
async function setUp(token: string, password = "Newsroom-2026!"): Promise<string> {
  const browser = consoleBrowser(t);
  await browser.csrf();
  const start = await browser.post("/setup", { token, password });
  expect(start.status, start.body.message).toBe(200);
  const { secret } = start.body.data as StaffTotpEnrolment;
  nextTotpStep(t);
  const confirm = await browser.post("/setup/confirm", { token, code: totpCode(secret, t.clock.now) });
  expect(confirm.status, confirm.body.message).toBe(200);
  expect((confirm.body.data as StaffRecoveryCodes).recoveryCodes).toHaveLength(10);
  return secret;
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
    const secret = await setUp(tokenOf(link));
    const browser = consoleBrowser(t);
    await browser.csrf();
    await browser.post("/sign-in", { email, password: "Newsroom-2026!" });
    nextTotpStep(t);
    const me = await browser.post("/sign-in/verify", { code: totpCode(secret, t.clock.now) });
    expect(me.body.data).toMatchObject({ email, role: "moderator" });
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
});
