// The console's news desk (docs/console.md "The console's screens"; docs/news.md "Editing in the console"): an editor
// writes a Chinese story in the Tiptap body, overrides one Simplified line, saves and publishes it, and readers get it
// in Traditional and in Simplified with the override; a corrected headline reaches the public page; HTML pasted into
// the body with a script is stored without it; a contributor sees no publish button and the server refuses the call;
// a save from a stale revision says someone else saved. The list and the editor are axe-clean at 375 and 1440 px.
// The browser's language is English (Playwright's default), so the console speaks English.
import assert from "node:assert/strict";
import { expect, type Page } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { expectNoA11yViolations, VIEWPORTS } from "../../helpers.ts";
import { signInTo } from "./helpers.ts";

/** The console's API as the page's signed-in staff member (its cookies), with the CSRF token for writes. */
async function consoleApi(page: Page, at: (path: string) => string) {
  const csrf = (await (await page.request.get(at("/api/console/v1/csrf"))).json()).data.csrfToken as string;
  return {
    get: async (path: string) => (await page.request.get(at(`/api/console/v1${path}`))).json(),
    post: (path: string, body: unknown) => page.request.post(at(`/api/console/v1${path}`), { data: body, headers: { "x-csrf-token": csrf } }),
    put: (path: string, body: unknown) => page.request.put(at(`/api/console/v1${path}`), { data: body, headers: { "x-csrf-token": csrf } }),
  };
}

const idOf = (page: Page) => Number(new URL(page.url()).pathname.split("/").pop());

/** The body's editable area once Tiptap has loaded (it is fetched when the editor opens). */
const bodyBox = (page: Page) => page.getByRole("textbox", { name: "Body" });

