import { data } from "react-router";
import { fillPath } from "@portal/contract/endpoint";
import { programListApi } from "@portal/contract/endpoints/broadcast";
import { urlLangToApiLocale, type UrlLang } from "@portal/contract/locales";
import type { Route } from "./+types/program-list";
import { loadOrFail } from "../../data/load.server.ts";
import { dateQuery, langOf, slugQuery } from "../../data/route-params.ts";
import { clockOf, livePath, macauDateOf, programmePath, scheduleDateParam, scheduleDays, schedulePath } from "../../features/broadcast/live-paths.ts";
import { liveMessages } from "../../features/broadcast/messages.ts";
import { ScrollToNowScript } from "../../features/broadcast/ScrollToNowScript.tsx";
import { translator } from "../../i18n/define.ts";
import { INTL_LOCALE } from "../../i18n/intl.ts";
import { pageMeta } from "../../layout/meta.ts";
import { pageTitle } from "../../layout/page-title.ts";
import type { RouteHandle } from "../../context.ts";
import "../../features/broadcast/live.css";

export const handle: RouteHandle = { query: { channel: slugQuery, date: dateQuery } };

/** An entry's "remind me" calendar file (broadcast module, docs/media.md), its texts in the page's language. */
const reminderHref = (lang: UrlLang, id: string) => `${fillPath(programListApi.reminder.path, { id })}?lang=${lang}`;

/**
 * program_list: a channel's day (Macao time) from a week back to a week ahead; the programme on air marked
 * (aria-current="time" and a "now" label) and brought to the top of the window under the header (or, today between
 * two programmes, the next one: data-schedule-next); titles lead to the programme's page; each
 * programme still to come has "remind me", a calendar file with an alarm. Server-rendered; a few bytes of inline
 * script bring "now" into view (ScrollToNowScript).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const api = context.apiFor(urlLangToApiLocale(lang));
  const search = new URL(request.url).searchParams;
  const today = macauDateOf(Date.now());
  const date = scheduleDateParam(search.get("date"), today);
  const channels = await loadOrFail(api, programListApi.channels);
  const channel = channels.find((c) => c.id === search.get("channel")) ?? channels[0];
  if (!channel) throw data(null, { status: 404 });
  const day = await loadOrFail(api, programListApi.day, { params: { date }, query: { channelId: channel.id } });
  return { lang, today, date, channels, day };
}

export const meta: Route.MetaFunction = ({ matches, params, data: page }) => {
  const t = translator(liveMessages, langOf(params.lang));
  return pageMeta(matches, { title: pageTitle(t("scheduleTitle"), page?.day.channel.name), description: t("scheduleLead") });
};

export default function ProgramList({ loaderData }: Route.ComponentProps) {
  const { lang, today, date, channels, day } = loaderData;
  const t = translator(liveMessages, lang);
  const weekday = new Intl.DateTimeFormat(INTL_LOCALE[lang], { weekday: "short", timeZone: "UTC" });
  const dayMonth = new Intl.DateTimeFormat(INTL_LOCALE[lang], { day: "numeric", month: "numeric", timeZone: "UTC" });
  const full = new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: "full", timeZone: "UTC" });
  const at = (d: string) => Date.parse(`${d}T00:00:00Z`);
  const nowMs = Date.now();
  // Today with nothing on air (between two programmes): the first one still to come is brought into view instead.
  const next = date !== today || day.items.some((item) => item.onAir) ? undefined : day.items.find((item) => Date.parse(item.start) > nowMs);
  return (
    <main id="main" className="schedule-page container" data-testid="schedule-page">
      <div className="live-page__head">
        <div>
          <h1 className="live-page__title">{t("scheduleTitle")}</h1>
          <p className="live-page__lead">{t("scheduleLead")}</p>
        </div>
        <a href={livePath(lang, day.channel.id)}>{t("watchLive")}</a>
      </div>
      <nav aria-label={t("scheduleChannels")}>
        <ul className="channel-tabs" role="list">
          {channels.map((c) => (
            <li key={c.id}>
              <a className="channel-tab" href={schedulePath(lang, { channel: c.id, date })} aria-current={c.id === day.channel.id ? "page" : undefined} data-testid="schedule-channel">
                {c.name} <span className="channel-tab__kind">{t(c.kind)}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t("scheduleDays")}>
        <ul className="day-picker" role="list">
          {scheduleDays(today).map((d) => (
            <li key={d}>
              <a href={schedulePath(lang, { channel: day.channel.id, date: d })} aria-current={d === date ? "date" : undefined} data-testid="schedule-day">
                <span className="day-picker__weekday">{d === today ? t("today") : weekday.format(at(d))}</span>
                <span className="day-picker__date">{dayMonth.format(at(d))}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="section-title">
        {day.channel.name} · {full.format(at(date))}
      </h2>
      {day.items.length ? (
        <ol className="schedule" data-testid="schedule">
          {day.items.map((item) => {
            const past = Date.parse(item.end) <= nowMs;
            const upcoming = Date.parse(item.start) > nowMs;
            return (
              <li
                key={item.start}
                className={`schedule__item${past && !item.onAir ? " schedule__item--past" : ""}`}
                aria-current={item.onAir ? "time" : undefined}
                data-testid={item.onAir ? "schedule-now" : "schedule-item"}
                data-schedule-next={item === next ? "" : undefined}
              >
                <time className="schedule__time" dateTime={item.start}>
                  {clockOf(item.start)}
                </time>
                <div className="schedule__body">
                  <span className="schedule__title">{item.programSlug ? <a href={programmePath(lang, item.programSlug)}>{item.title}</a> : item.title}</span>
                  <span className="schedule__meta">
                    {item.onAir ? <span className="schedule__now">{t("nowLabel")}</span> : null}
                    <span>{t("time", { start: clockOf(item.start), end: clockOf(item.end) })}</span>
                    {item.category ? <span>{item.category.name}</span> : null}
                    {item.onAir ? (
                      <a className="schedule__watch" href={livePath(lang, day.channel.id)}>
                        {t("watchLive")}
                      </a>
                    ) : null}
                    {upcoming ? (
                      <a className="schedule__remind" href={reminderHref(lang, item.id)} download title={t("remindHint")} data-testid="schedule-remind">
                        <BellIcon />
                        {t("remindMe")}
                        <span className="visually-hidden">: {item.title}</span>
                      </a>
                    ) : null}
                  </span>
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <p>{t("scheduleEmpty")}</p>
      )}
      <ScrollToNowScript />
    </main>
  );
}

function BellIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d="M6 17V11a6 6 0 0 1 12 0v6l1.5 2h-15L6 17zM10 21h4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
