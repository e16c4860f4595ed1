// The schedule (program_list, docs/media.md): the programme on air marked, in view, and programmes linked.
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { url, VIEWPORTS } from "../../helpers.ts";
import { until } from "./helpers.ts";

test("the schedule marks the programme on air, brings it into view and links programmes", async ({ quietPage }) => {
  const { page } = await quietPage({ viewport: VIEWPORTS.mobile });
  await page.goto(url("/zh-hant/program_list?channel=tdm-macau"), { waitUntil: "networkidle" });
  const now = page.getByTestId("schedule-now");
  assert.equal(await now.count(), 1);
  assert.equal(await now.getAttribute("aria-current"), "time");
  assert.match(await now.innerText(), /現正播出/);
  await until(page, () => {
    const box = document.querySelector("[aria-current=time]")?.getBoundingClientRect();
    return !!box && box.top >= 0 && box.bottom <= window.innerHeight;
  });
  const today = page.locator("[data-testid=schedule-day][aria-current=date]");
  assert.match(await today.innerText(), /今日/);
  assert.equal(await page.getByTestId("schedule-day").count(), 15, "a week back, today and a week ahead");
  const links = await page.locator("[data-testid=schedule] a[href*='/program-detail/']").evaluateAll((els) => els.map((a) => a.getAttribute("href")));
  assert.ok(links.includes("/zh-hant/program-detail/macau-tonight"));
  // Another day: nothing on air there.
  await page.getByTestId("schedule-day").last().click();
  await page.waitForURL(/date=/);
  assert.equal(await page.getByTestId("schedule-now").count(), 0);
});
