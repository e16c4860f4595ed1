import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AwardList } from "@portal/contract/schemas/game";
import { WinnersList } from "./WinnersList.tsx";

/** The winners as the list shows them: rank label, name, time. */
function winners(list: AwardList | null, lang: "en" | "zh-hant" = "en") {
  const html = renderToStaticMarkup(<WinnersList lang={lang} list={list} />);
  return {
    html,
    rows: [...html.matchAll(/aria-label="([^"]*)">\d+<\/span><span class="game-winners__name">([^<]*)<\/span><time[^>]*>([^<]*)<\/time>/g)].map((m) => [m[1], m[2], m[3]]),
  };
}

describe("the day's winners (docs/game.md)", () => {
  it("says there are none yet when the list is empty or could not be read", () => {
    expect(winners(null).html).toBe('<p class="game-winners__empty">No winners yet: be the first!</p>');
    expect(winners({ day: "2026-11-28", winners: [] }).html).toContain("No winners yet");
  });

  it("lists the winners in rank order with the time they answered, in Macao time", () => {
    const { rows } = winners({
      day: "2026-11-28",
      winners: [
        // 00:00:05 on 28 November in Macao is still the 27th in UTC.
        { rank: 1, name: "陳**", answeredAt: "2026-11-27T16:00:05Z" },
        { rank: 2, name: "Ma***", answeredAt: "2026-11-28T01:30:00Z" },
        { rank: 3, name: "Li*", answeredAt: "2026-11-28T15:59:00Z" },
      ],
    });
    expect(rows).toEqual([
      ["No. 1", "陳**", "00:00"],
      ["No. 2", "Ma***", "09:30"],
      ["No. 3", "Li*", "23:59"],
    ]);
  });

  it("names the rank in the page's language", () => {
    expect(winners({ day: "2026-11-28", winners: [{ rank: 4, name: "A*", answeredAt: "2026-11-28T01:00:00Z" }] }, "zh-hant").rows[0]?.[0]).toBe("第 4 名");
  });
});
