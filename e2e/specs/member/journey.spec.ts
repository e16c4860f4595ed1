// The new member's journey through the member centre (issue 3, spec §2 account, §4, §8): registered with the code
// read from the outbox, the member is sent to the login screen by the centre's guard and comes back after signing
// in, completes the profile, makes a playlist, renames it, removes an item, deletes it, signs out — and the guard
// then sends them to /{lang}/user, keeping the address. (Closing the account: close-account.spec.ts.)
//
// Registration needs /dev/outbox.json, which the production server of the run does not have: the test runs on the
// devServer fixture (a development server of the same build, shared by the spec files of a worker), with a member of
// its own. The registration screen itself is tested in identity/register.spec.ts; here the member registers through
// the API.
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { api, KEYS } from "../../helpers.ts";
import { accountScreen, statusSays } from "./helpers.ts";
import { hydrated, local, registerThroughApi } from "../identity/helpers.ts";

test("a new member signs in through the guard, completes the profile, keeps a playlist, signs out", async ({ memberPage, devServer }) => {
  const base = devServer;
  const member = await registerThroughApi(base);
  const { page, at, errors } = await memberPage({ base });

  // The guard: no token → the login screen, this page kept as the return address; after login, back here.
  await page.goto(at("/en/user/account/my-list"));
  await page.waitForURL(at("/en/user"));
  assert.equal(await local(page, KEYS.returnTo), "/en/user/account/my-list");
  await hydrated(page, "login-submit");
  await page.locator("#login-username").fill(member.username);
  await page.locator("#login-password").fill(member.password);
  await page.getByTestId("login-submit").click();
  // The login screen asks a member with an incomplete profile to complete it: later, here in the centre.
  await page.getByTestId("profile-prompt-cancel").click();
  await page.waitForURL(at("/en/user/account/my-list"));
  const overview = await accountScreen(page, "my-list");
  assert.match(await overview.getByTestId("account-greeting").innerText(), new RegExp(`Hello, ${member.username}`));

  // The overview says the profile is incomplete (spec §4) and leads to the settings.
  await overview.getByTestId("profile-incomplete").getByRole("link").click();
  await page.waitForURL(at("/en/user/account/setup"));
  const profile = (await accountScreen(page, "setup")).getByTestId("profile-form");
  await profile.getByLabel("Sex").selectOption("F");
  await profile.getByLabel("Age group").selectOption("25-34");
  for (const field of ["Education", "Occupation", "Monthly income"]) {
    const select = profile.getByLabel(field);
    await select.selectOption(await select.locator("option:not([value=''])").first().getAttribute("value"));
  }
  await profile.getByRole("checkbox", { name: "News and current affairs" }).check();
  await profile.getByRole("button", { name: "Save profile" }).click();
  await statusSays(page, "Profile saved");
  await page.goto(at("/en/user/account/my-list"));
  await accountScreen(page, "my-list");
  assert.equal(await page.getByTestId("profile-incomplete").count(), 0, "the profile is complete now");

  // A playlist: created (it takes the focus), renamed.
  await page.goto(at("/en/user/account/play-list"));
  const playlists = await accountScreen(page, "play-list");
  await playlists.getByLabel("Playlist name").fill("Weekend viewing");
  await playlists.getByRole("button", { name: "Create" }).click();
  await statusSays(page, "“Weekend viewing” created");
  const card = playlists.locator(".playlist-card").filter({ hasText: "Weekend viewing" });
  assert.equal(await card.locator(".playlist-card__link").evaluate((a) => a === document.activeElement), true, "the new playlist has the focus");
  await card.getByRole("button", { name: /Rename/ }).click();
  const rename = card.getByLabel("Rename “Weekend viewing”");
  await rename.fill("Weekend picks");
  await rename.press("Enter");
  await statusSays(page, "Renamed to “Weekend picks”");
  const renamed = playlists.locator(".playlist-card").filter({ hasText: "Weekend picks" });
  assert.equal(await renamed.getByRole("button", { name: /Rename/ }).evaluate((b) => b === document.activeElement), true, "the focus is back on Rename");
  const playlistId = Number(await renamed.getAttribute("data-playlist-id"));

  // Items are added on programme pages (not part of the centre): here through the API.
  const token = (await local(page, KEYS.memberToken)) ?? undefined;
  // Programmes keep the portal's own title and page (whatever the client sends): two real ones.
  const programmes = (await api(base, "/api/v1.0/program/list?pageSize=2", { language: "en" })).body.data.items;
  const titles: string[] = [];
  for (const programme of programmes) {
    const { body } = await api(base, "/api/v1.0/member/playlist/item", { token, body: { playlistId, itemType: "program", itemId: String(programme.id), title: "x", url: "/x" } });
    assert.equal(body.code, 0, body.message);
    titles.push(body.data?.title ?? programme.title);
  }
  const [kept, removed] = titles;

  // The playlist's page: one item removed after the confirmation; the focus goes to the title.
  await renamed.locator(".playlist-card__link").click();
  await page.waitForURL(at(`/en/user/account/playlistDetail/${playlistId}`));
  const detail = await accountScreen(page, "playlist-detail");
  assert.equal(await detail.locator(".item-row").count(), 2);
  await detail.getByRole("checkbox", { name: `Select “${removed}”` }).check();
  await detail.getByRole("button", { name: "Remove from playlist" }).click();
  await page.getByRole("dialog", { name: "Remove the selected items?" }).getByRole("button", { name: "Remove" }).click();
  await statusSays(page, "Removed: 1");
  assert.deepEqual(await detail.locator(".item-row__title").allInnerTexts(), [kept]);
  assert.equal(await page.evaluate(() => document.activeElement?.tagName), "H1");
  const { body: stored } = await api(base, `/api/v1.0/member/playlist/${playlistId}`, { token });
  assert.deepEqual(stored.data.items.map((item: { title: string }) => item.title), [kept], "the server agrees");

  // Deleting the playlist asks first: Cancel keeps it and gives the focus back, Delete deletes.
  await page.goto(at("/en/user/account/play-list"));
  await accountScreen(page, "play-list");
  const deleteButton = page.locator(".playlist-card").filter({ hasText: "Weekend picks" }).getByRole("button", { name: /Delete/ });
  await deleteButton.click();
  const confirm = page.getByRole("dialog", { name: "Delete this playlist?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await confirm.waitFor({ state: "hidden" });
  assert.equal(await deleteButton.evaluate((b) => b === document.activeElement), true, "Cancel gives the focus back");
  await deleteButton.click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await statusSays(page, "“Weekend picks” deleted");
  assert.equal(await page.locator(".playlist-card").count(), 0);

  // Signing out (settings): home, signed out; the guard then sends the member to /en/user, keeping the address.
  await page.goto(at("/en/user/account/setup"));
  await accountScreen(page, "setup");
  await page.getByTestId("setup-sign-out").click();
  await page.waitForURL(at("/en/"));
  assert.equal(await local(page, KEYS.memberToken), null);
  await page.goto(at("/en/user/account/play-list"));
  await page.waitForURL(at("/en/user"));
  assert.equal(await local(page, KEYS.returnTo), "/en/user/account/play-list");
  const { status } = await api(base, "/api/v1.0/member/info", { token });
  assert.equal(status, 401, "the server forgot the token too");
  assert.deepEqual(errors, [], "no console errors");
});
