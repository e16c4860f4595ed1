import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menuConsoleApi } from "@portal/contract/endpoints/menu";
import type { MenuResponse } from "@portal/contract/schemas/common";
import type { ConsoleMenuEntry, ConsoleMenus, MenuEntryInput } from "@portal/contract/schemas/menu";
import { desc, eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { createLocalCacheBus } from "../../platform/cache-bus.ts";
import { auditLog } from "../audit/tables.ts";
import { consolePath, signedInStaff, type ConsoleBrowser } from "../staff/staff.test-helper.ts";

// The administrator's menus (docs/console.md "Administrator: menus and settings"): pages rendered (ssr) so that an
// internal path is checked against the site's pages.
const LIST = "/api/console/v1/menus";
const ENTRIES = "/api/console/v1/menus/entries";
const ENTRY = "/api/console/v1/menus/entries/:id";
const MOVE = "/api/console/v1/menus/entries/:id/move";
const REMOVE = "/api/console/v1/menus/entries/:id/remove";
let t: TestApp;
let admin: ConsoleBrowser;
const invalidated: string[][] = [];

beforeAll(async () => {
  const cacheBus = createLocalCacheBus();
  cacheBus.register({ invalidate: (tags) => void invalidated.push([...tags]), clear: () => undefined });
  t = await createTestApp({}, { ssr: true, cacheBus });
  admin = await signedInStaff(t, "admin");
}, 120_000);
afterAll(() => t.close());

const entry = (overrides: Partial<MenuEntryInput> = {}): MenuEntryInput => ({
  menu: "main",
  parentId: null,
  title: { zh_TW: "天氣預報", zh_CN: "天气预报", en: "Weather", pt: "Meteorologia" },
  path: "weather",
  url: null,
  lang: null,
  ...overrides,
});
const put = (path: string, body: unknown) => admin.send("PUT", `/api/console/v1${path}`, body);

async function publicMenu(language: string): Promise<MenuResponse> {
  const res = await t.call({ method: "GET", url: "/api/v1.0/cms/menu", headers: { "api-language": language } });
  return res.body.data as MenuResponse;
}

describe("the administrator's menus", () => {
  let created: ConsoleMenuEntry;

  it("adds an entry in four languages: last of its menu, in the public menu in each language, audited, the menu's tag dropped", async () => {
    invalidated.length = 0;
    const res = await admin.post(consolePath(menuConsoleApi.create.path), entry());
    expect(res.status, res.body.message).toBe(200);
    created = res.body.data as ConsoleMenuEntry;
    expect(created).toMatchObject({ menu: "main", parentId: null, path: "weather", title: { en: "Weather", pt: "Meteorologia" } });
    for (const [language, title] of [["zh_TW", "天氣預報"], ["zh_CN", "天气预报"], ["en", "Weather"], ["pt", "Meteorologia"]] as const) {
      const { menu } = await publicMenu(language);
      expect(menu.at(-1), language).toMatchObject({ id: created.id, title, path: "weather" });
    }
    expect(invalidated).toEqual([["menus"]]);
    const menuAnswer = await t.call({ method: "GET", url: "/api/v1.0/cms/menu" });
    expect(menuAnswer.headers["cache-tag"]).toBe("menus");
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, "menu_item")).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: "menu.create", entityId: String(created.id), actorRole: "admin" });
  });

  it("refuses an internal path no page answers, in the request's language, and changes nothing", async () => {
    const before = ((await admin.get(consolePath(menuConsoleApi.list.path))).body.data as ConsoleMenus).entries.length;
    const messages: Record<string, string> = {};
    for (const language of ["zh_TW", "zh_CN", "en", "pt"]) {
      const res = await admin.post(consolePath(menuConsoleApi.create.path), entry({ path: "no-such-page-here" }), { language });
      expect(res.status, language).toBe(400);
      expect(res.body.code).toBe(-1);
      messages[language] = res.body.message;
    }
    expect(messages.en).toBe("No page of the site answers “/no-such-page-here”: enter the path of a page that exists, or an external link");
    expect(messages.zh_TW).toContain("網站沒有「/no-such-page-here」");
    expect(messages.pt).toContain("Nenhuma página");
    const after = ((await admin.get(consolePath(menuConsoleApi.list.path))).body.data as ConsoleMenus).entries.length;
    expect(after).toBe(before);
  });

  it("takes an external link instead of a path, and refuses both or neither", async () => {
    const ok = await admin.post(consolePath(menuConsoleApi.create.path), entry({ path: null, url: "https://www.gov.mo/", parentId: created.id }));
    expect(ok.status, ok.body.message).toBe(200);
    expect((await admin.post(consolePath(menuConsoleApi.create.path), entry({ url: "https://www.gov.mo/" }))).status).toBe(400);
    expect((await admin.post(consolePath(menuConsoleApi.create.path), entry({ path: null }))).status).toBe(400);
    expect((await admin.post(consolePath(menuConsoleApi.create.path), entry({ path: null, url: "javascript:alert(1)" }))).status).toBe(400);
    const { menu } = await publicMenu("en");
    expect(menu.at(-1)!.chilrends[0]).toMatchObject({ url: "https://www.gov.mo/", path: null });
  });

  it("moves an entry up and down among its siblings", async () => {
    const topLevel = () => publicMenu("en").then(({ menu }) => menu.map((m) => m.id));
    const start = await topLevel();
    const moved = await admin.post(consolePath(menuConsoleApi.move.path, created.id), { direction: "up" });
    expect(moved.status).toBe(200);
    const after = await topLevel();
    expect(after.indexOf(created.id)).toBe(start.indexOf(created.id) - 1);
    await admin.post(consolePath(menuConsoleApi.move.path, created.id), { direction: "down" });
    expect(await topLevel()).toEqual(start);
  });

  it("edits an entry, refuses a fourth level and a parent in another menu", async () => {
    const res = await put(consolePath(menuConsoleApi.update.path, created.id), entry({ title: { zh_TW: "天氣", zh_CN: "天气", en: "The weather", pt: "O tempo" } }));
    expect(res.status, res.body.message).toBe(200);
    expect((await publicMenu("pt")).menu.find((m) => m.id === created.id)!.title).toBe("O tempo");
    const level2 = (await admin.post(consolePath(menuConsoleApi.create.path), entry({ parentId: created.id }))).body.data as ConsoleMenuEntry;
    const level3 = await admin.post(consolePath(menuConsoleApi.create.path), entry({ parentId: level2.id }));
    expect(level3.status).toBe(200);
    const level4 = await admin.post(consolePath(menuConsoleApi.create.path), entry({ parentId: (level3.body.data as ConsoleMenuEntry).id }));
    expect(level4.status).toBe(400);
    expect(level4.body.message).toBe("A menu has at most 3 levels");
    const otherMenu = await admin.post(consolePath(menuConsoleApi.create.path), entry({ menu: "foot_left", parentId: created.id }));
    expect(otherMenu.body.message).toBe("The parent entry does not exist or is in another menu");
  });

  it("removes an entry with everything under it", async () => {
    const res = await admin.post(consolePath(menuConsoleApi.remove.path, created.id));
    expect(res.status).toBe(200);
    const { entries } = (await admin.get(consolePath(menuConsoleApi.list.path))).body.data as ConsoleMenus;
    expect(entries.some((e) => e.id === created.id || e.parentId === created.id)).toBe(false);
    expect((await publicMenu("en")).menu.some((m) => m.id === created.id)).toBe(false);
  });

  it("passes the bad-input check (at the catalogue's paths)", async () => {
    expect([LIST, ENTRIES, ENTRY, MOVE, REMOVE]).toEqual([menuConsoleApi.list, menuConsoleApi.create, menuConsoleApi.update, menuConsoleApi.move, menuConsoleApi.remove].map((e) => e.path));
    const headers = admin.headers();
    const body = { ...entry({ path: null, url: "https://www.gov.mo/" }) } as unknown as Record<string, unknown>;
    const made = (await admin.post(consolePath(menuConsoleApi.create.path), body)).body.data as ConsoleMenuEntry;
    const fields = [
      { in: "body", name: "menu", kind: "enum" },
      { in: "body", name: "parentId", kind: "id" },
      { in: "body", name: "lang", kind: "enum" },
      { in: "body", name: "isHidden", kind: "bool" },
    ] as const;
    await checkParams(t, { method: "GET", url: LIST, headers });
    await checkParams(t, { method: "POST", url: ENTRIES, headers, body, fields: [...fields] });
    await checkParams(t, { method: "PUT", url: ENTRY, headers, params: { id: made.id }, body, fields: [{ in: "params", name: "id", kind: "id" }, ...fields] });
    await checkParams(t, { method: "POST", url: MOVE, headers, params: { id: made.id }, body: { direction: "up" }, fields: [{ in: "params", name: "id", kind: "id" }, { in: "body", name: "direction", kind: "enum" }] });
    await checkParams(t, { method: "POST", url: REMOVE, headers, params: { id: made.id }, fields: [{ in: "params", name: "id", kind: "id" }] });
  });
});
