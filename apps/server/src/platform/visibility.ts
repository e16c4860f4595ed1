import { and, eq, gt, isNull, lte, or, type Column } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";

/**
 * The rule shared by notices and adverts: shown when published and within its window — starts_at not in the
 * future, ends_at in the future (either may be left empty). `now` is the server's clock (deps.now()), not the
 * database's, so that tests can move it.
 */
export function visibleAt(columns: { published: Column; startsAt: Column; endsAt: Column }, now: Date) {
  return and(
    eq(columns.published, true),
    or(isNull(columns.startsAt), lte(columns.startsAt, now)),
    or(isNull(columns.endsAt), gt(columns.endsAt, now)),
  );
}

/**
 * Where a row of such a table stands for the console (notices, adverts): hidden (not published), scheduled (starts
 * later), ended (its end has passed) or shown — the same rule as visibleAt.
 */
export function windowStatus(row: { published: boolean; startsAt: Date | null; endsAt: Date | null }, now: Date): "hidden" | "scheduled" | "shown" | "ended" {
  if (!row.published) return "hidden";
  if (row.startsAt && now < row.startsAt) return "scheduled";
  return row.endsAt && row.endsAt <= now ? "ended" : "shown";
}

const HTTP_LINK = /^https?:\/\/[^\s<>"']+$/i;

/** Only http(s) links are shown as links (spec §5: a menu link is valid only if it matches an http(s) pattern). */
export function httpLinkOrNull(url: string | null | undefined): string | null {
  const value = url?.trim();
  return value && HTTP_LINK.test(value) ? value : null;
}

const SITE_PATH = /^\/(?!\/)[^\s<>"'\\]*$/;

/** Links of adverts and notices: http(s), or a path on this site ("/zh-hant/news-detail/1"); anything else is dropped. */
export function safeLinkOrNull(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  return HTTP_LINK.test(value) || SITE_PATH.test(value) ? value : null;
}

/**
 * The published row of a table whose rows are pages found by their slug (company pages, site pages, campaigns, sport
 * topics): null when there is none, or it is not published.
 */
export async function publishedBySlug<T extends PgTable & { slug: PgColumn; published: PgColumn }>(db: Db, table: T, slug: string): Promise<T["$inferSelect"] | null> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.slug, slug), eq(table.published, true)))
    .limit(1);
  return (row as T["$inferSelect"] | undefined) ?? null;
}
