// Continue watching (issue 21 item 30): a signed-in member plays an episode, seeks, leaves; the member centre lists
// it with the position; the episode's page offers "Resume at 0:12" and plays from there; played to the end, the
// episode leaves the list. (A visitor who is not signed in: program/continue-visitor.spec.ts.)
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { BASE_URL, expectNoA11yViolations, KEYS, url } from "../../helpers.ts";
import { tokenFor } from "../member/helpers.ts";

const VIDEO = ".playitem__player video";

/** An MP4 episode of a TV programme (the demo's newest), found through the API. */
async function mp4Episode() {
  const res = await fetch(url("/api/v1.0/program/tv/Latest?pageSize=20"));
  const episode = (await res.json()).data.find((e: { mediaType: string; mediaUrl: string | null; duration: number }) => e.mediaType === "mp4" && e.mediaUrl && e.duration >= 20);
  assert.ok(episode, "an MP4 episode");
  return episode;
}

/** The next PUT of the position `seconds` for the episode, answered 200. */
const saved = (page: Page, id: number, seconds: number) =>
  page.waitForResponse(
    (r) => r.request().method() === "PUT" && r.url().endsWith(`/playback-position/${id}`) && JSON.parse(r.request().postData() ?? "{}").position === seconds,
    { timeout: 20_000 },
  );

test("a member's position is saved, listed in the member centre, and the episode resumes there", async ({ memberPage }) => {
  const episode = await mp4Episode();
  const token = await tokenFor(BASE_URL);
  const { page, errors } = await memberPage({ storage: { [KEYS.memberToken]: token } });
  const path = `/en/program/playitem_video/${episode.slug}`;

  await page.goto(url(path));
  await page.locator('[data-testid="episode-resume"][data-ready="true"]').waitFor({ state: "attached" });
  const video = page.locator(VIDEO);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await page.waitForFunction((s) => (document.querySelector<HTMLVideoElement>(s)?.currentTime ?? 0) > 1, VIDEO, { timeout: 20_000 });
  await video.evaluate((v: HTMLVideoElement) => v.pause());
  const atTwelve = saved(page, episode.id, 12);
  await video.evaluate((v: HTMLVideoElement) => {
    v.currentTime = 12;
  });
  await atTwelve;

  // Leaves for the member centre: the episode is listed with where the member stopped.
  await page.goto(url("/en/user/account/my-list"));
  const row = page.getByTestId("continue-watching").locator(`[data-episode-id="${episode.id}"]`);
  await row.waitFor();
  assert.match((await row.textContent()) ?? "", /Stopped at 0:12 of 0:20/);
  await row.getByRole("link").click();
  await page.waitForURL(url(path));

  const resume = page.getByRole("button", { name: "Resume at 0:12" });
  await resume.waitFor();
  assert.equal(await page.getByRole("button", { name: "Start over" }).count(), 1);
  await expectNoA11yViolations(page, { include: ".playitem__player" });
  await page.locator(VIDEO).evaluate((v: HTMLVideoElement) => {
    v.muted = true;
  });
  await resume.click();
  await page.waitForFunction((s) => {
    const v = document.querySelector<HTMLVideoElement>(s);
    return v && !v.paused && v.currentTime >= 12;
  }, VIDEO, { timeout: 20_000 });
  assert.equal(await resume.count(), 0, "the offer is gone once chosen");

  // Played to the end: finished, the episode leaves the list.
  const atEnd = saved(page, episode.id, 20);
  await page.locator(VIDEO).evaluate((v: HTMLVideoElement) => {
    v.currentTime = v.duration - 0.2;
  });
  await atEnd;
  await page.goto(url("/en/user/account/my-list"));
  await page.getByTestId("my-list").waitFor();
  const panel = page.locator('section[aria-labelledby="overview-continue"]');
  await panel.waitFor();
  assert.equal(await panel.locator(`[data-episode-id="${episode.id}"]`).count(), 0);
  assert.deepEqual(errors, []);
});