test("an editor writes a zh story, overrides a Simplified line, publishes it, and corrects its headline", async ({ memberPage }) => {
  const { page, at } = await memberPage({ viewport: VIEWPORTS.desktop });
  await signInTo(page, at, "editor", "/console/news");
  await expect(page.getByTestId("console-nav").getByRole("link", { name: "News desk" })).toHaveAttribute("aria-current", "page");
  await page.getByTestId("news-table").waitFor();
  await expectNoA11yViolations(page);

  // A new story in the Chinese newsroom.
  await page.locator("#news-new-newsroom").selectOption("zh");
  await page.getByTestId("news-new").click();
  await page.getByTestId("news-editor").waitFor();
  assert.equal(new URL(page.url()).pathname, "/console/news/new");
  const mark = `${Date.now() % 1_000_000}`;
  const headline = `颱風測試${mark}號`;
  await page.getByTestId("news-title").fill(headline);
  await page.getByLabel("Standfirst").fill("天文台發出颱風信號。");
  await bodyBox(page).click();
  await page.keyboard.type("第一段：颱風來了。");
  await page.keyboard.press("Enter");
  await page.keyboard.type("第二段：學校停課。");
  // HTML pasted with a script and an event handler: the editor's schema parses it, the server sanitises it.
  await bodyBox(page).evaluate((element) => {
    const data = new DataTransfer();
    data.setData("text/html", '<p>貼上的段落<script>window.pasted = 1</script><img src="x" onerror="window.pasted = 2"></p><script>window.pasted = 3</script>');
    data.setData("text/plain", "貼上的段落");
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(bodyBox(page)).toContainText("貼上的段落");
  await expectNoA11yViolations(page);
  await page.getByTestId("news-save").click();
  await page.waitForURL(/\/console\/news\/\d+$/);
  await expect(page.getByTestId("news-note")).toContainText("Draft created.");
  const id = idOf(page);

  // Read back through the API: the paste's text is stored, its script and handler are not.
  const api = await consoleApi(page, at);
  const stored = (await api.get(`/news/${id}`)).data;
  assert.match(stored.body, /貼上的段落/);
  assert.doesNotMatch(stored.body, /<script|onerror|window\.pasted/i);

  // The Simplified lines beside the Traditional: override the first paragraph.
  const line = page.locator('[data-testid="news-hans-line"][data-line="body:0"]');
  await expect(line).toContainText("第一段：颱風來了。");
  await expect(line).toContainText("第一段：台风来了。");
  await line.getByTestId("news-hans-edit").click();
  await line.getByTestId("news-hans-override").fill("第一段：台风来啦！");
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await page.getByTestId("news-save").click();
  await expect(page.getByTestId("news-note")).toContainText("Saved (revision 2).");
  await expect(page.getByTestId("news-publish")).toBeEnabled();

  // Publish; readers get it in both scripts, the Simplified page with the override.
  await page.getByTestId("news-publish").click();
  await expect(page.getByTestId("news-note")).toContainText("Status: Published.");
  const reader = await page.context().browser()!.newPage();
  await reader.goto(at(`/zh-hant/news-detail/${id}`));
  await expect(reader.locator("h1")).toHaveText(headline);
  await expect(reader.locator("main")).toContainText("第一段：颱風來了。");
  await reader.goto(at(`/zh-hans/news-detail/${id}`));
  await expect(reader.locator("main")).toContainText("第一段：台风来啦！");
  await expect(reader.locator("main")).toContainText("第二段：学校停课。");

  // A correction of the headline reaches the public page at once.
  await page.getByTestId("news-title").fill(`${headline}（更正）`);
  await page.getByTestId("news-save").click();
  await expect(page.getByTestId("news-note")).toContainText("Saved (revision 4).");
  await reader.goto(at(`/zh-hant/news-detail/${id}`));
  await expect(reader.locator("h1")).toHaveText(`${headline}（更正）`);
  await reader.close();

  // The revisions: the first one compared with now shows the headline's change; the editor is axe-clean with it open.
  await page.reload();
  await page.getByTestId("news-body-editor").waitFor();
  const first = page.locator('[data-testid="news-revision-item"][data-revision="1"]');
  await first.getByTestId("news-compare").click();
  await expect(first.getByTestId("news-diff").locator("ins").first()).toBeVisible();
  await expectNoA11yViolations(page);
});

test("a save from a stale revision says someone else saved, and offers a reload", async ({ memberPage }) => {
  const { page, at } = await memberPage({ viewport: VIEWPORTS.desktop });
  // An administrator (editing rights like an editor's): each role signs in once per 30 s, and specs run in parallel.
  await signInTo(page, at, "admin", "/console/news");
  await page.goto(at("/console/news/new?newsroom=en"));
  await page.getByTestId("news-title").fill("Ferry timetable changes");
  await page.getByTestId("news-save").click();
  await page.waitForURL(/\/console\/news\/\d+$/);
  await bodyBox(page).waitFor();
  // Someone else saves the story meanwhile.
  const api = await consoleApi(page, at);
  const response = await api.put(`/news/${idOf(page)}`, { revision: 1, title: "Ferry timetable changes today" });
  assert.equal(response.status(), 200);
  await page.getByTestId("news-title").fill("Ferry timetable changes tomorrow");
  await page.getByTestId("news-save").click();
  await expect(page.getByTestId("news-note")).toHaveAttribute("data-kind", "conflict");
  await expect(page.getByRole("alert")).toContainText("Someone else saved this story after you opened it");
  await page.getByRole("button", { name: "Reload" }).click();
  await expect(page.getByTestId("news-title")).toHaveValue("Ferry timetable changes today");
});

test("a contributor writes and submits a draft on a phone, sees no publish button, and the server refuses to publish", async ({ memberPage }) => {
  const { page, at } = await memberPage({ viewport: VIEWPORTS.mobile });
  await signInTo(page, at, "contributor", "/console/news");
  await page.getByTestId("news-list").waitFor();
  await expectNoA11yViolations(page);
  await page.locator("#news-new-newsroom").selectOption("pt");
  await page.getByTestId("news-new").click();
  await page.getByTestId("news-title").fill("Trânsito condicionado na Avenida da Praia Grande");
  await bodyBox(page).click();
  await page.keyboard.type("Obras nocturnas a partir de segunda-feira.");
  await page.getByTestId("news-save").click();
  await page.waitForURL(/\/console\/news\/\d+$/);
  await expect(page.getByTestId("news-note")).toContainText("Draft created.");
  await expect(page.getByTestId("news-submit")).toBeVisible();
  await expect(page.getByTestId("news-publish")).toHaveCount(0);
  await expect(page.getByTestId("news-schedule")).toHaveCount(0);
  await expect(page.getByTestId("news-unpublish")).toHaveCount(0);
  await expectNoA11yViolations(page);

  const id = idOf(page);
  const api = await consoleApi(page, at);
  const refused = await api.post(`/news/${id}/publish`, { revision: 1 });
  assert.equal(refused.status(), 403);

  await page.getByTestId("news-submit").click();
  await expect(page.getByTestId("news-note")).toContainText("Status: In review.");
  assert.equal((await api.get(`/news/${id}`)).data.status, "in_review");
});
