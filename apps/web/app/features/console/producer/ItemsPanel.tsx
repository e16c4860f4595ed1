import { useState, type ReactNode } from "react";
import type { UrlLang } from "@portal/contract/locales";
import { ConfirmDialog } from "../../../components/ConfirmDialog.tsx";
import { ActionStatus } from "../ConsoleList.tsx";
import { useRowAction } from "../console-actions.ts";

/** What a panel says, each text already in the console's language. */
export interface ItemsPanelTexts {
  title: string;
  newLabel: string;
  deleteTitle: string;
  deleteLabel: string;
  deleteBody: (title: string) => string;
  added: (title: string) => string;
  saved: (title: string) => string;
  deleted: (title: string) => string;
}

/**
 * A panel of a programme's items (its episodes, its features) or of the hosts: the list, **New** opening the form in
 * the panel, **Edit** opening it for a row, and **Delete** asked in a dialog. A live region says what was done; the
 * list is then the server's (`onChanged` reloads it).
 */
export function ItemsPanel<T>({
  lang,
  testId,
  newTestId,
  texts,
  items,
  idOf,
  titleOf,
  form,
  list,
  remove,
  onChanged,
}: {
  lang: UrlLang;
  /** The section's test id (its status is `${testId}-status`). */
  testId: string;
  newTestId: string;
  texts: ItemsPanelTexts;
  items: readonly T[];
  idOf: (item: T) => number;
  titleOf: (item: T) => string;
  /** The form for a new item (null) or an edited one; `done` is called after it saved. */
  form: (item: T | null, done: (title: string, created: boolean) => void, cancel: () => void) => ReactNode;
  list: (actions: { busy: boolean; onEdit: (id: number) => void; onDelete: (id: number) => void }) => ReactNode;
  remove: (id: number) => Promise<unknown>;
  onChanged: () => void;
}) {
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const { pending, message, dialogError, run, clearDialogError } = useRowAction(lang);
  const [said, setSaid] = useState<string | null>(null);
  const edited = typeof editing === "number" ? (items.find((item) => idOf(item) === editing) ?? null) : null;
  const doomed = items.find((item) => idOf(item) === deleting) ?? null;
  const headingId = `${testId}-title`;

  return (
    <section className="console-panel producer-episodes" aria-labelledby={headingId} data-testid={testId}>
      <div className="producer-episodes__head">
        <h2 id={headingId} className="console-panel__title">
          {texts.title} ({items.length})
        </h2>
        {editing === null ? (
          <button type="button" className="button button--primary" onClick={() => setEditing("new")} data-testid={newTestId}>
            {texts.newLabel}
          </button>
        ) : null}
      </div>
      <ActionStatus message={said ? { kind: "success", text: said } : message} testId={`${testId}-status`} />
      {editing !== null ? (
        <div key={String(editing)}>
          {form(
            edited,
            (title, created) => {
              setEditing(null);
              setSaid((created ? texts.added : texts.saved)(title));
              onChanged();
            },
            () => setEditing(null),
          )}
        </div>
      ) : null}
      {list({
        busy: pending !== null,
        onEdit: (id) => {
          setSaid(null);
          setEditing(id);
        },
        onDelete: (id) => {
          clearDialogError();
          setDeleting(id);
        },
      })}
      <ConfirmDialog
        lang={lang}
        open={doomed !== null}
        title={texts.deleteTitle}
        confirmLabel={texts.deleteLabel}
        pending={pending !== null}
        error={dialogError}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!doomed) return;
          const title = titleOf(doomed);
          void run(
            `delete-${idOf(doomed)}`,
            () => remove(idOf(doomed)),
            () => {
              setDeleting(null);
              setSaid(null);
              onChanged();
              return texts.deleted(title);
            },
            "dialog",
          );
        }}
      >
        <p>{doomed ? texts.deleteBody(titleOf(doomed)) : null}</p>
      </ConfirmDialog>
    </section>
  );
}

/** One row of such a panel's list: its title, a line about it, and Edit and Delete named after it. */
export interface ItemRow {
  id: number;
  title: string;
  note: ReactNode;
  picture?: string | null;
}

export function ItemRows({
  rows,
  empty,
  busy,
  editLabel,
  deleteLabel,
  testId,
  onEdit,
  onDelete,
}: {
  rows: readonly ItemRow[];
  empty: string;
  busy: boolean;
  editLabel: string;
  deleteLabel: string;
  testId: string;
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
}) {
  if (!rows.length) return <p className="console-note">{empty}</p>;
  return (
    <ul className="producer-episode-list">
      {rows.map((row) => (
        <li key={row.id} className="producer-episode" data-testid={testId} data-id={row.id}>
          {row.picture ? <img className="producer-episode__picture" src={row.picture} alt="" width={48} height={48} /> : null}
          <div className="producer-episode__text">
            <strong>{row.title}</strong>
            <span className="console-note">{row.note}</span>
          </div>
          <div className="producer-episode__actions">
            <button type="button" className="button console-button--quiet" disabled={busy} onClick={() => onEdit(row.id)} aria-label={`${editLabel}: ${row.title}`}>
              {editLabel}
            </button>
            <button type="button" className="button console-button--danger" disabled={busy} onClick={() => onDelete(row.id)} aria-label={`${deleteLabel}: ${row.title}`}>
              {deleteLabel}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
