import { z } from "zod";
import { isEmail } from "../../rules.ts";
import { addValidationIssue } from "../../validation.ts";
import { localized, type ConsoleText } from "../console-text.ts";
import { zMacauMinute, zSitePicture } from "../news/console.ts";
import { isSitePath } from "../../links.ts";
import { pagingQuery } from "../common.ts";
import type { ConsoleMediaStatus } from "../short-video/console.ts";
import { consoleRule } from "../../console-validation-messages.ts";

/**
 * The producer's console call for the podcast feed's fields (endpoints/podcast.ts `podcastConsoleApi`; docs/console.md
 * "The podcast feed"): what GET /web/feed says of the podcast itself — its title, description and author in the four
 * locales, the owner's e-mail address (itunes:owner), the iTunes category and subcategory (Apple's list,
 * below), whether it is explicit, and its square artwork. Shared by server and console.
 */

/** Apple Podcasts' categories and their subcategories (podcasters.apple.com, "Apple Podcasts categories"). */
export const ITUNES_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  Arts: ["Books", "Design", "Fashion & Beauty", "Food", "Performing Arts", "Visual Arts"],
  Business: ["Careers", "Entrepreneurship", "Investing", "Management", "Marketing", "Non-Profit"],
  Comedy: ["Comedy Interviews", "Improv", "Stand-Up"],
  Education: ["Courses", "How To", "Language Learning", "Self-Improvement"],
  Fiction: ["Comedy Fiction", "Drama", "Science Fiction"],
  Government: [],
  History: [],
  "Health & Fitness": ["Alternative Health", "Fitness", "Medicine", "Mental Health", "Nutrition", "Sexuality"],
  "Kids & Family": ["Education for Kids", "Parenting", "Pets & Animals", "Stories for Kids"],
  Leisure: ["Animation & Manga", "Automotive", "Aviation", "Crafts", "Games", "Hobbies", "Home & Garden", "Video Games"],
  Music: ["Music Commentary", "Music History", "Music Interviews"],
  News: ["Business News", "Daily News", "Entertainment News", "News Commentary", "Politics", "Sports News", "Tech News"],
  "Religion & Spirituality": ["Buddhism", "Christianity", "Hinduism", "Islam", "Judaism", "Religion", "Spirituality"],
  Science: ["Astronomy", "Chemistry", "Earth Sciences", "Life Sciences", "Mathematics", "Natural Sciences", "Nature", "Physics", "Social Sciences"],
  "Society & Culture": ["Documentary", "Personal Journals", "Philosophy", "Places & Travel", "Relationships"],
  Sports: ["Baseball", "Basketball", "Cricket", "Fantasy Sports", "Football", "Golf", "Hockey", "Rugby", "Running", "Soccer", "Swimming", "Tennis", "Volleyball", "Wilderness", "Wrestling"],
  Technology: [],
  "True Crime": [],
  "TV & Film": ["After Shows", "Film History", "Film Interviews", "Film Reviews", "TV Reviews"],
};

export const PODCAST_TITLE_MAX = 200;
export const PODCAST_DESCRIPTION_MAX = 4_000;
export const PODCAST_AUTHOR_MAX = 200;

/** PUT …/podcast/feed: every field of the feed at once. */
export const podcastFeedBody = z
  .object({
    title: localized(PODCAST_TITLE_MAX, true),
    description: localized(PODCAST_DESCRIPTION_MAX, true),
    author: localized(PODCAST_AUTHOR_MAX, true),
    ownerEmail: z
      .string()
      .trim()
      .max(254)
      .superRefine((value, ctx) => {
        if (!isEmail(value)) addValidationIssue(ctx, "email");
      }),
    category: z.string().max(100),
    /** Empty: the category alone. */
    subcategory: z.string().max(100).default(""),
    explicit: z.boolean(),
    /** Square, a picture of this site (Apple asks 1400–3000 px). */
    artwork: zSitePicture,
  })
  .strict()
  .superRefine((value, ctx) => {
    const subcategories = ITUNES_CATEGORIES[value.category];
    if (!subcategories || !Object.hasOwn(ITUNES_CATEGORIES, value.category)) addValidationIssue(ctx, consoleRule("itunesCategory"), ["category"]);
    else if (value.subcategory && !subcategories.includes(value.subcategory)) addValidationIssue(ctx, consoleRule("itunesCategory"), ["subcategory"]);
  });
