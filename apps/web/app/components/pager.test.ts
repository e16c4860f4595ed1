import { describe, expect, it } from "vitest";
import { mergePage, pagerAnnouncement } from "./pager.ts";

type Item = { id: number };
const page = (n: number, ids: number[], extra: Record<string, unknown> = {}) => ({ page: n, items: ids.map((id) => ({ id })), ...extra });
const byId = (item: Item) => item.id;

describe("pager (spec §4: page 1 replaces, later pages append)", () => {
  it("appends a later page and says which items are new", () => {
    const { list, added } = mergePage(page(1, [1, 2, 3]), page(2, [4, 5]), byId);
    expect(list.items.map(byId)).toEqual([1, 2, 3, 4, 5]);
    expect(list.page).toBe(2);
    expect(added.map(byId)).toEqual([4, 5]);
  });

  it("does not show an item twice when the next page begins with one already shown", () => {
    const { list, added } = mergePage(page(1, [9, 8, 7]), page(2, [7, 6]), byId);
    expect(list.items.map(byId)).toEqual([9, 8, 7, 6]);
    expect(added.map(byId)).toEqual([6]);
  });

  it("page 1 replaces the list", () => {
    const { list, added } = mergePage(page(3, [1, 2, 3, 4, 5, 6]), page(1, [10, 11]), byId);
    expect(list.items.map(byId)).toEqual([10, 11]);
    expect(added.map(byId)).toEqual([10, 11]);
  });

  it("keeps what the next page says about itself (cursor, total)", () => {
    const { list } = mergePage(page(1, [1], { cursor: "a", total: 9 }), page(2, [2], { cursor: "b", total: 10 }), byId);
    expect(list).toMatchObject({ cursor: "b", total: 10, page: 2 });
  });

  it("announces how many came, the end of the list, or the failure", () => {
    const texts = { loaded: "Loaded {count} more", failed: "Could not load", end: "That is all." };
    expect(pagerAnnouncement({ added: 10, more: true }, texts, "en")).toBe("Loaded 10 more");
    expect(pagerAnnouncement({ added: 3, more: false }, texts, "en")).toBe("Loaded 3 more That is all.");
    expect(pagerAnnouncement({ added: 3, more: false }, { ...texts, end: undefined }, "en")).toBe("Loaded 3 more");
    expect(pagerAnnouncement({ failed: null }, texts, "en")).toBe("Could not load");
    expect(pagerAnnouncement({ failed: "Too many requests" }, texts, "en")).toBe("Too many requests");
  });
});
