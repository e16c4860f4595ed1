import { asc, count, desc, eq } from "drizzle-orm";
import { foodTags } from "@portal/contract/cache-tags";
import type { ApiLocale } from "@portal/contract/locales";
import type { ConsoleText } from "@portal/contract/schemas/console-text";
import type { ConsoleFood, ConsoleFoodItem, ConsoleFoodOptions, foodBody } from "@portal/contract/schemas/food/console";
import type { Paged } from "@portal/contract/schemas/member";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { consoleText, storedText } from "../../platform/console-text.ts";
import { publicationStatus, writeThenDrop } from "../../platform/console-write.ts";
import type { Deps } from "../../platform/deps.ts";
import { notFound, refusal } from "../../platform/errors.ts";
import { pickText } from "../../platform/localize.ts";
import { parseMacauDateTime } from "../../platform/macau-time.ts";
import { offsetOf } from "../../platform/paging.ts";
import { defineReplies } from "../../platform/replies.ts";
import type { StaffActor } from "../../platform/staff-auth.ts";
import { changedFields, recordChange } from "../audit/audit-service.ts";
import { sanitizeArticleHtml } from "../../platform/article-html.ts";
import { listConsoleProgrammes } from "../program/console-service.ts";
import { foodCategories, foodItems } from "./tables.ts";

/**
 * The producer's food pages (docs/console.md "Food pages"): every page, published or not; a new one, an edit, publish
 * and unpublish (archive). The body of each locale is sanitised by the news sanitiser on every save. Every write is
 * one transaction with its audit entry; after it commits every cached public food answer is dropped (`foodTags.all`).
 */

type Row = typeof foodItems.$inferSelect;
type Values = z.output<typeof foodBody>;

export const foodConsoleReplies = defineReplies({
  unknownCategory: {
    zh_TW: "沒有美食類別 {slug}",
    zh_CN: "没有美食类别 {slug}",
    en: "There is no food type {slug}",
    pt: "O tipo de gastronomia {slug} não existe",
  },
  unknownProgramme: {
    zh_TW: "沒有節目 {slug}",
    zh_CN: "没有节目 {slug}",
    en: "There is no programme {slug}",
    pt: "O programa {slug} não existe",
  },
});

const TAGS = [foodTags.all];

function toConsoleFood(row: Row, category: string, now: Date): ConsoleFood {
  return {
    id: row.id,
    category,
    title: consoleText(row.title),
    summary: consoleText(row.summary),
    body: consoleText(row.body),
    place: consoleText(row.place),
    cover: row.cover,
    pictures: row.pictures.map((p) => ({ src: p.src, caption: consoleText(p.caption) })),
    programSlug: row.programSlug ?? "",
    publishedAt: row.publishedAt.toISOString(),
    published: row.published,
    status: publicationStatus(row, now),
  };
}

