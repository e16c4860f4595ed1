// Footer adverts (spec §3): two or more turn as a carousel every 8 s, pausable, by keyboard; ad_view and ad_click.
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { quietOverlays, url, VIEWPORTS } from "../../helpers.ts";
import { footerAdverts, recordBeacons, until } from "./helpers.ts";
import { waitForIsland } from "../frame/helpers.ts";

test("the footer carousel turns every 8 s, pauses on request and moves by keyboard", async ({ openPage }) => {
  const ads = await footerAdverts("en");
  const { page, context, errors } = await openPage({ viewport: VIEWPORTS.desktop, clock: Date.parse("2026-11-23T04:00:00Z") });
  await quietOverlays(context);
  await page.goto(url("/en/notice-list"));
  const footer = page.getByTestId("footer-ads");
  await footer.scrollIntoViewIfNeeded();
  await waitForIsland(page, "FooterAds");
  const position = page.getByTestId("footer-ads-position");
  const visibleTitle = () => footer.locator('[data-testid="footer-ad"]:not([aria-hidden])').innerText();
  assert.equal(await footer.getAttribute("aria-roledescription"), "carousel");
  assert.equal(await position.innerText(), `1 of ${ads.length}`);
  assert.equal((await visibleTitle()).trim(), ads[0].title);

  await page.mouse.move(0, 0); // the pointer is not over the carousel
  await page.clock.runFor(8_000);
  await assert.doesNotReject(() => page.waitForFunction(() => document.querySelector('[data-testid="footer-ads-position"]')?.textContent?.startsWith("2 ")));
  assert.equal((await visibleTitle()).trim(), ads[1].title);

  await page.getByTestId("footer-ads-toggle").click();
  assert.equal(await page.getByTestId("footer-ads-toggle").getAttribute("aria-label"), "Play promotions");
  await page.mouse.move(0, 0);
  await page.clock.runFor(20_000);
  assert.equal(await position.innerText(), `2 of ${ads.length}`, "paused: it stays");

  await page.getByTestId("footer-ads-next").focus();
  await page.keyboard.press("ArrowRight");
  assert.equal(await position.innerText(), `${ads.length >= 3 ? 3 : 1} of ${ads.length}`);
  // Hidden slides are out of the tab order and hidden from screen readers.
  assert.equal(await footer.locator('[data-testid="footer-ad"][aria-hidden="true"]').count(), ads.length - 1);
  assert.deepEqual(errors, []);
});

test("a footer advert sends ad_view when shown and ad_click (and the click call) when followed", async ({ openPage }) => {
  const ads = await footerAdverts("zh-hant");
  const { page, context } = await openPage({ viewport: VIEWPORTS.mobile });
  await quietOverlays(context);
  const { events, clicks } = recordBeacons(page);
  await page.goto(url("/zh-hant/notice-list"));
  assert.equal(events.filter((e) => e.event === "ad_view").length, 0, "nothing is counted before the footer shows");
  await page.getByTestId("footer-ads").scrollIntoViewIfNeeded();
  await waitForIsland(page, "FooterAds");
  await until(page, () => events.some((e) => e.event === "ad_view" && e.object_id === ads[0].id), "ad_view of the first footer advert");
  assert.deepEqual(
    events.find((e) => e.event === "ad_view"),
    { event: "ad_view", object_id: ads[0].id, source: "pc", platform: "web", site_id: 0 },
  );
  await Promise.all([page.waitForURL(`**/zh-hant/advertisement/${ads[0].id}`), page.getByTestId("footer-ad").first().locator("a").click()]);
  await until(page, () => events.some((e) => e.event === "ad_click" && e.object_id === ads[0].id), "ad_click");
  await until(page, () => clicks.includes(String(ads[0].id)), "the advertisement click call");
  assert.equal(await page.locator("h1").innerText(), ads[0].title);
});
