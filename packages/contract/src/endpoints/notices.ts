import { CONSOLE_API_PATH, GET, POST, PUT } from "../endpoint.ts";
import type { Paged } from "../schemas/member.ts";
import type { ConsoleNotice, ConsoleNoticeItem, ConsoleNoticeListQuery, NoticeInput, NoticeVisibilityInput } from "../schemas/notices/console.ts";
import { MARKETERS } from "./vote.ts";
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

const CONSOLE_NOTICES = `${CONSOLE_API_PATH}/v1/notices`;

/** Marketing's notices, the urgent notice and the home pop-up (docs/console.md "Marketing"). */
export const noticeConsoleApi = {
  list: GET(CONSOLE_NOTICES).access(MARKETERS).query<ConsoleNoticeListQuery>().returns<Paged<ConsoleNoticeItem>>(),
  get: GET(`${CONSOLE_NOTICES}/:id`).access(MARKETERS).returns<ConsoleNotice>(),
  create: POST(CONSOLE_NOTICES).access(MARKETERS).body<NoticeInput>().returns<ConsoleNotice>(),
  update: PUT(`${CONSOLE_NOTICES}/:id`).access(MARKETERS).body<NoticeInput>().returns<ConsoleNotice>(),
  /** Publishes or unpublishes the notice. */
  visibility: POST(`${CONSOLE_NOTICES}/:id/visibility`).access(MARKETERS).body<NoticeVisibilityInput>().returns<ConsoleNotice>(),
  /** Makes it the one urgent notice (kind top, published); any other urgent notice is unpublished. */
  urgent: POST(`${CONSOLE_NOTICES}/:id/urgent`).access(MARKETERS).returns<ConsoleNotice>(),
};
