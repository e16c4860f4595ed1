import { CONSOLE_API_PATH, DELETE, GET, POST, PUT } from "../endpoint.ts";
import type {
  ChannelInput,
  ConsoleChannel,
  ConsoleScheduleWeek,
  ConsoleSlot,
  ScheduleImportInput,
  ScheduleImportResult,
  ScheduleWeekQuery,
  SlotCreateInput,
  SlotInput,
} from "../schemas/broadcast/console.ts";
import { PRODUCERS } from "./program.ts";
import type { UrlLang } from "../locales.ts";
import type { Channel, ChannelKind, DaySchedule, LiveCategory, LiveChannel, LivePlaylist, ScheduleCategory, SpecialLive } from "../schemas/broadcast.ts";

/**
 * Spec §7 Live and Common special-live. Only `playlist` carries a stream address (signed, short-lived, refused with
 * 403 outside the region of §1); the other answers are the same for every visitor and may be cached.
 */
export const liveApi = {
  categories: GET("/api/v1.0/live/categories").returns<LiveCategory[]>(),
  list: GET("/api/v1.0/live").query<{ type?: ChannelKind }>().returns<LiveChannel[]>(),
  detail: GET("/api/v1.0/live/:id").returns<LiveChannel>(),
  playlist: GET("/api/v1.0/live/:id/playlist").returns<LivePlaylist>(),
  specialLive: GET("/api/v1.0/common/special-live").query<{ slug: string; type?: "web" | "app" }>().returns<SpecialLive>(),
};

/** Spec §7 Programme list: the channels, the categories of a channel's programmes, a day's schedule (Macao time). */
export const programListApi = {
  channels: GET("/api/v1.0/program-list/Channel").query<{ type?: ChannelKind }>().returns<Channel[]>(),
  categories: GET("/api/v1.0/program-list/categories").query<{ channelId?: string }>().returns<ScheduleCategory[]>(),
  /** `date` is YYYY-MM-DD in Macao; without channelId the first TV channel. */
  day: GET("/api/v1.0/program-list/:date").query<{ channelId?: string }>().returns<DaySchedule>(),
  /**
   * Not in the spec (docs/media.md): a schedule entry as a calendar file to download (RFC 5545, text/calendar, an
   * attachment with a 10-minute alarm), `id` = ScheduleItem.id; the answer is the file, not an envelope (errors are
   * envelopes). Pages link to it (fillPath), nothing calls it.
   */
  reminder: GET("/api/v1.0/program-list/:id/reminder.ics").query<{ lang?: UrlLang }>().returns<string>(),
};

/** The producer's schedule (docs/console.md "Producer"): a channel's weekly grid, and a week imported from CSV. */
export const scheduleConsoleApi = {
  week: GET(`${CONSOLE_API_PATH}/v1/schedule`).access(PRODUCERS).query<ScheduleWeekQuery>().returns<ConsoleScheduleWeek>(),
  /** Replaces the week of every channel in the file, or writes nothing and lists every wrong row. */
  import: POST(`${CONSOLE_API_PATH}/v1/schedule/import`).access(PRODUCERS).body<ScheduleImportInput>().returns<ScheduleImportResult>(),
  /** One slot of a channel's grid: added, changed, removed (refused when it overlaps another on a shared day). */
  createSlot: POST(`${CONSOLE_API_PATH}/v1/schedule/slots`).access(PRODUCERS).body<SlotCreateInput>().returns<ConsoleSlot>(),
  updateSlot: PUT(`${CONSOLE_API_PATH}/v1/schedule/slots/:id`).access(PRODUCERS).body<SlotInput>().returns<ConsoleSlot>(),
  deleteSlot: DELETE(`${CONSOLE_API_PATH}/v1/schedule/slots/:id`).access(PRODUCERS).returns<null>(),
  /** A live channel's origin (its HLS playlist) and whether it streams on the web. */
  channel: PUT(`${CONSOLE_API_PATH}/v1/channels/:code`).access(PRODUCERS).body<ChannelInput>().returns<ConsoleChannel>(),
};