export async function listConsoleFood(db: Db, locale: ApiLocale, now: Date, query: { page: number; pageSize: number }): Promise<Paged<ConsoleFoodItem>> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ item: foodItems, category: foodCategories.title })
      .from(foodItems)
      .innerJoin(foodCategories, eq(foodCategories.id, foodItems.categoryId))
      .orderBy(desc(foodItems.publishedAt), desc(foodItems.id))
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
    db.select({ n: count() }).from(foodItems),
  ]);
  return {
    items: rows.map(({ item, category }) => ({
      id: item.id,
      title: pickText(item.title, locale),
      category: pickText(category, locale),
      publishedAt: item.publishedAt.toISOString(),
      published: item.published,
      status: publicationStatus(item, now),
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function foodOptions(db: Db, locale: ApiLocale): Promise<ConsoleFoodOptions> {
  const [categories, programmes] = await Promise.all([db.select().from(foodCategories).orderBy(asc(foodCategories.sortOrder), asc(foodCategories.id)), listConsoleProgrammes(db, locale)]);
  return {
    categories: categories.map((row) => ({ slug: row.slug, name: pickText(row.title, locale) })),
    programmes: programmes.map((row) => ({ slug: row.slug, name: row.title })),
  };
}

export async function consoleFood(deps: Deps, id: number): Promise<ConsoleFood> {
  const [found] = await deps.db.select({ item: foodItems, slug: foodCategories.slug }).from(foodItems).innerJoin(foodCategories, eq(foodCategories.id, foodItems.categoryId)).where(eq(foodItems.id, id));
  if (!found) throw notFound();
  return toConsoleFood(found.item, found.slug, deps.now());
}

/** Each locale's body through the news sanitiser (docs/news.md "The sanitiser"). */
const sanitizedBody = (body: ConsoleText): ConsoleText => ({
  zh_TW: sanitizeArticleHtml(body.zh_TW),
  zh_CN: sanitizeArticleHtml(body.zh_CN),
  en: sanitizeArticleHtml(body.en),
  pt: sanitizeArticleHtml(body.pt),
});

/** The row's columns of the form's values: the type and the programme named must exist. */
async function columnsOf(db: Db, input: Values) {
  const [category] = await db.select({ id: foodCategories.id }).from(foodCategories).where(eq(foodCategories.slug, input.category));
  if (!category) throw refusal(foodConsoleReplies.unknownCategory, { slug: input.category });
  if (input.programSlug && !(await listConsoleProgrammes(db, "zh_TW")).some((p) => p.slug === input.programSlug)) throw refusal(foodConsoleReplies.unknownProgramme, { slug: input.programSlug });
  const place = storedText(input.place);
  return {
    categoryId: category.id,
    title: storedText(input.title),
    summary: storedText(input.summary),
    body: storedText(sanitizedBody(input.body)),
    place: Object.keys(place).length ? place : null,
    cover: input.cover,
    pictures: input.pictures.map((p) => ({ src: p.src, caption: storedText(p.caption) })),
    programSlug: input.programSlug || null,
    publishedAt: parseMacauDateTime(input.publishedAt)!,
    published: input.published,
  };
}

/** What the audit log keeps of a page (not its like counter). */
function audited(row: Row) {
  const { likeCount: _l, createdAt: _c, ...kept } = row;
  return kept;
}

async function locked(tx: Db, id: number): Promise<Row> {
  const [row] = await tx.select().from(foodItems).where(eq(foodItems.id, id)).for("update");
  if (!row) throw notFound();
  return row;
}

export async function createFood(deps: Deps, actor: StaffActor, input: Values): Promise<ConsoleFood> {
  const columns = await columnsOf(deps.db, input);
  const id = await writeThenDrop(deps, TAGS, async (tx) => {
    const [created] = await tx.insert(foodItems).values(columns).returning();
    await recordChange(tx, actor, { action: "food.create", entity: "food", entityId: created!.id, ...changedFields(null, audited(created!)) });
    return created!.id;
  });
  return consoleFood(deps, id);
}

export async function updateFood(deps: Deps, actor: StaffActor, id: number, input: Values): Promise<ConsoleFood> {
  const columns = await columnsOf(deps.db, input);
  await writeThenDrop(deps, TAGS, async (tx) => {
    const before = await locked(tx, id);
    const [after] = await tx.update(foodItems).set(columns).where(eq(foodItems.id, id)).returning();
    await recordChange(tx, actor, { action: "food.update", entity: "food", entityId: id, ...changedFields(audited(before), audited(after!)) });
  });
  return consoleFood(deps, id);
}

export async function setFoodVisibility(deps: Deps, actor: StaffActor, id: number, published: boolean): Promise<ConsoleFood> {
  await writeThenDrop(deps, TAGS, async (tx) => {
    const before = await locked(tx, id);
    if (before.published === published) return;
    const [after] = await tx.update(foodItems).set({ published }).where(eq(foodItems.id, id)).returning();
    await recordChange(tx, actor, { action: published ? "food.publish" : "food.unpublish", entity: "food", entityId: id, ...changedFields(audited(before), audited(after!)) });
  });
  return consoleFood(deps, id);
}
