// Shared by the live specs (live*.test.mjs): not a spec itself.
import { VIEWPORTS } from "../helpers.mjs";

/** An address outside Macao (a visitor's, through X-Forwarded-For: the e2e server trusts the proxy header). */
export const ABROAD = { "x-forwarded-for": "8.8.8.8" };
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export { VIEWPORTS };

/** Polls `fn` in the page until it returns true (or fails after `ms`). */
export async function until(page, fn, arg, ms = 20_000) {
  await page.waitForFunction(fn, arg, { timeout: ms, polling: 200 });
}
