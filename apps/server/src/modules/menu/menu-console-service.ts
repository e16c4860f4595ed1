import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { menuTags } from "@portal/contract/cache-tags";
import { MENU_LANGUAGES, type MenuLanguage } from "@portal/contract/schemas/common";
import { MENU_MAX_LEVEL, MENU_NAMES, type ConsoleMenuEntry, type ConsoleMenus, type MenuName } from "@portal/contract/schemas/menu";
import type { menuEntryBody } from "@portal/contract/schemas/menu";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../platform/deps.ts";
import { notFound, refusal } from "../../platform/errors.ts";
import { traditionalToSimplified } from "../../platform/localize.ts";
import type { StaffActor } from "../../platform/staff-auth.ts";
import { changedFields, recordChange } from "../audit/audit-service.ts";
import { menuReplies } from "./replies.ts";
import { menuItems } from "./tables.ts";

type Row = typeof menuItems.$inferSelect;
export type MenuEntryValues = z.output<typeof menuEntryBody>;
/** Whether a page of the site answers an internal path (the site-links test's check, through the app itself). */
export type PageCheck = (path: string) => Promise<boolean>;

const menuNameOf = (value: string): MenuName => ((MENU_NAMES as readonly string[]).includes(value) ? (value as MenuName) : "main");
const langOf = (value: string | null): MenuLanguage | null => ((MENU_LANGUAGES as readonly string[]).includes(value ?? "") ? (value as MenuLanguage) : null);

function entryOf(row: Row): ConsoleMenuEntry {
  const zhTW = row.title.zh_TW ?? "";
  return {
    id: row.id,
    menu: menuNameOf(row.menu),
    parentId: row.parentId,
    sortOrder: row.sortOrder,
    // Older rows may lack a language: the console shows what the public menu falls back to.
    title: { zh_TW: zhTW, zh_CN: row.title.zh_CN ?? traditionalToSimplified(zhTW), en: row.title.en ?? zhTW, pt: row.title.pt ?? row.title.en ?? zhTW },
    path: row.path === null ? null : row.path.replace(/^\/+/, ""),
    url: row.url,
    lang: langOf(row.lang),
    isHidden: row.isHidden,
    newWindow: row.newWindow,
  };
}

/** Every menu's entries, each parent followed by its children, in their order. */
export async function listMenuEntries(db: Db): Promise<ConsoleMenus> {
  const rows = await db.select().from(menuItems).orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
  const ordered: ConsoleMenuEntry[] = [];
  const walk = (menu: string, parentId: number | null, level: number) => {
    if (level > MENU_MAX_LEVEL) return;
    for (const row of rows.filter((r) => r.menu === menu && r.parentId === parentId)) {
      ordered.push(entryOf(row));
      walk(menu, row.id, level + 1);
    }
  };
  for (const menu of MENU_NAMES) walk(menu, null, 1);
  return { entries: ordered };
}

/** The level an entry under `parentId` would have (1 at the top), or a refusal when the parent is not in `menu`. */
async function levelUnder(db: Db, menu: MenuName, parentId: number | null): Promise<number> {
  let level = 1;
  let at = parentId;
  while (at !== null) {
    const [parent] = await db.select({ menu: menuItems.menu, parentId: menuItems.parentId }).from(menuItems).where(eq(menuItems.id, at));
    if (!parent || parent.menu !== menu || level > MENU_MAX_LEVEL) throw refusal(menuReplies.menuParentInvalid);
    level += 1;
    at = parent.parentId;
  }
  return level;
}

/** The depth of the entries under `id` (0 when none). */
async function depthBelow(db: Db, id: number): Promise<number> {
  const children = await db.select({ id: menuItems.id }).from(menuItems).where(eq(menuItems.parentId, id));
  let deepest = 0;
  for (const child of children) deepest = Math.max(deepest, 1 + (await depthBelow(db, child.id)));
  return deepest;
}

async function checkEntry(deps: Deps, values: MenuEntryValues, pageAnswers: PageCheck, id?: number): Promise<void> {
  const level = await levelUnder(deps.db, values.menu, values.parentId);
  const below = id === undefined ? 0 : await depthBelow(deps.db, id);
  if (level + below > MENU_MAX_LEVEL) throw refusal(menuReplies.menuTooDeep, { max: MENU_MAX_LEVEL });
  if (id !== undefined && values.parentId !== null && (await isUnder(deps.db, values.parentId, id))) throw refusal(menuReplies.menuParentInvalid);
  if (values.path !== null && !(await pageAnswers(values.path))) throw refusal(menuReplies.menuPathNotAPage, { path: values.path });
}

/** Whether `id` is `ancestor` or below it (an entry cannot move under itself). */
async function isUnder(db: Db, id: number, ancestor: number): Promise<boolean> {
  let at: number | null = id;
  for (let depth = 0; at !== null && depth <= MENU_MAX_LEVEL; depth += 1) {
    if (at === ancestor) return true;
    const [row] = await db.select({ parentId: menuItems.parentId }).from(menuItems).where(eq(menuItems.id, at));
    at = row?.parentId ?? null;
  }
  return false;
}

