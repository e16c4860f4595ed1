/**
 * About us and the company's CMS content (docs/company.md): pages by slug, their banners, the historical-progress
 * timeline, company information (press releases and articles, with like and view counters), production services and
 * partners. Texts per locale (zh_CN derived with OpenCC when missing). Owned by modules/company.
 */
import { bigint, boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, type LocalizedText } from "../../db/columns.ts";

export type CompanyPicture = { src: string; caption: LocalizedText };

export const companyPages = pgTable("company_pages", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: jsonb("title").$type<LocalizedText>().notNull(),
  summary: jsonb("summary").$type<LocalizedText>().notNull(),
  /** Trusted HTML written by staff, per locale. */
  body: jsonb("body").$type<LocalizedText>().notNull(),
  images: jsonb("images").$type<CompanyPicture[]>().notNull().default([]),
  documents: jsonb("documents").$type<{ title: LocalizedText; url: string; size: number | null }[]>().notNull().default([]),
  published: boolean("published").notNull().default(true),
  updatedAt: updatedAt(),
});

/** Banners of a page by its slug (about-us/banner; production/banners reads the slug program_production). */
export const companyBanners = pgTable(
  "company_banners",
  {
    id: serial("id").primaryKey(),
    pageSlug: text("page_slug").notNull(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    subtitle: jsonb("subtitle").$type<LocalizedText>().notNull(),
    image: text("image").notNull(),
    url: text("url"),
    sortOrder: integer("sort_order").notNull().default(0),
    published: boolean("published").notNull().default(true),
  },
  (t) => [index("company_banners_page_idx").on(t.pageSlug, t.sortOrder)],
);

export const companyMilestones = pgTable(
  "company_milestones",
  {
    id: serial("id").primaryKey(),
    happenedOn: date("happened_on").notNull(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    text: jsonb("text").$type<LocalizedText>().notNull(),
    images: jsonb("images").$type<CompanyPicture[]>().notNull().default([]),
    published: boolean("published").notNull().default(true),
  },
  (t) => [index("company_milestones_date_idx").on(t.happenedOn)],
);

/** Company information: press releases and press articles (type), liked and viewed through the interactions service. */
export const companyInfo = pgTable(
  "company_info",
  {
    id: serial("id").primaryKey(),
    type: text("type").notNull(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    summary: jsonb("summary").$type<LocalizedText>().notNull(),
    body: jsonb("body").$type<LocalizedText>().notNull(),
    cover: text("cover").notNull(),
    pictures: jsonb("pictures").$type<CompanyPicture[]>().notNull().default([]),
    source: jsonb("source").$type<LocalizedText>(),
    sourceUrl: text("source_url"),
    likeCount: bigint("like_count", { mode: "number" }).notNull().default(0),
    viewCount: bigint("view_count", { mode: "number" }).notNull().default(0),
    published: boolean("published").notNull().default(true),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index("company_info_type_idx").on(t.type, t.publishedAt, t.id), index("company_info_published_idx").on(t.publishedAt, t.id)],
);

export const companyProduction = pgTable("company_production", {
  id: serial("id").primaryKey(),
  title: jsonb("title").$type<LocalizedText>().notNull(),
  summary: jsonb("summary").$type<LocalizedText>().notNull(),
  image: text("image").notNull(),
  facts: jsonb("facts").$type<LocalizedText[]>().notNull().default([]),
  sortOrder: integer("sort_order").notNull().default(0),
  published: boolean("published").notNull().default(true),
});

/** Partners: kind cooperation (cooperation-unit) or alliance (organizational-alliances). */
export const companyPartners = pgTable(
  "company_partners",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    description: jsonb("description").$type<LocalizedText>().notNull(),
    region: jsonb("region").$type<LocalizedText>().notNull(),
    logo: text("logo").notNull(),
    url: text("url"),
    sortOrder: integer("sort_order").notNull().default(0),
    published: boolean("published").notNull().default(true),
  },
  (t) => [index("company_partners_kind_idx").on(t.kind, t.sortOrder)],
);
