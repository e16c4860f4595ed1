// The region limit of spec §1 on the pages: a visitor outside Macao (X-Forwarded-For, which the e2e server trusts)
// gets the explanation in their language and never a stream address.
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { url } from "../../helpers.ts";
import { ABROAD } from "./helpers.ts";

test("a visitor outside Macao gets the explanation in their language and never a stream address", async ({ quietPage }) => {
  const { page } = await quietPage({ contextOptions: { extraHTTPHeaders: ABROAD } });
  const bodies: Promise<{ url: string; status: number; text: string } | null>[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/api/")) bodies.push(response.text().then((text) => ({ url: response.url(), status: response.status(), text })).catch(() => null));
  });
  for (const [lang, title] of [
    ["en", "Available in Macau only"],
    ["zh-hant", "只限澳門地區收看"],
  ]) {
    await page.goto(url(`/${lang}/live`), { waitUntil: "networkidle" });
    const notice = page.getByTestId("live-region");
    await notice.waitFor();
    assert.match(await notice.innerText(), new RegExp(title));
    assert.equal(await page.getByTestId("live-video").count(), 0);
    assert.doesNotMatch(await page.content(), /live-media|\.m3u8|sig=/);
  }
  const answers = (await Promise.all(bodies)).filter((a) => a !== null);
  const playlist = answers.filter((a) => a.url.includes("/playlist"));
  assert.ok(playlist.length >= 2);
  for (const a of playlist) assert.equal(a.status, 403);
  for (const a of answers) assert.doesNotMatch(a.text, /live-media|sig=/, a.url);
  // Radio too: the listen button explains instead of playing.
  await page.goto(url("/en/live?channel=radio-macau"), { waitUntil: "networkidle" });
  await page.getByTestId("radio-listen").click();
  await page.getByTestId("live-region").waitFor();
  assert.equal(await page.locator("#radio-mini").count(), 0);
});
