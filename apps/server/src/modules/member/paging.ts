import type { Paged } from "@portal/contract/schemas/member";

export interface PageRequest {
  page: number;
  pageSize: number;
}

/**
 * One page of a list and the list's total, in the shape every member list answers (`Paged<T>`). `rows` reads the
 * page with the limit and offset it is given; callers order it newest first on (created_at, id) so that pages
 * neither repeat nor skip a row when two rows share a moment.
 */
export async function pageOf<T>(
  request: PageRequest,
  rows: (limit: number, offset: number) => Promise<T[]>,
  total: () => Promise<number>,
): Promise<Paged<T>> {
  const [items, count] = await Promise.all([rows(request.pageSize, (request.page - 1) * request.pageSize), total()]);
  return { items, total: count, page: request.page, pageSize: request.pageSize };
}
