import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/app.ts";
import { traditionalToSimplified } from "../../platform/localize.ts";
import { migrate, openPglite, type DatabaseHandle, type Db } from "../client.ts";
import { adverts } from "../../modules/advertisement/tables.ts";
import { menuItems } from "../../modules/menu/tables.ts";
import { newsArticles, newsCategories } from "../../modules/news/tables.ts";
import { notices } from "../../modules/notices/tables.ts";
import { countries, dictionaryEntries } from "../../modules/reference/tables.ts";
import { messageTemplates, siteSettings } from "../../modules/settings/tables.ts";
import { weatherWarnings } from "../../modules/weather/tables.ts";

const schema = { menuItems, siteSettings, messageTemplates, notices, adverts, dictionaryEntries, countries, weatherWarnings, newsCategories, newsArticles };
import type { LocalizedText } from "../columns.ts";
import { ADS, ART, DEFAULT_AD, ICONS, LOGO, MEDIA } from "./assets.ts";
import { WEATHER_CONDITIONS as WEATHER_ICONS, weatherIconPath } from "@portal/contract/schemas/common";
import { seedDemoContent } from "./demo.ts";
import { seedIfEmpty } from "./index.ts";

const PUBLIC_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "../../../../web/public");
const DAY = 86_400_000;

/** Every table the seed writes, in a fixed order, for comparisons. */
const TABLES = {
  menu_items: schema.menuItems,
  site_settings: schema.siteSettings,
  message_templates: schema.messageTemplates,
  notices: schema.notices,
  adverts: schema.adverts,
  dictionary_entries: schema.dictionaryEntries,
  countries: schema.countries,
  weather_warnings: schema.weatherWarnings,
  news_categories: schema.newsCategories,
  news_articles: schema.newsArticles,
} as const;
const DATE_KEYS = new Set(["createdAt", "updatedAt", "publishedAt", "startsAt", "endsAt", "issuedAt"]);

async function dumpTables(db: Db, withDates: boolean): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const rows = (await db.select().from(table).orderBy(asc(sql`1`))) as Record<string, unknown>[];
    out[name] = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => withDates || !DATE_KEYS.has(key))));
  }
  return out;
}

function expectLocalized(value: unknown, where: string): void {
  const text = value as LocalizedText;
  for (const locale of ["zh_TW", "en", "pt"] as const) {
    expect(typeof text?.[locale] === "string" && text[locale]!.trim().length > 0, `${where} has ${locale}`).toBe(true);
  }
}

/** Paths of files under apps/web/public that a row refers to: cover fields and <img src> / <video src> in HTML. */
function referencedFiles(values: unknown[]): string[] {
  const found: string[] = [];
  for (const value of values) {
    if (typeof value === "string") {
      if (value.startsWith("/demo/") || value.startsWith("/weather-icons/")) found.push(value);
      for (const match of value.matchAll(/\bsrc="(\/[^"]+)"/g)) found.push(match[1]!);
    } else if (value && typeof value === "object") {
      found.push(...referencedFiles(Object.values(value)));
    }
  }
  return found;
}

