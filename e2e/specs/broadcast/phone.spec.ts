// The live page and the schedule on a phone (docs/media.md "Pages"): the player first, "Full schedule" once; the
// schedule opens at the programme on air (Macao time, today), at the top of the window under the header; each
// programme still to come has "remind me", a calendar file served by the broadcast module.
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { apiData, expectNoA11yViolations, url, VIEWPORTS } from "../../helpers.ts";
import { settleOverlays } from "../frame/helpers.ts";

const PHONE = { width: 375, height: 800 };
const MACAU_OFFSET_MS = 8 * 3_600_000;
const macauToday = () => new Date(Date.now() + MACAU_OFFSET_MS).toISOString().slice(0, 10);

/** The links to the schedule in the page's content, by their text. */
const scheduleLinks = (page: Page, text: string) => page.locator("main a[href*='/program_list']").filter({ hasText: text }).count();

test("on a phone the live player is the first thing of the page, whole on the first screen; 'Full schedule' once", async ({ quietPage }) => {
  const { page } = await quietPage({ viewport: PHONE });
  await page.goto(url("/zh-hant/live"), { waitUntil: "networkidle" });
  const box = await page.evaluate(() => {
    const rect = (selector: string) => {
      const el = document.querySelector(selector);
      if (!el) throw new Error(`no ${selector} in the page`);
      return el.getBoundingClientRect();
    };
    const main = rect("main");
    const player = rect(".live-player");
    const heading = rect("main h1");
    return { main: main.top, top: player.top, bottom: player.bottom, heading: heading.top, height: window.innerHeight };
  });
  assert.ok(box.top - box.main <= 16, `the player starts at the top of the content (${box.top - box.main} px below it)`);
  assert.ok(box.bottom <= box.height, `the whole player is on the first screen (its foot at ${box.bottom} of ${box.height})`);
  assert.ok(box.heading > box.top, "the title follows the player");
  assert.equal(await scheduleLinks(page, "完整節目表"), 1);
  await expectNoA11yViolations(page);

  const desktop = await quietPage({ viewport: VIEWPORTS.desktop });
  await desktop.page.goto(url("/en/live"), { waitUntil: "networkidle" });
  assert.equal(await scheduleLinks(desktop.page, "Full schedule"), 1);
  const order = await desktop.page.evaluate(() => {
    const rect = (selector: string) => {
      const el = document.querySelector(selector);
      if (!el) throw new Error(`no ${selector} in the page`);
      return el.getBoundingClientRect();
    };
    return { tabs: rect(".channel-tabs").bottom, player: rect(".live-player").top };
  });
  assert.ok(order.player > order.tabs, "on a desktop the channels stay above the player");
});

test("on a phone the schedule opens at the programme on air in Macao, at the top of the window, uncovered", async ({ openPage }) => {
  // A first visit: the cookie bar is up at the foot of the window.
  const { page } = await openPage({ viewport: PHONE });
  await page.goto(url("/zh-hant/program_list?channel=tdm-macau"), { waitUntil: "networkidle" });
  await settleOverlays(page);
  const today = page.locator("[data-testid=schedule-day][aria-current=date]");
  assert.match((await today.getAttribute("href")) ?? "", new RegExp(`date=${macauToday()}`));
  const now = await page.evaluate(() => {
    const item = document.querySelector("[aria-current=time]");
    const header = document.querySelector(".nav-bar");
    const ownTime = item?.querySelector("time");
    if (!item || !ownTime || !header) throw new Error("no programme on air (with its time) or no header in the page");
    const times = [...document.querySelectorAll("[data-testid=schedule] time")].map((el) => Date.parse(el.getAttribute("datetime") ?? ""));
    const own = Date.parse(ownTime.getAttribute("datetime") ?? "");
    const box = item.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height, 48) / 2);
    return {
      own,
      following: times.find((t) => t > own) ?? null,
      top: box.top,
      headerBottom: header.getBoundingClientRect().bottom,
      uncovered: !!hit && item.contains(hit),
    };
  });
  const at = Date.now();
  // (Within a minute of the page being made: a programme may have ended in between.)
  assert.ok(now.own <= at && (now.following === null || at < now.following + 60_000), "the programme marked is the one on air now");
  assert.ok(now.top >= now.headerBottom && now.top <= now.headerBottom + 32, `it is the first thing under the header (${now.top} px, the header ends at ${now.headerBottom})`);
  assert.ok(now.uncovered, "nothing lies over it");
});

test("each programme still to come has 'remind me': a calendar file with the programme, its channel and an alarm", async ({ quietPage }) => {
  const { page } = await quietPage({ viewport: PHONE });
  await page.goto(url("/en/program_list?channel=radio-macau"), { waitUntil: "networkidle" });
  const rows = await page.locator("[data-testid=schedule] > li").evaluateAll((items) =>
    items.map((li) => {
      const time = li.querySelector("time");
      if (!time) throw new Error("a programme without its time");
      return { start: Date.parse(time.getAttribute("datetime") ?? ""), remind: li.querySelector("[data-testid=schedule-remind]")?.getAttribute("href") ?? null };
    }),
  );
  const at = Date.now();
  // (A programme starting within a minute of now may have been to come when the page was made.)
  for (const row of rows.filter((r) => Math.abs(r.start - at) > 60_000)) {
    assert.equal(row.remind !== null, row.start > at, `a reminder exactly for what is still to come (${new Date(row.start).toISOString()})`);
  }

  // Tomorrow: every programme has one; the file is served as an attachment and holds the entry.
  const tomorrow = new Date(Date.parse(`${macauToday()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await page.goto(url(`/en/program_list?channel=radio-macau&date=${tomorrow}`), { waitUntil: "networkidle" });
  const links = page.getByTestId("schedule-remind");
  assert.equal(await links.count(), await page.locator("[data-testid=schedule] > li").count());
  const first = links.first();
  // (No href fails the match below, as an empty one does.)
  const href = (await first.getAttribute("href")) ?? "";
  assert.match(href, new RegExp(`^/api/v1\\.0/program-list/${tomorrow.replaceAll("-", "")}-\\d+/reminder\\.ics\\?lang=en$`));
  assert.equal(await first.getAttribute("download"), "");
  const title = await page.locator("[data-testid=schedule] > li").first().locator(".schedule__title").innerText();
  const res = await page.request.get(url(href));
  assert.equal(res.status(), 200);
  assert.equal(res.headers()["content-type"], "text/calendar; charset=utf-8");
  assert.match(res.headers()["content-disposition"], /^attachment; filename="radio-macau-\d{8}-\d+\.ics"$/);
  const body = (await res.text()).replace(/\r\n[ \t]/g, "");
  assert.match(body, /^BEGIN:VCALENDAR\r\n/);
  const channel = (await apiData("/api/v1.0/program-list/Channel", "en")).find((c: { id: string; name: string }) => c.id === "radio-macau").name;
  assert.ok(body.includes(`SUMMARY:${title.replace(/([,;])/g, "\\$1")} (${channel})\r\n`), body);
  assert.match(body, /DTSTART;TZID=Asia\/Macau:\d{8}T\d{6}\r\n/);
  assert.match(body, /BEGIN:VALARM\r\nACTION:DISPLAY\r\n.*\r\nTRIGGER:-PT10M\r\nEND:VALARM/);
  await expectNoA11yViolations(page);
});
