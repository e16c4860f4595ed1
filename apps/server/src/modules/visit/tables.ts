/**
 * Studio visits (docs/visits.md): the programme page, locations, categories of what a visitor sees and the
 * introductions per location and category, time slots with their capacity and booked places, the booking form's
 * dynamic fields, and the bookings with the places they hold per slot. Owned by modules/visit.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { createdAt, type LocalizedText } from "../../db/columns.ts";

/** The visit programme page (one row): introduction, rules and notes. */
export const visitProgramme = pgTable("visit_programme", {
  id: serial("id").primaryKey(),
  title: jsonb("title").$type<LocalizedText>().notNull(),
  intro: jsonb("intro").$type<LocalizedText>().notNull(),
  picture: text("picture"),
  rules: jsonb("rules").$type<LocalizedText[]>().notNull().default([]),
  notes: jsonb("notes").$type<LocalizedText[]>().notNull().default([]),
  contactEmail: text("contact_email").notNull(),
  contactPhone: text("contact_phone").notNull(),
});

export const visitLocations = pgTable("visit_locations", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: jsonb("name").$type<LocalizedText>().notNull(),
  address: jsonb("address").$type<LocalizedText>().notNull(),
  description: jsonb("description").$type<LocalizedText>().notNull(),
  picture: text("picture"),
  minutes: integer("minutes").notNull().default(90),
  sortOrder: integer("sort_order").notNull().default(0),
  published: boolean("published").notNull().default(true),
});

/** What a visitor sees, by kind: studios, newsroom, museum … */
export const visitCategories = pgTable("visit_categories", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: jsonb("name").$type<LocalizedText>().notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const visitIntroductions = pgTable(
  "visit_introductions",
  {
    id: serial("id").primaryKey(),
    locationId: integer("location_id")
      .notNull()
      .references(() => visitLocations.id),
    categoryId: integer("category_id")
      .notNull()
      .references(() => visitCategories.id),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    body: jsonb("body").$type<LocalizedText>().notNull(),
    picture: text("picture"),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("visit_introductions_location_idx").on(t.locationId, t.categoryId, t.sortOrder)],
);

/** A tour time at a location; `booked` only grows through the conditional update of a booking (never past capacity). */
export const visitSlots = pgTable(
  "visit_slots",
  {
    id: serial("id").primaryKey(),
    locationId: integer("location_id")
      .notNull()
      .references(() => visitLocations.id),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    capacity: integer("capacity").notNull(),
    booked: integer("booked").notNull().default(0),
  },
  (t) => [
    unique("visit_slots_location_start_key").on(t.locationId, t.startsAt),
    index("visit_slots_starts_idx").on(t.startsAt),
    check("visit_slots_booked_check", sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`),
    check("visit_slots_time_check", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** The fields of the booking form (visit/dynamicform), in order. */
export const visitFormFields = pgTable("visit_form_fields", {
  id: serial("id").primaryKey(),
  key: text("key").notNull().unique(),
  type: text("type").$type<"text" | "select" | "number" | "date" | "slot" | "checkbox">().notNull(),
  label: jsonb("label").$type<LocalizedText>().notNull(),
  hint: jsonb("hint").$type<LocalizedText>(),
  required: boolean("required").notNull().default(false),
  rule: text("rule").$type<"required" | "phone" | "email" | "visitHeadcount" | "none">().notNull().default("none"),
  options: jsonb("options").$type<{ value: string; label: LocalizedText }[]>().notNull().default([]),
  min: integer("min"),
  max: integer("max"),
  maxLength: integer("max_length"),
  sortOrder: integer("sort_order").notNull().default(0),
});

/** A submitted booking, kept before the answer is sent. Personal data: read by staff through the export only. */
export const visitBookings = pgTable(
  "visit_bookings",
  {
    id: serial("id").primaryKey(),
    reference: text("reference").notNull().unique(),
    locationId: integer("location_id")
      .notNull()
      .references(() => visitLocations.id),
    organisation: text("organisation").notNull(),
    contactName: text("contact_name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    headcount: integer("headcount").notNull(),
    answers: jsonb("answers").$type<Record<string, string | boolean>>().notNull().default({}),
    locale: text("locale").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("visit_bookings_created_idx").on(t.createdAt)],
);

/** The places a booking holds in each of its slots. */
export const visitBookingSlots = pgTable(
  "visit_booking_slots",
  {
    bookingId: integer("booking_id")
      .notNull()
      .references(() => visitBookings.id, { onDelete: "cascade" }),
    slotId: integer("slot_id")
      .notNull()
      .references(() => visitSlots.id),
    people: integer("people").notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.slotId] }), index("visit_booking_slots_slot_idx").on(t.slotId)],
);
