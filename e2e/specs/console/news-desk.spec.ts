// The console's news desk (docs/console.md "The console's screens"; docs/news.md "Editing in the console"): an editor
// writes a Chinese story in the Tiptap body, overrides one Simplified line, saves and publishes it, and readers get it
// in Traditional and in Simplified with the override; a corrected headline reaches the public page; HTML pasted into
// the body with a script is stored without it; a contributor sees no publish button and the server refuses the call;
// a save from a stale revision says someone else saved. An editor chooses the type and audio link, a topic, related
// stories (found by the list's search, put in order by keyboard) and the cover's 16:9 crop: readers get the cropped
// picture and the chosen stories first; the list's author filter offers the staff who write news. The list and the
// editor are axe-clean at 375 and 1440 px. Each test signs in once: a role's code works once per 30-second step, and
// the console's spec files sign in as the same roles in parallel (helpers.ts staffCode).
// The browser's language is English (Playwright's default), so the console speaks English.
import assert from "node:assert/strict";
import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
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

test("an editor writes a zh story, overrides a Simplified line, publishes it, corrects its headline; then sets an en story's type, topic, related stories and cover crop", async ({ memberPage }) => {
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

  // Then an English story (one sign-in for both: each role signs in at most twice per 30 s across the spec files).
  await relatedTopicsAndCrop(page, at);
});

/**
 * An editor sets the type, a topic, related stories in order and the cover's crop; readers get the crop and the
 * chosen stories first.
 */
async function relatedTopicsAndCrop(page: Page, at: (path: string) => string): Promise<void> {
  await page.goto(at("/console/news/new?newsroom=en"));
  await page.getByTestId("news-editor").waitFor();
  const api = await consoleApi(page, at);
  // Three stories to relate: two published, one a draft (readers never see it in the list).
  const mark = `${Date.now() % 1_000_000}`;
  const story = async (title: string, publish: boolean) => {
    const created = (await (await api.post("/news", { newsroom: "en", title })).json()).data;
    if (publish) assert.equal((await api.post(`/news/${created.id}/publish`, { revision: 1 })).status(), 200);
    return created.id as number;
  };
  const earlier = await story(`Lighthouse repairs ${mark} begin`, true);
  const later = await story(`Lighthouse repairs ${mark} end`, true);
  const draft = await story(`Lighthouse repairs ${mark} draft`, false);

  await page.getByTestId("news-title").fill(`Lighthouse reopens ${mark}`);
  await bodyBox(page).click();
  await page.keyboard.type("The Guia lighthouse opens again to visitors.");
  // The type and its link.
  await page.getByLabel("Type of story").selectOption("radio");
  // The site's own demo sound: a published story's media must pass the public page's CSP (media-src 'self'), since the
  // news specs that open the newest story run after this one.
  const audio = at("/demo/media/radio-ident.wav");
  await page.getByLabel("Audio link").fill(audio);
  // A topic.
  const topic = page.getByTestId("news-topics").getByRole("checkbox").first();
  await topic.check();

  // The cover: a 1200 × 900 picture, cropped to 16:9 around a focal point moved with the arrow keys.
  const picture = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 30, g: 110, b: 170 } } }).png().toBuffer();
  await page.locator("#news-cover-file").setInputFiles({ name: "lighthouse.png", mimeType: "image/png", buffer: picture });
  await page.locator("#news-cover-alt").fill("The lighthouse on Guia Hill");
  await page.getByTestId("news-cover-crop-toggle").check();
  await expect(page.getByTestId("news-cover-crop-at")).toHaveText("Crop: 1200 × 675 px of 1200 × 900");
  const size = page.getByTestId("news-cover-crop-size");
  await size.focus();
  for (let i = 0; i < 50; i++) await page.keyboard.press("ArrowLeft");
  await expect(page.getByTestId("news-cover-crop-at")).toHaveText("Crop: 600 × 338 px of 1200 × 900");
  await page.getByTestId("news-cover-picture").focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("news-cover-focus")).toHaveText("Focal point: 70% across, 50% down");
  await expect(page.getByTestId("news-cover-crop-frame")).toBeVisible();

  // Related stories: found by words of their headlines, added, and put in order by keyboard.
  await page.getByTestId("news-related-q").fill(`Lighthouse repairs ${mark}`);
  await page.keyboard.press("Enter");
  const results = page.getByTestId("news-related-results");
  await expect(results.locator("li")).toHaveCount(3);
  await results.getByRole("button", { name: `Add related story: Lighthouse repairs ${mark} begin` }).click();
  await results.getByRole("button", { name: `Add related story: Lighthouse repairs ${mark} draft` }).click();
  await results.getByRole("button", { name: `Add related story: Lighthouse repairs ${mark} end` }).click();
  await expect(page.getByTestId("news-related-said")).toHaveText(`Added: Lighthouse repairs ${mark} end`);
  const order = () => page.getByTestId("news-related-item").evaluateAll((items) => items.map((item) => Number(item.getAttribute("data-id"))));
  assert.deepEqual(await order(), [earlier, draft, later]);
  await page.getByRole("button", { name: `Move up: Lighthouse repairs ${mark} end` }).focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  assert.deepEqual(await order(), [later, earlier, draft]);
  await expect(page.getByTestId("news-related-said")).toHaveText(`Lighthouse repairs ${mark} end: now number 1`);
  // At the top, the focus stayed with the story (its "down" button): no lost focus.
  assert.equal(await page.evaluate(() => document.activeElement?.id), `news-related-down-${later}`);
  await expectNoA11yViolations(page);

  await page.getByTestId("news-save").click();
  await page.waitForURL(/\/console\/news\/\d+$/);
  await expect(page.getByTestId("news-note")).toContainText("Draft created.");
  const id = idOf(page);
  const saved = (await api.get(`/news/${id}`)).data;
  assert.equal(saved.type, "radio");
  assert.equal(saved.audioUrl, audio);
  assert.deepEqual(saved.relatedIds, [later, earlier, draft]);
  assert.equal(saved.topicIds.length, 1);
  assert.match(saved.coverCropped, /^\/uploads\/u\/\d{4}\/\d{2}\/[\w-]+\.webp$/);
  assert.notEqual(saved.coverCropped, saved.cover);
  // The editor opens again as saved: the crop and the list in their order.
  await page.getByTestId("news-body-editor").waitFor();
  await expect(page.getByTestId("news-cover-crop-at")).toHaveText("Crop: 600 × 338 px of 1200 × 900");
  assert.deepEqual(await order(), [later, earlier, draft]);

  await page.getByTestId("news-publish").click();
  await expect(page.getByTestId("news-note")).toContainText("Status: Published.");
  const reader = await page.context().browser()!.newPage();
  await reader.goto(at(`/en/news-detail/${id}`));
  // The cropped picture (600 × 338, from the 1200 × 900 original), and the editor's published choices first.
  assert.equal(await reader.locator(".article__media img").getAttribute("src"), saved.coverCropped);
  await expect(reader.getByTestId("article-audio")).toHaveAttribute("src", audio);
  const related = await reader.locator(".news-related__list a[href*='/news-detail/']").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  assert.ok(related[0]?.endsWith(`/news-detail/${later}`), String(related));
  assert.ok(related.findIndex((href) => href?.endsWith(`/news-detail/${earlier}`)) >= 1, String(related));
  assert.ok(!related.some((href) => href?.endsWith(`/news-detail/${draft}`)), "a draft is never listed");
  await reader.close();

  // The diff names the related stories and the topic.
  await page.reload();
  await page.getByTestId("news-body-editor").waitFor();
  const first = page.locator('[data-testid="news-revision-item"][data-revision="1"]');
  await first.getByTestId("news-compare").click();
  await expect(first.getByTestId("news-diff")).toBeVisible();
}

