import { describe, expect, it } from "vitest";
import type { Paged } from "@portal/contract/schemas/member";
import {
  hasMore,
  keepShown,
  markedRead,
  mergePage,
  nextPageQuery,
  reloadQuery,
  selectionState,
  toggleAll,
  toggleSelected,
  unreadIds,
  withoutItems,
} from "./account-list.ts";

type Row = { id: number; read: boolean };
const rows = (...ids: number[]): Row[] => ids.map((id) => ({ id, read: false }));
const page = (items: Row[], page: number, total: number, pageSize = 3): Paged<Row> => ({ items, page, pageSize, total });

describe("paging (spec §4: page 1 replaces, later pages append)", () => {
  it("page 1 replaces whatever was shown", () => {
    const shown = page(rows(1, 2, 3, 4, 5, 6), 2, 9);
    expect(mergePage(shown, page(rows(9, 8, 7), 1, 10)).items.map((r) => r.id)).toEqual([9, 8, 7]);
  });

  it("a later page appends, and a row already shown (pushed down by a newer one) is not repeated", () => {
    const first = page(rows(1, 2, 3), 1, 6);
    const merged = mergePage(first, page(rows(3, 4, 5), 2, 7));
    expect(merged.items.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
    expect(merged).toMatchObject({ page: 2, total: 7 });
  });

  it("with nothing shown yet the page is the list", () => {
    expect(mergePage(null, page(rows(4, 5), 2, 5)).items.map((r) => r.id)).toEqual([4, 5]);
  });

  it("there is more while the pages fetched fall short of the total", () => {
    expect(hasMore(page(rows(1, 2, 3), 1, 7))).toBe(true);
    expect(hasMore(page(rows(1, 2, 3, 4, 5, 6, 7), 3, 7))).toBe(false);
    expect(hasMore(page(rows(1, 2, 3), 1, 3))).toBe(false);
    expect(hasMore(page([], 1, 0))).toBe(false);
  });

  it("the next page keeps the page size", () => {
    expect(nextPageQuery(page(rows(1, 2, 3), 1, 7))).toEqual({ page: 2, pageSize: 3 });
  });

  it("after deleting, the shown part is fetched again as one first page, in steps of 20, at most 100", () => {
    expect(reloadQuery({ items: rows(...Array.from({ length: 38 }, (_, i) => i + 1)), page: 2, pageSize: 20, total: 50 })).toEqual({ page: 1, pageSize: 40 });
    expect(reloadQuery({ items: rows(1), page: 1, pageSize: 20, total: 30 })).toEqual({ page: 1, pageSize: 20 });
    expect(reloadQuery({ items: [], page: 1, pageSize: 20, total: 0 })).toEqual({ page: 1, pageSize: 20 });
    expect(reloadQuery({ items: rows(...Array.from({ length: 260 }, (_, i) => i + 1)), page: 13, pageSize: 20, total: 400 }).pageSize).toBe(100);
  });

  it("removing rows lowers the total by the rows that were shown", () => {
    const list = page(rows(1, 2, 3), 1, 10);
    const after = withoutItems(list, [2, 3, 99]);
    expect(after.items.map((r) => r.id)).toEqual([1]);
    expect(after.total).toBe(8);
  });
});

describe("selection", () => {
  it("toggles one id without touching the others", () => {
    const selected = new Set([1, 2]);
    expect([...toggleSelected(selected, 2)]).toEqual([1]);
    expect([...toggleSelected(selected, 3)].sort()).toEqual([1, 2, 3]);
    expect([...selected]).toEqual([1, 2]);
  });

  it("select all picks every shown row, and clears when all were picked", () => {
    expect([...toggleAll(new Set([2]), [1, 2, 3])].sort()).toEqual([1, 2, 3]);
    expect([...toggleAll(new Set([1, 2, 3]), [1, 2, 3])]).toEqual([]);
  });

  it("the select-all box is empty, mixed or checked", () => {
    expect(selectionState(new Set(), [1, 2])).toBe("none");
    expect(selectionState(new Set([1]), [1, 2])).toBe("some");
    expect(selectionState(new Set([1, 2, 9]), [1, 2])).toBe("all");
    expect(selectionState(new Set([9]), [1, 2])).toBe("none");
  });

  it("forgets ids no longer shown (deleted, or another filter)", () => {
    expect([...keepShown(new Set([1, 5, 7]), [1, 2, 7])].sort()).toEqual([1, 7]);
  });
});

describe("notifications read", () => {
  it("marks the given ones read and lowers the unread count only by those that were unread", () => {
    const list = { ...page([{ id: 1, read: false }, { id: 2, read: true }, { id: 3, read: false }], 1, 3), unread: 5 };
    const after = markedRead(list, [1, 2]);
    expect(after.items.map((n) => n.read)).toEqual([true, true, false]);
    expect(after.unread).toBe(4);
    expect(unreadIds(after.items)).toEqual([3]);
  });

  it("never counts below zero", () => {
    expect(markedRead({ ...page(rows(1), 1, 1), unread: 0 }, [1]).unread).toBe(0);
  });
});
