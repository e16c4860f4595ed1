import { data } from "react-router";
import { DEFAULT_URL_LANG, isUrlLang, type UrlLang } from "@portal/contract/locales";

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
