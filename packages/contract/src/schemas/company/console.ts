import { z } from "zod";
import { isSitePathOrHttps } from "../../links.ts";
import { pagingQuery, slugSchema } from "../common.ts";
import { COMPANY_INFO_TYPES, type CompanyInfoType } from "../company.ts";
import { localized, type ConsoleText } from "../console-text.ts";
import { zDocumentUrl } from "../forms/console.ts";
import { zMacauMinute, zSitePicture } from "../news/console.ts";

/**
 * The about-us pages and the press releases in the console (endpoints/company.ts `companyConsoleApi`; docs/console.md
 * "Editor and administrator: about us and press", docs/company.md). Texts in the four locales of the tables (zh_TW
 * required for titles); bodies are rich text kept through the news body's sanitiser; summaries are plain text;
 * pictures are the site's own (the console's upload). Shared by server and console.
 */
export const COMPANY_TITLE_MAX = 200;
export const COMPANY_SUMMARY_MAX = 1_000;
export const COMPANY_BODY_MAX = 100_000;
export const COMPANY_PICTURES_MAX = 20;
export const COMPANY_DOCUMENTS_MAX = 20;

const picture = z.object({ src: zSitePicture, caption: localized(300, false) }).strict();
/** A document to download (the page's "Downloads"): a PDF uploaded in the console, or an https address. */
const pageDocument = z.object({ title: localized(COMPANY_TITLE_MAX, true), url: zDocumentUrl }).strict();

/** POST …/company/pages, PUT …/company/pages/:id. The slug is the page's address (`about_us/<slug>`). */
export const companyPageBody = z
  .object({
    slug: slugSchema,
    title: localized(COMPANY_TITLE_MAX, true),
    summary: localized(COMPANY_SUMMARY_MAX, false),
    body: localized(COMPANY_BODY_MAX, false),
    images: z.array(picture).max(COMPANY_PICTURES_MAX).default([]),
    documents: z.array(pageDocument).max(COMPANY_DOCUMENTS_MAX).default([]),
    published: z.boolean(),
  })
  .strict();
export type CompanyPageInput = z.input<typeof companyPageBody>;

/** POST …/company/press, PUT …/company/press/:id. `publishedAt` is a Macau minute: the date the release carries. */
export const pressBody = z
  .object({
    type: z.enum(COMPANY_INFO_TYPES),
    title: localized(COMPANY_TITLE_MAX, true),
    summary: localized(COMPANY_SUMMARY_MAX, false),
    body: localized(COMPANY_BODY_MAX, false),
    cover: zSitePicture,
    source: localized(200, false),
    sourceUrl: z
      .string()
      .trim()
      .max(500)
      .refine((v) => v === "" || (isSitePathOrHttps(v) && v.startsWith("https://")), "an https address")
      .default(""),
    publishedAt: zMacauMinute,
    published: z.boolean(),
  })
  .strict();
export type PressInput = z.input<typeof pressBody>;

/** GET …/company/press: newest first, paged, of one type or both. */
export const consolePressListQuery = pagingQuery.extend({ type: z.enum(COMPANY_INFO_TYPES).optional() });
export type ConsolePressListQuery = z.input<typeof consolePressListQuery>;

/** POST …/company/{pages,press}/:id/visibility. */
export const companyVisibilityBody = z.object({ published: z.boolean() }).strict();
export type CompanyVisibilityInput = z.input<typeof companyVisibilityBody>;

export interface ConsoleCompanyPageItem {
  id: number;
  slug: string;
  /** In the console's language. */
  title: string;
  published: boolean;
  updatedAt: string;
}

export interface ConsoleCompanyPicture {
  src: string;
  caption: ConsoleText;
}

export interface ConsoleCompanyDocument {
  title: ConsoleText;
  url: string;
}

export interface ConsoleCompanyPage {
  id: number;
  slug: string;
  title: ConsoleText;
  summary: ConsoleText;
  body: ConsoleText;
  images: ConsoleCompanyPicture[];
  documents: ConsoleCompanyDocument[];
  published: boolean;
  updatedAt: string;
}

export interface ConsolePressItem {
  id: number;
  type: CompanyInfoType;
  title: string;
  published: boolean;
  /** ISO instant. */
  publishedAt: string;
}

export interface ConsolePress {
  id: number;
  type: CompanyInfoType;
  title: ConsoleText;
  summary: ConsoleText;
  body: ConsoleText;
  cover: string;
  source: ConsoleText;
  sourceUrl: string;
  publishedAt: string;
  published: boolean;
}