describe("demo content (the seeded test template)", () => {
  let handle: DatabaseHandle;
  let data: Record<string, Record<string, unknown>[]>;

  beforeAll(async () => {
    handle = await openTestDatabase();
    data = (await dumpTables(handle.db, true)) as Record<string, Record<string, unknown>[]>;
  });
  afterAll(async () => {
    await handle.close();
  });

  it("fills every table the frame and the home page read", () => {
    for (const [name, rows] of Object.entries(data)) expect(rows.length, name).toBeGreaterThan(0);
  });

  it("writes every localized text in Traditional Chinese, English and Portuguese", () => {
    const columns: Record<string, string[]> = {
      menu_items: ["title"],
      message_templates: ["title", "content"],
      notices: ["title", "content"],
      adverts: ["title", "content"],
      dictionary_entries: ["label"],
      countries: ["label"],
      weather_warnings: ["title", "content"],
      news_categories: ["title"],
    };
    let checked = 0;
    for (const [table, keys] of Object.entries(columns)) {
      for (const row of data[table]!) {
        for (const key of keys) {
          if (row[key] === null) continue; // optional contents (a bar notice, an advert without detail)
          expectLocalized(row[key], `${table}#${String(row.id ?? row.slug ?? row.code)}.${key}`);
          checked++;
        }
      }
    }
    const settings = new Map(data.site_settings!.map((row) => [row.key, row.value]));
    expectLocalized(settings.get("site_name"), "site_name");
    expectLocalized(settings.get("foot_copyright"), "foot_copyright");
    expect(checked).toBeGreaterThan(150);
  });

  it("refers only to files that exist under apps/web/public", () => {
    const paths = new Set(referencedFiles(Object.values(data).flat()));
    expect(paths.size).toBeGreaterThan(20);
    for (const path of paths) expect(existsSync(join(PUBLIC_DIR, path)), path).toBe(true);
  });

  it("ships every named image, small enough, and the weather icons", () => {
    const named = [...Object.values(ART), ...Object.values(ADS), ...Object.values(ICONS), ...Object.values(MEDIA), LOGO, DEFAULT_AD];
    for (const path of [...named, ...WEATHER_ICONS.map(weatherIconPath)]) expect(existsSync(join(PUBLIC_DIR, path)), path).toBe(true);
    const svgs = ["demo", "demo/art", "demo/ads", "demo/icons", "weather-icons"].flatMap((dir) =>
      readdirSync(join(PUBLIC_DIR, dir))
        .filter((f) => f.endsWith(".svg"))
        .map((f) => join(PUBLIC_DIR, dir, f)),
    );
    expect(svgs.length).toBeGreaterThanOrEqual(36);
    for (const file of svgs) expect(statSync(file).size, file).toBeLessThan(6 * 1024);
  });

  it("builds menus of at most three levels, hiding tdm40 and only the pages not built yet", () => {
    const rows = data.menu_items!;
    const byId = new Map(rows.map((row) => [row.id as number, row]));
    const depth = (row: Record<string, unknown>): number => {
      const parent = row.parentId === null ? undefined : byId.get(row.parentId as number);
      if (row.parentId !== null) expect(parent?.menu, `parent of #${String(row.id)}`).toBe(row.menu);
      return parent ? depth(parent) + 1 : 1;
    };
    const depths = rows.map(depth);
    expect(Math.max(...depths)).toBe(3);
    // Every page of the spec is built: the only hidden entry is tdm40, a campaign page reached from its banner.
    expect(rows.filter((row) => row.isHidden).map((row) => row.path as string)).toEqual(["tdm40"]);
    for (const menu of ["main", "foot_left", "foot_right", "foot_app"]) expect(rows.some((row) => row.menu === menu), menu).toBe(true);
    // Each item links somewhere: an internal path, or an http(s) address (opened in a new window).
    for (const row of rows) {
      const url = row.url as string | null;
      expect(row.path !== null || (url !== null && /^https?:\/\//.test(url)), `#${String(row.id)} links`).toBe(true);
      if (url) expect(row.newWindow).toBe(true);
      if (row.path) expect(row.path as string).not.toMatch(/^\//);
    }
    for (const row of rows.filter((r) => r.menu === "foot_app")) expect(row.url as string).toMatch(/^https:\/\//);
    expect(rows.some((row) => row.urls !== null && row.newWindow)).toBe(true);
    // A new item added in the CMS must not collide with the explicit ids of the seed.
    expect(rows.map((row) => row.id)).toEqual(rows.map((_, index) => index + 1));
  });

  it("sets the site settings and the templates the frame reads", async () => {
    const raw = await handle.db.execute(sql`select jsonb_typeof(value) as type, value #>> '{}' as text from site_settings where key = 'grey_mode'`);
    const greyMode = (raw as unknown as { rows: unknown[] }).rows[0];
    const settings = new Map(data.site_settings!.map((row) => [row.key, row.value]));
    // Stored as a JSON string (Drizzle's jsonb reader turns a numeric-looking string into a number).
    expect(greyMode).toEqual({ type: "string", text: "0" });
    expect(settings.get("logo")).toBe(LOGO);
    expect((settings.get("foot_copyright") as LocalizedText).zh_TW).toMatch(/^© \d{4} 澳門廣播電視股份有限公司 版權所有$/);
    const templates = new Map(data.message_templates!.map((row) => [row.slug, row]));
    const cookies = templates.get("cookies_content")!.content as LocalizedText;
    expect(cookies.zh_TW).toContain('href="/zh-hant/privacy"');
    expect(cookies.zh_CN).toContain('href="/zh-hans/privacy"');
    expect(cookies.zh_CN).toBe(traditionalToSimplified(cookies.zh_TW!).replace("/zh-hant/", "/zh-hans/"));
    expect(cookies.en).toContain('href="/en/privacy"');
    expect(cookies.pt).toContain('href="/pt/privacy"');
    expect(templates.has("live_region_notice")).toBe(true);
  });

  it("has notices of every kind, one bar title long enough to be cut", () => {
    const of = (kind: string) => data.notices!.filter((row) => row.kind === kind);
    expect(of("bar")).toHaveLength(3);
    expect(of("popup")).toHaveLength(1);
    expect(of("top")).toHaveLength(1);
    expect(of("list")).toHaveLength(6);
    const long = of("bar").filter((row) => {
      const title = row.title as LocalizedText;
      return Array.from(title.en!).length > 400 && Array.from(title.pt!).length > 400;
    });
    expect(long).toHaveLength(1);
    for (const row of [...of("popup"), ...of("list")]) expect((row.content as LocalizedText).en).toMatch(/^<(p|ul|h2)>/);
  });

  it("fills every advert slot, with one home advert left without an image", () => {
    const count = (slot: string) => data.adverts!.filter((row) => row.slot === slot).length;
    expect(count("homepagetop")).toBe(3);
    expect(count("menu_program")).toBe(1);
    expect(count("menu_program_en")).toBe(1);
    expect(count("menu_program_pt")).toBe(1);
    expect(count("footer")).toBe(2);
    expect(count("home_middle")).toBe(1);
    expect(data.adverts!.filter((row) => row.slot === "homepagetop" && row.cover === null)).toHaveLength(1);
    for (const row of data.adverts!.filter((r) => r.hasInnerDetail)) expect(row.content, `advert #${String(row.id)}`).not.toBeNull();
  });

  it("has the dictionaries, the countries and a warning in force", () => {
    const entries = data.dictionary_entries!;
    for (const slug of ["education", "profession", "monthly_profit"]) expect(entries.filter((e) => e.slug === slug).length, slug).toBeGreaterThanOrEqual(6);
    const professions = entries.filter((e) => e.slug === "profession");
    const children = professions.filter((e) => e.parentValue !== null);
    expect(children.length).toBeGreaterThanOrEqual(3);
    for (const child of children) expect(professions.some((p) => p.value === child.parentValue && p.parentValue === null)).toBe(true);
    expect(entries.filter((e) => e.slug === "monthly_profit").every((e) => /MOP|income|say/.test((e.label as LocalizedText).en!))).toBe(true);

    const countries = new Map(data.countries!.map((row) => [row.code, row]));
    expect(countries.size).toBeGreaterThanOrEqual(30);
    expect(countries.get("MO")?.dialCode).toBe("853");
    for (const code of ["HK", "CN", "TW", "PT", "BR", "AO", "MZ", "CV", "GW", "ST", "TL", "GB", "US"]) expect(countries.has(code), code).toBe(true);
    const first = [...data.countries!].sort((a, b) => (a.sortOrder as number) - (b.sortOrder as number))[0];
    expect(first?.code).toBe("MO");

    const warnings = data.weather_warnings!;
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.endsAt).toBeNull();
  });

  it("has at least 24 articles per newsroom across categories and the four types, and a photo story with several pictures", () => {
    const articles = data.news_articles!;
    const now = Date.now();
    for (const room of ["zh", "en", "pt"]) {
      const own = articles.filter((a) => a.newsroom === room);
      expect(own.length, room).toBeGreaterThanOrEqual(24);
      expect(new Set(own.map((a) => a.type))).toEqual(new Set(["text", "image", "video", "radio"]));
      expect(new Set(own.map((a) => a.categoryId)).size, room).toBe(data.news_categories!.length);
      expect(new Set(own.map((a) => a.title)).size, `${room} titles are distinct`).toBe(own.length);
      for (const a of own) {
        const published = (a.publishedAt as Date).getTime();
        expect(published).toBeLessThanOrEqual(now);
        expect(published).toBeGreaterThan(now - 61 * DAY);
        const body = a.body as string;
        const paragraphs = body.match(/<p>/g)?.length ?? 0;
        const blocks = body.match(/^<(p|h2|ul)>/gm)?.length ?? 0;
        const figures = body.match(/^<figure>/gm)?.length ?? 0;
        expect(paragraphs, `${room} "${String(a.title)}" paragraphs`).toBeGreaterThanOrEqual(3);
        expect(blocks, `${room} "${String(a.title)}" blocks of text`).toBeLessThanOrEqual(6);
        // A photo story has up to four pictures (the gallery); the others one at most.
        expect(figures, `${room} "${String(a.title)}" figures`).toBeLessThanOrEqual(a.type === "image" ? 4 : 1);
        expect((a.summary as string).length).toBeGreaterThan(20);
        expect(a.cover).not.toBeNull();
        expect(a.videoUrl !== null).toBe(a.type === "video");
        expect(a.audioUrl !== null).toBe(a.type === "radio");
        if (room === "zh") expect(traditionalToSimplified(body), `"${String(a.title)}" is Traditional`).not.toBe(body);
      }
      const galleries = own.filter((a) => a.type === "image" && ((a.body as string).match(/<figure>/g)?.length ?? 0) > 1);
      expect(galleries.length, `${room} has a story for the photo gallery`).toBeGreaterThanOrEqual(1);
      // Spread over the whole period, not bunched on one day.
      const ages = own.map((a) => (now - (a.publishedAt as Date).getTime()) / DAY);
      expect(Math.min(...ages)).toBeLessThan(1);
      expect(Math.max(...ages)).toBeGreaterThan(50);
    }
    expect(articles.every((a) => (a.viewCount as number) > 0)).toBe(true);
  });
});

describe("seeding an empty database", () => {
  let fresh: DatabaseHandle;
  let template: DatabaseHandle;

  beforeAll(async () => {
    [fresh, template] = await Promise.all([openPglite(undefined), openTestDatabase()]);
    await migrate(fresh);
  });
  afterAll(async () => {
    await Promise.all([fresh.close(), template.close()]);
  });

  const count = async (table: typeof schema.menuItems | typeof schema.newsArticles) =>
    (await fresh.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

  it("rolls back completely when a part fails", async () => {
    await fresh.db.insert(schema.countries).values({ code: "MO", dialCode: "853", label: { en: "Macao" } });
    await expect(seedIfEmpty(fresh.db)).rejects.toThrow();
    expect(await count(schema.menuItems)).toBe(0);
    await fresh.db.delete(schema.countries);
  });

  it("dates everything relative to the time of seeding", async () => {
    const base = new Date("2030-01-15T04:00:00Z");
    const undo = new Error("undo");
    await expect(
      fresh.db.transaction(async (tx) => {
        await seedDemoContent(tx, base);
        const [range] = await tx
          .select({ min: sql<string>`min(published_at)::text`, max: sql<string>`max(published_at)::text` })
          .from(schema.newsArticles);
        expect(new Date(range!.max).getTime()).toBeLessThanOrEqual(base.getTime());
        expect(new Date(range!.max).getTime()).toBeGreaterThan(base.getTime() - DAY);
        expect(new Date(range!.min).getTime()).toBeGreaterThanOrEqual(base.getTime() - 60 * DAY);
        const [warning] = await tx.select().from(schema.weatherWarnings);
        expect(warning!.issuedAt.getTime()).toBeLessThan(base.getTime());
        const [copyright] = await tx.select().from(schema.siteSettings).where(sql`key = 'foot_copyright'`);
        expect((copyright!.value as LocalizedText).en).toContain("© 2030");
        throw undo; // leave the database empty for the next test
      }),
    ).rejects.toBe(undo);
    expect(await count(schema.newsArticles)).toBe(0);
  });

  it("seeds once, and the same content every time apart from dates", async () => {
    // Sequences are not transactional: undo what the rolled-back attempts above took, as on a new database.
    for (const table of ["menu_items", "notices", "adverts", "dictionary_entries", "weather_warnings", "news_categories", "news_articles"]) {
      await fresh.db.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), 1, false)`);
    }
    expect(await seedIfEmpty(fresh.db)).toBe(true);
    expect(await seedIfEmpty(fresh.db)).toBe(false);
    expect(await dumpTables(fresh.db, false)).toEqual(await dumpTables(template.db, false));
  });
});
