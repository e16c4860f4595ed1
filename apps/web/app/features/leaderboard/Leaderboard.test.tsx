import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { UrlLang } from "@portal/contract/locales";
import type { LeaderBoard, LeaderItem } from "@portal/contract/schemas/leaderboard";
import { MostPlayed, MostRead } from "./Leaderboard.tsx";

const item = (id: number, count = 10): LeaderItem => ({ id, title: `Story ${id}`, url: `/en/news-detail/${id}`, cover: null, count });
const board = (day: LeaderItem[], week: LeaderItem[], programmes: LeaderItem[] = []): LeaderBoard => ({
  news: { day, week },
  programmes: { day: [], week: programmes },
});

/** The list's title and its rows (title, count), as the aside shows them. */
function shown(html: string) {
  return {
    title: /<h2 [^>]*>([^<]*)<\/h2>/.exec(html)?.[1] ?? null,
    rows: [...html.matchAll(/<a class="leaderboard__link" href="[^"]*">([^<]*)<\/a><span class="leaderboard__count">([^<]*)<\/span>/g)].map((m) => [m[1], m[2]]),
  };
}
const mostRead = (b: LeaderBoard | null, exclude?: number, lang: UrlLang = "en") => shown(renderToStaticMarkup(<MostRead lang={lang} board={b} exclude={exclude} />));

describe("most read news (common/leader-board)", () => {
  it("shows today's list when today has one", () => {
    expect(mostRead(board([item(1, 300), item(2, 250)], [item(9)]))).toEqual({
      title: "Most read today",
      rows: [
        ["Story 1", "300 views"],
        ["Story 2", "250 views"],
      ],
    });
  });

  it("falls back to the week's list, titled so, when today has none", () => {
    expect(mostRead(board([], [item(9, 1200)]))).toEqual({ title: "Most read this week", rows: [["Story 9", "1,200 views"]] });
  });

  it("leaves out the article being read, and takes the week's list when that was today's only one", () => {
    expect(mostRead(board([item(1), item(2)], [item(9)]), 1).rows.map(([title]) => title)).toEqual(["Story 2"]);
    expect(mostRead(board([item(1)], [item(1), item(9)]), 1)).toEqual({ title: "Most read this week", rows: [["Story 9", "10 views"]] });
  });

  it("shows nothing without a board, or with nothing to list", () => {
    expect(renderToStaticMarkup(<MostRead lang="en" board={null} />)).toBe("");
    expect(renderToStaticMarkup(<MostRead lang="en" board={board([], [])} />)).toBe("");
    expect(renderToStaticMarkup(<MostRead lang="en" board={board([item(1)], [item(1)])} exclude={1} />)).toBe("");
  });

  it("says one view in the singular and more in the plural", () => {
    expect(mostRead(board([item(1, 1)], [])).rows).toEqual([["Story 1", "1 view"]]);
    expect(mostRead(board([item(1, 1)], []), undefined, "pt").rows).toEqual([["Story 1", "1 visualização"]]);
    expect(mostRead(board([item(1, 2)], []), undefined, "pt").rows).toEqual([["Story 1", "2 visualizações"]]);
  });

  it("groups thousands as readers of the page's language do (a comma is a decimal point in Portuguese)", () => {
    expect(mostRead(board([item(1, 12345)], [])).rows).toEqual([["Story 1", "12,345 views"]]);
    expect(mostRead(board([item(1, 12345)], []), undefined, "zh-hant").rows).toEqual([["Story 1", "12,345 次瀏覽"]]);
    expect(mostRead(board([item(1, 12345)], []), undefined, "pt").rows).toEqual([["Story 1", "12\u00a0345 visualizações"]]);
  });
});

describe("most played programmes", () => {
  it("shows the week's programmes with their plays, and nothing when there are none", () => {
    const html = renderToStaticMarkup(<MostPlayed lang="en" board={board([], [], [item(5, 1), item(6, 2)])} />);
    expect(shown(html)).toEqual({
      title: "Most played this week",
      rows: [
        ["Story 5", "1 play"],
        ["Story 6", "2 plays"],
      ],
    });
    expect(html).toContain('data-testid="most-played"');
    expect(renderToStaticMarkup(<MostPlayed lang="en" board={board([item(1)], [item(2)])} />)).toBe("");
    expect(renderToStaticMarkup(<MostPlayed lang="en" board={null} />)).toBe("");
  });
});
