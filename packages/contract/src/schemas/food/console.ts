import { z } from "zod";
import { pagingQuery, slugSchema } from "../common.ts";
import { localized, type ConsoleText } from "../console-text.ts";
import { zMacauMinute, zSitePicture } from "../news/console.ts";
import type { ConsoleMediaStatus } from "../short-video/console.ts";

/**
 * The producer's console calls for food pages (endpoints/food.ts `foodConsoleApi`; docs/console.md "Food pages").
 * Texts in the four locales of the table (zh_TW required for the title); the body of each locale is the news editor's
 * HTML, sanitised on save by the news sanitiser. Shared by server and console.
 */
export const FOOD_TITLE_MAX = 200;
export const FOOD_SUMMARY_MAX = 1_000;
export const FOOD_BODY_MAX = 100_000;
export const FOOD_PLACE_MAX = 200;
export const FOOD_CAPTION_MAX = 300;
export const FOOD_PICTURES_MAX = 20;

export const foodPictureBody = z.object({ src: zSitePicture, caption: localized(FOOD_CAPTION_MAX, false) }).strict();
export type FoodPictureInput = z.input<typeof foodPictureBody>;

/** POST …/food, PUT …/food/:id: the whole page as the form sends it. */
export const foodBody = z
  .object({
    /** The type (dishes, restaurants, recipes …): a category's slug. */
    category: slugSchema,
    title: localized(FOOD_TITLE_MAX, true),
    summary: localized(FOOD_SUMMARY_MAX, false),
    body: localized(FOOD_BODY_MAX, false),
    /** The district or neighbourhood, when there is one. */
    place: localized(FOOD_PLACE_MAX, false),
    cover: zSitePicture,
    pictures: z.array(foodPictureBody).max(FOOD_PICTURES_MAX).default([]),
    /** The programme the page comes from (its slug), or empty. */
    programSlug: z.union([slugSchema, z.literal("")]).default(""),
    publishedAt: zMacauMinute,
    published: z.boolean(),
  })
  .strict();
export type FoodInput = z.input<typeof foodBody>;

/** POST …/food/:id/visibility. */
export const foodVisibilityBody = z.object({ published: z.boolean() }).strict();
export type FoodVisibilityInput = z.input<typeof foodVisibilityBody>;

/** GET …/food: newest first, paged. */
export const consoleFoodListQuery = pagingQuery;
export type ConsoleFoodListQuery = z.input<typeof consoleFoodListQuery>;

export interface ConsoleFoodItem {
  id: number;
  /** In the console's language. */
  title: string;
  category: string | null;
  publishedAt: string;
  published: boolean;
  status: ConsoleMediaStatus;
}

export interface ConsoleFood {
  id: number;
  category: string;
  title: ConsoleText;
  summary: ConsoleText;
  /** The stored (sanitised) HTML of each locale. */
  body: ConsoleText;
  place: ConsoleText;
  cover: string;
  pictures: { src: string; caption: ConsoleText }[];
  programSlug: string;
  publishedAt: string;
  published: boolean;
  status: ConsoleMediaStatus;
}

/** What the form offers: the types and the programmes, named in the console's language. */
export interface ConsoleFoodOptions {
  categories: { slug: string; name: string }[];
  programmes: { slug: string; name: string }[];
}
