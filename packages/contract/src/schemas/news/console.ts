import { z } from "zod";
import {
  NEWS_ALT_MAX,
  NEWS_BODY_MAX,
  NEWS_BYLINE_MAX,
  NEWS_MEDIA_URL_MAX,
  NEWS_OVERRIDES_MAX,
  NEWS_SEARCH_MAX,
  NEWS_SEO_DESCRIPTION_MAX,
  NEWS_SEO_TITLE_MAX,
  NEWS_STATUSES,
  NEWS_SUMMARY_MAX,
  NEWS_TITLE_MAX,
  NEWS_TOPICS_MAX,
  NEWS_TYPES,
  NEWSROOMS,
  type NewsCoverCrop,
  type NewsFocalPoint,
  type NewsStatus,
  type NewsType,
  type Newsroom,
} from "../../news-rules.ts";
import { idSchema, isoDate, pagingQuery } from "../common.ts";
import type { Paged } from "../member.ts";
import type { StaffRole } from "../staff.ts";

/**
 * The console's news calls (endpoints/news.ts `newsConsoleApi`; docs/news.md "Editing in the console"): the list
 * with filters, the editor's article (Traditional Chinese with its Simplified Chinese per line and the editor's
 * overrides), the status workflow, revisions with a diff, and the signed preview link. Shared by server and console.
 * The names and limits the browser needs are in the zod-free news-rules.ts (ADR 0011), re-exported here.
 */
export * from "../../news-rules.ts";

/**
 * How many related ids a save may carry before the schema refuses it as malformed: the service refuses more than
 * NEWS_RELATED_MAX with its own message, in the request's language (a list too long is a person's mistake).
 */
const RELATED_IDS_PARSED_MAX = 100;

/**
 * A picture or file of this site: a path of the upload service (`/uploads/…`, POST /api/v1.0/common/upload) or of
 * the demo content (`/demo/…`). No other site's address, no `..`.
 */
export const zSitePicture = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/(uploads|demo)\/[\w./-]+$/, "a picture is a path under /uploads/ or /demo/")
  .refine((v) => !v.includes(".."), "a picture is a path under /uploads/ or /demo/");

const fraction = z.number().min(0).max(1);

/** The cover's focal point: where a crop keeps the picture's centre, as fractions of its width and height (0–1). */
export const newsFocalPoint: z.ZodType<NewsFocalPoint, NewsFocalPoint> = z.object({ x: fraction, y: fraction }).strict();

/** Rounding of the fractions a browser sends: a rectangle may pass the picture's edge by this much. */
const EDGE_SLACK = 0.001;

/**
 * The cover's crop: a rectangle of the picture as fractions (news-rules.ts `NewsCoverCrop`), inside the picture.
 * Its 16:9 shape in pixels needs the picture's size: the server checks it against the file (editor-service.ts).
 */
export const newsCoverCrop: z.ZodType<NewsCoverCrop, NewsCoverCrop> = z
  .object({ x: fraction, y: fraction, width: z.number().min(0.01).max(1), height: z.number().min(0.01).max(1) })
  .strict()
  .refine((crop) => crop.x + crop.width <= 1 + EDGE_SLACK && crop.y + crop.height <= 1 + EDGE_SLACK, "the crop must lie inside the picture");

/**
 * A line of the Simplified Chinese text: `title`, `summary:<n>` (the standfirst's n-th line, from 0) or `body:<n>`
 * (the body's n-th block: p, h2, h3, li, blockquote, figcaption, in document order, from 0).
 */
export const zHansLineKey = z.string().regex(/^(title|summary:\d{1,4}|body:\d{1,4})$/, "a line is title, summary:<n> or body:<n>");

/**
 * An override of one Simplified line, written by the editor. `text` is the line's Simplified text (the body's lines
 * may hold the inline markup of the body: strong, em, a …; it is sanitised like the body). An override whose text
 * is unchanged keeps the Traditional source it was written against (so it stays `stale` after an edit of that
 * line) unless `reviewed` is true: then it is now written against the line as it is.
 */
export const newsHansOverride = z
  .object({
    line: zHansLineKey,
    text: z.string().max(20_000),
    reviewed: z.boolean().optional(),
  })
  .strict();
export type NewsHansOverrideInput = z.input<typeof newsHansOverride>;

/** Macao local date and time to the minute: `YYYY-MM-DDTHH:mm` (UTC+8, no daylight saving). */
export const zMacauMinute = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "a time is written YYYY-MM-DDTHH:mm (Macau time)")
  .refine((v) => isoDate.safeParse(v.slice(0, 10)).success && Number(v.slice(11, 13)) < 24 && Number(v.slice(14, 16)) < 60, "not a real date and time");

/** The revision the client edited: a save or transition from an older one answers 409. */
const zRevision = z.number().int().min(1).max(2_147_483_647);

