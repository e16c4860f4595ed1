import { z } from "zod";
import { slugSchema } from "./common.ts";

/**
 * The site's own pages (docs/site-pages.md): contact information, advertising sales, staff-written pages by slug
 * (privacy, terms, accessibility …) and the latest items across news, programmes and short video.
 */

export interface ContactChannel {
  key: string;
  name: string;
  description: string;
  /** Shown as written (e.g. "+853 2852 0204"); the link dials `tel` digits. */
  phone: string | null;
  fax: string | null;
  email: string | null;
  /** A WhatsApp number, written as shown (the newsroom's); the link opens a chat with its digits. */
  whatsapp: string | null;
  /** Office hours of this desk when they differ from the building's. */
  hours: string | null;
}

export interface ContactInformation {
  organisation: string;
  address: string;
  /** An https address of the building on a map. */
  mapUrl: string;
  /** Office hours, one line per entry (e.g. "Monday to Friday 09:00–18:00"). */
  officeHours: string[];
  departments: ContactChannel[];
  updatedAt: string;
}

export interface RateCardRow {
  /** The product (slot, time band, format). */
  name: string;
  /** Size or length: "970 × 250 px", "30 s". */
  size: string;
  /** Price per period, in patacas (MOP), same order as the card's periods; null when not sold so. */
  prices: (number | null)[];
}

export interface RateCard {
  key: string;
  title: string;
  description: string;
  /** The column headings: "Per week", "Per month" … */
  periods: string[];
  rows: RateCardRow[];
}

export interface AdvertisingInfo {
  intro: string;
  /** The ISO 4217 code of every price: MOP. */
  currency: "MOP";
  rateCards: RateCard[];
  /** Terms under the tables: discounts, production, booking deadlines. */
  notes: string[];
  contacts: ContactChannel[];
  mediaKit: { title: string; url: string; size: string } | null;
  updatedAt: string;
}

export interface SitePage {
  slug: string;
  title: string;
  summary: string;
  /** Trusted HTML written by staff. */
  body: string;
  updatedAt: string;
}

export const LATEST_KINDS = ["news", "episode", "short-video"] as const;
export type LatestKind = (typeof LATEST_KINDS)[number];

export interface LatestItem {
  kind: LatestKind;
  id: number;
  /** The episode's slug (its page's address); null for others. */
  slug: string | null;
  title: string;
  summary: string;
  picture: string | null;
  /** The news category, the programme's title or the clip's category. */
  label: string | null;
  /** News: text, image, video, radio; episode: tv, radio, sport; short-video: video. */
  media: string;
  publishedAt: string;
}

export interface LatestPage {
  items: LatestItem[];
  page: number;
  pageSize: number;
  hasMore: boolean;
}

/** The merged list reads this many pages at most (each source is read from its newest). */
export const LATEST_MAX_PAGE = 10;
export const LATEST_MAX_PAGE_SIZE = 24;
export const LATEST_DEFAULT_PAGE_SIZE = 12;

export const pageItemQuery = z.object({ slug: slugSchema });
export const latestQuery = z.object({
  page: z.coerce.number().int().min(1).max(LATEST_MAX_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(LATEST_MAX_PAGE_SIZE).default(LATEST_DEFAULT_PAGE_SIZE),
});
export type LatestQuery = z.input<typeof latestQuery>;
