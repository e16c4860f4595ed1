import { data } from "react-router";
import type { ApiClient } from "@portal/contract/api-client";
import type { Envelope } from "@portal/contract/envelope";
import type { UrlLang } from "@portal/contract/locales";
import { INTL_LOCALE, NEWS_TIME_ZONE } from "../shared/news-date.ts";

/**
 * A screen's main call: its data when the answer is code 0, else the screen fails with a status the frame's error
 * boundary shows (404 for "not found" answers, 503 when the call itself fails). Spec §4/§8: a non-zero code leaves
 * the screen without data, in its error state.
 */
export async function loadOrFail<T>(api: ApiClient, path: string, query?: Record<string, string | number | undefined>): Promise<T> {
  let status = 503;
  try {
    const answer = await api.get<Envelope<T>>(path, query);
    if (answer?.code === 0 && answer.data !== null && answer.data !== undefined) return answer.data;
    status = answer?.code === 404 ? 404 : 503;
  } catch (error) {
    status = (error as { status?: number }).status === 404 || (error as { status?: number }).status === 400 ? 404 : 503;
  }
  throw data(null, { status });
}

/** An optional call: its data, or null on any failure (a missing part never takes the screen down). */
export async function loadOptional<T>(api: ApiClient, path: string, query?: Record<string, string | number | undefined>): Promise<T | null> {
  try {
    const answer = await api.get<Envelope<T>>(path, query);
    return answer?.code === 0 ? (answer.data ?? null) : null;
  } catch {
    return null;
  }
}

/** A positive page number from the query (?page=2), else 1. */
export function pageParam(url: URL, name = "page"): number {
  const value = Number(url.searchParams.get(name));
  return Number.isInteger(value) && value >= 1 && value <= 10_000 ? value : 1;
}

const DAY_FORMATS = new Map<string, Intl.DateTimeFormat>();
/** A day as readers of the language write it, in Macao time ("2026年11月22日", "22 November 2026"). */
export function formatDay(iso: string | null, lang: UrlLang): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  let format = DAY_FORMATS.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[lang], { year: "numeric", month: "long", day: "numeric", timeZone: NEWS_TIME_ZONE });
    DAY_FORMATS.set(lang, format);
  }
  return format.format(date);
}
