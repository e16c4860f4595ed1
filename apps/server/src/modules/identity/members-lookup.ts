import { eq, inArray } from "drizzle-orm";
import { contactTypeOf, normalizeContact } from "@portal/contract/schemas/identity";
import { isMemberPhotoPath, nameKeyOf } from "@portal/contract/validation";
import type { Db } from "../../db/client.ts";
import { members } from "./tables.ts";

/**
 * How members are found by what people type. A name is compared by its key (`nameKeyOf`): invisible characters
 * out, NFKC (full-width letters become ASCII, compatibility forms fold) then case folding, so that "Demo", "DEMO",
 * "ＤＥＭＯ" and "de\u200bmo" are one name. Every place that
 * writes members.nick_name_key uses nickNameKeyOf.
 */
export const nickNameKeyOf = nameKeyOf;

export type LoginColumn = "nickName" | "email" | "mobile";
export interface LoginIdentifier {
  column: LoginColumn;
  /** The value compared with the column's key: also the subject of the per-account sign-in limit. */
  key: string;
}

/**
 * What a login name designates: an e-mail address, a mobile number or a nickName (registration refuses nickNames
 * that look like a contact, so the three never overlap). Letter case never matters for a name or an e-mail address.
 */
export function loginIdentifierOf(username: string): LoginIdentifier {
  const text = username.trim().normalize("NFKC");
  const type = contactTypeOf(text);
  if (type === "email") return { column: "email", key: normalizeContact(text) };
  if (type === "mobile") return { column: "mobile", key: text };
  return { column: "nickName", key: nickNameKeyOf(text) };
}

const COLUMN = { nickName: members.nickNameKey, email: members.emailKey, mobile: members.mobile } as const;

export type MemberRow = typeof members.$inferSelect;

export async function findMemberBy(db: Db, identifier: LoginIdentifier): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(COLUMN[identifier.column], identifier.key)).limit(1);
  return row ?? null;
}

/** The member who holds a contact (an e-mail address or a mobile number), or null. */
export function findMemberByContact(db: Db, contact: string): Promise<MemberRow | null> {
  const normalized = normalizeContact(contact);
  return findMemberBy(db, { column: contactTypeOf(normalized) === "email" ? "email" : "mobile", key: normalized });
}

/**
 * Runs `work` in a transaction holding the member's row lock, so that two requests of one member at once cannot both
 * pass a count limit (member playlists; PGlite runs one transaction at a time anyway).
 */
export function underMemberLock<T>(db: Db, memberId: number, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for("update");
    return work(tx as unknown as Db);
  });
}

/** What every reader may see of a member (beside their comments): nickName and photo, by member id. */
export interface PublicProfile {
  nickName: string;
  photo: string | null;
}

/**
 * A stored photo as it is shown: a value saved before photos had to be uploads of this site (any https address was
 * once taken) shows as no photo, so that no reader's browser is sent to a host a member chose (docs/security.md).
 */
export function shownPhoto(photo: string | null): string | null {
  return isMemberPhotoPath(photo) ? photo : null;
}

/** The public profiles of the given members, in one query; ids of members that are gone are missing from the map. */
export async function publicProfiles(db: Db, ids: readonly number[]): Promise<Map<number, PublicProfile>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db
    .select({ id: members.id, nickName: members.nickName, photo: members.photo })
    .from(members)
    .where(inArray(members.id, unique));
  return new Map(rows.map((row) => [row.id, { nickName: row.nickName, photo: shownPhoto(row.photo) }]));
}
