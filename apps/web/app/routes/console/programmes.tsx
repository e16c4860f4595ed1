import { useMemo } from "react";
import type { Route } from "./+types/programmes";
import { programConsoleApi } from "@portal/contract/endpoints/program";
import type { ConsoleProgrammeItem } from "@portal/contract/schemas/program/console";
import { translator } from "../../i18n/define.ts";
import { consoleCall } from "../../features/console/console-api.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { loadForDesk } from "../../features/console/news/news-load.server.ts";
import { PublishableList } from "../../features/console/producer/MediaList.tsx";
import { producerMessages } from "../../features/console/producer/messages.ts";
import { PROGRAMMES_PATH } from "../../features/console/producer/producer.ts";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import "../../features/console/news/news-desk.css";
import "../../features/console/producer/producer.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navProgrammes");

export async function loader({ request, context }: Route.LoaderArgs): Promise<{ programmes: ConsoleProgrammeItem[] }> {
  return { programmes: await loadForDesk(context, request, consoleLangOfRequest(request), programConsoleApi.list) };
}

/** The producer's programmes: every programme, shown or hidden, with a show/hide action on each row (the shared list). */
export default function Programmes({ loaderData }: Route.ComponentProps) {
  const lang = useConsoleLang();
  const t = translator(producerMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  return (
    <PublishableList
      lang={lang}
      rows={loaderData.programmes}
      total={loaderData.programmes.length}
      title={t("programmesTitle")}
      lead={t("programmesLead")}
      newLabel={t("newProgramme")}
      basePath={PROGRAMMES_PATH}
      testId="programmes"
      newTestId="programme-new"
      rowTestId="programme-row"
      rowData={(row) => ({ "data-slug": row.slug })}
      columns={[
        { label: t("colType"), cell: (row) => t(`type_${row.type}`) },
        { label: t("colChannel"), cell: (row) => row.channelName },
        { label: t("colEpisodes"), cell: (row) => row.episodeCount },
      ]}
      titleLabel={t("colTitle")}
      statusLabel={t("colShown")}
      status={(row) => ({ state: t(row.published ? "shown" : "hidden"), action: t(row.published ? "hide" : "show") })}
      setPublished={(id, published) => call(programConsoleApi.visibility, { params: { id }, body: { published } })}
      after={(row, answer) => ({ ...row, published: answer.published })}
      done={(row, answer) => t(answer.published ? "shownDone" : "hiddenDone", { title: row.title })}
    />
  );
}
