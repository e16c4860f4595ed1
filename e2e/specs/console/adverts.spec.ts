// Marketing's adverts (docs/console.md "Marketing"; issue 24): the demo marketing staff member creates an advert in the
// home top slot with a window starting now, uploads its desktop and phone pictures and sees the preview in the slot's
// ratios, moves it first in the slot with the order buttons and shows it: the public home shows it at once. After a
// view and a click of it are recorded (through the public statistics and click calls, as a client sends them), the
// report screen shows them in its table and draws its chart (a library loaded by that screen only). The screens are
// axe-clean at 1440 and 375 px. The browser speaks English.
import assert from "node:assert/strict";
import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { test } from "../../fixtures.ts";
import { api, expectNoA11yViolations, freshAddress, VIEWPORTS } from "../../helpers.ts";
import { signInTo } from "./helpers.ts";

/** A plain picture of this size, as an upload. */
const picture = async (width: number, height: number, name: string) => ({
  name,
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width, height, channels: 3, background: { r: 160, g: 20, b: 40 } } }).jpeg().toBuffer(),
});

/** A preview frame's height as a percentage of its width. */
const ratioOf = async (page: Page, testId: string) => {
  const box = await page.getByTestId(testId).locator(".advert-preview__box").boundingBox();
  assert.ok(box, `${testId} is drawn`);
  return (box.height / box.width) * 100;
};

test("marketing creates a home top advert starting now, previews it, orders and shows it: the home shows it at once, and the report counts its view and click", async ({ memberPage }) => {
  const { page, at } = await memberPage({ viewport: VIEWPORTS.desktop });
  await signInTo(page, at, "marketing", "/console/adverts");
  const nav = page.getByTestId("console-nav");
  await expect(nav.getByRole("link", { name: "Adverts" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: /^Home, top/ })).toHaveAttribute("aria-current", "page");
  await page.getByTestId("advert-row").first().waitFor();
  await expectNoA11yViolations(page);

  // A new advert in the home top slot: the window starts now (the form's default), hidden until shown.
  const mark = `${Date.now() % 1_000_000}`;
  const title = `E2E harbour festival ${mark}`;
  await page.getByTestId("advert-new").click();
  await page.getByTestId("advert-form").waitFor();
  await expect(page.locator("#advert-slot")).toHaveValue("homepagetop");
  assert.notEqual(await page.locator("#advert-starts").inputValue(), "", "the window starts now");
  await page.locator("#advert-title-zh_TW").fill(`海港節 ${mark}`);
  await page.locator("#advert-title-en").fill(title);
  await page.locator("#advert-url").fill("https://www.tdm.com.mo/");
  await page.getByTestId("advert-cover").locator("input[type=file]").setInputFiles(await picture(1200, 400, "desktop.jpg"));
  await expect(page.getByTestId("advert-cover").locator("img")).toBeVisible();
  await page.getByTestId("advert-resp-cover").locator("input[type=file]").setInputFiles(await picture(750, 469, "phone.jpg"));
  await expect(page.getByTestId("advert-resp-cover").locator("img")).toBeVisible();

  // The preview: the desktop frame in the slot's desktop ratio (33.3 %), the phone frame in its mobile ratio (62.5 %).
  await expect(page.getByTestId("advert-preview-desktop").locator("img")).toHaveAttribute("alt", title);
  await expect(page.getByTestId("advert-preview-desktop")).toHaveAttribute("data-ratio", "33.3");
  await expect(page.getByTestId("advert-preview-mobile")).toHaveAttribute("data-ratio", "62.5");
  expect(await ratioOf(page, "advert-preview-desktop")).toBeCloseTo(33.3, 0);
  expect(await ratioOf(page, "advert-preview-mobile")).toBeCloseTo(62.5, 0);
  await expectNoA11yViolations(page);

  await page.getByTestId("advert-save").click();
  await page.waitForURL(/\/console\/adverts\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split("/").pop());
  await expect(page.locator("h1")).toHaveText(title);
  await expect(page.getByTestId("advert-status")).toHaveText("Hidden");

  // First in the slot: moved up with the order buttons (named for screen readers) until it is.
  await page.getByRole("link", { name: "Back to the adverts" }).click();
  const row = page.locator(`[data-testid="advert-row"][data-id="${id}"]`);
  await expect(row).toHaveAttribute("data-status", "hidden");
  const up = page.getByRole("button", { name: `Move “${title}” up` });
  const place = () => page.getByTestId("advert-row").evaluateAll((rows, advert) => rows.findIndex((r) => (r as HTMLElement).dataset.id === String(advert)), id);
  while (await up.isEnabled()) {
    const before = await place();
    await up.click();
    await expect(page.getByTestId("console-action-status")).toHaveText(`“${title}” moved`);
    await expect.poll(place).toBe(before - 1);
  }
  await expect(page.getByTestId("advert-row").first()).toHaveAttribute("data-id", String(id));

  // Shown from the editor: the public home shows it at once, first in its slot.
  await page.getByRole("link", { name: title }).click();
  await page.getByTestId("advert-show").click();
  await expect(page.getByTestId("advert-status")).toHaveText("Shown");
  const visitor = await memberPage();
  await visitor.page.goto(visitor.at("/en/"));
  const slot = visitor.page.locator('aside[data-slot="homepagetop"]');
  await expect(slot.getByTestId("ad-caption").first()).toHaveText(title);
  await expect(slot.locator(".ad-link").first()).toHaveAttribute("href", "https://www.tdm.com.mo/");

  // A view and a click of it, recorded as a client sends them (statistics events and the click call).
  const ip = freshAddress("198.51");
  const events = await api(visitor.at("/"), "/api/v2.0/statistics", { ip, body: [{ event: "ad_view", object_id: id, source: "pc", platform: "web" }, { event: "ad_click", object_id: id, source: "pc", platform: "web" }] });
  assert.equal(events.body.code, 0, JSON.stringify(events.body));
  const click = await api(visitor.at("/"), `/api/v1.0/advertisement/click?id=${id}`, { ip, body: {} });
  assert.equal(click.body.data?.counted, true, JSON.stringify(click.body));

  // The report: today's figures are live; the table has them, and the chart is drawn beside it.
  await page.goto(at("/console/adverts/report?slot=homepagetop"));
  const reportRow = page.locator(`[data-testid="advert-report-row"][data-id="${id}"]`);
  await expect.poll(async () => (await page.reload(), await reportRow.count()), { timeout: 15_000 }).toBe(1);
  await expect(reportRow.locator("th")).toHaveText(title);
  await expect(reportRow.locator("td").nth(1)).toHaveText("1");
  await expect(reportRow.locator("td").nth(2)).toHaveText("1");
  await expect(reportRow.locator("td").nth(3)).toHaveText("100.0%");
  await expect(page.getByTestId("advert-report-days").locator("tbody tr").last().locator("td").first()).not.toHaveText("0");
  await expect(page.getByTestId("advert-chart-canvas").locator("canvas")).toBeVisible();
  await expect(page.getByTestId("advert-chart-canvas")).toHaveAttribute("aria-hidden", "true");
  await expectNoA11yViolations(page);
  await page.setViewportSize(VIEWPORTS.mobile);
  await expectNoA11yViolations(page);

  // The list shows the counted click; the list and the editor on a phone.
  await page.goto(at("/console/adverts?slot=homepagetop"));
  await expect(row.locator("td").nth(3)).toHaveText("1");
  await expectNoA11yViolations(page);
  await page.getByRole("link", { name: title }).click();
  await page.getByTestId("advert-form").waitFor();
  await expectNoA11yViolations(page);
});
