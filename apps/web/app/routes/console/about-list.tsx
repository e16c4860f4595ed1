import { useMemo } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/about-list";
import { companyConsoleApi } from "@portal/contract/endpoints/company";
import type { ConsoleCompanyList, ConsoleCompanyListRow } from "@portal/contract/schemas/company/lists";
import type { RouteHandle } from "../../context.ts";
import { slugQuery } from "../../data/route-params.ts";
import { translator } from "../../i18n/define.ts";
import { consoleCall } from "../../features/console/console-api.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { AboutTabs } from "../../features/console/company/AboutTabs.tsx";
import { companyEntryPath, companyListOfPath, companyListPath, newCompanyEntryPath } from "../../features/console/company/company.ts";
import { companyConsoleMessages } from "../../features/console/company/messages.ts";
import { loadForDesk } from "../../features/console/news/news-load.server.ts";
import { PostingListHead } from "../../features/console/postings/PostingList.tsx";
import { PublishedList } from "../../features/console/PublishedList.tsx";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import "../../features/console/news/news-desk.css";
import "../../features/console/producer/producer.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navAbout");

/** The query the loader reads (the server renders with these only: page-query.ts). */
export const handle: RouteHandle = { query: { scope: slugQuery } };

export async function loader({ request, context }: Route.LoaderArgs): Promise<{ list: ConsoleCompanyList }> {
  const url = new URL(request.url);
  const scope = url.searchParams.get("scope");
  const list = companyListOfPath(url.pathname);
  return { list: await loadForDesk(context, request, consoleLangOfRequest(request), companyConsoleApi.list, { params: { list }, query: scope ? { scope } : {} }) };
}

/**
 * One of the About us section's small lists (banners, milestones, production services, partners; docs/console.md
 * "Editor and administrator: about us and press"): a group at a time where the list has groups, in its order (↑/↓,
 * but milestones by date), shown or hidden, deleted; a row's title opens its editor.
 */
export default function AboutList({ loaderData }: Route.ComponentProps) {
  const lang = useConsoleLang();
  const t = translator(companyConsoleMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const { list } = loaderData;
  const name = list.list;
  const scopeName = (scope: string) => (name === "partners" ? t(`scope_${scope}` as "scope_alliance") : scope);
  const columns = useMemo(
    () => [
      {
        label: name === "milestones" ? t("fieldMilestoneDate") : t("colLink"),
        cell: (row: ConsoleCompanyListRow) => (name === "milestones" ? row.detail : row.detail ? <code>{row.detail}</code> : "—"),
      },
    ],
    [t, name],
  );
  const rows = useMemo(() => list.items, [list]);
  return (
    <div className="console-page console-page--wide news-desk" data-testid={`about-${name}`}>
      <PostingListHead title={t(`listTitle_${name}`)} lead={t(`listLead_${name}`)} newLabel={t(`new_${name}`)} newPath={newCompanyEntryPath(name, list.scope)} newTestId="about-entry-new" />
      <AboutTabs lang={lang} current={name} />
      {list.scopes.length ? (
        <nav aria-label={t(`groups_${name}` as "groups_banners")}>
          <ul className="console-chips" data-testid="about-scopes">
            {list.scopes.map((scope) => (
              <li key={scope}>
                <Link to={companyListPath(name, scope)} aria-current={scope === list.scope ? "page" : undefined}>
                  {scopeName(scope)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {list.ordered ? null : <p className="console-note">{t("byDateNote")}</p>}
      <PublishedList
        lang={lang}
        title={`${list.scope ? `${t(`listTitle_${name}`)}: ${scopeName(list.scope)}` : t(`listTitle_${name}`)} (${rows.length})`}
        rows={rows}
        pathOf={(id) => companyEntryPath(name, id)}
        leading={[{ label: t(`fieldImage_${name === "milestones" ? "banners" : name}`), cell: (row) => (row.image ? <img className={`console-thumb${name === "partners" ? " console-thumb--whole" : ""}`} src={row.image} alt="" /> : "—") }]}
        columns={columns}
        publish={(row, published) => call(companyConsoleApi.entryVisibility, { params: { list: name, id: row.id }, body: { published } })}
        {...(list.ordered ? { move: { send: (ids: number[]) => call(companyConsoleApi.orderList, { params: { list: name }, body: { scope: list.scope, ids } }), t } } : {})}
        remove={{ send: (row) => call(companyConsoleApi.removeEntry, { params: { list: name, id: row.id } }), t }}
        t={t}
        testId="about-entry"
      />
    </div>
  );
}
