// Every link a reader can follow from the menus, the footer and the sitemaps leads to a page (spec §2; issue 13:
// "the menu and sitemap lead to no 404"). Plain HTTP, no browser: the home page of each language is read for its
// links (the header, the menu panels as their island props carry them, the footer), the menu API for every entry —
// hidden ones too, since staff may show them — and /sitemap-pages.xml for every page in four languages.
import assert from "node:assert/strict";
import { test } from "node:test";
import { URL_LANGS, url } from "../helpers.mjs";

const API_LANG = { "zh-hant": "zh_TW", "zh-hans": "zh_CN", en: "en", pt: "pt" };

/** Internal hrefs of an HTML page: attributes, and "href" values inside island props (HTML-escaped JSON). */
function internalLinks(html) {
  const found = new Set();
  for (const match of html.matchAll(/href="(\/[^"#]*)/g)) found.add(match[1]);
  for (const match of html.matchAll(/&quot;href&quot;:&quot;(\/[^&#]*)/g)) found.add(match[1]);
  return [...found].map((href) => href.replaceAll("&amp;", "&")).filter((href) => !/^\/(assets|islands|demo|uploads|rss|api)\//.test(href) && !href.startsWith("//"));
}

/** Every internal path of the menu API's entries (all levels, hidden ones too), read in `lang`. */
async function menuPaths(lang) {
  const response = await fetch(url("/api/v1.0/cms/menu"), { headers: { "api-language": API_LANG[lang] } });
  const { data } = await response.json();
  const paths = [];
  const walk = (items) => {
    for (const item of items) {
      if (item.path !== null) paths.push(`/${lang}/${item.path}`);
      walk(item.chilrends ?? []);
    }
  };
  for (const list of [data.menu, data.footMenuLeft, data.footMenuRight, data.footAppDownload]) walk(list);
  return paths;
}

/** The status each path ends at (redirects followed), a few at a time. */
async function statuses(paths) {
  const results = new Map();
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const response = await fetch(url(path), { redirect: "follow" });
        await response.arrayBuffer();
        results.set(path, response.status);
      }
    }),
  );
  return results;
}

test("every menu, footer and sitemap link answers a page, in the four languages", async () => {
  const paths = new Set();
  for (const lang of URL_LANGS) {
    const html = await (await fetch(url(`/${lang}/`))).text();
    for (const href of internalLinks(html)) paths.add(href);
    for (const path of await menuPaths(lang)) paths.add(path);
  }
  const sitemap = await (await fetch(url("/sitemap-pages.xml"))).text();
  const base = url("/").replace(/\/$/, "");
  for (const match of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) paths.add(match[1].replace(base, "").replaceAll("&amp;", "&"));
  assert.ok(paths.size > 150, `only ${paths.size} links found`);

  const results = await statuses([...paths].sort());
  const broken = [...results].filter(([, status]) => status !== 200).map(([path, status]) => `${status} ${path}`);
  assert.deepEqual(broken, [], `links that do not lead to a page:\n${broken.join("\n")}`);
});
