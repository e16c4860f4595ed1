import { describe, expect, it } from "vitest";
import { URL_LANGS } from "@portal/contract/locales";
import { useRenderedSite } from "./rendered-site.ts";

// Issue 11: the menus, the footer and the sitemap lead only to pages that exist. Every internal link of the
// rendered frame (header menus, phone menu, footer) in the four languages, and every URL of /sitemap-pages.xml,
// must answer 200 (after at most three redirects). Pages are served from the web build (`npm test` builds first).
const site = useRenderedSite();

function internalLinks(html: string): string[] {
  const frame = html.replace(/<main[\s\S]*<\/main>/, ""); // the frame only: header, menus, footer
  const hrefs = [...frame.matchAll(/<a\s[^>]*href="([^"]+)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
  return hrefs.filter((href) => href.startsWith("/") && !href.startsWith("//"));
}

/** The paths that do not end on a 200 page; `redirects: false`: that do not answer 200 themselves. */
async function broken(paths: Iterable<string>, { redirects = true } = {}): Promise<string[]> {
  const failures: string[] = [];
  for (const path of new Set(paths)) {
    const { status, at } = await site.finalStatus(path, redirects ? 3 : 0);
    if (status !== 200) failures.push(`${path} → ${status}${at === path ? "" : ` (at ${at})`}`);
  }
  return failures.sort();
}

/** Each walk renders a few hundred pages one by one: far more than the default 30 s on a slow or busy machine. */
const WALK_TIMEOUT_MS = 180_000;

describe("links that lead somewhere", () => {
  // Issue 21: and a link names the page it means, not one that redirects there (the "News" entry read in English
  // is /en/news_en, not /en/news_zh and a 301): 200 at once.
  it("every internal link of the header, menus and footer answers 200 without a redirect, in the four languages", async () => {
    const links: string[] = [];
    for (const lang of URL_LANGS) {
      const home = await site.get(`/${lang}/`);
      expect(home.statusCode).toBe(200);
      links.push(...internalLinks(home.body));
    }
    expect(new Set(links).size).toBeGreaterThan(100);
    expect(await broken(links, { redirects: false })).toEqual([]);
  }, WALK_TIMEOUT_MS);

  it("every URL of /sitemap-pages.xml answers 200", async () => {
    const xml = (await site.get("/sitemap-pages.xml")).body;
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replaceAll("&amp;", "&")).pathname);
    expect(paths.length).toBeGreaterThan(40);
    expect(await broken(paths)).toEqual([]);
  }, WALK_TIMEOUT_MS);
});
