import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { UrlLang } from "@portal/contract/locales";
import type { SearchHit } from "@portal/contract/schemas/search";
import { SearchResults } from "./SearchResults.tsx";
import { readSearch } from "./search-params.ts";

const hit = (id: number, viewCount: number): SearchHit => ({
  id,
  title: `Macau Grand Prix ${id}`,
  summary: "Racing news",
  excerpt: "Racing news",
  cover: null,
  type: "text",
  category: null,
  categorySlug: null,
  publishedAt: "2026-11-20T02:00:00.000Z",
  viewCount,
  likeCount: 0,
});

/** The count line and the views of the hits, as the search page shows them. */
function shown(lang: UrlLang, hits: SearchHit[]) {
  const html = renderToStaticMarkup(
    <SearchResults lang={lang} state={readSearch(new URLSearchParams("keyword=Macau"))} result={{ keywords: "Macau", items: hits, total: hits.length, page: 1, pageSize: 10 }} now={Date.parse("2026-11-23T04:00:00Z")} />,
  );
  const count = /data-testid="search-count">([^<]*)</.exec(html)?.[1];
  // Each hit's meta line ends with its views.
  const views = [...html.matchAll(/class="search-hit__meta">(?:(?!<\/p>).)*<span>([^<]*)<\/span><\/p>/g)].map((match) => match[1]);
  return { count, views };
}

describe("search results count", () => {
  it("says one result in the singular, in English and Portuguese", () => {
    expect(shown("en", [hit(1, 1)])).toEqual({ count: "1 result", views: ["1 view"] });
    expect(shown("pt", [hit(1, 1)])).toEqual({ count: "1 resultado", views: ["1 visualização"] });
  });

  it("says more in the plural, and Chinese has one form", () => {
    expect(shown("en", [hit(1, 2), hit(2, 1234)])).toEqual({ count: "2 results", views: ["2 views", "1,234 views"] });
    expect(shown("pt", [hit(1, 0), hit(2, 5)])).toEqual({ count: "2 resultados", views: ["0 visualizações", "5 visualizações"] });
    expect(shown("zh-hant", [hit(1, 1)]).count).toBe("找到 1 項結果");
  });
});
