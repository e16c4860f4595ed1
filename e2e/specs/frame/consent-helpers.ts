// Helpers shared by the cookie consent and first-visit specs (frame/consent-*.spec.ts, frame/first-visit-*.spec.ts;
// docs/frame.md "Cookie consent"). Not a spec itself.
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { homePopup, KEYS, type OpenPage, url, type UrlLang, type Viewport } from "../../helpers.ts";
import { afterTwoFrames, islandsStarted, settleOverlays } from "./helpers.ts";

/** The phone of issue 21. */
export const PHONE: Viewport = { width: 375, height: 800 };
/** apps/web/app/browser/cookie-consent.ts COOKIE_CONSENT_VERSION. */
export const CONSENT_VERSION = 1;

/** The cookie choice as apps/web/app/browser/cookie-consent.ts stores it. */
export interface StoredChoice {
  v: number;
  at: number;
  analytics: boolean;
}

export const storedChoice = async (page: Page): Promise<StoredChoice | null> =>
  JSON.parse((await page.evaluate((key) => localStorage.getItem(key), KEYS.cookieConsent)) ?? "null");

/** Asserts the stored choice: this version, made within [before, now], analytics as given. */
export async function assertChoice(page: Page, analytics: boolean, before: number): Promise<void> {
  const choice = await storedChoice(page);
  const now = await page.evaluate(() => Date.now());
  assert.equal(choice?.v, CONSENT_VERSION, "stored with the categories' version");
  assert.equal(choice?.analytics, analytics, `analytics ${analytics ? "allowed" : "refused"}`);
  assert.ok(typeof choice?.at === "number" && choice.at >= before && choice.at <= now, "stored with the time of the choice");
}

/** Statistics events and analysis reports the page sends, as they go. */
export function recordAnalytics(page: Page): { path: string; body: unknown }[] {
  const sent: { path: string; body: unknown }[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === "POST" && (path === "/api/v2.0/statistics" || path === "/api/analysis/report")) sent.push({ path, body: request.postDataJSON() });
  });
  return sent;
}

/** Resolves once the browser has been idle twice: what the islands client queued for idle time (the page view) has run. */
export const afterIdle = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve(undefined), { timeout: 3000 }), { timeout: 3000 })));

/**
 * The points of the lead headline's text (each line: start, middle, end) that something else paints over at the
 * moment: what `document.elementFromPoint` finds there is not the headline or inside it. [] when it is readable.
 */
export const coveredPoints = (page: Page): Promise<string[]> =>
  page.locator(".news-card--lead .news-card__title").first().evaluate((title) => {
    const range = document.createRange();
    range.selectNodeContents(title);
    const lines = Array.from(range.getClientRects()).filter((r) => r.width > 4 && r.height > 4);
    const covered: string[] = [];
    if (!lines.length) return ["no text"];
    for (const line of lines) {
      const y = line.top + line.height / 2;
      for (const x of [line.left + 3, line.left + line.width / 2, line.right - 3]) {
        if (y < 0 || y > window.innerHeight) {
          covered.push(`(${Math.round(x)}, ${Math.round(y)}) off screen`);
          continue;
        }
        const hit = document.elementFromPoint(x, y);
        if (!hit || !title.contains(hit)) covered.push(`(${Math.round(x)}, ${Math.round(y)}) under ${hit ? `${hit.tagName.toLowerCase()}.${hit.className}` : "nothing"}`);
      }
    }
    return covered;
  });

/**
 * A first visit to home in `lang` at 375 × 800: the lead headline is never covered; the popup waits for the cookie
 * choice, then is a card after the lead story; closed, the focus goes back to the lead; once per session.
 */
export async function firstVisitOnPhone(openPage: OpenPage, lang: UrlLang): Promise<void> {
  const { page, errors } = await openPage({ viewport: PHONE });
  const popup = await homePopup(lang);
  await page.goto(url(`/${lang}/`));
  // As soon as the page has loaded: the server-rendered cookie bar is there, and leaves the headline alone.
  assert.deepEqual(await coveredPoints(page), [], "once the page has loaded");
  await islandsStarted(page);
  await settleOverlays(page);
  await afterTwoFrames(page);
  assert.equal(await page.getByTestId("cookie-bar").isVisible(), true, "the cookie bar asks");
  assert.equal(await page.getByTestId("home-popup").evaluate((d: HTMLDialogElement) => d.open), false, "no popup before the cookie choice");
  assert.equal(await page.getByTestId("home-popup-card").count(), 0);
  assert.deepEqual(await coveredPoints(page), [], "once the overlays have decided");

  await page.getByTestId("cookie-accept").click();
  const card = page.getByTestId("home-popup-card");
  await card.waitFor({ state: "visible" });
  assert.equal(await page.getByTestId("home-popup").evaluate((d: HTMLDialogElement) => d.open), false, "on a phone no dialog over the page");
  assert.equal(await card.getByRole("heading").innerText(), popup.title);
  assert.equal(
    await card.evaluate((el) => el.closest(".home-popup-slot")?.previousElementSibling?.classList.contains("news-card--lead")),
    true,
    "the card comes right after the lead story",
  );
  assert.equal(await page.evaluate((key) => sessionStorage.getItem(key), KEYS.popupHidden), String(popup.id), "seen for this session");
  assert.deepEqual(await coveredPoints(page), [], "with the card shown");

  await card.getByTestId("popup-card-close").click();
  await card.waitFor({ state: "detached" });
  assert.equal(await page.locator(".home-popup-slot").count(), 0);
  assert.equal(await page.evaluate(() => document.activeElement?.closest(".news-card--lead") !== null), true, "the focus goes back to the lead story");
  await page.reload();
  await islandsStarted(page);
  await settleOverlays(page);
  assert.equal(await page.getByTestId("home-popup-card").count(), 0, "once per session");
  assert.deepEqual(errors, []);
}
