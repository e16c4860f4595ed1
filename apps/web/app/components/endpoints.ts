import type { Endpoint, HttpMethod, None } from "@portal/contract/endpoint";

/**
 * Catalogue endpoints that a component is given rather than imports (a like button or a comment thread serves news
 * today, programmes, food and short videos next): any endpoint whose path has an `:id` segment. They travel to
 * islands as props (an endpoint is a plain `{ method, path }`).
 */
export type IdEndpoint<M extends HttpMethod, R, Q = None, B = None> = Endpoint<M, `${string}:id${string}`, Q, B, R>;

/** The same endpoint typed by its one `:id` param, for `dataCall(…)(endpoint, { params: { id } })`. */
export const byId = <M extends HttpMethod, R, Q, B>(endpoint: IdEndpoint<M, R, Q, B>): Endpoint<M, "/:id", Q, B, R> => endpoint as unknown as Endpoint<M, "/:id", Q, B, R>;
