import { createHash } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { ApiLocale } from "@portal/contract/locales";
import type { NewsCacheFile } from "@portal/contract/schemas/news";
import type { Db } from "../../db/client.ts";
import { newsArticles, newsTopics } from "./tables.ts";
import { pickText } from "../../platform/localize.ts";
import { listCategories, newestItems, newsVersion } from "./news-service.ts";

/**
 * The cached news file /uploads/cache/json/web_news_{lang}.json (docs/news.md). Its content is a function of the
 * news version (raised by database triggers on every write of articles, categories or topics) and of time
 * (scheduled articles come out): an instance rebuilds its copy when the version differs or the copy is older
 * than REFRESH_MS, writes it under UPLOAD_DIR (for a CDN or web server in front), and answers with an ETag.
 */

export const CACHE_LANGS: Record<string, ApiLocale> = {
  zh_TW: "zh_TW",
  zh_CN: "zh_CN",
  en: "en",
  pt: "pt",
  "zh-hant": "zh_TW",
  "zh-hans": "zh_CN",
};
const REFRESH_MS = 60_000;
const LIMITS = { latest: 20, perCategory: 6, video: 8, radio: 8 } as const;

export interface CachedFile {
  version: number;
  builtAt: number;
  body: string;
  etag: string;
}

export async function buildNewsFile(db: Db, locale: ApiLocale, version: number, now: Date): Promise<NewsCacheFile> {
  const categories = await listCategories(db, locale);
  const [latest, video, radio, perCategory, topics] = await Promise.all([
    newestItems(db, locale, now, LIMITS.latest),
    newestItems(db, locale, now, LIMITS.video, eq(newsArticles.type, "video")),
    newestItems(db, locale, now, LIMITS.radio, eq(newsArticles.type, "radio")),
    Promise.all(categories.map((c) => newestItems(db, locale, now, LIMITS.perCategory, eq(newsArticles.categoryId, c.id)))),
    db
      .select({ id: newsTopics.id, slug: newsTopics.slug, title: newsTopics.title, cover: newsTopics.cover })
      .from(newsTopics)
      .where(eq(newsTopics.published, true))
      .orderBy(newsTopics.sortOrder, newsTopics.id),
  ]);
  return {
    lang: locale,
    version: String(version),
    generatedAt: now.toISOString(),
    latest,
    categories: categories.map((c, i) => ({ ...c, items: perCategory[i]! })),
    video,
    radio,
    topics: topics.map((t) => ({ id: t.id, slug: t.slug, title: pickText(t.title, locale), cover: t.cover })),
  };
}

/** One instance's copies of the file, per language; builds of the same language share one promise. */
export function createNewsFileCache(db: Db, uploadDir: string) {
  const copies = new Map<ApiLocale, CachedFile>();
  const building = new Map<ApiLocale, Promise<CachedFile>>();

  async function build(locale: ApiLocale, version: number, now: Date): Promise<CachedFile> {
    const file = await buildNewsFile(db, locale, version, now);
    const body = JSON.stringify(file);
    // The ETag names the content (not the moment of building), so that every instance gives the same one.
    const digest = createHash("sha256").update(JSON.stringify({ ...file, generatedAt: "" })).digest("base64url").slice(0, 22);
    const copy: CachedFile = { version, builtAt: now.getTime(), body, etag: `"news-${locale}-${digest}"` };
    copies.set(locale, copy);
    try {
      const dir = join(uploadDir, "cache", "json");
      await mkdir(dir, { recursive: true });
      const target = join(dir, `web_news_${locale}.json`);
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, target);
    } catch {
      // The answer is served from memory; the file on disk is a convenience for a web server in front.
    }
    return copy;
  }

  return {
    async get(locale: ApiLocale, now: Date): Promise<CachedFile> {
      const version = await newsVersion(db);
      const copy = copies.get(locale);
      if (copy && copy.version === version && now.getTime() - copy.builtAt < REFRESH_MS) return copy;
      let pending = building.get(locale);
      if (!pending) {
        pending = build(locale, version, now).finally(() => building.delete(locale));
        building.set(locale, pending);
      }
      return pending;
    },
  };
}
