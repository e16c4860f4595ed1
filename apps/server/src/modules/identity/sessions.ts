import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray, isNull, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { memberSessions } from "./tables.ts";
import type { MemberSession } from "../../platform/sessions.ts";

/** A session lasts 30 days from sign-in; signing out or changing the password ends it sooner. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** 256 random bits, base64url: what the browser keeps and sends as Api-Key. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Only this digest is stored: a copy of the database gives no usable token. */
export function tokenDigest(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A token that cannot be one of ours (wrong length or alphabet) is refused before any query. */
export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

export async function createSession(db: Db, memberId: number, now: Date, userAgent?: string): Promise<string> {
  const token = newToken();
  await db.insert(memberSessions).values({
    memberId,
    tokenHash: tokenDigest(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

/** A member's live session (the platform's shape: platform/sessions.ts). */
export type ActiveSession = MemberSession;

/** The live session of a token: known, not revoked, not expired. */
export async function findSession(db: Db, token: string, now: Date): Promise<ActiveSession | null> {
  if (!isWellFormedToken(token)) return null;
  const [row] = await db
    .select({ sessionId: memberSessions.id, memberId: memberSessions.memberId })
    .from(memberSessions)
    .where(and(eq(memberSessions.tokenHash, tokenDigest(token)), isNull(memberSessions.revokedAt), gt(memberSessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/**
 * The live sessions of many tokens in one query (callers that look up many at once: the vote batcher), by token;
 * a token that is unknown, revoked, expired or malformed is absent.
 */
export async function findSessions(db: Db, tokens: readonly string[], now: Date): Promise<Map<string, ActiveSession>> {
  const byDigest = new Map(tokens.filter(isWellFormedToken).map((token) => [tokenDigest(token), token]));
  if (!byDigest.size) return new Map();
  const rows = await db
    .select({ sessionId: memberSessions.id, memberId: memberSessions.memberId, tokenHash: memberSessions.tokenHash })
    .from(memberSessions)
    .where(and(inArray(memberSessions.tokenHash, [...byDigest.keys()]), isNull(memberSessions.revokedAt), gt(memberSessions.expiresAt, now)));
  return new Map(rows.map((r) => [byDigest.get(r.tokenHash)!, { sessionId: r.sessionId, memberId: r.memberId }]));
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(memberSessions).set({ revokedAt: now }).where(and(eq(memberSessions.id, sessionId), isNull(memberSessions.revokedAt)));
}

/** Ends every session of a member but `keepSessionId` (a password change keeps the session that made it). */
export async function revokeOtherSessions(db: Db, memberId: number, now: Date, keepSessionId?: number): Promise<void> {
  const others = keepSessionId === undefined ? undefined : ne(memberSessions.id, keepSessionId);
  await db
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(and(eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt), others));
}
