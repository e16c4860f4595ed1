import type { ApiLocale } from "@portal/contract/locales";
import {
  contactTypeOf,
  normalizeContact,
  type CodePurpose,
  type RegisterResult,
  type SendVerifyCodeResult,
  type VerifyUniqueResult,
  type registerBody,
  type verifyUniqueBody,
} from "@portal/contract/schemas/identity";
import { isMacauPhone } from "@portal/contract/validation";
import type { z } from "zod";
import { members } from "./tables.ts";
import type { Deps } from "../../platform/deps.ts";
import { badRequest, isUniqueViolation, refusal } from "../../platform/errors.ts";
import { clientAddressKey, enforceLimit } from "../../platform/rate-limit.ts";
import { verifyCaptcha } from "../captcha/captcha.ts";
import { assertKnownChoices } from "./choices.ts";
import { CODE_TTL_MS, consumeCode, issueCode } from "./codes.ts";
import { identityMessage, laterMessenger, sendChangeCode, type SendLater } from "./identity-messages.ts";
import { CODE_CHECK_PER_IP, REGISTER_PER_IP, VERIFY_UNIQUE_PER_IP } from "./limits.ts";
import { findMemberBy, findMemberByContact, nickNameKeyOf } from "./members-lookup.ts";
import { hashPassword } from "./passwords.ts";
import { createSession } from "./sessions.ts";
import { captchaReplies } from "../captcha/replies.ts";
import { identityReplies } from "./replies.ts";

/** The image captcha of a form (single use, right or wrong). */
export async function requireCaptcha(deps: Deps, captcha: { verifyKey: string; verifyCode: string }): Promise<void> {
  if (!(await verifyCaptcha(deps.kv, captcha.verifyKey, captcha.verifyCode, deps.now()))) throw refusal(captchaReplies.captchaInvalid);
}

/**
 * VerifyUnique: whether a nickName, e-mail address or mobile number is free. It tells by design (the registration
 * form asks it as the person types), so it is limited per address; registration itself never tells (docs/security.md).
 * A nickName that looks like a contact is never free: registration refuses it.
 */
export async function verifyUnique(deps: Deps, input: z.output<typeof verifyUniqueBody>, ip: string): Promise<VerifyUniqueResult> {
  await enforceLimit(deps.kv, VERIFY_UNIQUE_PER_IP, clientAddressKey(ip));
  const type = contactTypeOf(input.value);
  if (input.verifyType === "nickName") {
    if (type !== null) return { unique: false };
    return { unique: (await findMemberBy(deps.db, { column: "nickName", key: nickNameKeyOf(input.value) })) === null };
  }
  if (type !== input.verifyType) throw badRequest("value");
  return { unique: (await findMemberByContact(deps.db, input.value)) === null };
}

/**
 * SendVerifyCode (and forgetPassword/captcha-verify, purpose "reset"). The answer is the same whatever the contact:
 * - register: a code, or — when the contact already has an account — a notice saying so, with no code;
 * - reset: a code when the contact belongs to an active account, nothing otherwise;
 * - change: a code (a member proving a new contact, or confirming their mobile for `verify`).
 * The code is issued (and counted against the send limits) in every case, and the message leaves after the answer.
 */
export async function sendVerifyCode(
  deps: Deps,
  input: { contact: string; purpose: CodePurpose; verifyKey: string; verifyCode: string },
  ip: string,
  locale: ApiLocale,
  sendLater: SendLater,
): Promise<SendVerifyCodeResult> {
  // The captcha first: without it, nobody can spend a victim's hourly allowance of codes.
  await requireCaptcha(deps, input);
  const contact = normalizeContact(input.contact);
  const code = await issueCode(deps.kv, input.purpose, contact, ip, deps.now());
  if (input.purpose === "change") {
    await sendChangeCode(laterMessenger(sendLater), contactTypeOf(contact) === "email" ? "email" : "sms", contact, code, locale);
  } else {
    const holder = await findMemberByContact(deps.db, contact);
    if (input.purpose === "register") sendLater(identityMessage(contact, holder ? "alreadyRegistered" : "register", locale, code));
    else if (holder?.status === "active") sendLater(identityMessage(contact, "reset", locale, code));
  }
  return { expiresInSeconds: CODE_TTL_MS / 1000 };
}

/** A contact's code, counted per address as well (codes.ts voids a code after 5 wrong tries). */
export async function requireContactCode(deps: Deps, purpose: CodePurpose, contact: string, code: string, ip: string): Promise<boolean> {
  await enforceLimit(deps.kv, CODE_CHECK_PER_IP, clientAddressKey(ip));
  return consumeCode(deps.kv, purpose, contact, code, deps.now());
}

const orNull = (value: string | null | undefined) => (value ? value : null);

/**
 * Registration (spec §3): the image captcha, a free nickName, known dictionary values, then the contact's code —
 * only its holder learns whether the contact is taken. Success makes an active member, signed in at once.
 */
export async function register(
  deps: Deps,
  input: z.output<typeof registerBody>,
  client: { ip: string; userAgent?: string },
): Promise<RegisterResult> {
  const { db, kv } = deps;
  await requireCaptcha(deps, input);
  // Counted once the captcha is solved: a person mistyping captchas does not use up the address's registrations.
  await enforceLimit(kv, REGISTER_PER_IP, clientAddressKey(client.ip));
  const nickNameKey = nickNameKeyOf(input.username);
  // Names are public (VerifyUnique tells them): checked before the code, so that a taken name does not use it up.
  if (await findMemberBy(db, { column: "nickName", key: nickNameKey })) throw refusal(identityReplies.nickNameTaken);
  await assertKnownChoices(db, input);
  const contact = normalizeContact(input.contact);
  if (!(await requireContactCode(deps, "register", contact, input.contactCode, client.ip))) throw refusal(identityReplies.codeInvalid);
  if (await findMemberByContact(db, contact)) throw refusal(identityReplies.contactTaken);

  const now = deps.now();
  const isEmail = contactTypeOf(contact) === "email";
  const values: typeof members.$inferInsert = {
    username: input.username,
    nickName: input.username,
    nickNameKey,
    ...(isEmail ? { email: contact, emailKey: contact } : { mobile: contact, countryCode: isMacauPhone(contact) ? "MO" : null }),
    passwordHash: await hashPassword(input.password),
    status: "active",
    // The code just proved the mobile number.
    isPhoneVerification: !isEmail,
    firstName: orNull(input.firstName),
    lastName: orNull(input.lastName),
    sex: input.sex ?? null,
    ageRanges: input.ageRanges ?? null,
    educationalStatus: orNull(input.educationalStatus),
    monthlyProfit: orNull(input.monthlyProfit),
    profession: orNull(input.profession),
    address: orNull(input.address),
    favInfo: [...new Set(input.favInfo)],
    registerPlatform: input.registerPlatform,
    termsAcceptedAt: input.acceptedTerms ? now : null,
    passwordChangedAt: now,
    lastLoginAt: now,
    createdAt: now,
    updatedAt: now,
  };
  let memberId: number;
  try {
    const [row] = await db.insert(members).values(values).returning({ id: members.id });
    memberId = row!.id;
  } catch (error) {
    // Two registrations racing for the same name or contact: the unique indexes decide.
    if (!isUniqueViolation(error)) throw error;
    const nameTaken = (await findMemberBy(db, { column: "nickName", key: nickNameKey })) !== null;
    throw refusal(nameTaken ? identityReplies.nickNameTaken : identityReplies.contactTaken);
  }
  const token = await createSession(db, memberId, now, client.userAgent);
  return { token, isPhoneVerification: isEmail ? 0 : 1 };
}
