import { z } from "zod";
import { pagingQuery } from "./common.ts";
import type { Paged } from "./member.ts";

/**
 * The notice list and notice detail (spec §2 notice-list, notice-detail/{id}): GET /api/v1/notice/list (paged)
 * and GET /api/v1/notice/{id}. The bar notices (GET /api/v1/notice) link to the detail when they have no link.
 */
export const noticeListQuery = pagingQuery;

export interface NoticeListItem {
  id: number;
  title: string;
  /** A link of its own (http(s) or a site path), or null: the notice is read on notice-detail/{id}. */
  url: string | null;
  /** ISO time it was published (start of its window, else creation). */
  publishedAt: string;
}
export type NoticeList = Paged<NoticeListItem>;
export interface NoticeDetail extends NoticeListItem {
  /** Trusted HTML written by staff, or null for a title-only notice. */
  content: string | null;
}
export type { Paged };
