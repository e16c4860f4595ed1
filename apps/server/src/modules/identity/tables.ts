/** Members, their sessions and social sign-in links, owned by modules/identity (docs/members.md). */
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../db/columns.ts";

/**
 * Registered members. Contacts (e-mail, mobile) and nickName are unique without regard to letter case (lowercased
 * copies carry the unique indexes). `passwordHash` is argon2id, null for members who only sign in socially.
 * status: pending (registered, not activated) | active | disabled. Deleting an account deletes the row and, by
 * cascade, everything that belongs to it.
 */
export const members = pgTable(
  "members",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(), // the name chosen at registration (shown as nickName by default)
    nickName: text("nick_name").notNull(),
    nickNameKey: text("nick_name_key").notNull(), // lower-cased nickName
    email: text("email"),
    emailKey: text("email_key"), // lower-cased email
    mobile: text("mobile"), // digits, with country code prefix when not Macau: "66123456" or "852-61234567"
    countryCode: text("country_code"),
    passwordHash: text("password_hash"),
    status: text("status").notNull().default("pending"),
    activationHash: text("activation_hash"), // sha256 of the activation secret sent by e-mail/SMS
    isPhoneVerification: boolean("is_phone_verification").notNull().default(false),
    firstName: text("first_name"),
    lastName: text("last_name"),
    sex: text("sex"), // M | F | O
    ageRanges: text("age_ranges"), // one of AGE_BANDS
    educationalStatus: text("educational_status"),
    monthlyProfit: text("monthly_profit"),
    profession: text("profession"),
    address: text("address"),
    identity: text("identity"),
    introduction: text("introduction"),
    photo: text("photo"),
    isReceiveSms: boolean("is_receive_sms").notNull().default(false),
    favInfo: jsonb("fav_info").$type<string[]>().notNull().default([]),
    registerPlatform: text("register_platform").notNull().default("web"),
    /** When the member accepted the privacy policy and terms of use at registration (null: not stated). */
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("members_nick_name_key").on(t.nickNameKey),
    uniqueIndex("members_email_key").on(t.emailKey),
    uniqueIndex("members_mobile_key").on(t.mobile),
  ],
);

/** Sign-in sessions: the token itself is only ever in the browser; the database keeps its SHA-256. */
export const memberSessions = pgTable(
  "member_sessions",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    userAgent: text("user_agent"),
  },
  (t) => [uniqueIndex("member_sessions_token_key").on(t.tokenHash), index("member_sessions_member_idx").on(t.memberId)],
);

/** Social sign-in links: one provider account belongs to one member. */
export const memberOauthAccounts = pgTable(
  "member_oauth_accounts",
  {
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    email: text("email"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index("member_oauth_member_idx").on(t.memberId)],
);
