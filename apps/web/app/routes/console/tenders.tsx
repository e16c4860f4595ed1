import { useMemo } from "react";
import type { Route } from "./+types/tenders";
import { tenderConsoleApi } from "@portal/contract/endpoints/forms";
import type { ConsoleTenderItem } from "@portal/contract/schemas/forms/console";
import { translator } from "../../i18n/define.ts";
import { consoleCall } from "../../features/console/console-api.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { loadForDesk } from "../../features/console/news/news-load.server.ts";
import { postingsMessages } from "../../features/console/postings/messages.ts";
import { PostingList, PostingListHead } from "../../features/console/postings/PostingList.tsx";
import { TENDERS_PATH, tenderPath } from "../../features/console/postings/postings.ts";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import "../../features/console/news/news-desk.css";
import "../../features/console/producer/producer.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navTenders");

export async function loader({ request, context }: Route.LoaderArgs): Promise<{ tenders: ConsoleTenderItem[] }> {
  return { tenders: await loadForDesk(context, request, consoleLangOfRequest(request), tenderConsoleApi.list) };
}

/** Procurement's tender notices, published or not, latest closing first. */
export default function Tenders({ loaderData }: Route.ComponentProps) {
  const lang = useConsoleLang();
  const t = translator(postingsMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const columns = useMemo(() => [{ label: t("colDocuments"), cell: (row: ConsoleTenderItem) => row.documentCount }], [t]);
  return (
    <div className="console-page console-page--wide news-desk" data-testid="tenders">
      <PostingListHead title={t("tendersTitle")} lead={t("tendersLead")} newLabel={t("newTender")} newPath={`${TENDERS_PATH}/new`} newTestId="tender-new" />
      <PostingList
        lang={lang}
        title={t("tendersTitle")}
        rows={loaderData.tenders}
        pathOf={tenderPath}
        columns={columns}
        publish={(row, published) => call(tenderConsoleApi.publication, { params: { id: row.id }, body: { published } })}
        testId="tender"
      />
    </div>
  );
}
