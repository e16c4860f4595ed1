// Shared by the adverts-* and specials-* specs: statistics events the page sends, and demo content ids.
import assert from "node:assert/strict";
import { apiData } from "./frame-helpers.mjs";

/**
 * Records the statistics events (POST /api/v2.0/statistics) and advert click calls the page sends.
 * @param {import("playwright-core").Page} page
 */
export function recordBeacons(page) {
  /** @type {{ event: string, object_id?: string | number }[]} */
  const events = [];
  /** @type {string[]} */
  const clicks = [];
  page.on("request", (request) => {
    if (request.method() !== "POST") return;
    const path = new URL(request.url()).pathname;
    if (path === "/api/v2.0/statistics") events.push(JSON.parse(request.postData() ?? "{}"));
    if (path === "/api/v1.0/advertisement/click") clicks.push(new URL(request.url()).searchParams.get("id") ?? "");
  });
  return { events, clicks };
}

/** The demo's footer adverts (two or more: the carousel). */
export async function footerAdverts(lang = "zh-hant") {
  const list = await apiData("/api/v1.0/advertisement/list?slug=footer", lang);
  assert.ok(list.items.length >= 2, "the demo has two footer adverts or more");
  return list.items;
}

/** A demo special by slug, from the list. */
export async function demoSpecial(slug, lang = "zh-hant") {
  const list = await apiData("/api/v1.0/special/list?pageSize=50", lang);
  const special = list.items.find((s) => s.slug === slug);
  assert.ok(special, `the demo has the special ${slug}`);
  return special;
}

/** Waits until `predicate` holds over a growing list (events arrive asynchronously). */
export async function until(page, predicate, what) {
  for (let i = 0; i < 100; i++) {
    if (predicate()) return;
    await page.waitForTimeout(50);
  }
  assert.fail(`timed out waiting for ${what}`);
}
