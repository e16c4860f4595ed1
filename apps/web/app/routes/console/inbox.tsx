import { Link } from "react-router";
import type { Route } from "./+types/inbox";
import { serializeQuery } from "@portal/contract/api-client";
import { inboxConsoleApi } from "@portal/contract/endpoints/inbox";
import { INBOX_KINDS, INBOX_STATUSES, INBOX_SEARCH_MAX } from "@portal/contract/inbox-rules";
import type { InboxItem } from "@portal/contract/schemas/inbox";
import type { RouteHandle } from "../../context.ts";
import { dateQuery, oneOfQuery, pageQuery, type QueryRule } from "../../data/route-params.ts";
import { translator } from "../../i18n/define.ts";
import { ConsolePager, CsvExport, FilterForm, FilterInput, FilterSelect, ListNotice } from "../../features/console/ConsoleList.tsx";
import { macauDateTime, textFilter } from "../../features/console/console-list.ts";
import { loadFiltered, loadList } from "../../features/console/console-list.server.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import { inboxItemPath, INBOX_PATH, STATUS_BADGE } from "../../features/console/inbox/inbox.ts";
import { inboxMessages } from "../../features/console/inbox/messages.ts";
import "../../features/console/operations.css";
import "../../features/console/inbox/inbox.css";

/** The list's filters, as the list call and its CSV export take them (docs/console.md "The inbox"). */
const FILTERS = ["kind", "status", "assignee", "mine", "q", "from", "to"] as const;
const assigneeQuery: QueryRule = (value) => (value === "none" || /^[1-9]\d{0,9}$/.test(value) ? value : null);

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navInbox");

export const handle: RouteHandle = {
  query: {
    kind: oneOfQuery(INBOX_KINDS),
    status: oneOfQuery(INBOX_STATUSES),
    assignee: assigneeQuery,
    mine: oneOfQuery(["true"]),
    q: textFilter(INBOX_SEARCH_MAX),
    from: dateQuery,
    to: dateQuery,
    page: pageQuery,
  },
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const [listed, assignees] = await Promise.all([
    loadFiltered(context, request, FILTERS, inboxConsoleApi.list),
    loadList(context, request, consoleLangOfRequest(request), inboxConsoleApi.assignees, { query: {} }),
  ]);
  return { ...listed, assignees: assignees.ok ? assignees.data : [] };
}

/** The inbox: the public's submissions of the kinds the role sees, filtered by the address's query, paged, as CSV. */
export default function ConsoleInbox({ loaderData }: Route.ComponentProps) {
  const lang = useConsoleLang();
  const t = translator(inboxMessages, lang);
  const { filters, list, assignees } = loaderData;
  const items = list.ok ? list.data.items : [];
  const csv = `${inboxConsoleApi.list.path}${serializeQuery({ ...filters, format: "csv" })}`;
  return (
    <div className="console-page console-page--wide" data-testid="console-inbox">
      <header className="console-page__head console-page__head--row">
        <div>
          <h1>{t("title")}</h1>
          <p className="console-page__lead">{t("lead")}</p>
        </div>
        <CsvExport href={csv} label={t("exportCsv")} hint={t("exportHint")} testId="inbox-csv" />
      </header>
      {list.ok ? (
        <nav aria-label={t("countsLabel")}>
          <ul className="inbox-counts" data-testid="inbox-counts">
            {list.data.counts.map((count) => (
              <li key={count.kind}>
                <Link className="inbox-count" to={`${INBOX_PATH}?kind=${count.kind}&status=new`} data-kind={count.kind} aria-current={filters.kind === count.kind ? "true" : undefined}>
                  <span className="inbox-count__kind">{t(`kind_${count.kind}`)}</span>
                  <span className={`console-badge console-badge--small ${count.new ? "console-badge--warn" : "console-badge--muted"}`}>{t("newCount", { count: count.new })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <FilterForm lang={lang} testId="inbox-filters">
        <FilterSelect lang={lang} name="kind" label={t("filterKind")} value={filters.kind} choices={(list.ok ? list.data.counts : []).map((c) => ({ value: c.kind, label: t(`kind_${c.kind}`) }))} />
        <FilterSelect lang={lang} name="status" label={t("filterStatus")} value={filters.status} choices={INBOX_STATUSES.map((status) => ({ value: status, label: t(`status_${status}`) }))} />
        <FilterSelect
          lang={lang}
          name="assignee"
          label={t("filterAssignee")}
          value={filters.assignee}
          choices={[{ value: "none", label: t("assigneeNone") }, ...assignees.map((member) => ({ value: String(member.id), label: member.name }))]}
        />
        <FilterInput name="q" label={t("filterQ")} hint={t("filterQHint")} value={filters.q} type="search" />
        <FilterInput name="from" label={t("fromDate")} value={filters.from} type="date" />
        <FilterInput name="to" label={t("toDate")} value={filters.to} type="date" />
        <label className="console-check inbox-mine">
          <input type="checkbox" name="mine" value="true" defaultChecked={filters.mine === "true"} />
          <span>{t("mine")}</span>
        </label>
      </FilterForm>
      <ListNotice lang={lang} failure={list.ok ? null : list.message} empty={items.length === 0} />
      {items.length > 0 ? (
        <div className="console-table-wrap">
          <table className="console-table inbox-table" data-testid="inbox-table">
            <caption className="visually-hidden">{t("title")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("colReceived")}</th>
                <th scope="col">{t("colKind")}</th>
                <th scope="col">{t("colFrom")}</th>
                <th scope="col">{t("colSummary")}</th>
                <th scope="col">{t("colStatus")}</th>
                <th scope="col">{t("colAssignee")}</th>
                <th scope="col">{t("colDeleted")}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <InboxRow key={`${item.kind}-${item.id}`} item={item} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {list.ok && list.data.total > 0 ? <ConsolePager lang={lang} page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} /> : null}
    </div>
  );
}

function InboxRow({ item }: { item: InboxItem }) {
  const lang = useConsoleLang();
  const t = translator(inboxMessages, lang);
  return (
    <tr data-testid="inbox-row" data-kind={item.kind} data-id={item.id} data-status={item.status}>
      <td data-label={t("colReceived")} className="console-nowrap">
        <time dateTime={item.receivedAt}>{macauDateTime(item.receivedAt)}</time>
      </td>
      <td data-label={t("colKind")}>{t(`kind_${item.kind}`)}</td>
      <td data-label={t("colFrom")}>
        <Link className="console-strong" to={inboxItemPath(item.kind, item.id)}>
          {item.from}
        </Link>
        <span className="console-sub">{item.reference}</span>
      </td>
      <td data-label={t("colSummary")} className="inbox-summary">
        {item.summary}
      </td>
      <td data-label={t("colStatus")}>
        <span className={`console-badge console-badge--small ${STATUS_BADGE[item.status]}`}>{t(`status_${item.status}`)}</span>
      </td>
      <td data-label={t("colAssignee")}>{item.assignee ? item.assignee.name : <span className="console-muted">{t("assigneeNone")}</span>}</td>
      <td data-label={t("colDeleted")} className="console-nowrap">
        {item.deletedOn ?? <span className="console-muted">{t("kept")}</span>}
      </td>
    </tr>
  );
}
