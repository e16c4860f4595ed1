import { useState } from "react";
import { newsApi } from "@portal/contract/endpoints/news";
import type { UrlLang } from "@portal/contract/locales";
import type { NewsItem, NewsType } from "@portal/contract/schemas/news";
import { PagerMore, usePager } from "../../components/Pager.tsx";
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
  labels: { loadMore: string; loading: string; loaded: string; failed: string; noMore: string };
}

/** What this island has appended below the server-rendered list: the stories, the page reached, the cursor. */
interface Appended {
  items: NewsItem[];
  page: number;
  cursor: string | null;
  more: boolean;
}

/**
 * The "more" below the news list (the shared Pager: spec §4, page 1 replaces, later pages append). Without
 * JavaScript it is a link to ?page=N; with it, the next page (keyset cursor of the previous answer) is appended
 * below the list, the focus moves to the first new story and the live region says how it went.
 */
export default function MoreNews({ lang, category, type, nextPage, nextCursor, pageSize, now, labels }: MoreNewsProps) {
  const [initial] = useState<Appended>(() => ({ items: [], page: nextPage - 1, cursor: nextCursor, more: true }));
  const pager = usePager<NewsItem, Appended>({
    initial,
    keyOf: (item) => item.id,
    hasMore: (list) => list.more,
    fetchPage: async (page, list) => {
      const answer = await dataCall(browserClient(lang))(newsApi.list, {
        query: { Page: page, PageSize: pageSize, Category: category, Type: type, Cursor: list.cursor ?? undefined },
      });
      const items = answer.newsList.flatMap((block) => block.data);
      return { items, page, cursor: answer.nextCursor, more: Boolean(answer.nextCursor && items.length) };
    },
    texts: { loaded: labels.loaded, failed: labels.failed, end: labels.noMore },
    lang,
  });
  const { items, page } = pager.list;

  return (
    <div className="news-more" data-testid="news-more" data-ready="">
      {items.length ? (
        <ul className="news-list" role="list" ref={pager.listRef} data-testid="news-more-items">
          {items.map((item) => (
            <li key={item.id} data-news-id={item.id} data-pager-key={item.id}>
              <NewsCard card={item} lang={lang} now={now} variant="compact" summary />
            </li>
          ))}
        </ul>
      ) : null}
      <PagerMore
        pager={pager}
        label={labels.loadMore}
        loadingLabel={labels.loading}
        href={listHref(lang, { category, type }, page + 1)}
        testId="news-more-button"
      />
    </div>
  );
}
