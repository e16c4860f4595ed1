// The member centre with the demo member (demo / Demo-2026!, apps/server/src/modules/identity/seed.ts) on the production
// server, signed in once per worker (the memberToken fixture): the seeded playlists, saved items, watch list,
// notifications, downloads and recommendations; paging with "load more", filtering, selecting and deleting, marking
// read; a not-found playlist; a token the server no longer knows (spec §8); and what the server renders (the shell
// only, never member data).
import assert from "node:assert/strict";
import sharp from "sharp";
import { test } from "../../fixtures.ts";
import { api, BASE_URL, KEYS, url, VIEWPORTS } from "../../helpers.ts";
import { accountScreen, statusSays } from "./helpers.ts";

/** The storage of a browser where the demo member is signed in (the worker's session: nothing here signs it out). */
const signedIn = (token: string): Record<string, string> => ({ [KEYS.memberToken]: token });

test("the demo member sees the seeded playlists, saved items, watch list, notifications and downloads", async ({ memberPage, memberToken }) => {
  const storage = signedIn(memberToken);
  // The seeded piece list holds real programme episodes (program.seed.ts): the newest is on the overview.
  const pieces = await api(BASE_URL, "/api/v1.0/member/piecelist", { token: memberToken });
  assert.ok(pieces.body.data.items.length >= 1, "the demo member has pieces");
  const { page, errors } = await memberPage({ storage });
  await page.goto(url("/en/user/account/my-list"));
  const overview = await accountScreen(page, "my-list");
  assert.match(await overview.getByTestId("account-greeting").innerText(), /Hello, demo/);
  assert.equal(await overview.locator('[data-screen="play-list"] .stat-tile__value').innerText(), "2");
  await overview.getByText(pieces.body.data.items[0].title).first().waitFor();
  await overview.getByRole("link", { name: /Download.*Mobile app guide/ }).waitFor();

  await page.goto(url("/en/user/account/play-list"));
  const playlists = await accountScreen(page, "play-list");
  assert.deepEqual((await playlists.locator(".playlist-card__title").allInnerTexts()).sort(), ["Morning radio", "週末追看"]);

  // The seeded playlist holds an item that is no longer available: marked so, and not a link.
  await playlists.getByRole("link", { name: "週末追看" }).click();
  const detail = await accountScreen(page, "playlist-detail");
  const gone = detail.locator(".item-row.is-unavailable");
  assert.equal(await gone.count(), 1);
  assert.match(await gone.innerText(), /Unavailable/);
  assert.equal(await gone.locator(".item-row__title a").count(), 0);
  assert.match(await page.getByTestId("breadcrumb").innerText(), /Member centre.*Playlists.*週末追看/s);

  // No such playlist (or another member's): a not-found message in place.
  await page.goto(url("/en/user/account/playlistDetail/999999"));
  await accountScreen(page, "playlist-not-found");
  // The browser reports the API's 404 on its console: that one is expected.
  const expected = errors.findIndex((error) => error.includes("/api/v1.0/member/playlist/999999"));
  if (expected >= 0) errors.splice(expected, 1);

  await page.goto(url("/en/user/account/collect"));
  const saved = await accountScreen(page, "collect");
  assert.equal(await saved.locator(".item-row").count(), 2);
  await saved.getByRole("link", { name: "Radio" }).click();
  await page.waitForURL(url("/en/user/account/collect?type=radio"));
  await saved.getByText("Nothing of this type saved yet.").waitFor();
  assert.equal(await saved.getByRole("link", { name: "Radio" }).getAttribute("aria-current"), "page");
  await saved.getByRole("link", { name: "All" }).click();
  await saved.locator(".item-row").nth(1).waitFor();

  await page.goto(url("/en/user/account/account-notice"));
  const notices = await accountScreen(page, "account-notice");
  // The seeded two are unread; a moderator's action in another spec may have told the demo member something more.
  const unread = await notices.locator('.notice-row[data-read="false"]').count();
  assert.ok(unread >= 2, `at least the two seeded notifications are unread (${unread})`);
  const welcome = notices.locator(".notice-row").filter({ hasText: "Welcome to membership" });
  await welcome.getByRole("button", { name: /Mark as read/ }).click();
  await statusSays(page, "Marked as read");
  assert.equal(await welcome.getAttribute("data-read"), "true");
  assert.equal(await welcome.evaluate((row) => row === document.activeElement), true, "the focus stays on the notification");
  assert.match(await notices.getByTestId("unread-count").innerText(), new RegExp(`Unread: ${unread - 1}\\b`));

  await page.goto(url("/en/user/account/recommended"));
  assert.ok((await (await accountScreen(page, "recommended")).locator(".rec-card").count()) > 0, "recommendations");
  assert.deepEqual(errors, [], "no console errors");
});

