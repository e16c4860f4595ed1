import { useState, type ReactNode } from "react";
import { Link, useRevalidator } from "react-router";
import type { UrlLang } from "@portal/contract/locales";
import type { MessageParams } from "../../i18n/format.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { ActionStatus, ListNotice } from "./ConsoleList.tsx";
import { useRowAction } from "./console-actions.ts";
import { PublicationCell } from "./form/PublicationCell.tsx";
import "./ordered-list.css";

/** A row of such a list: its title (to its editor), on the public pages or not. */
export type PublishedRow = { id: number; title: string; published: boolean };

/** Texts the list says, from the screen's own messages (its translator). */
type Texts<K extends string> = (key: K, params?: MessageParams) => string;
type Say = Texts<string>;
type Column<R> = { label: string; cell: (row: R) => ReactNode };

/**
 * A console list of things staff publish or not (job ads, tender notices, about-us pages, press releases, the About
 * us section's banners, milestones, production services and partners): the title (to the editor), the kind's own
 * columns before and after it, and publish / unpublish on each row (the row follows the server's answer, a live region
 * says what was done). With `move`, the rows are in an order staff set: ↑/↓ on each, named after the row for screen
 * readers (as the adverts' list); with `remove`, a delete button asks in a dialog first.
 */
export function PublishedList<R extends PublishedRow>({
  lang,
  title,
  rows: loaded,
  pathOf,
  leading = [],
  columns,
  publish,
  move,
  remove,
  t,
  testId,
  rowData,
  children,
}: {
  lang: UrlLang;
  title: string;
  rows: R[];
  pathOf: (id: number) => string;
  /** Columns before the title (a reference). */
  leading?: ReadonlyArray<Column<R>>;
  /** The kind's own columns after the title. */
  columns: ReadonlyArray<Column<R>>;
  /** Sends the publication; answers the row's new state. */
  publish: (row: R, published: boolean) => Promise<{ published: boolean }>;
  /** Sends every row's id in the new order (one row moved up or down); its texts (`{title}`: the row's). */
  move?: { send: (ids: number[]) => Promise<unknown>; t: Texts<"colOrder" | "moveUp" | "moveDown" | "movedDone"> };
  /** Deletes the row, asked in a dialog first. */
  remove?: { send: (row: R) => Promise<unknown>; t: Texts<"remove" | "removeConfirm" | "removedDone"> };
  /** The column's name, the states, the buttons, what was done (`{title}`: the row's). */
  t: Texts<"colTitle" | "colShown" | "published" | "unpublished" | "publish" | "unpublish" | "publishedDone" | "unpublishedDone">;
  testId: string;
  /** More data attributes of a row (a reference for the tests). */
  rowData?: (row: R) => Record<`data-${string}`, string>;
  /** Below the table (a pager). */
  children?: ReactNode;
}) {
  const say = t as Say;
  const sayOrder = (move?.t ?? t) as Say;
  const sayRemove = (remove?.t ?? t) as Say;
  const revalidator = useRevalidator();
  const { pending, message, dialogError, run, clearDialogError } = useRowAction(lang);
  const [rows, setRows] = useState(loaded);
  const [seen, setSeen] = useState(loaded);
  const [removing, setRemoving] = useState<R | null>(null);
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
        return say(after.published ? "publishedDone" : "unpublishedDone", { title: row.title });
      },
    );
  const moveRow = (row: R, at: number, by: -1 | 1) => {
    if (!move) return;
    const order = rows.map((item) => item.id);
    [order[at], order[at + by]] = [order[at + by]!, order[at]!];
    void run(`move-${row.id}`, () => move.send(order), () => {
      setRows((list) => order.map((id) => list.find((item) => item.id === id)!));
      void revalidator.revalidate();
      return sayOrder("movedDone", { title: row.title });
    });
  };
  const removeRow = (row: R) =>
    remove &&
    void run(
      `remove-${row.id}`,
      () => remove.send(row),
      () => {
        setRemoving(null);
        setRows((list) => list.filter((item) => item.id !== row.id));
        void revalidator.revalidate();
        return sayRemove("removedDone", { title: row.title });
      },
      "dialog",
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
              {move ? <th scope="col">{sayOrder("colOrder")}</th> : null}
              {leading.map((column) => (
                <th scope="col" key={column.label}>
                  {column.label}
                </th>
              ))}
              <th scope="col">{say("colTitle")}</th>
              {columns.map((column) => (
                <th scope="col" key={column.label}>
                  {column.label}
                </th>
              ))}
              <th scope="col">{say("colShown")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, at) => (
              <tr key={row.id} data-testid={`${testId}-row`} data-id={row.id} {...rowData?.(row)}>
                {move ? (
                  <td data-label={sayOrder("colOrder")}>
                    <span className="console-order">
                      <button type="button" className="button console-button--quiet" disabled={pending !== null || at === 0} onClick={() => moveRow(row, at, -1)} aria-label={sayOrder("moveUp", { title: row.title })}>
                        ↑
                      </button>
                      <button type="button" className="button console-button--quiet" disabled={pending !== null || at === rows.length - 1} onClick={() => moveRow(row, at, 1)} aria-label={sayOrder("moveDown", { title: row.title })}>
                        ↓
                      </button>
                    </span>
                  </td>
                ) : null}
                {leading.map((column) => (
                  <td key={column.label} data-label={column.label}>
                    {column.cell(row)}
                  </td>
                ))}
                <th scope="row" className="news-table__headline">
                  <Link to={pathOf(row.id)}>{row.title}</Link>
                </th>
                {columns.map((column) => (
                  <td key={column.label} data-label={column.label}>
                    {column.cell(row)}
                  </td>
                ))}
                <PublicationCell
                  label={say("colShown")}
                  published={row.published}
                  state={say(row.published ? "published" : "unpublished")}
                  action={say(row.published ? "unpublish" : "publish")}
                  name={row.title}
                  disabled={pending !== null}
                  onToggle={() => void toggle(row)}
                >
                  {remove ? (
                    <button type="button" className="button console-button--quiet" disabled={pending !== null} onClick={() => (clearDialogError(), setRemoving(row))} aria-label={`${sayRemove("remove")}: ${row.title}`}>
                      {sayRemove("remove")}
                    </button>
                  ) : null}
                </PublicationCell>
              </tr>
            ))}
          </tbody>
        </table>
        {children}
      </section>
      {remove ? (
        <ConfirmDialog lang={lang} open={removing !== null} title={sayRemove("remove")} confirmLabel={sayRemove("remove")} pending={pending !== null} error={dialogError} onClose={() => setRemoving(null)} onConfirm={() => removing && removeRow(removing)}>
          <p>{removing ? sayRemove("removeConfirm", { title: removing.title }) : null}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
