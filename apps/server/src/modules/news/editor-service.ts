import { and, asc, count, desc, eq, gt, ilike, inArray, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { likePattern } from "../../platform/like-pattern.ts";
import { diffWords } from "diff";
import { newsTags } from "@portal/contract/cache-tags";
import type { ApiLocale } from "@portal/contract/locales";
import type { Paged } from "@portal/contract/schemas/member";
import type { NewsType, Newsroom } from "@portal/contract/schemas/news";
import {
  NEWS_COVER_ASPECT,
  NEWS_COVER_ASPECT_TOLERANCE,
  NEWS_COVER_CROP_MAX_WIDTH,
  NEWS_COVER_CROP_MIN_WIDTH,
  NEWS_RELATED_MAX,
  type NewsCoverCrop,
} from "@portal/contract/news-rules";
import type {
  NewsConsoleItem,
  NewsEditedFields,
  NewsEditorArticle,
  NewsHansOverrideInput,
  NewsRelatedStory,
  NewsRevisionDiff,
  NewsRevisionItem,
  NewsStatus,
} from "@portal/contract/schemas/news/console";
import { z } from "zod";
import { STAFF_ROLES } from "@portal/contract/schemas/staff";
import type { newsConsoleListQuery, newsCreateBody, newsUpdateBody } from "@portal/contract/schemas/news/console";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../platform/deps.ts";
import { defineJob } from "../../platform/jobs.ts";
import { AppError, notFound, refusal } from "../../platform/errors.ts";
import { pickText } from "../../platform/localize.ts";
import { parseMacauDateTime } from "../../platform/macau-time.ts";
import { pageOf } from "../../platform/paging.ts";
import { articleCjkVector } from "../../platform/search-tokens.ts";
import type { StaffActor } from "../../platform/staff-auth.ts";
import type { StaffIdentity, StaffSession } from "../../platform/sessions.ts";
import { changedFields, recordChange } from "../audit/audit-service.ts";
import { storeCroppedPicture, uploadedPictureSize } from "../upload/upload-service.ts";
import { linesOf, simplifiedOf } from "./hans-lines.ts";
import { macauDayStart } from "./news-service.ts";
import { newsReplies } from "./replies.ts";
import { sanitizeArticleHtml, sanitizeInlineHtml } from "../../platform/article-html.ts";
import {
  newsArticleRevisions,
  newsArticles,
  newsCategories,
  newsRelatedArticles,
  newsTopicArticles,
  newsTopics,
  type HansOverrides,
} from "./tables.ts";

/**
 * The console's news (docs/news.md "Editing in the console"): drafts, saves and the status workflow, each write one
 * transaction that saves the article, writes its revision (a full snapshot) and the audit entry (before/after).
 * The HTML is sanitised and the Simplified Chinese made line by line at every save (platform/article-html.ts, hans-lines.ts).
 */

type ArticleRow = typeof newsArticles.$inferSelect;
type ArticleValues = Partial<typeof newsArticles.$inferInsert>;
type ArticleContent = z.output<typeof newsCreateBody> | z.output<typeof newsUpdateBody>;

/** The audit log's and the revisions' actions. */
export type NewsAction = "news.create" | "news.update" | "news.submit" | "news.publish" | "news.schedule" | "news.unpublish" | "news.restore";

const PUBLISHERS = new Set(["editor", "admin"]);
const isPublisher = (session: Pick<StaffSession, "role">) => PUBLISHERS.has(session.role);

/** The status readers see: a scheduled story whose minute has come is published (the job records it). */
export function statusOf(row: Pick<ArticleRow, "status" | "publishedAt">, now: Date): NewsStatus {
  return row.status === "scheduled" && row.publishedAt.getTime() <= now.getTime() ? "published" : row.status;
}

// ── Snapshots ─────────────────────────────────────────────────────────────────────────────────────────────

/**
 * What a revision keeps of an article: the editor's fields (the contract's `NewsEditedFields`, as the editor's answer
 * has them), the cropped cover and the Simplified text made of them, status and times.
 */
export interface ArticleSnapshot extends NewsEditedFields {
  newsroom: string;
  status: NewsStatus;
  categoryId: number | null;
  title: string;
  cover: string | null;
  coverCropped: string | null;
  hansOverrides: HansOverrides;
  titleHans: string | null;
  summaryHans: string | null;
  bodyHans: string | null;
  publishedAt: string | null;
  scheduledAt: string | null;
  revision: number;
}

/** The fields a restore brings back (status and times stay as they are). */
const RESTORED_FIELDS = [
  "categoryId", "type", "title", "summary", "body", "cover", "coverAlt", "coverFocus", "coverCrop", "videoUrl", "audioUrl",
  "byline", "seoTitle", "seoDescription", "topicIds", "relatedIds", "hansOverrides",
] as const;

/** The fields a diff compares (the cropped file follows the crop: not compared). */
const DIFF_FIELDS = [...RESTORED_FIELDS, "titleHans", "summaryHans", "bodyHans", "status", "publishedAt", "scheduledAt"] as const;

const wasOut = (status: NewsStatus) => status === "published" || status === "scheduled" || status === "unpublished";

async function linksOf(db: Db, id: number): Promise<{ topicIds: number[]; relatedIds: number[] }> {
  const [topics, related] = await Promise.all([
    db.select({ id: newsTopicArticles.topicId }).from(newsTopicArticles).where(eq(newsTopicArticles.articleId, id)).orderBy(asc(newsTopicArticles.topicId)),
    db
      .select({ id: newsRelatedArticles.relatedId })
      .from(newsRelatedArticles)
      .where(eq(newsRelatedArticles.articleId, id))
      .orderBy(asc(newsRelatedArticles.position), asc(newsRelatedArticles.relatedId)),
  ]);
  return { topicIds: topics.map((t) => t.id), relatedIds: related.map((r) => r.id) };
}

/** The fields the editor writes beside title and links, as a row keeps them (the by-line is the column author). */
function editorFieldsOf(row: ArticleRow): Omit<NewsEditedFields, "topicIds" | "relatedIds"> {
  return {
    type: row.type as NewsType,
    summary: row.summary,
    body: row.body,
    coverAlt: row.coverAlt,
    coverFocus: row.coverFocus ?? null,
    coverCrop: row.coverCrop ?? null,
    videoUrl: row.videoUrl,
    audioUrl: row.audioUrl,
    byline: row.author,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
  };
}

async function snapshotOf(db: Db, row: ArticleRow): Promise<ArticleSnapshot> {
  return {
    newsroom: row.newsroom,
    status: row.status,
    categoryId: row.categoryId,
    title: row.title,
    cover: row.cover,
    coverCropped: row.coverCropped,
    ...editorFieldsOf(row),
    ...(await linksOf(db, row.id)),
    hansOverrides: row.hansOverrides,
    titleHans: row.titleHans,
    summaryHans: row.summaryHans,
    bodyHans: row.bodyHans,
    publishedAt: wasOut(row.status) ? row.publishedAt.toISOString() : null,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    revision: row.revision,
  };
}

// ── Content: sanitised, checked, Simplified made ─────────────────────────────────────────────────────────

type Content = Pick<ArticleSnapshot, (typeof RESTORED_FIELDS)[number] | "coverCropped">;

/** Line breaks written as \n, without trailing blanks. */
const normalizeLines = (text: string) => text.replace(/\r\n?/g, "\n").trim();

/**
 * The overrides after a save: each line's text sanitised, kept against the Traditional line it was written for
 * when unchanged (so it is still `stale` if that line changed) unless the editor marked it reviewed.
 */
function resolveOverrides(
  newsroom: string,
  text: { title: string; summary: string; body: string },
  input: NewsHansOverrideInput[],
  previous: HansOverrides,
): HansOverrides {
  if (newsroom !== "zh") {
    if (input.length) throw refusal(newsReplies.hansOnlyChinese);
    return {};
  }
  const sources = new Map(linesOf(text).map((l) => [l.line, l.source]));
  const overrides: HansOverrides = {};
  for (const { line, text: written, reviewed } of input) {
    const source = sources.get(line);
    if (source === undefined) throw refusal(newsReplies.unknownHansLine, { line });
    const value = line.startsWith("body:") ? sanitizeInlineHtml(written) : written.replace(/\s*\n\s*/g, " ").trim();
    if (!value) continue;
    const before = previous[line];
    overrides[line] = { text: value, source: before && before.text === value && !reviewed ? before.source : source };
  }
  return overrides;
}

/** Where the cover's cropped file is made: the upload service's folder, and the clock that names its month. */
export interface CoverFiles {
  uploadDir: string;
  now: Date;
}

/** The cover, its crop and the cropped file as an article (or a revision) has them. */
type CoverState = Pick<ArticleSnapshot, "cover" | "coverCrop" | "coverCropped">;

const sameCrop = (a: NewsCoverCrop | null, b: NewsCoverCrop | null) =>
  a === b || (!!a && !!b && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height);

/**
 * The file readers get for a cover cropped to `crop` (docs/news.md "The cover's crop"): the one made before when the
 * picture and the crop are unchanged, else a new one made from the uploaded original (which is kept). Refused: a
 * picture that is not an upload of this site (the demo's), a crop that is not 16:9 in the picture's pixels, or one
 * narrower than NEWS_COVER_CROP_MIN_WIDTH. A file made in a transaction that then fails is no one's: the upload
 * sweep removes it.
 */
async function croppedCoverOf(files: CoverFiles, cover: string, crop: NewsCoverCrop, previous: CoverState | null): Promise<string> {
  if (previous?.coverCropped && previous.cover === cover && sameCrop(previous.coverCrop ?? null, crop)) return previous.coverCropped;
  const size = await uploadedPictureSize(files.uploadDir, cover);
  if (!size) throw refusal(newsReplies.cropNeedsUpload);
  const left = Math.min(size.width - 1, Math.round(crop.x * size.width));
  const top = Math.min(size.height - 1, Math.round(crop.y * size.height));
  const width = Math.min(size.width - left, Math.round(crop.width * size.width));
  const height = Math.min(size.height - top, Math.round(crop.height * size.height));
  if (width < NEWS_COVER_CROP_MIN_WIDTH) throw refusal(newsReplies.cropTooSmall, { min: NEWS_COVER_CROP_MIN_WIDTH });
  if (Math.abs(width / height / NEWS_COVER_ASPECT - 1) > NEWS_COVER_ASPECT_TOLERANCE) throw refusal(newsReplies.cropShape);
  return storeCroppedPicture(files.uploadDir, cover, { left, top, width, height }, { maxWidth: NEWS_COVER_CROP_MAX_WIDTH, now: files.now });
}

/**
 * The related stories as chosen: other stories of the same newsroom (`id`: the story itself, when it exists), each
 * once, at most NEWS_RELATED_MAX, in the editor's order. Each refusal says which rule, in the request's language.
 */
async function checkedRelated(db: Db, newsroom: string, relatedIds: number[], id: number | undefined): Promise<number[]> {
  if (relatedIds.length > NEWS_RELATED_MAX) throw refusal(newsReplies.tooManyRelated, { max: NEWS_RELATED_MAX });
  if (id !== undefined && relatedIds.includes(id)) throw refusal(newsReplies.relatedSelf);
  const twice = relatedIds.find((related, index) => relatedIds.indexOf(related) !== index);
  if (twice !== undefined) throw refusal(newsReplies.relatedDuplicate, { id: twice });
  if (relatedIds.length) {
    const found = await db
      .select({ id: newsArticles.id })
      .from(newsArticles)
      .where(and(inArray(newsArticles.id, relatedIds), eq(newsArticles.newsroom, newsroom)));
    if (found.length !== relatedIds.length) throw refusal(newsReplies.unknownRelated);
  }
  return relatedIds;
}

/**
 * The editor's input as content: the body sanitised, the links checked (all must exist, in the newsroom), the
 * cover's crop made into the file readers get.
 */
async function contentOf(
  db: Db,
  files: CoverFiles,
  newsroom: string,
  input: ArticleContent,
  previous: { hansOverrides: HansOverrides; cover: CoverState | null },
  id?: number,
): Promise<Content> {
  const title = input.title.replace(/\s+/g, " ").trim();
  const summary = normalizeLines(input.summary);
  const body = sanitizeArticleHtml(input.body);
  const topicIds = [...new Set(input.topicIds)];
  if (input.categoryId !== null) {
    const [found] = await db.select({ id: newsCategories.id }).from(newsCategories).where(eq(newsCategories.id, input.categoryId));
    if (!found) throw refusal(newsReplies.unknownCategory);
  }
  if (topicIds.length) {
    const found = await db.select({ id: newsTopics.id }).from(newsTopics).where(inArray(newsTopics.id, topicIds));
    if (found.length !== topicIds.length) throw refusal(newsReplies.unknownTopic);
  }
  const relatedIds = await checkedRelated(db, newsroom, input.relatedIds, id);
  const coverCrop = input.cover ? input.coverCrop : null;
  return {
    categoryId: input.categoryId,
    type: input.type,
    title,
    summary,
    body,
    cover: input.cover,
    coverAlt: input.cover ? input.coverAlt : "",
    coverFocus: input.cover ? input.coverFocus : null,
    coverCrop,
    coverCropped: input.cover && coverCrop ? await croppedCoverOf(files, input.cover, coverCrop, previous.cover) : null,
    videoUrl: input.videoUrl,
    audioUrl: input.audioUrl,
    byline: input.byline || null,
    seoTitle: input.seoTitle,
    seoDescription: input.seoDescription,
    topicIds,
    relatedIds,
    hansOverrides: resolveOverrides(newsroom, { title, summary, body }, input.hansOverrides, previous.hansOverrides),
  };
}

/** The columns of some content, with its Simplified text (Chinese newsroom) and search tokens. */
function columnsOf(newsroom: string, content: Content): ArticleValues {
  const hans = newsroom === "zh" ? simplifiedOf(content, content.hansOverrides) : null;
  return {
    categoryId: content.categoryId,
    type: content.type,
    title: content.title,
    summary: content.summary,
    body: content.body,
    cover: content.cover,
    coverAlt: content.coverAlt,
    coverFocus: content.coverFocus,
    coverCrop: content.coverCrop,
    coverCropped: content.coverCropped,
    videoUrl: content.videoUrl,
    audioUrl: content.audioUrl,
    author: content.byline,
    seoTitle: content.seoTitle,
    seoDescription: content.seoDescription,
    hansOverrides: hans ? content.hansOverrides : {},
    titleHans: hans?.titleHans ?? null,
    summaryHans: hans?.summaryHans ?? null,
    bodyHans: hans?.bodyHans ?? null,
    searchCjk: articleCjkVector({ title: content.title, titleHans: hans?.titleHans ?? null, summary: content.summary, body: content.body }),
  };
}

// ── The write: article, revision and audit entry in one transaction ──────────────────────────────────────

interface Change {
  values: ArticleValues;
  links?: { topicIds: number[]; relatedIds: number[] };
}

async function saveLinks(tx: Db, id: number, links: { topicIds: number[]; relatedIds: number[] }): Promise<void> {
  await tx.delete(newsTopicArticles).where(eq(newsTopicArticles.articleId, id));
  if (links.topicIds.length) await tx.insert(newsTopicArticles).values(links.topicIds.map((topicId) => ({ topicId, articleId: id })));
  await tx.delete(newsRelatedArticles).where(eq(newsRelatedArticles.articleId, id));
  if (links.relatedIds.length) {
    await tx.insert(newsRelatedArticles).values(links.relatedIds.map((relatedId, position) => ({ articleId: id, relatedId, position })));
  }
}

const staleRevision = (revision: number) => new AppError(409, newsReplies.staleRevision, { revision }, 409);

/**
 * One write of the console: reads the article for update (404 when there is none; 409 when it is no longer at the
 * revision the client edited), lets `change` decide (it may refuse), saves it as the next revision, keeps the
 * snapshot and writes the audit entry with the changed fields before and after; once committed, drops the cached
 * copies of what readers see of it (its tags: `newsTags.ofArticle`) when it was or is out. A story written before the console
 * (seeded, imported) first gets its revision as it was, so that it can be diffed and restored too.
 */
async function write(
  deps: Deps,
  actor: StaffActor,
  action: NewsAction,
  target: { id: number; revision: number | null } | null,
  change: (tx: Db, before: ArticleRow | null) => Promise<Change | null>,
): Promise<number | null> {
  const now = deps.now();
  const written = await deps.db.transaction(async (tx) => {
    let before: ArticleRow | null = null;
    let beforeSnapshot: ArticleSnapshot | null = null;
    if (target) {
      [before = null] = await tx.select().from(newsArticles).where(eq(newsArticles.id, target.id)).for("update");
      if (!before) throw notFound();
      if (target.revision !== null && before.revision !== target.revision) throw staleRevision(before.revision);
    }
    const decided = await change(tx, before);
    if (!decided) return null;
    const { values, links } = decided;
    if (before) {
      beforeSnapshot = await snapshotOf(tx, before);
      await tx
        .insert(newsArticleRevisions)
        .values({ articleId: before.id, revision: before.revision, action: "news.import", snapshot: { ...beforeSnapshot }, at: before.updatedAt })
        .onConflictDoNothing();
    }
    const stamp = { ...values, revision: (before?.revision ?? 0) + 1, updatedBy: actor.staffId, updatedAt: now };
    const [after] = before
      ? await tx.update(newsArticles).set(stamp).where(eq(newsArticles.id, before.id)).returning()
      : await tx.insert(newsArticles).values({ newsroom: "zh", title: "", ...stamp, createdBy: actor.staffId, createdAt: now }).returning();
    if (!after) throw notFound();
    if (links) await saveLinks(tx, after.id, links);
    const afterSnapshot = await snapshotOf(tx, after);
    await tx.insert(newsArticleRevisions).values({
      articleId: after.id,
      revision: after.revision,
      action,
      snapshot: { ...afterSnapshot },
      staffId: actor.staffId,
      staffName: actor.displayName,
      at: now,
    });
    await recordChange(tx, actor, {
      action,
      entity: "news_article",
      entityId: after.id,
      ...changedFields(beforeSnapshot as unknown as Record<string, unknown> | null, afterSnapshot as unknown as Record<string, unknown>),
    }, now);
    // Readers may have seen it, or may now: the story's answers and pages, and every news list.
    return { id: after.id, newsroom: after.newsroom as Newsroom, shown: !!before?.published || after.published };
  });
  // After the commit, on every instance (platform/cache-bus.ts): a draft's saves touch nothing readers see.
  if (!written) return null;
  if (written.shown) await deps.cache.invalidate(newsTags.ofArticle({ id: written.id, newsroom: written.newsroom }));
  return written.id;
}

/** A contributor changes only their own stories, and only while they are drafts or in review. */
function mayEdit(session: StaffIdentity, row: ArticleRow, now: Date): AppError | null {
  if (isPublisher(session)) return null;
  if (row.createdBy !== session.staffId) return new AppError(403, newsReplies.notYourStory);
  const status = statusOf(row, now);
  return status === "draft" || status === "in_review" ? null : new AppError(403, newsReplies.contributorLocked);
}

const refuseIf = (error: AppError | null) => {
  if (error) throw error;
};

const coverFilesOf = (deps: Deps): CoverFiles => ({ uploadDir: deps.config.uploadDir, now: deps.now() });

// ── The calls ───────────────────────────────────────────────────────────────────────────────────────────

export async function createArticle(deps: Deps, actor: StaffActor, input: z.output<typeof newsCreateBody>, locale: ApiLocale): Promise<NewsEditorArticle> {
  const id = await write(deps, actor, "news.create", null, async (tx) => {
    const content = await contentOf(tx, coverFilesOf(deps), input.newsroom, input, { hansOverrides: {}, cover: null });
    return {
      values: { newsroom: input.newsroom, status: "draft", published: false, ...columnsOf(input.newsroom, content) },
      links: content,
    };
  });
  return editorArticle(deps, actor, id!, locale);
}

export async function updateArticle(deps: Deps, actor: StaffActor, id: number, input: z.output<typeof newsUpdateBody>, locale: ApiLocale): Promise<NewsEditorArticle> {
  await write(deps, actor, "news.update", { id, revision: input.revision }, async (tx, before) => {
    refuseIf(mayEdit(actor, before!, deps.now()));
    const content = await contentOf(tx, coverFilesOf(deps), before!.newsroom, input, { hansOverrides: before!.hansOverrides, cover: before! }, id);
    return { values: columnsOf(before!.newsroom, content), links: content };
  });
  return editorArticle(deps, actor, id, locale);
}

export type Transition = "submit" | "publish" | "schedule" | "unpublish";

/**
 * The workflow (docs/news.md): submit (draft → in review; a contributor their own), publish (now), schedule (a Macao
 * minute in the future), unpublish (published or scheduled → unpublished). Route access keeps the last three to
 * editors and administrators.
 */
export async function transition(
  deps: Deps,
  actor: StaffActor,
  id: number,
  which: Transition,
  input: { revision: number; at?: string },
  locale: ApiLocale,
): Promise<NewsEditorArticle> {
  const now = deps.now();
  await write(deps, actor, `news.${which}`, { id, revision: input.revision }, async (tx, before) => {
    const row = before!;
    const status = statusOf(row, now);
    switch (which) {
      case "submit":
        if (!isPublisher(actor) && row.createdBy !== actor.staffId) throw new AppError(403, newsReplies.notYourStory);
        if (status !== "draft") throw refusal(newsReplies.cannotSubmit);
        return { values: { status: "in_review" } };
      case "publish": {
        if (status === "published") throw refusal(newsReplies.cannotPublish);
        // A story taken down and put back keeps the time it first went out.
        const keepTime = row.status === "unpublished" && row.publishedAt.getTime() <= now.getTime();
        return { values: { status: "published", published: true, publishedAt: keepTime ? row.publishedAt : now, scheduledAt: null } };
      }
      case "schedule": {
        if (status === "published") throw refusal(newsReplies.cannotSchedule);
        const at = parseMacauDateTime(input.at ?? "");
        if (!at || at.getTime() <= now.getTime()) throw refusal(newsReplies.scheduleInPast);
        // Readers see it once published_at is past (the public reads' rule), whether or not the job has run; the job
        // (in this transaction: only if it commits) records the publication at the minute.
        await deps.jobs.schedule(newsPublishJob, { id, scheduledAt: at.toISOString(), actor }, { at, key: String(id), tx });
        return { values: { status: "scheduled", published: true, publishedAt: at, scheduledAt: at } };
      }
      case "unpublish":
        if (status !== "published" && status !== "scheduled") throw refusal(newsReplies.cannotUnpublish);
        return { values: { status: "unpublished", published: false, scheduledAt: null } };
    }
  });
  return editorArticle(deps, actor, id, locale);
}

/** What the scheduled publication's job carries (enqueued by `schedule`, keyed by the article's id). */
export interface ScheduledPublication {
  id: number;
  /** The minute it was scheduled for, ISO: a job for an older schedule finds another and does nothing. */
  scheduledAt: string;
  /** Who scheduled it: the audit entry of the publication is theirs. */
  actor: StaffActor;
}

/**
 * The scheduled publication, run by a job at the minute (docs/news.md "Scheduling"): records the story as published
 * (a revision and the audit entry, as the staff member who scheduled it) and drops the cached lists. Idempotent, and
 * decided under the row's lock: it does nothing (false) unless the story is still scheduled for that very minute
 * and the minute has come — not after a reschedule, an unpublish, a publish by hand, or a second run.
 */
export async function publishDue(deps: Deps, job: ScheduledPublication): Promise<boolean> {
  const now = deps.now();
  const id = await write(deps, job.actor, "news.publish", { id: job.id, revision: null }, async (_tx, before) => {
    const row = before!;
    const due = row.status === "scheduled" && row.scheduledAt?.toISOString() === job.scheduledAt && row.scheduledAt.getTime() <= now.getTime();
    return due ? { values: { status: "published", scheduledAt: null } } : null;
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) return null; // deleted since
    throw error;
  });
  return id !== null;
}

