/** Suppliers and their sessions, owned by modules/supplier (docs/suppliers.md). */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../db/columns.ts";

/**
 * Registered suppliers (companies selling to the broadcaster). The account name, e-mail and mobile are unique
 * (the name and e-mail by lower-cased key). `passwordHash` is argon2id. status: pending (registered, awaiting
 * review) | approved | rejected (with `statusReason`). `files` are the uploaded documents (paths under /uploads/u/).
 */
export const suppliers = pgTable(
  "suppliers",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().defaultRandom(),
    username: text("username").notNull(),
    usernameKey: text("username_key").notNull(),
    mobile: text("mobile").notNull(),
    email: text("email").notNull(),
    emailKey: text("email_key").notNull(),
    passwordHash: text("password_hash").notNull(),
    companyNameZh: text("company_name_zh").notNull(),
    companyNameEn: text("company_name_en").notNull(),
    businessRegistrationNo: text("business_registration_no").notNull(),
    contactPerson: text("contact_person").notNull(),
    address: text("address").notNull(),
    files: jsonb("files").$type<{ kind: string; path: string }[]>().notNull().default([]),
    status: text("status").notNull().default("pending"),
    statusReason: text("status_reason"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("suppliers_uuid_key").on(t.uuid),
    uniqueIndex("suppliers_username_key").on(t.usernameKey),
    uniqueIndex("suppliers_email_key").on(t.emailKey),
    uniqueIndex("suppliers_mobile_key").on(t.mobile),
    index("suppliers_status_idx").on(t.status),
  ],
);

/** Supplier sign-in sessions: the token lives only in the browser; the database keeps its SHA-256. */
export const supplierSessions = pgTable(
  "supplier_sessions",
  {
    id: serial("id").primaryKey(),
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => suppliers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    userAgent: text("user_agent"),
  },
  (t) => [uniqueIndex("supplier_sessions_token_key").on(t.tokenHash), index("supplier_sessions_supplier_idx").on(t.supplierId)],
);
