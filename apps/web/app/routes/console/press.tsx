import { useMemo } from "react";
import type { Route } from "./+types/press";
import { companyConsoleApi } from "@portal/contract/endpoints/company";
import { COMPANY_INFO_TYPES, type CompanyInfoType } from "@portal/contract/schemas/company";
import type { ConsolePressItem } from "@portal/contract/schemas/company/console";
import type { Paged } from "@portal/contract/schemas/member";
import type { RouteHandle } from "../../context.ts";
import { oneOfQuery, pageQuery } from "../../data/route-params.ts";
import { translator } from "../../i18n/define.ts";
import { ConsolePager, FilterForm, FilterSelect } from "../../features/console/ConsoleList.tsx";
import { consoleCall } from "../../features/console/console-api.ts";
import { macauDateTime } from "../../features/console/console-list.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { PRESS_PATH } from "../../features/console/company/company.ts";
import { PublishedList } from "../../features/console/PublishedList.tsx";
import { companyConsoleMessages } from "../../features/console/company/messages.ts";
import { loadForDesk } from "../../features/console/news/news-load.server.ts";
import { PostingListHead } from "../../features/console/postings/PostingList.tsx";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import "../../features/console/news/news-desk.css";
import "../../features/console/operations.css";
import "../../features/console/producer/producer.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navPress");

const PAGE_SIZE = 20;

/** The query the loader reads (the server renders with these only: page-query.ts). */
export const handle: RouteHandle = { query: { type: oneOfQuery(COMPANY_INFO_TYPES), page: pageQuery } };

export async function loader({ request, context }: Route.LoaderArgs): Promise<{ press: Paged<ConsolePressItem>; type: CompanyInfoType | undefined }> {
  const params = new URL(request.url).searchParams;
  const asked = Number(params.get("page"));
  const page = Number.isInteger(asked) && asked > 0 ? asked : 1;
  const type = COMPANY_INFO_TYPES.find((k) => k === params.get("type"));
  return { press: await loadForDesk(context, request, consoleLangOfRequest(request), companyConsoleApi.press, { query: { page, pageSize: PAGE_SIZE, ...(type ? { type } : {}) } }), type };
}

/** The press releases and articles (docs/console.md "Editor and administrator: about us and press"): newest first, paged. */
export default function Press({ loaderData }: Route.ComponentProps) {
  const lang = useConsoleLang();
  const t = translator(companyConsoleMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const { press, type } = loaderData;
  const columns = useMemo(
    () => [
      { label: t("colType"), cell: (row: ConsolePressItem) => t(`type_${row.type}`) },
      { label: t("colDate"), cell: (row: ConsolePressItem) => macauDateTime(row.publishedAt) },
    ],
    [t],
  );
  return (
    <div className="console-page console-page--wide news-desk" data-testid="press">
      <PostingListHead title={t("pressTitle")} lead={t("pressLead")} newLabel={t("newPress")} newPath={`${PRESS_PATH}/new`} newTestId="press-new" />
      <FilterForm lang={lang} testId="press-filters">
        <FilterSelect lang={lang} name="type" label={t("colType")} value={type} choices={COMPANY_INFO_TYPES.map((k) => ({ value: k, label: t(`type_${k}`) }))} />
      </FilterForm>
      <PublishedList
        lang={lang}
        title={`${t("pressTitle")} (${press.total})`}
        rows={press.items}
        pathOf={(id) => `${PRESS_PATH}/${id}`}
        columns={columns}
        publish={(row, published) => call(companyConsoleApi.pressVisibility, { params: { id: row.id }, body: { published } })}
        t={t}
        testId="press"
      >
        <ConsolePager lang={lang} page={press.page} pageSize={press.pageSize} total={press.total} />
      </PublishedList>
    </div>
  );
}
