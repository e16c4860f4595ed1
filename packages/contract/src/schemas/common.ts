import type { OAuthProviderName } from "./identity.ts";
import { z } from "zod";
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from "../constants.ts";

/**
 * Requests and responses of the common and CMS calls (spec §7 Common, CMS menu), shared by server and web.
 * Inputs are strict about types and lengths so that bad input gets a 400 envelope, never a 500.
 */

/** A real calendar date written YYYY-MM-DD (2026-02-30 is refused), years 1901–2099. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "date must be YYYY-MM-DD")
  .refine((v) => {
    const [y, m, d] = v.split("-").map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return y >= 1901 && y <= 2099 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, "date must be a real date between 1901 and 2099");
export const slugSchema = z.string().trim().min(1).max(100).regex(/^[\w-]+$/, "slug may hold letters, digits, _ and -");
export const idSchema = z.coerce.number().int().min(1).max(2_147_483_647);

export const pagingQuery = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

/** Paging in the historic API's capitalised keys (Page, PageSize): news lists, comments. */
export const capitalPaging = {
  Page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  PageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

export const slugQuery = z.object({ slug: slugSchema });
export const optionalSlugQuery = z.object({ slug: slugSchema.optional() });
export const idParams = z.object({ id: idSchema });
export const idQuery = z.object({ id: idSchema });
export const lunisolarQuery = z.object({ date: isoDate.optional() });

// ── Menu ────────────────────────────────────────────────────────────────────────────────────────────────────
/** The language of a menu entry's page when it is not the reader's (MenuItem.extra.lang). */
export const MENU_LANGUAGES = ["zh", "en", "pt"] as const;
export type MenuLanguage = (typeof MENU_LANGUAGES)[number];

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
  /**
   * `lang`: the language the internal page is read in — "zh" (the reader's Chinese script, zh-hant for others),
   * "en" or "pt" (English news opens in English from every menu) —, or null for the reader's own language.
   */
  extra: { isHidden: boolean; urls: Partial<Record<"zh_TW" | "zh_CN" | "en" | "pt", string>>; lang: MenuLanguage | null };
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
/** notification-top: urgent notices (kind "top") shown above the header. */
export interface TopNotification {
  id: number;
  title: string;
  /** Trusted HTML written by staff, or null for a title-only notification. */
  content: string | null;
  url: string | null;
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
  /**
   * The social sign-in providers this server is set up for (not in the spec): the login screens show a button for
   * these only, never one that would answer "not configured".
   */
  signInProviders: OAuthProviderName[];
  /** The broadcaster's YouTube channel (site setting `youtube_channel`, not in the spec), or null: the footer links it. */
  youtubeChannel: string | null;
}
/** A social network or app-store link of the frame (site setting `social_links`). */
export interface SocialLink {
  key: string;
  title: string;
  url: string;
  icon: string | null;
}
/** GET /api/v1.0/cms/common: the site setting plus what the frame shows on every page. */
export interface CmsCommon extends SiteSetting {
  /** Trusted HTML written by staff (site setting `foot_copyright`), as in the menu answer. */
  footCopyright: string;
  /** The cookie consent text (message template `cookies_content`), or null when none is written. */
  cookieNotice: MessageTemplate | null;
  socialLinks: SocialLink[];
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
/** The conditions the weather answer can show; each has an icon at /weather-icons/{condition}.svg. */
export const WEATHER_CONDITIONS = [
  "sunny",
  "clear-night",
  "partly-cloudy",
  "partly-cloudy-night",
  "cloudy",
  "mist",
  "showers",
  "rain",
  "thunderstorm",
] as const;
export type WeatherCondition = (typeof WEATHER_CONDITIONS)[number];
export function weatherIconPath(condition: WeatherCondition): string {
  return `/weather-icons/${condition}.svg`;
}
/** One day of the forecast (GET common/weather/forecast): Macao dates, °C. */
export interface WeatherForecastDay {
  /** YYYY-MM-DD in Macao. */
  date: string;
  min: number;
  max: number;
  /** Relative humidity range in %, or null when not forecast. */
  humidityMin: number | null;
  humidityMax: number | null;
  cover: string;
  description: string;
}
export interface WeatherForecast {
  /** From tomorrow on, in date order; empty when the provider gives no forecast. */
  days: WeatherForecastDay[];
  /** When the provider issued it: ISO 8601 in Macao time, or null with no days. */
  issuedAt: string | null;
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
  /** ISO 3166-1 alpha-2, e.g. MO. */
  code: string;
  label: string;
  /** The calling code, e.g. 853. */
  value: string;
}
export const DICTIONARY_SLUGS = ["education", "profession", "monthly_profit"] as const;
export type DictionarySlug = (typeof DICTIONARY_SLUGS)[number];
export const dictionaryQuery = z.object({ slug: z.enum(DICTIONARY_SLUGS) });
export type DictionaryQuery = z.input<typeof dictionaryQuery>;
/** GET /api/v1.0/common/data-dictionary: the three groups by slug, and the countries. */
export type DataDictionary = Record<DictionarySlug, DictionaryEntry[]> & { countries: CountryEntry[] };

// ── Captcha ───────────────────────────────────────────────────────────────────────────────────────────────
/**
 * A proof-of-work challenge (ALTCHA): the browser finds the counter whose key, derived from `nonce` + counter with
 * `algorithm` (`cost` iterations, `keyLength` bytes, salt `salt`), starts with `keyPrefix`, and sends that counter
 * as verifyCode with verifyKey.
 */
export interface CaptchaChallenge {
  algorithm: string;
  nonce: string;
  salt: string;
  cost: number;
  keyLength: number;
  keyPrefix: string;
}
export interface Captcha {
  verifyKey: string;
  challenge: CaptchaChallenge;
  expiresInSeconds: number;
}
export const verifyCodeBody = z.object({
  verifyKey: z.string().trim().min(1).max(100),
  verifyCode: z.string().trim().min(1).max(10),
});
export type VerifyCodeInput = z.input<typeof verifyCodeBody>;

// ── Domain ────────────────────────────────────────────────────────────────────────────────────────────────
export interface DomainInfo {
  web: string;
  api: string;
  statistics: string;
  uploads: string;
  /** Where the live streams of channels without an origin of their own are served. */
  live: string;
}

// ── Statistics ────────────────────────────────────────────────────────────────────────────────────────────
export const statisticsEventBody = z.object({
  event: z.enum(["page", "ad_view", "ad_click", "sport_topic_live", "banner"]),
  object_id: z.union([z.string().max(100), z.number().int()]).optional(),
  source: z.enum(["pc", "mobile", "app"]).default("pc"),
  platform: z.enum(["web", "ios", "android"]).default("web"),
  site_id: z.union([z.literal(0), z.literal(1)]).optional(),
});
export type StatisticsEventInput = z.input<typeof statisticsEventBody>;

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
