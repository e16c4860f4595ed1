import { isChineseLang, switchLangInPath, URL_LANGS, type UrlLang } from "@portal/contract/locales";

/**
 * Where the language switch leads: the same page in the other language, query kept (spec §1). A news article
 * exists in one newsroom only, so switching across the Chinese/non-Chinese boundary on a news detail page goes
 * to that language's home (spec §2, ADR 0003).
 */
export function langSwitchHref(pathWithQuery: string, from: UrlLang, to: UrlLang): string {
  const path = pathWithQuery.split(/[?#]/)[0] ?? "";
  const onNewsDetail = /^\/[^/]+\/news-detail\/[^/]+\/?$/.test(path);
  if (onNewsDetail && isChineseLang(from) !== isChineseLang(to)) return `/${to}/`;
  return switchLangInPath(pathWithQuery, to);
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