test("a save from a stale revision says someone else saved and offers a reload; on a phone's width, the author filter and the editor's topics, related stories and crop", async ({ memberPage }) => {
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

  // On a phone's width (the same session: one sign-in), the list's author filter and the editor's new controls.
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto(at("/console/news"));
  await page.getByTestId("news-table").waitFor();
  // The list's author filter offers the staff who write news, whether or not they have written yet.
  const authors = await page.locator("#news-filter-author option").allTextContents();
  assert.ok(authors.includes("Demo contributor") && authors.includes("Demo editor"), String(authors));
  assert.ok(!authors.includes("Demo producer"), "only the roles that write news");
  await page.locator("#news-filter-author").selectOption({ label: "Demo contributor" });
  await page.getByRole("button", { name: "Filter", exact: true }).click();
  await page.waitForURL(/author=\d+/);
  const id = (await (await page.request.get(at("/api/console/v1/news?newsroom=zh&pageSize=1"))).json()).data.items[0].id;
  await page.goto(at(`/console/news/${id}`));
  await page.getByTestId("news-body-editor").waitFor();
  await page.getByTestId("news-related-q").fill("");
  await page.getByTestId("news-related-search").click();
  await expect(page.getByTestId("news-related-results").locator("li").first()).toBeVisible();
  await page.getByTestId("news-related-results").getByRole("button").first().click();
  await expect(page.getByTestId("news-related-item")).not.toHaveCount(0);
  // Nothing is wider than the phone's screen.
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true);
  await expectNoA11yViolations(page);
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
