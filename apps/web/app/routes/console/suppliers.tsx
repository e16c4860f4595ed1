import { Link, useLocation } from "react-router";
import type { Route } from "./+types/suppliers";
import { supplierConsoleApi } from "@portal/contract/endpoints/supplier";
import { SUPPLIER_SEARCH_MAX_CHARS, SUPPLIER_STATUSES, type SupplierStatus } from "@portal/contract/schemas/supplier";
import type { RouteHandle } from "../../context.ts";
import { oneOfQuery, pageQuery } from "../../data/route-params.ts";
import { translator } from "../../i18n/define.ts";
import { ConsolePager, FilterForm, FilterInput, ListNotice } from "../../features/console/ConsoleList.tsx";
import { macauDateTime, textFilter } from "../../features/console/console-list.ts";
import { loadFiltered } from "../../features/console/console-list.server.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { postingsMessages } from "../../features/console/postings/messages.ts";
import { SUPPLIER_BADGE, supplierPath } from "../../features/console/postings/postings.ts";
import "../../features/console/operations.css";
import "../../features/console/news/news-desk.css";
import "../../features/console/producer/producer.css";
import "../../features/console/postings/postings.css";

/** The queue's filters (schemas/supplier.ts supplierConsoleQuery). */
const FILTERS = ["status", "q"] as const;

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navSuppliers");

export const handle: RouteHandle = { query: { status: oneOfQuery(SUPPLIER_STATUSES), q: textFilter(SUPPLIER_SEARCH_MAX_CHARS), page: pageQuery } };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadFiltered(context, request, FILTERS, supplierConsoleApi.queue);
}

/** The tabs: every registration (pending ones first), then each status; each keeps the search. */
const TABS: ReadonlyArray<SupplierStatus | null> = [null, "pending", "approved", "rejected"];

/** Procurement's review queue: suppliers' registrations by status, pending first, the oldest first; found by name. */
export default function ConsoleSuppliers({ loaderData }: Route.ComponentProps) {
  const lang = useConsoleLang();
  const t = translator(postingsMessages, lang);
  const { pathname } = useLocation();
  const { filters, list } = loaderData;
  const page = list.ok ? list.data : null;
  // The address's status, as the handle's rule kept it (one of the statuses, or none: every registration).
  const shown = (filters.status ?? null) as SupplierStatus | null;
  const tabSearch = (status: SupplierStatus | null) => {
    const params = new URLSearchParams();
    if (status) params.set("status", status);
    if (filters.q) params.set("q", filters.q);
    const text = params.toString();
    return text ? `?${text}` : "";
  };
  const total = page ? SUPPLIER_STATUSES.reduce((sum, status) => sum + page.counts[status], 0) : null;

  return (
    <div className="console-page console-page--wide" data-testid="console-suppliers">
      <header className="console-page__head">
        <h1>{t("suppliersTitle")}</h1>
        <p className="console-page__lead">{t("suppliersLead")}</p>
      </header>
      <nav aria-label={t("tabsLabel")}>
        <ul className="postings-tabs">
          {TABS.map((status) => (
            <li key={status ?? "all"}>
              <Link to={`${pathname}${tabSearch(status)}`} aria-current={shown === status ? "page" : undefined} data-testid={`supplier-tab-${status ?? "all"}`}>
                {t(status ? `tab_${status}` : "tab_all")}
                {page ? <span className="postings-tabs__count">{status ? page.counts[status] : total}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <FilterForm lang={lang} testId="console-suppliers-filters">
        {shown ? <input type="hidden" name="status" value={shown} /> : null}
        <FilterInput name="q" label={t("searchCompany")} value={filters.q} type="search" />
      </FilterForm>
      <ListNotice lang={lang} failure={list.ok ? null : list.message} empty={page !== null && page.items.length === 0} />
      {page && page.items.length > 0 ? (
        <section className="console-panel news-table-panel" aria-labelledby="suppliers-title">
          <h2 id="suppliers-title" className="console-panel__title">
            {t(shown ? `tab_${shown}` : "tab_all")} ({page.total})
          </h2>
          <table className="news-table producer-table">
            <thead>
              <tr>
                <th scope="col">{t("colCompany")}</th>
                <th scope="col">{t("colRegistrationNo")}</th>
                <th scope="col">{t("colContact")}</th>
                <th scope="col">{t("colSubmitted")}</th>
                <th scope="col">{t("colStatus")}</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((row) => (
                <tr key={row.uuid} data-testid="supplier-row" data-uuid={row.uuid}>
                  <th scope="row" className="news-table__headline">
                    <Link to={supplierPath(row.uuid)}>
                      <span lang="zh-Hant">{row.companyNameZh}</span>
                      <br />
                      <span lang="en">{row.companyNameEn}</span>
                    </Link>
                  </th>
                  <td data-label={t("colRegistrationNo")}>{row.businessRegistrationNo}</td>
                  <td data-label={t("colContact")}>{row.contactPerson}</td>
                  <td data-label={t("colSubmitted")}>{macauDateTime(row.submittedAt)}</td>
                  <td data-label={t("colStatus")}>
                    <span className={`news-status news-status--${SUPPLIER_BADGE[row.status]}`}>{t(`status_${row.status}`)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {page && page.total > 0 ? <ConsolePager lang={lang} page={page.page} pageSize={page.pageSize} total={page.total} /> : null}
    </div>
  );
}
