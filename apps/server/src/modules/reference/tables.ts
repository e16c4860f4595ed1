/** Reference data (dictionaries, countries and regions), owned by modules/reference. */
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { LocalizedText } from "../../db/columns.ts";

/** Dictionaries (education, profession, monthly_profit …): a tree of label/value entries per slug. */
export const dictionaryEntries = pgTable(
  "dictionary_entries",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    value: text("value").notNull(),
    parentValue: text("parent_value"),
    label: jsonb("label").$type<LocalizedText>().notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [uniqueIndex("dictionary_slug_value_uq").on(t.slug, t.value), index("dictionary_slug_idx").on(t.slug, t.sortOrder)],
);

/** Countries and regions, with their calling code. */
export const countries = pgTable("countries", {
  code: text("code").primaryKey(), // ISO 3166-1 alpha-2
  dialCode: text("dial_code").notNull(),
  label: jsonb("label").$type<LocalizedText>().notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});
