import { createHash, randomBytes } from "node:crypto";
import { and, asc, count, eq, ilike, ne, or, sql } from "drizzle-orm";
import type { ApiLocale } from "@portal/contract/locales";
import type {
  SupplierBindResult,
  SupplierCodePurpose,
  SupplierCodeSent,
  SupplierFileKind,
  SupplierInfo,
  SupplierStatus,
  SupplierTokenResult,
  supplierRegisterBody,
  supplierUpdateBody,
} from "@portal/contract/schemas/supplier";
import { isEmail, isMacauPhone, nameKeyOf } from "@portal/contract/validation";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { suppliers } from "./tables.ts";
import { likePattern } from "../../platform/like-pattern.ts";
import type { StaffActor } from "../../platform/staff-auth.ts";
import { changedFields, recordChange } from "../audit/audit-service.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError, badRequest, forbidden, isUniqueViolation, refusal, unauthorized } from "../../platform/errors.ts";
import { clientAddressKey, enforceLimit, type Limit } from "../../platform/rate-limit.ts";
import { CODE_TTL_MS, consumeCode, issueCode } from "../identity/codes.ts";
import type { SendLater } from "../identity/identity-messages.ts";
import { CODE_CHECK_PER_IP, LOGIN_PER_IP, LOGIN_TRIES_BEFORE_CAPTCHA, PASSWORD_CONFIRM_PER_MEMBER, REGISTER_PER_IP } from "../identity/limits.ts";
import { hashPassword, needsRehash, verifyPassword } from "../identity/passwords.ts";
import { requireCaptcha } from "../identity/registration-service.ts";
import { beginSignIn, clearSignInFailures, type SignInThrottle } from "../identity/sign-in-throttle.ts";
import {
  createSupplierSession,
  isBindToken,
  newBindToken,
  revokeOtherSupplierSessions,
  revokeSupplierSession,
  tokenDigest,
  type SupplierSession,
} from "./sessions.ts";
import { supplierSms } from "./supplier-messages.ts";
import { offsetOf } from "../../platform/paging.ts";
import { identityReplies } from "../identity/replies.ts";

/**
 * The supplier area's rules (docs/suppliers.md). The password, code and limit rules are identity's (the same
 * argon2id hashing, six-digit single-use codes with their send and guess limits, the same sign-in limits under
 * counters of their own); what is the supplier's own is here: the bind ticket, the documents, the review status.
 */

/**
 * Sign-in throttling: the members' (identity/sign-in-throttle.ts) with their numbers, counted and kept apart (a
 * supplier name and a member name never share a counter).
 */
export const SUPPLIER_SIGN_IN: SignInThrottle = {
  perAddress: { ...LOGIN_PER_IP, name: "supplier-login-ip" },
  perName: { ...LOGIN_TRIES_BEFORE_CAPTCHA, name: "supplier-login-name" },
  knownAddresses: "supplier-login-known",
  event: "supplier-login",
};
/** Documents uploaded under one bind ticket (three kinds, a few tries each). */
export const SUPPLIER_UPLOADS_PER_TICKET: Limit = { name: "supplier-upload-ticket", max: 20, windowMs: 2 * 60 * 60_000 };
export const SUPPLIER_UPLOADS_PER_IP: Limit = { name: "supplier-upload-ip", max: 60, windowMs: 60 * 60_000 };

/** A bind ticket lasts two hours: time to gather three documents and fill in the form. */
export const BIND_TTL_MS = 2 * 60 * 60_000;

const CODE_PURPOSE = { bind: "supplier-bind", change: "supplier-change", reset: "supplier-reset" } as const;
/** Current-password checks by one signed-in supplier: a stolen token cannot guess the password (as for members). */
export const SUPPLIER_PASSWORD_CHECK: Limit = { ...PASSWORD_CONFIRM_PER_MEMBER, name: "supplier-password-confirm" };
const ticketKey = (verifyKey: string) => `supplier-code-ticket:${createHash("sha256").update(verifyKey).digest("hex")}`;
const bindKey = (token: string) => `supplier-bind:${tokenDigest(token)}`;
const fileKey = (token: string, path: string) => `supplier-file:${tokenDigest(token)}:${createHash("sha256").update(path).digest("hex")}`;

type SupplierRow = typeof suppliers.$inferSelect;

async function supplierWhere(db: Db, column: "mobile" | "emailKey" | "usernameKey", value: string, exceptId?: number) {
  const [row] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers[column], value), exceptId === undefined ? undefined : ne(suppliers.id, exceptId)))
    .limit(1);
  return row ?? null;
}

