import { z } from "zod";
import { idSchema, isoDate, pagingQuery } from "../common.ts";
import type { Paged } from "../member.ts";
import { NEWS_TYPES, NEWSROOMS, type NewsType, type Newsroom } from "../news.ts";

/**
 * The console's news calls (endpoints/news.ts `newsConsoleApi`; docs/news.md "Editing in the console"): the list
 * with filters, the editor's article (Traditional Chinese with its Simplified Chinese per line and the editor's
 * overrides), the status workflow, revisions with a diff, and the signed preview link. Shared by server and console.
 */

/** The workflow (docs/news.md): draft → in_review → scheduled → published → unpublished. */
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
export const NEWS_RELATED_MAX = 12;
export const NEWS_TOPICS_MAX = 20;
export const NEWS_OVERRIDES_MAX = 2_000;
export const NEWS_SEARCH_MAX = 100;

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

/** The cover's focal point: where a crop keeps the picture's centre, as fractions of its width and height (0–1). */
export const newsFocalPoint = z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }).strict();
export type NewsFocalPoint = z.infer<typeof newsFocalPoint>;

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
  videoUrl: z.string().trim().url().max(500).regex(/^https?:\/\//, "http(s) only").nullable().default(null),
  audioUrl: z.string().trim().url().max(500).regex(/^https?:\/\//, "http(s) only").nullable().default(null),
  /** The by-line shown to readers (e.g. "Reporter Chan"); the author's staff account is kept apart (createdBy). */
  byline: z.string().trim().max(100).nullable().default(null),
  seoTitle: z.string().trim().max(NEWS_SEO_TITLE_MAX).default(""),
  seoDescription: z.string().trim().max(NEWS_SEO_DESCRIPTION_MAX).default(""),
  topicIds: z.array(idSchema).max(NEWS_TOPICS_MAX).default([]),
  /** Related stories, in the order shown. */
  relatedIds: z.array(idSchema).max(NEWS_RELATED_MAX).default([]),
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

/** Everything the editor needs for one article. */
export interface NewsEditorArticle extends NewsConsoleItem {
  type: NewsType;
  summary: string;
  /** The stored (sanitised) HTML. */
  body: string;
  coverAlt: string;
  coverFocus: NewsFocalPoint | null;
  videoUrl: string | null;
  audioUrl: string | null;
  byline: string | null;
  seoTitle: string;
  seoDescription: string;
  topicIds: number[];
  relatedIds: number[];
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

/** A preview link's token (news-preview.ts, apart from zod for the web app's root). */
export { NEWS_PREVIEW_TOKEN } from "../../news-preview.ts";

/** A signed link to the page as readers will see it, draft or not; valid until `expiresAt`. */
export interface NewsPreviewLink {
  token: string;
  /** The site's path of the article page with `?preview=<token>`, in the newsroom's language. */
  path: string;
  expiresAt: string;
}
