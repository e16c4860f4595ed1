import { eq } from "drizzle-orm";
import type { ApiLocale } from "@portal/contract/locales";
import type {
  AdvertisingInfo,
  ContactChannel,
  ContactInformation,
  LatestItem,
  LatestPage,
  SitePage,
} from "@portal/contract/schemas/site-pages";
import type { Db } from "../../db/client.ts";
import {
  sitePages,
  siteDocuments,
  type AdvertisingDocument,
  type ContactChannelRecord,
  type ContactDocument,
  type SiteDocumentKey,
} from "./tables.ts";
import { pickOptionalText, pickText, traditionalToSimplified } from "../../platform/localize.ts";
import { newestArticles } from "../news/article-lists.ts";
import { NEWSROOM_OF } from "../news/news-service.ts";
import { latestEpisodes } from "../program/episode-service.ts";
import { listShortVideos } from "../short-video/short-video-service.ts";
import { offsetOf } from "../../platform/paging.ts";
import { publishedBySlug } from "../../platform/visibility.ts";

/** The site's own pages: contact, advertising sales, staff pages by slug, the latest list (docs/site-pages.md). */

async function documentOf<T extends ContactDocument | AdvertisingDocument>(db: Db, key: SiteDocumentKey) {
  const [row] = await db.select().from(siteDocuments).where(eq(siteDocuments.key, key)).limit(1);
  return row ? { content: row.content as T, updatedAt: row.updatedAt.toISOString() } : null;
}

function channelOf(record: ContactChannelRecord, locale: ApiLocale): ContactChannel {
  return {
    key: record.key,
    name: pickText(record.name, locale),
    description: pickText(record.description, locale),
    phone: record.phone ?? null,
    fax: record.fax ?? null,
    email: record.email ?? null,
    whatsapp: record.whatsapp ?? null,
    hours: pickOptionalText(record.hours, locale),
  };
}

/** GET cms/contact-information; null when staff have written none. */
export async function getContactInformation(db: Db, locale: ApiLocale): Promise<ContactInformation | null> {
  const doc = await documentOf<ContactDocument>(db, "contact");
  if (!doc) return null;
  const c = doc.content;
  return {
    organisation: pickText(c.organisation, locale),
    address: pickText(c.address, locale),
    mapUrl: c.mapUrl,
    officeHours: c.officeHours.map((line) => pickText(line, locale)),
    departments: c.departments.map((d) => channelOf(d, locale)),
    updatedAt: doc.updatedAt,
  };
}

/** GET cms/advertising; null when staff have written none. Prices stay numbers (MOP): the page formats them. */
export async function getAdvertising(db: Db, locale: ApiLocale): Promise<AdvertisingInfo | null> {
  const doc = await documentOf<AdvertisingDocument>(db, "advertising");
  if (!doc) return null;
  const a = doc.content;
  return {
    intro: pickText(a.intro, locale),
    currency: "MOP",
    rateCards: a.rateCards.map((card) => ({
      key: card.key,
      title: pickText(card.title, locale),
      description: pickText(card.description, locale),
      periods: card.periods.map((p) => pickText(p, locale)),
      rows: card.rows.map((row) => ({ name: pickText(row.name, locale), size: pickText(row.size, locale), prices: row.prices })),
    })),
    notes: a.notes.map((n) => pickText(n, locale)),
    contacts: a.contacts.map((d) => channelOf(d, locale)),
    mediaKit: a.mediaKit ? { title: pickText(a.mediaKit.title, locale), url: a.mediaKit.url, size: a.mediaKit.size } : null,
    updatedAt: doc.updatedAt,
  };
}

/** GET cms/page/item?slug=: a published page, or null. */
export async function getSitePage(db: Db, locale: ApiLocale, slug: string): Promise<SitePage | null> {
  const row = await publishedBySlug(db, sitePages, slug);
  if (!row) return null;
  return {
    slug: row.slug,
    title: pickText(row.title, locale),
    summary: pickText(row.summary, locale),
    body: pickText(row.body, locale),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const SUMMARY_MAX_CHARS = 160;
function cut(text: string): string {
  const chars = Array.from(text.trim());
  return chars.length > SUMMARY_MAX_CHARS ? `${chars.slice(0, SUMMARY_MAX_CHARS).join("").trimEnd()}…` : chars.join("");
}

/**
 * GET cms/latest: news of the request's newsroom, programme episodes and short videos, newest first. Page p of
 * size n reads the p·n newest of each source (p ≤ LATEST_MAX_PAGE), merges them by publication time (ties by kind,
 * then id, so pages never overlap) and cuts page p out of the merge.
 */
export async function listLatest(db: Db, locale: ApiLocale, now: Date, query: { page: number; pageSize: number }): Promise<LatestPage> {
  const { page, pageSize } = query;
  const limit = page * pageSize + 1;
  const hans = locale === "zh_CN";
  const [articles, episodes, clips] = await Promise.all([
    newestArticles(db, { newsroom: NEWSROOM_OF[locale], now, limit }),
    latestEpisodes(db, locale, undefined, limit, now),
    listShortVideos(db, locale, now, { page: 1, pageSize: limit }),
  ]);
  const items: LatestItem[] = [
    ...articles.map((a): LatestItem => {
      const title = hans ? a.titleHans?.trim() || traditionalToSimplified(a.title) : a.title;
      const summary = cut(a.summary);
      return {
        kind: "news",
        id: a.id,
        slug: null,
        title,
        summary: hans ? traditionalToSimplified(summary) : summary,
        picture: a.cover || null,
        label: a.categoryTitle ? pickText(a.categoryTitle, locale) : null,
        media: a.type,
        publishedAt: a.publishedAt.toISOString(),
      };
    }),
    ...episodes.map((e): LatestItem => ({
      kind: "episode",
      id: e.id,
      slug: e.slug,
      title: e.title,
      summary: cut(e.summary),
      picture: e.poster,
      label: e.program.title,
      media: e.program.type,
      publishedAt: new Date(e.airedAt).toISOString(),
    })),
    ...clips.items.map((v): LatestItem => ({
      kind: "short-video",
      id: v.id,
      slug: null,
      title: v.title,
      summary: cut(v.description),
      picture: v.poster,
      label: v.category?.title ?? null,
      media: "video",
      publishedAt: new Date(v.publishedAt).toISOString(),
    })),
  ];
  items.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.kind.localeCompare(b.kind) || b.id - a.id);
  const start = offsetOf(page, pageSize);
  return { items: items.slice(start, start + pageSize), page, pageSize, hasMore: items.length > start + pageSize };
}
