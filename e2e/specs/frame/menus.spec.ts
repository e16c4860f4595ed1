// Menus that do what they say (issue 10, item 4) at 375 and 1440 px: the language news entries open that newsroom in
// its own language from every menu; a panel opened by the pointer stays open when its arrow is clicked; the phone
// menu keeps its close button in view while it scrolls; a category list's breadcrumb names the category once;
// Chinese pages say 登入 and mark entries in Chinese; the phones' search icon leads to a focused search box; the
// page of every news topic. Issue 21's newsroom categories: menus-newsrooms.spec.ts.
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { apiData, expectNoA11yViolations, url, type UrlLang, VIEWPORTS } from "../../helpers.ts";
import { islandsStarted, openPhoneMenu } from "./helpers.ts";

/** The main menu's top entry `title` (desktop), its panel and its arrow. */
function topEntry(page: Page, title: string) {
  const item = page.locator(".main-nav .menu-item.has-children").filter({ has: page.locator(":scope > .menu-link", { hasText: title }) });
  return { item, panel: item.locator(".menu-panel"), arrow: item.locator(".menu-toggle-sub") };
}

/** What each menu's language entries lead to: the newsroom in its own language (Chinese in the reader's script). */
const NEWSROOM_LINKS: Record<UrlLang, Record<string, string>> = {
  "zh-hant": { 中文新聞: "/zh-hant/news_zh", 英文新聞: "/en/news_en", 葡文新聞: "/pt/news_pt" },
  "zh-hans": { 中文新闻: "/zh-hans/news_zh", 英文新闻: "/en/news_en", 葡文新闻: "/pt/news_pt" },
  en: { "Chinese News": "/zh-hant/news_zh", "English News": "/en/news_en", "Portuguese News": "/pt/news_pt" },
  pt: { "Notícias em Chinês": "/zh-hant/news_zh", "Notícias em Inglês": "/en/news_en", "Notícias em Português": "/pt/news_pt" },
};
const NEWS: Record<UrlLang, string> = { "zh-hant": "新聞", "zh-hans": "新闻", en: "News", pt: "Notícias" };
/** The hreflang of a link, by the first segment of its address. */
const HTML_LANG: Record<string, string> = { "/zh-hant": "zh-Hant", "/zh-hans": "zh-Hans", "/en": "en", "/pt": "pt" };

test("every menu's language news entries lead to that newsroom in its language (1440 px): hrefs, hreflang and a click", async ({ quietPage }) => {
  const { page } = await quietPage({ viewport: VIEWPORTS.desktop });
  for (const [lang, links] of Object.entries(NEWSROOM_LINKS) as [UrlLang, Record<string, string>][]) {
    await page.goto(url(`/${lang}/news-list`));
    const { panel } = topEntry(page, NEWS[lang]);
    for (const [title, href] of Object.entries(links)) {
      // Read while the panel is closed (not shown, so not a "role" yet): the links are in the page all the same.
      const link = panel.locator("a").filter({ hasText: new RegExp(`^${title}$`) });
      assert.equal(await link.getAttribute("href"), href, `${lang}: ${title}`);
      const other = !href.startsWith(`/${lang}/`);
      assert.equal(await link.getAttribute("hreflang"), other ? HTML_LANG[href.slice(0, href.indexOf("/", 1))] : null, `${lang}: ${title} says its language`);
    }
  }
  // A Chinese reader opens English news: it is the English newsroom, in English (no redirect back to Chinese).
  await page.goto(url("/zh-hant/news-list"));
  const news = topEntry(page, "新聞");
  await islandsStarted(page);
  await news.item.hover();
  await news.panel.waitFor();
  await Promise.all([page.waitForURL(url("/en/news_en")), news.panel.getByRole("link", { name: "英文新聞" }).click()]);
  assert.equal(await page.locator("html").getAttribute("lang"), "en");
});

