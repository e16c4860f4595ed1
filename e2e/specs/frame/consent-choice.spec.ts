// The cookie choice (issue 21 item 5; docs/frame.md "Cookie consent"): accept, reject what is not essential, or
// manage the categories in a dialog loaded on demand; stored with its version and time; analytics (statistics
// events, error reports) only after consent; changed later from the foot of any page.
import assert from "node:assert/strict";
import type { Request } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { expectNoA11yViolations, url, VIEWPORTS } from "../../helpers.ts";
import { afterIdle, assertChoice, recordAnalytics } from "./consent-helpers.ts";
import { islandsStarted } from "./helpers.ts";

/** The page view's statistics event (the home's adverts send ad_view events to the same address). */
const isPageView = (request: Request) => new URL(request.url()).pathname === "/api/v2.0/statistics" && request.postDataJSON()?.event === "page";

test("rejecting what is not essential stores the choice and sends no statistics or reports; accepting sends the page view held back", async ({ openPage }) => {
  const { page } = await openPage({ viewport: VIEWPORTS.desktop });
  const sent = recordAnalytics(page);
  await page.goto(url("/en/"));
  await islandsStarted(page);
  const bar = page.locator('[data-testid="cookie-bar"][data-ready="true"]');
  await bar.waitFor();
  await afterIdle(page);
  assert.deepEqual(sent, [], "no page view before a choice");
  // A script error on the page: reported only with consent.
  await page.evaluate(() => setTimeout(() => Promise.reject(new Error("e2e: a rejection"))));
  await afterIdle(page);
  assert.deepEqual(sent, [], "no error report before a choice");

  const before = await page.evaluate(() => Date.now());
  await bar.getByTestId("cookie-reject").click();
  await bar.waitFor({ state: "hidden" });
  await assertChoice(page, false, before);
  await afterIdle(page);
  await page.reload();
  await islandsStarted(page);
  await page.locator('[data-testid="cookie-bar"][data-ready="true"]').waitFor({ state: "attached" });
  assert.equal(await page.getByTestId("cookie-bar").isVisible(), false, "the refusal is remembered");
  await afterIdle(page);
  assert.deepEqual(sent, [], "nothing sent after a refusal, on this page or the next");

  const other = await openPage({ viewport: VIEWPORTS.desktop });
  const otherSent = recordAnalytics(other.page);
  await other.page.goto(url("/en/"));
  await islandsStarted(other.page);
  const otherBar = other.page.locator('[data-testid="cookie-bar"][data-ready="true"]');
  await otherBar.waitFor();
  await afterIdle(other.page);
  assert.deepEqual(otherSent, []);
  const pageView = other.page.waitForRequest(isPageView);
  await otherBar.getByTestId("cookie-accept").click();
  assert.deepEqual((await pageView).postDataJSON(), { event: "page", object_id: "/en/", source: "pc", platform: "web", site_id: 0 }, "the page view held back goes once accepted");
  await assertChoice(other.page, true, 0);
});

test("Manage opens the categories in a dialog whose code loads only then; the choice can be changed from the foot of any page", async ({ openPage }) => {
  const { page, errors } = await openPage({ viewport: VIEWPORTS.mobile });
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const sent = recordAnalytics(page);
  await page.goto(url("/en/debug"));
  await islandsStarted(page);
  const bar = page.locator('[data-testid="cookie-bar"][data-ready="true"]');
  await bar.waitFor();
  await afterIdle(page);
  const loadedBefore = scripts.length;

  await bar.getByTestId("cookie-manage").click();
  const dialog = page.getByTestId("cookie-settings");
  await dialog.waitFor({ state: "visible" });
  assert.equal(await dialog.evaluate((d: HTMLDialogElement) => d.open), true);
  const added = scripts.slice(loadedBefore);
  assert.ok(added.some((path) => /\/islands\/assets\/CookieSettings-[\w-]+\.js$/.test(path)), `the dialog's own file loads on the press (${added.join(", ")})`);
  assert.equal(await dialog.getByRole("heading", { name: "Cookie settings" }).count(), 1);
  const essential = dialog.getByRole("checkbox", { name: /Essential/ });
  assert.equal(await essential.isChecked(), true, "essential: always on");
  assert.equal(await essential.isDisabled(), true);
  const analytics = dialog.getByRole("checkbox", { name: "Analytics" });
  assert.equal(await analytics.isChecked(), false, "analytics: off until chosen");
  await expectNoA11yViolations(page);

  await analytics.check();
  const before = await page.evaluate(() => Date.now());
  const pageView = page.waitForRequest(isPageView);
  await dialog.getByTestId("cookie-save").click();
  await dialog.waitFor({ state: "hidden" });
  assert.equal(await page.getByTestId("cookie-bar").isVisible(), false);
  await assertChoice(page, true, before);
  assert.equal((await pageView).postDataJSON().event, "page");

  // Changed later: "Cookie settings" after the footer, on another page.
  await page.goto(url("/en/notice-list"));
  await islandsStarted(page);
  await page.getByTestId("cookie-settings-open").click();
  await dialog.waitFor({ state: "visible" });
  assert.equal(await dialog.getByRole("checkbox", { name: "Analytics" }).isChecked(), true, "the dialog shows the choice made");
  await dialog.getByRole("checkbox", { name: "Analytics" }).uncheck();
  await dialog.getByTestId("cookie-save").click();
  await dialog.waitFor({ state: "hidden" });
  await assertChoice(page, false, before);
  const count = sent.length;
  await page.reload();
  await islandsStarted(page);
  await afterIdle(page);
  assert.equal(sent.length, count, "no page view once refused");
  assert.deepEqual(errors, []);
});
