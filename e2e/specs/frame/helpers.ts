// Helpers shared by the frame specs (frame/*.spec.ts): waiting for islands, the frame's storage keys, reading the
// demo content through the API. Not a spec itself (Playwright Test only takes *.spec.ts).
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { expectNoA11yViolations, type OpenPage, url, type UrlLang, type Viewport } from "../../helpers.ts";

/**
 * Waits until every island called `name` on the page has been handed to React (hydrateRoot marks its element).
 * From then on a click or a submit reaches the island's handlers: React hydrates at once on a discrete event.
 * Effects may still be pending: islands that read the browser's state say so with data-ready="true".
 */
export async function waitForIsland(page: Page, name: string): Promise<void> {
  await page.waitForFunction(
    (island) => {
      const elements = [...document.querySelectorAll(`[data-island="${island}"]`)];
      return elements.length > 0 && elements.every((el) => Object.keys(el).some((key) => key.startsWith("__reactContainer$")));
    },
    name,
  );
}

/** Waits until the islands client has started (it comes after the first paint: layout/boot.ts). */
export async function islandsStarted(page: Page): Promise<void> {
  await page.locator("html[data-islands-started]").waitFor({ state: "attached" });
}

/** Text of an HTML fragment as a browser shows it, whitespace collapsed (for comparing with innerText). */
export const textOf = (html: string): string =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();

export const collapse = (text: string): string => text.replace(/\s+/g, " ").trim();

/** Resolves after the browser has painted twice: scroll and resize handlers that wait for a frame have run. */
export const afterTwoFrames = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))));

/** Waits until the islands that change what a first visit shows (cookie bar, home popup) have decided. */
export async function settleOverlays(page: Page): Promise<void> {
  await page.locator('[data-testid="cookie-bar"][data-ready="true"]').waitFor({ state: "attached" });
  if (await page.getByTestId("home-popup").count()) {
    await page.locator('[data-testid="home-popup"][data-ready="true"]').waitFor({ state: "attached" });
  }
}

/**
 * axe-core on the frame's pages in one language at one width: home as a first visit shows it (the cookie bar), home
 * once the choice is made (the popup then: a dialog, or on phones a card after the lead story), home once it is
 * closed, then the 404 page and /debug.
 */
export async function expectAccessibleFrame(openPage: OpenPage, lang: UrlLang, viewport: Viewport): Promise<void> {
  const { page } = await openPage({ viewport });
  await page.goto(url(`/${lang}/`));
  await settleOverlays(page);
  assert.equal(await page.getByTestId("cookie-bar").isVisible(), true);
  await expectNoA11yViolations(page);

  await page.getByTestId("cookie-accept").click();
  await page.getByTestId("cookie-bar").waitFor({ state: "hidden" });
  const card = viewport.width < 768;
  await page.getByTestId(card ? "home-popup-card" : "home-popup").waitFor({ state: "visible" });
  await expectNoA11yViolations(page);
  await page.getByTestId(card ? "popup-card-close" : "popup-close").click();
  await page.getByTestId(card ? "home-popup-card" : "home-popup").waitFor({ state: card ? "detached" : "hidden" });
  await expectNoA11yViolations(page);
  for (const path of [`/${lang}/404`, `/${lang}/debug`]) {
    await page.goto(url(path));
    await settleOverlays(page);
    await expectNoA11yViolations(page);
  }
}

/** Opens the phone menu once its island has taken the button over (before that, the button does nothing). */
export async function openPhoneMenu(page: Page): Promise<void> {
  // The menu hydrates when reached for (layout/Header.tsx): the press wakes it and is given again once it has.
  await islandsStarted(page);
  await page.getByTestId("menu-button").click();
  await page.getByTestId("mobile-menu").waitFor();
}
