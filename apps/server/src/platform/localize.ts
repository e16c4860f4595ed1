import * as OpenCC from "opencc-js/t2cn";
import type { ApiLocale } from "@portal/contract/locales";
import type { LocalizedText } from "../db/columns.ts";

// Taiwan-standard Traditional → mainland Simplified, phrases included (OpenCC's tw → cn).
const toSimplified = OpenCC.Converter({ from: "tw", to: "cn" });

/** Converts Traditional Chinese text to Simplified (OpenCC). HTML tags pass through untouched. */
export function traditionalToSimplified(text: string): string {
  return toSimplified(text);
}

/**
 * Picks a text in the request's language. zh_CN falls back to the zh_TW text converted with OpenCC; other
 * languages fall back to English, then to Traditional Chinese, so that a screen never shows a blank.
 */
export function pickText(text: LocalizedText | null | undefined, locale: ApiLocale): string {
  if (!text) return "";
  const own = text[locale];
  if (own) return own;
  if (locale === "zh_CN" && text.zh_TW) return traditionalToSimplified(text.zh_TW);
  if (locale === "zh_TW" && text.zh_CN) return text.zh_CN;
  return text.en ?? text.zh_TW ?? text.pt ?? (text.zh_CN ? text.zh_CN : "");
}

export function pickOptionalText(text: LocalizedText | null | undefined, locale: ApiLocale): string | null {
  const value = pickText(text, locale);
  return value === "" ? null : value;
}
