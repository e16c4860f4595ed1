import { useState, type ReactNode } from "react";
import { Link, useRevalidator } from "react-router";
import type { UrlLang } from "@portal/contract/locales";
import type { Paged } from "@portal/contract/schemas/member";
import type { ConsoleMediaStatus } from "@portal/contract/schemas/short-video/console";
import { translator } from "../../../i18n/define.ts";
import { ActionStatus, ConsolePager, ListNotice } from "../ConsoleList.tsx";
import { useRowAction } from "../console-actions.ts";
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

/**
 * The producer's list of one kind of media item (routes/console/{short-videos,food}.tsx): newest first, paged, each
 * row with its category, time and status, and the button that publishes or unpublishes it at once.
 */
export function MediaList({ lead, newLabel, ...table }: MediaTableProps & { lead: string; newLabel: string }) {
  return (
    <div className="console-page news-desk" data-testid={table.testId}>
      <header className="console-page__head news-desk__head">
        <div>
          <h1>{table.title}</h1>
          <p className="console-page__lead">{lead}</p>
        </div>
        <Link to={`${table.basePath}/new`} className="button button--primary" data-testid={`${table.testId}-new`}>
          {newLabel}
        </Link>
      </header>
      <MediaTable {...table} />
    </div>
  );
}

/** The table of MediaList, also on a page of its own (the podcast's episodes under its feed's form). */
export function MediaTable({ lang, page, title, basePath, testId, categoryLabel, setPublished, children }: MediaTableProps & { children?: ReactNode }) {
  const t = translator(mediaMessages, lang);
  const revalidator = useRevalidator();
  const { pending, message, run } = useRowAction(lang);
  const [rows, setRows] = useState(page.items);
  const [seen, setSeen] = useState(page.items);
  if (seen !== page.items) {
    setSeen(page.items);
    setRows(page.items);
  }
  const toggle = (row: MediaRow) =>
    run(
      `visibility-${row.id}`,
      () => setPublished(row.id, !row.published),
      (after) => {
        setRows((list) => list.map((item) => (item.id === row.id ? { ...item, published: after.published, status: after.status } : item)));
        void revalidator.revalidate();
        return t(after.published ? "publishedDone" : "unpublishedDone", { title: row.title });
      },
    );
  const category = categoryLabel ?? t("colCategory");

  return (
    <>
      <ActionStatus message={message} />
      <section className="console-panel news-table-panel" aria-labelledby={`${testId}-title`}>
        <h2 id={`${testId}-title`} className="console-panel__title">
          {title} ({page.total})
        </h2>
        {children}
        <ListNotice lang={lang} failure={null} empty={rows.length === 0} />
        <table className="news-table producer-table">
          <thead>
            <tr>
              <th scope="col">{t("colTitle")}</th>
              <th scope="col">{category}</th>
              <th scope="col">{t("colDate")}</th>
              <th scope="col">{t("colStatus")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-testid={`${testId}-row`} data-id={row.id} data-status={row.status}>
                <th scope="row" className="news-table__headline">
                  <Link to={`${basePath}/${row.id}`}>{row.title}</Link>
                </th>
                <td data-label={category}>{row.category ?? "—"}</td>
                <td data-label={t("colDate")}>
                  <time dateTime={row.publishedAt}>{macauDateTime(row.publishedAt)}</time>
                </td>
                <PublicationCell
                  label={t("colStatus")}
                  published={row.published}
                  state={t(`status_${row.status}`)}
                  badge={statusBadge(row.status)}
                  action={t(row.published ? "unpublish" : "publish")}
                  name={row.title}
                  disabled={pending !== null}
                  onToggle={() => void toggle(row)}
                />
              </tr>
            ))}
          </tbody>
        </table>
        <ConsolePager lang={lang} page={page.page} pageSize={page.pageSize} total={page.total} />
      </section>
    </>
  );
}

export { statusBadge as mediaStatusBadge };
