import { useEffect, useMemo, useState, type ComponentType } from "react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/advert-report";
import { advertConsoleApi } from "@portal/contract/endpoints/advertisement-console";
import { CONSOLE_AD_SLOTS } from "@portal/contract/advert-rules";
import type { AdvertReport } from "@portal/contract/schemas/advertisement/console";
import { Field } from "../../components/Field.tsx";
import type { RouteHandle } from "../../context.ts";
import { dateQuery, oneOfQuery } from "../../data/route-params.ts";
import { translator } from "../../i18n/define.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { loadForDesk } from "../../features/console/news/news-load.server.ts";
import { ADVERTS_PATH, advertPath } from "../../features/console/adverts/adverts.ts";
import { advertConsoleMessages } from "../../features/console/adverts/messages.ts";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import "../../features/console/news/news-desk.css";
import "../../features/console/producer/producer.css";
import "../../features/console/adverts/adverts.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navAdverts");

/** The query the loader reads (the server renders with these only: page-query.ts). */
export const handle: RouteHandle = { query: { from: dateQuery, to: dateQuery, slot: oneOfQuery(CONSOLE_AD_SLOTS) } };

export async function loader({ request, context }: Route.LoaderArgs): Promise<{ report: AdvertReport }> {
  const search = new URL(request.url).searchParams;
  const query: { from?: string; to?: string; slot?: string } = {};
  for (const key of ["from", "to"] as const) {
    const value = search.get(key);
    if (value && /^\d{4}-\d{2}-\d{2}$/.test(value)) query[key] = value;
  }
  const slot = CONSOLE_AD_SLOTS.find((s) => s === search.get("slot"));
  if (slot) query.slot = slot;
  return { report: await loadForDesk(context, request, consoleLangOfRequest(request), advertConsoleApi.report, { query }) };
}

type Chart = ComponentType<{ days: AdvertReport["days"]; labels: { views: string; clicks: string } }>;

/**
 * The chart, fetched once the screen is in the browser (a dynamic import: the chart library is in its own chunk,
 * which no other page loads). Until then, or if it cannot be loaded, a line of text says so; the table is the
 * chart's text alternative either way.
 */
function ReportChart({ days, labels, loading, failed }: { days: AdvertReport["days"]; labels: { views: string; clicks: string }; loading: string; failed: string }) {
  const [chart, setChart] = useState<{ Chart: Chart } | "failed" | null>(null);
  useEffect(() => {
    let live = true;
    import("../../features/console/adverts/AdvertChart.tsx").then(
      (module) => live && setChart({ Chart: module.default }),
      () => live && setChart("failed"),
    );
    return () => {
      live = false;
    };
  }, []);
  if (chart === null) return <p className="console-note">{loading}</p>;
  if (chart === "failed") return <p className="console-note">{failed}</p>;
  return <chart.Chart days={days} labels={labels} />;
}

const percent = (share: number | null) => (share === null ? "–" : `${(share * 100).toFixed(1)}%`);

/** Views and clicks of the adverts per day (a chart and its table) and per advert, over a range of Macau days. */
export default function AdvertReportScreen({ loaderData }: Route.ComponentProps) {
  const lang = useConsoleLang();
  const t = translator(advertConsoleMessages, lang);
  const { report } = loaderData;
  const labels = useMemo(() => ({ views: t("colViews"), clicks: t("colClicks") }), [t]);
  const slotName = (slot: string) => t(`slot_${slot}` as "slot_footer");
  return (
    <div className="console-page news-desk" data-testid="advert-report">
      <header className="console-page__head news-desk__head">
        <div>
          <p className="news-editor__back">
            <Link to={ADVERTS_PATH}>{t("backToAdverts")}</Link>
          </p>
          <h1>{t("reportTitle")}</h1>
          <p className="console-page__lead">{t("reportLead")}</p>
        </div>
      </header>
      <Form method="get" className="console-panel advert-report-form" data-testid="advert-report-form">
        <Field id="report-from" label={t("from")}>
          {(control) => <input {...control} name="from" type="date" defaultValue={report.from} />}
        </Field>
        <Field id="report-to" label={t("to")}>
          {(control) => <input {...control} name="to" type="date" defaultValue={report.to} />}
        </Field>
        <Field id="report-slot" label={t("fieldSlot")}>
          {(control) => (
            <select {...control} name="slot" defaultValue={report.slot ?? ""}>
              <option value="">{t("allSlots")}</option>
              {CONSOLE_AD_SLOTS.map((slot) => (
                <option key={slot} value={slot}>
                  {slotName(slot)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="button button--primary">
          {t("show_report")}
        </button>
      </Form>

      <section className="console-panel advert-chart" aria-labelledby="advert-chart-title" data-testid="advert-chart">
        <h2 id="advert-chart-title" className="console-panel__title">
          {t("chartTitle")}
        </h2>
        <p className="console-note">{t("chartNote")}</p>
        <ReportChart days={report.days} labels={labels} loading={t("chartLoading")} failed={t("chartFailed")} />
      </section>

      <section className="console-panel news-table-panel" aria-labelledby="advert-daily-title">
        <h2 id="advert-daily-title" className="console-panel__title">
          {t("dailyTitle")}
        </h2>
        <table className="news-table producer-table advert-report-table" data-testid="advert-report-days">
          <thead>
            <tr>
              <th scope="col">{t("colDay")}</th>
              <th scope="col">{t("colViews")}</th>
              <th scope="col">{t("colClicks")}</th>
            </tr>
          </thead>
          <tbody>
            {report.days.map((row) => (
              <tr key={row.day}>
                <th scope="row">
                  <time dateTime={row.day}>{row.day}</time>
                </th>
                <td data-label={t("colViews")}>{row.views}</td>
                <td data-label={t("colClicks")}>{row.clicks}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="console-panel news-table-panel" aria-labelledby="advert-per-title">
        <h2 id="advert-per-title" className="console-panel__title">
          {t("perAdvertTitle")}
        </h2>
        {report.adverts.length === 0 ? <p className="console-note">{t("noData")}</p> : null}
        <table hidden={report.adverts.length === 0} className="news-table producer-table advert-report-table" data-testid="advert-report-adverts">
          <thead>
            <tr>
              <th scope="col">{t("colTitle")}</th>
              <th scope="col">{t("fieldSlot")}</th>
              <th scope="col">{t("colViews")}</th>
              <th scope="col">{t("colClicks")}</th>
              <th scope="col">{t("colCtr")}</th>
            </tr>
          </thead>
          <tbody>
            {report.adverts.map((row) => (
              <tr key={row.id} data-testid="advert-report-row" data-id={row.id}>
                <th scope="row" className="news-table__headline">
                  {row.title === null ? t("deleted", { id: row.id }) : <Link to={advertPath(row.id)}>{row.title}</Link>}
                </th>
                <td data-label={t("fieldSlot")}>{row.slot ? slotName(row.slot) : "–"}</td>
                <td data-label={t("colViews")}>{row.views}</td>
                <td data-label={t("colClicks")}>{row.clicks}</td>
                <td data-label={t("colCtr")}>{percent(row.ctr)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
