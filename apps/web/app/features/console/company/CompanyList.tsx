import { useState, type ReactNode } from "react";
import { Link, useRevalidator } from "react-router";
import type { UrlLang } from "@portal/contract/locales";
import { translator } from "../../../i18n/define.ts";
import { ActionStatus, ListNotice } from "../ConsoleList.tsx";
import { useRowAction } from "../console-actions.ts";
import { PublicationCell } from "../form/PublicationCell.tsx";
import { companyConsoleMessages } from "./messages.ts";

export const ABOUT_PATH = "/console/about";
export const PRESS_PATH = "/console/press";

/** A row of the about-us pages or the press: its title (to the editor), its own columns, published or not. */
export type CompanyRow = { id: number; title: string; published: boolean };

/**
 * The list of the about-us pages or of the press releases: the title (to the editor), the kind's own columns, and
 * publish / unpublish on each row (the row follows the server's answer, a live region says what was done).
 */
export function CompanyList<R extends CompanyRow>({
  lang,
  title,
  rows: loaded,
  pathOf,
  columns,
  publish,
  testId,
  children,
}: {
  lang: UrlLang;
  title: string;
  rows: R[];
  pathOf: (id: number) => string;
  columns: ReadonlyArray<{ label: string; cell: (row: R) => ReactNode }>;
  publish: (row: R, published: boolean) => Promise<{ published: boolean }>;
  testId: string;
  /** Below the table (a pager). */
  children?: ReactNode;
}) {
  const t = translator(companyConsoleMessages, lang);
  const revalidator = useRevalidator();
  const { pending, message, run } = useRowAction(lang);
  const [rows, setRows] = useState(loaded);
  const [seen, setSeen] = useState(loaded);
  if (seen !== loaded) {
    setSeen(loaded);
    setRows(loaded);
  }
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
          {title}
        </h2>
        <ListNotice lang={lang} failure={null} empty={rows.length === 0} />
        <table className="news-table producer-table">
          <thead>
            <tr>
              <th scope="col">{t("colTitle")}</th>
              {columns.map((column) => (
                <th scope="col" key={column.label}>
                  {column.label}
                </th>
              ))}
              <th scope="col">{t("colShown")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-testid={`${testId}-row`} data-id={row.id}>
                <th scope="row" className="news-table__headline">
                  <Link to={pathOf(row.id)}>{row.title}</Link>
                </th>
                {columns.map((column) => (
                  <td key={column.label} data-label={column.label}>
                    {column.cell(row)}
                  </td>
                ))}
                <PublicationCell
                  label={t("colShown")}
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
        {children}
      </section>
    </>
  );
}
