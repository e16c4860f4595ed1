import { asc, count, desc, eq, type SQL } from "drizzle-orm";
import { companyTags } from "@portal/contract/cache-tags";
import type { ApiLocale } from "@portal/contract/locales";
import type { CompanyInfoType } from "@portal/contract/schemas/company";
import type {
  companyPageBody,
  ConsoleCompanyPage,
  ConsoleCompanyPageItem,
  ConsolePress,
  ConsolePressItem,
  pressBody,
} from "@portal/contract/schemas/company/console";
import type { ConsoleText } from "@portal/contract/schemas/console-text";
import type { Paged } from "@portal/contract/schemas/member";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { consoleText, storedText } from "../../platform/console-text.ts";
import type { Deps } from "../../platform/deps.ts";
import { notFound, refusal } from "../../platform/errors.ts";
import { pickText } from "../../platform/localize.ts";
import { parseMacauDateTime } from "../../platform/macau-time.ts";
import { offsetOf } from "../../platform/paging.ts";
import type { StaffActor } from "../../platform/staff-auth.ts";
import { changedFields, recordChange } from "../audit/audit-service.ts";
import { sanitizeArticleHtml } from "../../platform/article-html.ts";
import { companyConsoleReplies } from "./console-replies.ts";
import { companyInfo, companyPages } from "./tables.ts";

/**
 * The about-us pages and the press releases and articles in the console (docs/console.md "Editor and administrator:
 * about us and press"). Bodies go through the news body's sanitiser; titles, summaries and captions are text the public pages escape; every
 * write is one transaction with its audit entry, and after it commits the public answers' tag is dropped
 * (`companyTags.pages` for the pages and their banners, `companyTags.info` for the press lists and entries).
 */

type PageRow = typeof companyPages.$inferSelect;
type InfoRow = typeof companyInfo.$inferSelect;
type PageValues = z.output<typeof companyPageBody>;
type PressValues = z.output<typeof pressBody>;

const eachLocale = (text: ConsoleText, clean: (value: string) => string): ConsoleText => ({ zh_TW: clean(text.zh_TW), zh_CN: clean(text.zh_CN), en: clean(text.en), pt: clean(text.pt) });
const richText = (text: ConsoleText) => storedText(eachLocale(text, sanitizeArticleHtml));
/** Titles, summaries, captions: text, which the public pages write as text (never as HTML). */
const lineText = (text: ConsoleText) => storedText(text);

/** Runs a write and its audit entry in one transaction, then drops the public answers' tag if it changed anything. */
export async function writeThenDrop<R extends { changed: boolean }>(deps: Deps, tag: string, write: (tx: Db) => Promise<R>): Promise<R> {
  const result = await deps.db.transaction(write);
  if (result.changed) await deps.cache.invalidate([tag]);
  return result;
}

// ── About-us pages ──────────────────────────────────────────────────────────────────────────────

