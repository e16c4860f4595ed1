import { and, asc, count, eq, gt, inArray, isNull, max, type SQL } from "drizzle-orm";
import type { ApiLocale } from "@portal/contract/locales";
import type { Paged } from "@portal/contract/schemas/member";
import type {
  StaffAccountSummary,
  StaffDisabled,
  StaffInvitation,
  StaffInvitationDelivery,
  StaffReset,
  StaffRole,
  StaffStatus,
} from "@portal/contract/schemas/staff";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../platform/deps.ts";
import { notFound, refusal } from "../../platform/errors.ts";
import { pageOf, type PageRequest } from "../../platform/paging.ts";
import type { StaffActor } from "../../platform/staff-auth.ts";
import { changedFields, recordChange } from "../audit/audit-service.ts";
import { staffReplies } from "./replies.ts";
import { inviteStaff, issueSetupLink, StaffExistsError } from "./setup-service.ts";
import { setupLinkMessage, type SetupLinkReason } from "./staff-messages.ts";
import type { StaffAccount } from "./staff-service.ts";
import { revokeAllStaffSessions } from "./staff-sessions.ts";
import { staffAccounts, staffRecoveryCodes, staffSetupTokens } from "./tables.ts";

/**
 * Administrators' calls on staff accounts (docs/console.md "Staff administration"): the list, invitations by e-mail,
 * a new set-up link, roles, disabling and enabling, resetting a lost sign-in. Every change and its audit entry are written in one
 * transaction; the entries hold the account's e-mail, name, role and status, never its password hash, authenticator
 * secret or tokens. Two guards keep the console administrable: nobody disables their own account, and the last
 * active administrator keeps the role (and the account) — checked under a lock of the active administrators' rows
 * (withAccount), so that two administrators demoting each other at once cannot both succeed.
 */

/** What the audit log keeps of an account: never the password hash, the TOTP secret or counters. */
const audited = (account: Pick<StaffAccount, "email" | "displayName" | "role" | "status">) => ({
  email: account.email,
  displayName: account.displayName,
  role: account.role,
  status: account.status,
});

/** The expiry of each invited account's live set-up link. */
async function invitationExpiries(db: Db, staffIds: number[], now: Date): Promise<Map<number, Date>> {
  if (!staffIds.length) return new Map();
  const rows = await db
    .select({ staffId: staffSetupTokens.staffId, expiresAt: max(staffSetupTokens.expiresAt) })
    .from(staffSetupTokens)
    .where(and(inArray(staffSetupTokens.staffId, staffIds), isNull(staffSetupTokens.usedAt), gt(staffSetupTokens.expiresAt, now)))
    .groupBy(staffSetupTokens.staffId);
  return new Map(rows.flatMap((row) => (row.expiresAt ? [[row.staffId, new Date(row.expiresAt)]] : [])));
}

async function summaries(db: Db, accounts: StaffAccount[], now: Date): Promise<StaffAccountSummary[]> {
  const invited = accounts.filter((a) => a.status === "invited").map((a) => a.id);
  const expiries = await invitationExpiries(db, invited, now);
  return accounts.map((a) => ({
    id: a.id,
    email: a.email,
    name: a.displayName,
    role: a.role,
    status: a.status,
    lastSignInAt: a.lastSignInAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
    invitationExpiresAt: expiries.get(a.id)?.toISOString() ?? null,
  }));
}

async function summaryOf(db: Db, staffId: number, now: Date): Promise<StaffAccountSummary> {
  const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, staffId)).limit(1);
  if (!account) throw notFound();
  return (await summaries(db, [account], now))[0]!;
}

/** The staff accounts, oldest first, by status and role. */
export async function listStaff(
  db: Db,
  filter: { status?: StaffStatus | undefined; role?: StaffRole | undefined },
  page: PageRequest,
  now: Date,
): Promise<Paged<StaffAccountSummary>> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(staffAccounts.status, filter.status));
  if (filter.role) conditions.push(eq(staffAccounts.role, filter.role));
  const where = conditions.length ? and(...conditions) : undefined;
  return pageOf(
    page,
    async (limit, offset) => summaries(db, await db.select().from(staffAccounts).where(where).orderBy(asc(staffAccounts.id)).limit(limit).offset(offset), now),
    async () => (await db.select({ n: count() }).from(staffAccounts).where(where))[0]?.n ?? 0,
  );
}