/**
 * SendVerifyCode: after the image captcha, a code to the mobile with a single-use ticket naming the request. The
 * answer is the same whether or not the number belongs to a supplier; the holder of a taken number gets a notice
 * instead of a code. "change" is for a signed-in supplier only.
 */
export async function sendSupplierCode(
  deps: Deps,
  input: { mobile: string; purpose: SupplierCodePurpose; verifyKey: string; verifyCode: string },
  session: SupplierSession | null,
  ip: string,
  locale: ApiLocale,
  sendLater: SendLater,
): Promise<SupplierCodeSent> {
  if (input.purpose === "change" && !session) throw unauthorized();
  await requireCaptcha(deps, input);
  const code = await issueCode(deps.kv, CODE_PURPOSE[input.purpose], input.mobile, ip, deps.now());
  const taken = (await supplierWhere(deps.db, "mobile", input.mobile, session?.supplierId)) !== null;
  const params = { code, minutes: String(CODE_TTL_MS / 60_000) };
  // A reset code goes only to a supplier's number; a bind or change code to a taken number becomes a notice.
  if (input.purpose === "reset") {
    if (taken) sendLater(supplierSms(input.mobile, "resetCode", locale, params));
  } else {
    sendLater(supplierSms(input.mobile, taken ? "mobileInUse" : input.purpose === "bind" ? "bindCode" : "changeCode", locale, params));
  }
  const verifyKey = randomBytes(24).toString("base64url");
  await deps.kv.set(ticketKey(verifyKey), `${input.purpose}:${input.mobile}`, CODE_TTL_MS);
  return { expiresInSeconds: CODE_TTL_MS / 1000, verifyKey };
}

/** The ticket and the code of a mobile for a purpose; both single use, the guesses counted per address as well. */
async function requireMobileCode(deps: Deps, purpose: SupplierCodePurpose, proof: { mobile: string; verifyKey: string; verifyCode: string }, ip: string) {
  await enforceLimit(deps.kv, CODE_CHECK_PER_IP, clientAddressKey(ip));
  const ticket = await deps.kv.get(ticketKey(proof.verifyKey));
  if (ticket !== `${purpose}:${proof.mobile}`) throw refusal(identityReplies.codeInvalid);
  if (!(await consumeCode(deps.kv, CODE_PURPOSE[purpose], proof.mobile, proof.verifyCode, deps.now()))) throw refusal(identityReplies.codeInvalid);
  await deps.kv.del(ticketKey(proof.verifyKey));
}

/** bind: the mobile proven by its code gives a registration ticket (the supplier token until the form is sent). */
export async function bindMobile(deps: Deps, proof: { mobile: string; verifyKey: string; verifyCode: string }, ip: string): Promise<SupplierBindResult> {
  await requireMobileCode(deps, "bind", proof, ip);
  if (await supplierWhere(deps.db, "mobile", proof.mobile)) throw refusal(identityReplies.contactTaken);
  const bindToken = newBindToken();
  await deps.kv.set(bindKey(bindToken), proof.mobile, BIND_TTL_MS);
  return { bindToken, mobile: proof.mobile, expiresInSeconds: BIND_TTL_MS / 1000 };
}

/** The mobile a bind ticket was given for, or 401. */
export async function requireBind(deps: Deps, token: string | null): Promise<string> {
  const mobile = token && isBindToken(token) ? await deps.kv.get(bindKey(token)) : null;
  if (!mobile) throw unauthorized();
  return mobile;
}

/** Remembers that a file was uploaded under a ticket, for the form to refer to it (as that kind, before it ends). */
export async function recordUpload(deps: Deps, token: string, path: string, kind: SupplierFileKind): Promise<void> {
  await deps.kv.set(fileKey(token, path), kind, BIND_TTL_MS);
}

