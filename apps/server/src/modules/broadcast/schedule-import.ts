import { SCHEDULE_CSV_COLUMNS, type ScheduleRowError } from "@portal/contract/schemas/broadcast/console";
import type { ApiLocale } from "@portal/contract/locales";
import { isoDate } from "@portal/contract/schemas/common";
import { replyText, type Reply } from "../../platform/replies.ts";
import { broadcastReplies } from "./replies.ts";
import { addDays, weekdayIndex } from "./schedule.ts";

/**
 * The schedule import (docs/console.md "Producer"): the CSV a playout system exports, one row per broadcast of the
 * week, checked row by row before anything is written. Pure: what exists (channels, programmes, categories) is given.
 */

export const SCHEDULE_ROWS_MAX = 1_000;
const TITLE_MAX = 200;

/** A row of the week, checked: its channel, weekday (0 Monday), Macau start minute and length, titles, links. */
export interface ImportedRow {
  line: number;
  channel: string;
  weekday: number;
  startMinute: number;
  durationMinutes: number;
  title: { zh_TW: string; en?: string; pt?: string };
  programSlug: string | null;
  category: string | null;
}

export interface KnownCodes {
  channels: ReadonlySet<string>;
  programmes: ReadonlySet<string>;
  categories: ReadonlySet<string>;
}

/**
 * RFC 4180 CSV: fields separated by commas, quoted with "…" where they hold commas, quotes ("") or line breaks;
 * lines end with CRLF or LF. Returns the records with the line each starts on; blank lines are left out.
 */
export function parseCsv(text: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  const end = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0]!.trim() !== "") records.push({ line: start, fields });
    fields = [];
    field = "";
  };
  const source = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') (field += '"'), i++;
      else if (char === '"') quoted = false;
      else {
        if (char === "\n") line++;
        field += char;
      }
    } else if (char === '"' && field === "") quoted = true;
    else if (char === ",") fields.push(field), (field = "");
    else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[i + 1] === "\n") i++;
      end();
      line++;
      start = line;
    } else field += char;
  }
  if (field !== "" || fields.length) end();
  return records;
}

/** The Monday of a date's week (YYYY-MM-DD). */
export const mondayOf = (date: string): string => addDays(date, -weekdayIndex(date));

/**
 * The file's rows, each checked; every error is listed (in `locale`), and the rows are returned only when there
 * is none. The week is the Monday-to-Sunday week of the first row's date: every row must be in it.
 */
export function checkScheduleCsv(
  text: string,
  known: KnownCodes,
  locale: ApiLocale,
): { ok: true; week: string; rows: ImportedRow[] } | { ok: false; errors: ScheduleRowError[] } {
  const errors: ScheduleRowError[] = [];
  const fail = (line: number, reply: Reply, params: Record<string, string | number> = {}) => errors.push({ line, message: replyText(reply, locale, params) });
  const [header, ...records] = parseCsv(text);
  const expected = SCHEDULE_CSV_COLUMNS.length;
  if (!header || header.fields.map((name) => name.trim().toLowerCase()).join(",") !== SCHEDULE_CSV_COLUMNS.join(",")) {
    fail(header?.line ?? 1, broadcastReplies.csvHeader, { columns: SCHEDULE_CSV_COLUMNS.join(",") });
    return { ok: false, errors };
  }
  if (!records.length) fail(header.line, broadcastReplies.csvEmpty);
  if (records.length > SCHEDULE_ROWS_MAX) fail(records[SCHEDULE_ROWS_MAX]!.line, broadcastReplies.csvTooManyRows, { max: SCHEDULE_ROWS_MAX });
  if (errors.length) return { ok: false, errors };

  let week: string | null = null;
  const rows: ImportedRow[] = [];
  for (const { line, fields } of records) {
    if (fields.length !== expected) {
      fail(line, broadcastReplies.csvColumnCount, { count: fields.length, expected });
      continue;
    }
    const [channel, date, start, duration, titleZh, titleEn, titlePt, programme, category] = fields.map((f) => f.trim()) as string[] as [string, string, string, string, string, string, string, string, string];
    const before = errors.length;
    if (!known.channels.has(channel)) fail(line, broadcastReplies.csvUnknownChannel, { value: channel });
    const validDate = isoDate.safeParse(date).success;
    if (!validDate) fail(line, broadcastReplies.csvBadDate, { value: date });
    else {
      week ??= mondayOf(date);
      if (mondayOf(date) !== week) fail(line, broadcastReplies.csvOtherWeek, { value: date, week });
    }
    const time = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(start);
    if (!time) fail(line, broadcastReplies.csvBadStart, { value: start });
    const minutes = /^\d{1,4}$/.test(duration) ? Number(duration) : NaN;
    if (!(minutes >= 1 && minutes <= 1440)) fail(line, broadcastReplies.csvBadDuration, { value: duration });
    if (!titleZh) fail(line, broadcastReplies.csvTitleMissing);
    for (const [column, value] of [["title_zh", titleZh], ["title_en", titleEn], ["title_pt", titlePt]] as const) {
      if ([...value].length > TITLE_MAX) fail(line, broadcastReplies.csvTitleTooLong, { column, max: TITLE_MAX });
    }
    if (programme && !known.programmes.has(programme)) fail(line, broadcastReplies.csvUnknownProgramme, { value: programme });
    if (category && !known.categories.has(category)) fail(line, broadcastReplies.csvUnknownCategory, { value: category });
    if (errors.length > before) continue;
    rows.push({
      line,
      channel,
      weekday: weekdayIndex(date),
      startMinute: Number(time![1]) * 60 + Number(time![2]),
      durationMinutes: minutes,
      title: { zh_TW: titleZh, ...(titleEn ? { en: titleEn } : {}), ...(titlePt ? { pt: titlePt } : {}) },
      programSlug: programme || null,
      category: category || null,
    });
  }
  // Two broadcasts of one channel at once: the later row is wrong (a slot may run past midnight into the next day).
  const byChannel = new Map<string, ImportedRow[]>();
  for (const row of rows) byChannel.set(row.channel, [...(byChannel.get(row.channel) ?? []), row]);
  for (const list of byChannel.values()) {
    const timed = list.map((row) => ({ row, from: row.weekday * 1440 + row.startMinute })).sort((a, b) => a.from - b.from || a.row.line - b.row.line);
    for (let i = 1; i < timed.length; i++) {
      const previous = timed[i - 1]!;
      if (timed[i]!.from < previous.from + previous.row.durationMinutes) fail(timed[i]!.row.line, broadcastReplies.csvOverlap, { other: previous.row.line });
    }
  }
  if (errors.length) return { ok: false, errors: errors.sort((a, b) => a.line - b.line) };
  return { ok: true, week: week!, rows };
}

/**
 * The rows as slots of the weekly grid: the same broadcast (channel, start, length, titles, programme, category)
 * on several days of the week is one slot with those weekdays' bits.
 */
export function slotsOfRows(rows: readonly ImportedRow[]): (Omit<ImportedRow, "line" | "weekday"> & { weekdays: number })[] {
  const slots = new Map<string, Omit<ImportedRow, "line" | "weekday"> & { weekdays: number }>();
  for (const { line: _line, weekday, ...slot } of rows) {
    const key = JSON.stringify(slot);
    const found = slots.get(key);
    if (found) found.weekdays |= 1 << weekday;
    else slots.set(key, { ...slot, weekdays: 1 << weekday });
  }
  return [...slots.values()];
}
