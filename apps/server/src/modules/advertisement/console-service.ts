import { and, asc, count, eq, inArray } from "drizzle-orm";
import { advertTags } from "@portal/contract/cache-tags";
import { isSitePathOrHttps } from "@portal/contract/links";
import type { ApiLocale } from "@portal/contract/locales";
import { adRatioOf } from "@portal/contract/schemas/advertisement";
import { CONSOLE_AD_SLOTS, type AdvertReport, type ConsoleAdvert, type ConsoleAdvertList, type advertBody } from "@portal/contract/schemas/advertisement/console";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { consoleParagraphs, consoleText, storedParagraphs, storedText } from "../../platform/console-text.ts";
import type { Deps } from "../../platform/deps.ts";
import { badRequest, notFound, refusal } from "../../platform/errors.ts";
import { pickText } from "../../platform/localize.ts";
import { macauDate, parseMacauDateTime } from "../../platform/macau-time.ts";
import type { StaffActor } from "../../platform/staff-auth.ts";
import { nextSortOrder, reorderRows } from "../../platform/ordering.ts";
import { windowStatus } from "../../platform/visibility.ts";
import { changedFields, recordChange } from "../audit/audit-service.ts";
import { dayBefore, daysBetween, eventTotals, statisticsReport } from "../statistics/statistics-service.ts";
import { advertConsoleReplies } from "./console-replies.ts";
import { adverts } from "./tables.ts";

/**
 * Marketing's console for adverts and banners (docs/console.md "Marketing"): one table, grouped by slot, in each
 * slot's order. Every write is one transaction with its audit entry (`advert.create`, `advert.update`,
 * `advert.publish`, `advert.unpublish`, `advert.order`, `advert.delete`); after it commits, every cached public
 * answer that shows adverts or banners is dropped (`advertTags.all`). Deleting is for good: the audit entry keeps
 * the advert's fields, and its statistics stay under its number (the report names it "deleted").
 */

type AdvertRow = typeof adverts.$inferSelect;
type AdvertValues = z.output<typeof advertBody>;

function toConsoleAdvert(row: AdvertRow, now: Date): ConsoleAdvert {
  return {
    id: row.id,
    slot: row.slot,
    ratio: adRatioOf(row.slot),
    title: consoleText(row.title),
    content: consoleParagraphs(row.content),
    url: row.url ?? "",
    cover: row.cover,
    respCover: row.respCover,
    newWindow: row.newWindow,
    hasInnerDetail: row.hasInnerDetail,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    published: row.published,
    status: windowStatus(row, now),
    clicks: row.clicks,
  };
}

const slotOrder = [asc(adverts.sortOrder), asc(adverts.id)];

/** One slot's adverts in order (the first slot when none is named), with every slot and how many it holds. */
export async function listConsoleAdverts(db: Db, locale: ApiLocale, now: Date, slot = CONSOLE_AD_SLOTS[0]!): Promise<ConsoleAdvertList> {
  if (!CONSOLE_AD_SLOTS.includes(slot)) throw refusal(advertConsoleReplies.unknownSlot);
  const [rows, counts] = await Promise.all([
    db.select().from(adverts).where(eq(adverts.slot, slot)).orderBy(...slotOrder),
    db.select({ slot: adverts.slot, n: count() }).from(adverts).groupBy(adverts.slot),
  ]);
  const views = await eventTotals(db, "ad_view", rows.map((row) => String(row.id)));
  const countOf = new Map(counts.map((c) => [c.slot, Number(c.n)]));
  return {
    slots: CONSOLE_AD_SLOTS.map((s) => ({ slot: s, ratio: adRatioOf(s), count: countOf.get(s) ?? 0 })),
    slot,
    ratio: adRatioOf(slot),
    items: rows.map((row) => ({
      id: row.id,
      title: pickText(row.title, locale),
      cover: row.cover,
      status: windowStatus(row, now),
      startsAt: row.startsAt?.toISOString() ?? null,
      endsAt: row.endsAt?.toISOString() ?? null,
      views: views.get(String(row.id)) ?? 0,
      clicks: row.clicks,
    })),
  };
}

