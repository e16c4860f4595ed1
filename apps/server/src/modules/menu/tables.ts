/** The site's menus (header, footer), owned by modules/menu. */
import { boolean, index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import type { LocalizedText } from "../../db/columns.ts";

/** Main menu and the footer menus. `menu` tells which; up to three levels through parent_id. */
export const menuItems = pgTable(
  "menu_items",
  {
    id: serial("id").primaryKey(),
    menu: text("menu").notNull(), // main | foot_left | foot_right | foot_app
    parentId: integer("parent_id"),
    sortOrder: integer("sort_order").notNull().default(0),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    path: text("path"), // an internal path below /{lang}, e.g. "news_zh"
    // The language the page is read in: "zh" (the reader's Chinese script, else zh-hant), "en" or "pt" — English
    // news opens in English from every menu; null: the reader's language.
    lang: text("lang"),
    url: text("url"), // an external link (http/https only are rendered as links)
    urls: jsonb("urls").$type<LocalizedText>(), // per-locale external link, overrides url
    isHidden: boolean("is_hidden").notNull().default(false),
    newWindow: boolean("new_window").notNull().default(false),
    mark: text("mark"),
    icon: text("icon"),
    cover: text("cover"),
  },
  (t) => [index("menu_items_menu_idx").on(t.menu, t.parentId, t.sortOrder)],
);
