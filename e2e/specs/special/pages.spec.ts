// Subject screens: list, detail (page-view statistic on success, error state otherwise), albums, terms, videos.
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { apiData, quietOverlays, url, VIEWPORTS } from "../../helpers.ts";
import { demoSpecial, recordBeacons, until } from "../advertisement/helpers.ts";

test("the subject list opens a special, which sends its page view and hides the breadcrumb", async ({ openPage }) => {
  const gp = await demoSpecial("macau-grand-prix", "en");
  const { page, context, errors } = await openPage({ viewport: VIEWPORTS.desktop });
  await quietOverlays(context);
  const { events } = recordBeacons(page);
  await page.goto(url("/en/subject"));
  assert.equal(await page.locator("nav.breadcrumb, [data-testid=breadcrumb]").count(), 0);
  assert.ok((await page.getByTestId("special-card").count()) >= 3);
  await Promise.all([page.waitForURL(`**/en/subject/${gp.id}`), page.getByRole("link", { name: new RegExp(gp.title) }).click()]);
  assert.equal(await page.locator("h1").innerText(), gp.title);
  assert.equal(await page.locator("nav.breadcrumb, [data-testid=breadcrumb]").count(), 0);
  await until(page, () => events.some((e) => e.event === "page" && e.object_id === `special/${gp.id}`), "the special's page view");
  const detail = await apiData(`/api/v1.0/special/${gp.id}`, "en");
  for (const video of detail.fbVideos) assert.equal(await page.locator(`a[href="${video.url}"]`).count(), 1);
  assert.equal(await page.getByTestId("item-review").count(), Math.min(4, detail.parts.review));
  assert.deepEqual(errors, []);
});

test("an unknown special shows the error state and sends no special page view", async ({ openPage }) => {
  const { page } = await openPage({ viewport: VIEWPORTS.mobile });
  const { events } = recordBeacons(page);
  const response = await page.goto(url("/zh-hant/subject/999999"), { waitUntil: "networkidle" });
  assert.equal(response?.status(), 404);
  assert.equal(await page.getByTestId("subject-detail").count(), 0);
  assert.equal(events.filter((e) => String(e.object_id ?? "").startsWith("special/")).length, 0);
});

test("programme reviews page, a photo album opens, terms and videos have their screens", async ({ openPage }) => {
  const gp = await demoSpecial("macau-grand-prix", "zh-hant");
  const albums = await apiData(`/api/v1.0/special/photo-album?specialId=${gp.id}`);
  const { page, context } = await openPage({ viewport: VIEWPORTS.mobile });
  await quietOverlays(context);
  await page.goto(url(`/zh-hant/subject/${gp.id}`));
  await Promise.all([page.waitForURL(/reviewPage=2/), page.getByTestId("reviews-next").click()]);
  assert.ok((await page.getByTestId("item-review").count()) >= 1);
  await page.goto(url(`/zh-hant/subject/${gp.id}?album=${albums.items[0].id}`));
  const album = page.getByTestId("photo-album");
  assert.equal(await album.locator("img").count(), albums.items[0].photoCount);
  const term = await page.goto(url(`/zh-hant/subject-term?id=${gp.id}`));
  assert.equal(term?.status(), 200);
  assert.match(await page.locator("h1").innerText(), /條款及細則/);
  await page.goto(url(`/zh-hant/subject-mv?id=${gp.id}`));
  assert.ok((await page.locator("video").count()) >= 1);
  assert.equal((await page.goto(url("/zh-hant/subject-mv?id=abc")))?.status(), 404);
});
