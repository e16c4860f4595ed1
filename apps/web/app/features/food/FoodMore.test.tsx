import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import FoodMore from "./FoodMore.island.tsx";

const labels = { loadMore: "More", loading: "Loading…", loaded: "Loaded {count} more", failed: "Failed", end: "That is all." };
/** The "more" control FoodMore renders on the server: its link, or null when there is no next page. */
const moreLink = (props: { type?: string; page: number; pageSize: number; total: number }) =>
  /<a href="([^"]*)"[^>]*data-testid="food-more-button"/.exec(renderToStaticMarkup(<FoodMore lang="en" labels={labels} {...props} />))?.[1]?.replace(/&amp;/g, "&") ?? null;

describe("more food below the list (spec §4 pager)", () => {
  it("links the next page, type kept, while the pages shown hold fewer stories than there are", () => {
    expect(moreLink({ page: 1, pageSize: 6, total: 13 })).toBe("/en/program/food-list?page=2");
    expect(moreLink({ type: "snacks", page: 2, pageSize: 6, total: 13 })).toBe("/en/program/food-list?type=snacks&page=3");
  });

  it("offers nothing more once the last page is shown", () => {
    expect(moreLink({ page: 2, pageSize: 6, total: 12 })).toBeNull();
    expect(moreLink({ page: 3, pageSize: 6, total: 13 })).toBeNull();
    expect(moreLink({ page: 1, pageSize: 6, total: 6 })).toBeNull();
  });

  it("appends no story of its own before a press: the page above shows them", () => {
    expect(renderToStaticMarkup(<FoodMore lang="en" labels={labels} page={1} pageSize={6} total={13} />)).not.toContain("food-card");
  });
});
