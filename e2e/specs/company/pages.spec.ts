// About us (spec §2 About us, §7 CMS; docs/company.md): every page of the section renders in the four languages
// with its sub-navigation and breadcrumb; the press list filters by year and pages, leads to a release whose gallery
// enlarges its pictures (spec §2 Layout); the like asks a visitor to sign in and counts a member's like; the history
// timeline has its milestones with galleries.
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { apiData, BASE_URL, KEYS, url, URL_LANGS, VIEWPORTS } from "../../helpers.ts";
import { ABOUT_PAGES } from "./helpers.ts";
import { waitForIsland } from "../frame/helpers.ts";
import { tokenFor } from "../member/helpers.ts";

test("every About us page renders in the four languages, with the sub-navigation marking it and a breadcrumb", async ({ quietPage }) => {
  const { page, errors } = await quietPage();
  for (const lang of URL_LANGS) {
    for (const { path, testId } of ABOUT_PAGES) {
      const response = await page.goto(url(`/${lang}/${path}`));
      assert.equal(response?.status(), 200, `/${lang}/${path}`);
      await page.getByTestId(testId).waitFor();
      assert.ok((await page.locator("h1").innerText()).trim().length > 1, `/${lang}/${path} has a title`);
      const current = page.locator('[data-testid=about-nav] a[aria-current="page"]');
      assert.equal(await current.count(), 1, `/${lang}/${path}: one current entry`);
      const crumbs = page.locator("[data-testid=breadcrumb] li");
      assert.ok((await crumbs.count()) >= 2, `/${lang}/${path} has a breadcrumb`);
    }
  }
  const navLinks = await page.locator("[data-testid=about-nav] a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  assert.ok(navLinks.includes("/pt/about_us/visit"), "the sub-navigation links the visits page");
  assert.deepEqual(errors, []);
});

test("on a phone the sub-navigation row shows the current page's entry, scrolled into view as the page is parsed", async ({ quietPage }) => {
  const { page, context } = await quietPage({ viewport: VIEWPORTS.mobile });
  await context.route(/\.js(\?|$)/, (route) => route.abort()); // no island helps: the inline script alone
  await page.goto(url("/en/about_us/international"));
  const { strip, item, scrolled } = await page.evaluate(() => {
    const row = document.querySelector<HTMLElement>("[data-testid=about-nav] ul");
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current) throw new Error("the sub-navigation row and its current entry are on the page");
    const a = row.getBoundingClientRect();
    const b = current.getBoundingClientRect();
    return { strip: [a.left, a.right], item: [b.left, b.right], scrolled: row.scrollLeft };
  });
  assert.ok(scrolled > 0, "the row is scrolled");
  assert.ok(item[0] >= strip[0] - 1 && item[1] <= strip[1] + 1, `the current entry ${item} lies within the row ${strip}`);
});

test("the CMS pages show their text: the profile's mission, the report's documents, the partners' logos and links", async ({ quietPage }) => {
  const { page } = await quietPage({ viewport: VIEWPORTS.mobile });
  await page.goto(url("/en/about_us/company_profile"));
  assert.equal(await page.locator("h1").innerText(), "Company profile");
  assert.match(await page.getByTestId("about-body").innerText(), /Our mission/);
  await page.goto(url("/pt/about_us/report"));
  assert.equal(await page.locator(".about-documents a").first().getAttribute("href"), "/demo/downloads/annual-report-2025.pdf");
  await page.goto(url("/zh-hant/about_us/international"));
  assert.equal(await page.locator("[data-testid=about-cooperation] [data-testid=partner]").count(), 5);
  assert.equal(await page.locator("[data-testid=about-alliances] [data-testid=partner]").count(), 3);
  assert.equal(await page.locator("[data-testid=about-cooperation] .partner__link").first().getAttribute("href"), "https://www.rtp.pt/");
  await page.goto(url("/en/about_us/program_production"));
  assert.equal(await page.getByTestId("production-service").count(), 4);
  assert.equal(await page.locator("[data-gallery=production-banners] a[data-gallery-index]").count(), 2);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 375, `nothing wider than the phone (${width})`);
});

