import type { UrlLang } from "@portal/contract/locales";

/** The Intl locale of each page language: Macau's Chinese, British English, European Portuguese. */
export const INTL_LOCALE: Record<UrlLang, string> = { "zh-hant": "zh-Hant-MO", "zh-hans": "zh-Hans-CN", en: "en-GB", pt: "pt-PT" };
/** Dates and times on the site are Macau times, whatever the server's or the reader's zone. */
export const MACAU_TIME_ZONE = "Asia/Macau";
