import { z } from "zod";
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from "../constants.ts";

/**
 * Requests and responses of the common and CMS calls (spec §7 Common, CMS menu), shared by server and web.
 * Inputs are strict about types and lengths so that bad input gets a 400 envelope, never a 500.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "date must be YYYY-MM-DD");
export const slugSchema = z.string().trim().min(1).max(100).regex(/^[\w-]+$/, "slug may hold letters, digits, _ and -");
export const idSchema = z.coerce.number().int().min(1).max(2_147_483_647);

export const pagingQuery = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

export const slugQuery = z.object({ slug: slugSchema });
export const optionalSlugQuery = z.object({ slug: slugSchema.optional() });
export const idParams = z.object({ id: idSchema });
export const lunisolarQuery = z.object({ date: isoDate.optional() });

// ── Menu ────────────────────────────────────────────────────────────────────────────────────────────────────
export interface MenuItem {
  id: number;
  title: string;
  /** Internal path below /{lang} (no leading slash), or null for an external link. */
  path: string | null;
  /** External link for this language (http/https only are shown as links). */
  url: string | null;
  level: 1 | 2 | 3;
  newWindow: boolean;
  mark: string | null;
  extra: { isHidden: boolean; urls: Partial<Record<"zh_TW" | "zh_CN" | "en" | "pt", string>> };
  icon: string | null;
  cover: string | null;
  /** Children (the API's historic spelling). */
  chilrends: MenuItem[];
}

export interface MenuResponse {
  menu: MenuItem[];
  footMenuLeft: MenuItem[];
  footMenuRight: MenuItem[];
  footAppDownload: MenuItem[];
  /** Trusted HTML written by staff. */
  footCopyright: string;
}

// ── Notices, popup, notification-top ──────────────────────────────────────────────────────────────────────
export interface NoticeItem {
  id: number;
  title: string;
  url: string | null;
}
export interface PopupItem {
  id: number;
  title: string;
  /** Trusted HTML written by staff. */
  content: string;
}
export interface NoticeResponse {
  notices: NoticeItem[];
  popup: PopupItem | null;
}

// ── Banners and adverts ───────────────────────────────────────────────────────────────────────────────────
export interface AdvertItem {
  id: number;
  url: string | null;
  cover: string | null;
  respCover: string | null;
  title: string;
  newWindow: boolean;
  hasInnerDetail: boolean;
}
export interface AdvertDetail extends AdvertItem {
  content: string | null;
}

// ── Message template ──────────────────────────────────────────────────────────────────────────────────────
export interface MessageTemplate {
  slug: string;
  title: string;
  /** Trusted HTML written by staff. */
  content: string;
}

// ── Settings ──────────────────────────────────────────────────────────────────────────────────────────────
export interface SiteSetting {
  /** "1" turns the whole site grey (days of mourning). */
  parameter: string;
  logo: string | null;
  siteName: string;
}

// ── Weather ───────────────────────────────────────────────────────────────────────────────────────────────
export interface Weather {
  /** Temperature in °C. */
  t: number;
  /** The observation's date, YYYY-MM-DD (Macau time). */
  date: string;
  /** Icon path for the current conditions. */
  cover: string;
  description: string;
  humidity: number | null;
  min: number | null;
  max: number | null;
  observedAt: string;
}
export interface WeatherWarning {
  id: number;
  code: string;
  title: string;
  content: string | null;
  issuedAt: string;
}

// ── Lunar calendar ────────────────────────────────────────────────────────────────────────────────────────
export interface Lunisolar {
  /** Lunar month and day in Chinese, e.g. 十月十四. */
  date: string;
  /** The solar term of that day, or the one in force, e.g. 小雪. */
  solarTerms: string;
  /** Ganzhi year, e.g. 丙午. */
  year: string;
  zodiac: string;
}

// ── Dictionaries ──────────────────────────────────────────────────────────────────────────────────────────
export interface DictionaryEntry {
  label: string;
  value: string;
  children: DictionaryEntry[];
}
export interface CountryEntry {
  code: string;
  label: string;
  value: string;
}
export const DICTIONARY_SLUGS = ["education", "profession", "monthly_profit"] as const;
export type DictionarySlug = (typeof DICTIONARY_SLUGS)[number];

// ── Captcha ───────────────────────────────────────────────────────────────────────────────────────────────
export interface Captcha {
  verifyKey: string;
  /** data: URL of an SVG image. */
  image: string;
  expiresInSeconds: number;
}
export const verifyCodeBody = z.object({
  verifyKey: z.string().trim().min(1).max(100),
  verifyCode: z.string().trim().min(1).max(10),
});

// ── Domain ────────────────────────────────────────────────────────────────────────────────────────────────
export interface DomainInfo {
  web: string;
  api: string;
  statistics: string;
  uploads: string;
}

// ── Statistics ────────────────────────────────────────────────────────────────────────────────────────────
export const statisticsEventBody = z.object({
  event: z.enum(["page", "ad_view", "ad_click", "sport_topic_live", "banner"]),
  object_id: z.union([z.string().max(100), z.number().int()]).optional(),
  source: z.enum(["pc", "mobile", "app"]).default("pc"),
  platform: z.enum(["web", "ios", "android"]).default("web"),
  site_id: z.union([z.literal(0), z.literal(1)]).optional(),
});

// ── Home ──────────────────────────────────────────────────────────────────────────────────────────────────
export interface NewsCard {
  id: number;
  title: string;
  summary: string;
  cover: string | null;
  type: "text" | "image" | "video" | "radio";
  category: string | null;
  publishedAt: string;
}
export interface HomeSection {
  key: string;
  title: string;
  /** Path of "more" below /{lang}. */
  morePath: string | null;
  items: NewsCard[];
}
export interface HomeResponse {
  topAdverts: AdvertItem[];
  sections: HomeSection[];
}