/**
 * Runs `work` in a transaction with the account's row locked (404 when there is none), and every active
 * administrator's row before it, in id order: every change locks in the same order, so two changes at once wait for
 * each other instead of deadlocking, and the administrators `work` is given cannot change under it.
 */
function withAccount<T>(db: Db, staffId: number, work: (tx: Db, account: StaffAccount, activeAdmins: number[]) => Promise<T>): Promise<T> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const admins = await tx
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(and(eq(staffAccounts.role, "admin"), eq(staffAccounts.status, "active")))
      .orderBy(asc(staffAccounts.id))
      .for("update");
    const [account] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, staffId)).for("update");
    if (!account) throw notFound();
    return work(tx, account, admins.map((admin) => admin.id));
  });
}

/** Refuses a change that would leave no active administrator: the account is one, and no other is. */
function keepAnAdministrator(account: StaffAccount, activeAdmins: number[]): void {
  if (account.role !== "admin" || account.status !== "active") return;
  if (!activeAdmins.some((id) => id !== account.id)) throw refusal(staffReplies.lastAdmin);
}

/** Writes one account change and its audit entry (the fields that changed), in the caller's transaction. */
async function changeAccount(tx: Db, actor: StaffActor, action: string, account: StaffAccount, set: Partial<Pick<StaffAccount, "role" | "status">>, now: Date) {
  const [after] = await tx
    .update(staffAccounts)
    .set({ ...set, updatedAt: now })
    .where(eq(staffAccounts.id, account.id))
    .returning();
  await recordChange(tx, actor, { action, entity: "staff_account", entityId: account.id, ...changedFields(audited(account), audited(after!)) });
}

/** Gives an account another role (the same role: nothing changes, nothing is logged). */
export async function setStaffRole(db: Db, actor: StaffActor, staffId: number, role: StaffRole, now: Date): Promise<StaffAccountSummary> {
  await withAccount(db, staffId, async (tx, account, activeAdmins) => {
    if (account.role === role) return;
    if (role !== "admin") keepAnAdministrator(account, activeAdmins);
    await changeAccount(tx, actor, "staff.role", account, { role }, now);
  });
  return summaryOf(db, staffId, now);
}

/**
 * Disables an account: it cannot sign in or set up, every session of it ends at once, and a set-up link it has
 * stops working. Not one's own account, nor the last active administrator. Already disabled: nothing changes.
 */
export async function disableStaff(db: Db, actor: StaffActor, staffId: number, now: Date): Promise<StaffDisabled> {
  if (staffId === actor.staffId) throw refusal(staffReplies.cannotDisableSelf);
  const sessionsEnded = await withAccount(db, staffId, async (tx, account, activeAdmins) => {
    if (account.status === "disabled") return 0;
    keepAnAdministrator(account, activeAdmins);
    await changeAccount(tx, actor, "staff.disable", account, { status: "disabled" }, now);
    await tx.update(staffSetupTokens).set({ usedAt: now }).where(and(eq(staffSetupTokens.staffId, staffId), isNull(staffSetupTokens.usedAt)));
    return revokeAllStaffSessions(tx, staffId, now);
  });
  return { account: await summaryOf(db, staffId, now), sessionsEnded };
}

/**
 * Enables a disabled account: active when it had finished its set-up (password and confirmed authenticator), else
 * invited (it then needs a new set-up link: resendInvitation). Not disabled: nothing changes.
 */
export async function enableStaff(db: Db, actor: StaffActor, staffId: number, now: Date): Promise<StaffAccountSummary> {
  await withAccount(db, staffId, async (tx, account) => {
    if (account.status !== "disabled") return;
    const status = account.passwordHash && account.totpConfirmed ? "active" : "invited";
    await changeAccount(tx, actor, "staff.enable", account, { status }, now);
  });
  return summaryOf(db, staffId, now);
}

/** Where an e-mail goes when it is not sent: the database outbox, read at /dev/outbox outside production. */
const deliveryOf = (deps: Deps): StaffInvitationDelivery => (deps.config.messaging.smtpUrl ? "sent" : "outbox");

/**
 * Sends the e-mail with a set-up link (an invitation, or a reset) and says what became of it; the answer holds the
 * link only when it went to the development outbox (no mail server, never in production), where an administrator
 * trying the portal reads it anyway. A mail server's refusal is logged by the messenger and answered as `failed` (the
 * account stays: resend).
 */
