// Advert and banner pages, the default image for a missing or failing picture, notice list and detail.
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { apiData, quietOverlays, url, VIEWPORTS } from "../../helpers.ts";
import { recordBeacons, until } from "./helpers.ts";

const DEFAULT_IMAGE = "/demo/default-ad.svg";

test("an advert without a picture shows the default image; a picture that fails to load is replaced by it", async ({ openPage }) => {
  const top = await apiData("/api/v1.0/advertisement/list?slug=homepagetop", "en");
  const withoutCover = top.items.find((a: { cover: string }) => a.cover === DEFAULT_IMAGE);
  const withCover = top.items.find((a: { cover: string; hasInnerDetail: boolean }) => a.cover !== DEFAULT_IMAGE && a.hasInnerDetail);
  assert.ok(withoutCover && withCover, "the demo has home adverts with and without a picture");
  const { page, context, errors } = await openPage({ viewport: VIEWPORTS.desktop });
  await quietOverlays(context);
  const { events } = recordBeacons(page);

  await page.goto(url(`/en/advertisement/${withoutCover.id}`));
  await until(page, () => events.some((e) => e.event === "ad_view" && e.object_id === withoutCover.id), "ad_view of the page's advert");
  const hero = page.locator(".advert-hero img");
  assert.equal(new URL((await hero.getAttribute("src")) ?? "", url("/")).pathname, DEFAULT_IMAGE);

  await page.route(`**${withCover.cover}`, (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto(url(`/en/advertisement/${withCover.id}`));
  // The swap sets the new address; the default image then loads (a moment later on a busy machine): wait for both.
  await page.waitForFunction((defaultImage) => {
    const img = document.querySelector<HTMLImageElement>(".advert-hero img");
    return img?.getAttribute("src") === defaultImage && img.complete && img.naturalWidth > 0;
  }, DEFAULT_IMAGE, { timeout: 30_000 });
  assert.equal(await page.locator("h1").innerText(), withCover.title);
  assert.deepEqual(errors.filter((e) => !e.includes("404")), []);
});

test("preview shows an advert with its window and is not indexed; unknown adverts and banners are 404", async ({ openPage }) => {
  const footer = await apiData("/api/v1.0/advertisement/list?slug=footer", "pt");
  const { page } = await openPage({ viewport: VIEWPORTS.mobile });
  await page.goto(url(`/pt/advertisement/preview/${footer.items[0].id}`));
  assert.equal(await page.locator('meta[name="robots"]').getAttribute("content"), "noindex, nofollow");
  assert.match(await page.locator(".preview-note").innerText(), /Pré-visualização/);
  for (const path of ["/pt/advertisement/999999", "/pt/banner/999999", "/pt/advertisement/abc"]) {
    const response = await page.goto(url(path));
    assert.equal(response?.status(), 404, path);
  }
});

test("the menu banner opens its banner page", async ({ openPage }) => {
  const banners = await apiData("/api/v1.0/common/banner?slug=menu_program_en", "en");
  const { page } = await openPage();
  const response = await page.goto(url(`/en/banner/${banners[0].id}`));
  assert.equal(response?.status(), 200);
  assert.equal(await page.locator("h1").innerText(), banners[0].title);
});

test("the notice list pages through the notices and opens one", async ({ openPage }) => {
  const first = await apiData("/api/v1/notice/list?page=1&pageSize=10", "en");
  const { page, context } = await openPage({ viewport: VIEWPORTS.mobile });
  await quietOverlays(context);
  await page.goto(url("/en/notice-list"));
  const items = page.getByTestId("notice-list-item");
  assert.equal(await items.count(), Math.min(10, first.total));
  assert.equal((await items.first().locator("a").innerText()).trim(), first.items[0].title);
  if (first.total > 10) {
    await Promise.all([page.waitForURL("**/en/notice-list?page=2"), page.getByTestId("notice-next-page").click()]);
    assert.equal(await page.getByTestId("notice-list-item").count(), Math.min(10, first.total - 10));
    await page.goto(url("/en/notice-list"));
  }
  const inner = first.items.find((n: { url?: string | null }) => !n.url);
  await Promise.all([page.waitForURL(`**/en/notice-detail/${inner.id}`), page.locator(`a[href="/en/notice-detail/${inner.id}"]`).first().click()]);
  const detail = await apiData(`/api/v1/notice/${inner.id}`, "en");
  assert.equal(await page.locator("h1").innerText(), detail.title);
  if (detail.content) assert.ok((await page.locator(".rich-text").innerText()).length > 0);
  assert.equal((await page.goto(url("/en/notice-detail/999999")))?.status(), 404);
});

test("the home banner writes each advert's title over its picture, at both sizes, and the picture adds no second name", async ({ openPage }) => {
  const top = await apiData("/api/v1.0/advertisement/list?slug=homepagetop", "pt");
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    const { page, context } = await openPage({ viewport });
    await quietOverlays(context);
    await page.goto(url("/pt/"));
    const banner = page.locator('.ad-box[data-slot="homepagetop"]');
    const caption = banner.locator('[data-testid="ad-caption"]').first();
    await caption.scrollIntoViewIfNeeded();
    assert.equal(await caption.innerText(), top.items[0].title);
    assert.ok(await caption.isVisible(), "the first caption is visible");
    const box = await caption.boundingBox();
    const picture = await banner.locator(".ad-frame img").first().boundingBox();
    assert.ok(box && picture && box.y + box.height <= picture.y + picture.height + 1 && box.y >= picture.y, "the caption lies on the picture");
    assert.equal(await banner.locator(".ad-frame img").first().getAttribute("alt"), "");
    const link = banner.locator("a.ad-link").first();
    assert.match(await link.evaluate((a) => a.textContent ?? ""), new RegExp(top.items[0].title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  }
});

test("the home top carousel sends ad_view for the advert it shows, again for the next once it turns, and ad_click when one is followed", async ({ openPage }) => {
  const top = await apiData("/api/v1.0/advertisement/list?slug=homepagetop", "en");
  assert.ok(top.items.length >= 2, "the demo's home top slot is a carousel");
  const [first, second] = top.items as { id: number; title: string }[];
  const { page, context } = await openPage({ viewport: VIEWPORTS.desktop });
  await quietOverlays(context);
  const { events, clicks } = recordBeacons(page);
  await page.goto(url("/en/"));
  const banner = page.locator('.ad-box[data-slot="homepagetop"]');
  await banner.scrollIntoViewIfNeeded();
  await until(page, () => events.some((e) => e.event === "ad_view" && e.object_id === first!.id), "ad_view of the first slide");
  assert.deepEqual(
    events.find((e) => e.event === "ad_view" && e.object_id === first!.id),
    { event: "ad_view", object_id: first!.id, source: "pc", platform: "web", site_id: 0 },
  );
  // Only the slide shown is counted; the next one when it turns (by hand here), once per page.
  assert.equal(events.filter((e) => e.event === "ad_view" && e.object_id === second!.id).length, 0, "the hidden slide is not counted");
  await banner.locator(".carousel__arrow--next").click();
  await until(page, () => events.some((e) => e.event === "ad_view" && e.object_id === second!.id), "ad_view of the second slide");
  await banner.locator(".carousel__arrow--prev").click();
  await page.waitForTimeout(300);
  assert.equal(events.filter((e) => e.event === "ad_view" && e.object_id === first!.id).length, 1, "one ad_view per advert and page");

  // The click is counted as the link is followed; the page stays (the slide may lead to another site).
  await page.evaluate(() => document.addEventListener("click", (event) => event.preventDefault()));
  await banner.locator(".carousel__slide:not([aria-hidden='true']) a").first().click();
  await until(page, () => events.some((e) => e.event === "ad_click" && e.object_id === first!.id), "ad_click of the first slide");
  await until(page, () => clicks.includes(String(first!.id)), "the advertisement click call");
});
