import { and, asc, desc, eq, gt, inArray } from "drizzle-orm";
import type { ApiLocale } from "@portal/contract/locales";
import type { Channel, ChannelKind, DaySchedule, LiveCategory, LiveChannel, ScheduleCategory, ScheduleItem, SpecialLive } from "@portal/contract/schemas/broadcast";
import type { Db } from "../../db/client.ts";
import { broadcastCategories, broadcastChannels, broadcastSlots, specialLives } from "./tables.ts";
import { pickText } from "../../platform/localize.ts";
import { macauDate, macauIso } from "../../platform/macau-time.ts";
import { expandDay, nowAndNext, type Placed } from "./schedule.ts";

/** Channels, the schedule and special lives from the database (docs/media.md). */
type ChannelRow = typeof broadcastChannels.$inferSelect;
type SlotRow = typeof broadcastSlots.$inferSelect;
type CategoryRow = typeof broadcastCategories.$inferSelect;

const KIND_NAMES: Record<ChannelKind, Record<ApiLocale, string>> = {
  tv: { zh_TW: "電視", zh_CN: "电视", en: "TV", pt: "Televisão" },
  radio: { zh_TW: "電台", zh_CN: "电台", en: "Radio", pt: "Rádio" },
};

export function liveCategories(locale: ApiLocale): LiveCategory[] {
  return (["tv", "radio"] as const).map((id) => ({ id, name: KIND_NAMES[id][locale] }));
}

function toChannel(row: ChannelRow, locale: ApiLocale): Channel {
  return {
    id: row.code,
    kind: row.kind,
    name: pickText(row.name, locale),
    language: row.language,
    description: pickText(row.description, locale),
    logo: row.logo,
  };
}

export async function listChannels(db: Db, locale: ApiLocale, kind?: ChannelKind): Promise<Channel[]> {
  const rows = await db
    .select()
    .from(broadcastChannels)
    .where(kind ? eq(broadcastChannels.kind, kind) : undefined)
    .orderBy(asc(broadcastChannels.sortOrder), asc(broadcastChannels.id));
  return rows.map((row) => toChannel(row, locale));
}

/** A channel by code; with no code, the first TV channel. */
export async function findChannel(db: Db, code?: string): Promise<ChannelRow | null> {
  const [row] = await db
    .select()
    .from(broadcastChannels)
    .where(code ? eq(broadcastChannels.code, code) : eq(broadcastChannels.kind, "tv"))
    .orderBy(asc(broadcastChannels.sortOrder), asc(broadcastChannels.id))
    .limit(1);
  return row ?? null;
}

async function categoriesById(db: Db): Promise<Map<number, CategoryRow>> {
  const rows = await db.select().from(broadcastCategories);
  return new Map(rows.map((row) => [row.id, row]));
}

const toCategory = (row: CategoryRow, locale: ApiLocale): ScheduleCategory => ({ id: row.code, name: pickText(row.name, locale) });

function toItem(entry: Placed<SlotRow>, categories: Map<number, CategoryRow>, locale: ApiLocale, now: Date): ScheduleItem {
  const category = entry.slot.categoryId ? categories.get(entry.slot.categoryId) : undefined;
  return {
    id: scheduleItemIdOf(entry),
    start: macauIso(entry.start),
    end: macauIso(entry.end),
    title: pickText(entry.slot.title, locale),
    programSlug: entry.slot.programSlug,
    category: category ? toCategory(category, locale) : null,
    onAir: entry.start.getTime() <= now.getTime() && now.getTime() < entry.end.getTime(),
  };
}

/** A schedule entry's id: the Macao date it starts on (the day it belongs to) and its slot, "20261125-17". */
export const scheduleItemIdOf = (entry: Placed<SlotRow>): string => `${macauDate(entry.start).replaceAll("-", "")}-${entry.slot.id}`;

const slotsOf = (db: Db, channelIds: number[]) =>
  db.select().from(broadcastSlots).where(inArray(broadcastSlots.channelId, channelIds)).orderBy(asc(broadcastSlots.startMinute));

/** The categories of a channel's programmes (every category without a channel), in staff's order. */
export async function channelCategories(db: Db, locale: ApiLocale, code?: string): Promise<ScheduleCategory[] | null> {
  let used: Set<number> | null = null;
  if (code) {
    const channel = await findChannel(db, code);
    if (!channel) return null;
    used = new Set((await slotsOf(db, [channel.id])).flatMap((slot) => (slot.categoryId ? [slot.categoryId] : [])));
  }
  const rows = await db.select().from(broadcastCategories).orderBy(asc(broadcastCategories.sortOrder), asc(broadcastCategories.id));
  return rows.filter((row) => !used || used.has(row.id)).map((row) => toCategory(row, locale));
}