const columnsOf = (values: MenuEntryValues) => ({
  menu: values.menu,
  parentId: values.parentId,
  title: values.title,
  path: values.path,
  url: values.url,
  urls: null,
  lang: values.lang,
  isHidden: values.isHidden,
  newWindow: values.newWindow,
});

const siblingsOf = (menu: string, parentId: number | null) =>
  and(eq(menuItems.menu, menu), parentId === null ? isNull(menuItems.parentId) : eq(menuItems.parentId, parentId));

/** Adds an entry at the end of its siblings. */
export async function createMenuEntry(deps: Deps, actor: StaffActor, values: MenuEntryValues, pageAnswers: PageCheck): Promise<ConsoleMenuEntry> {
  await checkEntry(deps, values, pageAnswers);
  const row = await deps.db.transaction(async (tx) => {
    const siblings = await tx.select({ sortOrder: menuItems.sortOrder }).from(menuItems).where(siblingsOf(values.menu, values.parentId));
    const sortOrder = Math.max(0, ...siblings.map((s) => s.sortOrder)) + 1;
    const [inserted] = await tx.insert(menuItems).values({ ...columnsOf(values), sortOrder }).returning();
    const entry = entryOf(inserted!);
    await recordChange(tx, actor, { action: "menu.create", entity: "menu_item", entityId: entry.id, ...changedFields(null, { ...entry }) });
    return inserted!;
  });
  await deps.cache.invalidate([menuTags.menus]);
  return entryOf(row);
}

/** Changes an entry (moving it under another parent puts it last there). */
export async function updateMenuEntry(deps: Deps, actor: StaffActor, id: number, values: MenuEntryValues, pageAnswers: PageCheck): Promise<ConsoleMenuEntry> {
  const [before] = await deps.db.select().from(menuItems).where(eq(menuItems.id, id));
  if (!before) throw notFound();
  await checkEntry(deps, values, pageAnswers, id);
  const row = await deps.db.transaction(async (tx) => {
    const moved = before.menu !== values.menu || before.parentId !== values.parentId;
    let sortOrder = before.sortOrder;
    if (moved) {
      const siblings = await tx.select({ sortOrder: menuItems.sortOrder }).from(menuItems).where(siblingsOf(values.menu, values.parentId));
      sortOrder = Math.max(0, ...siblings.map((s) => s.sortOrder)) + 1;
    }
    const [after] = await tx.update(menuItems).set({ ...columnsOf(values), sortOrder }).where(eq(menuItems.id, id)).returning();
    if (moved) await tx.update(menuItems).set({ menu: values.menu }).where(inArray(menuItems.id, await descendantIds(tx, id)));
    await recordChange(tx, actor, { action: "menu.update", entity: "menu_item", entityId: id, ...changedFields({ ...entryOf(before) }, { ...entryOf(after!) }) });
    return after!;
  });
  await deps.cache.invalidate([menuTags.menus]);
  return entryOf(row);
}

async function descendantIds(db: Db, id: number): Promise<number[]> {
  const found: number[] = [];
  let level = [id];
  for (let depth = 0; level.length && depth < MENU_MAX_LEVEL; depth += 1) {
    const children = await db.select({ id: menuItems.id }).from(menuItems).where(inArray(menuItems.parentId, level));
    level = children.map((c) => c.id);
    found.push(...level);
  }
  return found.length ? found : [-1];
}

/** Removes an entry and everything under it. */
export async function removeMenuEntry(deps: Deps, actor: StaffActor, id: number): Promise<null> {
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(menuItems).where(eq(menuItems.id, id));
    if (!before) throw notFound();
    const below = (await descendantIds(tx, id)).filter((x) => x > 0);
    await tx.delete(menuItems).where(inArray(menuItems.id, [id, ...below]));
    await recordChange(tx, actor, { action: "menu.remove", entity: "menu_item", entityId: id, ...changedFields({ ...entryOf(before), removedBelow: below.length }, null) });
  });
  await deps.cache.invalidate([menuTags.menus]);
  return null;
}

/** Swaps an entry with its sibling above or below (nothing changes at either end). */
export async function moveMenuEntry(deps: Deps, actor: StaffActor, id: number, direction: "up" | "down"): Promise<ConsoleMenus> {
  const changed = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(menuItems).where(eq(menuItems.id, id));
    if (!row) throw notFound();
    const siblings = await tx.select().from(menuItems).where(siblingsOf(row.menu, row.parentId)).orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
    const at = siblings.findIndex((s) => s.id === id);
    const to = direction === "up" ? at - 1 : at + 1;
    if (to < 0 || to >= siblings.length) return false;
    [siblings[at], siblings[to]] = [siblings[to]!, siblings[at]!];
    // Renumbered 1…n: equal sort orders (imported rows) then move too.
    for (const [index, sibling] of siblings.entries()) {
      if (sibling.sortOrder !== index + 1) await tx.update(menuItems).set({ sortOrder: index + 1 }).where(eq(menuItems.id, sibling.id));
    }
    await recordChange(tx, actor, { action: "menu.move", entity: "menu_item", entityId: id, before: { position: at + 1 }, after: { position: to + 1 } });
    return true;
  });
  if (changed) await deps.cache.invalidate([menuTags.menus]);
  return listMenuEntries(deps.db);
}
