import { and, eq, ne } from "drizzle-orm";
import type { ApiLocale } from "@portal/contract/locales";
import type { MemberInfo } from "@portal/contract/schemas/member";
import { normalizeContact, type SendVerifyCodeResult } from "@portal/contract/schemas/identity";
import { isMacauPhone } from "@portal/contract/validation";
import { members } from "./tables.ts";
import type { Deps } from "../../platform/deps.ts";
import { isUniqueViolation, refusal } from "../../platform/errors.ts";
import { CODE_TTL_MS, issueCode } from "./codes.ts";
import { notifyAccountChange, sendChangeCode, sendContactInUseNotice } from "./identity-messages.ts";
import { memberRow, toMemberInfo } from "./profile-service.ts";
import { requireCaptcha, requireContactCode } from "./registration-service.ts";
import { identityReplies } from "./replies.ts";

/**
 * Changing the e-mail address or mobile number: a "change" code goes to the NEW contact, and the change is made
 * with that code. Contacts are unique among members; whether one is taken is never told to someone who cannot
 * read it (no enumeration): the answer to a code request is the same either way, the owner gets a notice instead
 * of a code, and contactTaken only answers the holder of a valid code when another member took it meanwhile.
 */

export type ContactKind = "email" | "mobile";
const CODE_PURPOSE = "change";
const CHANNEL = { email: "email", mobile: "sms" } as const;

/** `contact` as normalizeContact writes it: e-mail addresses lower-cased, mobile numbers as written. */
async function usedByAnotherMember(deps: Deps, kind: ContactKind, contact: string, memberId: number): Promise<boolean> {
  const column = kind === "email" ? members.emailKey : members.mobile;
  const [other] = await deps.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(column, contact), ne(members.id, memberId)))
    .limit(1);
  return other !== undefined;
}

/** A "change" code to a new contact, after the captcha (single use, right or wrong), as SendVerifyCode asks for it. */
export async function requestChangeCode(
  deps: Deps,
  memberId: number,
  kind: ContactKind,
  value: string,
  captcha: { verifyKey: string; verifyCode: string },
  ip: string,
  locale: ApiLocale,
): Promise<SendVerifyCodeResult> {
  // The captcha first: a session alone (a stolen token, a script) must not be enough to text or mail anyone.
  await requireCaptcha(deps, captcha);
  const contact = normalizeContact(value);
  // The code is issued either way, so that the send limits and the time taken are the same for a taken contact.
  const code = await issueCode(deps.kv, CODE_PURPOSE, contact, ip, deps.now());
  if (await usedByAnotherMember(deps, kind, contact, memberId)) {
    await sendContactInUseNotice(deps.messenger, CHANNEL[kind], contact, locale);
  } else {
    await sendChangeCode(deps.messenger, CHANNEL[kind], contact, code, locale);
  }
  return { expiresInSeconds: CODE_TTL_MS / 1000 };
}

/**
 * Sets the new contact once its code checks out (single use: a second try with the same code fails). A new
 * mobile number is verified by that code, so isPhoneVerification becomes true. The old contact is told.
 */
export async function changeContact(
  deps: Deps,
  memberId: number,
  kind: ContactKind,
  value: string,
  verifyCode: string,
  ip: string,
  locale: ApiLocale,
): Promise<MemberInfo> {
  const contact = normalizeContact(value);
  // The code first: without it, nobody learns whether the contact is taken.
  if (!(await requireContactCode(deps, CODE_PURPOSE, contact, verifyCode, ip))) throw refusal(identityReplies.codeInvalid);
  if (await usedByAnotherMember(deps, kind, contact, memberId)) throw refusal(identityReplies.contactTaken);
  const before = await memberRow(deps.db, memberId);
  const now = deps.now();
  const changes =
    kind === "email"
      ? { email: contact, emailKey: contact }
      : { mobile: contact, countryCode: isMacauPhone(contact) ? "MO" : null, isPhoneVerification: true };
  try {
    const [row] = await deps.db
      .update(members)
      .set({ ...changes, updatedAt: now })
      .where(eq(members.id, memberId))
      .returning();
    const changed = before[kind] !== null && normalizeContact(before[kind]) !== contact;
    if (changed) await notifyAccountChange(deps.messenger, before, kind, locale);
    return toMemberInfo(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal(identityReplies.contactTaken);
    throw error;
  }
}
