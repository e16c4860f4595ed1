import { and, asc, eq, gte, lte, min } from "drizzle-orm";
import { apiLocaleToUrlLang, type ApiLocale } from "@portal/contract/locales";
import type { LeaderBoard, LeaderItem } from "@portal/contract/schemas/leaderboard";
import type { Db } from "../../db/client.ts";
import { leaderboardSnapshots } from "./tables.ts";
import { macauDate } from "../../platform/macau-time.ts";
import { articleReference } from "../news/article-lists.ts";
import { programPlayTotals, programReference } from "../program/program-service.ts";
import { mostViewedArticles } from "../statistics/statistics-service.ts";

const DAY_MS = 86_400_000;
const WEEK_DAYS = 7;
const PROGRAM = "program";
const dayBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/**
 * Today's snapshot of the programmes' play totals, taken by the first reading of the day (the primary key keeps
 * one when two readings race). Plays of a period are the totals now minus the snapshot of the period's first day.
 */
async function takeSnapshot(db: Db, day: string, totals: { id: number; plays: number }[]): Promise<void> {
  const [taken] = await db
    .select({ day: leaderboardSnapshots.day })
    .from(leaderboardSnapshots)
    .where(and(eq(leaderboardSnapshots.day, day), eq(leaderboardSnapshots.kind, PROGRAM)))
    .limit(1);
  if (taken || totals.length === 0) return;
  await db
    .insert(leaderboardSnapshots)
    .values(totals.map((t) => ({ day, kind: PROGRAM, itemId: t.id, count: t.plays })))
    .onConflictDoNothing();
}

/** Plays since the snapshot of `fromDay` (or the oldest one after it): per programme, most first. */
async function playsSince(db: Db, fromDay: string, today: string, totals: { id: number; plays: number }[]) {
  const [first] = await db
    .select({ day: min(leaderboardSnapshots.day) })
    .from(leaderboardSnapshots)
    .where(and(eq(leaderboardSnapshots.kind, PROGRAM), gte(leaderboardSnapshots.day, fromDay), lte(leaderboardSnapshots.day, today)));
  if (!first?.day) return [];
  const base = new Map(
    (
      await db
        .select({ itemId: leaderboardSnapshots.itemId, count: leaderboardSnapshots.count })
        .from(leaderboardSnapshots)
        .where(and(eq(leaderboardSnapshots.kind, PROGRAM), eq(leaderboardSnapshots.day, first.day)))
        .orderBy(asc(leaderboardSnapshots.itemId))
    ).map((r) => [r.itemId, r.count]),
  );
  return totals
    .map((t) => ({ id: t.id, count: t.plays - (base.get(t.id) ?? 0) }))
    .filter((t) => t.count > 0)
    .sort((a, b) => b.count - a.count || a.id - b.id);
}

async function withReferences<T extends { id: number; count: number }>(
  ranked: T[],
  limit: number,
  reference: (id: number) => Promise<{ title: string; cover: string | null; url: string } | null>,
): Promise<LeaderItem[]> {
  const items: LeaderItem[] = [];
  for (const entry of ranked) {
    if (items.length >= limit) break;
    const found = await reference(entry.id);
    if (found) items.push({ id: entry.id, title: found.title, url: found.url, cover: found.cover, count: entry.count });
  }
  return items;
}

/**
 * common/leader-board: the most read news (page events of news-detail pages, from the statistics rollup) and the
 * most played programmes (`program/play/{id}/start` totals moved since the day's or the week's first snapshot), of
 * today and of the last seven Macao days. Only published items, in the reader's language (news: of the reader's
 * newsroom).
 */
export async function leaderBoard(db: Db, locale: ApiLocale, now: Date, limit: number): Promise<LeaderBoard> {
  const today = macauDate(now);
  const totals = await programPlayTotals(db);
  await takeSnapshot(db, today, totals);
  const spare = limit * 4; // room for items no longer published, or of another newsroom
  // Stories of the reader's own newsroom only (an English reader is not sent to Chinese stories).
  const ownPages = `/${apiLocaleToUrlLang(locale)}/`;
  const article = async (id: number) => {
    const found = await articleReference(db, id, locale, now);
    return found?.url.startsWith(ownPages) ? found : null;
  };
  const program = (id: number) => programReference(db, id, locale);
  const asCount = (rows: { id: number; views: number }[]) => rows.map((r) => ({ id: r.id, count: r.views }));
  return {
    news: {
      day: await withReferences(asCount(await mostViewedArticles(db, now, 1, spare)), limit, article),
      week: await withReferences(asCount(await mostViewedArticles(db, now, WEEK_DAYS, spare)), limit, article),
    },
    programmes: {
      day: await withReferences(await playsSince(db, today, today, totals), limit, program),
      week: await withReferences(await playsSince(db, dayBefore(today, WEEK_DAYS - 1), today, totals), limit, program),
    },
  };
}
