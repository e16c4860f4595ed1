import { COMPANY_LISTS, type CompanyListName } from "@portal/contract/schemas/company/lists";

/**
 * The console's About us screens (docs/console.md "Editor and administrator: about us and press"): the pages at
 * /console/about, each small list of the section at /console/about/<list> (tabs), the press at /console/press.
 */
export const ABOUT_PATH = "/console/about";
export const PRESS_PATH = "/console/press";

export const ABOUT_TABS = ["pages", ...COMPANY_LISTS] as const;
export type AboutTab = (typeof ABOUT_TABS)[number];
export const aboutTabPath = (tab: AboutTab) => (tab === "pages" ? ABOUT_PATH : `${ABOUT_PATH}/${tab}`);

/** A list's screen, at one group (a banner's page, a partner's kind) when named. */
export const companyListPath = (list: CompanyListName, scope?: string) => `${ABOUT_PATH}/${list}${scope ? `?scope=${encodeURIComponent(scope)}` : ""}`;
export const companyEntryPath = (list: CompanyListName, id: number) => `${ABOUT_PATH}/${list}/${id}`;
export const newCompanyEntryPath = (list: CompanyListName, scope?: string) => `${ABOUT_PATH}/${list}/new${scope ? `?scope=${encodeURIComponent(scope)}` : ""}`;

/** The list a screen's address names (/console/about/<list>[/…]). */
export function companyListOfPath(pathname: string): CompanyListName {
  const segment = pathname.split("/")[3];
  return COMPANY_LISTS.find((list) => list === segment) ?? COMPANY_LISTS[0];
}
