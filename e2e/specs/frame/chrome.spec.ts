// The frame's parts around the page (spec §2, §4, §8, §9): app mode (?platform), the 404 page, the breadcrumb, the
// header search, back-to-top and the scrolled header, and the page-view statistics event.
import assert from "node:assert/strict";
import type { Page, Request } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { HTML_LANG, KEYS, quietOverlays, url, URL_LANGS, type UrlLang, VIEWPORTS } from "../../helpers.ts";
import { afterTwoFrames, waitForIsland } from "./helpers.ts";

/** Every part of the frame that app mode (?platform) leaves out. */
const FRAME_PARTS = ["notice-bar", "urgent-bar", "site-header", "breadcrumb", "site-footer", "cookie-bar", "home-popup"];

const countOf = (page: Page, testId: string): Promise<number> => page.getByTestId(testId).count();

test("any platform query hides the notice and urgent bars, header, breadcrumb, footer, cookie bar and popup", async ({ openPage }) => {
  const { page, errors } = await openPage({ viewport: VIEWPORTS.mobile });
  // Without the query the frame is all there (the breadcrumb on an inner page, the popup on home).
  await page.goto(url("/zh-hant/debug"));
  for (const part of ["notice-bar", "urgent-bar", "site-header", "breadcrumb", "site-footer", "cookie-bar"]) {
    assert.equal(await countOf(page, part), 1, `${part} is there without ?platform`);
  }

  for (const [path, content] of [
    ["/zh-hant/?platform=app", "main#main.home"],
    ["/zh-hant/?platform=", "main#main.home"],
    ["/en/debug?platform=ios&x=1", '[data-testid="debug-page"]'],
  ]) {
    const response = await page.goto(url(path));
    assert.equal(response?.status(), 200, path);
    for (const part of FRAME_PARTS) assert.equal(await countOf(page, part), 0, `${part} is left out on ${path}`);
    assert.equal(await page.locator(content).isVisible(), true, `the page itself renders on ${path}`);
    assert.ok((await page.locator("main h1").count()) === 1, `the page keeps its heading on ${path}`);
  }
  // The quiet helpers stay and wake up without errors.
  await waitForIsland(page, "BackToTop");
  assert.deepEqual(errors, []);
});

const NOT_FOUND_TITLE: Record<UrlLang, string> = {
  "zh-hant": "找不到此頁面",
  "zh-hans": "找不到此页面",
  en: "We can't find that page",
  pt: "Não encontrámos esta página",
};

test("an unknown page answers 404 inside the frame, in its language, without a breadcrumb", async ({ openPage }) => {
  const { page } = await openPage({ viewport: VIEWPORTS.desktop });
  const response = await page.goto(url("/zh-hant/no-such-page"));
  assert.equal(response?.status(), 404);
  assert.equal(await page.evaluate(() => document.documentElement.lang), HTML_LANG["zh-hant"]);
  assert.equal(await countOf(page, "site-header"), 1, "the header is there");
  assert.equal(await countOf(page, "site-footer"), 1, "the footer is there");
  assert.equal(await countOf(page, "breadcrumb"), 0, "no breadcrumb");
  assert.equal((await page.locator('[data-testid="not-found"] h1').innerText()).trim(), NOT_FOUND_TITLE["zh-hant"]);
  assert.match(await page.getByTestId("not-found").innerText(), /\/zh-hant\/no-such-page/, "it names the address asked for");
  assert.equal(await page.getByTestId("not-found-home").getAttribute("href"), "/zh-hant/");
  assert.equal(await page.locator('meta[name="robots"]').getAttribute("content"), "noindex");
});

test("/{lang}/404 is the 404 page in each language", async ({ openPage }) => {
  const { page } = await openPage({ viewport: VIEWPORTS.mobile });
  for (const lang of URL_LANGS) {
    const response = await page.goto(url(`/${lang}/404`));
    assert.equal(response?.status(), 404, `/${lang}/404`);
    assert.equal(await page.evaluate(() => document.documentElement.lang), HTML_LANG[lang]);
    assert.equal((await page.locator('[data-testid="not-found"] h1').innerText()).trim(), NOT_FOUND_TITLE[lang]);
    assert.equal(await countOf(page, "site-header"), 1);
    assert.equal(await countOf(page, "breadcrumb"), 0);
    assert.equal(await page.getByTestId("not-found-home").getAttribute("href"), `/${lang}/`);
  }
});

test("the breadcrumb is hidden on home and shown on an inner page, ending with the page", async ({ openPage }) => {
  const { page } = await openPage({ viewport: VIEWPORTS.desktop });
  await page.goto(url("/zh-hant/"));
  assert.equal(await countOf(page, "breadcrumb"), 0, "none on home");

  await page.goto(url("/zh-hant/debug"));
  const crumbs = page.getByTestId("breadcrumb").locator("li");
  assert.equal(await crumbs.count(), 2);
  assert.equal(await crumbs.first().locator("a").getAttribute("href"), "/zh-hant/", "it starts at home");
  const last = crumbs.last().locator('[aria-current="page"]');
  assert.equal((await last.innerText()).trim(), (await page.locator("main h1").innerText()).trim(), "it ends with this page");
});

