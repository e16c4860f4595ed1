import type { UrlLang } from "@portal/contract/locales";
import type { LiveChannel, ScheduleItem } from "@portal/contract/schemas/broadcast";
import { translator } from "../../i18n/define.ts";
import { clockOf, programmePath } from "./live-paths.ts";
import { liveMessages } from "./messages.ts";

function Entry({ lang, item, label, now }: { lang: UrlLang; item: ScheduleItem; label: string; now: boolean }) {
  const t = translator(liveMessages, lang);
  return (
    <li className={`on-air__item${now ? " on-air__item--now" : ""}`} data-testid={now ? "on-air-now" : "on-air-next"}>
      <span className="on-air__label">{label}</span>
      <span className="on-air__title">{item.programSlug ? <a href={programmePath(lang, item.programSlug)}>{item.title}</a> : item.title}</span>
      <span className="on-air__time">
        <time dateTime={item.start}>{t("time", { start: clockOf(item.start), end: clockOf(item.end) })}</time>
        {item.category ? ` · ${item.category.name}` : null}
      </span>
    </li>
  );
}

/** A channel's programme now and next, from the schedule (server-rendered). */
export function OnAir({ lang, channel }: { lang: UrlLang; channel: LiveChannel }) {
  const t = translator(liveMessages, lang);
  if (!channel.now && !channel.next) return <p className="live-channel__about">{t("nothingNow")}</p>;
  return (
    <ul className="on-air" role="list">
      {channel.now ? <Entry lang={lang} item={channel.now} label={t("onAirNow")} now /> : null}
      {channel.next ? <Entry lang={lang} item={channel.next} label={t("upNext")} now={false} /> : null}
    </ul>
  );
}
