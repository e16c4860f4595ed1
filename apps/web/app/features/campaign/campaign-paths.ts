import type { UrlLang } from "@portal/contract/locales";

/** The campaign's three pages (spec §2 bare layout): the campaign, its congratulations, its tickets. */
export const CAMPAIGN_PAGES = ["tdm40", "tdm40-congratulate", "tdm40-ticket"] as const;
export type CampaignPage = (typeof CAMPAIGN_PAGES)[number];

/** The campaign these pages show (the API's slug). */
export const CAMPAIGN_SLUG = "tdm40";

export const campaignPath = (lang: UrlLang, page: CampaignPage): string => `/${lang}/${page}`;
