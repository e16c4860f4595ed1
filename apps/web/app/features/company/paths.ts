import type { UrlLang } from "@portal/contract/locales";
import type { CompanyInfoType } from "@portal/contract/schemas/company";

/**
 * The About us section (spec §2 About us): its pages below /{lang}/, in the order of its sub-navigation. `key` names
 * the page's texts in aboutMessages; visit and visit/application are the visits module's pages (linked, not built here).
 */
export const ABOUT_SECTION = [
  { key: "companyProfile", path: "about_us/company_profile" },
  { key: "welcome", path: "about_us/welcome" },
  { key: "structure", path: "about_us/structure" },
  { key: "history", path: "about_us/history" },
  { key: "pressRelease", path: "about_us/press_release" },
  { key: "pressArticle", path: "about_us/press/article" },
  { key: "report", path: "about_us/report" },
  { key: "programProduction", path: "about_us/program_production" },
  { key: "mediaTechnic", path: "about_us/media_technic" },
  { key: "international", path: "about_us/international" },
  { key: "visit", path: "about_us/visit" },
] as const;
export type AboutPageKey = (typeof ABOUT_SECTION)[number]["key"] | "aboutUs";

export const ABOUT_HOME = "about_us";

/** The pages that show one CMS page (about-us/introduction) by their slug, the last segment of their path. */
export const INTRODUCTION_PAGES = {
  company_profile: "companyProfile",
  structure: "structure",
  report: "report",
  media_technic: "mediaTechnic",
  welcome: "welcome",
} as const satisfies Record<string, AboutPageKey>;
export type IntroductionSlug = keyof typeof INTRODUCTION_PAGES;
export const isIntroductionSlug = (slug: string): slug is IntroductionSlug => Object.hasOwn(INTRODUCTION_PAGES, slug);
export const aboutHref = (lang: UrlLang, path: string = ABOUT_HOME) => `/${lang}/${path}`;

/** The list page of each type of company information. */
export const PRESS_LIST_PATH: Record<CompanyInfoType, string> = { press_release: "about_us/press_release", press_article: "about_us/press/article" };
export const pressDetailHref = (lang: UrlLang, id: number) => `/${lang}/about_us/press_release/${id}`;

export function pressListHref(lang: UrlLang, type: CompanyInfoType, year?: number, page = 1): string {
  const query = new URLSearchParams();
  if (year) query.set("year", String(year));
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return `/${lang}/${PRESS_LIST_PATH[type]}${text ? `?${text}` : ""}`;
}

/** Press lists show this many a page. */
export const PRESS_PAGE_SIZE = 6;
