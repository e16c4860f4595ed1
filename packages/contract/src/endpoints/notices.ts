import { GET } from "../endpoint.ts";
import type { NoticeResponse, TopNotification } from "../schemas/common.ts";
import type { NoticeDetail, NoticeList } from "../schemas/notices.ts";
import type { PageQuery } from "./paging.ts";

/** The bar notices of a page (and the home popup with slug "home"). */
type BySlug = { slug?: string };

/** Spec §7 Common notices and §2 notice-list, notice-detail/{id}. */
export const noticesApi = {
  /** The notice bar and popup; the same answer as `bar`. */
  cms: GET("/api/v1.0/cms/notice").query<BySlug>().returns<NoticeResponse>(),
  bar: GET("/api/v1/notice").query<BySlug>().returns<NoticeResponse>(),
  /** Urgent notifications shown above the header. */
  top: GET("/api/v1.0/common/notification-top").returns<TopNotification[]>(),
  /** The notices, newest first, paged. */
  list: GET("/api/v1/notice/list").query<PageQuery>().returns<NoticeList>(),
  detail: GET("/api/v1/notice/:id").returns<NoticeDetail>(),
};
