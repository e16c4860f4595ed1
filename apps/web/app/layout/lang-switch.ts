import { isChineseLang, URL_LANGS, type UrlLang } from "@portal/contract/locales";
import { pathInLang } from "./seo-links.ts";

/**
 * Where the language switch leads: the same page in the other language, query kept (spec §1) — the page itself,
 * never one that redirects: a language variant (news_en, program/tv_en …) becomes the other language's own
 * (`pathInLang`: /en/news_en → /pt/news_pt). A news article exists in one newsroom only, so switching across the
 * Chinese/non-Chinese boundary on a news detail page goes to that language's home (spec §2, ADR 0003); between
 * English and Portuguese it keeps the address, where the page says the story is in English (or Portuguese) only
 * and leads to it and to that language's newsroom (routes/news/detail.tsx, issue 21).
 */
export function langSwitchHref(pathWithQuery: string, from: UrlLang, to: UrlLang): string {
  const cut = pathWithQuery.search(/[?#]/);
  const path = cut === -1 ? pathWithQuery : pathWithQuery.slice(0, cut);
  const rest = cut === -1 ? "" : pathWithQuery.slice(cut);
  const onNewsDetail = /^\/[^/]+\/news-detail\/[^/]+\/?$/.test(path);
  if (onNewsDetail && isChineseLang(from) !== isChineseLang(to)) return `/${to}/`;
  return `${pathInLang(path || "/", to)}${rest}`;
}

export interface LangLink {
  lang: UrlLang;
  href: string;
  current: boolean;
}

export function langLinks(pathWithQuery: string, from: UrlLang): LangLink[] {
  return URL_LANGS.map((lang) => ({ lang, href: langSwitchHref(pathWithQuery, from, lang), current: lang === from }));
}

/** Labels of the switch: short below 576 px, full above. Each is written in its own language. */
export const LANG_LABELS: Record<UrlLang, { short: string; full: string; htmlLang: string }> = {
  "zh-hant": { short: "繁", full: "繁體", htmlLang: "zh-Hant" },
  "zh-hans": { short: "简", full: "简体", htmlLang: "zh-Hans" },
  en: { short: "EN", full: "English", htmlLang: "en" },
  pt: { short: "PT", full: "Português", htmlLang: "pt" },
};
