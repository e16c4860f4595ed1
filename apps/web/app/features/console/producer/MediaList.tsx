import type { ReactNode } from "react";
import { Link, useRevalidator } from "react-router";
import type { UrlLang } from "@portal/contract/locales";
import type { Paged } from "@portal/contract/schemas/member";
import type { ConsoleMediaStatus } from "@portal/contract/schemas/short-video/console";
import { translator } from "../../../i18n/define.ts";
import { ActionStatus, ConsolePager, ListNotice } from "../ConsoleList.tsx";
import { usePublishToggle } from "../console-actions.ts";
import { macauDateTime } from "../console-list.ts";
import { PublicationCell } from "../form/PublicationCell.tsx";
import { mediaMessages } from "./media-messages.ts";

/** A row of a producer's media list (short videos, food pages). */
export interface MediaRow {
  id: number;
  title: string;
  category: string | null;
  publishedAt: string;
  published: boolean;
  status: ConsoleMediaStatus;
}

/** The badge of a publication status (news-desk.css's colours): shown green, scheduled blue, hidden grey. */
const statusBadge = (status: ConsoleMediaStatus): string => `news-status news-status--${{ shown: "published", scheduled: "scheduled", hidden: "draft" }[status]}`;

/** A row of a producer's list: its title links to its editor; it is shown on the site or not. */
export interface ListRow {
  id: number;
  title: string;
  published: boolean;
}

/**
 * The producer's list of one kind of item (programmes, short videos, food pages): a head with **New**, the rows with
 * their own columns, and in the last one the item's state and the button that shows or hides it at once (the row
 * then takes the server's answer, and the page is reloaded). Paged when `paging` is given.
 */
export function PublishableList<R extends ListRow, A extends { published: boolean }>({
  lead,
  newLabel,
  newTestId,
  ...table
}: PublishableTableProps<R, A> & { lead: string; newLabel: string; newTestId: string }) {
  return (
    <div className="console-page news-desk" data-testid={table.testId}>
      <header className="console-page__head news-desk__head">
        <div>
          <h1>{table.title}</h1>
          <p className="console-page__lead">{lead}</p>
        </div>
        <Link to={`${table.basePath}/new`} className="button button--primary" data-testid={newTestId}>
          {newLabel}
        </Link>
      </header>
      <PublishableTable {...table} />
    </div>
  );
}

/** What the table of such a list needs: its rows, columns, labels and the show / hide call. */
interface PublishableTableProps<R extends ListRow, A extends { published: boolean }> {
  lang: UrlLang;
  rows: R[];
  total: number;
  paging?: { page: number; pageSize: number };
  title: string;
  /** The screen's path: rows link to `${basePath}/:id`. */
  basePath: string;
  testId: string;
  rowTestId: string;
  rowData: (row: R) => Record<`data-${string}`, string | number>;
  columns: { label: string; cell: (row: R) => ReactNode }[];
  /** The title column's name ("Title" unless given). */
  titleLabel?: string;
  statusLabel: string;
  /** The row's state (and its badge's class), and the action its button does. */
  status: (row: R) => { state: string; badge?: string; action: string };
  setPublished: (id: number, published: boolean) => Promise<A>;
  /** The row after the server's answer. */
  after: (row: R, answer: A) => R;
  /** What the live region says once done. */
  done: (row: R, answer: A) => string;
  /** At the top of the panel (a note, a button). */
  children?: ReactNode;
}

