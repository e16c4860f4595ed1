import type { UrlLang } from "@portal/contract/locales";
import type { LiveChannel } from "@portal/contract/schemas/broadcast";
import { translator } from "../../i18n/define.ts";
import { livePath } from "./live-paths.ts";
import { liveMessages } from "./messages.ts";

/** A card per live channel: its kind, name and what is on now. */
export function ChannelCards({ lang, channels, current }: { lang: UrlLang; channels: LiveChannel[]; current?: string }) {
  const t = translator(liveMessages, lang);
  return (
    <ul className="live-grid" role="list">
      {channels.map((channel) => (
        <li key={channel.id}>
          <a className="live-card" href={livePath(lang, channel.id)} aria-current={channel.id === current ? "page" : undefined}>
            <span className="live-card__kind">{t(channel.kind)}</span>
            <span className="live-card__name">{channel.name}</span>
            <span className="live-card__now">{channel.now ? `${t("onAirNow")}: ${channel.now.title}` : t("nothingNow")}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
