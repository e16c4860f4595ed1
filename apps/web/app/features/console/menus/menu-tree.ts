import type { UrlLang } from "@portal/contract/locales";
import type { MenuLanguage } from "@portal/contract/schemas/common";
import { MENU_MAX_LEVEL, type ConsoleMenuEntry, type MenuEntryInput, type MenuName, type MenuTitles } from "@portal/contract/schemas/menu";

/**
 * The menu screen's arithmetic (routes/console/menus.tsx): the server's flat list (each parent followed by its
 * children, in order) as a tree per menu, where an entry may go, and the form's values to and from the contract's.
 */

export interface MenuNode {
  entry: ConsoleMenuEntry;
  level: number;
  children: MenuNode[];
}

/** The title key of the console's language (Traditional for zh-hant, Simplified for zh-hans). */
export const TITLE_OF_LANG: Record<UrlLang, keyof MenuTitles> = { "zh-hant": "zh_TW", "zh-hans": "zh_CN", en: "en", pt: "pt" };
/** The four titles, in the order the form asks for them. */
export const TITLE_KEYS = ["zh_TW", "zh_CN", "en", "pt"] as const satisfies ReadonlyArray<keyof MenuTitles>;

export function titleIn(entry: Pick<ConsoleMenuEntry, "title">, lang: UrlLang): string {
  return entry.title[TITLE_OF_LANG[lang]];
}

/** One menu's entries as a tree, siblings in their order. */
export function menuTree(entries: readonly ConsoleMenuEntry[], menu: MenuName): MenuNode[] {
  const mine = entries.filter((entry) => entry.menu === menu);
  const under = (parentId: number | null, level: number): MenuNode[] =>
    mine
      .filter((entry) => entry.parentId === parentId)
      .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
      .map((entry) => ({ entry, level, children: under(entry.id, level + 1) }));
  return under(null, 1);
}

/** Every entry of the tree, parents before their children. */
function flatten(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

/** How many entries are under a node (what a removal takes with it). */
export function countBelow(node: MenuNode): number {
  return flatten(node.children).length;
}

/** How many levels a node takes up, itself included (1 without children). */
function height(node: MenuNode): number {
  return 1 + Math.max(0, ...node.children.map(height));
}

/**
 * Where an entry may be put in its menu: the entries under which it still fits in three levels, never itself nor
 * one of its own (the server refuses those too; this keeps them out of the choice).
 */
export function parentChoices(entries: readonly ConsoleMenuEntry[], menu: MenuName, moving: number | null): MenuNode[] {
  const all = flatten(menuTree(entries, menu));
  const self = moving === null ? null : all.find((node) => node.entry.id === moving);
  const ownIds = new Set(self ? flatten([self]).map((node) => node.entry.id) : []);
  const tall = self ? height(self) : 1;
  return all.filter((node) => !ownIds.has(node.entry.id) && node.level + tall <= MENU_MAX_LEVEL);
}

/** The form's values: strings and flags as the fields hold them. */
export interface MenuDraft {
  menu: MenuName;
  parentId: string;
  title: MenuTitles;
  target: "path" | "url";
  path: string;
  url: string;
  lang: MenuLanguage | "";
  isHidden: boolean;
  newWindow: boolean;
}

/** The form for an entry (to edit), or a new one in `menu` under `parentId`. */
export function draftOf(entry: ConsoleMenuEntry | null, menu: MenuName, parentId: number | null): MenuDraft {
  if (!entry) {
    return { menu, parentId: parentId === null ? "" : String(parentId), title: { zh_TW: "", zh_CN: "", en: "", pt: "" }, target: "path", path: "", url: "", lang: "", isHidden: false, newWindow: false };
  }
  return {
    menu: entry.menu,
    parentId: entry.parentId === null ? "" : String(entry.parentId),
    title: { ...entry.title },
    target: entry.url === null ? "path" : "url",
    path: entry.path ?? "",
    url: entry.url ?? "",
    lang: entry.lang ?? "",
    isHidden: entry.isHidden,
    newWindow: entry.newWindow,
  };
}

export type DraftField = keyof MenuTitles | "path" | "url";

/** What the form lacks before it is sent (the server judges the rest: a page that exists, a real link). */
export function draftErrors(draft: MenuDraft): DraftField[] {
  const missing: DraftField[] = TITLE_KEYS.filter((key) => !draft.title[key].trim());
  if (draft.target === "path" && !draft.path.trim()) missing.push("path");
  if (draft.target === "url" && !draft.url.trim()) missing.push("url");
  return missing;
}

/** The call's body: the path or the link, whichever the form chose. */
export function inputOf(draft: MenuDraft): MenuEntryInput {
  return {
    menu: draft.menu,
    parentId: draft.parentId === "" ? null : Number(draft.parentId),
    title: { zh_TW: draft.title.zh_TW.trim(), zh_CN: draft.title.zh_CN.trim(), en: draft.title.en.trim(), pt: draft.title.pt.trim() },
    path: draft.target === "path" ? draft.path.trim() : null,
    url: draft.target === "url" ? draft.url.trim() : null,
    lang: draft.lang === "" ? null : draft.lang,
    isHidden: draft.isHidden,
    newWindow: draft.newWindow,
  };
}

/** Where an entry leads, as the list shows it: the page's path (`/weather`) or the link. */
export function targetOf(entry: Pick<ConsoleMenuEntry, "path" | "url">): string {
  return entry.url ?? `/${entry.path ?? ""}`;
}
