// While the radio mini player plays, pages are swapped in and their islands hydrated (islands/client.tsx). On a
// phone a listener who moves on before the page's islands are hydrated must not meet React errors (#424: a root
// unmounted before its hydration was done).
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { url, VIEWPORTS } from "../../helpers.ts";
import { waitForIsland } from "../frame/helpers.ts";
import { until } from "../broadcast/helpers.ts";
import { miniPlayerPlaying } from "./helpers.ts";

/** The marks the test leaves on the first document (a page load loses them) and the swaps it counts. */
type Marks = Window & { __samePage?: boolean; __swaps?: number };

const PAGES = ["/en/", "/en/news_en", "/en/program/all_program", "/en/program_list", "/en/live", "/en/short-video", "/en/podcast", "/en/"];

test("page after page swapped in at 375 px, quickly: no console error", async ({ quietPage }) => {
  const { page, errors } = await quietPage({ viewport: VIEWPORTS.mobile });
  // A podcast episode (a plain file: no signed live address to expire while the processor is slowed down).
  await page.goto(url("/en/podcast"), { waitUntil: "networkidle" });
  await waitForIsland(page, "RadioEpisode");
  await page.getByTestId("radio-listen").first().click();
  await miniPlayerPlaying(page);
  await page.evaluate(() => {
    const w = window as Marks;
    w.__samePage = true;
    w.__swaps = 0;
    document.addEventListener("portal:swap", () => (w.__swaps = (w.__swaps ?? 0) + 1));
  });
  // A phone's processor: hydration takes its time, and the listener does not wait for it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  for (const [i, path] of PAGES.entries()) {
    await page.evaluate((href) => {
      const a = Object.assign(document.createElement("a"), { href });
      document.getElementById("main")?.append(a);
      a.click();
    }, path);
    // The new page is in: on to the next at once.
    await until(page, (n) => (window as Marks).__swaps === n, i + 1);
  }
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  // The last page's islands hydrated, and the browser idle (the unmounts held back have happened).
  await page.waitForFunction(() => [...document.querySelectorAll("[data-island][data-when=load]")].every((el) => Object.keys(el).some((k) => k.startsWith("__reactContainer$"))));
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 5000 })));
  assert.equal(await page.evaluate(() => (window as Marks).__samePage), true, "every change was a swap");
  assert.equal(await page.getByTestId("radio-mini").count(), 1);
  assert.deepEqual(errors, []);
});
