import { and, asc, gte, inArray, lt, lte, max, min, sql } from "drizzle-orm";
import type { z } from "zod";
import type { statisticsEventBody } from "@portal/contract/schemas/common";
import type { StatisticsReport, StatisticsReportRow } from "@portal/contract/schemas/statistics";
import type { Db } from "../../db/client.ts";
import { statisticsDaily, statisticsEvents } from "./tables.ts";
import { macauDate } from "../../platform/macau-time.ts";
import { toCsv, type CsvColumn } from "../../platform/staff-export.ts";

export type StatisticsEvent = z.output<typeof statisticsEventBody>;
type EventRow = typeof statisticsEvents.$inferInsert;

/** How long raw events are kept; the daily counts are kept for good. */
export const RAW_RETENTION_DAYS = 90;
const DAY_MS = 86_400_000;
/** Rows per INSERT (6 parameters each, far below PostgreSQL's 65,535): small, so that with the embedded database, which runs in the server's thread, no single write holds page serving up for long. */
const INSERT_CHUNK = 500;

export interface BufferOptions {
  /** Events held at most; beyond, new events are refused (the route answers 429) until a flush makes room. */
  maxEvents: number;
  /** A flush starts as soon as this many are waiting (besides the timer). */
  flushAt: number;
  /** The timer's period. */
  flushEveryMs: number;
  onError(error: unknown, rows: number): void;
}

export const DEFAULT_BUFFER: Omit<BufferOptions, "onError"> = { maxEvents: 200_000, flushAt: 5_000, flushEveryMs: 1_000 };

/**
 * Accepted events wait in memory and are written in multi-row INSERTs every second or every `flushAt` events
 * (docs/statistics.md): a page view costs an array push, not a database round trip. One flush at a time; a failed
 * flush puts its rows back while there is room (the database may be back next second), else drops them (logged).
 * What a crash loses: the events accepted since the last flush, at most about a second's worth.
 */
export function createStatisticsBuffer(db: Db, options: BufferOptions) {
  let pending: EventRow[] = [];
  let running: Promise<number> | null = null;
  let dropped = 0;

  async function write(rows: EventRow[]): Promise<number> {
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      try {
        await db.insert(statisticsEvents).values(rows.slice(i, i + INSERT_CHUNK));
      } catch (error) {
        const rest = rows.slice(i);
        const room = options.maxEvents - pending.length;
        pending = rest.slice(0, Math.max(0, room)).concat(pending);
        dropped += Math.max(0, rest.length - room);
        options.onError(error, rest.length);
        return i;
      }
    }
    return rows.length;
  }

  /** Writes what is waiting; answers how many rows were written. Waits for a flush already under way first. */
  async function flush(): Promise<number> {
    if (running) await running.catch(() => 0);
    if (pending.length === 0) return 0;
    const rows = pending;
    pending = [];
    running = write(rows);
    try {
      return await running;
    } finally {
      running = null;
    }
  }

  const timer = setInterval(() => void flush(), options.flushEveryMs);
  timer.unref();

  return {
    /** Takes events accepted at `now`; false when the buffer has no room for all of them (nothing taken). */
    accept(events: StatisticsEvent | readonly StatisticsEvent[], now: Date): boolean {
      const list = Array.isArray(events) ? events : [events as StatisticsEvent];
      if (pending.length + list.length > options.maxEvents) return false;
      const day = macauDate(now);
      for (const event of list) {
        pending.push({
          at: now,
          day,
          event: event.event,
          objectId: event.object_id === undefined ? "" : String(event.object_id),
          source: event.source,
          platform: event.platform,
        });
      }
      if (pending.length >= options.flushAt && !running) void flush();
      return true;
    },
    flush,
    get waiting() {
      return pending.length;
    },
    get dropped() {
      return dropped;
    },
    /** Stops the timer and writes what is left (the server's shutdown). */
    async close(): Promise<void> {
      clearInterval(timer);
      await flush();
      if (pending.length) await flush();
    },
  };
}
export type StatisticsBuffer = ReturnType<typeof createStatisticsBuffer>;

/** The day `days` days before `day` (YYYY-MM-DD). */
export const dayBefore = (day: string, days = 1) => new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/**
 * The job (docs/statistics.md): rebuilds the daily counts of the days that may have changed since the last run —
 * from the newest day already rolled up (or yesterday, whichever is earlier; all raw days the first time) to today —
 * from the raw events, then deletes raw events older than 90 days. Idempotent: running it twice changes nothing.
 */
