import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { FindStaffSession } from "../../platform/sessions.ts";
import { isWellFormedToken, newToken, tokenDigest } from "../identity/sessions.ts";
import { staffAccounts, staffSessions } from "./tables.ts";

/**
 * Console sessions (docs/console.md): 256 random bits in an httpOnly cookie, the SHA-256 in staff_sessions (the
 * members' token and digest, identity/sessions.ts). A session ends when it has been idle longer than
 * STAFF_IDLE_MINUTES, 12 hours after sign-in in any case, at sign-out, or when the account signs out everywhere.
 */
export const STAFF_SESSION_MAX_MS = 12 * 60 * 60_000;

/** A new session; `codeEntered`: signed in with an authenticator code (not a recovery code), which counts as fresh. */
export async function createStaffSession(
  db: Db,
  staffId: number,
  now: Date,
  client: { ip: string; userAgent?: string },
  codeEntered: boolean,
): Promise<string> {
  const token = newToken();
  await db.insert(staffSessions).values({
    staffId,
    tokenHash: tokenDigest(token),
    createdAt: now,
    lastSeenAt: now,
    codeEnteredAt: codeEntered ? now : null,
    ip: client.ip.slice(0, 64),
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

/**
 * The live session of a token (the platform's lookup, platform/staff-auth.ts): known, not revoked, of an active
 * account, younger than 12 hours and used within `idleMs`. An idle or too old session is revoked on the spot;
 * a live one records the call as its last sign of life.
 */
export const findStaffSession: FindStaffSession = async (db, token, now, idleMs) => {
  if (!isWellFormedToken(token)) return null;
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      staffId: staffSessions.staffId,
      createdAt: staffSessions.createdAt,
      lastSeenAt: staffSessions.lastSeenAt,
      codeEnteredAt: staffSessions.codeEnteredAt,
      role: staffAccounts.role,
      email: staffAccounts.email,
      displayName: staffAccounts.displayName,
      status: staffAccounts.status,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, tokenDigest(token)), isNull(staffSessions.revokedAt)))
    .limit(1);
  if (!row || row.status !== "active") return null;
  const expired = now.getTime() - row.createdAt.getTime() >= STAFF_SESSION_MAX_MS || now.getTime() - row.lastSeenAt.getTime() >= idleMs;
  if (expired) {
    await revokeStaffSession(db, row.sessionId, now);
    return null;
  }
  await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, row.sessionId));
  return { sessionId: row.sessionId, staffId: row.staffId, role: row.role, email: row.email, displayName: row.displayName, codeEnteredAt: row.codeEnteredAt };
};

/** Re-authentication: an authenticator code was entered on the session just now. */
export async function markCodeEntered(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(staffSessions).set({ codeEnteredAt: now }).where(eq(staffSessions.id, sessionId));
}

export async function revokeStaffSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: now }).where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Sign out everywhere: ends every live session of the account; how many there were. */
export async function revokeAllStaffSessions(db: Db, staffId: number, now: Date): Promise<number> {
  const ended = await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  return ended.length;
}

