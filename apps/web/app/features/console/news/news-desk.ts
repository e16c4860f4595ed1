import {
  NEWS_COVER_ASPECT,
  NEWS_COVER_CROP_MIN_WIDTH,
  NEWS_RELATED_MAX,
  NEWS_STATUSES,
  NEWSROOMS,
  type NewsCoverCrop,
  type NewsFocalPoint,
  type NewsStatus,
  type NewsType,
  type Newsroom,
} from "@portal/contract/news-rules";
import type { NewsEditorArticle, NewsHansLine, NewsHansOverrideInput, NewsRelatedStory, NewsUpdateInput } from "@portal/contract/schemas/news/console";
import { macauMinuteOf } from "../form/texts.ts";

/**
 * The news desk's rules that are not drawing (routes/console/news-*.tsx): the list's filters in the address, Macau
 * times, the editor's form and what a save sends, the related stories' order, the Simplified lines' names, and the
 * cover's focal point and crop.
 */

export const NEWS_DESK_PATH = "/console/news";
export const NEWS_NEW_PATH = `${NEWS_DESK_PATH}/new`;
export const NEWS_PAGE_SIZE = 20;

export const editorPath = (id: number) => `${NEWS_DESK_PATH}/${id}`;
export const newStoryPath = (newsroom: Newsroom) => `${NEWS_NEW_PATH}?newsroom=${newsroom}`;

/** The list's filters as the address holds them (every one optional; the server checks them again). */
export interface NewsDeskFilters {
  status?: NewsStatus;
  newsroom?: Newsroom;
  categoryId?: number;
  author?: number;
  from?: string;
  to?: string;
  q?: string;
  page?: number;
}

const FILTER_KEYS = ["status", "newsroom", "categoryId", "author", "from", "to", "q", "page"] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const positive = (value: string | null): number | undefined => (value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined);

