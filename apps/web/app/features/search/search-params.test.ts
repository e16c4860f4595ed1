import { describe, expect, it } from "vitest";
import { apiQuery, highlight, pageWindow, readSearch, searchHref } from "./search-params.ts";

describe("search address", () => {
  it("removes every space from the text (spec §5) and reads the filters", () => {
    const state = readSearch(new URLSearchParams("keyword= 輕軌 班次\u3000&category=local&type=video&sort=views&year=2026&full=1&page=3"));
    expect(state).toEqual({ keyword: "輕軌班次", category: "local", type: "video", sort: "views", year: 2026, full: true, page: 3 });
  });
  it("keeps English and Portuguese words apart, and Latin words beside Chinese", () => {
    expect(readSearch(new URLSearchParams("keyword=grand+prix")).keyword).toBe("grand prix");
    expect(readSearch(new URLSearchParams("keyword=%20Grande%09Pr%C3%A9mio%20%20de%20Macau%20")).keyword).toBe("Grande Prémio de Macau");
    expect(readSearch(new URLSearchParams("keyword=澳門 grand prix 2026")).keyword).toBe("澳門 grand prix 2026");
    expect(readSearch(new URLSearchParams("keyword=澳門 格蘭披治 grand  prix")).keyword).toBe("澳門格蘭披治 grand prix");
    // Cut to 100 characters without a space left at the end.
    expect(readSearch(new URLSearchParams(`keyword=${"x".repeat(99)} yz`)).keyword).toBe("x".repeat(99));
    expect(searchHref("en", readSearch(new URLSearchParams("keyword=grand  prix")))).toBe("/en/search?keyword=grand+prix");
    expect(apiQuery(readSearch(new URLSearchParams("keyword=grande+pr%C3%A9mio"))).Keywords).toBe("grande prémio");
  });
  it("ignores bad filters", () => {
    const state = readSearch(new URLSearchParams("keyword=a&category=<x>&type=evil&sort=up&year=99999&page=-1"));
    expect(state).toEqual({ keyword: "a", category: "", type: "", sort: "relevance", year: null, full: false, page: 1 });
    expect(readSearch(new URLSearchParams(`keyword=${"x".repeat(300)}`)).keyword).toHaveLength(100);
  });
  it("maps the sort to DateSort / ViewCountSort", () => {
    const base = readSearch(new URLSearchParams("keyword=rail"));
    expect(apiQuery(base)).toMatchObject({ Keywords: "rail", SelectType: "all", DateSort: undefined, ViewCountSort: undefined, FullSearch: undefined });
    expect(apiQuery({ ...base, sort: "newest" }).DateSort).toBe("desc");
    expect(apiQuery({ ...base, sort: "oldest" }).DateSort).toBe("asc");
    expect(apiQuery({ ...base, sort: "views" }).ViewCountSort).toBe("desc");
  });
  it("writes the address back without defaults", () => {
    const state = readSearch(new URLSearchParams("keyword=rail&sort=newest"));
    expect(searchHref("en", state)).toBe("/en/search?keyword=rail&sort=newest");
    expect(searchHref("en", state, 2)).toBe("/en/search?keyword=rail&sort=newest&page=2");
  });
  it("offers a window of pages with gaps", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
  });
  it("marks the keyword, whatever its case, without treating it as a pattern", () => {
    expect(highlight("Light Rail and light rail", "light rail")).toEqual([
      { text: "Light Rail", match: true },
      { text: " and ", match: false },
      { text: "light rail", match: true },
    ]);
    expect(highlight("a.b", ".")).toEqual([{ text: "a", match: false }, { text: ".", match: true }, { text: "b", match: false }]);
  });
  it("marks each word of several, wherever they are", () => {
    expect(highlight("Prix for the Grand Prix", "grand prix")).toEqual([
      { text: "Prix", match: true },
      { text: " for the ", match: false },
      { text: "Grand Prix", match: true },
    ]);
    expect(highlight("澳門大賽車 grand prix", "大賽車 prix")).toEqual([
      { text: "澳門", match: false },
      { text: "大賽車", match: true },
      { text: " grand ", match: false },
      { text: "prix", match: true },
    ]);
  });
});
