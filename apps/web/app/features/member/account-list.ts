import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "@portal/contract/constants";
import type { Paged } from "@portal/contract/schemas/member";

/**
 * The lists of the member centre (collections, notifications) as the browser holds them: pages fetched so far and
 * what the server says in total. Pure functions, so that paging and selection can be tested without a browser.
 */

/** A page request for the list calls (`page`, `pageSize`). */
export interface PageQuery {
  page: number;
  pageSize: number;
}

/**
 * Spec §4: page 1 replaces the list, a later page appends. A row already shown is not shown twice (a row added
 * meanwhile pushes the older ones one place down, so the next page can begin with one already seen).
 */
export function mergePage<T extends { id: number }, L extends Paged<T>>(current: L | null, next: L): L {
  if (!current || next.page <= 1) return next;
  const seen = new Set(current.items.map((item) => item.id));
  return { ...next, items: [...current.items, ...next.items.filter((item) => !seen.has(item.id))] };
}

/** Whether the server has rows after the last page fetched. */
export function hasMore(list: Paged<unknown>): boolean {
  return list.page * list.pageSize < list.total && list.items.length < list.total;
}

/** The page after the last one fetched, at the same page size. */
export function nextPageQuery(list: Paged<unknown>): PageQuery {
  return { page: list.page + 1, pageSize: list.pageSize };
}

/**
 * After rows were deleted, the pages of the server no longer line up with what is shown: page 2 now starts with
 * rows that were on page 3. The list is fetched again as one first page large enough for what was shown (in steps
 * of the default size, at most the largest page the API gives), so "load more" goes on from the right place.
 */
export function reloadQuery(list: Paged<unknown>): PageQuery {
  const shown = Math.max(list.items.length, 1);
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.ceil(shown / DEFAULT_PAGE_SIZE) * DEFAULT_PAGE_SIZE);
  return { page: 1, pageSize };
}

/** The list without the given rows, its total lowered by as many as were shown. */
export function withoutItems<T extends { id: number }, L extends Paged<T>>(list: L, ids: Iterable<number>): L {
  const gone = new Set(ids);
  const items = list.items.filter((item) => !gone.has(item.id));
  return { ...list, items, total: Math.max(0, list.total - (list.items.length - items.length)) };
}

// ── Selection (check boxes on list rows) ───────────────────────────────────────────────────────────────────────

export type SelectionState = "none" | "some" | "all";

/** Adds or removes one id. */
export function toggleSelected(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** "Select all": selects every shown row, or clears the selection when every shown row was already selected. */
export function toggleAll(selected: ReadonlySet<number>, shownIds: readonly number[]): Set<number> {
  return selectionState(selected, shownIds) === "all" ? new Set() : new Set(shownIds);
}

/** For the "select all" box: checked, unchecked or mixed (indeterminate). */
export function selectionState(selected: ReadonlySet<number>, shownIds: readonly number[]): SelectionState {
  const count = shownIds.filter((id) => selected.has(id)).length;
  if (count === 0) return "none";
  return count === shownIds.length ? "all" : "some";
}

/** Drops selected ids that are no longer shown (deleted, or filtered away). */
export function keepShown(selected: ReadonlySet<number>, shownIds: readonly number[]): Set<number> {
  const shown = new Set(shownIds);
  return new Set([...selected].filter((id) => shown.has(id)));
}

// ── Notifications ──────────────────────────────────────────────────────────────────────────────────────────────

/** The list with the given notifications read, and the unread count lowered by those that were unread. */
export function markedRead<T extends { id: number; read: boolean }, L extends Paged<T> & { unread: number }>(list: L, ids: Iterable<number>): L {
  const marked = new Set(ids);
  let newlyRead = 0;
  const items = list.items.map((item) => {
    if (!marked.has(item.id) || item.read) return item;
    newlyRead += 1;
    return { ...item, read: true };
  });
  return { ...list, items, unread: Math.max(0, list.unread - newlyRead) };
}

export function unreadIds(items: ReadonlyArray<{ id: number; read: boolean }>): number[] {
  return items.filter((item) => !item.read).map((item) => item.id);
}