export async function registerSupplier(
  deps: Deps,
  token: string | null,
  input: z.output<typeof supplierRegisterBody>,
  client: { ip: string; userAgent?: string },
  locale: ApiLocale,
  sendLater: SendLater,
): Promise<SupplierTokenResult> {
  await enforceLimit(deps.kv, REGISTER_PER_IP, clientAddressKey(client.ip));
  const mobile = await requireBind(deps, token);
  const files: { kind: SupplierFileKind; path: string }[] = [];
  for (const kind of ["businessRegistration", "logo", "license"] as const) {
    for (const path of input[kind]) {
      // Only files this ticket uploaded, as this kind: never a path guessed or taken from someone else.
      if ((await deps.kv.get(fileKey(token!, path))) !== kind) throw badRequest(kind);
      files.push({ kind, path });
    }
  }
  const usernameKey = nameKeyOf(input.username);
  const emailKey = input.email.toLowerCase();
  if (await supplierWhere(deps.db, "usernameKey", usernameKey)) throw refusal(identityReplies.nickNameTaken);
  if ((await supplierWhere(deps.db, "emailKey", emailKey)) || (await supplierWhere(deps.db, "mobile", mobile))) throw refusal(identityReplies.contactTaken);
  const now = deps.now();
  let row: SupplierRow;
  try {
    [row] = (await deps.db
      .insert(suppliers)
      .values({
        username: input.username,
        usernameKey,
        mobile,
        email: input.email,
        emailKey,
        passwordHash: await hashPassword(input.password),
        companyNameZh: input.companyNameZh,
        companyNameEn: input.companyNameEn,
        businessRegistrationNo: input.businessRegistrationNo,
        contactPerson: input.contactPerson,
        address: input.address,
        files,
        status: "pending",
        createdAt: now,
        updatedAt: now,
      })
      .returning()) as [SupplierRow];
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal(identityReplies.contactTaken);
    throw error;
  }
  await deps.kv.del(bindKey(token!));
  sendLater(supplierSms(mobile, "registered", locale, { company: companyNameIn(row, locale) }));
  return { token: await createSupplierSession(deps.db, row.id, now, client.userAgent) };
}

/** Wrong credentials: HTTP 200, code -1, as for members (the login screen shows the message). */
const loginFailed = () => new AppError(200, identityReplies.loginFailed, {}, -1);

/** What a supplier's sign-in name designates: the e-mail address, the mobile number or the account name. */
function loginColumnOf(username: string): { column: "emailKey" | "mobile" | "usernameKey"; key: string } {
  const text = username.trim().normalize("NFKC");
  if (isEmail(text)) return { column: "emailKey", key: text.toLowerCase() };
  if (isMacauPhone(text)) return { column: "mobile", key: text };
  return { column: "usernameKey", key: nameKeyOf(text) };
}

/**
 * Signs in with the account name, e-mail or mobile and the password (and a solved captcha once the name has had too
 * many failures): the attempt is counted before any password work, argon2 runs for an unknown name too, and every
 * failure is the same answer. A supplier of any review status may sign in (to see the status).
 */
export async function loginSupplier(
  deps: Deps,
  input: { username: string; password: string; verifyKey?: string; verifyCode?: string },
  client: { ip: string; userAgent?: string; log: { info: (obj: object, msg: string) => void } },
): Promise<SupplierTokenResult> {
  const identifier = loginColumnOf(input.username);
  const attempt = await beginSignIn(deps, SUPPLIER_SIGN_IN, `${identifier.column}:${identifier.key}`, client);
  const [row] = await deps.db.select().from(suppliers).where(eq(suppliers[identifier.column], identifier.key)).limit(1);
  await attempt.admit(row?.id ?? null, input);
  const matches = await verifyPassword(row?.passwordHash ?? null, input.password);
  if (!row || !matches) {
    client.log.info({ event: "supplier-login", outcome: "failed", supplierId: row?.id ?? null }, "supplier sign-in refused");
    throw loginFailed();
  }
  await attempt.succeeded(row.id);
  const now = deps.now();
  const rehashed = needsRehash(row.passwordHash) ? { passwordHash: await hashPassword(input.password) } : {};
  await deps.db.update(suppliers).set({ lastLoginAt: now, ...rehashed }).where(eq(suppliers.id, row.id));
  client.log.info({ event: "supplier-login", outcome: "ok", supplierId: row.id }, "supplier signed in");
  return { token: await createSupplierSession(deps.db, row.id, now, client.userAgent) };
}

export const logoutSupplier = async (deps: Deps, session: SupplierSession): Promise<null> => {
  await revokeSupplierSession(deps.db, session.sessionId, deps.now());
  return null;
};