function toConsolePage(row: PageRow): ConsoleCompanyPage {
  return {
    id: row.id,
    slug: row.slug,
    title: consoleText(row.title),
    summary: consoleText(row.summary),
    body: consoleText(row.body),
    images: row.images.map((image) => ({ src: image.src, caption: consoleText(image.caption) })),
    documents: row.documents.map((document) => ({ title: consoleText(document.title), url: document.url })),
    published: row.published,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listConsolePages(db: Db, locale: ApiLocale): Promise<ConsoleCompanyPageItem[]> {
  const rows = await db.select().from(companyPages).orderBy(asc(companyPages.slug));
  return rows.map((row) => ({ id: row.id, slug: row.slug, title: pickText(row.title, locale), published: row.published, updatedAt: row.updatedAt.toISOString() }));
}

export async function consolePage(db: Db, id: number): Promise<ConsoleCompanyPage> {
  const [row] = await db.select().from(companyPages).where(eq(companyPages.id, id));
  if (!row) throw notFound();
  return toConsolePage(row);
}

/** The documents as the table keeps them; a file's size stays known while its address does not change. */
function pageDocuments(input: PageValues, before: PageRow | null): PageRow["documents"] {
  return input.documents.map((document) => ({
    title: lineText(document.title),
    url: document.url,
    size: before?.documents.find((old) => old.url === document.url)?.size ?? null,
  }));
}

function pageColumns(input: PageValues, before: PageRow | null) {
  return {
    slug: input.slug,
    title: lineText(input.title),
    summary: lineText(input.summary),
    body: richText(input.body),
    images: input.images.map((image) => ({ src: image.src, caption: lineText(image.caption) })),
    documents: pageDocuments(input, before),
    published: input.published,
  };
}

async function slugFree(tx: Db, slug: string, id: number | null): Promise<void> {
  const [other] = await tx.select({ id: companyPages.id }).from(companyPages).where(eq(companyPages.slug, slug));
  if (other && other.id !== id) throw refusal(companyConsoleReplies.slugTaken, { slug });
}

async function lockedPage(tx: Db, id: number): Promise<PageRow> {
  const [row] = await tx.select().from(companyPages).where(eq(companyPages.id, id)).for("update");
  if (!row) throw notFound();
  return row;
}

export async function createPage(deps: Deps, actor: StaffActor, input: PageValues): Promise<ConsoleCompanyPage> {
  const { id } = await writeThenDrop(deps, companyTags.pages, async (tx) => {
    await slugFree(tx, input.slug, null);
    const [created] = await tx.insert(companyPages).values(pageColumns(input, null)).returning();
    await recordChange(tx, actor, { action: "company.page.create", entity: "company_page", entityId: created!.id, ...changedFields(null, created!) });
    return { id: created!.id, changed: true };
  });
  return consolePage(deps.db, id);
}

export async function updatePage(deps: Deps, actor: StaffActor, id: number, input: PageValues): Promise<ConsoleCompanyPage> {
  await writeThenDrop(deps, companyTags.pages, async (tx) => {
    const before = await lockedPage(tx, id);
    await slugFree(tx, input.slug, id);
    const [after] = await tx.update(companyPages).set({ ...pageColumns(input, before), updatedAt: new Date() }).where(eq(companyPages.id, id)).returning();
    const changes = changedFields(before, after!);
    if (!Object.keys(changes.after ?? {}).length) return { id, changed: false };
    await recordChange(tx, actor, { action: "company.page.update", entity: "company_page", entityId: id, ...changes });
    return { id, changed: true };
  });
  return consolePage(deps.db, id);
}

export async function setPageVisibility(deps: Deps, actor: StaffActor, id: number, published: boolean): Promise<ConsoleCompanyPage> {
  await writeThenDrop(deps, companyTags.pages, async (tx) => {
    const before = await lockedPage(tx, id);
    if (before.published === published) return { id, changed: false };
    const [after] = await tx.update(companyPages).set({ published, updatedAt: new Date() }).where(eq(companyPages.id, id)).returning();
    await recordChange(tx, actor, { action: published ? "company.page.publish" : "company.page.unpublish", entity: "company_page", entityId: id, ...changedFields(before, after!) });
    return { id, changed: true };
  });
  return consolePage(deps.db, id);
}

// ── Press releases and articles ─────────────────────────────────────────────────────────────────

function toConsolePress(row: InfoRow): ConsolePress {
  return {
    id: row.id,
    type: row.type as CompanyInfoType,
    title: consoleText(row.title),
    summary: consoleText(row.summary),
    body: consoleText(row.body),
    cover: row.cover,
    source: consoleText(row.source),
    sourceUrl: row.sourceUrl ?? "",
    publishedAt: row.publishedAt.toISOString(),
    published: row.published,
  };
}

export async function listConsolePress(db: Db, locale: ApiLocale, query: { type?: CompanyInfoType | undefined; page: number; pageSize: number }): Promise<Paged<ConsolePressItem>> {
  const where: SQL | undefined = query.type ? eq(companyInfo.type, query.type) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(companyInfo).where(where).orderBy(desc(companyInfo.publishedAt), desc(companyInfo.id)).limit(query.pageSize).offset(offsetOf(query.page, query.pageSize)),
    db.select({ n: count() }).from(companyInfo).where(where),
  ]);
  return {
    items: rows.map((row) => ({ id: row.id, type: row.type as CompanyInfoType, title: pickText(row.title, locale), published: row.published, publishedAt: row.publishedAt.toISOString() })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function consolePress(db: Db, id: number): Promise<ConsolePress> {
  const [row] = await db.select().from(companyInfo).where(eq(companyInfo.id, id));
  if (!row) throw notFound();
  return toConsolePress(row);
}

function pressColumns(input: PressValues) {
  const source = lineText(input.source);
  return {
    type: input.type,
    title: lineText(input.title),
    summary: lineText(input.summary),
    body: richText(input.body),
    cover: input.cover,
    source: Object.keys(source).length ? source : null,
    sourceUrl: input.sourceUrl || null,
    publishedAt: parseMacauDateTime(input.publishedAt)!,
    published: input.published,
  };
}

async function lockedPress(tx: Db, id: number): Promise<InfoRow> {
  const [row] = await tx.select().from(companyInfo).where(eq(companyInfo.id, id)).for("update");
  if (!row) throw notFound();
  return row;
}

/** The counters are the interactions service's: never part of an edit's audit entry. */
const COUNTERS = ["likeCount", "viewCount"];

export async function createPress(deps: Deps, actor: StaffActor, input: PressValues): Promise<ConsolePress> {
  const { id } = await writeThenDrop(deps, companyTags.info, async (tx) => {
    const [created] = await tx.insert(companyInfo).values(pressColumns(input)).returning();
    await recordChange(tx, actor, { action: "company.press.create", entity: "company_info", entityId: created!.id, ...changedFields(null, created!, COUNTERS) });
    return { id: created!.id, changed: true };
  });
  return consolePress(deps.db, id);
}

export async function updatePress(deps: Deps, actor: StaffActor, id: number, input: PressValues): Promise<ConsolePress> {
  await writeThenDrop(deps, companyTags.info, async (tx) => {
    const before = await lockedPress(tx, id);
    const [after] = await tx.update(companyInfo).set(pressColumns(input)).where(eq(companyInfo.id, id)).returning();
    const changes = changedFields(before, after!, COUNTERS);
    if (!Object.keys(changes.after ?? {}).length) return { id, changed: false };
    await recordChange(tx, actor, { action: "company.press.update", entity: "company_info", entityId: id, ...changes });
    return { id, changed: true };
  });
  return consolePress(deps.db, id);
}

export async function setPressVisibility(deps: Deps, actor: StaffActor, id: number, published: boolean): Promise<ConsolePress> {
  await writeThenDrop(deps, companyTags.info, async (tx) => {
    const before = await lockedPress(tx, id);
    if (before.published === published) return { id, changed: false };
    const [after] = await tx.update(companyInfo).set({ published }).where(eq(companyInfo.id, id)).returning();
    await recordChange(tx, actor, { action: published ? "company.press.publish" : "company.press.unpublish", entity: "company_info", entityId: id, ...changedFields(before, after!, COUNTERS) });
    return { id, changed: true };
  });
  return consolePress(deps.db, id);
}
