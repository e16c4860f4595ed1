// Checks of the spec helpers themselves: a helper that silently passes would hide real failures.
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { a11yViolations, DAY_MS, expectNoA11yViolations, moveClock, url, VIEWPORTS } from "../../helpers.ts";

/** The page's window with what the seeding probe writes there. */
type ProbeWindow = typeof window & { __seedAtStart?: string | null };

test("openPage gives each call a fresh context at the asked viewport, sharing no storage", async ({ openPage }) => {
  const first = await openPage({ viewport: VIEWPORTS.mobile });
  await first.page.goto(url("/zh-hant/"));
  await first.page.evaluate(() => localStorage.setItem("e2e.probe", "1"));
  assert.equal(await first.page.evaluate(() => window.innerWidth), 375);

  const second = await openPage({ viewport: VIEWPORTS.desktop });
  assert.notEqual(second.context, first.context, "a context of its own");
  await second.page.goto(url("/zh-hant/"));
  assert.equal(await second.page.evaluate(() => window.innerWidth), 1440);
  assert.equal(await second.page.evaluate(() => localStorage.getItem("e2e.probe")), null);
});

test("openPage seeds localStorage before the first page script runs", async ({ openPage }) => {
  const { page } = await openPage({ storage: { "e2e.seed": "42" } });
  await page.addInitScript(() => {
    (window as ProbeWindow).__seedAtStart = localStorage.getItem("e2e.seed");
  });
  await page.goto(url("/zh-hant/"));
  assert.equal(await page.evaluate(() => (window as ProbeWindow).__seedAtStart), "42");
});

test("moveClock moves the page's Date forward, and the new time holds across a reload", async ({ openPage }) => {
  const start = Date.parse("2026-01-01T04:00:00Z");
  const { page } = await openPage({ clock: start });
  await page.goto(url("/zh-hant/"));
  const before = await page.evaluate(() => Date.now());
  assert.ok(before >= start && before < start + 60_000, `page time ${new Date(before).toISOString()} starts at the installed time`);

  await page.evaluate(() => localStorage.setItem("e2e.acceptedAt", String(Date.now())));
  await moveClock(page, 14 * DAY_MS + 1);
  await page.reload();
  const after = await page.evaluate(() => ({ now: Date.now(), accepted: Number(localStorage.getItem("e2e.acceptedAt")) }));
  assert.ok(after.now - after.accepted > 14 * DAY_MS, "more than 14 days have passed for the page");
  assert.ok(after.now - after.accepted < 14 * DAY_MS + 60_000);
});

test("openPage collects console errors and uncaught exceptions", async ({ openPage }) => {
  const { page, errors } = await openPage();
  await page.goto(url("/zh-hant/"));
  assert.deepEqual(errors, []);
  await page.evaluate(() => {
    console.error("e2e probe error");
    setTimeout(() => {
      throw new Error("e2e probe exception");
    });
  });
  await page.waitForTimeout(100);
  assert.equal(errors.length, 2, errors.join("\n"));
  assert.match(errors[0] ?? "", /e2e probe error/);
  assert.match(errors[1] ?? "", /e2e probe exception/);
});

test("the axe-core helpers report serious and critical violations", async ({ openPage }) => {
  const { page } = await openPage();
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>t</title></head><body><main>
       <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
       <p style="color:#ccc;background:#fff">low contrast text</p>
       <main><h1>ok</h1></main>
     </main></body></html>`,
  );
  const ids = (await a11yViolations(page)).map((v) => v.id).sort();
  assert.ok(ids.includes("image-alt"), `image-alt (critical) is reported: ${ids.join(", ")}`);
  assert.ok(ids.includes("color-contrast"), `color-contrast (serious) is reported: ${ids.join(", ")}`);
  // The assertion every spec uses fails on them, naming the rule.
  await assert.rejects(expectNoA11yViolations(page), /image-alt/);

  await page.setContent(`<!doctype html><html lang="en"><head><title>t</title></head><body><main><h1>Fine</h1><p>Text.</p></main></body></html>`);
  assert.deepEqual(await a11yViolations(page), []);
  await expectNoA11yViolations(page);
});
