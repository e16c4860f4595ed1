import { z } from "zod";
import { URL_LANGS } from "../locales.ts";
import { isoDate, slugSchema } from "./common.ts";

/**
 * Channels, the programme schedule and live streams (spec §7 Programme list, Live; §1 the region limit), shared by
 * server and web. Inputs are zod schemas; answers are plain interfaces (islands import this file's types only).
 */

export const CHANNEL_KINDS = ["tv", "radio"] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/** A channel's code, the id clients pass as channelId (tdm-macau, radio-macau-pt …). */
export const channelIdSchema = slugSchema;

export const channelListQuery = z.object({ type: z.enum(CHANNEL_KINDS).optional() });
export const channelCategoriesQuery = z.object({ channelId: channelIdSchema.optional() });
export const scheduleParams = z.object({ date: isoDate });
export const scheduleQuery = z.object({ channelId: channelIdSchema.optional() });
export const liveListQuery = z.object({ type: z.enum(CHANNEL_KINDS).optional() });
export const liveIdParams = z.object({ id: channelIdSchema });
export const specialLiveQuery = z.object({ slug: slugSchema, type: z.enum(["web", "app"]).default("web") });
/**
 * A schedule entry's id (ScheduleItem.id): its Macao date as YYYYMMDD and its slot of the weekly grid,
 * "20261125-17". The date must be a real one; the slot must air that day (else 404).
 */
export const scheduleItemId = z
  .string()
  .regex(/^\d{8}-\d{1,9}$/, "id must be the date (YYYYMMDD) and the slot's number, e.g. 20261125-17")
  .transform((id) => {
    const [day, slot] = id.split("-") as [string, string];
    return { date: `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`, slotId: Number(slot) };
  })
  .pipe(z.object({ date: isoDate, slotId: z.number().int().positive().max(2_147_483_647) }));
export const reminderParams = z.object({ id: scheduleItemId });
/** `lang`: the language of the calendar's texts (one of the URL languages), else the request's. */
export const reminderQuery = z.object({ lang: z.enum(URL_LANGS).optional() });

export interface Channel {
  /** The channel's code: tdm-macau, tdm-canal-macau, radio-macau, radio-macau-pt. */
  id: string;
  kind: ChannelKind;
  name: string;
  /** The language it broadcasts in (zh, pt, en). */
  language: string;
  description: string;
  logo: string | null;
}

export interface ScheduleCategory {
  id: string;
  name: string;
}

export interface ScheduleItem {
  /** The entry's id, its Macao date and slot ("20261125-17"): the reminder file's address names it. */
  id: string;
  /** ISO 8601 with the Macao offset, e.g. 2026-11-25T19:30:00+08:00. */
  start: string;
  end: string;
  title: string;
  /** The programme's page is /{lang}/program-detail/{programSlug}; null for items without one (a film, a bulletin). */
  programSlug: string | null;
  category: ScheduleCategory | null;
  /** On air at the moment of the answer. */
  onAir: boolean;
}

export interface DaySchedule {
  /** The Macao calendar date asked for, YYYY-MM-DD. */
  date: string;
  channel: Channel;
  items: ScheduleItem[];
}

export interface LiveCategory {
  id: ChannelKind;
  name: string;
}

/** A live channel: its programme now and next. Never a stream address (see LivePlaylist). */
export interface LiveChannel extends Channel {
  now: ScheduleItem | null;
  next: ScheduleItem | null;
}

/** A signed stream address: valid until `expiresAt`, for the path it names only. */
export interface LiveStream {
  url: string;
  /** application/vnd.apple.mpegurl (HLS) */
  type: string;
  expiresAt: string;
}

/** GET live/{channelId}/playlist: now, next and the stream — only for a visitor inside the region (else 403). */
export interface LivePlaylist {
  channel: LiveChannel;
  stream: LiveStream;
  /** Seconds after which the client should ask again for a fresh address (before expiresAt). */
  refreshAfter: number;
}

/** A special live broadcast shown on the home page and at /{lang}/special-live (common/special-live). */
export interface SpecialLive {
  slug: string;
  type: string;
  title: string;
  description: string;
  cover: string | null;
  startsAt: string;
  endsAt: string;
  /** True while the broadcast is on. */
  onAir: boolean;
  channel: LiveChannel;
}
