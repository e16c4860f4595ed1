// The top of every page (issue 21, item 16 and 23): at 375 px the weather stays in the top bar in every language,
// whether the weather has come or not; at 1440 px in Chinese the lunar date and the notice counter sit in the middle
// of their rows; on a phone the strip of menu entries, scrolled to its end, shows its last entry whole beside the
// Menu button (docs/frame.md "The top bar").
import assert from "node:assert/strict";
import type { Locator, Page } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { url, URL_LANGS, type Viewport, VIEWPORTS } from "../../helpers.ts";
import { islandsStarted, waitForIsland } from "./helpers.ts";

const PHONE: Viewport = { width: 375, height: 800 };

/** The box of an element as numbers, and its vertical middle. */
const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  assert.ok(box, "the element is rendered");
  return { ...box, middle: box.y + box.height / 2, right: box.x + box.width, bottom: box.y + box.height };
};

/** The weather link is in the bar's first row (the row the bar shows), inside the screen, not under the tools. */
async function expectWeatherShown(page: Page, label: string): Promise<void> {
  const bar = await boxOf(page.locator(".utility-bar"));
  const weather = await boxOf(page.getByTestId("header-weather"));
  const tools = await boxOf(page.locator(".utility-tools"));
  assert.ok(weather.width > 0 && weather.height > 0, `${label}: the weather has a box`);
  assert.ok(weather.y >= bar.y && weather.bottom <= bar.bottom, `${label}: the weather (y ${weather.y}–${weather.bottom}) is inside the bar (y ${bar.y}–${bar.bottom})`);
  assert.ok(weather.x >= 0 && weather.right <= tools.x, `${label}: the weather (x ${weather.x}–${weather.right}) ends before the tools (x ${tools.x})`);
  assert.equal(await page.getByTestId("header-weather").isVisible(), true, `${label}: the weather is visible`);
}

for (const lang of URL_LANGS) {
  test(`${lang} at 375 px: the weather stays in the top bar, before and after it has come`, async ({ quietPage }) => {
    // Without the weather (the call fails): the link reads "Weather" in the page's language.
    const { page, context } = await quietPage({ viewport: PHONE });
    await context.route("**/api/**/common/weather", (route) => route.abort());
    await page.goto(url(`/${lang}/`));
    await waitForIsland(page, "Weather");
    await expectWeatherShown(page, `${lang}, no weather`);

    // With the weather: its icon and temperature.
    await context.unroute("**/api/**/common/weather");
    await page.reload();
    await page.locator('[data-testid="header-weather"][data-state="ready"]').waitFor();
    await expectWeatherShown(page, `${lang}, weather shown`);
  });
}

for (const lang of ["zh-hant", "zh-hans"]) {
  test(`${lang} at 1440 px: the lunar date and the notice counter sit in the middle of their rows`, async ({ quietPage }) => {
    const { page } = await quietPage({ viewport: VIEWPORTS.desktop });
    await page.goto(url(`/${lang}/`));
    await islandsStarted(page);
    await waitForIsland(page, "NoticeBar");
    const bar = await boxOf(page.locator(".utility-bar"));
    const clock = await boxOf(page.getByTestId("header-clock"));
    const lunar = await boxOf(page.getByTestId("header-lunar"));
    // The box of the lunar date's text (the item's box may span the bar's height).
    const lunarText = await page.getByTestId("header-lunar").evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const box = range.getBoundingClientRect();
      return box.top + box.height / 2;
    });
    const clockText = await page.getByTestId("header-clock").evaluate((el) => {
      const time = el.querySelector("time");
      if (!time) throw new Error("the header clock has no <time>");
      const box = time.getBoundingClientRect();
      return box.top + box.height / 2;
    });
    assert.ok(Math.abs(lunar.middle - bar.middle) <= 1.5, `lunar date's box middle ${lunar.middle}, the bar's ${bar.middle}`);
    assert.ok(Math.abs(lunarText - bar.middle) <= 1.5, `lunar date's text middle ${lunarText}, the bar's ${bar.middle}`);
    assert.ok(Math.abs(lunarText - clockText) <= 1, `lunar date's text middle ${lunarText}, the clock's ${clockText}`);
    assert.ok(Math.abs(clock.middle - bar.middle) <= 1.5, `clock's middle ${clock.middle}, the bar's ${bar.middle}`);

    const row = await boxOf(page.locator(".notice-inner"));
    const counter = page.locator(".notice-position");
    await counter.waitFor();
    const position = await boxOf(counter);
    const counterText = await counter.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const box = range.getBoundingClientRect();
      return box.top + box.height / 2;
    });
    const next = await boxOf(page.getByTestId("notice-next"));
    assert.ok(Math.abs(position.middle - row.middle) <= 1.5, `notice counter's middle ${position.middle}, the row's ${row.middle}`);
    assert.ok(Math.abs(counterText - row.middle) <= 1.5, `notice counter's text middle ${counterText}, the row's ${row.middle}`);
    assert.ok(Math.abs(next.middle - row.middle) <= 1.5, `"next" button's middle ${next.middle}, the row's ${row.middle}`);
  });
}

for (const lang of URL_LANGS) {
  test(`${lang} at 375 px: scrolled to its end, the menu strip shows its last entry whole, clear of its fade and of the Menu button`, async ({ quietPage }) => {
    const { page } = await quietPage({ viewport: PHONE });
    await page.goto(url(`/${lang}/`));
    const strip = page.locator("#site-header .menu").first();
    await strip.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: "instant" }));
    // elementHandle() waits for the strip: it is there.
    await page.waitForFunction((el) => el.scrollLeft + el.clientWidth >= el.scrollWidth - 1, (await strip.elementHandle())!);
    const { fade, stripRight, textRight, linkLeft } = await strip.evaluate((el) => {
      // The fade's width as the style sheet gives it (header.css --menu-fade), in px.
      const probe = document.createElement("div");
      probe.style.width = "var(--menu-fade)";
      probe.style.flex = "none";
      el.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      const last = [...el.querySelectorAll(":scope > .menu-item")].at(-1)?.querySelector(".menu-link");
      if (!last) throw new Error("the menu strip has no entry");
      const range = document.createRange();
      range.selectNodeContents(last);
      return { fade: width, stripRight: el.getBoundingClientRect().right, textRight: range.getBoundingClientRect().right, linkLeft: last.getBoundingClientRect().left };
    });
    assert.ok(fade > 0, "the strip's fade has a width");
    const button = await boxOf(page.locator(".menu-button"));
    assert.ok(linkLeft >= 0, `the last entry starts on the screen (${linkLeft})`);
    assert.ok(textRight <= stripRight - fade + 0.5, `the last entry ends at ${textRight}, before the fade (from ${stripRight - fade})`);
    assert.ok(textRight <= button.x, `the last entry ends at ${textRight}, left of the Menu button (${button.x})`);
  });
}
