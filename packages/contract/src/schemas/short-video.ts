import { z } from "zod";
import { idSchema, pagingQuery, slugSchema } from "./common.ts";

/**
 * Short videos (spec §7 Short video, base /api/v1.0/short-video; docs/media.md): vertical clips of under a minute,
 * in categories, liked through the interactions service (kind short_video).
 */

/** The most clips one play-list answer carries (the swipe player asks again when it nears the end). */
export const SHORT_VIDEO_PLAYLIST_MAX = 50;
export const SHORT_VIDEO_PLAYLIST_DEFAULT = 20;

export interface ShortVideoCategory {
  id: number;
  slug: string;
  title: string;
  /** Published clips in the category. */
  count: number;
}

export interface ShortVideo {
  id: number;
  title: string;
  description: string;
  /** The clip (MP4, H.264/AAC, vertical), a site path or an http(s) address. */
  videoUrl: string;
  /** A still of the clip (shown before it plays). */
  poster: string;
  durationSeconds: number;
  category: { slug: string; title: string } | null;
  publishedAt: string;
  likeCount: number;
}

export interface ShortVideoPage {
  items: ShortVideo[];
  total: number;
  page: number;
  pageSize: number;
}

/** The swipe player's order: the clip asked for first, then the ones after it in the list's order, wrapping round. */
export interface ShortVideoPlayList {
  items: ShortVideo[];
}

/** The longest search text of the list (the search page's short-video strip). */
export const SHORT_VIDEO_KEYWORD_MAX = 100;

export const shortVideoListQuery = pagingQuery.extend({
  category: slugSchema.optional(),
  /** Clips whose title or description (in any language) holds this text. */
  keyword: z
    .string()
    .trim()
    .min(1)
    .max(SHORT_VIDEO_KEYWORD_MAX)
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), "keyword may not hold control characters")
    .optional(),
});
export type ShortVideoListQuery = z.input<typeof shortVideoListQuery>;

export const shortVideoPlayListQuery = z
  .object({
    /** The clip to start with; the newest when left out. */
    id: idSchema.optional(),
    /** The clips that follow this one (the player's next batch); not with `id`. */
    after: idSchema.optional(),
    category: slugSchema.optional(),
    size: z.coerce.number().int().min(1).max(SHORT_VIDEO_PLAYLIST_MAX).default(SHORT_VIDEO_PLAYLIST_DEFAULT),
  })
  .refine((q) => q.id === undefined || q.after === undefined, { message: "id and after may not both be given", path: ["after"] });
export type ShortVideoPlayListQuery = z.input<typeof shortVideoPlayListQuery>;
