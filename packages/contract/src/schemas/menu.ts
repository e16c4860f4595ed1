import { z } from "zod";
import { isHttpLink } from "../links.ts";
import { zVisibleText } from "../validation.ts";
import { MENU_LANGUAGES, type MenuLanguage } from "./common.ts";

/** The site's menus (modules/menu): the header's, and the footer's three. */
export const MENU_NAMES = ["main", "foot_left", "foot_right", "foot_app"] as const;
export type MenuName = (typeof MENU_NAMES)[number];
/** How deep a menu nests: an entry, its children and theirs. */
export const MENU_MAX_LEVEL = 3;

/** An entry's title in the four languages, each required in the console. */
export interface MenuTitles {
  zh_TW: string;
  zh_CN: string;
  en: string;
  pt: string;
}

/** A menu entry as the console edits it (every language at once). */
export interface ConsoleMenuEntry {
  id: number;
  menu: MenuName;
  parentId: number | null;
  sortOrder: number;
  title: MenuTitles;
  /** An internal path below /{lang} (no leading slash), or null for an external link. */
  path: string | null;
  /** An external http(s) link, or null for an internal path. */
  url: string | null;
  /** The language the page opens in ("zh", "en", "pt"), or null: the reader's. */
  lang: MenuLanguage | null;
  isHidden: boolean;
  newWindow: boolean;
}

/** Every menu's entries, each menu in its order (parents before their children), for the console. */
export interface ConsoleMenus {
  entries: ConsoleMenuEntry[];
}

const title = zVisibleText.pipe(z.string().min(1).max(80));
/** An internal path as staff type it: a leading slash is dropped; no scheme, query tricks, spaces or traversal. */
const internalPath = z
  .string()
  .trim()
  .max(200)
  .transform((value) => value.replace(/^\/+/, "").replace(/\/+$/, ""))
  .refine((value) => !/[:#\s\\]|\.\./.test(value), { message: "not a path of this site" });

export const menuEntryBody = z
  .object({
    menu: z.enum(MENU_NAMES),
    parentId: z.number().int().positive().nullable(),
    title: z.object({ zh_TW: title, zh_CN: title, en: title, pt: title }),
    path: internalPath.nullable(),
    url: z.string().trim().max(2048).refine(isHttpLink, { message: "an http(s) link" }).nullable(),
    lang: z.enum(MENU_LANGUAGES).nullable(),
    isHidden: z.boolean().default(false),
    newWindow: z.boolean().default(false),
  })
  .strict()
  .refine((entry) => (entry.path === null) !== (entry.url === null), { message: "either a path of the site or an external link", path: ["path"] });
export type MenuEntryInput = z.input<typeof menuEntryBody>;

export const menuMoveBody = z.object({ direction: z.enum(["up", "down"]) }).strict();
export type MenuMoveInput = z.input<typeof menuMoveBody>;