export async function rollUpStatistics(db: Db, now: Date): Promise<{ days: string[]; pruned: number }> {
  const today = macauDate(now);
  const [rolled] = await db.select({ last: max(statisticsDaily.day) }).from(statisticsDaily);
  const [raw] = await db.select({ first: min(statisticsEvents.day) }).from(statisticsEvents);
  const candidates = [dayBefore(today), ...(rolled?.last ? [rolled.last] : raw?.first ? [raw.first] : [])];
  const from = candidates.sort()[0]!;
  const days = (
    await db
      .selectDistinct({ day: statisticsEvents.day })
      .from(statisticsEvents)
      .where(and(gte(statisticsEvents.day, from), lte(statisticsEvents.day, today)))
      .orderBy(asc(statisticsEvents.day))
  ).map((r) => r.day);
  const cutoff = new Date(now.getTime() - RAW_RETENTION_DAYS * DAY_MS);
  return db.transaction(async (tx) => {
    if (days.length) {
      await tx.delete(statisticsDaily).where(inArray(statisticsDaily.day, days));
      await tx.execute(sql`
        insert into ${statisticsDaily} (day, event, object_id, source, platform, count)
        select day, event, object_id, source, platform, count(*)
        from ${statisticsEvents}
        where day in (${sql.join(days.map((d) => sql`${d}`), sql`, `)})
        group by day, event, object_id, source, platform`);
    }
    const pruned = await tx.delete(statisticsEvents).where(lt(statisticsEvents.at, cutoff)).returning({ at: statisticsEvents.at });
    return { days, pruned: pruned.length };
  });
}

/** A news-detail page in any language, its article id captured (the report's articles, the leaderboard's news). */
const ARTICLE_PATH = "^/(?:zh-hant|zh-hans|en|pt)/news-detail/([0-9]+)/?$";

/** What a row of the report is about, from its event and object (docs/statistics.md). */
function subjectOf(event: string, objectId: string): { kind: StatisticsReportRow["kind"]; objectId: string } {
  if (event === "page") {
    const article = new RegExp(ARTICLE_PATH).exec(objectId);
    return article ? { kind: "article", objectId: article[1]! } : { kind: "page", objectId };
  }
  if (event === "ad_view" || event === "ad_click") return { kind: "advert", objectId };
  if (event === "banner") return { kind: "banner", objectId };
  return { kind: "sport_topic_live", objectId };
}

/** What a report covers beyond its days (the console's advert report: docs/console.md "Marketing"). */
export interface ReportScope {
  /** Only these events (e.g. ad_view and ad_click); all when absent. */
  events?: readonly string[];
  /**
   * Days from this one on are counted from the raw events (written within a second of arriving) instead of the
   * rollup, so that today's figures are live; earlier days come from the rollup.
   */
  liveFrom?: string;
}

/**
 * Views and clicks per page, article, advert and banner per day, from the daily counts (rolled up: today's figures
 * are as fresh as the job's last run, unless `scope.liveFrom` counts them from the raw events). Pages: `page` events
 * by path (news-detail paths count for their article, all languages together); adverts: ad_view and ad_click;
 * banners: `banner` events (a view); sport topic lives: `sport_topic_live`. Sorted by day, kind, then most viewed.
 */
export async function statisticsReport(db: Db, from: string, to: string, scope: ReportScope = {}): Promise<StatisticsReport> {
  const live = scope.liveFrom !== undefined && scope.liveFrom <= to;
  const rolledTo = live ? dayBefore(scope.liveFrom!) : to;
  const liveFrom = live && scope.liveFrom! > from ? scope.liveFrom! : from;
  const ofEvents = (column: typeof statisticsDaily.event | typeof statisticsEvents.event) => (scope.events ? inArray(column, [...scope.events]) : undefined);
  const [rolledRows, liveRows] = await Promise.all([
    from <= rolledTo
      ? db
          .select({
            day: statisticsDaily.day,
            event: statisticsDaily.event,
            objectId: statisticsDaily.objectId,
            count: sql<number>`sum(${statisticsDaily.count})`.mapWith(Number),
          })
          .from(statisticsDaily)
          .where(and(gte(statisticsDaily.day, from), lte(statisticsDaily.day, rolledTo), ofEvents(statisticsDaily.event)))
          .groupBy(statisticsDaily.day, statisticsDaily.event, statisticsDaily.objectId)
      : [],
    live
      ? db
          .select({ day: statisticsEvents.day, event: statisticsEvents.event, objectId: statisticsEvents.objectId, count: sql<number>`count(*)`.mapWith(Number) })
          .from(statisticsEvents)
          .where(and(gte(statisticsEvents.day, liveFrom), lte(statisticsEvents.day, to), ofEvents(statisticsEvents.event)))
          .groupBy(statisticsEvents.day, statisticsEvents.event, statisticsEvents.objectId)
      : [],
  ]);
  const rows = [...rolledRows, ...liveRows];
  const byKey = new Map<string, StatisticsReportRow>();
  for (const row of rows) {
    const subject = subjectOf(row.event, row.objectId);
    const key = `${row.day}\u0000${subject.kind}\u0000${subject.objectId}`;
    const entry = byKey.get(key) ?? { day: row.day, kind: subject.kind, objectId: subject.objectId, views: 0, clicks: 0 };
    if (row.event === "ad_click") entry.clicks += row.count;
    else entry.views += row.count;
    byKey.set(key, entry);
  }
  const KIND_ORDER = ["page", "article", "advert", "banner", "sport_topic_live"];
  const items = [...byKey.values()].sort(
    (a, b) =>
      a.day.localeCompare(b.day) ||
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
      b.views - a.views ||
      b.clicks - a.clicks ||
      a.objectId.localeCompare(b.objectId),
  );
  return { from, to, items };
}

