import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { URL_LANGS, urlLangToApiLocale, type UrlLang } from "@portal/contract/locales";
import type { Newsroom } from "@portal/contract/schemas/news";
import type { Deps } from "../../platform/deps.ts";
import { notFound } from "../../platform/errors.ts";
import { menuPaths } from "../menu/menu-service.ts";
import { countPublishedArticles, publishedArticlePage } from "../news/article-lists.ts";
import { rssFeed, RSS_ITEMS } from "./rss.ts";
import { latestArticles, NEWS_HOME_OF_LANG, NEWSROOM_OF_LANG, siteName } from "./seo-service.ts";
import { ARCHIVE_PAGE_SIZE, archiveSitemap, NEWS_SITEMAP_DAYS, NEWS_SITEMAP_MAX, newsSitemap, pagesSitemap, robotsTxt, sitemapIndex, type NewsSitemapEntry } from "./sitemap.ts";
import { defineModule } from "../../platform/domain-module.ts";

/**
 * Findability (spec issue 4 §6): /sitemap.xml (index) → /sitemap-news.xml (Google News, last two days) and
 * /sitemap-pages.xml (every page in four languages with hreflang) and /sitemap/articles-{newsroom}-{n}.xml (the
 * whole archive), /robots.txt, and an RSS 2.0 feed of each
 * language's newest news at /rss/news-{lang}.xml. Addresses are absolute, from PUBLIC_URL.
 */

/** Screens every language has besides the menu's (the newsroom home is mapped per language by pathInLang). */
export const FIXED_PAGES = ["", "news_zh", "news-list", "news-radio", "news_provide", "sitemap", "tdm40", "tdm40-congratulate", "tdm40-ticket"] as const;

const NEWSROOMS: Newsroom[] = ["zh", "en", "pt"];
const archiveParams = z.object({ name: z.string().max(40).regex(/^articles-(zh|en|pt)-([1-9]\d{0,4})\.xml$/) });

const feedParams = z.object({ name: z.string().max(40).regex(/^news-(zh-hant|zh-hans|en|pt)\.xml$/) });

const SEO_CACHE = "public, max-age=300, stale-while-revalidate=600";

const FEED_TEXT: Record<UrlLang, { title: string; description: string }> = {
  "zh-hant": { title: "新聞", description: "澳門及世界的最新新聞" },
  "zh-hans": { title: "新闻", description: "澳门及世界的最新新闻" },
  en: { title: "News", description: "The latest news from Macau and the world" },
  pt: { title: "Notícias", description: "As últimas notícias de Macau e do mundo" },
};

function sendXml(reply: FastifyReply, body: string, type = "application/xml") {
  return reply.header("content-type", `${type}; charset=utf-8`).header("cache-control", SEO_CACHE).send(body);
}

export function registerSeoRoutes(app: FastifyInstance, deps: Deps): void {
  const base = deps.config.publicUrl;

  app.get("/robots.txt", async (_request, reply) =>
    reply.header("content-type", "text/plain; charset=utf-8").header("cache-control", SEO_CACHE).send(robotsTxt(base)),
  );

  app.get("/sitemap.xml", async (_request, reply) => {
    const now = deps.now();
    const [newest, counts] = await Promise.all([
      latestArticles(deps.db, { lang: "zh-hant", locale: "zh_TW", now, limit: 1 }),
      Promise.all(NEWSROOMS.map((room) => countPublishedArticles(deps.db, room, now))),
    ]);
    // The whole archive, newest first, in files of ARCHIVE_PAGE_SIZE stories per newsroom.
    const archive = NEWSROOMS.flatMap((room, i) =>
      Array.from({ length: Math.ceil((counts[i] ?? 0) / ARCHIVE_PAGE_SIZE) }, (_, p) => ({ path: `/sitemap/articles-${room}-${p + 1}.xml` })),
    );
    return sendXml(
      reply,
      sitemapIndex(base, [{ path: "/sitemap-news.xml", lastmod: newest[0]?.publishedAt }, { path: "/sitemap-pages.xml" }, ...archive]),
    );
  });

  app.get("/sitemap/:name", async (request, reply) => {
    const parsed = archiveParams.safeParse(request.params);
    if (!parsed.success) throw notFound();
    const [, room, page] = /^articles-(zh|en|pt)-(\d+)\.xml$/.exec(parsed.data.name)!;
    const rows = await publishedArticlePage(deps.db, room as Newsroom, deps.now(), Number(page), ARCHIVE_PAGE_SIZE);
    if (!rows.length) throw notFound();
    return sendXml(reply, archiveSitemap(base, room as Newsroom, rows));
  });

  app.get("/sitemap-pages.xml", async (_request, reply) => {
    const fromMenu = await menuPaths(deps.db);
    return sendXml(reply, pagesSitemap(base, [...FIXED_PAGES, ...fromMenu]));
  });

  app.get("/sitemap-news.xml", async (_request, reply) => {
    const now = deps.now();
    const since = new Date(now.getTime() - NEWS_SITEMAP_DAYS * 24 * 3600 * 1000);
    const entries: NewsSitemapEntry[] = [];
    for (const lang of URL_LANGS) {
      const locale = urlLangToApiLocale(lang);
      const [publication, articles] = await Promise.all([
        siteName(deps.db, locale),
        latestArticles(deps.db, { lang, locale, now, since, limit: NEWS_SITEMAP_MAX }),
      ]);
      for (const article of articles) entries.push({ lang, newsroom: NEWSROOM_OF_LANG[lang], publication, article });
    }
    entries.sort((a, b) => b.article.publishedAt.getTime() - a.article.publishedAt.getTime());
    return sendXml(reply, newsSitemap(base, entries));
  });

  app.get("/rss/:name", async (request, reply) => {
    const parsed = feedParams.safeParse(request.params);
    if (!parsed.success) throw notFound();
    const lang = /^news-(.+)\.xml$/.exec(parsed.data.name)![1] as UrlLang;
    const locale = urlLangToApiLocale(lang);
    const now = deps.now();
    const [name, articles] = await Promise.all([siteName(deps.db, locale), latestArticles(deps.db, { lang, locale, now, limit: RSS_ITEMS })]);
    const text = FEED_TEXT[lang];
    const body = rssFeed(
      {
        title: `${name} – ${text.title}`,
        link: `${base}/${lang}/${NEWS_HOME_OF_LANG[lang]}`,
        self: `${base}/rss/news-${lang}.xml`,
        description: text.description,
        lang,
        itemLink: (id) => `${base}/${lang}/news-detail/${id}`,
        absolute: (href) => new URL(href, `${base}/`).toString(),
      },
      articles,
      now,
    );
    return sendXml(reply, body, "application/rss+xml");
  });
}

export default defineModule({ routes: registerSeoRoutes });
