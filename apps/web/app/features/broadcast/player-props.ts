import type { UrlLang } from "@portal/contract/locales";
import type { LiveChannel } from "@portal/contract/schemas/broadcast";
import { translator } from "../../i18n/define.ts";
import type { LivePlayerProps } from "./LivePlayer.island.tsx";
import type { RadioLabels } from "./radio-mini.ts";
import { schedulePath } from "./live-paths.ts";
import { liveMessages } from "./messages.ts";

/** The radio mini player's texts in the page's language (live radio and on-demand radio episodes). */
export function radioLabels(lang: UrlLang): RadioLabels {
  const t = translator(liveMessages, lang);
  return {
    region: t("miniPlayer"),
    nowListening: t("nowListening"),
    pause: t("pause"),
    resume: t("resume"),
    close: t("closePlayer"),
    live: t("liveBadge"),
    failed: t("failed"),
    seek: t("seek"),
    playing: t("listenPlaying"),
    paused: t("listenPaused"),
  };
}

/** The live player island's props for a channel, in the page's language (live and special-live pages). */
export function livePlayerProps(lang: UrlLang, channel: LiveChannel, poster: string | null = null): LivePlayerProps {
  const t = translator(liveMessages, lang);
  return {
    lang,
    channelId: channel.id,
    kind: channel.kind,
    channelName: channel.name,
    programme: channel.now?.title ?? null,
    poster,
    scheduleHref: schedulePath(lang, { channel: channel.id }),
    labels: {
      video: t("videoLabel", { channel: channel.name }),
      play: t("play"),
      listen: t("listen"),
      listening: t("listening"),
      loading: t("loading"),
      failed: t("failed"),
      retry: t("retry"),
      unsupported: t("unsupported"),
      live: t("liveBadge"),
      regionTitle: t("regionTitle"),
      regionText: t("regionText"),
      regionSchedule: t("regionSchedule"),
      radio: radioLabels(lang),
    },
  };
}
