// Helpers shared by the frame specs (frame-*.test.mjs): waiting for islands, the frame's storage keys, reading the
// demo content through the API. Not a spec itself (the runner only takes *.test.mjs).
import assert from "node:assert/strict";
import { expectNoA11yViolations, openPage, url } from "../helpers.mjs";

/** apps/web/app/browser/storage-keys.ts (STORAGE_KEYS), as the browser sees them. */
export const KEYS = {
  weather: "portal.weather",
  fontSize: "portal.fontSize",
  cookieConsent: "portal.cookieConsent",
  noticeClosed: "portal.noticeClosed",
  popupHidden: "portal.popupHidden",
  memberToken: "portal.member.token",
  memberInfo: "portal.member.info",
  returnTo: "portal.member.returnTo",
};

/** The API locale of each URL language (the Api-Language header). */
export const API_LOCALE = { "zh-hant": "zh_TW", "zh-hans": "zh_CN", en: "en", pt: "pt" };

/**
 * Waits until every island called `name` on the page has been handed to React (hydrateRoot marks its element).
 * From then on a click or a submit reaches the island's handlers: React hydrates at once on a discrete event.
 * Effects may still be pending: islands that read the browser's state say so with data-ready="true".
 */
export async function waitForIsland(page, name) {
  await page.waitForFunction(
    (island) => {
      const elements = [...document.querySelectorAll(`[data-island="${island}"]`)];
      return elements.length > 0 && elements.every((el) => Object.keys(el).some((key) => key.startsWith("__reactContainer$")));
    },
    name,
  );
}

/** Waits until the islands client has started (it comes after the first paint: layout/boot.ts). */
export async function islandsStarted(page) {
  await page.locator("html[data-islands-started]").waitFor({ state: "attached" });
}

/** GET an API path on the server under test in a language; returns the envelope's data (code 0 asserted). */
export async function apiData(path, lang = "zh-hant") {
  const res = await fetch(url(path), { headers: { "api-language": API_LOCALE[lang] } });
  assert.equal(res.status, 200, `GET ${path}`);
  const body = await res.json();
  assert.equal(body.code, 0, `GET ${path} answers code 0`);
  return body.data;
}

/** The demo's home popup (the notice kept for home), as the frame asks for it. */
export async function homePopup(lang = "zh-hant") {
  const popup = (await apiData("/api/v1.0/cms/notice?slug=home", lang)).popup;
  assert.ok(popup, "the demo content has a home popup");
  return popup;
}

/** Text of an HTML fragment as a browser shows it, whitespace collapsed (for comparing with innerText). */
export const textOf = (html) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();

export const collapse = (text) => text.replace(/\s+/g, " ").trim();

/**
 * A context in which the cookie bar and the home popup stay away: consent given now, the popup already seen in this
 * session. For specs about something else on the page that these overlays would cover.
 */
export async function quietOverlays(context) {
  const popup = await homePopup();
  await context.addInitScript(
    ({ keys, popupId }) => {
      if (!localStorage.getItem(keys.cookieConsent)) localStorage.setItem(keys.cookieConsent, String(Date.now()));
      sessionStorage.setItem(keys.popupHidden, String(popupId));
    },
    { keys: KEYS, popupId: popup.id },
  );
}

/** Resolves after the browser has painted twice: scroll and resize handlers that wait for a frame have run. */
export const afterTwoFrames = (page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))));

/** Waits until the islands that change what a first visit shows (cookie bar, home popup) have decided. */
export async function settleOverlays(page) {
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
export async function expectAccessibleFrame(t, lang, viewport) {
  const { page } = await openPage(t, { viewport });
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
export async function openPhoneMenu(page) {
  // The menu hydrates when reached for (layout/Header.tsx): the press wakes it and is given again once it has.
  await islandsStarted(page);
  await page.getByTestId("menu-button").click();
  await page.getByTestId("mobile-menu").waitFor();
}
