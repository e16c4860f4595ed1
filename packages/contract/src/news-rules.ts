/**
 * The news' names and limits that the browser needs (the console's news desk, the public news list): zod-free, so
 * that a screen importing them does not take zod with it (ADR 0011; the article editor carried 25 KB of zod for these
 * constants). schemas/news.ts and schemas/news/console.ts re-export them, so the server and tests import as before.
 */

export const NEWS_TYPES = ["text", "image", "video", "radio"] as const;
export type NewsType = (typeof NEWS_TYPES)[number];

/** The newsrooms: zh (served as zh_TW, and zh_CN through OpenCC), en, pt. */
export const NEWSROOMS = ["zh", "en", "pt"] as const;
export type Newsroom = (typeof NEWSROOMS)[number];

/** The console's workflow (docs/news.md): draft → in_review → scheduled → published → unpublished. */
export const NEWS_STATUSES = ["draft", "in_review", "scheduled", "published", "unpublished"] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/** Limits of the editor's fields. */
export const NEWS_TITLE_MAX = 200;
export const NEWS_SUMMARY_MAX = 1_000;
/** The body's HTML as sent (before sanitising): some 20,000 Chinese characters of text with their markup. */
export const NEWS_BODY_MAX = 60_000;
export const NEWS_SEO_TITLE_MAX = 70;
export const NEWS_SEO_DESCRIPTION_MAX = 160;
export const NEWS_ALT_MAX = 300;
export const NEWS_BYLINE_MAX = 100;
export const NEWS_MEDIA_URL_MAX = 500;
/** Related stories an editor may choose for one story (the public "related" list shows them first). */
export const NEWS_RELATED_MAX = 12;
export const NEWS_TOPICS_MAX = 20;
export const NEWS_OVERRIDES_MAX = 2_000;
export const NEWS_SEARCH_MAX = 100;

/** The cover's focal point: where a crop keeps the picture's centre, as fractions of its width and height (0–1). */
export interface NewsFocalPoint {
  x: number;
  y: number;
}

/**
 * The cover's crop (docs/news.md "The cover's crop"): a rectangle of the uploaded picture, as fractions of its width
 * and height (0–1), whose shape in pixels is the one every cover is shown at, `NEWS_COVER_ASPECT` (16:9: the article
 * page, the cards of every list, the gallery). The server makes the cropped file from the original, which is kept.
 */
export interface NewsCoverCrop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Width to height of a shown cover (16:9). */
export const NEWS_COVER_ASPECT = 16 / 9;
/** How far a crop's shape in pixels may be from 16:9 (rounding to whole pixels and to the fractions sent). */
export const NEWS_COVER_ASPECT_TOLERANCE = 0.02;
/** The smallest crop, in pixels of the original's width (a cover is shown up to 1280 px wide). */
export const NEWS_COVER_CROP_MIN_WIDTH = 160;
/** The cropped file's largest width (a cover is shown up to 1280 px wide: 1920 leaves room for dense screens). */
export const NEWS_COVER_CROP_MAX_WIDTH = 1920;
