import { useRef, useState } from "react";
import { newsApi } from "@portal/contract/endpoints/news";
import type { UrlLang } from "@portal/contract/locales";
import type { NewsItem, NewsType } from "@portal/contract/schemas/news";
import { NewsCard } from "../shared/NewsCard.tsx";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall } from "../../data/call.ts";
import { listHref } from "./news-paths.ts";

export interface MoreNewsProps {
  lang: UrlLang;
  category?: string;
  type?: NewsType;
  /** The page the button loads (the one after the page shown). */
  nextPage: number;
  nextCursor: string | null;
  pageSize: number;
  now: number;
  labels: { loadMore: string; loading: string; failed: string; noMore: string };
}

/**
 * The "more" button below the news list (spec §4: page 1 replaces, later pages append). Without JavaScript it is
 * a link to ?page=N; with it, the next page (keyset cursor of the previous answer) is appended below the list,
 * focus moves to the first new story and a live region says how it went.
 */
export default function MoreNews({ lang, category, type, nextPage, nextCursor, pageSize, now, labels }: MoreNewsProps) {
  const [items, setItems] = useState<NewsItem[]>([]);
  const [page, setPage] = useState(nextPage);
  const [cursor, setCursor] = useState(nextCursor);
  const [state, setState] = useState<"idle" | "loading" | "failed" | "done">(nextCursor || nextPage > 1 ? "idle" : "done");
  const firstNew = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);

  async function loadMore(event: React.MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (state === "loading") return;
    setState("loading");
    try {
      const answer = await dataCall(browserClient(lang))(newsApi.list, {
        query: { Page: page, PageSize: pageSize, Category: category, Type: type, Cursor: cursor ?? undefined },
      });
      const fresh = answer.newsList.flatMap((block) => block.data);
      firstNew.current = fresh[0]?.id ?? null;
      setItems((old) => [...old, ...fresh.filter((f) => !old.some((o) => o.id === f.id))]);
      setPage(page + 1);
      setCursor(answer.nextCursor);
      setState(answer.nextCursor && fresh.length ? "idle" : "done");
      requestAnimationFrame(() => {
        const id = firstNew.current;
        if (id !== null) list.current?.querySelector<HTMLAnchorElement>(`[data-news-id="${id}"] a`)?.focus();
      });
    } catch {
      setState("failed");
    }
  }

  return (
    <div className="news-more" data-testid="news-more" data-ready="">
      {items.length ? (
        <ul className="news-list" role="list" ref={list} data-testid="news-more-items">
          {items.map((item) => (
            <li key={item.id} data-news-id={item.id}>
              <NewsCard card={item} lang={lang} now={now} variant="compact" summary />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="news-more__status" role="status">
        {state === "failed" ? labels.failed : state === "done" && items.length ? labels.noMore : ""}
      </p>
      {state !== "done" ? (
        <a className="button button--secondary news-more__button" href={listHref(lang, { category, type }, page)} onClick={loadMore} aria-busy={state === "loading"} data-testid="news-more-button">
          {state === "loading" ? labels.loading : labels.loadMore}
        </a>
      ) : null}
    </div>
  );
}