test("the phone menu's Portuguese news opens the Portuguese newsroom in Portuguese (375 px)", async ({ quietPage }) => {
  const { page } = await quietPage({ viewport: VIEWPORTS.mobile });
  await page.goto(url("/zh-hant/news-list"));
  await openPhoneMenu(page);
  const menu = page.getByTestId("mobile-menu");
  await menu.getByRole("button", { name: "展開「新聞」" }).click();
  await Promise.all([page.waitForURL(url("/pt/news_pt")), menu.getByRole("link", { name: "葡文新聞" }).click()]);
  assert.equal(await page.locator("html").getAttribute("lang"), "pt");
});

test("a panel the pointer opened stays open when its arrow is clicked; a second click, or Esc, closes it (1440 px)", async ({ quietPage }) => {
  const { page, errors } = await quietPage({ viewport: VIEWPORTS.desktop });
  await page.goto(url("/en/news-list"));
  await islandsStarted(page);
  const news = topEntry(page, "News");
  // The pointer resting on an entry wakes the menu (hydrated when reached for), which then opens that entry's panel.
  await news.item.hover();
  await page.locator('[data-testid="main-nav"][data-js]').waitFor({ state: "attached" });
  await news.panel.waitFor();
  await news.arrow.click();
  await page.waitForTimeout(400); // longer than the pointer's open and close delays
  assert.equal(await news.panel.isVisible(), true, "the click keeps the panel the pointer opened");
  assert.equal(await news.arrow.getAttribute("aria-expanded"), "true");
  // Kept by the click: leaving with the pointer does not close it either.
  await page.mouse.move(700, 850);
  await page.waitForTimeout(400);
  assert.equal(await news.panel.isVisible(), true, "a clicked panel stays until closed");
  await news.arrow.click();
  await news.panel.waitFor({ state: "hidden" });
  assert.equal(await news.arrow.getAttribute("aria-expanded"), "false");
  // Opened from the keyboard, Esc closes it and gives the focus back to the arrow.
  await news.arrow.focus();
  await page.keyboard.press("Enter");
  await news.panel.waitFor();
  await page.keyboard.press("Escape");
  await news.panel.waitFor({ state: "hidden" });
  assert.equal(await news.arrow.evaluate((button) => button === document.activeElement), true);
  assert.deepEqual(errors, []);
});

test("the phone menu keeps its close button in view while it scrolls (375 px)", async ({ quietPage }) => {
  const { page } = await quietPage({ viewport: VIEWPORTS.mobile });
  await page.goto(url("/en/news-list"));
  await openPhoneMenu(page);
  const menu = page.getByTestId("mobile-menu");
  // Every group open: the menu is much taller than the phone.
  for (const expand of await menu.locator(".mobile-item--l1 > .mobile-row > .mobile-expand").all()) await expand.click();
  assert.ok((await menu.evaluate((panel) => panel.scrollHeight - panel.clientHeight)) > 800, "the menu scrolls");
  await menu.evaluate((panel) => panel.scrollTo(0, panel.scrollHeight));
  const close = menu.getByRole("button", { name: "Close menu" });
  const box = await close.boundingBox();
  assert.ok(box && box.y >= 0 && box.y + box.height <= VIEWPORTS.mobile.height, `the close button is on screen (${JSON.stringify(box)})`);
  assert.equal(
    await close.evaluate((button) => {
      const rect = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2));
    }),
    true,
    "nothing covers it",
  );
  await expectNoA11yViolations(page, { include: "#mobile-menu" });
  await close.click();
  await menu.waitFor({ state: "detached" });
  assert.equal(await page.getByTestId("menu-button").evaluate((button) => button === document.activeElement), true, "the focus is back on Menu");
});

test("a category list's breadcrumb names the category once", async ({ quietPage }) => {
  const { page } = await quietPage({ viewport: VIEWPORTS.desktop });
  const crumbs = async (path: string) => {
    await page.goto(url(path));
    return (await page.getByTestId("breadcrumb").locator("li").allInnerTexts()).map((text) => text.trim());
  };
  assert.deepEqual(await crumbs("/zh-hant/news-list?category=local"), ["首頁", "新聞", "中文新聞", "本地"]);
  assert.deepEqual(await crumbs("/zh-hans/news-list?category=sport&page=2"), ["首页", "新闻", "中文新闻", "体育"]);
  // The English list is not the Chinese newsroom's: it is named by the English newsroom's own entry (issue 21).
  assert.deepEqual(await crumbs("/en/news-list?category=local"), ["Home", "News", "English News", "Local"]);
  assert.deepEqual(await crumbs("/pt/news-list?category=sport"), ["Início", "Notícias", "Notícias em Português", "Desporto"]);
  assert.deepEqual(await crumbs("/en/news_en"), ["Home", "News", "English News"]);
});

