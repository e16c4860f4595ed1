// A first-time visitor's first screen (issue 21 item 6; docs/frame.md "The first screen"): the lead headline is
// readable without closing anything — no fixed bar or pop-up over it — and the home popup waits for the cookie
// choice; on a phone it is then a card after the lead story, on a desktop a dialog. (zh-hans, pt:
// first-visit-overlays-more.spec.ts.)
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { homePopup, KEYS, url, VIEWPORTS } from "../../helpers.ts";
import { coveredPoints, firstVisitOnPhone } from "./consent-helpers.ts";
import { islandsStarted, settleOverlays } from "./helpers.ts";

for (const lang of ["zh-hant", "en"] as const) {
  test(`${lang}: a first visit at 375 × 800 reads the lead headline without closing anything; the popup comes after the cookie choice, as a card after the lead`, ({ openPage }) => firstVisitOnPhone(openPage, lang));
}

test("desktop: the popup waits for the cookie choice, then opens as a dialog; a later visit in a new session shows it at once", async ({ openPage }) => {
  const popup = await homePopup("en");
  const { page } = await openPage({ viewport: VIEWPORTS.desktop });
  await page.goto(url("/en/"));
  await islandsStarted(page);
  await settleOverlays(page);
  const dialog = page.getByTestId("home-popup");
  assert.equal(await dialog.evaluate((d: HTMLDialogElement) => d.open), false, "not before the cookie choice");
  assert.deepEqual(await coveredPoints(page), []);
  await page.getByTestId("cookie-reject").click();
  await dialog.waitFor({ state: "visible" });
  assert.equal((await dialog.getByRole("heading").innerText()).trim(), popup.title);
  assert.equal(await page.getByTestId("home-popup-card").count(), 0, "no card on a desktop");
  await dialog.getByTestId("popup-close").click();
  await dialog.waitFor({ state: "hidden" });

  // A new session of a visitor who chose before (the choice lasts 14 days; the popup is once per session).
  const choice = JSON.stringify({ v: 1, at: Date.now(), analytics: false });
  const returning = await openPage({ viewport: VIEWPORTS.desktop, storage: { [KEYS.cookieConsent]: choice } });
  await returning.page.goto(url("/en/"));
  await returning.page.getByTestId("home-popup").waitFor({ state: "visible" });
});