/** The report as CSV (RFC 4180: CRLF, fields quoted when needed; a leading =+-@ is neutralised for spreadsheets). */
export function reportCsv(report: StatisticsReport): string {
  return toCsv(REPORT_COLUMNS, report.items);
}

const REPORT_COLUMNS: CsvColumn<StatisticsReport["items"][number]>[] = [
  { name: "day", value: (row) => row.day },
  { name: "kind", value: (row) => row.kind },
  { name: "object_id", value: (row) => row.objectId },
  { name: "views", value: (row) => row.views },
  { name: "clicks", value: (row) => row.clicks },
];

/**
 * The most read articles over the last `days` Macao days (today included): `page` events of their news-detail
 * pages in every language, from the daily counts. Answers article ids and views, most first.
 */
export async function mostViewedArticles(db: Db, now: Date, days: number, limit: number): Promise<{ id: number; views: number }[]> {
  const today = macauDate(now);
  // The pattern is a constant, written into the SQL (a parameter would make the GROUP BY a different expression).
  const pattern = sql.raw(`'${ARTICLE_PATH}'`);
  const id = sql<string>`substring(${statisticsDaily.objectId} from ${pattern})`;
  const rows = await db
    .select({ id: id.mapWith(Number), views: sql<number>`sum(${statisticsDaily.count})`.mapWith(Number) })
    .from(statisticsDaily)
    .where(
      and(
        sql`${statisticsDaily.event} = 'page'`,
        sql`${statisticsDaily.objectId} ~ ${pattern}`,
        gte(statisticsDaily.day, dayBefore(today, days - 1)),
        lte(statisticsDaily.day, today),
      ),
    )
    .groupBy(id)
    .orderBy(sql`2 desc`, sql`1 asc`)
    .limit(limit);
  return rows;
}

/**
 * Page views per Macao day from `from` to `to` (both included), every day listed, oldest first: all `page` events,
 * and those of news stories' pages (the console's site health, modules/dashboard).
 */
export async function dailyViews(db: Db, from: string, to: string): Promise<{ day: string; pageViews: number; storyViews: number }[]> {
  const pattern = sql.raw(`'${ARTICLE_PATH}'`);
  const rows = await db
    .select({
      day: statisticsDaily.day,
      pageViews: sql<number>`sum(${statisticsDaily.count})`.mapWith(Number),
      storyViews: sql<number>`coalesce(sum(${statisticsDaily.count}) filter (where ${statisticsDaily.objectId} ~ ${pattern}), 0)`.mapWith(Number),
    })
    .from(statisticsDaily)
    .where(and(sql`${statisticsDaily.event} = 'page'`, gte(statisticsDaily.day, from), lte(statisticsDaily.day, to)))
    .groupBy(statisticsDaily.day);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return daysBetween(from, to).map((day) => ({ day, pageViews: byDay.get(day)?.pageViews ?? 0, storyViews: byDay.get(day)?.storyViews ?? 0 }));
}

/** Every day from `from` to `to` (YYYY-MM-DD, both included), oldest first. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10)) days.push(day);
  return days;
}

/** How often each of these objects had this event, over every rolled-up day (e.g. an advert's views). */
export async function eventTotals(db: Db, event: string, objectIds: readonly string[]): Promise<Map<string, number>> {
  if (!objectIds.length) return new Map();
  const rows = await db
    .select({ objectId: statisticsDaily.objectId, count: sql<number>`sum(${statisticsDaily.count})`.mapWith(Number) })
    .from(statisticsDaily)
    .where(and(sql`${statisticsDaily.event} = ${event}`, inArray(statisticsDaily.objectId, [...objectIds])))
    .groupBy(statisticsDaily.objectId);
  return new Map(rows.map((row) => [row.objectId, row.count]));
}
