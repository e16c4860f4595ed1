import { eq } from "drizzle-orm";
import type { ApiLocale } from "@portal/contract/locales";
import type { ResetKey } from "@portal/contract/schemas/identity";
import { members } from "./tables.ts";
import type { Deps } from "../../platform/deps.ts";
import { refusal } from "../../platform/errors.ts";
import { clientAddressKey, enforceLimit } from "../../platform/rate-limit.ts";
import { laterMessenger, notifyAccountChange, type SendLater } from "./identity-messages.ts";
import { RESET_KEY_TTL_MS, SECRET_CHECK_PER_IP } from "./limits.ts";
import { findMemberByContact } from "./members-lookup.ts";
import { hashPassword } from "./passwords.ts";
import { requireContactCode } from "./registration-service.ts";
import { newToken, revokeOtherSessions, tokenDigest } from "./sessions.ts";
import { identityReplies } from "./replies.ts";

/**
 * Password reset (docs/members.md): 1. forgetPassword/captcha-verify sends a "reset" code to the contact when it
 * belongs to an active account (sendVerifyCode, same answer either way); 2. forget-password trades the contact and
 * its code for a reset key; 3. password/setting sets the new password with the key and ends every session.
 * The reset key is 256 random bits, single use, 15 minutes; the kv store keeps only its SHA-256.
 */
const resetKeyOf = (key: string) => `reset-key:${tokenDigest(key)}`;

interface StoredResetKey {
  /** Member id. */
  m: number;
  /** Expiry by the server's clock, ms since the epoch (the kv TTL only cleans up). */
  e: number;
}

/** forget-password {username: contact, captcha: code} → {verifyKey}. A wrong code and an unknown contact read alike. */
export async function resetKeyFor(deps: Deps, input: { username: string; captcha: string }, ip: string): Promise<ResetKey> {
  const codeOk = await requireContactCode(deps, "reset", input.username, input.captcha, ip);
  const member = codeOk ? await findMemberByContact(deps.db, input.username) : null;
  if (!member || member.status !== "active") throw refusal(identityReplies.codeInvalid);
  const verifyKey = newToken();
  const stored: StoredResetKey = { m: member.id, e: deps.now().getTime() + RESET_KEY_TTL_MS };
  await deps.kv.set(resetKeyOf(verifyKey), JSON.stringify(stored), RESET_KEY_TTL_MS);
  return { verifyKey };
}

function parseStored(raw: string | null): StoredResetKey | null {
  try {
    const value = raw ? (JSON.parse(raw) as Partial<StoredResetKey>) : null;
    return value && typeof value.m === "number" && typeof value.e === "number" ? (value as StoredResetKey) : null;
  } catch {
    return null;
  }
}

/**
 * password/setting {password, verifyKey}: the key is taken (single use, right or wrong), the new password set, every
 * session of the member ended, and the member told on their contact (ASVS 2.2.3).
 */
export async function setPasswordWithResetKey(
  deps: Deps,
  input: { password: string; verifyKey: string },
  ip: string,
  locale: ApiLocale,
  sendLater: SendLater,
): Promise<null> {
  await enforceLimit(deps.kv, SECRET_CHECK_PER_IP, clientAddressKey(ip));
  const stored = parseStored(await deps.kv.take(resetKeyOf(input.verifyKey)));
  const now = deps.now();
  if (!stored || now.getTime() >= stored.e) throw refusal(identityReplies.resetKeyInvalid);
  const [member] = await deps.db
    .update(members)
    .set({ passwordHash: await hashPassword(input.password), passwordChangedAt: now, updatedAt: now })
    .where(eq(members.id, stored.m))
    .returning({ id: members.id, email: members.email, mobile: members.mobile, status: members.status });
  if (!member) throw refusal(identityReplies.resetKeyInvalid);
  await revokeOtherSessions(deps.db, member.id, now);
  await notifyAccountChange(laterMessenger(sendLater), member, "password", locale);
  return null;
}
