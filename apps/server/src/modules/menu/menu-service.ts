import { asc } from "drizzle-orm";
import { API_LOCALES, type ApiLocale } from "@portal/contract/locales";
import { MENU_LANGUAGES, type MenuItem, type MenuLanguage, type MenuResponse } from "@portal/contract/schemas/common";
import type { Db } from "../../db/client.ts";
import { menuItems } from "./tables.ts";
import { pickText } from "../../platform/localize.ts";
import { localizedSetting, readSettings, SETTING_KEYS } from "../settings/setting-service.ts";
import { httpLinkOrNull } from "../../platform/visibility.ts";

type Row = typeof menuItems.$inferSelect;

/** The menus of the menu_items table, by its `menu` column. */
export const MENUS = { main: "main", footLeft: "foot_left", footRight: "foot_right", footApp: "foot_app" } as const;
const MAX_LEVEL = 3;

/** The external link for a language: its own url, zh_CN falling back to zh_TW, then the common url; http(s) only. */
function urlFor(row: Row, locale: ApiLocale): string | null {
  const own = httpLinkOrNull(row.urls?.[locale]);
  if (own) return own;
  if (locale === "zh_CN") {
    const traditional = httpLinkOrNull(row.urls?.zh_TW);
    if (traditional) return traditional;
  }
  return httpLinkOrNull(row.url);
}

/** The language an entry's page is read in, when staff set a known one; null (the reader's) otherwise. */
function menuLanguageOf(value: string | null): MenuLanguage | null {
  return (MENU_LANGUAGES as readonly string[]).includes(value ?? "") ? (value as MenuLanguage) : null;
}

/** The per-locale links shown in `extra.urls`: only the valid http(s) ones. */
function validUrls(row: Row): MenuItem["extra"]["urls"] {
  const urls: MenuItem["extra"]["urls"] = {};
  for (const locale of API_LOCALES) {
    const url = httpLinkOrNull(row.urls?.[locale]);
    if (url) urls[locale] = url;
  }
  return urls;
}

/**
 * Builds the trees of one menu, in the request's language, up to three levels (deeper rows and rows whose parent
 * is missing are left out). Hidden items stay in the answer with extra.isHidden = true: the menu does not show
 * them, but the breadcrumb still finds the title of their pages.
 */
function buildTree(rows: Row[], locale: ApiLocale): MenuItem[] {
  const byParent = new Map<number | null, Row[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parentId);
    if (siblings) siblings.push(row);
    else byParent.set(row.parentId, [row]);
  }
  const walk = (parentId: number | null, level: 1 | 2 | 3): MenuItem[] =>
    (byParent.get(parentId) ?? []).map((row) => ({
      id: row.id,
      title: pickText(row.title, locale),
      // Internal paths are below /{lang}/: a leading slash written by staff is dropped.
      path: row.path === null ? null : row.path.replace(/^\/+/, ""),
      url: urlFor(row, locale),
      level,
      newWindow: row.newWindow,
      mark: row.mark,
      extra: { isHidden: row.isHidden, urls: validUrls(row), lang: menuLanguageOf(row.lang) },
      icon: row.icon,
      cover: row.cover,
      chilrends: level < MAX_LEVEL ? walk(row.id, (level + 1) as 2 | 3) : [],
    }));
  return walk(null, 1);
}

/** GET /api/v1.0/cms/menu: the main menu, the three footer menus and the copyright line (trusted HTML). */
export async function getMenu(db: Db, locale: ApiLocale): Promise<MenuResponse> {
  const [rows, settings] = await Promise.all([
    db.select().from(menuItems).orderBy(asc(menuItems.sortOrder), asc(menuItems.id)),
    readSettings(db, [SETTING_KEYS.footCopyright]),
  ]);
  const of = (menu: string) => buildTree(rows.filter((r) => r.menu === menu), locale);
  return {
    menu: of(MENUS.main),
    footMenuLeft: of(MENUS.footLeft),
    footMenuRight: of(MENUS.footRight),
    footAppDownload: of(MENUS.footApp),
    footCopyright: localizedSetting(settings.get(SETTING_KEYS.footCopyright), locale),
  };
}

/** Internal paths of the visible menu entries (below /{lang}), in menu order, without duplicates. */
export async function menuPaths(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: menuItems.id, parentId: menuItems.parentId, isHidden: menuItems.isHidden, path: menuItems.path })
    .from(menuItems)
    .orderBy(asc(menuItems.menu), asc(menuItems.sortOrder), asc(menuItems.id));
  // An entry under a hidden one is not shown either (the web drops the whole branch): leave it out too.
  const byId = new Map(rows.map((row) => [row.id, row]));
  const shown = (row: (typeof rows)[number]): boolean => {
    let at: (typeof rows)[number] | undefined = row;
    for (let depth = 0; at && depth < 10; depth += 1) {
      if (at.isHidden) return false;
      at = at.parentId === null ? undefined : byId.get(at.parentId);
    }
    return true;
  };
  const seen = new Set<string>();
  for (const row of rows) {
    if (!shown(row)) continue;
    const path = (row.path ?? "").trim().replace(/^\/+/, "").replace(/\/+$/, "");
    // Only plain relative paths: no scheme, no query tricks, no traversal.
    if (!path || /[:?#\s\\]|\.\./.test(path)) continue;
    seen.add(path);
  }
  return [...seen];
}
