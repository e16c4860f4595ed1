import { and, asc, eq, ne } from "drizzle-orm";
import { scheduleTags } from "@portal/contract/cache-tags";
import type { ApiLocale } from "@portal/contract/locales";
import type { channelBody, ConsoleChannel, ConsoleScheduleWeek, ConsoleSlot, ScheduleImportResult, slotBody } from "@portal/contract/schemas/broadcast/console";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../platform/deps.ts";
import { notFound, refusal } from "../../platform/errors.ts";
import { pickText } from "../../platform/localize.ts";
import type { StaffActor } from "../../platform/staff-auth.ts";
import { changedFields, recordChange } from "../audit/audit-service.ts";
import { programmeSlugs } from "../program/program-service.ts";
import { broadcastReplies } from "./replies.ts";
import { checkScheduleCsv, slotsOfRows } from "./schedule-import.ts";
import { broadcastCategories, broadcastChannels, broadcastSlots } from "./tables.ts";

/**
 * The producer's schedule (docs/console.md "Producer"): a channel's weekly grid, and the import of a week from the
 * playout system's CSV, which replaces the grid of every channel in the file in one transaction, audited; then the
 * cached schedule and live answers are dropped (`scheduleTags.all`).
 */

type ChannelRow = typeof broadcastChannels.$inferSelect;
type ChannelValues = z.output<typeof channelBody>;

const toConsoleChannel = (row: ChannelRow, locale: ApiLocale, defaultRegions: readonly string[]): ConsoleChannel => ({
  code: row.code,
  kind: row.kind,
  name: pickText(row.name, locale),
  originUrl: row.originUrl,
  liveEnabled: row.liveEnabled,
  regions: row.regions,
  defaultRegions: [...defaultRegions],
});

type SlotRow = typeof broadcastSlots.$inferSelect;

function toConsoleSlot(slot: SlotRow, categoryCode: ReadonlyMap<number, string>): ConsoleSlot {
  return {
    id: slot.id,
    weekdays: slot.weekdays,
    startMinute: slot.startMinute,
    durationMinutes: slot.durationMinutes,
    title: { zh_TW: slot.title.zh_TW ?? "", zh_CN: slot.title.zh_CN ?? "", en: slot.title.en ?? "", pt: slot.title.pt ?? "" },
    programSlug: slot.programSlug,
    category: slot.categoryId ? (categoryCode.get(slot.categoryId) ?? null) : null,
  };
}

/** A channel's grid (the first channel without a code), with every channel for the picker. */
export async function scheduleWeek(db: Db, locale: ApiLocale, code: string | undefined, defaultRegions: readonly string[]): Promise<ConsoleScheduleWeek> {
  const channels = await db.select().from(broadcastChannels).orderBy(asc(broadcastChannels.sortOrder), asc(broadcastChannels.id));
  const channel = code ? channels.find((row) => row.code === code) : channels[0];
  if (!channel) throw notFound();
  const [slots, categories] = await Promise.all([
    db.select().from(broadcastSlots).where(eq(broadcastSlots.channelId, channel.id)).orderBy(asc(broadcastSlots.startMinute), asc(broadcastSlots.id)),
    db.select().from(broadcastCategories).orderBy(asc(broadcastCategories.sortOrder), asc(broadcastCategories.id)),
  ]);
  const categoryCode = new Map(categories.map((row) => [row.id, row.code]));
  return {
    channel: toConsoleChannel(channel, locale, defaultRegions),
    channels: channels.map((row) => toConsoleChannel(row, locale, defaultRegions)),
    categories: categories.map((row) => ({ code: row.code, name: pickText(row.name, locale) })),
    slots: slots.map((slot) => toConsoleSlot(slot, categoryCode)),
  };
}

/** Checks every row; with none wrong, replaces the grid of each channel in the file, one audit entry per channel. */
export async function importSchedule(deps: Deps, actor: StaffActor, csv: string, locale: ApiLocale): Promise<ScheduleImportResult> {
  const [channels, categories, programmes] = await Promise.all([
    deps.db.select({ id: broadcastChannels.id, code: broadcastChannels.code }).from(broadcastChannels),
    deps.db.select({ id: broadcastCategories.id, code: broadcastCategories.code }).from(broadcastCategories),
    programmeSlugs(deps.db),
  ]);
  const channelId = new Map(channels.map((row) => [row.code, row.id]));
  const categoryId = new Map(categories.map((row) => [row.code, row.id]));
  const checked = checkScheduleCsv(csv, { channels: new Set(channelId.keys()), programmes, categories: new Set(categoryId.keys()) }, locale);
  if (!checked.ok) return { imported: false, errors: checked.errors };

  const slots = slotsOfRows(checked.rows);
  const codes = [...new Set(slots.map((slot) => slot.channel))];
  const result = await deps.db.transaction(async (tx) => {
    const counts: { code: string; slots: number }[] = [];
    for (const code of codes) {
      const id = channelId.get(code)!;
      const removed = await tx.delete(broadcastSlots).where(eq(broadcastSlots.channelId, id)).returning({ id: broadcastSlots.id });
      const mine = slots.filter((slot) => slot.channel === code);
      await tx.insert(broadcastSlots).values(
        mine.map((slot) => ({
          channelId: id,
          weekdays: slot.weekdays,
          startMinute: slot.startMinute,
          durationMinutes: slot.durationMinutes,
          title: slot.title,
          programSlug: slot.programSlug,
          categoryId: slot.category ? categoryId.get(slot.category)! : null,
        })),
      );
      await recordChange(tx, actor, {
        action: "schedule.import",
        entity: "broadcast_channel",
        entityId: code,
        before: { slots: removed.length },
        after: { slots: mine.length, week: checked.week, rows: checked.rows.filter((row) => row.channel === code).length },
      });
      counts.push({ code, slots: mine.length });
    }
    return counts;
  });
  await deps.cache.invalidate([scheduleTags.all]);
  return { imported: true, week: checked.week, channels: result };
}