function toInfo(row: SupplierRow): SupplierInfo {
  return {
    uuid: row.uuid,
    username: row.username,
    mobile: row.mobile,
    companyNameZh: row.companyNameZh,
    companyNameEn: row.companyNameEn,
    businessRegistrationNo: row.businessRegistrationNo,
    contactPerson: row.contactPerson,
    email: row.email,
    address: row.address,
    files: row.files as SupplierInfo["files"],
    status: row.status as SupplierStatus,
    statusReason: row.statusReason,
    submittedAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

async function supplierRow(db: Db, id: number): Promise<SupplierRow> {
  const [row] = await db.select().from(suppliers).where(eq(suppliers.id, id)).limit(1);
  if (!row) throw unauthorized();
  return row;
}

export const supplierInfo = async (deps: Deps, session: SupplierSession): Promise<SupplierInfo> => toInfo(await supplierRow(deps.db, session.supplierId));

/** Company details the supplier may correct; the e-mail address stays unique among suppliers. */
export async function updateSupplier(deps: Deps, session: SupplierSession, input: z.output<typeof supplierUpdateBody>): Promise<SupplierInfo> {
  const emailKey = input.email.toLowerCase();
  if (await supplierWhere(deps.db, "emailKey", emailKey, session.supplierId)) throw refusal(identityReplies.contactTaken);
  try {
    const [row] = await deps.db
      .update(suppliers)
      .set({ ...input, emailKey, updatedAt: deps.now() })
      .where(eq(suppliers.id, session.supplierId))
      .returning();
    return toInfo(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal(identityReplies.contactTaken);
    throw error;
  }
}

/** {uuid}/change: the supplier's own uuid, a new mobile proven by its code; the old number is told. */
export async function changeSupplierMobile(
  deps: Deps,
  session: SupplierSession,
  uuid: string,
  proof: { mobile: string; verifyKey: string; verifyCode: string },
  ip: string,
  locale: ApiLocale,
  sendLater: SendLater,
): Promise<SupplierInfo> {
  const before = await supplierRow(deps.db, session.supplierId);
  if (before.uuid !== uuid) throw forbidden();
  await requireMobileCode(deps, "change", proof, ip);
  if (await supplierWhere(deps.db, "mobile", proof.mobile, session.supplierId)) throw refusal(identityReplies.contactTaken);
  try {
    const [row] = await deps.db
      .update(suppliers)
      .set({ mobile: proof.mobile, updatedAt: deps.now() })
      .where(eq(suppliers.id, session.supplierId))
      .returning();
    if (before.mobile !== proof.mobile) sendLater(supplierSms(before.mobile, "mobileChanged", locale));
    return toInfo(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal(identityReplies.contactTaken);
    throw error;
  }
}

/**
 * password: a new password, the current one given (its checks counted per supplier). Every other session of the
 * supplier ends, this one stays, and the mobile is told (as for members, ASVS 2.2.3).
 */
export async function changeSupplierPassword(
  deps: Deps,
  session: SupplierSession,
  input: { oldPassword: string; password: string },
  locale: ApiLocale,
  sendLater: SendLater,
): Promise<null> {
  await enforceLimit(deps.kv, SUPPLIER_PASSWORD_CHECK, `supplier:${session.supplierId}`);
  const row = await supplierRow(deps.db, session.supplierId);
  if (!(await verifyPassword(row.passwordHash, input.oldPassword))) throw refusal(identityReplies.passwordWrong);
  await setSupplierPassword(deps, row, input.password, locale, sendLater, session.sessionId);
  return null;
}

/**
 * password/reset: the mobile proven by a "reset" code (single use, guesses counted) sets a new password; every
 * session ends and the mobile is told. An unknown number reads as a wrong code.
 */
export async function resetSupplierPassword(
  deps: Deps,
  input: { mobile: string; verifyKey: string; verifyCode: string; password: string },
  ip: string,
  locale: ApiLocale,
  sendLater: SendLater,
): Promise<null> {
  await requireMobileCode(deps, "reset", input, ip);
  const [row] = await deps.db.select().from(suppliers).where(eq(suppliers.mobile, input.mobile)).limit(1);
  if (!row) throw refusal(identityReplies.codeInvalid);
  await setSupplierPassword(deps, row, input.password, locale, sendLater);
  return null;
}

async function setSupplierPassword(deps: Deps, row: SupplierRow, password: string, locale: ApiLocale, sendLater: SendLater, keepSession?: number) {
  const now = deps.now();
  await deps.db
    .update(suppliers)
    .set({ passwordHash: await hashPassword(password), passwordChangedAt: now, updatedAt: now })
    .where(eq(suppliers.id, row.id));
  await revokeOtherSupplierSessions(deps.db, row.id, now, keepSession);
  // The sign-in counter of the account starts again: its owner has just proven who they are.
  for (const name of [`mobile:${row.mobile}`, `emailKey:${row.emailKey}`, `usernameKey:${row.usernameKey}`]) {
    await clearSignInFailures(deps, SUPPLIER_SIGN_IN, name);
  }
  sendLater(supplierSms(row.mobile, "passwordChanged", locale));
}

/** The company's name as a message in `locale` says it. */
const companyNameIn = (row: Pick<SupplierRow, "companyNameZh" | "companyNameEn">, locale: ApiLocale) =>
  locale === "en" || locale === "pt" ? row.companyNameEn : row.companyNameZh;

/**
 * Staff's queue: the registrations of one status (or all), pending ones first, then the oldest first (the first to
 * register is reviewed first); `q` finds words of the company's Chinese or English name.
 */
export async function supplierReviewQueue(
  db: Db,
  filter: { status?: SupplierStatus | undefined; q?: string | undefined },
  paging: { page: number; pageSize: number },
): Promise<{ items: SupplierInfo[]; total: number; page: number; pageSize: number }> {
  const where = and(
    filter.status ? eq(suppliers.status, filter.status) : undefined,
    filter.q ? or(ilike(suppliers.companyNameZh, likePattern(filter.q)), ilike(suppliers.companyNameEn, likePattern(filter.q))) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(suppliers)
      .where(where)
      .orderBy(sql`case when ${suppliers.status} = 'pending' then 0 else 1 end`, asc(suppliers.createdAt), asc(suppliers.id))
      .limit(paging.pageSize)
      .offset(offsetOf(paging.page, paging.pageSize)),
    db.select({ n: count() }).from(suppliers).where(where),
  ]);
  return { items: rows.map(toInfo), total: Number(total?.n ?? 0), ...paging };
}

/** How many registrations each status has (the console's tabs). */
export async function supplierStatusCounts(db: Db): Promise<Record<SupplierStatus, number>> {
  const rows = await db.select({ status: suppliers.status, n: count() }).from(suppliers).groupBy(suppliers.status);
  const counts: Record<SupplierStatus, number> = { pending: 0, approved: 0, rejected: 0 };
  for (const row of rows) if (row.status in counts) counts[row.status as SupplierStatus] = Number(row.n);
  return counts;
}

/** One registration in full, for staff; null when there is no such supplier. */
export async function supplierByUuid(db: Db, uuid: string): Promise<SupplierInfo | null> {
  const [row] = await db.select().from(suppliers).where(eq(suppliers.uuid, uuid)).limit(1);
  return row ? toInfo(row) : null;
}

/**
 * Staff's decision on a registration: approved, or rejected with the reason the supplier reads on their account
 * page and in the SMS (in the language of the staff's request). Null when there is no such supplier. From the
 * console (`actor`), the decision and its audit entry are one transaction, and a decision that changes nothing
 * (the same status and reason) writes no entry and sends no SMS.
 */
export async function reviewSupplier(
  deps: Deps,
  uuid: string,
  decision: { status: "approved" | "rejected"; reason?: string },
  locale: ApiLocale,
  sendLater: SendLater,
  actor?: StaffActor,
): Promise<SupplierInfo | null> {
  const reason = decision.status === "rejected" ? (decision.reason ?? null) : null;
  const row = await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(suppliers).where(eq(suppliers.uuid, uuid)).for("update");
    if (!before) return null;
    if (actor && before.status === decision.status && before.statusReason === reason) return { row: before, changed: false };
    const [after] = await tx.update(suppliers).set({ status: decision.status, statusReason: reason, reviewedAt: deps.now() }).where(eq(suppliers.id, before.id)).returning();
    if (actor) {
      await recordChange(tx, actor, {
        action: decision.status === "approved" ? "supplier.approve" : "supplier.refuse",
        entity: "supplier",
        entityId: before.id,
        ...changedFields(pick(before, ["status", "statusReason", "reviewedAt"]), pick(after!, ["status", "statusReason", "reviewedAt"])),
      });
    }
    return { row: after!, changed: true };
  });
  if (!row) return null;
  if (row.changed) sendLater(supplierSms(row.row.mobile, decision.status, locale, { company: companyNameIn(row.row, locale), reason: reason ?? "" }));
  return toInfo(row.row);
}

const pick = <R extends Record<string, unknown>, K extends keyof R>(row: R, keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<R, K>;
