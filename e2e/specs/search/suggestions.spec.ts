// Searching with several words (issue 21: "grand prix" became "grandprix" and found nothing) and the titles the
// search fields offer while the reader types (docs/search.md "Suggestions"): the ARIA combobox pattern with the
// keyboard, checked with axe while the list is open, in the header (1440 px) and on the search page (375 px).
import assert from "node:assert/strict";
import type { Locator, Page } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { apiData, expectNoA11yViolations, url, type UrlLang, VIEWPORTS } from "../../helpers.ts";
import { islandsStarted, waitForIsland } from "../frame/helpers.ts";

/** A title the search fields offer (the API's suggestion): a story, a programme… and the page it opens. */
interface Suggestion {
  kind: "news" | "program";
  title: string;
  url: string;
}

const hitTitles = (page: Page) => page.locator("[data-testid=search-results] .search-hit__title").allInnerTexts();

/** Types like a person (one key at a time), so that the field's input events come as they would. */
const typeInto = (field: Locator, text: string) => field.pressSequentially(text, { delay: 40 });

/** The suggestions the server gives for a text in a language (what the list must show). */
const suggestions = async (text: string, lang: UrlLang): Promise<Suggestion[]> =>
  (await apiData(`/api/v1.0/search/suggest?Keywords=${encodeURIComponent(text)}`, lang)).items;
/** An option's text: the title, and the kind after a programme's (in the page's language). */
const optionText = (item: Suggestion, programme: string) => (item.kind === "program" ? `${item.title} · ${programme}` : item.title);

test("the header search keeps the words of an English search apart and finds the story", async ({ quietPage }) => {
  const { page, errors } = await quietPage({ viewport: VIEWPORTS.desktop });
  const expected = await apiData(`/api/v1.0/search/?Keywords=${encodeURIComponent("grand prix")}&PageSize=10`, "en");
  assert.ok(expected.items.some((item: { title: string }) => /Grand Prix/.test(item.title)), "the demo has an English Grand Prix story");
  await page.goto(url("/en/news-list"));
  await islandsStarted(page);
  const field = page.locator("#header-search");
  await field.fill("  grand   prix ");
  await Promise.all([page.waitForURL((u) => u.pathname === "/en/search"), field.press("Enter")]);
  assert.equal(new URL(page.url()).searchParams.get("keyword"), "grand prix");
  assert.equal(await page.locator("h1").innerText(), "Search results for “grand prix”");
  assert.deepEqual(await hitTitles(page), expected.items.map((item: { title: string }) => item.title));
  assert.deepEqual(errors, []);
});

test("header (1440 px): titles come while typing; the keyboard picks one and opens its page", async ({ quietPage }) => {
  const { page, errors } = await quietPage({ viewport: VIEWPORTS.desktop });
  const offered = await suggestions("grand pr", "en");
  const story = offered.find((item) => item.kind === "news" && /Grand Prix/.test(item.title));
  assert.ok(story, "the demo's Grand Prix story is among the suggestions");
  await page.goto(url("/en/news-list"));
  await islandsStarted(page);
  const field = page.locator("#header-search");
  await field.focus();
  await waitForIsland(page, "SiteSearch");
  // The island hydrates first; its effects then find the field and make it the combobox (SiteSearch, then
  // SearchSuggestions): wait for that, as a screen reader would only meet the combobox once it is one.
  await page.locator("#header-search[role=combobox]").waitFor({ state: "attached" });
  assert.equal(await field.getAttribute("aria-expanded"), "false");
  const list = page.locator(`#${await field.getAttribute("aria-controls")}`);
  assert.equal(await list.getAttribute("role"), "listbox");

  await typeInto(field, "g");
  await page.waitForTimeout(400);
  assert.equal(await list.isVisible(), false, "one letter offers nothing");
  await typeInto(field, "rand pr");
  await list.locator("[role=option]").first().waitFor();
  assert.equal(await field.getAttribute("aria-expanded"), "true");
  assert.deepEqual(await list.locator("[role=option]").allInnerTexts(), offered.map((item) => optionText(item, "Programme")));
  assert.ok(offered.some((item) => item.kind === "program"), "a programme is offered too");
  await expectNoA11yViolations(page, { include: ".masthead-search" });

  // Escape closes the list and keeps the text; ↓ opens it again on the first title.
  await field.press("Escape");
  assert.equal(await list.isVisible(), false);
  assert.equal(await field.getAttribute("aria-expanded"), "false");
  assert.equal(await field.inputValue(), "grand pr");
  await field.press("ArrowDown");
  assert.equal(await field.getAttribute("aria-activedescendant"), await list.locator("[role=option]").first().getAttribute("id"));
  for (let i = 0; i < offered.indexOf(story); i += 1) await field.press("ArrowDown");
  const chosen = list.locator("[role=option][aria-selected=true]");
  assert.equal(await chosen.innerText(), story.title);
  assert.equal(await field.getAttribute("aria-activedescendant"), await chosen.getAttribute("id"));
  await expectNoA11yViolations(page, { include: ".masthead-search" });

  await Promise.all([page.waitForURL((u) => u.pathname === story.url), field.press("Enter")]);
  assert.equal(await page.locator("h1").first().innerText(), story.title);
  assert.deepEqual(errors, []);
});

test("search page (375 px): Portuguese titles while typing, chosen with the keyboard", async ({ quietPage }) => {
  const { page, errors } = await quietPage({ viewport: VIEWPORTS.mobile });
  const offered = await suggestions("grande pre", "pt");
  const story = offered.find((item) => item.kind === "news");
  assert.ok(story, "a Portuguese story is among the suggestions");
  await page.goto(url("/pt/search"));
  await waitForIsland(page, "SearchFilters");
  const field = page.getByTestId("search-keyword");
  await field.focus();
  await typeInto(field, "grande pre");
  const list = page.locator("#search-keyword-suggestions");
  await list.locator("[role=option]").first().waitFor();
  assert.equal(await field.getAttribute("role"), "combobox");
  assert.deepEqual(await list.locator("[role=option]").allInnerTexts(), offered.map((item) => optionText(item, "Programa")));
  await expectNoA11yViolations(page, { include: ".search-panel" });

  // ↑ from the field goes round to the last title, ↓ comes back to the field, then on to the titles.
  await field.press("ArrowUp");
  assert.equal(await list.locator("[role=option][aria-selected=true]").innerText(), optionText(offered[offered.length - 1], "Programa"));
  await field.press("ArrowDown");
  assert.equal(await field.getAttribute("aria-activedescendant"), null);
  for (let i = 0; i <= offered.indexOf(story); i += 1) await field.press("ArrowDown");
  await Promise.all([page.waitForURL((u) => u.pathname === story.url), field.press("Enter")]);
  assert.equal(await page.locator("h1").first().innerText(), story.title);
  assert.deepEqual(errors, []);
});
