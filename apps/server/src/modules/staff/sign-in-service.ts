import type { FastifyBaseLogger } from "fastify";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { STAFF_FRESH_CODE_MINUTES, type StaffMe, type StaffReauthenticated } from "@portal/contract/schemas/staff";
import type { Deps } from "../../platform/deps.ts";
import { AppError, orNotFound, refusal } from "../../platform/errors.ts";
import { clientAddressKey, enforceLimit } from "../../platform/rate-limit.ts";
import type { StaffSession } from "../../platform/sessions.ts";
import { CODE_CHECK_PER_IP, LOGIN_PER_IP, LOGIN_TRIES_BEFORE_CAPTCHA } from "../identity/limits.ts";
import { hashPassword, needsRehash, verifyPassword } from "../identity/passwords.ts";
import { newToken, tokenDigest } from "../identity/sessions.ts";
import { beginSignIn, type SignInThrottle } from "../identity/sign-in-throttle.ts";
import { staffReplies } from "./replies.ts";
import { secretBoxFor } from "./secret-box.ts";
import { findStaffByEmail, findStaffById, staffMeOf, type StaffAccount } from "./staff-service.ts";
import { createStaffSession, markCodeEntered } from "./staff-sessions.ts";
import { staffAccounts, staffRecoveryCodes } from "./tables.ts";
import { matchingStep, recoveryCodeDigest } from "./totp.ts";

/**
 * Staff sign-in in two steps (docs/console.md). Step 1, e-mail and password, is throttled exactly as members' are
 * (identity/sign-in-throttle.ts, with the members' numbers on counters of its own): 15 attempts per address per
 * 5 minutes, and past 5 failures at an address a captcha unless from one of the account's recent addresses. It
 * answers a pending sign-in bound to the browser by an httpOnly cookie. Step 2 takes a TOTP code (once only) or a
 * recovery code (once only); 5 wrong codes in a row lock the second factor of the account for 15 minutes.
 */
export const STAFF_SIGN_IN: SignInThrottle = {
  perAddress: { ...LOGIN_PER_IP, name: "staff-login-ip" },
  perName: { ...LOGIN_TRIES_BEFORE_CAPTCHA, name: "staff-login-name" },
  knownAddresses: "staff-login-known",
  event: "staff-login",
};
/** Wrong second-factor codes in a row before the account's second factor is refused for a while. */
export const SECOND_FACTOR_MAX_FAILURES = 5;
export const SECOND_FACTOR_LOCK_MS = 15 * 60_000;
/** What re-authentications are logged as (outcome ok, code-wrong, second-factor-locked). */
const REAUTH_EVENT = "staff-reauth";
/** How long the pending sign-in between the two steps lasts. */
export const PENDING_SIGN_IN_TTL_MS = 5 * 60_000;

const pendingKey = (token: string) => `staff-pending:${tokenDigest(token)}`;

/** Wrong e-mail, wrong password, an account not active or not enrolled: one answer, after the same argon2 work. */
const signInFailed = () => new AppError(401, staffReplies.signInFailed, {}, -1);
const noPendingSignIn = () => new AppError(401, staffReplies.noPendingSignIn, {}, -1);
const codeWrong = () => new AppError(401, staffReplies.codeWrong, {}, -1);
const secondFactorLocked = (seconds: number) =>
  new AppError(429, staffReplies.secondFactorLocked, { seconds }, 429, { "Retry-After": String(seconds) });

export interface StaffClient {
  ip: string;
  userAgent?: string;
  log: FastifyBaseLogger;
}

/**
 * Step 1. Counted before any password work; the argon2 check runs for an unknown address too. Answers the pending
 * sign-in's token (for the cookie). Logs name the account by id only, never the address typed.
 */
export async function signInWithPassword(
  deps: Deps,
  input: { email: string; password: string; verifyKey?: string; verifyCode?: string },
  client: StaffClient,
): Promise<string> {
  const attempt = await beginSignIn(deps, STAFF_SIGN_IN, `staff-email:${input.email.trim().normalize("NFKC").toLowerCase()}`, client);
  const account = await findStaffByEmail(deps.db, input.email);
  await attempt.admit(account?.id ?? null, input);
  const matches = await verifyPassword(account?.passwordHash ?? null, input.password);
  if (!account || !account.passwordHash || !matches || account.status !== "active" || !account.totpConfirmed) {
    client.log.info({ event: STAFF_SIGN_IN.event, outcome: "failed", staffId: account?.id ?? null }, "staff sign-in refused");
    throw signInFailed();
  }
  await attempt.succeeded(account.id);
  if (needsRehash(account.passwordHash)) {
    await deps.db.update(staffAccounts).set({ passwordHash: await hashPassword(input.password) }).where(eq(staffAccounts.id, account.id));
  }
  const pending = newToken();
  await deps.kv.set(pendingKey(pending), String(account.id), PENDING_SIGN_IN_TTL_MS);
  client.log.info({ event: STAFF_SIGN_IN.event, outcome: "password-ok", staffId: account.id }, "staff sign-in needs the second factor");
  return pending;
}

/** A TOTP code of the account, right within ±1 step and of a later step than the last one accepted (once only). */
async function acceptTotp(deps: Deps, account: StaffAccount, code: string, now: Date): Promise<boolean> {
  const secret = account.totpSecret ? secretBoxFor(deps.config).open(account.totpSecret) : null;
  const step = secret ? matchingStep(secret, code, now) : null;
  if (step === null) return false;
  // Atomic: of two requests with the same code, one wins.
  const taken = await deps.db
    .update(staffAccounts)
    .set({ totpLastStep: step })
    .where(and(eq(staffAccounts.id, account.id), or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step))))
    .returning({ id: staffAccounts.id });
  return taken.length === 1;
}

