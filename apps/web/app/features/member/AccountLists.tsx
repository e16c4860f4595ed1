import { useRef, useState, type ReactNode } from "react";
import type { DeletedCount, Paged } from "@portal/contract/schemas/member";
import { useMemberAction } from "./account-api.ts";
import { keepShown, selectionState, toggleAll, toggleSelected } from "./account-list.ts";
import { TrashIcon } from "../../components/account-icons.tsx";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { SelectionBar, useAccountText, useAnnounce, useFocusLater } from "./AccountParts.tsx";
import { PagerMore } from "../../components/Pager.tsx";
import { pagerMessages } from "../../components/messages.ts";
import { translator } from "../../i18n/define.ts";
import type { DataCall } from "../../data/call.ts";

/**
 * What the list screens of the member centre share: the tools a screen uses after an action (say the result, move
 * the focus to the title), rows ticked and then deleted after a confirmation (collections, a playlist's items),
 * and the end of a paged list ("load more" and its error).
 */

/** The page's text, the live region and the focus, with the screen title to fall back on when a row is gone. */
export function useScreenActions() {
  const { lang, t } = useAccountText();
  const announce = useAnnounce();
  const focusLater = useFocusLater();
  const heading = useRef<HTMLHeadingElement>(null);
  return { lang, t, announce, focusLater, heading };
}

/** The rows the member ticked among `ids` (those shown), the confirmation they open, and its deletion call. */
export function useSelectionDeletion(ids: readonly number[]) {
  const { lang } = useAccountText();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const deletion = useMemberAction(lang);
  const chosen = [...keepShown(selected, ids)];

  /**
   * Posts the deletion of the chosen rows. On success the selection is emptied and the confirmation closes, and
   * the ids and the server's count come back; on failure the confirmation stays open with the message.
   */
  async function remove(post: (call: DataCall, ids: number[]) => Promise<DeletedCount>): Promise<{ ids: number[]; deleted: number } | null> {
    const result = await deletion.run((call) => post(call, chosen));
    if (!result.ok) {
      setError(result.message || null);
      return null;
    }
    setSelected(new Set());
    setConfirming(false);
    return { ids: chosen, deleted: result.value.deleted };
  }

  return {
    chosen,
    remove,
    bar: { state: selectionState(selected, ids), count: chosen.length, onToggleAll: () => setSelected(toggleAll(selected, ids)) },
    /** The checkbox of one row (ItemRow's `selection`). */
    rowSelection: (id: number) => ({ checked: selected.has(id), onToggle: () => setSelected(toggleSelected(selected, id)) }),
    ask: () => {
      setError(null);
      setConfirming(true);
    },
    dialog: { open: confirming, pending: deletion.pending, error, onClose: () => setConfirming(false) },
  };
}

type SelectionDeletion = ReturnType<typeof useSelectionDeletion>;

/** "Select all", the count, and the button that asks to delete the ticked rows. */
export function DeleteSelectedBar({ selection, label }: { selection: SelectionDeletion; label: string }) {
  return (
    <SelectionBar
      {...selection.bar}
      action={
        <button type="button" className="button button--small button--danger-quiet" disabled={!selection.chosen.length} onClick={selection.ask}>
          <TrashIcon />
          {label}
        </button>
      }
    />
  );
}

/** The confirmation of a deletion of ticked rows; `onConfirm` calls `selection.remove`. */
export function DeleteSelectedDialog({
  selection,
  title,
  confirmLabel,
  onConfirm,
  children,
}: {
  selection: SelectionDeletion;
  title: string;
  confirmLabel: string;
  onConfirm: () => void;
  children: ReactNode;
}) {
  const { lang } = useAccountText();
  return (
    <ConfirmDialog {...selection.dialog} lang={lang} title={title} confirmLabel={confirmLabel} onConfirm={onConfirm}>
      {children}
    </ConfirmDialog>
  );
}

/** The end of a paged list (account-paging.ts usePagedList): "Showing 20 of 45", what happened, "load more". */
export function PagedListEnd({ paged }: { paged: { list: Paged<unknown>; more: boolean; pending: boolean; status: string; loadMore: () => Promise<void> } }) {
  const { lang } = useAccountText();
  const t = translator(pagerMessages, lang);
  const { list } = paged;
  if (!paged.more && list.page <= 1) return null;
  return (
    <PagerMore
      pager={paged}
      label={t("loadMore")}
      loadingLabel={t("loading")}
      count={t("shownOfTotal", { shown: list.items.length, total: list.total })}
    />
  );
}
