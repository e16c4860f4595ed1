import { z } from "zod";
import { idSchema, pagingQuery, slugSchema } from "./common.ts";
import type { Paged } from "./member.ts";

/**
 * Specials (subjects), spec §3 Special and §7 Special: GET /api/v1.0/special/categories, list, {id} (detail with
 * fbVideos), {id}/related-program, {id}/program-review (paged), news, {slug}/video, photo-album,
 * photo-album-detail, short-video. Competitions (schemas/competition.ts) share these shapes.
 */

export const SPECIAL_ITEM_TYPES = ["program", "review", "news", "video", "short_video", "photo_album", "entry"] as const;
export type SpecialItemType = (typeof SPECIAL_ITEM_TYPES)[number];

export const specialListQuery = pagingQuery.extend({ categoryId: idSchema.optional() });
export const specialIdParams = z.object({ id: idSchema });
export const specialSlugParams = z.object({ slug: slugSchema });
/** A special's paged parts (news, short-video, photo-album, program-review …): which special, which page. */
export const specialPartQuery = pagingQuery.extend({ specialId: idSchema });
export const specialPagedQuery = pagingQuery;
export const photoAlbumDetailQuery = z.object({ id: idSchema });

export interface SpecialCategory {
  id: number;
  slug: string;
  title: string;
}

/** A special as lists show it. */
export interface SpecialCard {
  id: number;
  slug: string;
  title: string;
  summary: string;
  cover: string | null;
  category: SpecialCategory | null;
  /** ISO times of the event the special covers (null: open). */
  startsAt: string | null;
  endsAt: string | null;
  publishedAt: string;
}
export interface FbVideo {
  title: string;
  url: string;
}
/** GET /special/{id}: the special with its text, banner, videos and which parts it has. */
export interface SpecialDetail extends SpecialCard {
  /** Trusted HTML written by staff. */
  content: string | null;
  banner: string | null;
  fbVideos: FbVideo[];
  /** How many published items each part holds (the screen shows only parts with items). */
  parts: Partial<Record<SpecialItemType, number>>;
}
/** One part of a special: a programme, a review episode, a news story, a video, a short video. */
export interface SpecialItem {
  id: number;
  type: SpecialItemType;
  title: string;
  summary: string;
  cover: string | null;
  /** Where it leads: an http(s) address or a path on this site ("/zh-hant/news-detail/3"), or null. */
  url: string | null;
  videoUrl: string | null;
  durationSeconds: number | null;
  publishedAt: string;
}
export interface PhotoAlbum {
  id: number;
  title: string;
  summary: string;
  cover: string | null;
  photoCount: number;
  publishedAt: string;
}
export interface Photo {
  id: number;
  url: string;
  caption: string;
}
export interface PhotoAlbumDetail extends PhotoAlbum {
  specialId: number;
  photos: Photo[];
}

export type SpecialList = Paged<SpecialCard>;
export type SpecialItemPage = Paged<SpecialItem>;
export type PhotoAlbumPage = Paged<PhotoAlbum>;
