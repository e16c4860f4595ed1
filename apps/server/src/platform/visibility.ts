import { and, eq, gt, isNull, lte, or, type Column } from "drizzle-orm";

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
