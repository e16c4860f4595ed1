// A member on a news story (spec §4 likes, §7 comments): signs in through the comment prompt's login pop-up with
// the demo member, comments, replies, and toggles the like; what was written survives a reload (server-rendered).
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { apiData, DEMO, KEYS, VIEWPORTS } from "../../helpers.ts";
import { waitForIsland } from "../frame/helpers.ts";
import { local, unique } from "../identity/helpers.ts";
import { latestNews } from "./helpers.ts";

/** Signs in with the demo member through the pop-up opened by the comment prompt's login button. */
async function signInFromComments(page: Page) {
  await page.getByTestId("comments").scrollIntoViewIfNeeded();
  await page.locator('[data-testid="comments"][data-ready]').waitFor();
  await page.locator('[data-testid="login-dialog"][data-ready="true"]').waitFor({ state: "attached" });
  await page.getByTestId("comment-login-prompt").getByRole("button").click();
  await page.locator("#login-dialog-username").fill(DEMO.username);
  await page.locator("#login-dialog-password").fill(DEMO.password);
  await page.locator('[data-testid="login-dialog"] [data-testid="login-submit"]').click();
  await page.getByTestId("login-dialog").waitFor({ state: "hidden" });
  // The prompt gives way to the form once the session is there (the portal:member event).
  await page.getByTestId("comment-form").waitFor();
}

test("a member comments and replies; the comments are on the page after a reload, newest first", async ({ memberPage }) => {
  const { items } = await latestNews("zh-hant", "PageSize=3");
  const story = items[2];
  const { page, at, errors } = await memberPage({ viewport: VIEWPORTS.mobile });
  await page.goto(at(`/zh-hant/news-detail/${story.id}`));
  await signInFromComments(page);
  assert.ok(await local(page, KEYS.memberToken), "signed in");

  const text = unique("很好的報道 <b>不是粗體</b> ");
  await page.locator("[data-testid=comment-form] textarea").fill(text);
  await page.locator("[data-testid=comment-form] button[type=submit]").click();
  const first = page.locator("[data-testid=comment-list] > li").first();
  await first.locator(".comment__text", { hasText: text.trim() }).waitFor();
  assert.equal(await page.getByTestId("comment-status").innerText(), "留言已發表");
  assert.equal(await first.locator("b").count(), 0, "the text is shown as text, not HTML");

  // A reply names the comment it answers.
  await first.locator(".comment__reply").click();
  assert.match(await page.locator(".comment-thread__field .field__label").innerText(), /^回覆 /);
  const reply = unique("同意 ");
  await page.locator("[data-testid=comment-form] textarea").fill(reply);
  await page.locator("[data-testid=comment-form] button[type=submit]").click();
  const answered = page.locator("[data-testid=comment-list] > li").first();
  await answered.locator(".comment__text", { hasText: reply.trim() }).waitFor();
  assert.match(await answered.locator(".comment__quote").innerText(), new RegExp(`不是粗體`));

  // Over-long text is refused before it is sent: the field's error, tied to the text box, which keeps the focus.
  const box = page.locator("[data-testid=comment-form] textarea");
  await box.evaluate((el) => el.removeAttribute("maxlength"));
  await box.fill("長".repeat(501));
  await page.locator("[data-testid=comment-form] button[type=submit]").click();
  const error = page.locator(".comment-thread__field .field__error");
  assert.equal(await error.innerText(), "留言不可超過 500 字");
  assert.equal(await box.getAttribute("aria-invalid"), "true");
  assert.ok((await box.getAttribute("aria-describedby"))?.includes(String(await error.getAttribute("id"))), "the error describes the box");
  assert.equal(await box.evaluate((el) => el === document.activeElement), true);

  await page.reload();
  const texts = await page.locator("[data-testid=comment-list] .comment__text").allInnerTexts();
  assert.deepEqual(texts.slice(0, 2), [reply.trim(), text.trim()], "server-rendered, newest first");
  const api = await apiData(`/api/v1.0/news/${story.id}/comment?PageSize=2`, "zh-hant");
  assert.deepEqual(api.items.map((c: { comment: string }) => c.comment), [reply.trim(), text.trim()]);
  assert.deepEqual(errors, []);
});

test("a member likes a story and takes the like back; the count follows and the state survives a reload", async ({ memberPage }) => {
  const { items } = await latestNews("en", "PageSize=4");
  const story = items[3];
  const { page, at } = await memberPage();
  await page.goto(at(`/en/news-detail/${story.id}`));
  await signInFromComments(page);
  await page.locator(".like__button").scrollIntoViewIfNeeded();
  await waitForIsland(page, "LikeButton");
  await page.locator('[data-testid="like"][data-ready]').waitFor();
  const button = page.locator(".like__button");
  const count = async () => Number(await page.getByTestId("like-count").getAttribute("data-count"));
  const start = await count();
  const startPressed = await button.getAttribute("aria-pressed");
  if (startPressed === "true") {
    // Left liked by an earlier run against the same server: start from "not liked".
    await button.click();
    await page.locator('.like__button[aria-pressed="false"]').waitFor();
  }
  const base = startPressed === "true" ? start - 1 : start;
  assert.equal(await count(), base);

  await button.click();
  await page.locator('.like__button[aria-pressed="true"]').waitFor();
  assert.equal(await count(), base + 1);
  assert.equal(await button.innerText().then((s) => s.includes("Liked")), true);

  await page.reload();
  await page.locator(".like__button").scrollIntoViewIfNeeded();
  await page.locator('.like__button[aria-pressed="true"]').waitFor();
  assert.equal(await count(), base + 1);

  await page.locator(".like__button").click();
  await page.locator('.like__button[aria-pressed="false"]').waitFor();
  assert.equal(await count(), base);
  const detail = await apiData(`/api/v1.0/news/${story.id}`, "en");
  assert.equal(detail.likeCount, base);
});
