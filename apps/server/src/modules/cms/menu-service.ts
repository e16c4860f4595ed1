import { asc, eq } from "drizzle-orm";
import type { ApiLocale } from "@portal/contract/locales";
import type { MenuItem, MenuResponse } from "@portal/contract/schemas/common";
import type { Db } from "../../db/client.ts";
import { menuItems, siteSettings, type LocalizedText } from "../../db/schema/index.ts";
import { pickText } from "../../platform/localize.ts";

type Row = typeof menuItems.$inferSelect;

const HTTP_LINK = /^https?:\/\/[^\s]+$/i;

/** Builds the three-level menu trees of one menu, in the request's language. */
function buildTree(rows: Row[], locale: ApiLocale): MenuItem[] {
  const byParent = new Map<number | null, Row[]>();
  for (const row of rows) {
    const list = byParent.get(row.parentId) ?? [];
    list.push(row);
    byParent.set(row.parentId, list);
  }
  const walk = (parentId: number | null, level: 1 | 2 | 3): MenuItem[] =>
    (byParent.get(parentId) ?? []).map((row) => {
      const localUrl = row.urls?.[locale] ?? row.url ?? null;
      return {
        id: row.id,
        title: pickText(row.title, locale),
        path: row.path,
        url: localUrl && HTTP_LINK.test(localUrl) ? localUrl : null,
        level,
        newWindow: row.newWindow,
        mark: row.mark,
        extra: { isHidden: row.isHidden, urls: row.urls ?? {} },
        icon: row.icon,
        cover: row.cover,
        chilrends: level < 3 ? walk(row.id, (level + 1) as 2 | 3) : [],
      };
    });
  return walk(null, 1);
}

export async function getMenu(db: Db, locale: ApiLocale): Promise<MenuResponse> {
  const rows = await db.select().from(menuItems).orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
  const of = (menu: string) => buildTree(rows.filter((r) => r.menu === menu), locale);
  const copyright = await db.select().from(siteSettings).where(eq(siteSettings.key, "foot_copyright"));
  return {
    menu: of("main"),
    footMenuLeft: of("foot_left"),
    footMenuRight: of("foot_right"),
    footAppDownload: of("foot_app"),
    footCopyright: pickText(copyright[0]?.value as LocalizedText | undefined, locale),
  };
}