test("the header search removes spaces, and does nothing when the text is empty", async ({ openPage }) => {
  const { page, context } = await openPage({ viewport: VIEWPORTS.desktop });
  await quietOverlays(context);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest()) documents.push(new URL(request.url()).pathname + new URL(request.url()).search);
  });
  await page.goto(url("/zh-hant/debug"));
  const field = page.locator("#header-search");
  assert.equal(await field.isVisible(), true);
  // The header's search is hydrated when the reader reaches for it.
  await field.focus();
  await waitForIsland(page, "SiteSearch");

  await field.fill("   ");
  await field.press("Enter");
  await afterTwoFrames(page);
  assert.equal(page.url(), url("/zh-hant/debug"), "an empty search stays on the page");
  assert.equal(await page.evaluate(() => document.activeElement?.id), "header-search", "and keeps the focus in the field");

  await field.fill("  颱 風  消息 ");
  await Promise.all([page.waitForURL((u) => u.pathname === "/zh-hant/search"), field.press("Enter")]);
  assert.equal(new URL(page.url()).searchParams.get("keyword"), "颱風消息");
  assert.deepEqual(
    documents.map((d) => decodeURIComponent(d)),
    ["/zh-hant/debug", "/zh-hant/search?keyword=颱風消息"],
    "the empty search sent nothing",
  );
});

test("back-to-top shows beyond 400 px and takes the page back up; the header takes its scrolled state", async ({ openPage }) => {
  const { page, context } = await openPage({ viewport: VIEWPORTS.desktop });
  await quietOverlays(context);
  await page.goto(url("/zh-hant/"));
  await waitForIsland(page, "BackToTop");
  await waitForIsland(page, "HeaderScroll");
  const button = page.getByTestId("back-to-top");
  const header = page.getByTestId("site-header");
  const scrollTo = async (y: number) => {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await afterTwoFrames(page);
  };
  assert.equal(await button.isVisible(), false);
  assert.equal(await header.getAttribute("data-header-type"), "home");

  await scrollTo(400);
  assert.equal(await page.evaluate(() => window.scrollY), 400);
  assert.equal(await button.getAttribute("data-visible"), "false", "not at 400 px");
  assert.match((await header.getAttribute("class")) ?? "", /\bis-scrolled\b/, "the header is scrolled as soon as the page moves");
  assert.equal(await header.getAttribute("data-header-type"), "home-compact", "on home it turns compact once the notice bar is gone");

  await scrollTo(401);
  assert.equal(await button.getAttribute("data-visible"), "true", "beyond 400 px");
  await button.waitFor({ state: "visible" });

  await scrollTo(2000);
  await button.click();
  await page.waitForFunction(() => window.scrollY === 0);
  await afterTwoFrames(page);
  assert.equal(await button.getAttribute("data-visible"), "false");
  assert.doesNotMatch((await header.getAttribute("class")) ?? "", /\bis-scrolled\b/);
  assert.equal(await header.getAttribute("data-header-type"), "home");
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains("skip-link")), true, "focus lands at the top");
});

test("the header's top bar fits at every text size: the tools stay whole, nothing is cut or overlaps", async ({ openPage }) => {
  for (const width of [375, 600, 1440]) {
    const { page, context } = await openPage({ viewport: { width, height: 800 } });
    await quietOverlays(context);
    await page.goto(url("/pt/debug"));
    for (const size of [16, 18, 20]) {
      await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: KEYS.fontSize, value: JSON.stringify({ size, date: "2026-03-01" }) });
      await page.reload();
      await page.locator('[data-testid="header-weather"][data-state="ready"]').waitFor({ state: "attached" });
      const where = `${width} px, text ${size} px`;
      const layout = await page.evaluate(() => {
        const box = (el: Element | null): DOMRect => {
          if (!el) throw new Error("a part of the top bar is missing");
          return el.getBoundingClientRect();
        };
        const bar = box(document.querySelector(".utility-inner"));
        const info = box(document.querySelector(".utility-info"));
        const tools = box(document.querySelector(".utility-tools"));
        const member = box(document.querySelector('[data-testid="header-member"]'));
        const items = [...document.querySelectorAll(".utility-info > .utility-item")].map((el) => {
          const b = box(el);
          return { name: el.className, width: b.width, right: b.right, shown: b.width > 0 && b.top < info.bottom - 1 };
        });
        return { bar: { left: bar.left, right: bar.right }, info: { right: info.right }, tools: { left: tools.left, right: tools.right }, member: member.right, items };
      });
      assert.ok(layout.tools.right <= layout.bar.right + 0.5 && layout.member <= layout.bar.right + 0.5, `the tools and LOGIN are whole (${where})`);
      assert.ok(layout.info.right <= layout.tools.left + 0.5, `the information does not run under the tools (${where})`);
      for (const item of layout.items.filter((i) => i.shown)) {
        assert.ok(item.right <= layout.info.right + 0.5, `${item.name} shows whole or not at all (${where})`);
      }
      assert.ok(layout.items.find((i) => /utility-clock/.test(i.name))?.shown, `the clock shows (${where})`);
    }
  }
});

test("loading a page sends one page-view statistics event (analytics allowed: frame/consent-choice.spec.ts checks the refusal)", async ({ openPage }) => {
  const allowed = JSON.stringify({ v: 1, at: Date.now(), analytics: true });
  const { page } = await openPage({ viewport: VIEWPORTS.mobile, storage: { [KEYS.cookieConsent]: allowed } });
  // The page view (the home's adverts send ad_view events to the same address).
  const isStatistics = (request: Request) =>
    request.method() === "POST" && new URL(request.url()).pathname === "/api/v2.0/statistics" && request.postDataJSON()?.event === "page";
  const sent = page.waitForRequest(isStatistics);
  await page.goto(url("/en/"));
  const request = await sent;
  assert.deepEqual(request.postDataJSON(), { event: "page", object_id: "/en/", source: "pc", platform: "web", site_id: 0 });
  const response = await request.response();
  assert.equal(response?.status(), 200);
  assert.equal((await response?.json())?.code, 0);
});
