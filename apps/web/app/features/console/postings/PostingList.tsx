import { useMemo, useState, type ReactNode } from "react";
import { Link, useRevalidator } from "react-router";
import type { UrlLang } from "@portal/contract/locales";
import type { ConsoleTenderItem } from "@portal/contract/schemas/forms/console";
import { translator } from "../../../i18n/define.ts";
import { ActionStatus } from "../ConsoleList.tsx";
import { PublicationCell } from "../form/PublicationCell.tsx";
import { useRowAction } from "../console-actions.ts";
import { macauDateTime } from "../console-list.ts";
import { postingsMessages } from "./messages.ts";

/** A row of a notice list (tenders, job ads): what every such list shows; the kind's own columns come on top. */
export type PostingRow = Pick<ConsoleTenderItem, "id" | "reference" | "title" | "opensAt" | "closesAt" | "phase" | "published">;

/**
 * The list of procurement's tender notices or HR's job ads: reference, title (to the editor), the columns of its
 * kind, opening and closing (Macau time), the stage, and publish / withdraw on each row (the row follows the
 * server's answer, a live region says what was done).
 */
export function PostingList<R extends PostingRow>({
  lang,
  title,
  rows: loaded,
  pathOf,
  columns,
  publish,
  testId,
}: {
  lang: UrlLang;
  title: string;
  rows: R[];
  pathOf: (id: number) => string;
  /** The kind's own columns, between the title and the dates. */
  columns: ReadonlyArray<{ label: string; cell: (row: R) => ReactNode }>;
  /** Sends the publication; answers the row's new state. */
  publish: (row: R, published: boolean) => Promise<{ published: boolean }>;
  testId: string;
}) {
  const t = translator(postingsMessages, lang);
  const revalidator = useRevalidator();
  const { pending, message, run } = useRowAction(lang);
  const [rows, setRows] = useState(loaded);
  const [seen, setSeen] = useState(loaded);
  if (seen !== loaded) {
    setSeen(loaded);
    setRows(loaded);
  }
  const headings = useMemo(() => [t("colReference"), t("colTitle"), ...columns.map((c) => c.label), t("colOpens"), t("colCloses"), t("colPhase"), t("colPublished")], [t, columns]);

  const toggle = (row: R) =>
    run(
      `publication-${row.id}`,
      () => publish(row, !row.published),
      (after) => {
        setRows((list) => list.map((item) => (item.id === row.id ? { ...item, published: after.published } : item)));
        void revalidator.revalidate();
        return t(after.published ? "publishedDone" : "unpublishedDone", { title: row.title });
      },
    );

  return (
    <>
      <ActionStatus message={message} />
      <section className="console-panel news-table-panel" aria-labelledby={`${testId}-title`}>
        <h2 id={`${testId}-title`} className="console-panel__title">
          {title} ({rows.length})
        </h2>
        <table className="news-table producer-table">
          <thead>
            <tr>
              {headings.map((heading) => (
                <th scope="col" key={heading}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-testid={`${testId}-row`} data-reference={row.reference}>
                <td data-label={t("colReference")}>{row.reference}</td>
                <th scope="row" className="news-table__headline">
                  <Link to={pathOf(row.id)}>{row.title}</Link>
                </th>
                {columns.map((column) => (
                  <td key={column.label} data-label={column.label}>
                    {column.cell(row)}
                  </td>
                ))}
                <td data-label={t("colOpens")}>{macauDateTime(row.opensAt)}</td>
                <td data-label={t("colCloses")}>{macauDateTime(row.closesAt)}</td>
                <td data-label={t("colPhase")}>{t(`phase_${row.phase}`)}</td>
                <PublicationCell
                  label={t("colPublished")}
                  published={row.published}
                  state={t(row.published ? "published" : "unpublished")}
                  action={t(row.published ? "unpublish" : "publish")}
                  name={row.title}
                  disabled={pending !== null}
                  onToggle={() => void toggle(row)}
                />
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

/** The head of a list screen: its title, lead, and the button to a new notice. */
export function PostingListHead({ title, lead, newLabel, newPath, newTestId }: { title: string; lead: string; newLabel: string; newPath: string; newTestId: string }) {
  return (
    <header className="console-page__head news-desk__head">
      <div>
        <h1>{title}</h1>
        <p className="console-page__lead">{lead}</p>
      </div>
      <Link to={newPath} className="button button--primary" data-testid={newTestId}>
        {newLabel}
      </Link>
    </header>
  );
}