/** The filters of an address's query; a value that is not one the list takes is left out (not an error page). */
export function filtersOf(search: URLSearchParams): NewsDeskFilters {
  const filters: NewsDeskFilters = {};
  const status = search.get("status");
  if (status && (NEWS_STATUSES as readonly string[]).includes(status)) filters.status = status as NewsStatus;
  const newsroom = search.get("newsroom");
  if (newsroom && (NEWSROOMS as readonly string[]).includes(newsroom)) filters.newsroom = newsroom as Newsroom;
  const categoryId = positive(search.get("categoryId"));
  if (categoryId) filters.categoryId = categoryId;
  const author = positive(search.get("author"));
  if (author) filters.author = author;
  for (const key of ["from", "to"] as const) {
    const day = search.get(key);
    if (day && DAY.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`))) filters[key] = day;
  }
  const q = search.get("q")?.replace(/\u0000/g, "").trim().slice(0, 100);
  if (q) filters.q = q;
  const page = positive(search.get("page"));
  if (page && page > 1) filters.page = page;
  return filters;
}

/** The address query of a set of filters ("" for none), in a fixed order so that equal filters make equal links. */
export function searchOf(filters: NewsDeskFilters): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== "" && !(key === "page" && value === 1)) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The number of the last page of a list (at least 1). */
export const lastPageOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

// ── Macau time ─────────────────────────────────────────────────────────────────────────────────────────────────

/** The default time offered for scheduling: the next whole hour in Macau, at least 30 minutes from now. */
export function defaultScheduleMinute(now: number): string {
  const hour = 3_600_000;
  return macauMinuteOf(Math.ceil((now + 30 * 60_000) / hour) * hour);
}

// ── The editor's form ──────────────────────────────────────────────────────────────────────────────────────────

/** What the editor's form holds: the fields a save sends, as the inputs show them. */
export interface EditorForm {
  title: string;
  summary: string;
  body: string;
  type: NewsType;
  /** The story's video and audio links ("" for none). */
  videoUrl: string;
  audioUrl: string;
  categoryId: number | null;
  byline: string;
  cover: string | null;
  coverAlt: string;
  coverFocus: NewsFocalPoint | null;
  coverCrop: NewsCoverCrop | null;
  seoTitle: string;
  seoDescription: string;
  topicIds: number[];
  /** The related stories in the order readers see them (their headlines for the list). */
  related: NewsRelatedStory[];
  /** The editor's Simplified lines: line → { text, reviewed } (a line absent has no override). */
  overrides: Record<string, { text: string; reviewed?: boolean }>;
}

export function emptyForm(): EditorForm {
  return {
    title: "",
    summary: "",
    body: "",
    type: "text",
    videoUrl: "",
    audioUrl: "",
    categoryId: null,
    byline: "",
    cover: null,
    coverAlt: "",
    coverFocus: null,
    coverCrop: null,
    seoTitle: "",
    seoDescription: "",
    topicIds: [],
    related: [],
    overrides: {},
  };
}

export function formOf(article: NewsEditorArticle): EditorForm {
  const overrides: EditorForm["overrides"] = {};
  for (const line of article.hans) if (line.override !== null) overrides[line.line] = { text: line.override };
  return {
    title: article.title,
    summary: article.summary,
    body: article.body,
    type: article.type,
    videoUrl: article.videoUrl ?? "",
    audioUrl: article.audioUrl ?? "",
    categoryId: article.categoryId,
    byline: article.byline ?? "",
    cover: article.cover,
    coverAlt: article.coverAlt,
    coverFocus: article.coverFocus,
    coverCrop: article.coverCrop,
    seoTitle: article.seoTitle,
    seoDescription: article.seoDescription,
    topicIds: article.topicIds,
    related: article.related,
    overrides,
  };
}

/** The full set of overrides a save sends (the server keeps only what is sent: docs/news.md). */
export function overridesOf(form: EditorForm): NewsHansOverrideInput[] {
  return Object.entries(form.overrides)
    .filter(([, value]) => value.text.trim() !== "")
    .map(([line, value]) => (value.reviewed ? { line, text: value.text, reviewed: true } : { line, text: value.text }));
}

/** The article's fields a save sends (create or update): the whole article as the form has it. */
export function fieldsOf(form: EditorForm): Omit<NewsUpdateInput, "revision"> {
  return {
    title: form.title.trim(),
    summary: form.summary.trim(),
    body: form.body,
    type: form.type,
    videoUrl: form.videoUrl.trim() || null,
    audioUrl: form.audioUrl.trim() || null,
    categoryId: form.categoryId,
    byline: form.byline.trim() || null,
    cover: form.cover,
    coverAlt: form.cover ? form.coverAlt.trim() : "",
    coverFocus: form.cover ? form.coverFocus : null,
    coverCrop: form.cover ? form.coverCrop : null,
    seoTitle: form.seoTitle.trim(),
    seoDescription: form.seoDescription.trim(),
    topicIds: form.topicIds,
    relatedIds: form.related.map((story) => story.id),
    hansOverrides: overridesOf(form),
  };
}

/** What the form refuses before sending (the server says the rest): message keys by field. */
export function formProblems(form: EditorForm): { title?: "headlineRequired"; coverAlt?: "coverAltRequired" } {
  const problems: { title?: "headlineRequired"; coverAlt?: "coverAltRequired" } = {};
  if (!form.title.trim()) problems.title = "headlineRequired";
  if (form.cover && !form.coverAlt.trim()) problems.coverAlt = "coverAltRequired";
  return problems;
}

/** Whether the form differs from the article as loaded. */
export function isDirty(form: EditorForm, saved: EditorForm): boolean {
  return JSON.stringify(fieldsOf(form)) !== JSON.stringify(fieldsOf(saved));
}

// ── Simplified lines ───────────────────────────────────────────────────────────────────────────────────────────

/** A line's name for people: its part and its number from 1 (the server counts from 0). */
export function lineName(line: string): { part: "title" | "summary" | "body"; n: number } {
  const [part, index] = line.split(":");
  if (part === "summary" || part === "body") return { part, n: Number(index) + 1 };
  return { part: "title", n: 1 };
}

/** The text a line shows now: the editor's override being written, else the stored one, else the converted text. */
export function shownHans(line: NewsHansLine, form: EditorForm): string {
  return form.overrides[line.line]?.text ?? line.generated;
}

/** A line's markup as text, for showing a body line's Traditional source beside its Simplified (no HTML is drawn). */
export function textOfLine(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

// ── The cover's focal point ───────────────────────────────────────────────────────────────────────────────────

/** Where a click on the picture falls, as fractions of its width and height (0–1, two decimals). */
export function focalPointAt(clientX: number, clientY: number, box: { left: number; top: number; width: number; height: number }): NewsFocalPoint {
  const fraction = (offset: number, size: number) => (size > 0 ? Math.round(Math.min(1, Math.max(0, offset / size)) * 100) / 100 : 0.5);
  return { x: fraction(clientX - box.left, box.width), y: fraction(clientY - box.top, box.height) };
}

/** A focal point moved by the arrow keys (5 % a press), kept inside the picture. */
export function nudgeFocalPoint(point: NewsFocalPoint | null, key: string): NewsFocalPoint | null {
  const step = 0.05;
  const from = point ?? { x: 0.5, y: 0.5 };
  const clamp = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;
  switch (key) {
    case "ArrowLeft":
      return { x: clamp(from.x - step), y: from.y };
    case "ArrowRight":
      return { x: clamp(from.x + step), y: from.y };
    case "ArrowUp":
      return { x: from.x, y: clamp(from.y - step) };
    case "ArrowDown":
      return { x: from.x, y: clamp(from.y + step) };
    default:
      return null;
  }
}

/** A picture the body may hold: a path under the site's /uploads/ or /demo/ (the contract's zSitePicture rule). */
export function isSitePicture(src: string): boolean {
  return /^\/(uploads|demo)\/[\w./-]+$/.test(src) && !src.includes("..");
}

/** A link the body may hold (the server's sanitiser keeps these: http, https, mailto, or a path of the site). */
export function isAllowedLink(href: string): boolean {
  const value = href.trim();
  return /^https?:\/\/[^\s]+$/i.test(value) || /^mailto:[^\s]+$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value);
}

// ── Related stories ─────────────────────────────────────────────────────────────────────────────────────────

/** Whether `story` may be added to the related list of article `self` (not itself, not twice, room left). */
export function mayRelate(related: readonly NewsRelatedStory[], story: { id: number }, self: number | null): boolean {
  return story.id !== self && !related.some((r) => r.id === story.id) && related.length < NEWS_RELATED_MAX;
}

/** The related list with the story at `index` moved by `by` places (−1 up, +1 down); unchanged at either end. */
export function moveRelated<T>(related: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= related.length || to < 0 || to >= related.length) return [...related];
  const next = [...related];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

// ── The cover's crop ──────────────────────────────────────────────────────────────────────────────────────────

/** The largest 16:9 rectangle a picture of `size` pixels holds, in pixels. */
function largestCrop(size: { width: number; height: number }): { width: number; height: number } {
  return size.width / size.height >= NEWS_COVER_ASPECT
    ? { width: size.height * NEWS_COVER_ASPECT, height: size.height }
    : { width: size.width, height: size.width / NEWS_COVER_ASPECT };
}

/** The smallest zoom a picture allows (the crop at least NEWS_COVER_CROP_MIN_WIDTH pixels wide), or null: too small to crop. */
export function minCropZoom(size: { width: number; height: number }): number | null {
  const widest = largestCrop(size).width;
  return widest < NEWS_COVER_CROP_MIN_WIDTH ? null : Math.max(0.2, Math.ceil((NEWS_COVER_CROP_MIN_WIDTH / widest) * 100) / 100);
}

const fourPlaces = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * The 16:9 crop of a picture of `size` pixels: `zoom` (0–1) of the largest such rectangle, centred on the focal point
 * as far as the picture's edges allow, in fractions of the picture (what the server takes).
 */
export function cropAround(focus: NewsFocalPoint | null, zoom: number, size: { width: number; height: number }): NewsCoverCrop {
  const largest = largestCrop(size);
  const width = (largest.width * zoom) / size.width;
  const height = (largest.height * zoom) / size.height;
  const centre = focus ?? { x: 0.5, y: 0.5 };
  const place = (at: number, extent: number) => Math.min(1 - extent, Math.max(0, at - extent / 2));
  return { x: fourPlaces(place(centre.x, width)), y: fourPlaces(place(centre.y, height)), width: fourPlaces(width), height: fourPlaces(height) };
}

/** The zoom of a crop (its width against the largest 16:9 rectangle of the picture), in whole percent. */
export function cropZoomOf(crop: NewsCoverCrop, size: { width: number; height: number }): number {
  return Math.round(((crop.width * size.width) / largestCrop(size).width) * 100) / 100;
}
