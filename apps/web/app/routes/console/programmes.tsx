import { useMemo, useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { Route } from "./+types/programmes";
import { programConsoleApi } from "@portal/contract/endpoints/program";
import type { ConsoleProgrammeItem } from "@portal/contract/schemas/program/console";
import { translator } from "../../i18n/define.ts";
import { ActionStatus } from "../../features/console/ConsoleList.tsx";
import { PublicationCell } from "../../features/console/form/PublicationCell.tsx";
import { useRowAction } from "../../features/console/console-actions.ts";
import { consoleCall } from "../../features/console/console-api.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { loadForDesk } from "../../features/console/news/news-load.server.ts";
import { producerMessages } from "../../features/console/producer/messages.ts";
import { PROGRAMMES_PATH, programmePath } from "../../features/console/producer/producer.ts";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import "../../features/console/news/news-desk.css";
import "../../features/console/producer/producer.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navProgrammes");

export async function loader({ request, context }: Route.LoaderArgs): Promise<{ programmes: ConsoleProgrammeItem[] }> {
  return { programmes: await loadForDesk(context, request, consoleLangOfRequest(request), programConsoleApi.list) };
}

/** The producer's programmes: every programme, shown or hidden, with a show/hide action on each row. */
export default function Programmes({ loaderData }: Route.ComponentProps) {
  const lang = useConsoleLang();
  const t = translator(producerMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const revalidator = useRevalidator();
  const { pending, message, run } = useRowAction(lang);
  const [rows, setRows] = useState(loaderData.programmes);
  const [seen, setSeen] = useState(loaderData.programmes);
  if (seen !== loaderData.programmes) {
    setSeen(loaderData.programmes);
    setRows(loaderData.programmes);
  }

  const toggle = (row: ConsoleProgrammeItem) =>
    run(
      `visibility-${row.id}`,
      () => call(programConsoleApi.visibility, { params: { id: row.id }, body: { published: !row.published } }),
      (after) => {
        setRows((list) => list.map((item) => (item.id === row.id ? { ...item, published: after.published } : item)));
        void revalidator.revalidate();
        return t(after.published ? "shownDone" : "hiddenDone", { title: row.title });
      },
    );

  return (
    <div className="console-page news-desk" data-testid="programmes">
      <header className="console-page__head news-desk__head">
        <div>
          <h1>{t("programmesTitle")}</h1>
          <p className="console-page__lead">{t("programmesLead")}</p>
        </div>
        <Link to={`${PROGRAMMES_PATH}/new`} className="button button--primary" data-testid="programme-new">
          {t("newProgramme")}
        </Link>
      </header>
      <ActionStatus message={message} />
      <section className="console-panel news-table-panel" aria-labelledby="programmes-title">
        <h2 id="programmes-title" className="console-panel__title">
          {t("programmesTitle")} ({rows.length})
        </h2>
        <table className="news-table producer-table">
          <thead>
            <tr>
              <th scope="col">{t("colTitle")}</th>
              <th scope="col">{t("colType")}</th>
              <th scope="col">{t("colChannel")}</th>
              <th scope="col">{t("colEpisodes")}</th>
              <th scope="col">{t("colShown")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-testid="programme-row" data-slug={row.slug}>
                <th scope="row" className="news-table__headline">
                  <Link to={programmePath(row.id)}>{row.title}</Link>
                </th>
                <td data-label={t("colType")}>{t(`type_${row.type}`)}</td>
                <td data-label={t("colChannel")}>{row.channelName}</td>
                <td data-label={t("colEpisodes")}>{row.episodeCount}</td>
                <PublicationCell
                  label={t("colShown")}
                  published={row.published}
                  state={t(row.published ? "shown" : "hidden")}
                  action={t(row.published ? "hide" : "show")}
                  name={row.title}
                  disabled={pending !== null}
                  onToggle={() => void toggle(row)}
                />
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
