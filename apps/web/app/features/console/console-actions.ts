import { useEffect, useState } from "react";
import type { UrlLang } from "@portal/contract/locales";
import type { Paged } from "@portal/contract/schemas/member";
import { errorMessage } from "../../data/call.ts";
import { translator } from "../../i18n/define.ts";
import type { Listed } from "./console-list.ts";
import { operationsMessages } from "./operations-messages.ts";

/** What the last action on a console list did: shown in the list's live region (ActionStatus). */
export interface ActionMessage {
  kind: "success" | "error";
  text: string;
}

/**
 * An action on a row of a console list (hide a comment, disable an account …): one at a time, its outcome said in
 * the list's live region, or — for an action asked in a dialog — its refusal shown in the dialog, which stays open.
 * A refusal is the server's own message (the envelope's, in the console's language: "the last administrator …").
 */
export function useRowAction(lang: UrlLang) {
  const [pending, setPending] = useState<string | null>(null);
  const [message, setMessage] = useState<ActionMessage | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const fallback = translator(operationsMessages, lang)("requestFailed");

  /** Runs `action` under `key` (the button that is busy); `done` applies its answer and says what happened. */
  async function run<T>(key: string, action: () => Promise<T>, done: (value: T) => string, where: "list" | "dialog" = "list"): Promise<boolean> {
    if (pending) return false;
    setPending(key);
    setDialogError(null);
    if (where === "list") setMessage(null);
    try {
      const value = await action();
      setMessage({ kind: "success", text: done(value) });
      return true;
    } catch (failure) {
      const text = errorMessage(failure, fallback);
      if (where === "dialog") setDialogError(text);
      else setMessage({ kind: "error", text });
      return false;
    } finally {
      setPending(null);
    }
  }

  return { pending, message, dialogError, run, clearDialogError: () => setDialogError(null) };
}

/**
 * The rows of a list whose items are published or not (programmes, media, about-us pages, press): the loader's rows,
 * taken afresh when the loader answers anew; `toggle` turns a row over (`setPublished`), puts the server's answer in
 * the row (`after`), reloads the page's data and says `done` in the list's live region.
 */
export function usePublishToggle<R extends { id: number; published: boolean }, A>(
  lang: UrlLang,
  loaded: R[],
  setPublished: (row: R, published: boolean) => Promise<A>,
  after: (row: R, answer: A) => R,
  done: (row: R, answer: A) => string,
  reload: () => void,
) {
  const { pending, message, run } = useRowAction(lang);
  const [rows, setRows] = useState(loaded);
  const [seen, setSeen] = useState(loaded);
  if (seen !== loaded) {
    setSeen(loaded);
    setRows(loaded);
  }
  const toggle = (row: R) =>
    run(
      `visibility-${row.id}`,
      () => setPublished(row, !row.published),
      (answer) => {
        setRows((list) => list.map((item) => (item.id === row.id ? after(item, answer) : item)));
        reload();
        return done(row, answer);
      },
    );
  return { rows, pending, message, toggle };
}

/**
 * Moves the focus to an element (by id) once nothing holds it: after an action its row takes the focus (the button
 * pressed may be gone — hide becomes restore), but not while a modal dialog is open, which makes the page inert;
 * the dialog's own close runs first (a child's effect), then this.
 */
export function useFocusLater(waitWhile: boolean): (id: string) => void {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (target === null || waitWhile) return;
    document.getElementById(target)?.focus();
    setTarget(null);
  }, [target, waitWhile]);
  return setTarget;
}

/**
 * A console list whose rows change in place: the rows of the loader's page (again when the loader brings another),
 * the row actions (`useRowAction`), the action asked in a dialog (`asked`, null when none), and the focus on a row
 * after an action (`focusRow`, once the dialog has closed).
 */
export function useActionList<T extends { id: number }, A>(lang: UrlLang, list: Listed<Paged<T>>, rowId: (id: number) => string) {
  const [source, setSource] = useState(list);
  const [rows, setRows] = useState<T[]>(list.ok ? list.data.items : []);
  if (source !== list) {
    setSource(list);
    setRows(list.ok ? list.data.items : []);
  }
  const action = useRowAction(lang);
  const [asked, setAsked] = useState<A | null>(null);
  const focusLater = useFocusLater(asked !== null);
  const focusRow = (id: number) => focusLater(rowId(id));
  return {
    rows,
    setRows,
    /** Puts the server's new version of a row in place of the old. */
    replace: (next: T) => setRows((old) => old.map((row) => (row.id === next.id ? next : row))),
    action,
    asked,
    ask: setAsked,
    focusRow,
    /** The dialog's props: open while something is asked, busy while its action runs, its refusal shown in it. */
    dialog: {
      asked,
      pending: action.pending !== null,
      error: action.dialogError,
      onClose: () => {
        action.clearDialogError();
        setAsked(null);
      },
    },
    /** After the dialog's action: closed and the focus on its row when it was done, else left open with its error. */
    settle: (done: boolean, id: number) => {
      if (!done) return;
      setAsked(null);
      focusRow(id);
    },
  };
}

/** The props of a dialog that asks an action of a list (`useActionList`'s `dialog`, the language, and its confirm). */
export interface ActionDialogProps<A, V> {
  lang: UrlLang;
  asked: A | null;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: (value: V) => void;
}
