import { useRef, useState } from "react";
import type { Paged } from "@portal/contract/schemas/member";
import { useMemberAction } from "./account-api.ts";
import { hasMore, mergePage, nextPageQuery, reloadQuery, type PageQuery } from "./account-list.ts";
import { useAccountText, useAnnounce, useFocusLater, useLoaderState } from "./AccountParts.tsx";
import type { DataCall } from "../../../data/call.ts";

/**
 * A list the member pages through with "load more" (collections, notifications, the watch list): the first page
 * comes from the screen's loader, later ones append (spec §4). The first row a "load more" brings takes the focus,
 * so that a keyboard or screen-reader user goes on reading where the new rows begin. Rows are found in `container`
 * by their `data-item-id`.
 */
export function usePagedList<T extends { id: number }, L extends Paged<T>>(
  loaded: L,
  fetchPage: (call: DataCall, query: PageQuery) => Promise<L>,
) {
  const { lang, t } = useAccountText();
  const announce = useAnnounce();
  const focusLater = useFocusLater();
  const [list, setList] = useLoaderState(loaded);
  const [error, setError] = useState<string | null>(null);
  const paging = useMemberAction(lang);
  const container = useRef<HTMLUListElement>(null);

  async function loadMore(): Promise<void> {
    setError(null);
    const result = await paging.run((call) => fetchPage(call, nextPageQuery(list)));
    if (!result.ok) {
      setError(result.message || null);
      return;
    }
    const shown = new Set(list.items.map((item) => item.id));
    const added = result.value.items.filter((item) => !shown.has(item.id));
    setList((current) => mergePage(current, result.value));
    announce(t("loadedMore", { count: added.length }));
    const first = added[0];
    if (first) focusLater(() => container.current?.querySelector<HTMLElement>(`[data-item-id="${first.id}"]`));
  }

  /** After rows were deleted: the shown part of the list again, from the server (account-list.ts reloadQuery). */
  async function reload(): Promise<void> {
    const result = await paging.run((call) => fetchPage(call, reloadQuery(list)));
    if (result.ok) setList(result.value);
  }

  return { list, setList, container, loadMore, reload, pending: paging.pending, error, more: hasMore(list) };
}
