import { defineMessages } from "../../i18n/define.ts";

/** The units of a duration (duration.ts): "1 小時 5 分鐘", "1 min 5 s", "20 s". Apart from sharedMessages, which islands carry. */
export const durationMessages = defineMessages({
  "zh-hant": { hours: "{count} 小時", minutes: "{count} 分鐘", seconds: "{count} 秒" },
  "zh-hans": { hours: "{count} 小时", minutes: "{count} 分钟", seconds: "{count} 秒" },
  en: { hours: "{count} h", minutes: "{count} min", seconds: "{count} s" },
  pt: { hours: "{count} h", minutes: "{count} min", seconds: "{count} s" },
});
