import { CONSOLE_API_PATH, GET, POST, PUT } from "../endpoint.ts";
import type { MenuResponse } from "../schemas/common.ts";
import type { ConsoleMenuEntry, ConsoleMenus, MenuEntryInput, MenuMoveInput } from "../schemas/menu.ts";

/** Spec §7 CMS menu. */
export const menuApi = {
  /** The main menu and the footer's menus and copyright. */
  menu: GET("/api/v1.0/cms/menu").returns<MenuResponse>(),
};

const BASE = `${CONSOLE_API_PATH}/v1/menus`;

/**
 * The administrator's menus (docs/console.md "Administrator: menus and settings"): every menu's entries in the four
 * languages; add, edit, remove (with its children) and move an entry among its siblings. An internal path must be
 * a page of the site. Audited; the menu's cache tag is invalidated.
 */
export const menuConsoleApi = {
  list: GET(BASE).access(["admin"]).returns<ConsoleMenus>(),
  create: POST(`${BASE}/entries`).access(["admin"]).body<MenuEntryInput>().returns<ConsoleMenuEntry>(),
  update: PUT(`${BASE}/entries/:id`).access(["admin"]).body<MenuEntryInput>().returns<ConsoleMenuEntry>(),
  /** Removes the entry and the entries under it. */
  remove: POST(`${BASE}/entries/:id/remove`).access(["admin"]).returns<null>(),
  move: POST(`${BASE}/entries/:id/move`).access(["admin"]).body<MenuMoveInput>().returns<ConsoleMenus>(),
};
