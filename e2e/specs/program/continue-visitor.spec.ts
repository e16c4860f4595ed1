// Continue watching (issue 21 item 30), signed out: the episode page offers no "Resume" and saves no position.
// Apart from program/continue.spec.ts: short files that workers share out; each test must end within Playwright Test's
// time-out (playwright.config.ts).
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { url } from "../../helpers.ts";

const VIDEO = ".playitem__player video";

test("a visitor who is not signed in gets no offer and saves nothing", async ({ memberPage }) => {
  const res = await fetch(url("/api/v1.0/program/tv/Latest?pageSize=20"));
  const episode = (await res.json()).data.find((e: { mediaType: string; mediaUrl: string | null }) => e.mediaType === "mp4" && e.mediaUrl);
  const { page, errors } = await memberPage();
  const puts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "PUT") puts.push(r.url());
  });
  await page.goto(url(`/en/program/playitem_video/${episode.slug}`));
  await page.locator('[data-testid="episode-resume"][data-ready="true"]').waitFor({ state: "attached" });
  await page.locator(VIDEO).evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await page.waitForFunction((s) => (document.querySelector<HTMLVideoElement>(s)?.currentTime ?? 0) > 1, VIDEO, { timeout: 20_000 });
  await page.locator(VIDEO).evaluate((v: HTMLVideoElement) => v.pause());
  assert.equal(await page.getByTestId("resume").count(), 0);
  assert.deepEqual(puts, []);
  assert.deepEqual(errors, []);
});
