import { z } from "zod";
import { isHttpLink, isSitePathOrHttps } from "../../links.ts";
import { idSchema, isoDate, slugSchema } from "../common.ts";
import { localized, type ConsoleText } from "../console-text.ts";
import { zSitePicture } from "../news/console.ts";

/**
 * The About us section's small lists in the console (endpoints/company.ts `companyListsApi`; docs/console.md "Editor
 * and administrator: about us and press"): banners, milestones, production services and partners. One shape for
 * all four, so that one server service and one console screen serve them: a title and a text in four locales, and
 * what a list uses of picture, link, date, region and facts. `scope` groups a list: a banner's page (its slug), a
 * partner's kind. Rows are kept in their order (↑/↓) except milestones, which follow their dates.
 */
export const COMPANY_LISTS = ["banners", "milestones", "production", "partners"] as const;
export type CompanyListName = (typeof COMPANY_LISTS)[number];

/** The lists whose rows staff put in order (milestones follow their dates). */
export const ORDERED_COMPANY_LISTS: readonly CompanyListName[] = ["banners", "production", "partners"];
/** The kinds of partner (cooperation units, organisational alliances). */
export const PARTNER_SCOPES = ["cooperation", "alliance"] as const;

export const COMPANY_ENTRY_TITLE_MAX = 200;
export const COMPANY_ENTRY_TEXT_MAX = 2_000;
export const COMPANY_ENTRY_FACTS_MAX = 12;

export const companyListParams = z.object({ list: z.enum(COMPANY_LISTS) }).strict();
export const companyEntryParams = z.object({ list: z.enum(COMPANY_LISTS), id: idSchema }).strict();
/** GET …/company/lists/:list: one scope's rows (the first scope when none is named). */
export const companyListQuery = z.object({ scope: slugSchema.optional() }).strict();
export type CompanyListQuery = z.input<typeof companyListQuery>;

const base = {
  scope: z.string().trim().max(100).default(""),
  title: localized(COMPANY_ENTRY_TITLE_MAX, true),
  text: localized(COMPANY_ENTRY_TEXT_MAX, false),
  published: z.boolean(),
};
/** A field the list does not use: accepted (the console's one form sends every field) and ignored. */
const unused = z.unknown().optional();
const noText = { zh_TW: "", zh_CN: "", en: "", pt: "" };

/**
 * POST …/company/lists/:list, PUT …/company/lists/:list/:id: the body each list takes (the server picks it by the
 * path's list). Banners link to this site or https; partners to http(s). Facts: one a line, in each locale.
 */
export const companyEntryBodies = {
  banners: z
    .object({
      ...base,
      scope: slugSchema,
      image: zSitePicture,
      url: z.string().trim().max(500).refine((v) => v === "" || isSitePathOrHttps(v), "a link is a path of this site or an https address").default(""),
      date: unused,
      region: unused,
      facts: unused,
    })
    .strict(),
  milestones: z.object({ ...base, date: isoDate, image: unused, url: unused, region: unused, facts: unused }).strict(),
  production: z.object({ ...base, image: zSitePicture, facts: localized(COMPANY_ENTRY_TEXT_MAX, false).default(noText), url: unused, date: unused, region: unused }).strict(),
  partners: z
    .object({
      ...base,
      scope: z.enum(PARTNER_SCOPES),
      image: zSitePicture,
      url: z.string().trim().max(500).refine((v) => v === "" || isHttpLink(v), "a link is an http(s) address").default(""),
      region: localized(100, false).default(noText),
      date: unused,
      facts: unused,
    })
    .strict(),
} satisfies Record<CompanyListName, z.ZodType>;
export type CompanyEntryValues = z.output<(typeof companyEntryBodies)[CompanyListName]>;

/** What the console sends for any list (the fields a list does not use are left empty). */
export type CompanyEntryInput = {
  scope?: string;
  title: Partial<ConsoleText> & { zh_TW: string };
  text?: Partial<ConsoleText>;
  image?: string;
  url?: string;
  date?: string;
  region?: Partial<ConsoleText>;
  facts?: Partial<ConsoleText>;
  published: boolean;
};

/** POST …/company/lists/:list/order: every row of the scope, in the new order. */
export const companyListOrderBody = z.object({ scope: z.string().trim().max(100).default(""), ids: z.array(idSchema).min(1).max(500) }).strict();
export type CompanyListOrderInput = z.input<typeof companyListOrderBody>;

/** POST …/company/lists/:list/:id/visibility. */
export const companyEntryVisibilityBody = z.object({ published: z.boolean() }).strict();
export type CompanyEntryVisibilityInput = z.input<typeof companyEntryVisibilityBody>;

/** One row as the console edits it (every list's fields; those a list does not use are empty). */
export interface ConsoleCompanyEntry {
  id: number;
  list: CompanyListName;
  scope: string;
  title: ConsoleText;
  text: ConsoleText;
  image: string;
  url: string;
  /** Milestones: YYYY-MM-DD. */
  date: string;
  region: ConsoleText;
  /** Production: one fact a line, per locale. */
  facts: ConsoleText;
  published: boolean;
}

/** A row of a list, in the list's order: its title in the console's language. */
export interface ConsoleCompanyListRow {
  id: number;
  title: string;
  image: string;
  /** The milestone's date, or the row's link. */
  detail: string;
  published: boolean;
}

export interface ConsoleCompanyList {
  list: CompanyListName;
  /** The scope shown ("" when the list has none) and every scope the list has. */
  scope: string;
  scopes: string[];
  /** Whether staff order the rows (↑/↓); milestones follow their dates. */
  ordered: boolean;
  items: ConsoleCompanyListRow[];
}
