import { describe, expect, it } from "vitest";
import type { ConsoleMenuEntry } from "@portal/contract/schemas/menu";
import { countBelow, draftErrors, draftOf, inputOf, menuTree, parentChoices, targetOf, titleIn } from "./menu-tree.ts";

const entry = (id: number, parentId: number | null, sortOrder: number, more: Partial<ConsoleMenuEntry> = {}): ConsoleMenuEntry => ({
  id,
  menu: "main",
  parentId,
  sortOrder,
  title: { zh_TW: `繁${id}`, zh_CN: `简${id}`, en: `en${id}`, pt: `pt${id}` },
  path: `p${id}`,
  url: null,
  lang: null,
  isHidden: false,
  newWindow: false,
  ...more,
});

// main: 1 (under it 3, then 2; under 3: 4), 5; foot_left: 6.
const ENTRIES = [entry(1, null, 1), entry(2, 1, 2), entry(3, 1, 1), entry(4, 3, 1), entry(5, null, 2), entry(6, null, 1, { menu: "foot_left" })];

describe("the menu screen's tree", () => {
  it("puts each menu's entries under their parents, siblings in their order, with their level", () => {
    const tree = menuTree(ENTRIES, "main");
    expect(tree.map((node) => node.entry.id)).toEqual([1, 5]);
    expect(tree[0]!.children.map((node) => [node.entry.id, node.level])).toEqual([
      [3, 2],
      [2, 2],
    ]);
    expect(tree[0]!.children[0]!.children.map((node) => [node.entry.id, node.level])).toEqual([[4, 3]]);
    expect(menuTree(ENTRIES, "foot_left").map((node) => node.entry.id)).toEqual([6]);
    expect(menuTree(ENTRIES, "foot_app")).toEqual([]);
    expect(countBelow(tree[0]!)).toBe(3);
  });

  it("offers as a place only entries of the menu under which the entry still fits in three levels, never itself or its own", () => {
    // A new entry: under a first- or second-level entry, not under the third level.
    expect(parentChoices(ENTRIES, "main", null).map((node) => node.entry.id)).toEqual([1, 3, 2, 5]);
    // Entry 3 has a child: it fits only under a first-level entry, and not under itself or entry 4.
    expect(parentChoices(ENTRIES, "main", 3).map((node) => node.entry.id)).toEqual([1, 5]);
    // Entry 1 is three levels tall: it stays at the top.
    expect(parentChoices(ENTRIES, "main", 1)).toEqual([]);
  });

  it("writes the title of the console's language, and where an entry leads", () => {
    expect(titleIn(ENTRIES[0]!, "zh-hant")).toBe("繁1");
    expect(titleIn(ENTRIES[0]!, "zh-hans")).toBe("简1");
    expect(titleIn(ENTRIES[0]!, "pt")).toBe("pt1");
    expect(targetOf(ENTRIES[0]!)).toBe("/p1");
    expect(targetOf({ path: null, url: "https://www.tdm.com.mo/" })).toBe("https://www.tdm.com.mo/");
  });
});

describe("the entry's form", () => {
  it("sends the path or the link the form chose, titles trimmed, the parent as a number", () => {
    const draft = { ...draftOf(null, "foot_right", 5), title: { zh_TW: " 天氣 ", zh_CN: "天气", en: "Weather", pt: "Tempo" }, path: "/weather", url: "https://left.over/" };
    expect(inputOf(draft)).toEqual({ menu: "foot_right", parentId: 5, title: { zh_TW: "天氣", zh_CN: "天气", en: "Weather", pt: "Tempo" }, path: "/weather", url: null, lang: null, isHidden: false, newWindow: false });
    expect(inputOf({ ...draft, target: "url", parentId: "", lang: "en" })).toMatchObject({ parentId: null, path: null, url: "https://left.over/", lang: "en" });
  });

  it("names what is missing: each title, and the path or the link", () => {
    expect(draftErrors(draftOf(null, "main", null))).toEqual(["zh_TW", "zh_CN", "en", "pt", "path"]);
    const edited = draftOf(entry(9, null, 1, { path: null, url: "https://x.example/" }), "main", null);
    expect(edited.target).toBe("url");
    expect(draftErrors(edited)).toEqual([]);
    expect(draftErrors({ ...edited, url: " " })).toEqual(["url"]);
  });
});