export type PodcastFeedInput = z.input<typeof podcastFeedBody>;

export interface ConsolePodcastFeed {
  title: ConsoleText;
  description: ConsoleText;
  author: ConsoleText;
  ownerEmail: string;
  category: string;
  subcategory: string;
  explicit: boolean;
  artwork: string;
}

/**
 * The podcast's episodes in the console (docs/console.md "The podcast feed"): title and description in the four
 * locales of the table, the audio (an MP3 or M4A uploaded through the console's upload — purpose `audio` — a path of
 * this site, or an https address), its size in bytes and type (the feed's enclosure), its length, episode number,
 * the publication time (a Macau minute) and published or not.
 */
export const PODCAST_EPISODE_TITLE_MAX = 200;
export const PODCAST_EPISODE_DESCRIPTION_MAX = 4_000;
/** Twelve hours: longer than any episode. */
export const PODCAST_EPISODE_DURATION_MAX = 43_200;
export const PODCAST_EPISODE_NUMBER_MAX = 9_999;
/** A file larger than 2 GB is no podcast episode (and the column is an integer). */
export const PODCAST_AUDIO_BYTES_MAX = 2_000_000_000;

/** The enclosure's MIME type of an audio address by its file's extension: MP3 or M4A, else null. */
export function podcastAudioTypeOf(value: string): "audio/mpeg" | "audio/mp4" | null {
  if (value.includes("..")) return null;
  const path = /^https:\/\/[^/\s\\]+(\/[^\s\\?#]*)(?:[?#]\S*)?$/i.exec(value)?.[1] ?? (isSitePath(value) ? value.replace(/[?#].*$/, "") : null);
  if (path === null) return null;
  if (/\.mp3$/i.test(path)) return "audio/mpeg";
  if (/\.m4a$/i.test(path)) return "audio/mp4";
  return null;
}

export const zPodcastAudio = z
  .string()
  .trim()
  .max(500)
  .superRefine((value, ctx) => {
    if (!podcastAudioTypeOf(value)) addValidationIssue(ctx, consoleRule("podcastAudio"));
  });

/** POST …/podcast/episodes, PUT …/podcast/episodes/:id: the whole episode as the form sends it. */
export const podcastEpisodeBody = z
  .object({
    title: localized(PODCAST_EPISODE_TITLE_MAX, true),
    description: localized(PODCAST_EPISODE_DESCRIPTION_MAX, true),
    episode: z.number().int().min(1).max(PODCAST_EPISODE_NUMBER_MAX),
    audioUrl: zPodcastAudio,
    /**
     * The file's size (the enclosure's length). For a file uploaded here the server measures it itself (0 is fine);
     * for any other address it must be given.
     */
    audioBytes: z.number().int().min(0).max(PODCAST_AUDIO_BYTES_MAX),
    durationSeconds: z.number().int().min(1).max(PODCAST_EPISODE_DURATION_MAX),
    /** When it is (or was) published, a Macau minute: a later one keeps it out of the feed until then. */
    publishedAt: zMacauMinute,
    published: z.boolean(),
  })
  .strict();
export type PodcastEpisodeInput = z.input<typeof podcastEpisodeBody>;

/** POST …/podcast/episodes/:id/visibility: published, or back to a draft (then it may be deleted). */
export const podcastEpisodeVisibilityBody = z.object({ published: z.boolean() }).strict();
export type PodcastEpisodeVisibilityInput = z.input<typeof podcastEpisodeVisibilityBody>;

/** GET …/podcast/episodes: newest first, paged. */
export const consolePodcastEpisodeListQuery = pagingQuery;
export type ConsolePodcastEpisodeListQuery = z.input<typeof consolePodcastEpisodeListQuery>;

/** A row of the console's episode list (MediaList's row: `category` is the episode's number, "#5"). */
export interface ConsolePodcastEpisodeItem {
  id: number;
  /** In the console's language. */
  title: string;
  category: string;
  episode: number;
  durationSeconds: number;
  publishedAt: string;
  published: boolean;
  status: ConsoleMediaStatus;
}

export interface ConsolePodcastEpisode {
  id: number;
  guid: string;
  title: ConsoleText;
  description: ConsoleText;
  episode: number;
  audioUrl: string;
  audioBytes: number;
  audioType: string;
  durationSeconds: number;
  /** ISO instant. */
  publishedAt: string;
  published: boolean;
  status: ConsoleMediaStatus;
}
