import { useMemo } from "react";
import type { Route } from "./+types/about";
import { companyConsoleApi } from "@portal/contract/endpoints/company";
import type { ConsoleCompanyPageItem } from "@portal/contract/schemas/company/console";
import { translator } from "../../i18n/define.ts";
import { consoleCall } from "../../features/console/console-api.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { AboutTabs } from "../../features/console/company/AboutTabs.tsx";
import { ABOUT_PATH } from "../../features/console/company/company.ts";
import { PublishedList } from "../../features/console/PublishedList.tsx";
import { companyConsoleMessages } from "../../features/console/company/messages.ts";
import { loadForDesk } from "../../features/console/news/news-load.server.ts";
import { PostingListHead } from "../../features/console/postings/PostingList.tsx";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import "../../features/console/news/news-desk.css";
import "../../features/console/producer/producer.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navAbout");

export async function loader({ request, context }: Route.LoaderArgs): Promise<{ pages: ConsoleCompanyPageItem[] }> {
  return { pages: await loadForDesk(context, request, consoleLangOfRequest(request), companyConsoleApi.pages) };
}

/** The about-us pages (docs/console.md "Editor and administrator: about us and press"): every page, published or not. */
export default function AboutPages({ loaderData }: Route.ComponentProps) {
  const lang = useConsoleLang();
  const t = translator(companyConsoleMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const columns = useMemo(() => [{ label: t("colAddress"), cell: (row: ConsoleCompanyPageItem) => <code>about_us/{row.slug}</code> }], [t]);
  return (
    <div className="console-page console-page--wide news-desk" data-testid="about-pages">
      <PostingListHead title={t("aboutTitle")} lead={t("aboutLead")} newLabel={t("newPage")} newPath={`${ABOUT_PATH}/new`} newTestId="about-new" />
      <AboutTabs lang={lang} current="pages" />
      <PublishedList
        lang={lang}
        title={t("aboutTitle")}
        rows={loaderData.pages}
        pathOf={(id) => `${ABOUT_PATH}/${id}`}
        columns={columns}
        publish={(row, published) => call(companyConsoleApi.pageVisibility, { params: { id: row.id }, body: { published } })}
        t={t}
        testId="about"
      />
    </div>
  );
}