export async function consoleAdvert(deps: Deps, id: number): Promise<ConsoleAdvert> {
  const [row] = await deps.db.select().from(adverts).where(eq(adverts.id, id));
  if (!row) throw notFound();
  return toConsoleAdvert(row, deps.now());
}

/** The rules between fields, refused in the request's language; the columns to write. */
function advertColumns(input: AdvertValues) {
  if (!CONSOLE_AD_SLOTS.includes(input.slot)) throw refusal(advertConsoleReplies.unknownSlot);
  if (input.url && !isSitePathOrHttps(input.url)) throw refusal(advertConsoleReplies.badLink);
  if (input.published && !input.cover) throw refusal(advertConsoleReplies.coverRequired);
  const startsAt = input.startsAt ? parseMacauDateTime(input.startsAt) : null;
  const endsAt = input.endsAt ? parseMacauDateTime(input.endsAt) : null;
  if (startsAt && endsAt && endsAt <= startsAt) throw refusal(advertConsoleReplies.endsBeforeStarts);
  return {
    slot: input.slot,
    title: storedText(input.title),
    content: storedParagraphs(input.content),
    url: input.url || null,
    cover: input.cover,
    respCover: input.respCover,
    newWindow: input.newWindow,
    hasInnerDetail: input.hasInnerDetail,
    startsAt,
    endsAt,
    published: input.published,
  };
}

/** Runs a write and its audit entry in one transaction, then drops every cached advert and banner answer. */
async function writeThenDrop<T>(deps: Deps, write: (tx: Db) => Promise<T>): Promise<T> {
  const result = await deps.db.transaction(write);
  await deps.cache.invalidate([advertTags.all]);
  return result;
}

async function lockedAdvert(tx: Db, id: number): Promise<AdvertRow> {
  const [row] = await tx.select().from(adverts).where(eq(adverts.id, id)).for("update");
  if (!row) throw notFound();
  return row;
}

/** The sort order after the slot's last advert. */
const lastInSlot = (tx: Db, slot: string) => nextSortOrder(tx, adverts, eq(adverts.slot, slot));

export async function createAdvert(deps: Deps, actor: StaffActor, input: AdvertValues): Promise<ConsoleAdvert> {
  const columns = advertColumns(input);
  const id = await writeThenDrop(deps, async (tx) => {
    const [created] = await tx.insert(adverts).values({ ...columns, sortOrder: await lastInSlot(tx, columns.slot) }).returning();
    await recordChange(tx, actor, { action: "advert.create", entity: "advert", entityId: created!.id, ...changedFields(null, created!) });
    return created!.id;
  });
  return consoleAdvert(deps, id);
}

export async function updateAdvert(deps: Deps, actor: StaffActor, id: number, input: AdvertValues): Promise<ConsoleAdvert> {
  const columns = advertColumns(input);
  await writeThenDrop(deps, async (tx) => {
    const before = await lockedAdvert(tx, id);
    const moved = before.slot === columns.slot ? {} : { sortOrder: await lastInSlot(tx, columns.slot) };
    const [after] = await tx.update(adverts).set({ ...columns, ...moved }).where(eq(adverts.id, id)).returning();
    await recordChange(tx, actor, { action: "advert.update", entity: "advert", entityId: id, ...changedFields(before, after!) });
  });
  return consoleAdvert(deps, id);
}

export async function setAdvertVisibility(deps: Deps, actor: StaffActor, id: number, published: boolean): Promise<ConsoleAdvert> {
  await writeThenDrop(deps, async (tx) => {
    const before = await lockedAdvert(tx, id);
    if (before.published === published) return;
    if (published && !before.cover) throw refusal(advertConsoleReplies.coverRequired);
    const [after] = await tx.update(adverts).set({ published }).where(eq(adverts.id, id)).returning();
    await recordChange(tx, actor, { action: published ? "advert.publish" : "advert.unpublish", entity: "advert", entityId: id, ...changedFields(before, after!) });
  });
  return consoleAdvert(deps, id);
}

