import { describe, expect, it } from "vitest";
import { dateQuery, flagQuery, idQuery, oneOfQuery, pageParam, pageQuery, slugQuery, yearQuery, type QueryRule } from "./route-params.ts";
import { pageFromQuery } from "../features/news/news-paths.ts";
import { readSearch } from "../features/search/search-params.ts";
import { SEARCH_QUERY } from "../features/search/search-query.ts";

/** The query a rule leaves for `value` of `name`: the canonical value, or nothing. */
const ruled = (name: string, rule: QueryRule, value: string) => {
  const canonical = rule(value);
  return new URLSearchParams(canonical === null ? "" : { [name]: canonical });
};

// Values a reader (or a flood) might send; the server renders with the rule's value instead of the raw one.
const SAMPLES = ["", "1", "2", "02", "0", "-1", "2.0", "1e1", " 3", "abc", "10000", "10001", "999999", "1000", "2026", "%", "台", "x".repeat(300)];

describe("query rules (handle.query) agree with what the screens read", () => {
  it("a page number: pageParam and news' pageFromQuery read the canonical value as they read the raw one, or the raw one is malformed", () => {
    for (const value of SAMPLES) {
      const url = (query: URLSearchParams) => new URL(`http://x/?${query.toString()}`);
      const raw = new URLSearchParams({ page: value });
      const canonical = ruled("page", pageQuery, value);
      expect(pageFromQuery(canonical.get("page")), value).toBe(pageFromQuery(raw.get("page")));
      // pageParam reads " 3", "2.0", "1e1" as numbers; the rule reads only digits, so those are page 1.
      if (/^\d+$/.test(value)) expect(pageParam(url(canonical)), value).toBe(pageParam(url(raw)));
      else expect(pageParam(url(canonical)), value).toBe(1);
    }
    expect(pageQuery("1")).toBeNull();
    expect(pageQuery("02")).toBe("2");
  });

  it("the search page reads the same search from the canonical query as from the raw one", () => {
    const raw = new URLSearchParams("keyword=%20澳門%E3%80%80新聞&category=local&type=video&sort=relevance&year=2025&full=1&page=0003&x=1");
    const canonical = new URLSearchParams();
    for (const [name, rule] of Object.entries(SEARCH_QUERY)) {
      const value = raw.get(name);
      const kept = value === null ? null : rule(value);
      if (kept !== null) canonical.set(name, kept);
    }
    expect(readSearch(canonical)).toEqual(readSearch(raw));
    expect(canonical.toString()).toBe("keyword=%E6%BE%B3%E9%96%80%E6%96%B0%E8%81%9E&category=local&type=video&year=2025&full=1&page=3");
    for (const value of SAMPLES) {
      const one = new URLSearchParams({ sort: value, year: value, page: value, full: value, type: value, category: value });
      const kept = new URLSearchParams();
      for (const [name, rule] of Object.entries(SEARCH_QUERY)) {
        const canonicalValue = one.get(name) === null ? null : rule(one.get(name)!);
        if (canonicalValue !== null) kept.set(name, canonicalValue);
      }
      const { page, ...rest } = readSearch(kept);
      const { page: rawPage, ...rawRest } = readSearch(one);
      expect(rest, value).toEqual(rawRest);
      if (/^\d{1,4}$/.test(value)) expect(page, value).toBe(rawPage);
    }
  });

  it("ids, slugs, years, days, flags and fixed lists", () => {
    expect(["7", "2147483647"].map(idQuery)).toEqual(["7", "2147483647"]);
    expect(["0", "07", "2147483648", "1e3", "x"].map(idQuery)).toEqual([null, null, null, null, null]);
    expect(["local", "radio-macau", "a_b"].map(slugQuery)).toEqual(["local", "radio-macau", "a_b"]);
    expect(["", "a b", "<x>", "x".repeat(101)].map(slugQuery)).toEqual([null, null, null, null]);
    expect(["2025", "1999", "2100", "25"].map(yearQuery)).toEqual(["2025", "1999", null, null]);
    expect(["2026-11-25", "2026-1-5", "today"].map(dateQuery)).toEqual(["2026-11-25", null, null]);
    expect(["ios", "", "anything"].map(flagQuery)).toEqual(["", "", ""]);
    expect(["open", "opened"].map(oneOfQuery(["open", "closed"]))).toEqual(["open", null]);
  });
});
