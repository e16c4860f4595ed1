import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { supplierSessions } from "./tables.ts";
import type { SupplierSession } from "../../platform/sessions.ts";
import { newToken, SESSION_TTL_MS, tokenDigest } from "../identity/sessions.ts";

/**
 * Supplier tokens: 256 random bits like members' tokens, but written "sup_…" and looked up only in
 * supplier_sessions. A member token (43 characters, no prefix) is never well-formed here, and identity's check
 * (exactly 43 characters) refuses a supplier token: neither opens the other's calls (docs/suppliers.md).
 */
export const SUPPLIER_TOKEN_PREFIX = "sup_";
/** The registration ticket of bind: "supb_…", kept in the kv store, never a session. */
export const BIND_TOKEN_PREFIX = "supb_";

const WELL_FORMED = /^[A-Za-z0-9_-]{43}$/;
export const isSupplierToken = (token: string) => token.startsWith(SUPPLIER_TOKEN_PREFIX) && WELL_FORMED.test(token.slice(SUPPLIER_TOKEN_PREFIX.length));
export const isBindToken = (token: string) => token.startsWith(BIND_TOKEN_PREFIX) && WELL_FORMED.test(token.slice(BIND_TOKEN_PREFIX.length));
export const newBindToken = () => `${BIND_TOKEN_PREFIX}${newToken()}`;
export { tokenDigest };

export async function createSupplierSession(db: Db, supplierId: number, now: Date, userAgent?: string): Promise<string> {
  const token = `${SUPPLIER_TOKEN_PREFIX}${newToken()}`;
  await db.insert(supplierSessions).values({
    supplierId,
    tokenHash: tokenDigest(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

export type { SupplierSession };

/** The live session of a supplier token: known, not revoked, not expired. */
export async function findSupplierSession(db: Db, token: string, now: Date): Promise<SupplierSession | null> {
  if (!isSupplierToken(token)) return null;
  const [row] = await db
    .select({ sessionId: supplierSessions.id, supplierId: supplierSessions.supplierId })
    .from(supplierSessions)
    .where(and(eq(supplierSessions.tokenHash, tokenDigest(token)), isNull(supplierSessions.revokedAt), gt(supplierSessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function revokeSupplierSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(supplierSessions).set({ revokedAt: now }).where(and(eq(supplierSessions.id, sessionId), isNull(supplierSessions.revokedAt)));
}

/** Ends every live session of a supplier but `keep` (a new password: a thief's session ends, this one stays). */
export async function revokeOtherSupplierSessions(db: Db, supplierId: number, now: Date, keep?: number): Promise<void> {
  await db
    .update(supplierSessions)
    .set({ revokedAt: now })
    .where(and(eq(supplierSessions.supplierId, supplierId), isNull(supplierSessions.revokedAt), keep === undefined ? undefined : ne(supplierSessions.id, keep)));
}
