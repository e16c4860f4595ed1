import { boolean, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, type LocalizedText } from "../../db/columns.ts";

/**
 * The site's own pages (docs/site-pages.md). Owned by modules/site-pages.
 * - site_pages: pages staff write, found by slug (privacy, terms, accessibility …): /{lang}/<slug>.
 * - site_documents: the two structured pages, one row each by key (`contact`, `advertising`).
 */
export const sitePages = pgTable(
  "site_pages",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    summary: jsonb("summary").$type<LocalizedText>().notNull().default({}),
    /** Trusted HTML per locale, written by staff. */
    body: jsonb("body").$type<LocalizedText>().notNull(),
    published: boolean("published").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("site_pages_slug_idx").on(t.slug)],
);

/** A desk of the contact page or of advertising sales. */
export interface ContactChannelRecord {
  key: string;
  name: LocalizedText;
  description: LocalizedText;
  phone?: string;
  fax?: string;
  email?: string;
  /** A WhatsApp number (the newsroom's, for tips with photos and video), written as shown. */
  whatsapp?: string;
  hours?: LocalizedText;
}

export interface ContactDocument {
  organisation: LocalizedText;
  address: LocalizedText;
  mapUrl: string;
  officeHours: LocalizedText[];
  departments: ContactChannelRecord[];
}

export interface AdvertisingDocument {
  intro: LocalizedText;
  rateCards: {
    key: string;
    title: LocalizedText;
    description: LocalizedText;
    periods: LocalizedText[];
    rows: { name: LocalizedText; size: LocalizedText; prices: (number | null)[] }[];
  }[];
  notes: LocalizedText[];
  contacts: ContactChannelRecord[];
  mediaKit: { title: LocalizedText; url: string; size: string } | null;
}

export type SiteDocumentKey = "contact" | "advertising";

export const siteDocuments = pgTable("site_documents", {
  key: text("key").$type<SiteDocumentKey>().primaryKey(),
  content: jsonb("content").$type<ContactDocument | AdvertisingDocument>().notNull(),
  updatedAt: updatedAt(),
});
