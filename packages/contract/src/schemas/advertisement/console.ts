import { z } from "zod";
import type { AdRatio } from "../../ad-slots.ts";
import { idSchema, isoDate, slugSchema } from "../common.ts";
import { localized, type ConsoleText } from "../console-text.ts";
import { zMacauMinute, zSitePicture } from "../news/console.ts";
import { REPORT_MAX_DAYS } from "../statistics.ts";

/**
 * Marketing's console calls for adverts and banners (endpoints/advertisement-console.ts `advertConsoleApi`; docs/console.md
 * "Marketing", docs/adverts-specials.md). Adverts and banners are rows of one table, grouped by slot; each slot keeps
 * its ratio (ad-slots.ts). Texts in four locales (zh_TW required); the content is plain text, kept as escaped
 * paragraphs. Times are Macau minutes, empty for none. The rules between fields (a known slot, the end after the
 * start, a site path or https link, a desktop picture for a shown advert) are the server's, refused in the
 * request's language. Shared by server and console.
 */

export { ADVERT_CONTENT_MAX, ADVERT_TITLE_MAX, ADVERTS_PER_SLOT_MAX, CONSOLE_AD_SLOTS } from "../../advert-rules.ts";
import { ADVERT_CONTENT_MAX, ADVERT_TITLE_MAX, ADVERTS_PER_SLOT_MAX } from "../../advert-rules.ts";

const zOptionalMinute = z.union([zMacauMinute, z.literal("")]).default("");

/** POST …/adverts, PUT …/adverts/:id. */
export const advertBody = z
  .object({
    slot: slugSchema,
    title: localized(ADVERT_TITLE_MAX, true),
    content: localized(ADVERT_CONTENT_MAX, false),
    /** Where the advert leads: a path of this site or an https address; empty: nowhere (or its own page). */
    url: z.string().trim().max(500).default(""),
    /** The desktop picture (the slot's desktop ratio); required while the advert is shown. */
    cover: zSitePicture.nullable().default(null),
    /** The phone picture (the slot's mobile ratio); none: the desktop one. */
    respCover: zSitePicture.nullable().default(null),
    newWindow: z.boolean().default(false),
    /** The advert has a page of its own (advertisement/{id}) with its content. */
    hasInnerDetail: z.boolean().default(false),
    startsAt: zOptionalMinute,
    endsAt: zOptionalMinute,
    published: z.boolean(),
  })
  .strict();
export type AdvertInput = z.input<typeof advertBody>;

/** POST …/adverts/:id/visibility. */
export const advertVisibilityBody = z.object({ published: z.boolean() }).strict();
export type AdvertVisibilityInput = z.input<typeof advertVisibilityBody>;

/** POST …/adverts/order: every advert of the slot, in the new order. */
export const advertOrderBody = z.object({ slot: slugSchema, advertIds: z.array(idSchema).min(1).max(ADVERTS_PER_SLOT_MAX) }).strict();
export type AdvertOrderInput = z.input<typeof advertOrderBody>;

/** GET …/adverts: one slot's adverts (the first slot when none is named). */
export const consoleAdvertListQuery = z.object({ slot: slugSchema.optional() });
export type ConsoleAdvertListQuery = z.input<typeof consoleAdvertListQuery>;

/** GET …/adverts/report: days in Macau (default: the last 7 days), one slot or all. */
export const advertReportQuery = z
  .object({ from: isoDate.optional(), to: isoDate.optional(), slot: slugSchema.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "from must not be after to", path: ["from"] })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) < REPORT_MAX_DAYS * 86_400_000, {
    message: "the range is too long",
    path: ["to"],
  });
export type AdvertReportQuery = z.input<typeof advertReportQuery>;

/** Hidden (not published), scheduled (starts later), shown, or ended. */
export type ConsoleAdvertStatus = "hidden" | "scheduled" | "shown" | "ended";

/** A slot as the console's tabs show it. */
export interface ConsoleAdvertSlot {
  slot: string;
  ratio: AdRatio;
  /** Its adverts, shown or not. */
  count: number;
}

/** A row of a slot's list, in the slot's order. */
export interface ConsoleAdvertItem {
  id: number;
  /** In the console's language. */
  title: string;
  cover: string | null;
  status: ConsoleAdvertStatus;
  /** ISO instants, or null: no bound. */
  startsAt: string | null;
  endsAt: string | null;
  /** Views recorded by the statistics (ad_view, as of the daily count). */
  views: number;
  /** Clicks counted by the click call (once per visitor and advert in ten minutes). */
  clicks: number;
}

export interface ConsoleAdvertList {
  slots: ConsoleAdvertSlot[];
  slot: string;
  ratio: AdRatio;
  items: ConsoleAdvertItem[];
}

export interface ConsoleAdvert {
  id: number;
  slot: string;
  ratio: AdRatio;
  title: ConsoleText;
  content: ConsoleText;
  url: string;
  cover: string | null;
  respCover: string | null;
  newWindow: boolean;
  hasInnerDetail: boolean;
  startsAt: string | null;
  endsAt: string | null;
  published: boolean;
  status: ConsoleAdvertStatus;
  clicks: number;
}

/** The views/clicks report: every day of the range, and every advert with views or clicks in it. */
export interface AdvertReport {
  from: string;
  to: string;
  slot: string | null;
  days: { day: string; views: number; clicks: number }[];
  adverts: {
    id: number;
    /** In the console's language; a deleted advert: null. */
    title: string | null;
    slot: string | null;
    views: number;
    clicks: number;
    /** clicks ÷ views, 0…1 (null without views). */
    ctr: number | null;
  }[];
}
