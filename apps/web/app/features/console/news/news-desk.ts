import { NEWSROOMS, type Newsroom } from "@portal/contract/schemas/news";
import {
  NEWS_STATUSES,
  type NewsEditorArticle,
  type NewsFocalPoint,
  type NewsHansLine,
  type NewsHansOverrideInput,
  type NewsStatus,
  type NewsUpdateInput,
} from "@portal/contract/schemas/news/console";

/**
 * The news desk's rules that are not drawing (routes/console/news-*.tsx): the list's filters in the address, Macau
 * times, the editor's form and what a save sends, the Simplified lines' names and the cover's focal point.
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

const MACAU_OFFSET_MS = 8 * 3_600_000;

/** An instant as a Macau minute `YYYY-MM-DDTHH:mm` (UTC+8 all year): the schedule's input value. */
export function macauMinuteOf(instant: number): string {
  return new Date(instant + MACAU_OFFSET_MS).toISOString().slice(0, 16);
}

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
  categoryId: number | null;
  byline: string;
  cover: string | null;
  coverAlt: string;
  coverFocus: NewsFocalPoint | null;
  seoTitle: string;
  seoDescription: string;
  /** The editor's Simplified lines: line → { text, reviewed } (a line absent has no override). */
  overrides: Record<string, { text: string; reviewed?: boolean }>;
}

export function emptyForm(): EditorForm {
  return { title: "", summary: "", body: "", categoryId: null, byline: "", cover: null, coverAlt: "", coverFocus: null, seoTitle: "", seoDescription: "", overrides: {} };
}

export function formOf(article: NewsEditorArticle): EditorForm {
  const overrides: EditorForm["overrides"] = {};
  for (const line of article.hans) if (line.override !== null) overrides[line.line] = { text: line.override };
  return {
    title: article.title,
    summary: article.summary,
    body: article.body,
    categoryId: article.categoryId,
    byline: article.byline ?? "",
    cover: article.cover,
    coverAlt: article.coverAlt,
    coverFocus: article.coverFocus,
    seoTitle: article.seoTitle,
    seoDescription: article.seoDescription,
    overrides,
  };
}

/** The full set of overrides a save sends (the server keeps only what is sent: docs/news.md). */
export function overridesOf(form: EditorForm): NewsHansOverrideInput[] {
  return Object.entries(form.overrides)
    .filter(([, value]) => value.text.trim() !== "")
    .map(([line, value]) => (value.reviewed ? { line, text: value.text, reviewed: true } : { line, text: value.text }));
}

/** The article's fields a save sends (create or update), from the form and what the article keeps unedited here. */
export function fieldsOf(form: EditorForm, kept?: Pick<NewsEditorArticle, "type" | "videoUrl" | "audioUrl" | "topicIds" | "relatedIds">): Omit<NewsUpdateInput, "revision"> {
  return {
    title: form.title.trim(),
    summary: form.summary.trim(),
    body: form.body,
    categoryId: form.categoryId,
    byline: form.byline.trim() || null,
    cover: form.cover,
    coverAlt: form.cover ? form.coverAlt.trim() : "",
    coverFocus: form.cover ? form.coverFocus : null,
    seoTitle: form.seoTitle.trim(),
    seoDescription: form.seoDescription.trim(),
    hansOverrides: overridesOf(form),
    ...(kept ? { type: kept.type, videoUrl: kept.videoUrl, audioUrl: kept.audioUrl, topicIds: kept.topicIds, relatedIds: kept.relatedIds } : {}),
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
