import { useState } from "react";
import { foodApi } from "@portal/contract/endpoints/food";
import type { UrlLang } from "@portal/contract/locales";
import type { FoodCard as FoodCardData } from "@portal/contract/schemas/food";
import { PagerMore, usePager } from "../../components/Pager.tsx";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall } from "../../data/call.ts";
import { FoodCard } from "./FoodCard.tsx";
import { foodListHref } from "./paths.ts";

export interface FoodMoreProps {
  lang: UrlLang;
  type?: string;
  /** The page shown above (server-rendered); the button loads the one after it. */
  page: number;
  pageSize: number;
  total: number;
  labels: { loadMore: string; loading: string; loaded: string; failed: string; end: string };
}

interface Appended {
  items: FoodCardData[];
  page: number;
}

/**
 * "More" below the food list (the shared Pager; spec §4: page 1 replaces, later pages append): a link to ?page=N
 * without JavaScript; with it, the next page is appended below and the focus moves to its first story.
 */
export default function FoodMore({ lang, type, page, pageSize, total, labels }: FoodMoreProps) {
  const [initial] = useState<Appended>(() => ({ items: [], page }));
  const pager = usePager<FoodCardData, Appended>({
    initial,
    keyOf: (item) => item.id,
    hasMore: (list) => list.page * pageSize < total,
    fetchPage: async (next) => {
      const answer = await dataCall(browserClient(lang))(foodApi.list, { query: { Page: next, PageSize: pageSize, Type: type } });
      return { items: answer.newsList, page: next };
    },
    texts: labels,
    lang,
  });
  return (
    <div className="food-more" data-testid="food-more" data-ready="">
      {pager.list.items.length ? (
        <ul className="food-grid" role="list" ref={pager.listRef} data-testid="food-more-items">
          {pager.list.items.map((item) => (
            <li key={item.id} data-pager-key={item.id}>
              <FoodCard lang={lang} item={item} headingLevel={2} />
            </li>
          ))}
        </ul>
      ) : null}
      <PagerMore pager={pager} label={labels.loadMore} loadingLabel={labels.loading} href={foodListHref(lang, type, pager.list.page + 1)} testId="food-more-button" />
    </div>
  );
}
