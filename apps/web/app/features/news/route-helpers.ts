import { data } from "react-router";
import { DEFAULT_URL_LANG, isUrlLang, type UrlLang } from "@portal/contract/locales";

export const langOf = (value: string | undefined): UrlLang => (isUrlLang(value) ? value : DEFAULT_URL_LANG);

/** A route's numeric id (1 to 2^31-1), else the page's 404. */
export function idParam(value: string | undefined): number {
  if (!value || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) throw data(null, { status: 404 });
  return Number(value);
}