test("Chinese pages say 登入 (登录) and mark entries in Chinese: no LOGIN, no NEW (375 and 1440 px)", async ({ quietPage }) => {
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    const { page } = await quietPage({ viewport });
    for (const [lang, signIn, mark] of [["zh-hant", "登入", "新"], ["zh-hans", "登录", "新"], ["en", "Log in", "New"], ["pt", "Entrar", "Novo"]]) {
      await page.goto(url(`/${lang}/news-list`));
      const member = page.locator('[data-testid="header-member"][data-ready="true"]');
      await member.waitFor();
      assert.equal((await member.locator(".member-name").innerText()).trim(), signIn, `${lang} ${viewport.width}`);
      const marks = await page.locator(".main-nav .menu-mark").evaluateAll((els) => els.map((el) => el.textContent));
      assert.ok(marks.includes(mark), `${lang}: the "new" mark reads ${mark} (${marks.join(", ")})`);
      if (lang.startsWith("zh")) {
        const header = await page.locator("#site-header").evaluate((el) => el.textContent ?? "");
        assert.doesNotMatch(header, /LOGIN|\bNEW\b/i, `${lang}: no English on a Chinese page's header`);
      }
    }
  }
});

test("the phones' search icon leads to the search box, focused and ready to type (375 px)", async ({ quietPage }) => {
  const { page } = await quietPage({ viewport: VIEWPORTS.mobile });
  for (const lang of ["zh-hant", "en"]) {
    await page.goto(url(`/${lang}/news-list`));
    await Promise.all([page.waitForURL(url(`/${lang}/search#search-keyword`)), page.locator(".masthead-search-link").click()]);
    await page.locator('[data-testid="search-page-form"][data-ready]').waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.id), "search-keyword", lang);
    await page.keyboard.type("輕軌");
    await Promise.all([page.waitForURL(/keyword=/), page.keyboard.press("Enter")]);
    // With a search made, the results come first: the box keeps quiet.
    assert.notEqual(await page.evaluate(() => document.activeElement?.id), "search-keyword");
  }
});

test("the page of every news topic: cards leading to each topic, which leads back; server-rendered, no island of its own", async ({ quietPage }) => {
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    const { page, errors } = await quietPage({ viewport });
    for (const [lang, title, back] of [["zh-hant", "新聞專題", "全部專題"], ["zh-hans", "新闻专题", "全部专题"], ["en", "News topics", "All topics"], ["pt", "Temas em destaque", "Todos os temas"]] as const) {
      const topics = await apiData("/api/v1.0/news/topics?PageSize=24", lang);
      await page.goto(url(`/${lang}/news-topics`));
      assert.equal(await page.locator("h1").innerText(), title);
      const cards = page.getByTestId("topic-card");
      assert.equal(await cards.count(), topics.items.length);
      assert.ok(topics.items.length > 0, "the demo has topics");
      assert.equal(await page.locator("main [data-island]").count(), 0, "nothing to hydrate in the page itself");
      const first = topics.items[0];
      assert.match(await cards.first().innerText(), new RegExp(first.title));
      await Promise.all([page.waitForURL(url(`/${lang}/news-topic/${first.slug}`)), cards.first().click()]);
      await Promise.all([page.waitForURL(url(`/${lang}/news-topics`)), page.getByRole("link", { name: back }).click()]);
    }
    await expectNoA11yViolations(page);
    assert.deepEqual(errors, []);
  }
  // Linked from the news menu, and a page beyond the last is not found.
  const html = await (await fetch(url("/en/news_en"))).text();
  assert.match(html, /href="\/en\/news-topics"/);
  assert.equal((await fetch(url("/en/news-topics?page=99"))).status, 404);
});
