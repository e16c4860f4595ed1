import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { URL_LANGS } from "@portal/contract/locales";
import { specials } from "../modules/special/tables.ts";
import { votes } from "../modules/vote/tables.ts";
import { SITE_ORIGIN as ORIGIN, useRenderedSite } from "./rendered-site.ts";

// Issue 21 item 11: the contest's terms link answered 404. Every link and button of the contest pages — each
// competition's page (subject-vote-index), its terms (subject-term) and its vote's page (vote?appkey=), in the four
// languages — leads to a page that answers 200 (after at most three redirects); a link to a place on the page
// (#id) finds that place. Pages are served from the web build (`npm test` builds first), as site-links.test.ts.
const site = useRenderedSite();

const unescape = (value: string) => value.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');

/** What the page's content (its <main>) leads to: links, link-like buttons (formaction, data-href) and GET forms. */
function targetsOf(html: string): string[] {
  const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
  const found: string[] = [];
  for (const [, tag = "", attrs = ""] of main.matchAll(/<(a|button|form|input)\b([^>]*)>/gi)) {
    const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(attrs)?.[1];
    const name = tag.toLowerCase();
    const href = name === "a" ? attr("href") : name === "form" ? (/method="post"/i.test(attrs) ? undefined : attr("action")) : (attr("formaction") ?? attr("data-href"));
    if (href !== undefined) found.push(unescape(href));
  }
  return found;
}

/** The contest pages of every published competition, in every language. */
async function contestPages(): Promise<string[]> {
  const competitions = await site.database.db.select({ id: specials.id }).from(specials).where(eq(specials.kind, "competition"));
  const ids = competitions.map((c) => c.id);
  const contestVotes = ids.length ? await site.database.db.select({ appkey: votes.appkey }).from(votes).where(inArray(votes.specialId, ids)) : [];
  return URL_LANGS.flatMap((lang) => [
    ...ids.flatMap((id) => [`/${lang}/subject-vote-index?id=${id}`, `/${lang}/subject-term?id=${id}`]),
    ...contestVotes.map((v) => `/${lang}/vote?appkey=${encodeURIComponent(v.appkey)}`),
  ]);
}

describe("the contest pages' links and buttons", () => {
  it("every link and button of every contest page leads to a page that answers 200, in the four languages", async () => {
    const pages = await contestPages();
    expect(pages.length).toBeGreaterThanOrEqual(URL_LANGS.length * 3);
    const failures: string[] = [];
    const checked = new Map<string, string>();
    let terms = 0;
    for (const page of pages) {
      const res = await site.get(page);
      if (res.statusCode !== 200) {
        failures.push(`${page} → ${res.statusCode}`);
        continue;
      }
      for (const target of targetsOf(res.body)) {
        if (target.startsWith("#")) {
          // A place on the page: it must be there.
          const id = decodeURIComponent(target.slice(1));
          if (id && id !== "top" && !res.body.includes(`id="${id}"`)) failures.push(`${page}: ${target} → no such place`);
          continue;
        }
        const url = new URL(target, ORIGIN + page);
        if (url.origin !== ORIGIN) {
          if (!/^(https?|mailto|tel):$/.test(url.protocol)) failures.push(`${page}: ${target} → not a web address`);
          continue;
        }
        if (url.pathname.includes("/subject-term")) terms += 1;
        const path = url.pathname + url.search;
        if (!checked.has(path)) {
          const { status, at } = await site.finalStatus(path);
          checked.set(path, status === 200 ? "" : `${status}${at === path ? "" : ` (at ${at})`}`);
        }
        const problem = checked.get(path);
        if (problem) failures.push(`${page}: ${target} → ${problem}`);
      }
    }
    // Each competition's page in each language offers its terms.
    expect(terms).toBeGreaterThanOrEqual(URL_LANGS.length);
    expect(failures.sort()).toEqual([]);
  }, 180_000);
});
