/**
 * Campaign pages (spec §2 tdm40, tdm40-congratulate, tdm40-ticket; docs/campaigns.md), owned by modules/campaign:
 * the campaign with its ticket stock, members' congratulation messages (moderated) and the tickets registered.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, type LocalizedText } from "../../db/columns.ts";
import type { ModerationReason } from "@portal/contract/schemas/interactions";
import { members } from "../identity/tables.ts";
import { staffAccounts } from "../staff/tables.ts";

export interface CampaignMilestoneRow {
  year: string;
  title: LocalizedText;
  text: LocalizedText;
}

export const campaigns = pgTable(
  "campaigns",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    subtitle: jsonb("subtitle").$type<LocalizedText>().notNull(),
    intro: jsonb("intro").$type<LocalizedText>().notNull(),
    cover: text("cover"),
    milestones: jsonb("milestones").$type<CampaignMilestoneRow[]>().notNull().default([]),
    /** Staff setting: new congratulation messages wait for approval (true) or appear at once (false). */
    congratulationsModerated: boolean("congratulations_moderated").notNull().default(true),
    eventTitle: jsonb("event_title").$type<LocalizedText>().notNull(),
    eventVenue: jsonb("event_venue").$type<LocalizedText>().notNull(),
    eventStartsAt: timestamp("event_starts_at", { withTimezone: true }).notNull(),
    ticketsOpenAt: timestamp("tickets_open_at", { withTimezone: true }).notNull(),
    ticketsCloseAt: timestamp("tickets_close_at", { withTimezone: true }).notNull(),
    ticketsTotal: integer("tickets_total").notNull(),
    /** Taken from atomically (never below zero: the check holds even against a faulty update). */
    ticketsRemaining: integer("tickets_remaining").notNull(),
    published: boolean("published").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check("campaigns_tickets_remaining_check", sql`${t.ticketsRemaining} >= 0 and ${t.ticketsRemaining} <= ${t.ticketsTotal}`),
  ],
);

export type CongratulationStatus = "pending" | "approved" | "rejected";

export const campaignCongratulations = pgTable(
  "campaign_congratulations",
  {
    id: serial("id").primaryKey(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    /** The plain text written (trimmed); escaped when shown. */
    message: text("message").notNull(),
    status: text("status").$type<CongratulationStatus>().notNull().default("pending"),
    createdAt: createdAt(),
    /** The last decision in the console (docs/campaigns.md "Moderation"): a rejection's reason and note, when, by whom. */
    moderationReason: text("moderation_reason").$type<ModerationReason>(),
    moderationNote: text("moderation_note"),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    moderatedBy: integer("moderated_by").references(() => staffAccounts.id, { onDelete: "set null" }),
    moderatedByName: text("moderated_by_name"),
  },
  (t) => [
    check("campaign_congratulations_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    index("campaign_congratulations_list_idx").on(t.campaignId, t.status, t.createdAt),
  ],
);

export const campaignTickets = pgTable(
  "campaign_tickets",
  {
    id: serial("id").primaryKey(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    /** The reference the member shows at the door (random, unique). */
    reference: text("reference").notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("campaign_tickets_member_key").on(t.campaignId, t.memberId),
    uniqueIndex("campaign_tickets_phone_key").on(t.campaignId, t.phone),
  ],
);
