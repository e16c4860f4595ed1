/**
 * The lower-case paging of the newer calls (`page` 1–10000, `pageSize` 1–100, default 20: docs/api.md "Inputs");
 * the news calls keep the historic capitalised Page and PageSize (endpoints/news.ts).
 */
export type PageQuery = { page?: number; pageSize?: number };
