// The notice bar's rotation (spec §1, §4; docs/frame.md): every 8 s the next notice slides into the bar, and its
// text is what the bar shows, at both widths.
import assert from "node:assert/strict";
import type { Locator } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { apiData, quietOverlays, url, VIEWPORTS } from "../../helpers.ts";
import { waitForIsland } from "./helpers.ts";

/** packages/contract/src/constants.ts NOTICE_AUTOPLAY_MS. */
const NOTICE_AUTOPLAY_MS = 8_000;

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Waits until the bar makes notice `index` the current one (the others hidden from assistive technology) and its slide has ended. */
async function currentNotice(bar: Locator, index: number): Promise<Locator> {
  const item = bar.getByTestId("notice-item").nth(index);
  await item.and(bar.page().locator(':not([aria-hidden="true"])')).waitFor({ state: "attached" });
  await bar.locator(".notice-track").evaluate((track) => Promise.all(track.getAnimations().map((animation) => animation.finished)));
  return item;
}

for (const [lang, viewport] of [
  ["en", VIEWPORTS.mobile],
  ["pt", VIEWPORTS.desktop],
] as const) {
  test(`each notice the bar turns to shows its text inside the bar (${lang}, ${viewport.width} px)`, async ({ openPage }) => {
    const notices = (await apiData("/api/v1.0/cms/notice", lang)).notices;
    assert.ok(notices.length >= 3, "the demo content has at least three notices");
    const { page, context } = await openPage({ viewport, clock: Date.parse("2026-11-23T04:00:00Z") });
    await quietOverlays(context);
    await page.goto(url(`/${lang}/debug`));
    await waitForIsland(page, "NoticeBar");
    const bar = page.getByTestId("notice-bar");
    const box = await bar.locator(".notice-viewport").boundingBox();
    assert.ok(box && box.height > 0, "the bar's visible box");

    // The first notice, then each one autoplay brings, then the first again.
    for (let turn = 0; turn <= notices.length; turn++) {
      if (turn > 0) await page.clock.runFor(NOTICE_AUTOPLAY_MS);
      // Long titles are cut in English and Portuguese (cutNoticeTitle): compare their beginnings.
      const expected = notices[turn % notices.length].title.slice(0, 40);
      const item = await currentNotice(bar, turn % notices.length);
      const text = (await item.innerText()).trim();
      assert.ok(text.startsWith(expected), `turn ${turn}: the current notice is "${expected}…", not "${text}"`);
      const itemBox = await item.boundingBox();
      assert.ok(itemBox && overlaps(itemBox, box), `turn ${turn}: "${expected}…" lies inside the bar's visible box`);
      const hit: string | null = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("[data-testid=notice-item]")?.textContent?.trim() ?? null, {
        x: box.x + Math.min(box.width / 2, 40),
        y: box.y + box.height / 2,
      });
      assert.equal(hit, text, `turn ${turn}: the bar shows that notice`);
    }
  });
}