/** One of the account's recovery codes not used yet; used up by this call. */
async function useRecoveryCode(deps: Deps, staffId: number, normalised: string, now: Date): Promise<boolean> {
  const used = await deps.db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(staffRecoveryCodes.staffId, staffId), eq(staffRecoveryCodes.codeHash, recoveryCodeDigest(normalised)), isNull(staffRecoveryCodes.usedAt)))
    .returning({ id: staffRecoveryCodes.id });
  return used.length === 1;
}

/** A second factor locked by too many wrong codes refuses every code, the right one too, until the lock ends. */
function refuseWhileLocked(account: StaffAccount, now: Date): void {
  if (account.lockedUntil && account.lockedUntil > now) {
    throw secondFactorLocked(Math.ceil((account.lockedUntil.getTime() - now.getTime()) / 1000));
  }
}

/**
 * Counts a wrong code against the account; the SECOND_FACTOR_MAX_FAILURES-th in a row locks its second factor for
 * SECOND_FACTOR_LOCK_MS (true then). Counted atomically, so that parallel guesses cannot slip past the lock together.
 */
async function countWrongCode(deps: Deps, staffId: number, now: Date): Promise<boolean> {
  const [counted] = await deps.db
    .update(staffAccounts)
    .set({ failedSignIns: sql`${staffAccounts.failedSignIns} + 1` })
    .where(eq(staffAccounts.id, staffId))
    .returning({ failures: staffAccounts.failedSignIns });
  const lock = (counted?.failures ?? 0) >= SECOND_FACTOR_MAX_FAILURES;
  if (lock) {
    await deps.db
      .update(staffAccounts)
      .set({ failedSignIns: 0, lockedUntil: new Date(now.getTime() + SECOND_FACTOR_LOCK_MS) })
      .where(eq(staffAccounts.id, staffId));
  }
  return lock;
}

/** Step 2: the pending sign-in's token (from its cookie) and a code; answers the new session's token and who it is. */
export async function signInSecondFactor(
  deps: Deps,
  pendingToken: string | undefined,
  input: { code?: string; recoveryCode?: string },
  client: StaffClient,
): Promise<{ token: string; me: StaffMe }> {
  await enforceLimit(deps.kv, CODE_CHECK_PER_IP, clientAddressKey(client.ip));
  const staffId = pendingToken ? Number(await deps.kv.get(pendingKey(pendingToken))) : 0;
  const account = staffId ? await findStaffById(deps.db, staffId) : null;
  if (!pendingToken || !account || account.status !== "active") throw noPendingSignIn();

  const now = deps.now();
  refuseWhileLocked(account, now);
  const accepted = input.code !== undefined ? await acceptTotp(deps, account, input.code, now) : await useRecoveryCode(deps, account.id, input.recoveryCode ?? "", now);
  if (!accepted) {
    const lock = await countWrongCode(deps, account.id, now);
    client.log.info({ event: STAFF_SIGN_IN.event, outcome: lock ? "second-factor-locked" : "code-wrong", staffId: account.id }, "staff code refused");
    if (lock) {
      await deps.kv.del(pendingKey(pendingToken));
      throw secondFactorLocked(SECOND_FACTOR_LOCK_MS / 1000);
    }
    throw codeWrong();
  }
  await deps.kv.del(pendingKey(pendingToken));
  await deps.db.update(staffAccounts).set({ failedSignIns: 0, lockedUntil: null, lastSignInAt: now }).where(eq(staffAccounts.id, account.id));
  const token = await createStaffSession(deps.db, account.id, now, client, input.code !== undefined);
  client.log.info(
    { event: STAFF_SIGN_IN.event, outcome: "ok", staffId: account.id, factor: input.code !== undefined ? "totp" : "recovery-code" },
    "staff signed in",
  );
  return { token, me: staffMeOf(account) };
}

/**
 * Re-authentication on a signed-in session (docs/console.md "Re-authentication"): the authenticator's current code,
 * under the sign-in's rules — counted per address, once only (the step after the last one accepted), a wrong one
 * counted against the account's lock. Then sensitive calls are let through on this session for
 * STAFF_FRESH_CODE_MINUTES. A wrong code answers 400 (the session stays: 401 would read as signed out).
 */
export async function reauthenticate(deps: Deps, session: StaffSession, code: string, client: StaffClient): Promise<StaffReauthenticated> {
  await enforceLimit(deps.kv, CODE_CHECK_PER_IP, clientAddressKey(client.ip));
  const account = orNotFound(await findStaffById(deps.db, session.staffId));
  const now = deps.now();
  refuseWhileLocked(account, now);
  if (!(await acceptTotp(deps, account, code, now))) {
    const lock = await countWrongCode(deps, account.id, now);
    client.log.info({ event: REAUTH_EVENT, outcome: lock ? "second-factor-locked" : "code-wrong", staffId: account.id }, "staff re-authentication refused");
    throw lock ? secondFactorLocked(SECOND_FACTOR_LOCK_MS / 1000) : refusal(staffReplies.codeWrong);
  }
  await deps.db.update(staffAccounts).set({ failedSignIns: 0, lockedUntil: null }).where(eq(staffAccounts.id, account.id));
  await markCodeEntered(deps.db, session.sessionId, now);
  client.log.info({ event: REAUTH_EVENT, outcome: "ok", staffId: account.id }, "staff re-authenticated");
  return { freshUntil: new Date(now.getTime() + STAFF_FRESH_CODE_MINUTES * 60_000).toISOString() };
}
