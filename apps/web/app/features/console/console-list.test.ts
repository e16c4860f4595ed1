import { describe, expect, it } from "vitest";
import { filtersOf, textFilter, macauDateTime, pageCount, pageSearch, searchOfForm } from "./console-list.ts";

describe("a console list's filters in the address", () => {
  it("reads the named filters, trimmed, leaving out empty and unknown ones", () => {
    const search = new URLSearchParams("action=%20comment.hide%20&entity=&page=2&evil=1");
    expect(filtersOf(search, ["action", "entity", "page"] as const)).toEqual({ action: "comment.hide", page: "2" });
  });

  it("links another page with the same filters; page 1 is the plain address", () => {
    const search = new URLSearchParams("status=hidden&page=3");
    expect(pageSearch(search, 4)).toBe("?status=hidden&page=4");
    expect(pageSearch(search, 1)).toBe("?status=hidden");
    expect(pageSearch(new URLSearchParams("page=2"), 1)).toBe("");
  });

  it("makes a form's query of its non-empty fields, starting again at page 1", () => {
    expect(searchOfForm([["action", " staff.role "], ["entity", ""], ["page", "3"], ["from", "2026-11-01"]])).toBe("?action=staff.role&from=2026-11-01");
    expect(searchOfForm([["q", "  "]])).toBe("");
  });

  it("keeps a free-text filter trimmed and within its length, else none (the route's query rule)", () => {
    const rule = textFilter(5);
    expect(rule(" abc ")).toBe("abc");
    expect(rule("   ")).toBeNull();
    expect(rule("abcdef")).toBeNull();
    expect(rule("一二三四五")).toBe("一二三四五");
  });

  it("counts pages, at least one", () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it("writes an instant in Macau time, whatever the machine's zone", () => {
    expect(macauDateTime("2026-11-27T16:30:00Z")).toBe("2026-11-28 00:30");
    expect(macauDateTime("not a date")).toBe("not a date");
  });
});
