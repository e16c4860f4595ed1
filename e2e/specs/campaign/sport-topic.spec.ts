// The sport topic (spec §2 sport_topic/{slug}, sport_topic/{slug}/{id}; docs/campaigns.md): the menu's entry leads
// to it, its live block plays the demo channel (offline HLS) and reports sport_topic_live once, an item opens.
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { apiData, expectNoA11yViolations, url, VIEWPORTS } from "../../helpers.ts";
import { playLive } from "../broadcast/helpers.ts";

test("the sport topic's live block plays and sends the sport_topic_live event", async ({ quietPage }) => {
  const { page, errors } = await quietPage();
  const events: { event: string; [field: string]: unknown }[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/v2.0/statistics")) events.push(JSON.parse(request.postData() ?? "{}"));
  });
  await page.goto(url("/en/sport_topic/macau-marathon"), { waitUntil: "domcontentloaded" });
  assert.equal(await page.locator("h1").innerText(), "Macau International Marathon");
  await page.getByTestId("sport-topic-live").getByTestId("video-play").waitFor();
  const reported = page.waitForRequest((request) => request.url().includes("/api/v2.0/statistics") && (request.postData() ?? "").includes("sport_topic_live"));
  await playLive(page);
  await reported;
  const live = events.filter((event) => event.event === "sport_topic_live");
  assert.equal(live.length, 1, "one event for the first play");
  assert.deepEqual({ object_id: live[0].object_id, source: live[0].source, platform: live[0].platform }, { object_id: "macau-marathon", source: "pc", platform: "web" });
  assert.equal(await page.locator(".sport-topic-results table").count() >= 1, true, "the results");
  assert.deepEqual(errors, []);
});

test("the menu's entry leads to the topic, and an item opens with the live block beside it", async ({ quietPage }) => {
  const { page } = await quietPage({ viewport: VIEWPORTS.mobile });
  await page.goto(url("/zh-hant/"));
  assert.ok((await page.locator('a[href="/zh-hant/sport_topic/macau-marathon"]').count()) > 0, "the menu links to the topic");
  await page.goto(url("/zh-hant/sport_topic/macau-marathon"));
  const topic = await apiData("/api/v1.0/sport-topic/macau-marathon", "zh-hant");
  const first = page.getByTestId("sport-topic-items").locator("li").first();
  assert.match(await first.innerText(), new RegExp(topic.items[0].title));
  await first.locator("a").click();
  await page.getByTestId("sport-topic-item-page").waitFor();
  assert.equal(new URL(page.url()).pathname, `/zh-hant/sport_topic/macau-marathon/${topic.items[0].id}`);
  assert.equal(await page.locator("h1").innerText(), topic.items[0].title);
  await page.getByTestId("sport-topic-live").waitFor();
  const missing = await page.goto(url("/zh-hant/sport_topic/macau-marathon/999999"));
  assert.equal(missing?.status(), 404);
});

for (const [name, viewport] of Object.entries({ mobile: VIEWPORTS.mobile, desktop: VIEWPORTS.desktop })) {
  test(`the sport topic pages have no serious accessibility violations (${name})`, async ({ quietPage }) => {
    const { page } = await quietPage({ viewport });
    const topic = await apiData("/api/v1.0/sport-topic/macau-marathon", "pt");
    for (const path of ["/pt/sport_topic/macau-marathon", `/zh-hans/sport_topic/macau-marathon/${topic.items[1].id}`]) {
      await page.goto(url(path), { waitUntil: "networkidle" });
      await expectNoA11yViolations(page);
    }
  });
}
