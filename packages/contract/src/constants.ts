/** Business constants of spec §9, each named for what it means. One home for every number the spec gives. */

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const BACK_TO_TOP_THRESHOLD_PX = 400;
export const BACK_TO_TOP_STEP_PX = 30;
export const CAROUSEL_IMAGE_MAX_HEIGHT_PX = 600;
export const LAZY_LOAD_PRELOAD_FACTOR = 1.3;

/** Advert slot aspect ratios (padding-top percentages), by slot. */
export const AD_ASPECT_RATIOS = {
  wide: 62.5,
  square: 100,
  banner: 33.3,
  card: 50.3,
} as const;
export type AdSlotShape = keyof typeof AD_ASPECT_RATIOS;

/**
 * Spec §9 "yen-style symbol, 2 decimals": the symbol goes before the amount, which has two decimals and thousands
 * separators. Prices in Macao are in patacas, whose own sign is "MOP$" (the "¥" the spec's original showed would
 * read as yen or yuan): `MOP$ 12,800.00`, the same in every language (docs/site-pages.md).
 */
export const CURRENCY_SYMBOL = "MOP$";
export const CURRENCY_DECIMALS = 2;
export function formatCurrency(amount: number): string {
  const fixed = Math.abs(amount).toFixed(CURRENCY_DECIMALS);
  const digits = fixed.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${amount < 0 && Number(fixed) !== 0 ? "-" : ""}${CURRENCY_SYMBOL}\u00a0${digits}`;
}

export const PHONE_DIGITS = 8;
export const PHONE_PREFIX = "6";
export const ID_NUMBER_DIGITS = 8;
export const ID_NUMBER_PREFIXES = ["1", "5", "7"] as const;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;
export const LOGIN_FIELD_MAX_LENGTH = 80;
export const ADDRESS_MIN_LENGTH = 5;
export const VISIT_GROUP_MIN = 10;
export const VISIT_GROUP_MAX = 20;

const MB = 1024 * 1024;
export const UPLOAD_VIDEO_MAX_BYTES = 10 * MB;
export const UPLOAD_IMAGE_MAX_BYTES = 5 * MB;
export const UPLOAD_DIPLOMA_MAX_BYTES = 50 * MB;
/** A document staff publish (a tender's specification, as PDF): docs/uploads.md. */
export const UPLOAD_PUBLIC_DOCUMENT_MAX_BYTES = 20 * MB;
/** An episode's audio uploaded through the console (MP3 or M4A; an hour at 96 kbit/s is about 43MB). */
export const UPLOAD_AUDIO_MAX_BYTES = 50 * MB;
/** An episode's captions (WebVTT text). */
export const UPLOAD_CAPTIONS_MAX_BYTES = 1 * MB;

export const VIDEO_NEWS_MAX_AGE_YEARS = 3;
export const PAST_MONTHS_FILTER = 12;
export const QUIZ_PER_MEMBER_PER_DAY = 1;

export const AGE_BANDS = ["0-14", "15-24", "25-34", "35-44", "45-54", "55-64", "65+"] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

export const COOKIE_CONSENT_TTL_MS = 1_209_600_000; // 14 days
export const CLOCK_REFRESH_MS = 60_000;
export const NOTICE_AUTOPLAY_MS = 8_000;
export const HOME_TOP_AD_AUTOPLAY_MS = 8_000;
export const WEATHER_CACHE_TTL_MS = 300_000; // 5 minutes, and only for the same day

export const NOTICE_TITLE_MAX_CHARS = 400;
export const USERNAME_DISPLAY_MAX_CHARS = 7;
export const USERNAME_DISPLAY_KEEP_CHARS = 4;
export const DEFAULT_MEMBER_NAME = "LOGIN";

export const FONT_SIZES = [16, 18, 20] as const;
export type FontSize = (typeof FONT_SIZES)[number];
export const DEFAULT_FONT_SIZE: FontSize = 16;

export const BREAKPOINT_MOBILE_PX = 576;
export const BREAKPOINT_DESKTOP_PX = 991;

export const LOADING_BAR_DURATION_MS = 3_000;
export const LOADING_BAR_HEIGHT_PX = 2;
export const LOADING_BAR_FINISH_PERCENT = 95;
export const TOAST_DELAY_MS = 3_000;
export const LOGIN_ERROR_TOAST_MS = 2_000;

/** Statistics: site id 1 on the main production host, else 0. */
export const STATISTICS_MAIN_HOST = "www.tdm.com.mo";
export function statisticsSiteId(host: string): 0 | 1 {
  return host === STATISTICS_MAIN_HOST ? 1 : 0;
}
export const STATISTICS_EVENTS = ["page", "ad_view", "ad_click", "sport_topic_live", "banner"] as const;
export type StatisticsEvent = (typeof STATISTICS_EVENTS)[number];

/** Slugs used by the frame. */
export const HOME_TOP_AD_SLUG = "homepagetop";
export const COOKIE_TEMPLATE_SLUG = "cookies_content";
/** The privacy policy and the terms of use: site pages (GET cms/page/item) at /{lang}/privacy and /{lang}/terms. */
export const LEGAL_PAGE_SLUGS = { privacy: "privacy", terms: "terms" } as const;
export const MENU_BANNER_SLUGS = { "zh-hant": "menu_program", "zh-hans": "menu_program", en: "menu_program_en", pt: "menu_program_pt" } as const;

/** Paging defaults shared by every list call. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 10_000;

/** Display helpers for rules in §9 that both server and web apply. */
export function displayMemberName(name: string | null | undefined): string {
  if (!name) return DEFAULT_MEMBER_NAME;
  const chars = Array.from(name);
  return chars.length > USERNAME_DISPLAY_MAX_CHARS ? `${chars.slice(0, USERNAME_DISPLAY_KEEP_CHARS).join("")}...` : name;
}

export function cutNoticeTitle(title: string, chinese: boolean): string {
  if (chinese) return title;
  const chars = Array.from(title);
  return chars.length > NOTICE_TITLE_MAX_CHARS ? `${chars.slice(0, NOTICE_TITLE_MAX_CHARS).join("")}...` : title;
}