test("saved items: page 1, then the next page appended with load more; select all and delete", async ({ memberPage, memberToken: token }) => {
  // 25 saved videos make two pages of 20.
  for (let i = 1; i <= 25; i++) {
    const { body } = await api(BASE_URL, "/api/v1.0/member/collect", { token, body: { itemType: "video", itemId: `paging-${i}`, title: `Clip ${i}` } });
    assert.equal(body.code, 0, body.message);
  }
  const { page } = await memberPage({ viewport: VIEWPORTS.mobile, storage: signedIn(token) });
  await page.goto(url("/en/user/account/collect?type=video"));
  const saved = await accountScreen(page, "collect");
  assert.equal(await saved.locator(".item-row").count(), 20);
  await saved.getByText("Showing 20 of 25").waitFor();
  await saved.getByRole("button", { name: "Load more" }).click();
  await saved.getByText("Showing 25 of 25").waitFor();
  assert.equal(await saved.getByRole("button", { name: "Load more" }).count(), 0);
  assert.equal(await saved.locator(".item-row").nth(20).evaluate((row) => row === document.activeElement), true, "the first new row has the focus");

  await saved.getByRole("checkbox", { name: "Select all" }).check();
  await saved.getByText("Selected: 25").waitFor();
  await saved.getByRole("button", { name: "Delete selected" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete the selected items?" });
  await dialog.getByText("The 25 selected items will be removed from your saved items.").waitFor();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await statusSays(page, "Removed from saved: 25");
  await saved.getByText("Nothing of this type saved yet.").waitFor();
  const { body } = await api(BASE_URL, "/api/v1.0/member/collect?itemType=video", { token });
  assert.equal(body.data.total, 0, "the server agrees");
});

test("feedback: errors tied to the field and focused, then a thank-you that takes the focus", async ({ memberPage, memberToken }) => {
  const { page } = await memberPage({ storage: signedIn(memberToken) });
  await page.goto(url("/en/user/account/feedback"));
  const form = await accountScreen(page, "feedback");
  const message = form.getByLabel("Your message");
  await form.getByLabel("Topic").selectOption("programme");
  await message.fill("Nice");
  await form.getByRole("button", { name: "Send" }).click();
  assert.equal(await message.evaluate((field) => field === document.activeElement), true, "the refused field has the focus");
  assert.equal(await message.getAttribute("aria-invalid"), "true");
  const describedBy = (await message.getAttribute("aria-describedby")) ?? "";
  const errorId = describedBy.split(" ").find((id) => id.endsWith("-error"));
  assert.equal(await page.locator(`[id="${errorId}"]`).innerText(), "Use 5 to 2000 characters", "the message names the schema's limits");
  await message.fill("Please add Portuguese subtitles to the evening news.");
  await form.getByRole("button", { name: "Send" }).click();
  const thanks = page.getByTestId("feedback-thanks");
  await thanks.waitFor();
  assert.equal(await thanks.getByRole("heading", { name: "Thank you" }).evaluate((h) => h === document.activeElement), true);
});

test("settings: a photo chosen from the device is uploaded, shown and saved; removing it brings the initial back", async ({ memberPage, memberToken }) => {
  const { page, errors } = await memberPage({ viewport: VIEWPORTS.mobile, storage: signedIn(memberToken) });
  await page.goto(url("/en/user/account/setup"));
  const photo = await accountScreen(page, "account-photo");
  // A real picture, 900 × 600 JPEG, as a phone would send it.
  const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 20, g: 90, b: 160 } } }).jpeg().toBuffer();
  await photo.getByTestId("account-photo-input").setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: picture });
  await statusSays(page, "Photo updated");
  const image = photo.locator("img.avatar");
  assert.match((await image.getAttribute("src")) ?? "", /^\/uploads\/u\/\d{4}\/\d{2}\/[\w-]+\.webp$/);
  await page.waitForFunction(() => (document.querySelector<HTMLImageElement>("[data-testid=account-photo] img.avatar")?.naturalWidth ?? 0) > 0);
  const info = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), KEYS.memberInfo)) ?? "{}");
  assert.equal(info.photo, await image.getAttribute("src"), "saved with the profile");
  // A file the browser can refuse at once (over 5MB) is refused before any upload.
  await photo.getByTestId("account-photo-input").setInputFiles({ name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(5 * 1024 * 1024) });
  await photo.getByText("The image must be smaller than 5MB").waitFor();
  await photo.getByRole("button", { name: "Remove photo" }).click();
  await statusSays(page, "Photo removed");
  assert.equal(await photo.locator("img.avatar").count(), 0);
  assert.deepEqual(errors, []);
});

test("a token the server no longer knows ends the session: to /{lang}/user, the token removed (spec §8)", async ({ memberPage }) => {
  const { page } = await memberPage({ storage: { [KEYS.memberToken]: "0".repeat(64) } });
  await page.goto(url("/pt/user/account/account-notice"));
  await page.waitForURL(url("/pt/user"));
  assert.equal(await page.evaluate((key) => localStorage.getItem(key), KEYS.memberToken), null);
  assert.equal(await page.evaluate((key) => localStorage.getItem(key), KEYS.returnTo), "/pt/user/account/account-notice");
});

test("the server renders the shell only (titles, placeholders, never member data); /user/account opens my-list", async () => {
  const res = await fetch(url("/zh-hant/user/account/my-list"));
  assert.equal(res.status, 200);
  const html = await res.text();
  assert.match(html, /會員中心/);
  assert.match(html, /aria-busy="true"/);
  assert.doesNotMatch(html, /demo@example\.mo|週末追看/);
  assert.match(html, /<meta name="robots" content="noindex"/);
  assert.match(html, /__reactRouterContext/, "hydrated whole by React Router");
  const index = await fetch(url("/en/user/account"), { redirect: "manual" });
  assert.equal(index.status, 302);
  assert.equal(index.headers.get("location"), "/en/user/account/my-list");
});
