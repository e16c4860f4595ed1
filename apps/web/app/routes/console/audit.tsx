import type { Route } from "./+types/audit";
import { serializeQuery } from "@portal/contract/api-client";
import { auditApi } from "@portal/contract/endpoints/audit";
import type { AuditEntry } from "@portal/contract/schemas/audit";
import { STAFF_ROLES, type StaffRole } from "@portal/contract/schemas/staff";
import type { UrlLang } from "@portal/contract/locales";
import type { RouteHandle } from "../../context.ts";
import { dateQuery, idQuery, pageQuery } from "../../data/route-params.ts";
import { translator } from "../../i18n/define.ts";
import { fieldChanges, shortText } from "../../features/console/audit-change.ts";
import { ConsolePager, CsvExport, FilterForm, FilterInput, ListNotice } from "../../features/console/ConsoleList.tsx";
import { macauDateTime, textFilter } from "../../features/console/console-list.ts";
import { loadFiltered } from "../../features/console/console-list.server.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { consoleMessages } from "../../features/console/messages.ts";
import { operationsMessages } from "../../features/console/operations-messages.ts";
import "../../features/console/operations.css";

/** The audit log's filters, as the list call and its CSV export take them (docs/console.md "The audit log"). */
const FILTERS = ["action", "entity", "entityId", "actorId", "from", "to"] as const;
/** The actions written today, offered as suggestions (the field takes any action). */
const KNOWN_ACTIONS = ["news.create", "news.update", "news.submit", "news.publish", "news.schedule", "news.unpublish", "news.restore", "comment.hide", "comment.restore", "member.comment_block", "member.comment_unblock", "staff.invite", "staff.resend_invite", "staff.role", "staff.disable", "staff.enable", "staff.reset", "menu.create", "menu.update", "menu.remove", "menu.move"];
const KNOWN_ENTITIES = ["news_article", "content_comment", "member", "staff_account", "menu_item"];

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navAudit");

/** The filters the loader reads (the server renders with these only: page-query.ts). */
export const handle: RouteHandle = {
  query: { action: textFilter(60), entity: textFilter(40), entityId: textFilter(64), actorId: idQuery, from: dateQuery, to: dateQuery, page: pageQuery },
};

export function loader({ request, context }: Route.LoaderArgs) {
  return loadFiltered(context, request, FILTERS, auditApi.list);
}

/** The audit log: who changed what and when, filtered by the address's query, paged, and exported as CSV. */
export default function ConsoleAudit({ loaderData }: Route.ComponentProps) {
  const lang = useConsoleLang();
  const t = translator(operationsMessages, lang);
  const { filters, list } = loaderData;
  const entries = list.ok ? list.data.items : [];
  const csv = `${auditApi.list.path}${serializeQuery({ ...filters, format: "csv" })}`;
  return (
    <div className="console-page console-page--wide" data-testid="console-audit">
      <header className="console-page__head console-page__head--row">
        <div>
          <h1>{t("auditTitle")}</h1>
          <p className="console-page__lead">{t("auditLead")}</p>
        </div>
        <CsvExport href={csv} label={t("exportCsv")} hint={t("exportHint")} testId="console-audit-csv" />
      </header>
      <FilterForm lang={lang} testId="console-audit-filters">
        <FilterInput name="action" label={t("filterAction")} hint={t("filterActionHint")} value={filters.action} list="console-audit-actions" />
        <FilterInput name="entity" label={t("filterEntity")} hint={t("filterEntityHint")} value={filters.entity} list="console-audit-entities" />
        <FilterInput name="entityId" label={t("filterEntityId")} value={filters.entityId} />
        <FilterInput name="actorId" label={t("filterActorId")} value={filters.actorId} inputMode="numeric" />
        <FilterInput name="from" label={t("fromDate")} value={filters.from} type="date" />
        <FilterInput name="to" label={t("toDate")} value={filters.to} type="date" />
        <datalist id="console-audit-actions">
          {KNOWN_ACTIONS.map((action) => (
            <option key={action} value={action} />
          ))}
        </datalist>
        <datalist id="console-audit-entities">
          {KNOWN_ENTITIES.map((entity) => (
            <option key={entity} value={entity} />
          ))}
        </datalist>
      </FilterForm>
      <ListNotice lang={lang} failure={list.ok ? null : list.message} empty={entries.length === 0} />
      {entries.length > 0 ? (
        <div className="console-table-wrap">
          <table className="console-table console-table--audit" data-testid="console-audit-table">
            <caption className="visually-hidden">{t("auditTitle")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("colWhen")}</th>
                <th scope="col">{t("colWho")}</th>
                <th scope="col">{t("colAction")}</th>
                <th scope="col">{t("colEntity")}</th>
                <th scope="col">{t("colChange")}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <AuditRow key={entry.id} lang={lang} entry={entry} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {list.ok && list.data.total > 0 ? <ConsolePager lang={lang} page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} /> : null}
    </div>
  );
}

/** How many changed fields the row shows before "details". */
const SUMMARY_FIELDS = 3;

function AuditRow({ lang, entry }: { lang: UrlLang; entry: AuditEntry }) {
  const t = translator(operationsMessages, lang);
  const roles = translator(consoleMessages, lang);
  const changes = fieldChanges(entry.before, entry.after);
  const role = (STAFF_ROLES as readonly string[]).includes(entry.actor.role) ? roles(`role_${entry.actor.role as StaffRole}`) : entry.actor.role;
  const side = (value: string | null) => (value === null ? <span className="console-muted">{t("none")}</span> : shortText(value));
  return (
    <tr data-testid="console-audit-row" data-action={entry.action}>
      <td data-label={t("colWhen")} className="console-nowrap">
        <time dateTime={entry.at}>{macauDateTime(entry.at)}</time>
      </td>
      <td data-label={t("colWho")}>
        <span className="console-strong">{entry.actor.name}</span> <span className="console-badge console-badge--small">{role}</span>
        <span className="console-sub">{t("staffNumber", { id: entry.actor.id })}</span>
      </td>
      <td data-label={t("colAction")}>
        <code className="console-code">{entry.action}</code>
      </td>
      <td data-label={t("colEntity")}>
        <code className="console-code">{entry.entity}</code> <span className="console-sub">#{entry.entityId}</span>
      </td>
      <td data-label={t("colChange")}>
        <ul className="console-changes">
          {changes.slice(0, SUMMARY_FIELDS).map((change) => (
            <li key={change.field}>
              <span className="console-changes__field">{change.field}</span> {side(change.before)} <span aria-hidden="true">→</span>
              <span className="visually-hidden">{t("after")}</span> {side(change.after)}
            </li>
          ))}
        </ul>
        <details className="console-details">
          <summary>
            {t("details")}
            {changes.length > SUMMARY_FIELDS ? ` (${t("moreFields", { count: changes.length - SUMMARY_FIELDS })})` : ""}
          </summary>
          <table className="console-details__table">
            <thead>
              <tr>
                <th scope="col">{t("field")}</th>
                <th scope="col">{t("before")}</th>
                <th scope="col">{t("after")}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.field}>
                  <th scope="row">{change.field}</th>
                  <td>{change.before ?? t("none")}</td>
                  <td>{change.after ?? t("none")}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="console-sub">
            {entry.actor.email}
            {entry.ip ? ` · ${t("fromAddress", { ip: entry.ip })}` : ""}
          </p>
        </details>
      </td>
    </tr>
  );
}
