import { asc, eq } from "drizzle-orm";
import { scheduleTags } from "@portal/contract/cache-tags";
import type { ApiLocale } from "@portal/contract/locales";
import type { ConsoleChannel, ConsoleScheduleWeek, ScheduleImportResult } from "@portal/contract/schemas/broadcast/console";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../platform/deps.ts";
import { notFound } from "../../platform/errors.ts";
import { pickText } from "../../platform/localize.ts";
import type { StaffActor } from "../../platform/staff-auth.ts";
import { recordChange } from "../audit/audit-service.ts";
import { programmeSlugs } from "../program/program-service.ts";
import { checkScheduleCsv, slotsOfRows } from "./schedule-import.ts";
import { broadcastCategories, broadcastChannels, broadcastSlots } from "./tables.ts";

/**
 * The producer's schedule (docs/console.md "Producer"): a channel's weekly grid, and the import of a week from the
 * playout system's CSV, which replaces the grid of every channel in the file in one transaction, audited; then the
 * cached schedule and live answers are dropped (`scheduleTags.all`).
 */

type ChannelRow = typeof broadcastChannels.$inferSelect;

const toConsoleChannel = (row: ChannelRow, locale: ApiLocale): ConsoleChannel => ({
  code: row.code,
  kind: row.kind,
  name: pickText(row.name, locale),
  originUrl: row.originUrl,
  liveEnabled: row.liveEnabled,
});

/** A channel's grid (the first channel without a code), with every channel for the picker. */
export async function scheduleWeek(db: Db, locale: ApiLocale, code: string | undefined): Promise<ConsoleScheduleWeek> {
  const channels = await db.select().from(broadcastChannels).orderBy(asc(broadcastChannels.sortOrder), asc(broadcastChannels.id));
  const channel = code ? channels.find((row) => row.code === code) : channels[0];
  if (!channel) throw notFound();
  const [slots, categories] = await Promise.all([
    db.select().from(broadcastSlots).where(eq(broadcastSlots.channelId, channel.id)).orderBy(asc(broadcastSlots.startMinute), asc(broadcastSlots.id)),
    db.select({ id: broadcastCategories.id, code: broadcastCategories.code }).from(broadcastCategories),
  ]);
  const categoryCode = new Map(categories.map((row) => [row.id, row.code]));
  return {
    channel: toConsoleChannel(channel, locale),
    channels: channels.map((row) => toConsoleChannel(row, locale)),
    slots: slots.map((slot) => ({
      id: slot.id,
      weekdays: slot.weekdays,
      startMinute: slot.startMinute,
      durationMinutes: slot.durationMinutes,
      title: { zh_TW: slot.title.zh_TW ?? "", zh_CN: slot.title.zh_CN ?? "", en: slot.title.en ?? "", pt: slot.title.pt ?? "" },
      programSlug: slot.programSlug,
      category: slot.categoryId ? (categoryCode.get(slot.categoryId) ?? null) : null,
    })),
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

