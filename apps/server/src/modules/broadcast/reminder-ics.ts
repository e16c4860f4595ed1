import type { ApiLocale } from "@portal/contract/locales";
import { MACAU_OFFSET_MS } from "../../platform/macau-time.ts";

/**
 * "Remind me" for a schedule entry (docs/media.md): an iCalendar file (RFC 5545) with one event in the time zone
 * Asia/Macau (declared by a VTIMEZONE: UTC+8 all year, no daylight saving since 1979) and a display alarm ten
 * minutes before. Calendar apps import it without an account; its UID is the entry's, so importing it again
 * updates the event instead of adding a second one.
 */
export interface Reminder {
  /** Unique and stable for the entry: `<entry id>.<channel>@<host>`. */
  uid: string;
  start: Date;
  end: Date;
  title: string;
  channel: string;
  category: string | null;
  /** The channel's live page. */
  liveUrl: string;
  /** The programme's page, when the entry has one. */
  programmeUrl: string | null;
  locale: ApiLocale;
  /** When the file is made (DTSTAMP). */
  now: Date;
}

/** Minutes before the start at which the alarm goes off. */
export const REMINDER_MINUTES = 10;
export const TIME_ZONE = "Asia/Macau";

const TEXTS: Record<ApiLocale, { summary: string; live: string; programme: string; alarm: string }> = {
  zh_TW: { summary: "{title}（{channel}）", live: "直播：{url}", programme: "節目：{url}", alarm: "{title} 將於 {minutes} 分鐘後在{channel}播出" },
  zh_CN: { summary: "{title}（{channel}）", live: "直播：{url}", programme: "节目：{url}", alarm: "{title} 将于 {minutes} 分钟后在{channel}播出" },
  en: { summary: "{title} ({channel})", live: "Watch live: {url}", programme: "Programme: {url}", alarm: "{title} starts in {minutes} minutes on {channel}" },
  pt: { summary: "{title} ({channel})", live: "Em direto: {url}", programme: "Programa: {url}", alarm: "{title} começa dentro de {minutes} minutos na {channel}" },
};

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * A content line folded (§3.1): no line longer than 75 octets, each continuation starting with one space, never
 * inside a character's UTF-8 bytes.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    const limit = parts.length === 0 ? 75 : 74; // a continuation's leading space counts
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const pad = (n: number) => String(n).padStart(2, "0");
/** An instant as a UTC DATE-TIME: 20261125T114500Z. */
export function utcStamp(at: Date): string {
  return `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}Z`;
}
/** An instant as Macao wall-clock time, for DTSTART;TZID=Asia/Macau: 20261125T194500. */
export function macauStamp(at: Date): string {
  return utcStamp(new Date(at.getTime() + MACAU_OFFSET_MS)).slice(0, -1);
}

export function reminderCalendar(reminder: Reminder): string {
  const texts = TEXTS[reminder.locale];
  const values = { title: reminder.title, channel: reminder.channel, minutes: String(REMINDER_MINUTES) };
  const description = [
    reminder.category ? `${reminder.channel} · ${reminder.category}` : reminder.channel,
    fill(texts.live, { url: reminder.liveUrl }),
    ...(reminder.programmeUrl ? [fill(texts.programme, { url: reminder.programmeUrl })] : []),
  ].join("\n");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//TDM Teledifusao de Macau//Portal schedule//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VTIMEZONE",
    `TZID:${TIME_ZONE}`,
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    "TZOFFSETFROM:+0800",
    "TZOFFSETTO:+0800",
    "TZNAME:CST",
    "END:STANDARD",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    `UID:${reminder.uid}`,
    `DTSTAMP:${utcStamp(reminder.now)}`,
    `DTSTART;TZID=${TIME_ZONE}:${macauStamp(reminder.start)}`,
    `DTEND;TZID=${TIME_ZONE}:${macauStamp(reminder.end)}`,
    `SUMMARY:${escapeText(fill(texts.summary, values))}`,
    `LOCATION:${escapeText(reminder.channel)}`,
    `DESCRIPTION:${escapeText(description)}`,
    ...(reminder.category ? [`CATEGORIES:${escapeText(reminder.category)}`] : []),
    `URL:${reminder.liveUrl}`,
    "TRANSP:TRANSPARENT",
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    `DESCRIPTION:${escapeText(fill(texts.alarm, values))}`,
    `TRIGGER:-PT${REMINDER_MINUTES}M`,
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
