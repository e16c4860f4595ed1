import { data } from "react-router";
import { DEFAULT_URL_LANG, isUrlLang, type UrlLang } from "@portal/contract/locales";
import { NEWS_PREVIEW_TOKEN } from "@portal/contract/news-preview";

/**
 * What a screen reads from its address. Failure rules: a bad language falls back to the default (the server has
 * already redirected unknown ones); a bad id is the page's 404; a bad page number is page 1.
 */

/** The `:lang` param as a URL language; anything else is the default (zh-hant). */
export const langOf = (value: string | undefined): UrlLang => (isUrlLang(value) ? value : DEFAULT_URL_LANG);

/** A route's numeric id (1 to 2^31-1), else the page's 404. */
export function idParam(value: string | undefined): number {
  if (!value || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) throw data(null, { status: 404 });
  return Number(value);
}

/** A positive page number from the query (?page=2), else 1. */
export function pageParam(url: URL, name = "page"): number {
  const value = Number(url.searchParams.get(name));
  return Number.isInteger(value) && value >= 1 && value <= 10_000 ? value : 1;
}

/**
 * How a screen reads one query parameter, declared beside the screen in its route's `handle.query` (context.ts):
 * the value the screen reads the same as `value` ("" when only the parameter's presence counts), or null when the
 * screen reads it as if the parameter were absent. The server renders a page with these canonical values only,
 * keys its page cache by them, and redirects parameters no matched route declares away
 * (apps/server/src/platform/page-query.ts; docs/security.md "Forced renders"). A rule must agree with the screen's
 * own parsing: a value it keeps must give the page the raw value gives.
 */
export type QueryRule = (value: string) => string | null;

/**
 * A page number (?page=2, what `pageParam` and news' `pageFromQuery` read): 1 to 10 000 in digits, as a number
 * ("02" is "2"); page 1 is the address without it, as is anything else (those parsers read it as page 1).
 */
export const pageQuery: QueryRule = (value) => {
  if (!/^\d{1,6}$/.test(value)) return null;
  const page = Number(value);
  return page > 1 && page <= 10_000 ? String(page) : null;
};

/** A numeric id in the query (?id=, ?album=): what `idParam` accepts, else absent (the screen's 404 or its default). */
export const idQuery: QueryRule = (value) => (/^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? value : null);

/** A slug (a category, a channel, a vote's appkey): letters, digits, _ and - (the API's slug), else absent. */
export const slugQuery: QueryRule = (value) => (/^[\w-]{1,100}$/.test(value) ? value : null);

/** A year (?year=2025), else absent. */
export const yearQuery: QueryRule = (value) => (/^(19|20)\d{2}$/.test(value) ? value : null);

/** A day (?date=2026-11-25), else absent (the schedule shows today). */
export const dateQuery: QueryRule = (value) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

/** A news preview link's token (?preview=: the console's signed link), else absent (the public page). */
export const previewQuery: QueryRule = (value) => (NEWS_PREVIEW_TOKEN.test(value) ? value : null);

/** A parameter whose presence alone counts (?platform: the page shown inside the apps). */
export const flagQuery: QueryRule = () => "";

/** One of `values`, else absent. */
export const oneOfQuery =
  (values: readonly string[]): QueryRule =>
  (value) =>
    values.includes(value) ? value : null;
