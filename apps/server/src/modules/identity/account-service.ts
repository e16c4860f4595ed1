import { createHash, randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { members } from "./tables.ts";
import type { Deps } from "../../platform/deps.ts";
import { refusal } from "../../platform/errors.ts";
import { clientAddressKey, enforceLimit } from "../../platform/rate-limit.ts";
import type { ActiveSession } from "./sessions.ts";
import { PASSWORD_CONFIRM_PER_MEMBER, SECRET_CHECK_PER_IP } from "./limits.ts";
import { verifyPassword } from "./passwords.ts";
import { requireContactCode } from "./registration-service.ts";
import { revokeSession } from "./sessions.ts";
import type { AccountEraser } from "../../platform/domain-module.ts";
import { identityReplies } from "./replies.ts";

/** logout: ends the session of the Api-Key (the token stops working at once). */
export async function logout(deps: Deps, session: ActiveSession): Promise<null> {
  await revokeSession(deps.db, session.sessionId, deps.now());
  return null;
}

/**
 * logout/account: closes the account. The password confirms it when the member has one (members who only sign in
 * socially have none: their token is the proof). The member row goes, and with it — by cascade — sessions, social
 * links, collections, playlists, notifications and read marks; the erasers delete the rest (feedback rows, messages
 * kept in the outbox for the member's contacts) first, in the same transaction. Nothing is kept "deactivated".
 */
export async function deleteAccount(
  deps: Deps,
  session: ActiveSession,
  password: string | undefined,
  erasers: readonly AccountEraser[],
): Promise<null> {
  const [member] = await deps.db
    .select({ id: members.id, passwordHash: members.passwordHash, email: members.email, mobile: members.mobile })
    .from(members)
    .where(eq(members.id, session.memberId));
  if (!member) return null;
  if (member.passwordHash) {
    await enforceLimit(deps.kv, PASSWORD_CONFIRM_PER_MEMBER, String(member.id));
    if (!password || !(await verifyPassword(member.passwordHash, password))) throw refusal(identityReplies.passwordWrong);
  }
  const contacts = [member.email, member.mobile].filter((c): c is string => c !== null);
  await deps.db.transaction(async (tx) => {
    // The member row's lock first: no like, comment or other row of theirs can be added while the erasers run
    // (such a write waits, then finds the member gone), so what the erasers count is all there is.
    await tx.select({ id: members.id }).from(members).where(eq(members.id, member.id)).for("update");
    for (const erase of erasers) await erase(tx as unknown as Db, { memberId: member.id, contacts });
    await tx.delete(members).where(eq(members.id, member.id));
  });
  return null;
}

/**
 * verify {verifyCode}: the signed-in member confirms their current mobile number with a "change" code sent to it
 * (by SendVerifyCode purpose "change", or the member call mobile-verify-code for that number).
 */
export async function verifyPhone(deps: Deps, session: ActiveSession, verifyCode: string, ip: string): Promise<{ isPhoneVerification: 1 }> {
  const [member] = await deps.db.select({ mobile: members.mobile }).from(members).where(eq(members.id, session.memberId));
  const mobile = member?.mobile;
  if (!mobile || !(await requireContactCode(deps, "change", mobile, verifyCode, ip))) throw refusal(identityReplies.codeInvalid);
  await deps.db.update(members).set({ isPhoneVerification: true, updatedAt: deps.now() }).where(eq(members.id, session.memberId));
  return { isPhoneVerification: 1 };
}

/** Activation secrets: 256 random bits in the link; the member row keeps only their SHA-256 (activation_hash). */
export const activationDigest = (secret: string) => createHash("sha256").update(secret, "utf8").digest("hex");
export function newActivationSecret(): { secret: string; digest: string } {
  const secret = randomBytes(32).toString("base64url");
  return { secret, digest: activationDigest(secret) };
}

/** active-member {hash}: a pending member (social sign-in without a verified e-mail) becomes active; the link dies. */
export async function activateMember(deps: Deps, hash: string, ip: string): Promise<null> {
  await enforceLimit(deps.kv, SECRET_CHECK_PER_IP, clientAddressKey(ip));
  const activated = await deps.db
    .update(members)
    .set({ status: "active", activationHash: null, updatedAt: deps.now() })
    .where(and(eq(members.activationHash, activationDigest(hash)), eq(members.status, "pending")))
    .returning({ id: members.id });
  if (!activated.length) throw refusal(identityReplies.activationInvalid);
  return null;
}
