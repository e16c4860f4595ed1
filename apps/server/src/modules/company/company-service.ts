import { and, asc, count, desc, eq, gte, lt, lte, sql, type SQL } from "drizzle-orm";
import type { ApiLocale } from "@portal/contract/locales";
import type {
  AboutBanner,
  AboutIntroduction,
  CompanyImage,
  CompanyInfoCard,
  CompanyInfoDetail,
  CompanyInfoPage,
  CompanyInfoType,
  CompanyInfoYear,
  Milestone,
  Partner,
  ProductionService,
} from "@portal/contract/schemas/company";
import type { Db } from "../../db/client.ts";
import {
  companyBanners,
  companyInfo,
  companyMilestones,
  companyPages,
  companyPartners,
  companyProduction,
  type CompanyPicture,
} from "./tables.ts";
import { adjustCounters } from "../../platform/content-counters.ts";
import type { ContentCounts, CountChange } from "../../platform/interactions.ts";
import { pickOptionalText, pickText } from "../../platform/localize.ts";
import { MACAU_OFFSET_MS } from "../../platform/macau-time.ts";
import { httpLinkOrNull, publishedBySlug, safeLinkOrNull } from "../../platform/visibility.ts";
import { offsetOf } from "../../platform/paging.ts";

/** About us and the company's CMS content (docs/company.md). Only published rows are answered. */

/** The page whose banners production/banners answers. */
export const PRODUCTION_SLUG = "program_production";
export const PARTNER_KINDS = { cooperation: "cooperation", alliance: "alliance" } as const;

const pictures = (list: CompanyPicture[], locale: ApiLocale): CompanyImage[] => list.map((p) => ({ src: p.src, caption: pickText(p.caption, locale) }));

