import { z } from "zod";
import { addValidationIssue } from "../../validation.ts";
import { localized, type ConsoleText } from "../console-text.ts";
import { slugSchema } from "../common.ts";
import type { ChannelKind } from "../broadcast.ts";
import { consoleRule } from "../../console-validation-messages.ts";
import { CHANNEL_REGIONS_MAX, isRegionCode } from "./regions.ts";

/**
 * The producer's schedule calls (endpoints/broadcast.ts `scheduleConsoleApi`; docs/console.md "Producer"): the
 * weekly grid of a channel, and the import of a week from the CSV file a playout system exports
 * (docs/samples/schedule-week.csv). Shared by server and console.
 */

/** The import's file, as text (UTF-8; a byte-order mark is ignored): some 1,000 rows of 90 characters at most. */
export const SCHEDULE_CSV_MAX = 90_000;
/** The columns of the import, in this order, in the header row. */
export const SCHEDULE_CSV_COLUMNS = ["channel", "date", "start", "duration", "title_zh", "title_en", "title_pt", "programme", "category"] as const;

export const scheduleImportBody = z.object({ csv: z.string().min(1).max(SCHEDULE_CSV_MAX) }).strict();
export type ScheduleImportInput = z.input<typeof scheduleImportBody>;

/** GET …/schedule?channel=: the grid of one channel (the first TV channel without one). */
export const scheduleWeekQuery = z.object({ channel: slugSchema.optional() });
export type ScheduleWeekQuery = z.input<typeof scheduleWeekQuery>;

/** One row the import refused: its line in the file (the header is line 1) and why, in the request's language. */
export interface ScheduleRowError {
  line: number;
  message: string;
}

/**
 * The import's outcome. Refused: every wrong row, and nothing written. Imported: the channels whose week was
 * replaced, the Monday of the file's week and how many slots each channel has now.
 */
export type ScheduleImportResult =
  | { imported: false; errors: ScheduleRowError[] }
  | { imported: true; week: string; channels: { code: string; slots: number }[] };

export interface ConsoleChannel {
  code: string;
  kind: ChannelKind;
  /** In the console's language. */
  name: string;
  originUrl: string | null;
  liveEnabled: boolean;
  /** The countries that may play it on the web (ISO 3166 codes); empty: the site's (`defaultRegions`). */
  regions: string[];
  /** The site's LIVE_REGIONS, what an empty list means. */
  defaultRegions: string[];
}

/** A slot of the weekly grid: the weekdays it airs (bit 0 Monday … bit 6 Sunday), its Macau start and length. */
export interface ConsoleSlot {
  id: number;
  weekdays: number;
  startMinute: number;
  durationMinutes: number;
  title: ConsoleText;
  programSlug: string | null;
  category: string | null;
}

export interface ConsoleScheduleWeek {
  channel: ConsoleChannel;
  channels: ConsoleChannel[];
  /** The schedule's categories, for the slot form. */
  categories: { code: string; name: string }[];
  slots: ConsoleSlot[];
}

/** A slot of the grid as the slot form sends it (PUT …/schedule/slots/:id); a new one names its channel (POST). */
export const slotBody = z
  .object({
    /** Bit 0 Monday … bit 6 Sunday: at least one day. */
    weekdays: z.number().int().min(1).max(127),
    /** Macau minutes after midnight. */
    startMinute: z.number().int().min(0).max(1439),
    durationMinutes: z.number().int().min(1).max(1440),
    title: localized(200, true),
    programSlug: slugSchema.nullable().default(null),
    category: slugSchema.nullable().default(null),
  })
  .strict();
export type SlotInput = z.input<typeof slotBody>;
export const slotCreateBody = slotBody.extend({ channel: slugSchema }).strict();
export type SlotCreateInput = z.input<typeof slotCreateBody>;

/** A live channel's stream: the https address of its HLS playlist on the broadcaster's origin (null: the demo loop). */
export const channelBody = z
  .object({
    originUrl: z
      .string()
      .trim()
      .max(500)
      .superRefine((value, ctx) => {
        if (!/^https:\/\/[^\s/\\?#]+\/[^\s\\?#]*\.m3u8(?:\?[^\s\\#]*)?$/i.test(value) || value.includes("..")) addValidationIssue(ctx, consoleRule("originUrl"));
      })
      .nullable(),
    liveEnabled: z.boolean(),
    /**
     * The countries whose visitors may play it on the web (ISO 3166 codes: regions.ts); empty: the site's
     * LIVE_REGIONS. An unknown code is refused (rule liveRegion).
     */
    regions: z
      .array(z.string().trim().toUpperCase().max(10))
      .max(CHANNEL_REGIONS_MAX)
      .default([])
      .superRefine((codes, ctx) => {
        if (codes.some((code) => !isRegionCode(code))) addValidationIssue(ctx, consoleRule("liveRegion"));
      }),
  })
  .strict();
export type ChannelInput = z.input<typeof channelBody>;
export const channelParams = z.object({ code: slugSchema });
