import { randomInt } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import type { ApiLocale } from "@portal/contract/locales";
import type { MemberInfo, memberInfoUpdateBody } from "@portal/contract/schemas/member";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { members } from "./tables.ts";
import { isUniqueViolation, refusal, unauthorized } from "../../platform/errors.ts";
import type { Deps } from "../../platform/deps.ts";
import { notifyAccountChange } from "./identity-messages.ts";
import { nickNameKeyOf, shownPhoto } from "./members-lookup.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { revokeOtherSessions, type ActiveSession } from "./sessions.ts";
import { identityReplies } from "./replies.ts";

type MemberRow = typeof members.$inferSelect;

/** What the member centre asks every member to fill in; a gap shows the incomplete-profile prompt (spec §4). */
export const PROFILE_REQUIRED_FIELDS = ["nickName", "sex", "ageRanges", "educationalStatus", "profession", "monthlyProfit"] as const;

export function isProfileIncomplete(row: Pick<MemberRow, (typeof PROFILE_REQUIRED_FIELDS)[number]>): boolean {
  return PROFILE_REQUIRED_FIELDS.some((field) => !row[field]?.trim());
}

export function toMemberInfo(row: MemberRow): MemberInfo {
  return {
    id: row.id,
    username: row.username,
    nickName: row.nickName,
    email: row.email,
    mobile: row.mobile,
    educationalStatus: row.educationalStatus,
    monthlyProfit: row.monthlyProfit,
    profession: row.profession,
    ageRanges: row.ageRanges,
    sex: row.sex,
    photo: shownPhoto(row.photo),
    introduction: row.introduction,
    isReceiveSms: row.isReceiveSms,
    address: row.address,
    identity: row.identity,
    firstName: row.firstName,
    lastName: row.lastName,
    favInfo: row.favInfo,
    isPhoneVerification: row.isPhoneVerification ? 1 : 0,
    hasPassword: row.passwordHash !== null,
    profileIncomplete: isProfileIncomplete(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The session's member. A session whose member is gone is no session (401). */
export async function memberRow(db: Db, memberId: number): Promise<MemberRow> {
  const [row] = await db.select().from(members).where(eq(members.id, memberId)).limit(1);
  if (!row) throw unauthorized();
  return row;
}

export async function getMemberInfo(db: Db, memberId: number): Promise<MemberInfo> {
  return toMemberInfo(await memberRow(db, memberId));
}

export type MemberInfoUpdate = z.output<typeof memberInfoUpdateBody>;

/**
 * Changes the profile fields that are given (null clears one, a missing field stays). The nickName is unique
 * without regard to case or width (nickNameKeyOf): the check gives the friendly answer, the unique index settles a race the same way.
 */
export async function updateMemberInfo(db: Db, memberId: number, update: MemberInfoUpdate, now: Date): Promise<MemberInfo> {
  const { nickName, favInfo, ...rest } = update;
  const changes: Partial<typeof members.$inferInsert> = { ...rest, updatedAt: now };
  if (favInfo !== undefined) changes.favInfo = [...new Set(favInfo)];
  if (nickName !== undefined) {
    const nickNameKey = nickNameKeyOf(nickName);
    const [other] = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.nickNameKey, nickNameKey), ne(members.id, memberId)))
      .limit(1);
    if (other) throw refusal(identityReplies.nickNameTaken);
    Object.assign(changes, { nickName, nickNameKey });
  }
  try {
    const [row] = await db.update(members).set(changes).where(eq(members.id, memberId)).returning();
    if (!row) throw unauthorized();
    return toMemberInfo(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal(identityReplies.nickNameTaken);
    throw error;
  }
}

/**
 * Staff's reset of an offensive nickname (docs/interactions.md "Moderation"): the member becomes `member<id>` (or,
 * should someone have taken that, `member<id>-<4 digits>`), a name that reads as no contact and says nothing. Run in
 * the caller's transaction with the member's row locked; null when there is no such member, or when the nickname
 * already is the neutral one.
 */
export async function resetNickName(tx: Db, memberId: number, now: Date): Promise<{ before: string; nickName: string } | null> {
  const [row] = await tx.select({ nickName: members.nickName }).from(members).where(eq(members.id, memberId)).for("update");
  if (!row) return null;
  const base = `member${memberId}`;
  if (row.nickName === base) return null;
  for (let attempt = 0; attempt < 10; attempt++) {
    const nickName = attempt === 0 ? base : `${base}-${randomInt(1000, 10000)}`;
    const nickNameKey = nickNameKeyOf(nickName);
    const [taken] = await tx
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.nickNameKey, nickNameKey), ne(members.id, memberId)))
      .limit(1);
    if (taken) continue;
    await tx.update(members).set({ nickName, nickNameKey, updatedAt: now }).where(eq(members.id, memberId));
    return { before: row.nickName, nickName };
  }
  throw new Error(`no free neutral nickname for member ${memberId}`);
}

/**
 * A new password. The current one must be given when there is one (members who only ever signed in socially have
 * none and may set one). Success ends every other session of the member — a thief holding another session is
 * signed out — keeps this one, and tells the member by e-mail or SMS (ASVS 2.2.3).
 */
export async function changePassword(
  deps: Deps,
  session: ActiveSession,
  body: { oldPassword: string; newPassword: string },
  locale: ApiLocale,
): Promise<void> {
  const row = await memberRow(deps.db, session.memberId);
  if (row.passwordHash !== null && !(await verifyPassword(row.passwordHash, body.oldPassword))) {
    throw refusal(identityReplies.passwordWrong);
  }
  const now = deps.now();
  await deps.db
    .update(members)
    .set({ passwordHash: await hashPassword(body.newPassword), passwordChangedAt: now, updatedAt: now })
    .where(eq(members.id, session.memberId));
  await revokeOtherSessions(deps.db, session.memberId, now, session.sessionId);
  await notifyAccountChange(deps.messenger, row, "password", locale);
}