export async function getIntroduction(db: Db, locale: ApiLocale, slug: string): Promise<AboutIntroduction | null> {
  const row = await publishedBySlug(db, companyPages, slug);
  if (!row) return null;
  return {
    slug: row.slug,
    title: pickText(row.title, locale),
    summary: pickText(row.summary, locale),
    body: pickText(row.body, locale),
    images: pictures(row.images, locale),
    documents: row.documents.map((d) => ({ title: pickText(d.title, locale), url: d.url, size: d.size })),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The banners of a page in order; an unknown page has none. */
export async function listBanners(db: Db, locale: ApiLocale, slug: string): Promise<AboutBanner[]> {
  const rows = await db
    .select()
    .from(companyBanners)
    .where(and(eq(companyBanners.pageSlug, slug), eq(companyBanners.published, true)))
    .orderBy(asc(companyBanners.sortOrder), asc(companyBanners.id));
  return rows.map((row) => ({
    id: row.id,
    title: pickText(row.title, locale),
    subtitle: pickText(row.subtitle, locale),
    image: row.image,
    url: safeLinkOrNull(row.url),
  }));
}

export async function listMilestones(db: Db, locale: ApiLocale): Promise<Milestone[]> {
  const rows = await db
    .select()
    .from(companyMilestones)
    .where(eq(companyMilestones.published, true))
    .orderBy(asc(companyMilestones.happenedOn), asc(companyMilestones.id));
  return rows.map((row) => ({
    id: row.id,
    year: Number(row.happenedOn.slice(0, 4)),
    date: row.happenedOn,
    title: pickText(row.title, locale),
    text: pickText(row.text, locale),
    images: pictures(row.images, locale),
  }));
}

// ── Company information ───────────────────────────────────────────────────────────────────────────

const infoVisible = (now: Date) => and(eq(companyInfo.published, true), lte(companyInfo.publishedAt, now))!;

/** The start of a year in Macao time, as an instant. */
const macauYearStart = (year: number) => new Date(Date.UTC(year, 0, 1) - MACAU_OFFSET_MS);

/** The year of published_at in Macao time (UTC+8 all year). */
const macauYearOf = sql<number>`extract(year from (${companyInfo.publishedAt} at time zone 'UTC') + interval '8 hours')::int`;

type InfoRow = typeof companyInfo.$inferSelect;

function toCard(row: InfoRow, locale: ApiLocale): CompanyInfoCard {
  return {
    id: row.id,
    type: row.type as CompanyInfoType,
    title: pickText(row.title, locale),
    summary: pickText(row.summary, locale),
    cover: row.cover,
    source: pickOptionalText(row.source, locale),
    publishedAt: row.publishedAt.toISOString(),
    likeCount: Number(row.likeCount),
    viewCount: Number(row.viewCount),
  };
}

/** A page of entries newest first, of one type and one year (Macao time) when asked. */
export async function listCompanyInfo(
  db: Db,
  locale: ApiLocale,
  now: Date,
  query: { page: number; pageSize: number; year?: number; type?: CompanyInfoType },
): Promise<CompanyInfoPage> {
  const conditions: SQL[] = [infoVisible(now)];
  if (query.type) conditions.push(eq(companyInfo.type, query.type));
  if (query.year) conditions.push(gte(companyInfo.publishedAt, macauYearStart(query.year)), lt(companyInfo.publishedAt, macauYearStart(query.year + 1)));
  const where = and(...conditions)!;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(companyInfo)
      .where(where)
      .orderBy(desc(companyInfo.publishedAt), desc(companyInfo.id))
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
    db.select({ n: count() }).from(companyInfo).where(where),
  ]);
  return { items: rows.map((r) => toCard(r, locale)), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

export async function listCompanyInfoYears(db: Db, now: Date, type?: CompanyInfoType): Promise<CompanyInfoYear[]> {
  const where = type ? and(infoVisible(now), eq(companyInfo.type, type))! : infoVisible(now);
  const rows = await db
    .select({ year: macauYearOf, n: count() })
    .from(companyInfo)
    .where(where)
    .groupBy(macauYearOf)
    .orderBy(desc(macauYearOf));
  return rows.map((r) => ({ year: Number(r.year), count: Number(r.n) }));
}

export async function getCompanyInfo(db: Db, locale: ApiLocale, now: Date, id: number): Promise<CompanyInfoDetail | null> {
  const [row] = await db
    .select()
    .from(companyInfo)
    .where(and(infoVisible(now), eq(companyInfo.id, id)))
    .limit(1);
  if (!row) return null;
  return { ...toCard(row, locale), body: pickText(row.body, locale), pictures: pictures(row.pictures, locale), sourceUrl: httpLinkOrNull(row.sourceUrl) };
}

/** The interactions service's view of an entry: visible now, its like and view counters (docs/interactions.md). */
export async function companyInfoVisible(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db.select({ id: companyInfo.id }).from(companyInfo).where(and(infoVisible(now), eq(companyInfo.id, id))).limit(1);
  return rows.length > 0;
}

export async function adjustCompanyInfoCounts(db: Db, id: number, change: CountChange): Promise<ContentCounts> {
  return (await adjustCounters(db, companyInfo, id, { likeCount: companyInfo.likeCount, viewCount: companyInfo.viewCount }, change)) ?? {};
}

// ── Production and partners ───────────────────────────────────────────────────────────────────────

export async function listProduction(db: Db, locale: ApiLocale): Promise<ProductionService[]> {
  const rows = await db
    .select()
    .from(companyProduction)
    .where(eq(companyProduction.published, true))
    .orderBy(asc(companyProduction.sortOrder), asc(companyProduction.id));
  return rows.map((row) => ({
    id: row.id,
    title: pickText(row.title, locale),
    summary: pickText(row.summary, locale),
    image: row.image,
    facts: row.facts.map((f) => pickText(f, locale)),
  }));
}

export async function listPartners(db: Db, locale: ApiLocale, kind: (typeof PARTNER_KINDS)[keyof typeof PARTNER_KINDS]): Promise<Partner[]> {
  const rows = await db
    .select()
    .from(companyPartners)
    .where(and(eq(companyPartners.kind, kind), eq(companyPartners.published, true)))
    .orderBy(asc(companyPartners.sortOrder), asc(companyPartners.id));
  return rows.map((row) => ({
    id: row.id,
    name: pickText(row.name, locale),
    description: pickText(row.description, locale),
    logo: row.logo,
    url: httpLinkOrNull(row.url),
    region: pickText(row.region, locale),
  }));
}