/** GET …/news: the console's list, newest change first. Dates are Macao calendar days (both included). */
export const newsConsoleListQuery = pagingQuery.extend({
  status: z.enum(NEWS_STATUSES).optional(),
  newsroom: z.enum(NEWSROOMS).optional(),
  categoryId: idSchema.optional(),
  /** The author's staff id (createdBy). */
  author: idSchema.optional(),
  /** Updated on or after this day / on or before this day (Macao). */
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** Words of the headline, standfirst or body (the site's search, drafts included). */
  q: z.string().trim().max(NEWS_SEARCH_MAX).regex(/^[^\u0000]*$/, "no NUL character").optional(),
});
export type NewsConsoleListQuery = z.input<typeof newsConsoleListQuery>;

/** A video or audio link of a story: http(s). */
const zMediaUrl = z.string().trim().url().max(NEWS_MEDIA_URL_MAX).regex(/^https?:\/\//, "http(s) only");

/** The article's fields as the editor writes them (create, update). */
const articleFields = {
  categoryId: idSchema.nullable().default(null),
  type: z.enum(NEWS_TYPES).default("text"),
  title: z.string().trim().min(1).max(NEWS_TITLE_MAX),
  /** The standfirst: plain text, one line or several. */
  summary: z.string().trim().max(NEWS_SUMMARY_MAX).default(""),
  /** HTML from the rich-text editor: sanitised on save (docs/news.md "The sanitiser"). */
  body: z.string().max(NEWS_BODY_MAX).default(""),
  cover: zSitePicture.nullable().default(null),
  /** Required with a cover. */
  coverAlt: z.string().trim().max(NEWS_ALT_MAX).default(""),
  coverFocus: newsFocalPoint.nullable().default(null),
  /** The cover's 16:9 crop (null: the picture as uploaded); the server makes the cropped file readers get. */
  coverCrop: newsCoverCrop.nullable().default(null),
  videoUrl: zMediaUrl.nullable().default(null),
  audioUrl: zMediaUrl.nullable().default(null),
  /** The by-line shown to readers (e.g. "Reporter Chan"); the author's staff account is kept apart (createdBy). */
  byline: z.string().trim().max(NEWS_BYLINE_MAX).nullable().default(null),
  seoTitle: z.string().trim().max(NEWS_SEO_TITLE_MAX).default(""),
  seoDescription: z.string().trim().max(NEWS_SEO_DESCRIPTION_MAX).default(""),
  topicIds: z.array(idSchema).max(NEWS_TOPICS_MAX).default([]),
  /** Related stories, in the order shown: other stories of the newsroom, each once, at most NEWS_RELATED_MAX. */
  relatedIds: z.array(idSchema).max(RELATED_IDS_PARSED_MAX).default([]),
  /** The Chinese newsroom only: every override of the Simplified text after this save (others are generated). */
  hansOverrides: z.array(newsHansOverride).max(NEWS_OVERRIDES_MAX).default([]),
};

/** A cover needs its alt text. */
const coverNeedsAlt = (value: { cover: string | null; coverAlt: string }) => !value.cover || value.coverAlt.length > 0;
const COVER_ALT = { message: "a cover needs its alt text", path: ["coverAlt"] };

/** POST …/news: a new draft, in one newsroom. */
export const newsCreateBody = z
  .object({ newsroom: z.enum(NEWSROOMS), ...articleFields })
  .strict()
  .refine(coverNeedsAlt, COVER_ALT);
export type NewsCreateInput = z.input<typeof newsCreateBody>;

/** PUT …/news/:id: the whole article as edited (the newsroom does not change), with the revision it was edited from. */
export const newsUpdateBody = z
  .object({ revision: zRevision, ...articleFields })
  .strict()
  .refine(coverNeedsAlt, COVER_ALT);
export type NewsUpdateInput = z.input<typeof newsUpdateBody>;

/** submit, publish, unpublish: the revision the client saw. */
export const newsTransitionBody = z.object({ revision: zRevision }).strict();
export type NewsTransitionInput = z.input<typeof newsTransitionBody>;

/** POST …/news/:id/schedule: publish at a Macao minute in the future. */
export const newsScheduleBody = z.object({ revision: zRevision, at: zMacauMinute }).strict();
export type NewsScheduleInput = z.input<typeof newsScheduleBody>;

/** POST …/news/:id/revisions/:revision/restore: the revision's content becomes the article's (a new revision). */
export const newsRestoreBody = newsTransitionBody;
export type NewsRestoreInput = NewsTransitionInput;

export const newsRevisionParams = z.object({ id: idSchema, revision: idSchema });

/** GET …/news/:id/revisions/:revision/diff: against `against` (another revision), else the current article. */
export const newsDiffQuery = z.object({ against: idSchema.optional() });
export type NewsDiffQuery = z.input<typeof newsDiffQuery>;

export const newsRevisionsQuery = pagingQuery;
export type NewsRevisionsQuery = z.input<typeof newsRevisionsQuery>;

// ── Answers ────────────────────────────────────────────────────────────────────────────────────────────────
export interface NewsStaffRef {
  id: number;
  name: string;
}

/** A row of the console's list. */
export interface NewsConsoleItem {
  id: number;
  newsroom: Newsroom;
  status: NewsStatus;
  title: string;
  categoryId: number | null;
  cover: string | null;
  author: NewsStaffRef | null;
  updatedBy: NewsStaffRef | null;
  revision: number;
  /** When it went (or goes) out; null for a story never published. */
  publishedAt: string | null;
  /** Macao minute it is scheduled for (status scheduled), as an instant. */
  scheduledAt: string | null;
  updatedAt: string;
}
export type NewsConsolePage = Paged<NewsConsoleItem>;

/** One line of the Simplified Chinese text, beside its Traditional source. */
export interface NewsHansLine {
  /** `title`, `summary:<n>`, `body:<n>`. */
  line: string;
  /** The Traditional line as it is now (body lines: the block's inner HTML). */
  source: string;
  /** What OpenCC makes of it. */
  generated: string;
  /** The editor's override, or null: the line shown is `override ?? generated`. */
  override: string | null;
  /** The override was written against another Traditional text: the line changed since; review it. */
  stale: boolean;
}

/**
 * The fields the editor writes beside the headline, category and cover, as the editor's answer and every revision's
 * snapshot keep them (editor-service.ts `ArticleSnapshot`).
 */
export interface NewsEditedFields {
  type: NewsType;
  summary: string;
  /** The stored (sanitised) HTML. */
  body: string;
  coverAlt: string;
  coverFocus: NewsFocalPoint | null;
  coverCrop: NewsCoverCrop | null;
  videoUrl: string | null;
  audioUrl: string | null;
  byline: string | null;
  seoTitle: string;
  seoDescription: string;
  topicIds: number[];
  /** In the order readers see them. */
  relatedIds: number[];
}

/** A related story as the editor lists it. */
export interface NewsRelatedStory {
  id: number;
  title: string;
  status: NewsStatus;
}

/** Everything the editor needs for one article. */
export interface NewsEditorArticle extends NewsConsoleItem, NewsEditedFields {
  /** The cropped cover readers get (made by the server from `cover` and `coverCrop`), or null without a crop. */
  coverCropped: string | null;
  /** The related stories of `relatedIds`, in that order, with their headlines and status. */
  related: NewsRelatedStory[];
  /** The Chinese newsroom: every line of title, standfirst and body with its Simplified text; [] for en and pt. */
  hans: NewsHansLine[];
  /** The materialised Simplified text the public zh-hans pages show (null outside the Chinese newsroom). */
  titleHans: string | null;
  summaryHans: string | null;
  bodyHans: string | null;
  /** What this staff member may do with it now (by role, authorship and status). */
  can: { edit: boolean; submit: boolean; publish: boolean; schedule: boolean; unpublish: boolean };
}

/** A revision in the list (newest first). */
export interface NewsRevisionItem {
  revision: number;
  /** news.create, news.update, news.submit, news.publish, news.schedule, news.unpublish, news.restore. */
  action: string;
  status: NewsStatus;
  title: string;
  by: NewsStaffRef | null;
  at: string;
}

/** A word-level part of a field's diff (the `diff` package's changes). */
export interface NewsDiffPart {
  value: string;
  added?: boolean;
  removed?: boolean;
}

/** The fields that differ between two revisions, each with its parts (removed, added, unchanged). */
export interface NewsRevisionDiff {
  from: number;
  /** The other revision: the current one unless `against` was given. */
  to: number;
  fields: { field: string; parts: NewsDiffPart[] }[];
}

/** The categories the editor offers, titles in the request's language. */
export interface NewsConsoleCategory {
  id: number;
  slug: string;
  title: string;
}

/** A topic the editor offers (every topic, published or not), its title in the request's language. */
export interface NewsConsoleTopic {
  id: number;
  slug: string;
  title: string;
  published: boolean;
}

/** A staff member who may write news (the list's author filter): contributors, editors and administrators. */
export interface NewsAuthorOption {
  id: number;
  name: string;
  role: StaffRole;
  /** False for a disabled or not yet set-up account (their stories stay theirs). */
  active: boolean;
}

/** A preview link's token (news-preview.ts, apart from zod for the web app's root). */
export { NEWS_PREVIEW_TOKEN } from "../../news-preview.ts";

/** A signed link to the page as readers will see it, draft or not; valid until `expiresAt`. */
export interface NewsPreviewLink {
  token: string;
  /** The site's path of the article page with `?preview=<token>`, in the newsroom's language. */
  path: string;
  expiresAt: string;
}
