// The cookie bar's "Accept" (issue 21 item 5; docs/frame.md "Cookie consent"): one press is enough however slow the
// phone — the press is kept before the islands client starts (boot script) and before the bar's island is hydrated
// (islands/client.tsx), whatever its `when`.
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { url } from "../../helpers.ts";
import { assertChoice, PHONE } from "./consent-helpers.ts";
import { islandsStarted } from "./helpers.ts";

/** The window of the last test's page, whose init script adds __runIdle: it runs the idle callbacks held back. */
type IdleWindow = typeof window & { __runIdle: () => void };

test("one press on Accept is enough on a phone with a slowed CPU (the press is kept until the bar's code has hydrated)", async ({ openPage }) => {
  const { page, context, errors } = await openPage({ viewport: PHONE });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  // The throttling ends with the context, which the fixture closes when the test ends.
  await page.goto(url("/en/"), { waitUntil: "commit" });
  const bar = page.getByTestId("cookie-bar");
  // As soon as the bar shows (it paints with the page, before any script), one press.
  await bar.getByTestId("cookie-accept").click();
  await bar.waitFor({ state: "hidden" });
  await assertChoice(page, true, 0);
  await page.reload({ waitUntil: "commit" });
  await page.locator('[data-testid="cookie-bar"][data-ready="true"]').waitFor({ state: "attached" });
  assert.equal(await page.getByTestId("cookie-bar").isVisible(), false, "remembered");
  assert.deepEqual(errors, []);
});

test("a press before the islands client has started is kept by the boot script and given once the bar is hydrated", async ({ openPage }) => {
  const { page } = await openPage({ viewport: PHONE });
  // The islands' code is held back until the press has been made: the press certainly comes first.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route((address) => address.pathname.startsWith("/islands/"), async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url("/pt/"), { waitUntil: "domcontentloaded" });
  const bar = page.getByTestId("cookie-bar");
  await bar.getByTestId("cookie-accept").click();
  assert.equal(await page.locator("html[data-islands-started]").count(), 0, "the islands client had not started");
  assert.equal(await bar.isVisible(), true, "nothing happened yet");
  release();
  await bar.waitFor({ state: "hidden" });
  await assertChoice(page, true, 0);
});

test("a press after the islands client started, before the bar (hydrated when idle) is, wakes it and is given again", async ({ openPage }) => {
  const { page, context } = await openPage({ viewport: PHONE });
  // Idle time never comes on this page (a busy phone): callbacks wait until the test lets them run.
  await context.addInitScript(() => {
    const queue: IdleRequestCallback[] = [];
    window.requestIdleCallback = (fn) => queue.push(fn);
    (window as IdleWindow).__runIdle = () => queue.splice(0).forEach((fn) => fn({ didTimeout: true, timeRemaining: () => 0 }));
  });
  await page.goto(url("/zh-hant/"));
  await islandsStarted(page);
  const bar = page.getByTestId("cookie-bar");
  assert.equal(await bar.getAttribute("data-ready"), null, "the bar's island has not been hydrated");
  await bar.getByTestId("cookie-reject").click();
  await bar.waitFor({ state: "hidden" });
  await assertChoice(page, false, 0);
  await page.evaluate(() => (window as IdleWindow).__runIdle());
});
