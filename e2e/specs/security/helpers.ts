// The Content-Security-Policy checks shared by the security specs (security/*.spec.ts, ADR 0009): a violation shows as
// a `securitypolicyviolation` event and a console error.
import assert from "node:assert/strict";
import type { BrowserContext, Page } from "@playwright/test";
import type { OpenMemberPage } from "../../fixtures.ts";
import { url } from "../../helpers.ts";

/** A page's window once watchViolations has run in its context: the violations reported so far. */
export type WatchedWindow = typeof window & { __cspViolations: string[] };

/** Records every CSP violation of the page's documents (set before any page script runs). */
export async function watchViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const watched = window as WatchedWindow;
    watched.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      watched.__cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
}

/** Visits `path`, scrolls through it (islands hydrate when visible) and answers its violations and CSP console errors. */
export async function visit(page: Page, errors: string[], path: string): Promise<string[]> {
  const response = await page.goto(url(path), { waitUntil: "networkidle" });
  assert.match(response?.headers()["content-security-policy"] ?? "", /script-src 'self' 'nonce-/, `${path}: the page has a policy`);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
  await page.waitForLoadState("networkidle");
  const violations = await page.evaluate(() => (window as WatchedWindow).__cspViolations ?? []);
  return [...violations, ...errors.filter((e) => /Content Security Policy|Refused to/i.test(e))];
}

/** Visits each path at 375 and 1440 px and fails on any violation. */
export async function expectNoViolations(memberPage: OpenMemberPage, paths: string[]): Promise<void> {
  for (const viewport of [{ width: 375, height: 812 }, { width: 1440, height: 900 }]) {
    const { page, context, errors } = await memberPage({ viewport });
    await watchViolations(context);
    for (const path of paths) {
      errors.length = 0;
      assert.deepEqual(await visit(page, errors, path), [], `${path} at ${viewport.width} px`);
    }
  }
}
