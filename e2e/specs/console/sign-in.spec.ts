// The newsroom console's sign-in (docs/console.md "The console's screens"): a demo editor signs in with the password
// and the TOTP code (computed with otpauth from the README's secret), sees only the navigation its role allows and
// signs out; a wrong code shows the server's message; the screens are keyboard operable and axe-clean at 375 and
// 1440 px. The browser's language is English (Playwright's default): the console speaks it until another is chosen.
import assert from "node:assert/strict";
import { expect } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { expectNoA11yViolations, VIEWPORTS } from "../../helpers.ts";
import { enterPassword, staffCode, submitButton } from "./helpers.ts";
import { sectionsFor } from "../../../apps/web/app/features/console/nav.ts";

test("a demo editor signs in with password and TOTP, sees only what the role may open, and signs out", async ({ memberPage }) => {
  const { page, at } = await memberPage({ viewport: VIEWPORTS.desktop });
  // Without a session the console sends the server's redirect to the sign-in, which brings the person back.
  await page.goto(at("/console/account"));
  assert.equal(new URL(page.url()).pathname + new URL(page.url()).search, "/console/sign-in?next=%2Fconsole%2Faccount");
  await enterPassword(page, "editor");
  await page.locator("input[autocomplete=one-time-code]").fill(await staffCode("editor"));
  await submitButton(page).click();
  await page.getByTestId("console-account").waitFor();
  assert.equal(new URL(page.url()).pathname, "/console/account");

  // Who: name and role in the header.
  await expect(page.getByTestId("console-staff-name")).toHaveText("Demo editor");
  await expect(page.getByTestId("console-staff-role")).toHaveText("Editor");
  // The navigation: the sections the editor's calls allow, and no link to a screen that does not exist.
  const nav = page.getByTestId("console-nav");
  assert.deepEqual(await nav.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href"))), sectionsFor("editor").map((section) => section.path));
  await nav.getByRole("link", { name: "Home" }).click();
  await page.getByTestId("console-home").waitFor();
  await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("console-home-sections").locator("a")).toHaveCount(sectionsFor("editor").filter((section) => section.summary).length);

  // The account menu, by keyboard: Enter opens it, Escape closes it and gives the focus back.
  const menuButton = page.getByTestId("console-account-button");
  await menuButton.focus();
  await page.keyboard.press("Enter");
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  await expect(menuButton).toBeFocused();

  // Sign out: the sign-in screen says so, and the console is closed again.
  await menuButton.click();
  await page.getByTestId("console-sign-out").click();
  await expect(page.getByTestId("console-sign-in-note")).toHaveText("You have signed out.");
  await page.goto(at("/console"));
  assert.equal(new URL(page.url()).pathname, "/console/sign-in");
});

test("a wrong code or password shows the server's message, and the right code still signs in", async ({ memberPage }) => {
  const { page, at } = await memberPage({ viewport: VIEWPORTS.mobile });
  await page.goto(at("/console/sign-in"));
  await submitButton(page).and(page.locator(":enabled")).waitFor();
  await page.locator("input[type=email]").fill("staff.moderator@example.mo");
  await page.locator("input[type=password]").fill("not-the-password");
  await submitButton(page).click();
  await expect(page.getByRole("alert")).toHaveText("The e-mail address or password is not correct");

  await enterPassword(page, "moderator");
  await page.locator("input[autocomplete=one-time-code]").fill("000000");
  await submitButton(page).click();
  await expect(page.getByRole("alert")).toHaveText("The code is not correct or has already been used");
  // The field is emptied and focused for the next try.
  await expect(page.locator("input[autocomplete=one-time-code]")).toBeFocused();
  await page.locator("input[autocomplete=one-time-code]").fill(await staffCode("moderator"));
  await submitButton(page).click();
  await page.getByTestId("console-home").waitFor();

  // On a phone the sections are behind a button that names the current one; choosing a section closes the list.
  const nav = page.getByTestId("console-nav");
  const toggle = nav.getByRole("button", { name: /Console sections/ });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(toggle).toContainText("Home");
  await expect(nav.getByRole("link", { name: "Comments" })).toBeHidden();
  await toggle.click();
  await expect(nav.getByRole("link", { name: "Comments" })).toBeVisible();
  await expect(nav.getByText("Moderation", { exact: true })).toBeVisible();
  await nav.getByRole("link", { name: "Comments" }).click();
  await expect(page).toHaveURL(/\/console\/comments$/);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(toggle).toContainText("Comments");
});

test("the console's language is the browser's until another is chosen, and stays chosen", async ({ memberPage }) => {
  const { page, at } = await memberPage({ viewport: VIEWPORTS.desktop });
  await page.goto(at("/console/sign-in"));
  await expect(page.locator("h1")).toHaveText("Sign in to the console");
  await submitButton(page).and(page.locator(":enabled")).waitFor();
  await page.getByTestId("console-lang").selectOption("zh-hant");
  await expect(page.locator("h1")).toHaveText("登入編採後台");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant");
  await expect(page.locator("h1")).toHaveText("登入編採後台");
});

for (const [viewport, role] of [
  [VIEWPORTS.mobile, "contributor"],
  [VIEWPORTS.desktop, "marketing"],
] as const) {
  test(`the sign-in's two steps and the home page are axe-clean at ${viewport.width} px`, async ({ memberPage }) => {
    const { page, at } = await memberPage({ viewport });
    await page.goto(at("/console/sign-in"));
    await submitButton(page).and(page.locator(":enabled")).waitFor();
    await expectNoA11yViolations(page);
    // Sent empty: both fields say what is missing.
    await submitButton(page).click();
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(2);
    await expectNoA11yViolations(page);
    await enterPassword(page, role);
    await expectNoA11yViolations(page);
    await page.locator("input[autocomplete=one-time-code]").fill(await staffCode(role));
    await submitButton(page).click();
    await page.getByTestId("console-home").waitFor();
    await expectNoA11yViolations(page);
    await page.getByTestId("console-account-button").click();
    await expectNoA11yViolations(page);
  });
}
