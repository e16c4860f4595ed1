import { useMemo } from "react";
import type { Route } from "./+types/jobs";
import { jobConsoleApi } from "@portal/contract/endpoints/forms";
import { jobApplicationsPath, type ConsoleJobItem } from "@portal/contract/schemas/forms/console";
import { Link } from "react-router";
import { translator } from "../../i18n/define.ts";
import { consoleCall } from "../../features/console/console-api.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { loadForDesk } from "../../features/console/news/news-load.server.ts";
import { postingsMessages } from "../../features/console/postings/messages.ts";
import { PostingList, PostingListHead } from "../../features/console/postings/PostingList.tsx";
import { JOBS_PATH, jobPath } from "../../features/console/postings/postings.ts";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import { formsMessages } from "../../features/forms/messages.ts";
import "../../features/console/news/news-desk.css";
import "../../features/console/producer/producer.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navJobs");

export async function loader({ request, context }: Route.LoaderArgs): Promise<{ jobs: ConsoleJobItem[] }> {
  return { jobs: await loadForDesk(context, request, consoleLangOfRequest(request), jobConsoleApi.list) };
}

/** HR's job ads, published or not, latest closing first, each with the applications it has received. */
export default function Jobs({ loaderData }: Route.ComponentProps) {
  const lang = useConsoleLang();
  const t = translator(postingsMessages, lang);
  const kind = translator(formsMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const columns = useMemo(
    () => [
      { label: t("colDepartment"), cell: (row: ConsoleJobItem) => kind(`dept_${row.department}`) },
      { label: t("colType"), cell: (row: ConsoleJobItem) => kind(`type_${row.type}`) },
      {
        label: t("colApplications"),
        cell: (row: ConsoleJobItem) => (
          <Link to={jobApplicationsPath(row.id)} data-testid="job-applications">
            {t("applicationsOf", { count: row.applications })}
          </Link>
        ),
      },
    ],
    [t, kind],
  );
  return (
    <div className="console-page console-page--wide news-desk" data-testid="jobs">
      <PostingListHead title={t("jobsTitle")} lead={t("jobsLead")} newLabel={t("newJob")} newPath={`${JOBS_PATH}/new`} newTestId="job-new" />
      <PostingList
        lang={lang}
        title={t("jobsTitle")}
        rows={loaderData.jobs}
        pathOf={jobPath}
        columns={columns}
        publish={(row, published) => call(jobConsoleApi.publication, { params: { id: row.id }, body: { published } })}
        testId="job"
      />
    </div>
  );
}
