// Signed stream addresses expire (docs/media.md): the e2e server signs them for E2E_MEDIA_TTL_SECONDS.
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { url } from "../../helpers.ts";

test("a signed stream address answers 403 once it has expired", async () => {
  // The e2e server signs for E2E_MEDIA_TTL_SECONDS (15 s, e2e/global-setup.ts), not ten minutes.
  const ttl = Number(process.env.E2E_MEDIA_TTL_SECONDS ?? 15);
  const answer = await (await fetch(url("/api/v1.0/live/radio-macau/playlist"))).json();
  assert.ok(Date.parse(answer.data.stream.expiresAt) - Date.now() <= ttl * 1000 + 1000);
  const stream = url(answer.data.stream.url);
  const fresh = await fetch(stream);
  assert.equal(fresh.status, 200);
  const segment = (await fresh.text()).split("\n").find((line) => line.startsWith("seg-"));
  assert.ok(segment, "the playlist lists a segment");
  assert.equal((await fetch(new URL(segment, stream))).status, 200);
  await new Promise((r) => setTimeout(r, (ttl + 1.5) * 1000));
  const late = await fetch(stream);
  assert.equal(late.status, 403);
  assert.doesNotMatch(await late.text(), /#EXTM3U/);
  assert.equal((await fetch(new URL(segment, stream))).status, 403, "the segments' addresses expire too");
});
