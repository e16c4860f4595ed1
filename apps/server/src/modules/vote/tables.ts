/**
 * Votes (spec §3 Vote), owned by modules/vote (docs/votes.md). The rules travel with each vote; tallies live on the
 * option rows and move in the same transaction that stores the ballots, so they always equal the accepted ballots.
 */
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { LocalizedText } from "../../db/columns.ts";

export const votes = pgTable(
  "votes",
  {
    id: serial("id").primaryKey(),
    /** The app key clients name a vote by (GET /vote?appkey=). */
    appkey: text("appkey").notNull().unique(),
    /** The special (competition) whose vote this is, if any (vote-item-rank?specialId=). */
    specialId: integer("special_id"),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    description: jsonb("description").$type<LocalizedText>(),
    cover: text("cover"),
    /** member | phone | captcha */
    voter: text("voter").notNull().default("member"),
    minChoices: integer("min_choices").notNull().default(1),
    maxChoices: integer("max_choices").notNull().default(1),
    /** Ballots per member or phone per Macao day, and in all; null: no limit. */
    perDay: integer("per_day"),
    perTotal: integer("per_total"),
    opensAt: timestamp("opens_at", { withTimezone: true }).notNull(),
    closesAt: timestamp("closes_at", { withTimezone: true }).notNull(),
    published: boolean("published").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    /** Accepted ballots (moved with the tallies). */
    ballots: bigint("ballots", { mode: "number" }).notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("votes_special_idx").on(t.specialId), index("votes_window_idx").on(t.published, t.closesAt)],
);

export const voteOptions = pgTable(
  "vote_options",
  {
    id: serial("id").primaryKey(),
    voteId: integer("vote_id")
      .notNull()
      .references(() => votes.id, { onDelete: "cascade" }),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    description: jsonb("description").$type<LocalizedText>(),
    cover: text("cover"),
    /** The competition entry (special_items.id) this option stands for. */
    refId: integer("ref_id"),
    sortOrder: integer("sort_order").notNull().default(0),
    /** How often this option was chosen in accepted ballots. */
    tally: bigint("tally", { mode: "number" }).notNull().default(0),
  },
  (t) => [index("vote_options_vote_idx").on(t.voteId, t.sortOrder), index("vote_options_ref_idx").on(t.refId)],
);

/**
 * Accepted ballots. `voter` is "m:<member id>", "p:<sha-256 of the phone>" or "c:<captcha digest>"; the client's
 * idempotency key is unique per voter, so a retried request finds its ballot instead of making a second one.
 */
export const voteBallots = pgTable(
  "vote_ballots",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    voteId: integer("vote_id")
      .notNull()
      .references(() => votes.id, { onDelete: "cascade" }),
    voter: text("voter").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    optionIds: jsonb("option_ids").$type<number[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("vote_ballots_idempotency_key").on(t.voter, t.idempotencyKey), index("vote_ballots_vote_idx").on(t.voteId)],
);

/** Ballots per voter and period ("YYYY-MM-DD" in Macao time, or "all"): the per-day and in-all limits. */
export const voteVoterCounts = pgTable(
  "vote_voter_counts",
  {
    voteId: integer("vote_id")
      .notNull()
      .references(() => votes.id, { onDelete: "cascade" }),
    voter: text("voter").notNull(),
    period: text("period").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.voteId, t.voter, t.period] })],
);
