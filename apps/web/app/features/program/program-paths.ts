import type { UrlLang } from "@portal/contract/locales";
import type { ProgramLanguage, ProgramType } from "@portal/contract/schemas/program";

/** Addresses of the programme screens (spec §2 Programmes). */
export const allProgramsPath = (lang: UrlLang) => `/${lang}/program/all_program`;
export const programPath = (lang: UrlLang, slug: string) => `/${lang}/program-detail/${encodeURIComponent(slug)}`;
export const playlistPath = (lang: UrlLang, type: ProgramType, slug: string) =>
  `/${lang}/${type === "radio" ? "radio" : "video"}/program-playlist/${encodeURIComponent(slug)}`;
export const playItemPath = (lang: UrlLang, type: ProgramType, slug: string) =>
  `/${lang}/program/playitem_${type === "radio" ? "radio" : "video"}/${encodeURIComponent(slug)}`;
export const featurePath = (lang: UrlLang, id: number) => `/${lang}/program/feature/${id}`;
export const featureListPath = (lang: UrlLang) => `/${lang}/program/feature-list`;
export const hostListPath = (lang: UrlLang) => `/${lang}/program/host-list`;

/** The language variant of a page language: zh for both Chinese scripts. */
export const VARIANT_OF_LANG: Record<UrlLang, ProgramLanguage> = { "zh-hant": "zh", "zh-hans": "zh", en: "en", pt: "pt" };
export const typeListPath = (lang: UrlLang, type: ProgramType) => `/${lang}/program/${type}_${VARIANT_OF_LANG[lang]}`;

/**
 * program/tv_{zh|pt|en}, radio_…, sport_… (spec §2 redirects): another language's variant goes to the current
 * language's (tv_en read in zh-hant → tv_zh), keeping the query; null when the variant is the page's own.
 */
export function typeListRedirect(variant: string, lang: UrlLang, search = ""): string | null {
  const match = /^(tv|radio|sport)_(zh|en|pt)$/.exec(variant);
  if (!match) return null;
  return match[2] === VARIANT_OF_LANG[lang] ? null : `${typeListPath(lang, match[1] as ProgramType)}${search}`;
}