const jobActor = z.object({
  sessionId: z.number().int(),
  staffId: z.number().int(),
  role: z.enum(STAFF_ROLES),
  email: z.string(),
  displayName: z.string(),
  ip: z.string(),
  userAgent: z.string().nullable(),
});

/** The scheduled publication's job (platform/jobs.ts): keyed by the article's id, so a reschedule replaces it. */
export const newsPublishJob = defineJob(
  "news.publish",
  z.object({ id: z.number().int(), scheduledAt: z.string(), actor: jobActor }),
  async (data, deps) => {
    await publishDue(deps, data);
  },
);

// ── Reading ─────────────────────────────────────────────────────────────────────────────────────────────

/** The staff names of revisions: who created the article (its first console revision) and who changed it last. */
const nameAt = (revision: SQL) =>
  sql<string | null>`(select r.staff_name from ${newsArticleRevisions} r where r.article_id = ${newsArticles.id} and r.revision = ${revision})`;

const LIST_FIELDS = {
  id: newsArticles.id,
  newsroom: newsArticles.newsroom,
  status: newsArticles.status,
  title: newsArticles.title,
  categoryId: newsArticles.categoryId,
  cover: newsArticles.cover,
  createdBy: newsArticles.createdBy,
  updatedBy: newsArticles.updatedBy,
  createdByName: sql<string | null>`(select r.staff_name from ${newsArticleRevisions} r where r.article_id = ${newsArticles.id} and r.staff_id is not null order by r.revision limit 1)`,
  updatedByName: nameAt(sql`${newsArticles.revision}`),
  revision: newsArticles.revision,
  publishedAt: newsArticles.publishedAt,
  scheduledAt: newsArticles.scheduledAt,
  updatedAt: newsArticles.updatedAt,
};
type ListRow = Pick<ArticleRow, "id" | "newsroom" | "status" | "title" | "categoryId" | "cover" | "createdBy" | "updatedBy" | "revision" | "publishedAt" | "scheduledAt" | "updatedAt"> & {
  createdByName: string | null;
  updatedByName: string | null;
};

