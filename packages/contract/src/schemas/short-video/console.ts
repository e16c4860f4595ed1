import { z } from "zod";
import { isSitePath } from "../../links.ts";
import { addValidationIssue } from "../../validation.ts";
import { pagingQuery, slugSchema } from "../common.ts";
import { localized, type ConsoleText } from "../console-text.ts";
import { zMacauMinute, zSitePicture } from "../news/console.ts";
import { consoleRule } from "../../console-validation-messages.ts";

/**
 * The producer's console calls for short videos (endpoints/short-video.ts `shortVideoConsoleApi`; docs/console.md
 * "Producer"). Texts in the four locales of the table (zh_TW required); the clip is a video file the swipe player
 * plays as it is (`<video src>`: MP4 or WebM) — one uploaded through the console, a path of this site, or an https
 * address on a host the pages' policy allows (MEDIA_ORIGINS). HLS playlists are refused: the swipe player does not
 * load hls.js. Shared by server and console.
 */
export const SHORT_VIDEO_TITLE_MAX = 200;
export const SHORT_VIDEO_DESCRIPTION_MAX = 1_000;
/** A short video is under a minute in the spec; ten minutes is the most the form takes. */
export const SHORT_VIDEO_DURATION_MAX = 600;

/** Whether the swipe player can play the address: an MP4 or WebM file at an https address or a path of this site. */
export function isShortVideoFile(value: string): boolean {
  if (value.includes("..")) return false;
  const path = /^https:\/\/[^/\s\\]+(\/[^\s\\?#]*)(?:[?#]\S*)?$/i.exec(value)?.[1] ?? (isSitePath(value) ? value.replace(/[?#].*$/, "") : null);
  return path !== null && /\.(mp4|m4v|webm)$/i.test(path);
}

export const zShortVideoFile = z
  .string()
  .trim()
  .max(500)
  .superRefine((value, ctx) => {
    if (!isShortVideoFile(value)) addValidationIssue(ctx, consoleRule("shortVideoFile"));
  });

/** POST …/short-videos, PUT …/short-videos/:id: the whole clip as the form sends it. */
export const shortVideoBody = z
  .object({
    title: localized(SHORT_VIDEO_TITLE_MAX, true),
    description: localized(SHORT_VIDEO_DESCRIPTION_MAX, false),
    /** A category's slug, or empty: none. */
    category: z.union([slugSchema, z.literal("")]).default(""),
    videoUrl: zShortVideoFile,
    /** The still shown before the clip plays (the public list's card). */
    poster: zSitePicture,
    durationSeconds: z.number().int().min(0).max(SHORT_VIDEO_DURATION_MAX),
    /** When it is (or was) published, a Macau minute: a later one keeps it off the pages until then. */
    publishedAt: zMacauMinute,
    published: z.boolean(),
  })
  .strict();
export type ShortVideoInput = z.input<typeof shortVideoBody>;

/** POST …/short-videos/:id/visibility: published, or unpublished (archived: off the pages, kept with its likes). */
export const shortVideoVisibilityBody = z.object({ published: z.boolean() }).strict();
export type ShortVideoVisibilityInput = z.input<typeof shortVideoVisibilityBody>;

/** GET …/short-videos: newest first, paged. */
export const consoleShortVideoListQuery = pagingQuery;
export type ConsoleShortVideoListQuery = z.input<typeof consoleShortVideoListQuery>;

/** Unpublished, scheduled (its time is later), or shown. */
export type ConsoleMediaStatus = "hidden" | "scheduled" | "shown";

/** A row of the console's short-video list. */
export interface ConsoleShortVideoItem {
  id: number;
  /** In the console's language. */
  title: string;
  category: string | null;
  poster: string;
  durationSeconds: number;
  publishedAt: string;
  published: boolean;
  status: ConsoleMediaStatus;
}

export interface ConsoleShortVideo {
  id: number;
  title: ConsoleText;
  description: ConsoleText;
  category: string;
  videoUrl: string;
  poster: string;
  durationSeconds: number;
  /** ISO instant. */
  publishedAt: string;
  published: boolean;
  status: ConsoleMediaStatus;
}

/** What the form offers: the categories, named in the console's language. */
export interface ConsoleShortVideoOptions {
  categories: { slug: string; name: string }[];
}
