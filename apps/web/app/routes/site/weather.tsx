import { weatherApi } from "@portal/contract/endpoints/weather";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/weather";
import { loadOptional } from "../../data/load.server.ts";
import { langOf } from "../../data/route-params.ts";
import { sitePageMessages } from "../../features/site-pages/messages.ts";
import { forecastDay, macauMoment } from "../../features/site-pages/site-format.ts";
import "../../features/site-pages/site-pages.css";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";

/**
 * weather (spec §2): the weather now, the warnings in force and the seven-day forecast, in Macao time. Each part
 * stands alone: a provider failure leaves a message where its part would be, never an error page. No script.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const api = context.apiFor(urlLangToApiLocale(lang));
  const [current, forecast, warnings] = await Promise.all([
    loadOptional(api, weatherApi.current),
    loadOptional(api, weatherApi.forecast),
    loadOptional(api, weatherApi.warnings),
  ]);
  return { lang, current, forecast, warnings: warnings ?? [], breadcrumb: [{ title: translator(sitePageMessages, lang)("weatherTitle") }] };
}

export const meta: Route.MetaFunction = ({ matches, params }) => {
  const t = translator(sitePageMessages, langOf(params.lang));
  return pageMeta(matches, { title: t("weatherTitle"), description: t("weatherDescription") });
};

const degrees = (value: number | null) => (value === null ? "–" : `${Math.round(value)}°`);

export default function WeatherPage({ loaderData }: Route.ComponentProps) {
  const { lang, current, forecast, warnings } = loaderData;
  const t = translator(sitePageMessages, lang);
  return (
    <main id="main" className="site-page weather-page container" data-testid="weather-page">
      <header className="site-page__head">
        <h1>{t("weatherTitle")}</h1>
      </header>
      {warnings.length > 0 ? (
        <section className="weather-warnings" aria-labelledby="weather-warnings" data-testid="weather-warnings">
          <h2 id="weather-warnings">{t("warnings")}</h2>
          <ul role="list">
            {warnings.map((warning) => (
              <li key={warning.id} className="weather-warning">
                <strong>{warning.title}</strong>
                {warning.content ? <p>{warning.content}</p> : null}
                <time dateTime={warning.issuedAt}>{macauMoment(warning.issuedAt, lang)}</time>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="weather-now" aria-labelledby="weather-now" data-testid="weather-now">
        <h2 id="weather-now" className="site-page__section-title">
          {t("now")}
        </h2>
        {current ? (
          <div className="weather-now__card">
            <img className="weather-now__icon" src={current.cover} alt="" width={96} height={96} />
            <div className="weather-now__main">
              <p className="weather-now__temp">
                <span className="visually-hidden">{t("temperature")} </span>
                {current.t.toFixed(1)}
                <span className="weather-now__unit">°C</span>
              </p>
              <p className="weather-now__text">{current.description}</p>
            </div>
            <dl className="weather-now__facts">
              <div>
                <dt>{t("humidity")}</dt>
                <dd>{current.humidity === null ? "–" : `${current.humidity}%`}</dd>
              </div>
              <div>
                <dt>{t("todayRange")}</dt>
                <dd>
                  {degrees(current.min)} / {degrees(current.max)}
                </dd>
              </div>
            </dl>
            <p className="weather-now__time">
              <time dateTime={current.observedAt}>{t("observedAt", { time: macauMoment(current.observedAt, lang) })}</time>
            </p>
          </div>
        ) : (
          <p className="site-page__empty" role="status">
            {t("weatherUnavailable")}
          </p>
        )}
        {warnings.length === 0 ? <p className="site-page__note">{t("noWarnings")}</p> : null}
      </section>
      <section className="weather-forecast" aria-labelledby="weather-forecast" data-testid="weather-forecast">
        <h2 id="weather-forecast" className="site-page__section-title">
          {t("forecast")}
        </h2>
        {forecast && forecast.days.length > 0 ? (
          <>
            <ol className="forecast-days" role="list">
              {forecast.days.map((day) => {
                const name = forecastDay(day.date, lang);
                return (
                  <li key={day.date} className="forecast-day" data-testid="forecast-day">
                    <p className="forecast-day__name">
                      <time dateTime={day.date}>
                        <strong>{name.weekday}</strong> <span>{name.day}</span>
                      </time>
                    </p>
                    <img src={day.cover} alt="" width={48} height={48} loading="lazy" />
                    <p className="forecast-day__text">{day.description}</p>
                    <p className="forecast-day__temps">
                      <span className="visually-hidden">{t("temperature")} </span>
                      <span className="forecast-day__min">{degrees(day.min)}</span>
                      {" – "}
                      <span className="forecast-day__max">{degrees(day.max)}</span>
                    </p>
                    {day.humidityMin !== null && day.humidityMax !== null ? (
                      <p className="forecast-day__humidity">
                        <span className="visually-hidden">{t("humidity")} </span>
                        {day.humidityMin}–{day.humidityMax}%
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ol>
            {forecast.issuedAt ? <p className="site-page__note">{t("forecastIssued", { time: macauMoment(forecast.issuedAt, lang) })}</p> : null}
          </>
        ) : (
          <p className="site-page__empty">{t("noForecast")}</p>
        )}
      </section>
    </main>
  );
}
