import type { UrlLang } from "@portal/contract/locales";
import { formatMessage } from "../i18n/format.ts";

/**
 * The rules of "more" (Pager.tsx, spec §4): page 1 replaces the list, a later page appends; an item already shown
 * is not shown twice (a story or comment added meanwhile pushes the older ones one place down, so the next page
 * can begin with one already seen). Pure, so that paging is tested without a browser.
 */

/** Any paged list: its items and the page it has reached (plus whatever else its screen keeps: cursor, total …). */
export interface PageOf<T> {
  items: readonly T[];
  page: number;
}

export type ItemKey = string | number;

/** The list after `next` arrives, and the items it brought that were not shown yet (the first takes the focus). */
export function mergePage<T, L extends PageOf<T>>(current: L, next: L, keyOf: (item: T) => ItemKey): { list: L; added: T[] } {
  if (next.page <= 1) return { list: next, added: [...next.items] };
  const seen = new Set(current.items.map(keyOf));
  const added = next.items.filter((item) => !seen.has(keyOf(item)));
  return { list: { ...next, items: [...current.items, ...added] }, added };
}

export interface PagerTexts {
  /** "Loaded {count} more" (plural forms: formatMessage). */
  loaded: string;
  /** Said when fetching failed (and the call gave no message of its own). */
  failed: string;
  /** Said when a page brought the end of the list (optional). */
  end?: string;
}

/** What the live region says once a page has come (or not). */
export function pagerAnnouncement(outcome: { added: number; more: boolean } | { failed: string | null }, texts: PagerTexts, lang: UrlLang): string {
  if ("failed" in outcome) return outcome.failed || texts.failed;
  const loaded = formatMessage(texts.loaded, lang, { count: outcome.added });
  return !outcome.more && texts.end ? `${loaded} ${texts.end}` : loaded;
}
