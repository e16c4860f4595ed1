import type { Db } from "../db/client.ts";

/**
 * Who a request's token belongs to, as the platform checks it on every member and supplier call
 * (member-auth.ts, supplier-auth.ts). The platform knows only these shapes; the modules that keep the sessions
 * (identity: members', supplier: suppliers') offer the lookups (`sessions` of their DomainModule), which app.ts puts
 * in Deps: so the platform never imports a module (test/layers.test.ts).
 */
export interface MemberSession {
  sessionId: number;
  memberId: number;
}

export interface SupplierSession {
  sessionId: number;
  supplierId: number;
}

/** The live session of a token (known, not revoked, not expired), or null. */
export type FindSession<S> = (db: Db, token: string, now: Date) => Promise<S | null>;

export interface SessionFinders {
  member: FindSession<MemberSession>;
  supplier: FindSession<SupplierSession>;
}