/** The table of PublishableList, also on a page of its own (the podcast's episodes under its feed's form). */
export function PublishableTable<R extends ListRow, A extends { published: boolean }>({
  lang,
  rows: given,
  total,
  paging,
  title,
  basePath,
  testId,
  rowTestId,
  rowData,
  columns,
  titleLabel,
  statusLabel,
  status,
  setPublished,
  after,
  done,
  children,
}: PublishableTableProps<R, A>) {
  const revalidator = useRevalidator();
  const { rows, pending, message, toggle } = usePublishToggle(lang, given, (row, published) => setPublished(row.id, published), after, done, () => void revalidator.revalidate());

  return (
    <>
      <ActionStatus message={message} />
      <section className="console-panel news-table-panel" aria-labelledby={`${testId}-title`}>
        <h2 id={`${testId}-title`} className="console-panel__title">
          {title} ({total})
        </h2>
        {children}
        <ListNotice lang={lang} failure={null} empty={rows.length === 0} />
        <table className="news-table producer-table">
          <thead>
            <tr>
              <th scope="col">{titleLabel ?? translator(mediaMessages, lang)("colTitle")}</th>
              {columns.map((column) => (
                <th key={column.label} scope="col">
                  {column.label}
                </th>
              ))}
              <th scope="col">{statusLabel}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const { state, badge, action } = status(row);
              return (
                <tr key={row.id} data-testid={rowTestId} {...rowData(row)}>
                  <th scope="row" className="news-table__headline">
                    <Link to={`${basePath}/${row.id}`}>{row.title}</Link>
                  </th>
                  {columns.map((column) => (
                    <td key={column.label} data-label={column.label}>
                      {column.cell(row)}
                    </td>
                  ))}
                  <PublicationCell
                    label={statusLabel}
                    published={row.published}
                    state={state}
                    {...(badge ? { badge } : {})}
                    action={action}
                    name={row.title}
                    disabled={pending !== null}
                    onToggle={() => void toggle(row)}
                  />
                </tr>
              );
            })}
          </tbody>
        </table>
        {paging ? <ConsolePager lang={lang} page={paging.page} pageSize={paging.pageSize} total={total} /> : null}
      </section>
    </>
  );
}

/** What a list of media rows needs: its rows, labels and the publish / unpublish call. */
interface MediaTableProps {
  lang: UrlLang;
  page: Paged<MediaRow>;
  title: string;
  /** The screen's path: rows link to `${basePath}/:id`, the new item's form is `${basePath}/new`. */
  basePath: string;
  testId: string;
  /** The second column's heading (default "Category"). */
  categoryLabel?: string;
  setPublished: (id: number, published: boolean) => Promise<{ published: boolean; status: ConsoleMediaStatus }>;
}

/** The columns and states of media rows, for PublishableList and PublishableTable. */
function mediaTable({ lang, page, testId, categoryLabel, setPublished }: MediaTableProps) {
  const t = translator(mediaMessages, lang);
  return {
    rows: page.items,
    total: page.total,
    paging: { page: page.page, pageSize: page.pageSize },
    rowTestId: `${testId}-row`,
    rowData: (row: MediaRow) => ({ "data-id": row.id, "data-status": row.status }),
    columns: [
      { label: categoryLabel ?? t("colCategory"), cell: (row: MediaRow) => row.category ?? "—" },
      { label: t("colDate"), cell: (row: MediaRow) => <time dateTime={row.publishedAt}>{macauDateTime(row.publishedAt)}</time> },
    ],
    statusLabel: t("colStatus"),
    status: (row: MediaRow) => ({ state: t(`status_${row.status}`), badge: statusBadge(row.status), action: t(row.published ? "unpublish" : "publish") }),
    setPublished,
    after: (row: MediaRow, answer: { published: boolean; status: ConsoleMediaStatus }) => ({ ...row, published: answer.published, status: answer.status }),
    done: (row: MediaRow, answer: { published: boolean }) => t(answer.published ? "publishedDone" : "unpublishedDone", { title: row.title }),
  };
}

/**
 * The producer's list of one kind of media item (routes/console/{short-videos,food}.tsx): newest first, paged, each
 * row with its category, time and status, and the button that publishes or unpublishes it at once.
 */
export function MediaList({ lead, newLabel, ...table }: MediaTableProps & { lead: string; newLabel: string }) {
  return <PublishableList lang={table.lang} title={table.title} basePath={table.basePath} testId={table.testId} lead={lead} newLabel={newLabel} newTestId={`${table.testId}-new`} {...mediaTable(table)} />;
}

/** The table of MediaList, also on a page of its own (the podcast's episodes under its feed's form). */
export function MediaTable({ children, ...table }: MediaTableProps & { children?: ReactNode }) {
  return (
    <PublishableTable lang={table.lang} title={table.title} basePath={table.basePath} testId={table.testId} {...mediaTable(table)}>
      {children}
    </PublishableTable>
  );
}

export { statusBadge as mediaStatusBadge };