test("press releases: by year and in pages, then a release with its gallery that enlarges, its views and its breadcrumb", async ({ quietPage }) => {
  const { page, errors } = await quietPage();
  const years = await apiData("/api/v1.0/cms/company/info/years?type=press_release", "en");
  await page.goto(url("/en/about_us/press_release"));
  const chips = page.getByTestId("press-year");
  assert.deepEqual(await chips.allInnerTexts().then((texts) => texts.map((s) => Number(s.split(/\s/)[0]))), years.map((y: { year: number }) => y.year));
  const oldest = years[years.length - 1];
  await chips.last().click();
  await page.waitForURL(new RegExp(`press_release\\?year=${oldest.year}$`));
  assert.equal(await page.locator("[data-testid=press-list] [data-testid=press-card]").count(), oldest.count);
  assert.equal(await page.locator('[data-testid=press-year][aria-current="page"]').count(), 1);

  await page.goto(url("/en/about_us/press_release"));
  assert.equal(await page.locator("[data-testid=press-card]").count(), 6);
  const all = await apiData("/api/v1.0/cms/company/info?type=press_release&pageSize=100", "en");
  if (all.total > 6) {
    await page.locator('.pagination a[rel="next"]').click();
    await page.waitForURL(/page=2$/);
    assert.equal(await page.locator("[data-testid=press-card]").count(), Math.min(6, all.total - 6));
    await page.goto(url("/en/about_us/press_release"));
  }

  const first = all.items[0];
  await page.locator("[data-testid=press-card] a").first().click();
  await page.waitForURL(new RegExp(`/en/about_us/press_release/${first.id}$`));
  await page.getByTestId("press-detail").waitFor();
  assert.equal(await page.locator("h1").innerText(), first.title);
  const crumbs = await page.locator("[data-testid=breadcrumb] li").allInnerTexts();
  assert.ok(crumbs.some((c) => c.includes("About Us")) && crumbs.at(-1)?.includes(first.title), `breadcrumb: ${crumbs.join(" › ")}`);

  await page.locator("[data-gallery][data-ready]").waitFor({ state: "attached" });
  await waitForIsland(page, "GalleryViewer");
  await page.locator(".gallery__lead").click();
  const viewer = page.getByRole("dialog", { name: "Photo viewer" });
  await viewer.waitFor();
  let detail = await apiData(`/api/v1.0/cms/company/info/${first.id}`, "en");
  // The view is sent by the page once the browser is idle: ask until it has arrived.
  for (let i = 0; i < 50 && detail.viewCount === first.viewCount; i++) {
    await page.waitForTimeout(100);
    detail = await apiData(`/api/v1.0/cms/company/info/${first.id}`, "en");
  }
  assert.equal(await page.getByTestId("gallery-counter").innerText(), `1 / ${detail.pictures.length}`);
  const height = await page.getByTestId("gallery-image").evaluate((img) => img.getBoundingClientRect().height);
  assert.ok(height <= 600, `at most 600 px high (${height})`);
  await page.keyboard.press("ArrowRight");
  assert.equal(await page.getByTestId("gallery-image").getAttribute("src"), detail.pictures[1].src);
  await page.keyboard.press("Escape");
  await viewer.waitFor({ state: "hidden" });
  assert.equal(detail.viewCount, first.viewCount + 1, "the reader's view was counted");
  assert.deepEqual(errors, []);
});

test("signed out, the like asks the visitor to log in; a member's like is counted and taken back", async ({ quietPage, memberPage }) => {
  const { items } = await apiData("/api/v1.0/cms/company/info?type=press_release&pageSize=2", "en");
  const item = items[1];
  {
    const { page } = await quietPage();
    await page.goto(url(`/en/about_us/press_release/${item.id}`));
    await page.locator('[data-testid="login-dialog"][data-ready="true"]').waitFor({ state: "attached" });
    await waitForIsland(page, "LikeButton");
    const before = await page.getByTestId("like-count").innerText();
    await page.locator(".like__button").click();
    await page.getByTestId("login-required").waitFor();
    assert.equal(await page.getByTestId("like-count").innerText(), before, "nothing was counted");
  }
  const token = await tokenFor(BASE_URL);
  const { page, at } = await memberPage({ storage: { [KEYS.memberToken]: token } });
  await page.goto(at(`/en/about_us/press_release/${item.id}`));
  await waitForIsland(page, "LikeButton");
  await page.locator('[data-testid="like"][data-ready]').waitFor();
  const button = page.locator(".like__button");
  const count = async () => Number(await page.getByTestId("like-count").getAttribute("data-count"));
  if ((await button.getAttribute("aria-pressed")) === "true") {
    await button.click();
    await page.locator('.like__button[aria-pressed="false"]').waitFor();
  }
  const base = await count();
  await button.click();
  await page.locator('.like__button[aria-pressed="true"]').waitFor();
  assert.equal(await count(), base + 1);
  assert.equal((await apiData(`/api/v1.0/cms/company/info/${item.id}`, "en")).likeCount, base + 1);
  await button.click();
  await page.locator('.like__button[aria-pressed="false"]').waitFor();
  assert.equal((await apiData(`/api/v1.0/cms/company/info/${item.id}`, "en")).likeCount, base);
});

test("the history timeline lists the milestones oldest first, each picture enlarging in the viewer", async ({ quietPage }) => {
  const { page, errors } = await quietPage({ viewport: VIEWPORTS.mobile });
  const milestones = await apiData("/api/v1.0/cms/historical-progress", "zh-hant");
  await page.goto(url("/zh-hant/about_us/history"));
  const items = page.getByTestId("milestone");
  assert.equal(await items.count(), milestones.length);
  assert.ok(milestones.length >= 8);
  assert.deepEqual(await page.locator(".timeline__year").allInnerTexts(), milestones.map((m: { year: number }) => String(m.year)));
  const third = page.locator(`[data-gallery=milestone-${milestones[2].id}]`);
  await third.scrollIntoViewIfNeeded();
  await page.locator(`[data-gallery=milestone-${milestones[2].id}][data-ready]`).waitFor({ state: "attached" });
  await third.locator(".gallery__lead").click();
  await page.getByRole("dialog").waitFor();
  assert.equal(await page.getByTestId("gallery-counter").innerText(), `1 / ${milestones[2].images.length}`);
  assert.equal(await page.getByTestId("gallery-image").getAttribute("src"), milestones[2].images[0].src);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 375, `nothing wider than the phone (${width})`);
  assert.deepEqual(errors, []);
});