const staffRef = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? "" });

function itemOf(row: ListRow, now: Date): NewsConsoleItem {
  const status = statusOf(row, now);
  return {
    id: row.id,
    newsroom: row.newsroom as Newsroom,
    status,
    title: row.title,
    categoryId: row.categoryId,
    cover: row.cover,
    author: staffRef(row.createdBy, row.createdByName),
    updatedBy: staffRef(row.updatedBy, row.updatedByName),
    revision: row.revision,
    publishedAt: wasOut(status) ? row.publishedAt.toISOString() : null,
    scheduledAt: status === "scheduled" && row.scheduledAt ? row.scheduledAt.toISOString() : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A status as stored, with the scheduled stories whose minute has come counted as published. */
function statusIs(status: NewsStatus, now: Date): SQL {
  if (status === "published") {
    return or(eq(newsArticles.status, "published"), and(eq(newsArticles.status, "scheduled"), lte(newsArticles.publishedAt, now)))!;
  }
  if (status === "scheduled") return and(eq(newsArticles.status, "scheduled"), gt(newsArticles.publishedAt, now))!;
  return eq(newsArticles.status, status);
}

export async function listConsoleNews(db: Db, query: z.output<typeof newsConsoleListQuery>, now: Date): Promise<Paged<NewsConsoleItem>> {
  const pattern = query.q ? likePattern(query.q) : null;
  const where = and(
    query.status ? statusIs(query.status, now) : undefined,
    query.newsroom ? eq(newsArticles.newsroom, query.newsroom) : undefined,
    query.categoryId ? eq(newsArticles.categoryId, query.categoryId) : undefined,
    query.author ? eq(newsArticles.createdBy, query.author) : undefined,
    query.from ? sql`${newsArticles.updatedAt} >= ${macauDayStart(query.from)}` : undefined,
    query.to ? sql`${newsArticles.updatedAt} < ${new Date(macauDayStart(query.to).getTime() + 86_400_000)}` : undefined,
    pattern
      ? or(ilike(newsArticles.title, pattern), ilike(newsArticles.summary, pattern), ilike(newsArticles.body, pattern), ilike(newsArticles.author, pattern))
      : undefined,
  );
  return pageOf(
    query,
    async (limit, offset) =>
      (await db.select(LIST_FIELDS).from(newsArticles).where(where).orderBy(desc(newsArticles.updatedAt), desc(newsArticles.id)).limit(limit).offset(offset)).map(
        (row) => itemOf(row, now),
      ),
    async () => (await db.select({ n: count() }).from(newsArticles).where(where))[0]?.n ?? 0,
  );
}

/** The related stories of `ids` with their headlines and status, in that order. */
async function relatedStoriesOf(db: Db, ids: number[], now: Date): Promise<NewsRelatedStory[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: newsArticles.id, title: newsArticles.title, status: newsArticles.status, publishedAt: newsArticles.publishedAt })
    .from(newsArticles)
    .where(inArray(newsArticles.id, ids));
  const byId = new Map(rows.map((row) => [row.id, { id: row.id, title: row.title, status: statusOf(row, now) }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Everything the editor needs for one article, and what this staff member may do with it now. */
export async function editorArticle(deps: Deps, session: StaffIdentity, id: number, _locale: ApiLocale): Promise<NewsEditorArticle> {
  const now = deps.now();
  const [listRow] = await deps.db.select(LIST_FIELDS).from(newsArticles).where(eq(newsArticles.id, id));
  const [row] = await deps.db.select().from(newsArticles).where(eq(newsArticles.id, id));
  if (!listRow || !row) throw notFound();
  const item = itemOf(listRow, now);
  const links = await linksOf(deps.db, id);
  const related = await relatedStoriesOf(deps.db, links.relatedIds, now);
  const editable = mayEdit(session, row, now) === null;
  const publisher = isPublisher(session);
  const status = item.status;
  return {
    ...item,
    ...editorFieldsOf(row),
    ...links,
    coverCropped: row.coverCropped,
    related,
    hans: row.newsroom === "zh" ? simplifiedOf(row, row.hansOverrides).lines : [],
    titleHans: row.newsroom === "zh" ? row.titleHans : null,
    summaryHans: row.newsroom === "zh" ? row.summaryHans : null,
    bodyHans: row.newsroom === "zh" ? row.bodyHans : null,
    can: {
      edit: editable,
      submit: status === "draft" && (publisher || row.createdBy === session.staffId),
      publish: publisher && status !== "published",
      schedule: publisher && status !== "published",
      unpublish: publisher && (status === "published" || status === "scheduled"),
    },
  };
}

// ── Revisions ───────────────────────────────────────────────────────────────────────────────────────────

export async function listRevisions(db: Db, id: number, page: { page: number; pageSize: number }): Promise<Paged<NewsRevisionItem>> {
  const [article] = await db.select({ id: newsArticles.id }).from(newsArticles).where(eq(newsArticles.id, id));
  if (!article) throw notFound();
  const where = eq(newsArticleRevisions.articleId, id);
  return pageOf(
    page,
    async (limit, offset) =>
      (await db.select().from(newsArticleRevisions).where(where).orderBy(desc(newsArticleRevisions.revision)).limit(limit).offset(offset)).map((r) => {
        const snapshot = r.snapshot as unknown as ArticleSnapshot;
        return { revision: r.revision, action: r.action, status: snapshot.status, title: snapshot.title, by: staffRef(r.staffId, r.staffName), at: r.at.toISOString() };
      }),
    async () => (await db.select({ n: count() }).from(newsArticleRevisions).where(where))[0]?.n ?? 0,
  );
}

async function snapshotAt(db: Db, id: number, revision: number): Promise<ArticleSnapshot> {
  const [row] = await db
    .select({ snapshot: newsArticleRevisions.snapshot })
    .from(newsArticleRevisions)
    .where(and(eq(newsArticleRevisions.articleId, id), eq(newsArticleRevisions.revision, revision)));
  if (!row) throw notFound();
  return row.snapshot as unknown as ArticleSnapshot;
}

/** Chinese has no spaces between words: its diff splits words with the platform's word segmenter. */
const segmenters = new Map<string, Intl.Segmenter>();
const segmenterOf = (newsroom: string) => {
  const language = newsroom === "zh" ? "zh-Hant" : newsroom;
  let segmenter = segmenters.get(language);
  if (!segmenter) segmenters.set(language, (segmenter = new Intl.Segmenter(language, { granularity: "word" })));
  return segmenter;
};

const asText = (value: unknown): string => (typeof value === "string" ? value : value === null || value === undefined ? "" : JSON.stringify(value));

const percent = (fraction: number) => `${Math.round(fraction * 1000) / 10}%`;

/**
 * A field's value as the diff shows it: topics by their titles, related stories by id and headline (one each, in
 * order), the crop as its place and size; the rest as text (objects as JSON).
 */
function diffTextOf(field: (typeof DIFF_FIELDS)[number], value: unknown, names: { topics: Map<number, string>; stories: Map<number, string> }): string {
  if (field === "topicIds" && Array.isArray(value)) return value.map((id: number) => names.topics.get(id) ?? `#${id}`).join(", ");
  if (field === "relatedIds" && Array.isArray(value)) return value.map((id: number) => `#${id} ${names.stories.get(id) ?? ""}`.trim()).join("; ");
  if (field === "coverCrop" && value && typeof value === "object") {
    const crop = value as NewsCoverCrop;
    return `${percent(crop.x)} ${percent(crop.y)} ${percent(crop.width)} × ${percent(crop.height)}`;
  }
  return asText(value);
}

/** The titles of the topics and the headlines of the stories two snapshots link to (topics in the request's language). */
async function linkNamesOf(db: Db, snapshots: ArticleSnapshot[], locale: ApiLocale) {
  const topicIds = [...new Set(snapshots.flatMap((s) => s.topicIds ?? []))];
  const storyIds = [...new Set(snapshots.flatMap((s) => s.relatedIds ?? []))];
  const [topics, stories] = await Promise.all([
    topicIds.length ? db.select({ id: newsTopics.id, title: newsTopics.title }).from(newsTopics).where(inArray(newsTopics.id, topicIds)) : [],
    storyIds.length ? db.select({ id: newsArticles.id, title: newsArticles.title }).from(newsArticles).where(inArray(newsArticles.id, storyIds)) : [],
  ]);
  return {
    topics: new Map(topics.map((topic) => [topic.id, pickText(topic.title, locale)])),
    stories: new Map(stories.map((story) => [story.id, story.title])),
  };
}

/** The fields that differ between revision `from` and `against` (another revision) or the current article. */
export async function diffRevision(db: Db, id: number, from: number, against: number | undefined, locale: ApiLocale): Promise<NewsRevisionDiff> {
  const [current] = await db.select().from(newsArticles).where(eq(newsArticles.id, id));
  if (!current) throw notFound();
  const older = await snapshotAt(db, id, from);
  const newer = against === undefined ? await snapshotOf(db, current) : await snapshotAt(db, id, against);
  const segmenter = segmenterOf(current.newsroom);
  const names = await linkNamesOf(db, [older, newer], locale);
  const fields = DIFF_FIELDS.flatMap((field) => {
    const a = diffTextOf(field, older[field], names);
    const b = diffTextOf(field, newer[field], names);
    if (a === b) return [];
    const parts = diffWords(a, b, { intlSegmenter: segmenter }).map((c) => ({
      value: c.value,
      ...(c.added ? { added: true } : {}),
      ...(c.removed ? { removed: true } : {}),
    }));
    return [{ field, parts }];
  });
  return { from, to: against ?? current.revision, fields };
}

/** Revision `revision`'s content becomes the article's, as a new revision (status and times stay). */
export async function restoreRevision(deps: Deps, actor: StaffActor, id: number, revision: number, expected: number, locale: ApiLocale): Promise<NewsEditorArticle> {
  const snapshot = await snapshotAt(deps.db, id, revision);
  await write(deps, actor, "news.restore", { id, revision: expected }, async (tx, before) => {
    refuseIf(mayEdit(actor, before!, deps.now()));
    // Topics and related stories deleted since are left out; the rest is checked and sanitised as a save is.
    const [topics, related] = await Promise.all([
      snapshot.topicIds.length ? tx.select({ id: newsTopics.id }).from(newsTopics).where(inArray(newsTopics.id, snapshot.topicIds)) : [],
      snapshot.relatedIds.length
        ? tx
            .select({ id: newsArticles.id })
            .from(newsArticles)
            .where(and(inArray(newsArticles.id, snapshot.relatedIds), eq(newsArticles.newsroom, before!.newsroom), ne(newsArticles.id, id)))
        : [],
    ]);
    const live = (ids: number[], found: { id: number }[]) => ids.filter((x) => found.some((f) => f.id === x));
    const [category] = snapshot.categoryId === null ? [] : await tx.select({ id: newsCategories.id }).from(newsCategories).where(eq(newsCategories.id, snapshot.categoryId));
    // A revision from before crops had none; its cropped file (kept: the revision names it) is used again.
    const coverCrop = snapshot.cover ? (snapshot.coverCrop ?? null) : null;
    const content: Content = {
      ...snapshot,
      body: sanitizeArticleHtml(snapshot.body),
      categoryId: category?.id ?? null,
      topicIds: live(snapshot.topicIds, topics),
      relatedIds: live(snapshot.relatedIds, related),
      coverCrop,
      coverCropped: snapshot.cover && coverCrop ? await croppedCoverOf(coverFilesOf(deps), snapshot.cover, coverCrop, snapshot) : null,
      hansOverrides: before!.newsroom === "zh" ? snapshot.hansOverrides : {},
    };
    return { values: columnsOf(before!.newsroom, content), links: content };
  });
  return editorArticle(deps, actor, id, locale);
}

/** Whether an article exists (the preview link is made for existing articles only). */
export async function articleExists(db: Db, id: number): Promise<{ newsroom: string } | null> {
  const [row] = await db.select({ newsroom: newsArticles.newsroom }).from(newsArticles).where(eq(newsArticles.id, id));
  return row ?? null;
}

