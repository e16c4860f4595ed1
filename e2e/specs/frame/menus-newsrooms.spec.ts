// Issue 21, item 7: the News panel lists each newsroom's own categories under its entry (Chinese, English and
// Portuguese news), the reader's newsroom first, and no link in it redirects — for an English and a Portuguese
// reader at 1440 (the panel) and 375 px (the phone menu). The rest of the menus: menus.spec.ts.
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { apiData, expectNoA11yViolations, url, type UrlLang, VIEWPORTS } from "../../helpers.ts";
import { islandsStarted, openPhoneMenu } from "./helpers.ts";

/** The main menu's top entry `title` (desktop), its panel. */
function topEntry(page: Page, title: string) {
  const item = page.locator(".main-nav .menu-item.has-children").filter({ has: page.locator(":scope > .menu-link", { hasText: title }) });
  return { item, panel: item.locator(".menu-panel") };
}

/** The readers of this spec: English and Portuguese. */
type ReaderLang = "en" | "pt";

const NEWS: Record<ReaderLang, string> = { en: "News", pt: "Notícias" };

interface ReaderNewsroom {
  latest: string;
  own: string;
  others: string[];
  home: string;
  local: string;
}

/** Issue 21: what the News panel holds for an English and a Portuguese reader. */
const READER_NEWSROOM: Record<ReaderLang, ReaderNewsroom> = {
  en: { latest: "Latest", own: "English News", others: ["Chinese News", "Portuguese News"], home: "/en/news_en", local: "Local" },
  pt: { latest: "Últimas", own: "Notícias em Português", others: ["Notícias em Chinês", "Notícias em Inglês"], home: "/pt/news_pt", local: "Local" },
};
/** READER_NEWSROOM's entries, in its order. */
const READERS = Object.entries(READER_NEWSROOM) as [ReaderLang, ReaderNewsroom][];

/** The category slugs the newsroom read in `lang` has stories in (news categories, then the list of each). */
async function newsroomCategories(lang: UrlLang): Promise<string[]> {
  const slugs: string[] = [];
  for (const { slug } of await apiData("/api/v1.0/news/categories", lang)) {
    if ((await apiData(`/api/v1.0/news?Category=${slug}&PageSize=1`, lang)).total > 0) slugs.push(slug);
  }
  return slugs;
}

/** Internal links that do not answer 200 themselves (a redirect, a missing page). */
async function notPagesThemselves(hrefs: (string | null)[]): Promise<string[]> {
  const failures: string[] = [];
  for (const href of new Set(hrefs)) {
    if (href === null) {
      failures.push("a link without an href");
      continue;
    }
    if (!href.startsWith("/")) continue;
    const res = await fetch(url(href), { redirect: "manual" });
    if (res.status !== 200) failures.push(`${href} → ${res.status}`);
  }
  return failures;
}

test("the News panel lists the reader's newsroom first with its own categories, every link the page itself (en, pt; 1440 px)", async ({ quietPage }) => {
  const { page, errors } = await quietPage({ viewport: VIEWPORTS.desktop });
  const panelLinks: (string | null)[] = [];
  for (const [lang, expected] of READERS) {
    await page.goto(url(`/${lang}/`));
    const news = topEntry(page, NEWS[lang]);
    assert.equal(await news.item.locator(":scope > .menu-link").getAttribute("href"), expected.home, `${lang}: News is the reader's newsroom`);
    const groups = (await news.panel.locator(".menu-group-title").allInnerTexts()).map((text) => text.trim());
    assert.deepEqual(groups.slice(0, 4), [expected.latest, expected.own, ...expected.others], `${lang}: the reader's newsroom first`);
    const slugs = await newsroomCategories(lang);
    assert.ok(slugs.length > 0, `${lang}: the newsroom has categories`);
    const own = news.panel.locator(".menu-group").filter({ has: page.locator(":scope > .menu-group-title", { hasText: new RegExp(`^${expected.own}$`) }) });
    const hrefs = await own.locator(".menu-leaf").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    assert.deepEqual(hrefs, slugs.map((slug) => `/${lang}/news-list?category=${slug}`), `${lang}: its own categories, in its language`);
    // Every newsroom entry has its categories, in that newsroom's language.
    for (const other of expected.others) {
      const group = news.panel.locator(".menu-group").filter({ has: page.locator(":scope > .menu-group-title", { hasText: new RegExp(`^${other}$`) }) });
      assert.ok((await group.locator(".menu-leaf").count()) > 0, `${lang}: ${other} lists its categories`);
    }
    panelLinks.push(expected.home, ...(await news.panel.locator("a").evaluateAll((links) => links.map((link) => link.getAttribute("href")))));
    // The pointer opens the panel; the reader's Local opens their newsroom's list, named by the menu.
    await islandsStarted(page);
    await news.item.hover();
    await news.panel.waitFor();
    await Promise.all([page.waitForURL(url(`/${lang}/news-list?category=${slugs[0]}`)), own.locator(".menu-leaf").first().click()]);
    const crumbs = (await page.getByTestId("breadcrumb").locator("li").allInnerTexts()).map((text) => text.trim());
    assert.deepEqual(crumbs.slice(1, 3), [NEWS[lang], expected.own]);
  }
  await expectNoA11yViolations(page);
  assert.deepEqual(await notPagesThemselves(panelLinks), [], "no link in the News panels redirects");
  assert.deepEqual(errors, []);
});

test("the phone menu lists the reader's newsroom first with its own categories (en, pt; 375 px)", async ({ quietPage }) => {
  const { page, errors } = await quietPage({ viewport: VIEWPORTS.mobile });
  for (const [lang, expected] of READERS) {
    await page.goto(url(`/${lang}/`));
    await openPhoneMenu(page);
    const menu = page.getByTestId("mobile-menu");
    const entry = (level: number, title: string) =>
      menu.locator(`.mobile-item--l${level}`).filter({ has: page.locator(":scope > .mobile-row > .mobile-link", { hasText: new RegExp(`^${title}`) }) }).first();
    const news = entry(1, NEWS[lang]);
    assert.equal(await news.locator(":scope > .mobile-row > .mobile-link").getAttribute("href"), expected.home);
    await news.locator(":scope > .mobile-row > .mobile-expand").click();
    const titles = await news.locator(".mobile-item--l2 > .mobile-row > .mobile-link .menu-title").allInnerTexts();
    assert.deepEqual(titles.slice(0, 4).map((text) => text.trim()), [expected.latest, expected.own, ...expected.others], lang);
    const own = entry(2, expected.own);
    await own.locator(":scope > .mobile-row > .mobile-expand").click();
    const hrefs = await own.locator(".mobile-item--l3 a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    assert.deepEqual(hrefs, (await newsroomCategories(lang)).map((slug) => `/${lang}/news-list?category=${slug}`), lang);
    await expectNoA11yViolations(page, { include: "#mobile-menu" });
    // hrefs has just been found equal to the category lists' addresses.
    await Promise.all([page.waitForURL(url(hrefs[0]!)), own.locator(".mobile-item--l3 a").first().click()]);
    assert.equal(await page.locator("html").getAttribute("lang"), lang);
  }
  assert.deepEqual(errors, []);
});
