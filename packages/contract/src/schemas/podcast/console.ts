import { z } from "zod";
import { isEmail } from "../../rules.ts";
import { addValidationIssue } from "../../validation.ts";
import { localized, type ConsoleText } from "../console-text.ts";
import { zSitePicture } from "../news/console.ts";
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
