import type { QueryRule } from "../../data/route-params.ts";
import { macauDate, macauTime } from "../../layout/macau-time.ts";

/**
 * What the console's list screens share (the audit log, the comment queue, the staff list): their filters live in
 * the page's query string, so that a filtered view is a link; the loader reads them back and hands them to the
 * list's call, whose zod schema on the server is the judge (a refused filter is shown with the server's message).
 * Pure, so that it is tested without a browser.
 */

/** A list as its loader gives it (console-list.server.ts): its page, or the message of the server's refusal. */
export type Listed<T> = { ok: true; data: T } | { ok: false; message: string };

/**
 * The rule of a free-text filter in a route's `handle.query` (data/route-params.ts): the text trimmed, as
 * `filtersOf` reads it, at most `max` characters (the contract's longest); blank or longer is no filter.
 */
export const textFilter =
  (max: number): QueryRule =>
  (value) => {
    const text = value.trim();
    return text && Array.from(text).length <= max ? text : null;
  };

/** The filters named `keys` in a query string, trimmed; empty ones are left out (the form sends every field). */
export function filtersOf<K extends string>(search: URLSearchParams, keys: readonly K[]): Partial<Record<K, string>> {
  const filters: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = search.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** The query string of a filtered list's page: the same filters, another page (page 1 is left out). */
export function pageSearch(search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page > 1) next.set("page", String(page));
  else next.delete("page");
  const text = next.toString();
  return text ? `?${text}` : "";
}

/** The query string a filter form makes: its non-empty fields, trimmed, and no page (a new filter starts at 1). */
export function searchOfForm(entries: Iterable<[string, FormDataEntryValue]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of entries) {
    if (typeof value === "string" && value.trim() && key !== "page") params.append(key, value.trim());
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** How many pages a list of `total` rows has (at least one, the empty page). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/**
 * An instant as the console writes it: Macau's date and 24-hour time ("2026-11-28 17:05"), the same in every
 * language and on the server and in the browser (no Intl data that could differ between the two renders).
 */
export function macauDateTime(iso: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? iso : `${macauDate(at)} ${macauTime(at)}`;
}