/** Every advert of the slot in the new order; refused when the list is not exactly the slot's adverts. */
export async function orderAdverts(deps: Deps, actor: StaffActor, locale: ApiLocale, slot: string, advertIds: readonly number[]): Promise<ConsoleAdvertList> {
  if (!CONSOLE_AD_SLOTS.includes(slot)) throw refusal(advertConsoleReplies.unknownSlot);
  await writeThenDrop(deps, async (tx) => {
    const before = await reorderRows(tx, adverts, eq(adverts.slot, slot), advertIds);
    if (!before) throw refusal(advertConsoleReplies.orderMismatch);
    await recordChange(tx, actor, { action: "advert.order", entity: "advert-slot", entityId: slot, before: { advertIds: before }, after: { advertIds: [...advertIds] } });
  });
  return listConsoleAdverts(deps.db, locale, deps.now(), slot);
}

export async function deleteAdvert(deps: Deps, actor: StaffActor, locale: ApiLocale, id: number): Promise<ConsoleAdvertList> {
  const slot = await writeThenDrop(deps, async (tx) => {
    const before = await lockedAdvert(tx, id);
    await tx.delete(adverts).where(eq(adverts.id, id));
    await recordChange(tx, actor, { action: "advert.delete", entity: "advert", entityId: id, ...changedFields(before, null) });
    return before.slot;
  });
  return listConsoleAdverts(deps.db, locale, deps.now(), slot);
}

/** The last seven Macau days by default. */
const REPORT_DEFAULT_DAYS = 7;

/**
 * Views (ad_view) and clicks (ad_click) per day and per advert, from the statistics (statisticsReport: earlier days
 * from the daily rollup, today's from the raw events, so that the figures are live); one slot's adverts, or all.
 */
export async function advertReport(db: Db, locale: ApiLocale, now: Date, query: { from?: string | undefined; to?: string | undefined; slot?: string | undefined }): Promise<AdvertReport> {
  if (query.slot && !CONSOLE_AD_SLOTS.includes(query.slot)) throw refusal(advertConsoleReplies.unknownSlot);
  const today = macauDate(now);
  const to = query.to ?? today;
  const from = query.from ?? dayBefore(to, REPORT_DEFAULT_DAYS - 1);
  if (from > to) throw badRequest("from");
  const report = await statisticsReport(db, from, to, { events: ["ad_view", "ad_click"], liveFrom: today });
  const ids = [...new Set(report.items.map((item) => Number(item.objectId)).filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647))];
  const rows = ids.length ? await db.select({ id: adverts.id, slot: adverts.slot, title: adverts.title }).from(adverts).where(inArray(adverts.id, ids)) : [];
  const known = new Map(rows.map((row) => [String(row.id), row]));
  // One slot: its adverts only (a deleted advert's slot is unknown, so it is left out).
  const items = report.items.filter((item) => !query.slot || known.get(item.objectId)?.slot === query.slot);
  const perDay = new Map<string, { views: number; clicks: number }>();
  const perAdvert = new Map<string, { views: number; clicks: number }>();
  for (const item of items) {
    for (const [map, key] of [[perDay, item.day], [perAdvert, item.objectId]] as const) {
      const sum = map.get(key) ?? { views: 0, clicks: 0 };
      sum.views += item.views;
      sum.clicks += item.clicks;
      map.set(key, sum);
    }
  }
  return {
    from,
    to,
    slot: query.slot ?? null,
    days: daysBetween(from, to).map((day) => ({ day, ...(perDay.get(day) ?? { views: 0, clicks: 0 }) })),
    adverts: [...perAdvert.entries()]
      .map(([objectId, sum]) => {
        const row = known.get(objectId);
        return { id: Number(objectId), title: row ? pickText(row.title, locale) : null, slot: row?.slot ?? null, ...sum, ctr: sum.views ? sum.clicks / sum.views : null };
      })
      .filter((advert) => Number.isInteger(advert.id))
      .sort((a, b) => b.views - a.views || b.clicks - a.clicks || a.id - b.id),
  };
}
