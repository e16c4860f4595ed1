// The administrator's menus (issue 24's "Done when"; docs/console.md "Administrator: menus and settings"): the demo
// administrator adds a header-menu entry in four languages from /console/menus — a path no page answers is refused
// in the server's words first — and it is in the public header in each language and in the sitemap; then, on a
// phone's width, moves it by keyboard and removes it, and it leaves the header. axe on the screen and the entry's
// dialog at 1440 and 375 px. The browser speaks English.
//
// The entry goes under the header's "Specials" (a second-level entry, in that panel), not at the top: other specs
// count and measure the header's top entries (frame/*), none counts the Specials panel, and the entry is removed at
// the end (and in `finally`, should a step fail) so that other spec files see the demo menu unchanged.
import assert from "node:assert/strict";
import { expect, type Page } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { expectNoA11yViolations, VIEWPORTS, type UrlLang } from "../../helpers.ts";
import { signInTo } from "./helpers.ts";

/** A page of the site that no demo menu lists, so the sitemap has it only through the new entry. */
const PATH = "notice-list";
const stamp = Date.now().toString(36);
const TITLES = { zh_TW: `公告測試${stamp}`, zh_CN: `公告测试${stamp}`, en: `Notices test ${stamp}`, pt: `Avisos teste ${stamp}` };
const TITLE_OF: Record<UrlLang, string> = { "zh-hant": TITLES.zh_TW, "zh-hans": TITLES.zh_CN, en: TITLES.en, pt: TITLES.pt };
const FIELDS = { zh_TW: "Title (Traditional Chinese)", zh_CN: "Title (Simplified Chinese)", en: "Title (English)", pt: "Title (Portuguese)" } as const;

/** The public header's link to the entry in `lang` (in the Specials panel: attached, shown when the panel opens). */
const headerLink = (page: Page, lang: UrlLang) => page.locator(".main-nav a").filter({ hasText: TITLE_OF[lang] });

/** Removes the entry through the console's calls, whatever the screen shows (a failed step leaves no entry behind). */
async function removeLeftover(page: Page): Promise<void> {
  await page.evaluate(async (title) => {
    const list = (await (await fetch("/api/console/v1/menus")).json()) as { data?: { entries: Array<{ id: number; title: { en: string } }> } };
    const entry = list.data?.entries.find((e) => e.title.en === title);
    if (!entry) return;
    const csrf = (await (await fetch("/api/console/v1/csrf")).json()) as { data: { csrfToken: string } };
    await fetch(`/api/console/v1/menus/entries/${entry.id}/remove`, { method: "POST", headers: { "x-csrf-token": csrf.data.csrfToken } });
  }, TITLES.en);
}

test("an administrator adds a menu entry in four languages: in the header in each language and in the sitemap; moved by keyboard and removed on a phone", async ({ memberPage }) => {
  const { page, at } = await memberPage({ viewport: VIEWPORTS.desktop });
  const sitemap = async () => (await fetch(at("/sitemap-pages.xml"))).text();
  assert.ok(!(await sitemap()).includes(`/en/${PATH}</loc>`), `no demo menu lists /${PATH}`);

  await signInTo(page, at, "admin", "/console/menus");
  try {
    await page.locator("[data-testid=console-menus][data-ready]").waitFor();
    await expect(page.getByTestId("console-nav").getByRole("link", { name: "Menus" })).toHaveAttribute("aria-current", "page");
    const main = page.locator("[data-testid=console-menu][data-menu=main]");
    await expect(main.getByRole("heading", { name: "Header menu" })).toBeVisible();
    await expectNoA11yViolations(page);

    // Add under "Specials": the four titles, and first a path no page answers, refused in the server's words.
    await main.getByRole("button", { name: "Add under “Specials”" }).click();
    const dialog = page.getByTestId("console-menu-dialog");
    await expect(dialog.getByRole("heading", { name: "Add an entry under “Specials”" })).toBeVisible();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByRole("textbox", { name: FIELDS.zh_TW })).toBeFocused();
    await expect(dialog.getByText("Enter the title in this language")).toHaveCount(4);
    for (const [key, name] of Object.entries(FIELDS) as [keyof typeof FIELDS, string][]) await dialog.getByRole("textbox", { name }).fill(TITLES[key]);
    await dialog.getByRole("textbox", { name: "Path of the page" }).fill("/no-such-page");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByTestId("console-menu-error")).toHaveText("No page of the site answers “/no-such-page”: enter the path of a page that exists, or an external link");
    await expectNoA11yViolations(page);
    await dialog.getByRole("textbox", { name: "Path of the page" }).fill(`/${PATH}`);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("console-action-status")).toHaveText(`“${TITLES.en}” added.`);
    // The entry's own <li> (its parent's holds it too).
    const row = main.getByTestId("console-menu-entry-title").filter({ hasText: TITLES.en }).locator("xpath=ancestor::li[1]");
    await expect(row).toHaveAttribute("data-level", "2");
    await expect(row.locator(".console-menu-entry")).toBeFocused();

    // In the public header of every language, leading to the page in that language; and in the sitemap.
    for (const lang of ["zh-hant", "zh-hans", "en", "pt"] as const) {
      await page.goto(at(`/${lang}/news-list`));
      await expect(headerLink(page, lang)).toHaveAttribute("href", `/${lang}/${PATH}`);
    }
    const pages = await sitemap();
    for (const lang of ["zh-hant", "zh-hans", "en", "pt"] as const) assert.ok(pages.includes(`/${lang}/${PATH}</loc>`), `the sitemap lists /${lang}/${PATH}`);

    // On a phone's width: moved up by keyboard (the focus stays on the entry's buttons), then removed.
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto(at("/console/menus"));
    await page.locator("[data-testid=console-menus][data-ready]").waitFor();
    const siblings = () => row.locator("xpath=..").locator(":scope > li").evaluateAll((items) => items.map((li) => li.getAttribute("data-id")));
    const before = await siblings();
    const id = await row.getAttribute("data-id");
    assert.equal(before.at(-1), id, "a new entry comes last among its siblings");
    const up = row.getByRole("button", { name: `Move up: ${TITLES.en}` });
    await up.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("console-action-status")).toHaveText(`“${TITLES.en}” is now number ${before.length - 1}.`);
    await expect(up).toBeFocused();
    assert.equal((await siblings()).at(-2), id, "one place up");
    await expectNoA11yViolations(page);

    await row.getByRole("button", { name: `Remove: ${TITLES.en}` }).click();
    const confirm = page.getByRole("dialog", { name: `Remove “${TITLES.en}”?` });
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await expectNoA11yViolations(page);
    await confirm.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByTestId("console-action-status")).toHaveText(`“${TITLES.en}” removed.`);
    await expect(row).toHaveCount(0);
    await page.goto(at("/en/news-list"));
    await expect(headerLink(page, "en")).toHaveCount(0);
  } finally {
    await page.goto(at("/console/menus"));
    await removeLeftover(page);
  }
});
