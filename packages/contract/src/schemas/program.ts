import { z } from "zod";
import { pagingQuery, slugSchema } from "./common.ts";

/**
 * Programmes (spec §2 Programmes, §7 Program; docs/media.md): TV, radio and sport programmes, their episodes
 * ("reviews", "play items"), the features written about them and their hosts. Inputs are zod; answers are
 * interfaces shared by server and web.
 */

export const PROGRAM_TYPES = ["tv", "radio", "sport"] as const;
export type ProgramType = (typeof PROGRAM_TYPES)[number];
/** The language a programme is made in: Chinese (Cantonese/Mandarin), English or Portuguese. */
export const PROGRAM_LANGUAGES = ["zh", "en", "pt"] as const;
export type ProgramLanguage = (typeof PROGRAM_LANGUAGES)[number];

export interface ProgramCategory {
  slug: string;
  name: string;
  /** Programmes in the category. */
  count: number;
}

export interface ProgramHost {
  id: number;
  name: string;
  photo: string | null;
  bio: string;
  /** The programmes the host presents (slug and title in the request's language). */
  programs: { slug: string; title: string }[];
}

export interface ProgramSummary {
  /** Shared id space with episodes: likes and comments address either by id (docs/media.md). */
  id: number;
  slug: string;
  type: ProgramType;
  /** Channel code: tdm-macau, tdm-canal-macau, radio-macau, radio-macau-pt. */
  channel: string;
  channelName: string;
  languages: ProgramLanguage[];
  title: string;
  summary: string;
  cover: string | null;
  /** When it is on air, as written by staff ("Weekdays 19:30"). */
  airtime: string;
  categories: { slug: string; name: string }[];
  likeCount: number;
  episodeCount: number;
}

export interface ProgramDetail extends ProgramSummary {
  /** Plain text, paragraphs separated by blank lines. */
  description: string;
  hosts: ProgramHost[];
  commentCount: number;
  playCount: number;
}

export interface CaptionTrack {
  /** BCP 47: zh-Hant, en, pt. */
  lang: string;
  label: string;
  src: string;
}

export interface Episode {
  id: number;
  slug: string;
  title: string;
  summary: string;
  /** Air date, ISO. */
  airedAt: string;
  /** Seconds. */
  duration: number;
  /** Video: an MP4 or an HLS playlist; null for radio. */
  mediaUrl: string | null;
  mediaType: "mp4" | "hls" | "audio";
  /** Radio: the recording. */
  audioUrl: string | null;
  poster: string | null;
  captions: CaptionTrack[];
  likeCount: number;
  playCount: number;
  commentCount: number;
  program: { id: number; slug: string; title: string; type: ProgramType };
}

export interface EpisodeDetail extends Episode {
  /** The episodes before and after it in the same programme (older, newer), or null. */
  previous: { slug: string; title: string } | null;
  next: { slug: string; title: string } | null;
}

export interface FeatureSummary {
  id: number;
  title: string;
  summary: string;
  cover: string | null;
  publishedAt: string;
  likeCount: number;
  program: { slug: string; title: string } | null;
}

export interface FeatureDetail extends FeatureSummary {
  /** Plain text, paragraphs separated by blank lines (rendered as text: never HTML). */
  body: string;
}

export interface ProgramPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** News about programmes (rcnews): the news module's article summaries. */
export interface ProgramNewsItem {
  id: number;
  title: string;
  summary: string;
  cover: string | null;
  publishedAt: string;
  url: string;
}

// ── Inputs ─────────────────────────────────────────────────────────────────────────────────────────────────
export const programListQuery = pagingQuery.extend({
  type: z.enum(PROGRAM_TYPES).optional(),
  language: z.enum(PROGRAM_LANGUAGES).optional(),
  category: slugSchema.optional(),
});
export type ProgramListQuery = z.input<typeof programListQuery>;

export const programSlugParams = z.object({ slug: slugSchema });
export const programResourceParams = z.object({ resource: slugSchema });
export const programTypeParams = z.object({ type: z.enum(PROGRAM_TYPES) });
/** An episode by its slug or its numeric id. */
export const episodeParams = z.object({ id: slugSchema });
export const featureListQuery = pagingQuery.extend({ program: slugSchema.optional() });
export type FeatureListQuery = z.input<typeof featureListQuery>;
export const hostQuery = z.object({ program: slugSchema.optional() });
export const latestQuery = z.object({ pageSize: z.coerce.number().int().min(1).max(24).default(8) });
export const rcnewsQuery = z.object({ pageSize: z.coerce.number().int().min(1).max(24).default(6) });
export const defaultPlaylistQuery = z.object({ type: z.enum(PROGRAM_TYPES).optional() });

/** POST /radio: radio programmes, optionally matching words of their title or summary, of one language. */
export const radioSearchBody = z.object({
  keywords: z.string().trim().max(100).default(""),
  language: z.enum(PROGRAM_LANGUAGES).optional(),
  page: pagingQuery.shape.page,
  pageSize: pagingQuery.shape.pageSize,
});
export type RadioSearchInput = z.input<typeof radioSearchBody>;

