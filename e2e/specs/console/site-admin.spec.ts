// The administrator's site settings and the company's pages in the console (docs/console.md "Administrator: menus and
// settings", "Administrator and editor: about us and press"; issue 24): the demo administrator turns grey mode on and
// the public home is grey at once, then off again (in `finally` too: specs share the run's server);
// edits the cookie notice and a new visitor's cookie bar shows it. The demo editor writes a press release (body in
// the news body's editor, cover uploaded), publishes it, and it heads the public press list. The screens are axe-clean at 1440 and 375 px. On
// the run's server. The browser speaks English.
import { expect } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { expectNoA11yViolations, VIEWPORTS } from "../../helpers.ts";
import { PNG } from "../forms/helpers.ts";
import { openConsoleNav, signInTo } from "./helpers.ts";

test("the administrator turns grey mode on and off and edits the cookie notice: the public site changes at once", async ({ memberPage }) => {
  const { page, at } = await memberPage({ viewport: VIEWPORTS.desktop });
  await signInTo(page, at, "admin", "/console/settings");
  await expect(page.getByTestId("console-nav").getByRole("link", { name: "Site settings" })).toHaveAttribute("aria-current", "page");
  await page.getByTestId("settings-cookie-en").locator("[contenteditable=true]").waitFor();
  await expectNoA11yViolations(page);

  const grey = page.getByTestId("settings-grey");
  const save = page.getByTestId("settings-site-save");
  const saved = page.getByTestId("settings-site-error");
  const visitor = await memberPage();
  try {
    await expect(grey).not.toBeChecked();
    await grey.check();
    await save.click();
    await expect(saved).toHaveText("Saved: the public site shows the change now.");
    await visitor.page.goto(visitor.at("/en/"));
    await expect(visitor.page.locator("html")).toHaveClass(/\bis-grey\b/);
  } finally {
    if (await grey.isChecked()) {
      await grey.uncheck();
      await save.click();
      await expect(saved).toHaveText("Saved: the public site shows the change now.");
    }
  }
  await visitor.page.goto(visitor.at("/en/"));
  await expect(visitor.page.locator("html")).not.toHaveClass(/\bis-grey\b/);

  // The cookie notice, in the news body's editor: a sentence added at its end.
  const mark = `E2E cookie sentence ${Date.now() % 1_000_000}.`;
  const editor = page.getByTestId("settings-cookie-en").locator("[contenteditable=true]");
  await editor.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(` ${mark}`);
  await save.click();
  await expect(saved).toHaveText("Saved: the public site shows the change now.");
  const reader = await memberPage();
  await reader.page.goto(reader.at("/en/news-list"));
  await expect(reader.page.locator(".cookie-bar")).toContainText(mark);
  await expect(reader.page.locator(".cookie-bar a[href='/en/privacy']")).toHaveCount(1);

  await page.setViewportSize(VIEWPORTS.mobile);
  await expectNoA11yViolations(page);
});

test("an editor publishes a press release and it is on the public press list at once", async ({ memberPage }) => {
  const { page, at } = await memberPage({ viewport: VIEWPORTS.mobile });
  await signInTo(page, at, "editor", "/console/press");
  await expect((await openConsoleNav(page)).getByRole("link", { name: "Press" })).toHaveAttribute("aria-current", "page");
  await page.getByTestId("press-row").first().waitFor();
  await expectNoA11yViolations(page);

  const title = `E2E press release ${Date.now() % 1_000_000}`;
  await page.getByTestId("press-new").click();
  await page.getByTestId("press-form").waitFor();
  await page.locator("#press-title-zh_TW").fill(`新聞稿 ${title}`);
  await page.locator("#press-title-en").fill(title);
  await page.locator("#press-summary-en").fill("The broadcaster opens its studios to the public.");
  const body = page.getByTestId("press-body-en").locator("[contenteditable=true]");
  await body.click();
  await page.keyboard.type("Open day on Saturday.");
  await page.getByTestId("press-cover").locator('input[type="file"]').setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByTestId("press-cover").locator("img")).toHaveAttribute("src", /^\/uploads\//);
  await page.getByTestId("press-published").check();
  await expectNoA11yViolations(page);
  await page.getByTestId("press-save").click();
  await page.waitForURL(/\/console\/press\/\d+$/);
  await expect(page.locator("h1")).toHaveText(title);

  const reader = await memberPage();
  await reader.page.goto(reader.at("/en/about_us/press_release"));
  await expect(reader.page.getByTestId("press-card").first()).toContainText(title);
  await reader.page.getByTestId("press-card").first().getByRole("link").first().click();
  await expect(reader.page.getByTestId("press-detail")).toContainText("Open day on Saturday.");

  await page.setViewportSize(VIEWPORTS.desktop);
  await expectNoA11yViolations(page);
});
