import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createApiClient, type ApiClient } from "@portal/contract/api-client";
import type { CacheBus } from "./cache-bus.ts";
import { inProcessApi } from "./in-process-api.ts";
import { isConsolePage } from "@portal/contract/console";
import { DEFAULT_URL_LANG, htmlLangOf, isUrlLang, urlLangToApiLocale, type ApiLocale } from "@portal/contract/locales";
import { API_POLICY, newNonce, pagePolicy } from "./security-headers.ts";
import { stylesheetInliner } from "./inline-css.ts";
import { PageCache, compressedFor, etagOf, pickEncoding, withCompressedBodies, type CachedPage } from "./page-cache.ts";
import { createPageQuery } from "./page-query.ts";
import { clientAddressKey } from "./rate-limit.ts";
import { createRenderBudget } from "./render-budget.ts";
import type { Made } from "./swr-cache.ts";
import { platformReplies, replyText } from "./replies.ts";

export interface SsrOptions {
  /** The web app's build folder (apps/web/build). */
  buildDir: string;
  publicUrl: string;
  statisticsUrl?: string;
  /** Other hosts of pictures, audio, video and streams, for the page policy (MEDIA_ORIGINS). */
  mediaOrigins?: readonly string[];
  pageCacheSeconds: number;
  /** Renders one client address may start a minute (PAGE_RENDERS_PER_MINUTE); 0: no limit. */
  rendersPerMinute: number;
  /** How long renders share a public API answer (in-process-api.ts); 0: every render asks again. */
  renderCacheSeconds: number;
  production: boolean;
  /** Where the page cache and the render cache are registered, to be dropped by tag (cache-bus.ts). */
  cacheBus: CacheBus;
}

/** Renders an address may start at once; then PAGE_RENDERS_PER_MINUTE a minute (docs/security.md "Forced renders"). */
const RENDER_BURST = 20;

/** Paths that are not pages: left to their own routes, never redirected to a language. */
const NON_PAGE_PREFIXES = ["/api/", "/uploads/", "/assets/", "/islands/", "/healthz", "/readyz", "/dev/", "/sitemap", "/robots.txt", "/favicon", "/web/feed"];

/**
 * The answer to a client over its render budget: a small page in the path's language, never cached, that names
 * the wait (also in Retry-After). Nothing in it may run: the API's policy (nothing loads).
 */
function tooManyPages(reply: FastifyReply, path: string, seconds: number) {
  const first = path.split("/")[1];
  const lang = isUrlLang(first) ? first : DEFAULT_URL_LANG;
  const text = replyText(platformReplies.tooManyPages, urlLangToApiLocale(lang), { seconds });
  return reply
    .status(429)
    .header("retry-after", String(seconds))
    .header("cache-control", "no-store")
    .header("content-security-policy", API_POLICY)
    .type("text/html; charset=utf-8")
    .send(`<!doctype html><html lang="${htmlLangOf(lang)}"><meta charset="utf-8"><title>429</title><p>${text}</p></html>`);
}

/** What a console page's render sees of the request: its cookies and languages, nothing else. */
function consoleHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of ["cookie", "accept-language"] as const) {
    const value = request.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  return headers;
}

export function defaultWebBuildDir(serverDir: string): string {
  return resolve(serverDir, "../../web/build");
}

/** The islands client's script, from the manifest of `vite build -c vite.islands.config.ts`. */
function readIslandsEntry(clientDir: string): string | null {
  const file = join(clientDir, "islands", ".vite", "manifest.json");
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, { file: string; isEntry?: boolean }>;
  const entry = Object.values(manifest).find((m) => m.isEntry);
  return entry ? `/islands/${entry.file}` : null;
}


