import { z } from "zod";
import { isSitePathOrHttps } from "../../links.ts";
import { pagingQuery, slugSchema } from "../common.ts";
import { localized, type ConsoleText } from "../console-text.ts";
import { zMacauMinute } from "../news/console.ts";

/**
 * Marketing's console calls for notices (endpoints/notices.ts `noticeConsoleApi`; docs/console.md "Marketing",
 * docs/adverts-specials.md "Notices in the console"). A notice's kind says where it shows: `bar` (the scrolling bar
 * and the notice list), `list` (the notice list only), `popup` (the home pop-up: the first shown in order), `top`
 * (the urgent notice above the header). Texts in four locales (zh_TW required); the content is plain text, kept as
 * escaped paragraphs. Times are Macau minutes, empty for none. Shared by server and console.
 */
export const NOTICE_KINDS = ["bar", "list", "popup", "top"] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export const NOTICE_TITLE_MAX = 200;
export const NOTICE_CONTENT_MAX = 5_000;

const zOptionalMinute = z.union([zMacauMinute, z.literal("")]).default("");

/** POST …/notices, PUT …/notices/:id. */
export const noticeBody = z
  .object({
    kind: z.enum(NOTICE_KINDS),
    title: localized(NOTICE_TITLE_MAX, true),
    content: localized(NOTICE_CONTENT_MAX, false),
    /** Where the notice leads: a path of this site or an https address; empty: its own page. */
    url: z
      .string()
      .trim()
      .max(500)
      .refine((v) => v === "" || isSitePathOrHttps(v), "a link is a path of this site or an https address")
      .default(""),
    /** Shown on the page of this slug only (bar and pop-up); empty: on every page. */
    slug: z.union([slugSchema, z.literal("")]).default(""),
    startsAt: zOptionalMinute,
    endsAt: zOptionalMinute,
    published: z.boolean(),
  })
  .strict();
export type NoticeInput = z.input<typeof noticeBody>;

/** POST …/notices/:id/visibility. */
export const noticeVisibilityBody = z.object({ published: z.boolean() }).strict();
export type NoticeVisibilityInput = z.input<typeof noticeVisibilityBody>;

/** GET …/notices: newest first, paged, of one kind or all. */
export const consoleNoticeListQuery = pagingQuery.extend({ kind: z.enum(NOTICE_KINDS).optional() });
export type ConsoleNoticeListQuery = z.input<typeof consoleNoticeListQuery>;

/** Hidden (not published), scheduled (starts later), shown, or ended. */
export type ConsoleNoticeStatus = "hidden" | "scheduled" | "shown" | "ended";

export interface ConsoleNoticeItem {
  id: number;
  kind: NoticeKind;
  /** In the console's language. */
  title: string;
  status: ConsoleNoticeStatus;
  /** ISO instants, or null: no bound. */
  startsAt: string | null;
  endsAt: string | null;
}

export interface ConsoleNotice {
  id: number;
  kind: NoticeKind;
  title: ConsoleText;
  content: ConsoleText;
  url: string;
  slug: string;
  startsAt: string | null;
  endsAt: string | null;
  published: boolean;
  status: ConsoleNoticeStatus;
}
