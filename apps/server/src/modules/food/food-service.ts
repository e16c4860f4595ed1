import { and, asc, count, desc, eq, lte, ne, type SQL } from "drizzle-orm";
import type { ApiLocale } from "@portal/contract/locales";
import type { FoodCard, FoodCategory, FoodDetail, FoodListResponse } from "@portal/contract/schemas/food";
import type { Db } from "../../db/client.ts";
import { foodCategories, foodItems } from "./tables.ts";
import { likeCounter } from "../../platform/content-counters.ts";
import { pickOptionalText, pickText } from "../../platform/localize.ts";
import { offsetOf } from "../../platform/paging.ts";

/** Food (docs/media.md): published items newest first, by type; likes counted on the item's row. */

export const foodCounter = likeCounter(foodItems);

/** How many items of the same type a detail suggests. */
export const FOOD_RELATED = 3;

const visibleNow = (now: Date) => and(eq(foodItems.published, true), lte(foodItems.publishedAt, now))!;

type Row = typeof foodItems.$inferSelect;
type CategoryRow = typeof foodCategories.$inferSelect;

function toCard(row: Row, category: CategoryRow, locale: ApiLocale): FoodCard {
  return {
    id: row.id,
    type: { slug: category.slug, title: pickText(category.title, locale) },
    title: pickText(row.title, locale),
    summary: pickText(row.summary, locale),
    cover: row.cover,
    place: pickOptionalText(row.place, locale),
    publishedAt: row.publishedAt.toISOString(),
    likeCount: Number(row.likeCount),
  };
}

function rowsWhere(db: Db, where: SQL) {
  return db
    .select({ item: foodItems, category: foodCategories })
    .from(foodItems)
    .innerJoin(foodCategories, eq(foodCategories.id, foodItems.categoryId))
    .where(where)
    .orderBy(desc(foodItems.publishedAt), desc(foodItems.id));
}

export async function listFoodCategories(db: Db, locale: ApiLocale, now: Date): Promise<FoodCategory[]> {
  const rows = await db
    .select({ category: foodCategories, n: count(foodItems.id) })
    .from(foodCategories)
    .leftJoin(foodItems, and(eq(foodItems.categoryId, foodCategories.id), visibleNow(now)))
    .groupBy(foodCategories.id)
    .orderBy(asc(foodCategories.sortOrder), asc(foodCategories.id));
  return rows.map(({ category, n }) => ({
    id: category.id,
    slug: category.slug,
    title: pickText(category.title, locale),
    description: pickText(category.description, locale),
    cover: category.cover,
    count: Number(n),
  }));
}

/** A page of one type (all types when none is given); an unknown type answers an empty list. */
export async function listFood(db: Db, locale: ApiLocale, now: Date, query: { Page: number; PageSize: number; Type?: string }): Promise<FoodListResponse> {
  let where = visibleNow(now);
  if (query.Type) {
    const [category] = await db.select({ id: foodCategories.id }).from(foodCategories).where(eq(foodCategories.slug, query.Type)).limit(1);
    if (!category) return { total: 0, newsList: [] };
    where = and(where, eq(foodItems.categoryId, category.id))!;
  }
  const [rows, [total]] = await Promise.all([
    rowsWhere(db, where).limit(query.PageSize).offset(offsetOf(query.Page, query.PageSize)),
    db.select({ n: count() }).from(foodItems).where(where),
  ]);
  return { total: Number(total?.n ?? 0), newsList: rows.map((r) => toCard(r.item, r.category, locale)) };
}

export async function getFood(db: Db, locale: ApiLocale, now: Date, id: number): Promise<FoodDetail | null> {
  const [found] = await rowsWhere(db, and(visibleNow(now), eq(foodItems.id, id))!).limit(1);
  if (!found) return null;
  const related = await rowsWhere(db, and(visibleNow(now), eq(foodItems.categoryId, found.item.categoryId), ne(foodItems.id, id))!).limit(FOOD_RELATED);
  return {
    ...toCard(found.item, found.category, locale),
    body: pickText(found.item.body, locale),
    pictures: found.item.pictures.map((p) => ({ src: p.src, caption: pickText(p.caption, locale) })),
    programSlug: found.item.programSlug,
    related: related.map((r) => toCard(r.item, r.category, locale)),
  };
}