export async function registerSsr(app: FastifyInstance, options: SsrOptions): Promise<void> {
  const serverEntry = join(options.buildDir, "server", "index.js");
  const clientDir = join(options.buildDir, "client");
  if (!existsSync(serverEntry)) {
    app.log.warn(`web build not found at ${serverEntry}: pages are not served (run npm run build)`);
    return;
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, options.production ? "production" : "development");
  const islandsEntry = readIslandsEntry(clientDir);
  const api = inProcessApi(app, { renderCacheMs: options.renderCacheSeconds * 1000 });
  const cache = new PageCache(options.pageCacheSeconds * 1000, 500);
  // A page is tagged with the cache tags of every API answer its render used (a news detail: its article's tag),
  // so that invalidating a tag drops the pages that showed it, and only those.
  const unregister = [options.cacheBus.register(api.cache), options.cacheBus.register(cache)];
  app.addHook("onClose", async () => unregister.forEach((remove) => remove()));
  const pageQuery = createPageQuery(build);
  const renderBudget =
    options.rendersPerMinute > 0 ? createRenderBudget({ perMinute: options.rendersPerMinute, burst: Math.min(RENDER_BURST, options.rendersPerMinute) }) : null;
  const inlineStylesheets = stylesheetInliner(clientDir);

  const fastifyStatic = (await import("@fastify/static")).default;
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: "/",
    wildcard: false,
    index: false,
    // The build wrote .br and .gz copies at the highest levels (apps/web/scripts/precompress.mjs): sent as they
    // are, with Vary: Accept-Encoding; @fastify/compress leaves an answer that already has an encoding alone.
    preCompressed: true,
    // Our own Cache-Control below, not the plugin's (which would overwrite it with max-age=0 on compressed copies).
    cacheControl: false,
    // Hashed assets never change; everything else in the client folder is revalidated. Every text asset may come
    // in another encoding: caches keep one copy per Accept-Encoding.
    setHeaders: (res, path) => {
      res.setHeader(
        "cache-control",
        /[\\/]assets[\\/]/.test(path) ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      );
      if (/\.(br|gz)$/.test(path) || existsSync(`${path}.br`)) res.setHeader("vary", "Accept-Encoding");
    },
  });

  async function render(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split("?")[0] ?? "/";
    if (path === "/" || path === "") return reply.redirect(`/${DEFAULT_URL_LANG}/`, 302);
    const first = path.split("/")[1] ?? "";
    // The newsroom console (ADR 0014): one staff member's pages, its language a preference, not in the address.
    const consolePage = isConsolePage(path);
    if (!consolePage && !isUrlLang(first) && !NON_PAGE_PREFIXES.some((p) => path.startsWith(p))) {
      // A page path without its language (or with an unknown one) is sent to the default language.
      const rest = first.length <= 8 && /^[a-z]{2}(-[a-z]{2,4})?$/i.test(first) ? request.url.slice(first.length + 1) : request.url;
      return reply.redirect(`/${DEFAULT_URL_LANG}${rest.startsWith("/") ? rest : `/${rest}`}`, 302);
    }

    // Only the parameters the page reads reach the render and the cache key; an address with others is sent to
    // the address without them (page-query.ts), so a random query string cannot force a render.
    const query = pageQuery(path, request.url.slice(path.length));
    if (query.redirect !== null) return reply.header("cache-control", "public, max-age=3600").redirect(query.redirect, 301);
    const address = `${path}${query.render}`;

    const renderPage = async (): Promise<Made<CachedPage>> => {
      const url = `${options.publicUrl}${address}`;
      // No request header reaches the render: a page is cached by its address for every visitor (ADR 0007), so
      // nothing in it may depend on who asked or how (language, cookies, user agent). Only GET and HEAD come here.
      // But a console page, rendered for the staff member who asks and never kept: it sees their cookies (the
      // session, the language chosen) and their browser's languages.
      const webRequest = new Request(url, { method: request.method, headers: consolePage ? consoleHeaders(request) : undefined });
      const nonce = newNonce();
      const tags = new Set<string>();
      const transport = api.transportFor((answerTags) => answerTags.forEach((tag) => tags.add(tag)));
      // A console page's render passes the request's cookies on (the staff session): its calls are never shared.
      const apiFor = (locale: ApiLocale, caller?: { cookie?: string | null }): ApiClient => {
        const cookie = consolePage ? caller?.cookie : null;
        return createApiClient({
          transport: cookie ? (call) => transport({ ...call, headers: { ...call.headers, cookie } }) : transport,
          getLocale: () => locale,
          statisticsBaseUrl: options.statisticsUrl,
        });
      };
      const context = { apiFor, publicUrl: options.publicUrl, islandsEntry, statisticsUrl: options.statisticsUrl ?? null, nonce };
      const response = await handle(webRequest, context);
      const html = (response.headers.get("content-type") ?? "").startsWith("text/html");
      const rendered = Buffer.from(await response.arrayBuffer());
      const body = html ? Buffer.from(inlineStylesheets(rendered.toString("utf8"), nonce)) : rendered;
      const outHeaders: Record<string, string> = {};
      response.headers.forEach((value, key) => {
        if (key !== "content-length" && key !== "content-encoding") outHeaders[key] = value;
      });
      // The policy names this render's nonce: it is kept with the page, which is one answer with it (ADR 0009).
      if (html) {
        outHeaders["content-security-policy"] = pagePolicy(nonce, { statisticsUrl: options.statisticsUrl, mediaOrigins: options.mediaOrigins, https: options.publicUrl.startsWith("https://") });
      }
      const page: CachedPage = { status: response.status, headers: outHeaders, body, etag: etagOf(body) };
      // Only complete, public answers are kept: pages never hold member data (the token lives in the browser), and a
      // page its route marks no-store or private (a news preview link: a draft for one staff member) is never kept.
      const keep =
        (response.status === 200 || response.status === 404) && !outHeaders["set-cookie"] && !/\b(no-store|private)\b/i.test(outHeaders["cache-control"] ?? "");
      // A kept page is compressed once, at the highest levels, for every reader who gets it; a page rendered for
      // one reader only is left to @fastify/compress (one encoding, a fast level).
      return keep && cache.enabled ? { value: await withCompressedBodies(page), keep, tags: [...tags] } : { value: page, keep: false };
    };

    const cacheable = !consolePage && (request.method === "GET" || request.method === "HEAD") && cache.enabled;
    // A request that would wait for a render of its own spends one of its client's renders (by client address, an
    // IPv6 /64 as one); a cached page, fresh or stale, and a render of the same page already running cost nothing.
    if (renderBudget && (!cacheable || cache.wouldRun(address))) {
      const wait = renderBudget.take(clientAddressKey(request.ip), Date.now());
      if (wait) return tooManyPages(reply, path, wait);
    }
    const page = cacheable ? await cache.load(address, renderPage) : (await renderPage()).value;
    reply.status(page.status).headers(page.headers);
    if (consolePage) {
      // Never kept by a cache on the way, nor by the browser's (back after signing out shows no staff page).
      reply.header("cache-control", "private, no-store");
    } else if (page.status === 200) {
      reply.header("etag", page.etag);
      if (!page.headers["cache-control"]) {
        reply.header("cache-control", "public, max-age=0, s-maxage=30, stale-while-revalidate=60");
      }
      if (request.headers["if-none-match"] === page.etag) return reply.status(304).send();
    } else if (!page.headers["cache-control"]) {
      reply.header("cache-control", "no-store");
    }
    const accept = request.headers["accept-encoding"];
    const { encoding, body } = page.br || page.gzip ? pickEncoding(page, accept) : await compressedFor(page, accept);
    reply.header("vary", "accept-encoding");
    // Already compressed: @fastify/compress leaves a reply with a Content-Encoding alone.
    if (encoding) reply.header("content-encoding", encoding);
    return reply.send(body);
  }

  app.route({ method: ["GET", "HEAD"], url: "/*", handler: render });
  app.route({ method: ["GET", "HEAD"], url: "/", handler: render });
}