// ── One slot, one channel ──

type SlotValues = z.output<typeof slotBody>;

const categoryCodes = async (db: Db) => new Map((await db.select({ id: broadcastCategories.id, code: broadcastCategories.code }).from(broadcastCategories)).map((row) => [row.id, row.code]));
const clock = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

/** The slot's columns, its programme and category checked, and no other slot of the channel at the same time. */
async function slotColumns(db: Db, channelId: number, input: SlotValues, locale: ApiLocale, ownId?: number) {
  if (input.programSlug && !(await programmeSlugs(db)).has(input.programSlug)) throw refusal(broadcastReplies.csvUnknownProgramme, { value: input.programSlug });
  let categoryId: number | null = null;
  if (input.category) {
    const [found] = await db.select({ id: broadcastCategories.id }).from(broadcastCategories).where(eq(broadcastCategories.code, input.category));
    if (!found) throw refusal(broadcastReplies.csvUnknownCategory, { value: input.category });
    categoryId = found.id;
  }
  const others = await db.select().from(broadcastSlots).where(and(eq(broadcastSlots.channelId, channelId), ownId === undefined ? undefined : ne(broadcastSlots.id, ownId)));
  const end = input.startMinute + input.durationMinutes;
  const clash = others.find((o) => (o.weekdays & input.weekdays) !== 0 && input.startMinute < o.startMinute + o.durationMinutes && o.startMinute < end);
  if (clash) throw refusal(broadcastReplies.slotOverlap, { title: pickText(clash.title, locale), time: clock(clash.startMinute) });
  const title = Object.fromEntries(Object.entries(input.title).filter(([, v]) => v !== ""));
  return { weekdays: input.weekdays, startMinute: input.startMinute, durationMinutes: input.durationMinutes, title, programSlug: input.programSlug, categoryId };
}

/** Runs a schedule change with its audit entry in one transaction, then drops the cached schedule answers. */
async function changeSchedule<T>(deps: Deps, write: (tx: Db) => Promise<T>): Promise<T> {
  const result = await deps.db.transaction(write);
  await deps.cache.invalidate([scheduleTags.all]);
  return result;
}

export async function createSlot(deps: Deps, actor: StaffActor, channel: string, input: SlotValues, locale: ApiLocale): Promise<ConsoleSlot> {
  const [row] = await deps.db.select({ id: broadcastChannels.id }).from(broadcastChannels).where(eq(broadcastChannels.code, channel));
  if (!row) throw refusal(broadcastReplies.csvUnknownChannel, { value: channel });
  const values = await slotColumns(deps.db, row.id, input, locale);
  const created = await changeSchedule(deps, async (tx) => {
    const [slot] = await tx.insert(broadcastSlots).values({ channelId: row.id, ...values }).returning();
    await recordChange(tx, actor, { action: "schedule.slot.create", entity: "broadcast_slot", entityId: slot!.id, ...changedFields(null, slot!) });
    return slot!;
  });
  return toConsoleSlot(created, await categoryCodes(deps.db));
}

export async function updateSlot(deps: Deps, actor: StaffActor, id: number, input: SlotValues, locale: ApiLocale): Promise<ConsoleSlot> {
  const [current] = await deps.db.select().from(broadcastSlots).where(eq(broadcastSlots.id, id));
  if (!current) throw notFound();
  const values = await slotColumns(deps.db, current.channelId, input, locale, id);
  const updated = await changeSchedule(deps, async (tx) => {
    const [before] = await tx.select().from(broadcastSlots).where(eq(broadcastSlots.id, id)).for("update");
    if (!before) throw notFound();
    const [after] = await tx.update(broadcastSlots).set(values).where(eq(broadcastSlots.id, id)).returning();
    await recordChange(tx, actor, { action: "schedule.slot.update", entity: "broadcast_slot", entityId: id, ...changedFields(before, after!) });
    return after!;
  });
  return toConsoleSlot(updated, await categoryCodes(deps.db));
}

export async function deleteSlot(deps: Deps, actor: StaffActor, id: number): Promise<null> {
  return changeSchedule(deps, async (tx) => {
    const [deleted] = await tx.delete(broadcastSlots).where(eq(broadcastSlots.id, id)).returning();
    if (!deleted) throw notFound();
    await recordChange(tx, actor, { action: "schedule.slot.delete", entity: "broadcast_slot", entityId: id, ...changedFields(deleted, null) });
    return null;
  });
}

/** A live channel's origin, whether it streams on the web, and the countries that may play it (sorted, once each). */
export async function updateChannel(deps: Deps, actor: StaffActor, code: string, input: ChannelValues, locale: ApiLocale): Promise<ConsoleChannel> {
  const updated = await changeSchedule(deps, async (tx) => {
    const [before] = await tx.select().from(broadcastChannels).where(eq(broadcastChannels.code, code)).for("update");
    if (!before) throw notFound();
    const [after] = await tx.update(broadcastChannels).set({ originUrl: input.originUrl, liveEnabled: input.liveEnabled, regions: [...new Set(input.regions)].sort() }).where(eq(broadcastChannels.id, before.id)).returning();
    await recordChange(tx, actor, { action: "channel.update", entity: "broadcast_channel", entityId: code, ...changedFields(before, after!) });
    return after!;
  });
  return toConsoleChannel(updated, locale, deps.config.live.regions);
}