export async function daySchedule(db: Db, locale: ApiLocale, date: string, code: string | undefined, now: Date): Promise<DaySchedule | null> {
  const channel = await findChannel(db, code);
  if (!channel) return null;
  const [slots, categories] = await Promise.all([slotsOf(db, [channel.id]), categoriesById(db)]);
  return {
    date,
    channel: toChannel(channel, locale),
    items: expandDay(slots, date).map((entry) => toItem(entry, categories, locale, now)),
  };
}

/** One entry of a channel's schedule for a reminder: the slot on that Macao date, null when it does not air then. */
export interface ScheduleOccurrence {
  channel: Channel;
  item: ScheduleItem;
  startsAt: Date;
  endsAt: Date;
}

export async function scheduleOccurrence(db: Db, locale: ApiLocale, date: string, slotId: number, now: Date): Promise<ScheduleOccurrence | null> {
  const [slot] = await db.select().from(broadcastSlots).where(eq(broadcastSlots.id, slotId));
  if (!slot) return null;
  const entry = expandDay([slot], date)[0];
  const [channel] = await db.select().from(broadcastChannels).where(eq(broadcastChannels.id, slot.channelId));
  if (!entry || !channel) return null;
  return { channel: toChannel(channel, locale), item: toItem(entry, await categoriesById(db), locale, now), startsAt: entry.start, endsAt: entry.end };
}

async function liveChannels(db: Db, locale: ApiLocale, rows: ChannelRow[], now: Date): Promise<LiveChannel[]> {
  if (rows.length === 0) return [];
  const [slots, categories] = await Promise.all([slotsOf(db, rows.map((row) => row.id)), categoriesById(db)]);
  const today = macauDate(now);
  return rows.map((row) => {
    const own = slots.filter((slot) => slot.channelId === row.id);
    const { now: current, next } = nowAndNext(own, today, now);
    return {
      ...toChannel(row, locale),
      now: current ? toItem(current, categories, locale, now) : null,
      next: next ? toItem(next, categories, locale, now) : null,
    };
  });
}

export async function listLive(db: Db, locale: ApiLocale, now: Date, kind?: ChannelKind): Promise<LiveChannel[]> {
  const rows = await db
    .select()
    .from(broadcastChannels)
    .where(and(eq(broadcastChannels.liveEnabled, true), kind ? eq(broadcastChannels.kind, kind) : undefined))
    .orderBy(asc(broadcastChannels.sortOrder), asc(broadcastChannels.id));
  return liveChannels(db, locale, rows, now);
}

/** A live channel by code, with the row (for its stream); null when it does not stream. */
/**
 * The countries a channel is limited to (empty: the site's LIVE_REGIONS), read afresh for each signed address, so that
 * a producer's change holds at once for the next visitor (the media paths use the channel row kept 10 s).
 */
export async function channelRegions(db: Db, code: string): Promise<string[]> {
  const [row] = await db.select({ regions: broadcastChannels.regions }).from(broadcastChannels).where(eq(broadcastChannels.code, code));
  return row?.regions ?? [];
}

export async function findLive(db: Db, locale: ApiLocale, code: string, now: Date): Promise<{ live: LiveChannel; row: ChannelRow } | null> {
  const row = await findChannel(db, code);
  if (!row || !row.liveEnabled) return null;
  const [live] = await liveChannels(db, locale, [row], now);
  return { live: live!, row };
}

/** The special live of a slot (web_home …): the one on air, else the next to come; null when none is left. */
export async function findSpecialLive(db: Db, locale: ApiLocale, slug: string, type: string, now: Date): Promise<SpecialLive | null> {
  const [special] = await db
    .select()
    .from(specialLives)
    .where(and(eq(specialLives.slug, slug), eq(specialLives.type, type), gt(specialLives.endsAt, now)))
    .orderBy(asc(specialLives.startsAt), desc(specialLives.id))
    .limit(1);
  if (!special) return null;
  const [channel] = await db.select().from(broadcastChannels).where(eq(broadcastChannels.id, special.channelId));
  if (!channel) return null;
  const [live] = await liveChannels(db, locale, [channel], now);
  return {
    slug: special.slug,
    type: special.type,
    title: pickText(special.title, locale),
    description: pickText(special.description, locale),
    cover: special.cover,
    startsAt: macauIso(special.startsAt),
    endsAt: macauIso(special.endsAt),
    onAir: special.startsAt.getTime() <= now.getTime(),
    channel: live!,
  };
}
