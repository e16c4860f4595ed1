import { z } from "zod";
import { idSchema, pagingQuery, slugSchema } from "./common.ts";

/**
 * About us and the company's CMS content (spec §2 About us, §7 CMS; docs/company.md): rich pages by slug with their
 * banners, the historical-progress timeline, company information (press releases and press articles: paged, by
 * year, liked through the interactions service), programme production and the partners.
 */

/** A picture of a page, a milestone or a release. */
export interface CompanyImage {
  src: string;
  /** What the picture shows (its alternative text and caption). */
  caption: string;
}

/** A file to download from a page (annual reports). */
export interface CompanyDocument {
  title: string;
  url: string;
  /** Size in bytes, when known. */
  size: number | null;
}

/** GET about-us/introduction?slug=: a page of the About us section. */
export interface AboutIntroduction {
  slug: string;
  title: string;
  /** One or two sentences: the page's lead and its description for search engines. */
  summary: string;
  /** Trusted HTML written by staff. */
  body: string;
  images: CompanyImage[];
  documents: CompanyDocument[];
  updatedAt: string;
}

/** GET about-us/banner?slug= and production/banners: the pictures at the top of a page, in order. */
export interface AboutBanner {
  id: number;
  title: string;
  subtitle: string;
  image: string;
  /** A safe link (http(s) or a site path), or null. */
  url: string | null;
}

/** GET historical-progress: one milestone of the timeline, oldest first. */
export interface Milestone {
  id: number;
  year: number;
  /** The day (YYYY-MM-DD). */
  date: string;
  title: string;
  text: string;
  images: CompanyImage[];
}

export const COMPANY_INFO_TYPES = ["press_release", "press_article"] as const;
export type CompanyInfoType = (typeof COMPANY_INFO_TYPES)[number];

/** One entry of company/info: a press release, or an article about the company in the press. */
export interface CompanyInfoCard {
  id: number;
  type: CompanyInfoType;
  title: string;
  summary: string;
  cover: string;
  /** The newspaper or site of a press article; null for the company's own releases. */
  source: string | null;
  publishedAt: string;
  likeCount: number;
  viewCount: number;
}

export interface CompanyInfoPage {
  items: CompanyInfoCard[];
  total: number;
  page: number;
  pageSize: number;
}

export interface CompanyInfoDetail extends CompanyInfoCard {
  /** Trusted HTML written by staff. */
  body: string;
  pictures: CompanyImage[];
  /** The original article of a press article (a safe http(s) link), or null. */
  sourceUrl: string | null;
}

/** GET company/info/years: the years that have entries, newest first. */
export interface CompanyInfoYear {
  year: number;
  count: number;
}

/** GET production: a production facility or service (studios, outside broadcast, post-production). */
export interface ProductionService {
  id: number;
  title: string;
  summary: string;
  image: string;
  /** Short facts ("1,200 m² studio", "4K HDR"). */
  facts: string[];
}

/** GET cooperation-unit and organizational-alliances: a partner with its logo and link. */
export interface Partner {
  id: number;
  name: string;
  description: string;
  logo: string;
  /** A safe http(s) link, or null. */
  url: string | null;
  /** Country or region ("Portugal", "Asia-Pacific"). */
  region: string;
}

export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;
const yearSchema = z.coerce.number().int().min(MIN_YEAR).max(MAX_YEAR);
const typeSchema = z.enum(COMPANY_INFO_TYPES);

export const aboutSlugQuery = z.object({ slug: slugSchema });
export type AboutSlugQuery = z.input<typeof aboutSlugQuery>;

export const companyInfoQuery = pagingQuery.extend({ year: yearSchema.optional(), type: typeSchema.optional() });
export type CompanyInfoQuery = z.input<typeof companyInfoQuery>;

export const companyInfoYearsQuery = z.object({ type: typeSchema.optional() });
export type CompanyInfoYearsQuery = z.input<typeof companyInfoYearsQuery>;

export const companyIdParams = z.object({ id: idSchema });
