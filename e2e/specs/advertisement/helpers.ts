// Shared by the adverts and specials specs: statistics events the page sends, and demo content ids.
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { apiData, type UrlLang } from "../../helpers.ts";

/** A statistics event as the page posts it. */
export interface Beacon {
  event: string;
  object_id?: string | number;
  [field: string]: unknown;
}

/** Records the statistics events (POST /api/v2.0/statistics) and advert click calls the page sends. */
export function recordBeacons(page: Page): { events: Beacon[]; clicks: string[] } {
  const events: Beacon[] = [];
  const clicks: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "POST") return;
    const path = new URL(request.url()).pathname;
    if (path === "/api/v2.0/statistics") events.push(JSON.parse(request.postData() ?? "{}"));
    if (path === "/api/v1.0/advertisement/click") clicks.push(new URL(request.url()).searchParams.get("id") ?? "");
  });
  return { events, clicks };
}

/** The demo's footer adverts (two or more: the carousel), as the API answers them (`any`, like apiData's). */
export async function footerAdverts(lang: UrlLang = "zh-hant"): Promise<any[]> {
  const list = await apiData("/api/v1.0/advertisement/list?slug=footer", lang);
  assert.ok(list.items.length >= 2, "the demo has two footer adverts or more");
  return list.items;
}

/** A demo special by slug, from the list. */
export async function demoSpecial(slug: string, lang: UrlLang = "zh-hant"): Promise<any> {
  const list = await apiData("/api/v1.0/special/list?pageSize=50", lang);
  const special = list.items.find((s: { slug: string }) => s.slug === slug);
  assert.ok(special, `the demo has the special ${slug}`);
  return special;
}

/**
 * Waits until `predicate` holds over a growing list (events arrive asynchronously): polled every 50 ms for up to 20 s
 * (a beacon can be slow to leave a loaded CI machine); returns as soon as it holds.
 */
export async function until(page: Page, predicate: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (predicate()) return;
    await page.waitForTimeout(50);
  }
  assert.fail(`timed out waiting for ${what}`);
}
