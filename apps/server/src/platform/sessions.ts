import type { StaffRole } from "@portal/contract/schemas/staff";
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

/** A staff member's console session (the staff module keeps them; platform/staff-auth.ts checks them). */
export interface StaffSession {
  sessionId: number;
  staffId: number;
  role: StaffRole;
  /** Who it is, as the audit log copies it (modules/audit). */
  email: string;
  displayName: string;
  /** When an authenticator code was last entered on this session (sign-in, re-authentication); null if never. */
  codeEnteredAt: Date | null;
}

/** Who a staff session's holder is, without the session's own state: what a role's rules and the audit log need. */
export type StaffIdentity = Omit<StaffSession, "codeEnteredAt">;

/** The live session of a token (known, not revoked, not expired), or null. */
export type FindSession<S> = (db: Db, token: string, now: Date) => Promise<S | null>;

/**
 * A staff session's lookup also ends it when it has been idle longer than `idleMs` and records the call otherwise
 * (its "last seen"): the platform passes the setting (STAFF_IDLE_MINUTES).
 */
export type FindStaffSession = (db: Db, token: string, now: Date, idleMs: number) => Promise<StaffSession | null>;

export interface SessionFinders {
  member: FindSession<MemberSession>;
  supplier: FindSession<SupplierSession>;
  staff: FindStaffSession;
}
