import { useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import type { UrlLang } from "@portal/contract/locales";
import { focusableIn } from "./focus-trap.ts";
import { mergePage, pagerAnnouncement, type ItemKey, type PageOf, type PagerTexts } from "./pager.ts";

export interface PagerOptions<T, L extends PageOf<T>> {
  /**
   * The list as the page or the loader gave it; a new one (another filter, a retry) starts again from it, so keep
   * it the same object from render to render (loader data, or useState).
   */
  initial: L;
  keyOf: (item: T) => ItemKey;
  /** Whether there is a page after the list's last one. */
  hasMore: (list: L) => boolean;
  /** Fetches page `page` (the list's next one); throws on failure. */
  fetchPage: (page: number, list: L) => Promise<L>;
  texts: PagerTexts;
  /** The page's language (the texts' plural forms). */
  lang: UrlLang;
  /** The message of a failure worth showing (the server's), else null for `texts.failed`. */
  messageOf?: (error: unknown) => string | null;
}

/**
 * "More" that appends (spec §4: page 1 replaces, later pages append), the same for every list: the next page is
 * fetched and appended, the focus moves to the first new item (so a keyboard or screen-reader user reads on where
 * the new items begin) and the live region of PagerMore says how it went. Items are found in the list element
 * (`ref={pager.listRef}`) by `data-pager-key={key}`; the item itself takes the focus when it is focusable
 * (tabIndex -1), else its first link or button. `setList` changes the list after other actions (a comment posted, rows deleted).
 */
export function usePager<T, L extends PageOf<T>>({ initial, keyOf, hasMore, fetchPage, texts, lang, messageOf }: PagerOptions<T, L>) {
  const [list, setList] = useState(initial);
  const [source, setSource] = useState(initial);
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState("");
  const [focusKey, setFocusKey] = useState<ItemKey | null>(null);
  const listElement = useRef<HTMLElement | null>(null);
  /** Given to the list element (`ref={pager.listRef}`). */
  const listRef = useCallback((element: HTMLElement | null) => {
    listElement.current = element;
  }, []);
  if (source !== initial) {
    setSource(initial);
    setList(initial);
  }

  useEffect(() => {
    if (focusKey === null) return;
    const item = listElement.current?.querySelector<HTMLElement>(`[data-pager-key="${CSS.escape(String(focusKey))}"]`);
    if (item) (item.hasAttribute("tabindex") ? item : (focusableIn(item)[0] ?? item)).focus();
    setFocusKey(null);
  }, [focusKey]);

  async function loadMore(): Promise<void> {
    if (pending) return;
    setPending(true);
    setStatus("");
    try {
      const next = await fetchPage(list.page + 1, list);
      const merged = mergePage(list, next, keyOf);
      setList(merged.list);
      setStatus(pagerAnnouncement({ added: merged.added.length, more: hasMore(merged.list) }, texts, lang));
      const first = merged.added[0];
      if (first !== undefined) setFocusKey(keyOf(first));
    } catch (error) {
      setStatus(pagerAnnouncement({ failed: messageOf?.(error) ?? null }, texts, lang));
    } finally {
      setPending(false);
    }
  }

  return { list, setList, more: hasMore(list), pending, status, loadMore, listRef, listElement: () => listElement.current };
}

type Pager = Pick<ReturnType<typeof usePager>, "more" | "pending" | "status" | "loadMore">;

/**
 * The end of a paged list: an optional count ("Showing 20 of 45"), the live region, and the "more" control. With
 * `href` (the screen's own ?page=N) the control is a link that works without JavaScript and is followed as usual
 * with a modifier key; with JavaScript it appends instead. Without `href` it is a button.
 */
export function PagerMore({
  pager,
  label,
  loadingLabel,
  href,
  count,
  testId,
  className,
}: {
  pager: Pager;
  label: string;
  loadingLabel: string;
  href?: string;
  count?: ReactNode;
  testId?: string;
  className?: string;
}) {
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    void pager.loadMore();
  };
  const text = pager.pending ? loadingLabel : label;
  const common = { className: "button pager__button", onClick, "aria-busy": pager.pending || undefined, "data-testid": testId };
  return (
    <div className={className ? `pager ${className}` : "pager"}>
      {count ? <p className="pager__count">{count}</p> : null}
      <p className="pager__status" role="status">
        {pager.status}
      </p>
      {pager.more ? (
        href ? (
          <a href={href} {...common}>
            {text}
          </a>
        ) : (
          <button type="button" {...common} disabled={pager.pending}>
            {text}
          </button>
        )
      ) : null}
    </div>
  );
}
