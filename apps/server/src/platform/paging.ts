import type { Paged } from "@portal/contract/schemas/member";

/**
 * Paging of every list the server answers (docs/adding-a-domain.md, "5. The rules"): page numbers start at 1, and a page
 * of `pageSize` rows skips the `offsetOf` rows before it. Lists order on a unique key last (…, id) so that pages
 * neither repeat nor skip a row when two rows share a value.
 */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** The rows before page `page` of `pageSize` rows. */
export const offsetOf = (page: number, pageSize: number): number => (page - 1) * pageSize;

/**
 * One page of a list and the list's total, read at once, in the `Paged<T>` shape (member lists, specials): `rows` reads the page with the limit and offset it is
 * given, `total` counts the whole list.
 */
export async function pageOf<T>(
  request: PageRequest,
  rows: (limit: number, offset: number) => Promise<T[]>,
  total: () => Promise<number>,
): Promise<Paged<T>> {
  const [items, count] = await Promise.all([rows(request.pageSize, offsetOf(request.page, request.pageSize)), total()]);
  return { items, total: count, page: request.page, pageSize: request.pageSize };
}
