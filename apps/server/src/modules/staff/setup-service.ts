import { and, eq, gt, isNull } from "drizzle-orm";
import type { StaffRecoveryCodes, StaffRole, StaffTotpEnrolment } from "@portal/contract/schemas/staff";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../platform/deps.ts";
import { isUniqueViolation, refusal } from "../../platform/errors.ts";
import { clientAddressKey, enforceLimit } from "../../platform/rate-limit.ts";
import { SECRET_CHECK_PER_IP } from "../identity/limits.ts";
import { hashPassword } from "../identity/passwords.ts";
import { newToken, tokenDigest } from "../identity/sessions.ts";
import { staffReplies } from "./replies.ts";
import { secretBoxFor } from "./secret-box.ts";
import { emailKeyOf, findStaffById, type StaffAccount } from "./staff-service.ts";
import { staffAccounts, staffRecoveryCodes, staffSetupTokens } from "./tables.ts";
import { matchingStep, newRecoveryCodes, newTotpSecret, recoveryCodeDigest, totpUri } from "./totp.ts";

/**
 * Inviting staff and their set-up (docs/console.md): `staff:create` makes an invited account and a one-time link
 * (72 hours); with it the person sets a password (the members' rule) and enrols an authenticator, confirmed by a
 * first code, which makes the account active, uses the link up and answers ten recovery codes, once.
 */
export const SETUP_TOKEN_TTL_MS = 72 * 60 * 60_000;
export const SETUP_PATH = "/console/setup";

export class StaffExistsError extends Error {}

export interface Invitation {
  staffId: number;
  setupUrl: string;
  expiresAt: Date;
}

/**
 * A new set-up link for an account, in the caller's transaction: every link it had and did not use stops working
 * (marked used), and the new one works for SETUP_TOKEN_TTL_MS. The database keeps only the token's SHA-256.
 */
export async function issueSetupLink(tx: Db, config: Config, staffId: number, now: Date): Promise<Omit<Invitation, "staffId">> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SETUP_TOKEN_TTL_MS);
  await tx.update(staffSetupTokens).set({ usedAt: now }).where(and(eq(staffSetupTokens.staffId, staffId), isNull(staffSetupTokens.usedAt)));
  await tx.insert(staffSetupTokens).values({ staffId, tokenHash: tokenDigest(token), expiresAt, createdAt: now });
  return { setupUrl: `${config.publicUrl}${SETUP_PATH}?token=${token}`, expiresAt };
}

/**
 * An invited account and its set-up link; an e-mail address that already has an account is refused. `within` runs
 * in the same transaction once the account exists (the console's audit entry).
 */
export async function inviteStaff(
  deps: { db: Db; config: Config; now: () => Date },
  input: { email: string; role: StaffRole; name?: string },
  within?: (tx: Db, account: StaffAccount) => Promise<void>,
): Promise<Invitation> {
  const email = input.email.trim();
  const now = deps.now();
  try {
    return await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [account] = await tx
        .insert(staffAccounts)
        .values({ email, emailKey: emailKeyOf(email), displayName: input.name?.trim() || email.split("@")[0]!, role: input.role, status: "invited", createdAt: now, updatedAt: now })
        .returning();
      const link = await issueSetupLink(tx, deps.config, account!.id, now);
      await within?.(tx, account!);
      return { staffId: account!.id, ...link };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new StaffExistsError(`a staff account with the e-mail address ${email} already exists`);
    throw error;
  }
}

const setupLinkInvalid = () => refusal(staffReplies.setupLinkInvalid);

/** The invited account of a set-up token not used and not expired, or the refusal (counted per address first). */
async function invitedBy(deps: Deps, token: string, ip: string) {
  await enforceLimit(deps.kv, SECRET_CHECK_PER_IP, clientAddressKey(ip));
  const [row] = await deps.db
    .select({ tokenId: staffSetupTokens.id, staffId: staffSetupTokens.staffId })
    .from(staffSetupTokens)
    .where(and(eq(staffSetupTokens.tokenHash, tokenDigest(token)), isNull(staffSetupTokens.usedAt), gt(staffSetupTokens.expiresAt, deps.now())))
    .limit(1);
  const account = row ? await findStaffById(deps.db, row.staffId) : null;
  if (!row || !account || account.status !== "invited") throw setupLinkInvalid();
  return { tokenId: row.tokenId, account };
}

/** Set-up, first call: the password, and a new authenticator secret (sealed at rest) to enrol. May be repeated. */
export async function startSetup(deps: Deps, input: { token: string; password: string }, ip: string): Promise<StaffTotpEnrolment> {
  const { account } = await invitedBy(deps, input.token, ip);
  const secret = newTotpSecret();
  await deps.db
    .update(staffAccounts)
    .set({
      passwordHash: await hashPassword(input.password),
      totpSecret: secretBoxFor(deps.config).seal(secret),
      totpConfirmed: false,
      totpLastStep: null,
      updatedAt: deps.now(),
    })
    .where(eq(staffAccounts.id, account.id));
  return { otpauthUri: totpUri(secret, account.email), secret };
}

/** Set-up, second call: the first code confirms the enrolment; the account is active and the link used up. */
export async function confirmSetup(deps: Deps, input: { token: string; code: string }, ip: string): Promise<StaffRecoveryCodes> {
  const { tokenId, account } = await invitedBy(deps, input.token, ip);
  const secret = account.totpSecret ? secretBoxFor(deps.config).open(account.totpSecret) : null;
  if (!secret || !account.passwordHash) throw refusal(staffReplies.setupNotStarted);
  const now = deps.now();
  const step = matchingStep(secret, input.code, now);
  if (step === null) throw refusal(staffReplies.codeWrong);
  const codes = newRecoveryCodes();
  await deps.db.transaction(async (tx) => {
    const used = await tx
      .update(staffSetupTokens)
      .set({ usedAt: now })
      .where(and(eq(staffSetupTokens.id, tokenId), isNull(staffSetupTokens.usedAt)))
      .returning({ id: staffSetupTokens.id });
    if (used.length !== 1) throw setupLinkInvalid();
    await tx
      .update(staffAccounts)
      .set({ status: "active", totpConfirmed: true, totpLastStep: step, updatedAt: now })
      .where(eq(staffAccounts.id, account.id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, account.id));
    await tx
      .insert(staffRecoveryCodes)
      .values(codes.map((code) => ({ staffId: account.id, codeHash: recoveryCodeDigest(code.replace("-", "")), createdAt: now })));
  });
  return { recoveryCodes: codes };
}
