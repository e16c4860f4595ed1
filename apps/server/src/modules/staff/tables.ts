/** Staff accounts of the newsroom console, their sessions, set-up tokens and recovery codes, owned by modules/staff (docs/console.md). */
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { StaffRole, StaffStatus } from "@portal/contract/schemas/staff";
import { createdAt, updatedAt } from "../../db/columns.ts";

export type { StaffStatus };

/**
 * Staff accounts. The e-mail address is unique without regard to letter case (`emailKey`, lower-cased). `role` is one
 * of STAFF_ROLES (contract schemas/staff.ts). `passwordHash` is argon2id (identity/passwords.ts), null until set-up.
 * `totpSecret` is the authenticator's secret sealed with AES-256-GCM (secret-box.ts): it must be readable to check
 * codes, so it cannot be a digest. `totpLastStep` is the time step of the last code accepted: a code is good once.
 * status: invited (set-up not finished) | active | disabled. `failedSignIns` counts wrong second-factor codes in a row
 * and `lockedUntil` refuses the second factor for a while after too many (wrong passwords are throttled as members'
 * are, in the kv store: identity/sign-in-throttle.ts).
 */
export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    emailKey: text("email_key").notNull(),
    displayName: text("display_name").notNull(),
    role: text("role").$type<StaffRole>().notNull(),
    passwordHash: text("password_hash"),
    totpSecret: text("totp_secret"),
    totpConfirmed: boolean("totp_confirmed").notNull().default(false),
    totpLastStep: integer("totp_last_step"),
    status: text("status").$type<StaffStatus>().notNull().default("invited"),
    failedSignIns: integer("failed_sign_ins").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("staff_accounts_email_key").on(t.emailKey)],
);

/**
 * Console sessions: the token is only in the browser's cookie; the database keeps its SHA-256. `codeEnteredAt` is
 * when an authenticator code was last entered on the session (its sign-in, or a re-authentication): sensitive calls
 * need it recent (docs/console.md "Re-authentication").
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffAccounts.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    codeEnteredAt: timestamp("code_entered_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("staff_sessions_token_key").on(t.tokenHash), index("staff_sessions_staff_idx").on(t.staffId)],
);

/** One-time set-up tokens (staff:create prints the link): SHA-256 of the token, its expiry, when it was used. */
export const staffSetupTokens = pgTable(
  "staff_setup_tokens",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffAccounts.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("staff_setup_tokens_token_key").on(t.tokenHash), index("staff_setup_tokens_staff_idx").on(t.staffId)],
);

/** Recovery codes, ten per set-up: SHA-256 of each, and when it was used (each works once). */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffAccounts.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("staff_recovery_codes_code_key").on(t.staffId, t.codeHash)],
);