async function sendInvitation(
  deps: Deps,
  account: StaffAccountSummary,
  invitation: { setupUrl: string; expiresAt: Date },
  context: { actor: StaffActor; locale: ApiLocale; reason?: SetupLinkReason },
): Promise<StaffInvitation> {
  let delivery = deliveryOf(deps);
  const message = setupLinkMessage(
    context.reason ?? "invitation",
    { to: account.email, name: account.name, inviter: context.actor.displayName, role: account.role, ...invitation },
    context.locale,
  );
  try {
    await deps.messenger.send(message);
  } catch {
    delivery = "failed";
  }
  return {
    account,
    sentTo: account.email,
    expiresAt: invitation.expiresAt.toISOString(),
    delivery,
    ...(delivery === "outbox" && deps.config.devOutbox ? { setupUrl: invitation.setupUrl } : {}),
  };
}

/** Invites a person: an invited account (audited as staff.invite), and the set-up link by e-mail. */
export async function inviteStaffMember(
  deps: Deps,
  actor: StaffActor,
  input: { email: string; name: string; role: StaffRole },
  locale: ApiLocale,
): Promise<StaffInvitation> {
  const invitation = await inviteStaff(deps, input, (tx, account) =>
    recordChange(tx, actor, { action: "staff.invite", entity: "staff_account", entityId: account.id, ...changedFields(null, audited(account)) }),
  ).catch((error: unknown) => {
    throw error instanceof StaffExistsError ? refusal(staffReplies.staffExists) : error;
  });
  const account = await summaryOf(deps.db, invitation.staffId, deps.now());
  return sendInvitation(deps, account, invitation, { actor, locale });
}

/** A new set-up link for an invited account, by e-mail; the old link stops working (audited as staff.resend_invite). */
export async function resendInvitation(deps: Deps, actor: StaffActor, staffId: number, locale: ApiLocale): Promise<StaffInvitation> {
  const now = deps.now();
  const invitation = await withAccount(deps.db, staffId, async (tx, account) => {
    if (account.status !== "invited") throw refusal(staffReplies.notInvited);
    const before = (await invitationExpiries(tx, [staffId], now)).get(staffId) ?? null;
    const link = await issueSetupLink(tx, deps.config, staffId, now);
    await recordChange(tx, actor, {
      action: "staff.resend_invite",
      entity: "staff_account",
      entityId: staffId,
      before: { invitationExpiresAt: before?.toISOString() ?? null },
      after: { invitationExpiresAt: link.expiresAt.toISOString() },
    });
    return link;
  });
  return sendInvitation(deps, await summaryOf(deps.db, staffId, now), invitation, { actor, locale });
}

/**
 * Resets the sign-in of a set-up account whose holder lost their authenticator (or whose password may be known): in
 * one transaction the password hash, the authenticator secret and the recovery codes are gone, every session ends,
 * and the account is invited again with a new set-up link (audited as staff.reset: status and the link's expiry,
 * never a secret); then the link is e-mailed as an invitation is. A disabled account comes back invited: resetting
 * is the administrator's decision that the person sets up anew. Not one's own account (another administrator does
 * it: a stolen session must not be able to enrol its own authenticator), nor an account not set up yet (resend).
 */
export async function resetStaffSignIn(deps: Deps, actor: StaffActor, staffId: number, locale: ApiLocale): Promise<StaffReset> {
  if (staffId === actor.staffId) throw refusal(staffReplies.cannotResetSelf);
  const now = deps.now();
  const { link, sessionsEnded } = await withAccount(deps.db, staffId, async (tx, account, activeAdmins) => {
    if (account.status === "invited") throw refusal(staffReplies.notSetUp);
    keepAnAdministrator(account, activeAdmins);
    const [after] = await tx
      .update(staffAccounts)
      .set({ status: "invited", passwordHash: null, totpSecret: null, totpConfirmed: false, totpLastStep: null, failedSignIns: 0, lockedUntil: null, updatedAt: now })
      .where(eq(staffAccounts.id, staffId))
      .returning();
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    const ended = await revokeAllStaffSessions(tx, staffId, now);
    const issued = await issueSetupLink(tx, deps.config, staffId, now);
    await recordChange(tx, actor, {
      action: "staff.reset",
      entity: "staff_account",
      entityId: staffId,
      ...changedFields({ ...audited(account), invitationExpiresAt: null }, { ...audited(after!), invitationExpiresAt: issued.expiresAt.toISOString() }),
    });
    return { link: issued, sessionsEnded: ended };
  });
  const sent = await sendInvitation(deps, await summaryOf(deps.db, staffId, now), link, { actor, locale, reason: "reset" });
  return { ...sent, sessionsEnded };
}
