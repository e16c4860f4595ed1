// Helpers shared by the member specs (member/*.spec.ts; other domains use `local` and `unique` too): hydration, the
// API's image captcha, the development outbox. Not a spec itself (Playwright Test only takes *.spec.ts).
//
// Codes sent by e-mail are read from /dev/outbox.json. That page never exists in production, and the server of the
// run is a production one: the tests that need a code use the `devServer` fixture (e2e/fixtures.ts), a development
// server of the same build. Captchas are proof-of-work challenges: the page solves its own; tests that call the API
// solve them here.
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { ChallengeParameters } from "altcha-lib";
import type { OutboxEntry } from "../../../apps/server/src/modules/messaging/outbox-entry.ts";
import { api, expectNoA11yViolations, freshAddress, IDENTITY } from "../../helpers.ts";

const require = createRequire(import.meta.url);

// ── Helpers ─────────────────────────────────────────────────────────────────────────────────────────────────────

/** Waits until React Router has hydrated an app-like screen (its submit button is enabled then). */
export async function hydrated(page: Page, submitTestId: string): Promise<void> {
  await page.getByTestId(submitTestId).and(page.locator(":enabled")).waitFor();
}

/**
 * axe on an app-like form as it opens, then again once sending it empty has marked every required field (the error
 * texts and `aria-invalid` are where violations hide).
 */
export async function expectFormAccessible(page: Page, submitTestId: string): Promise<void> {
  await hydrated(page, submitTestId);
  await expectNoA11yViolations(page);
  await page.getByTestId(submitTestId).click();
  await page.locator('[aria-invalid="true"]').first().waitFor();
  await expectNoA11yViolations(page);
}

/** A localStorage entry of the page's origin (null when there is none). */
export const local = (page: Page, key: string): Promise<string | null> => page.evaluate((k) => localStorage.getItem(k), key);

/**
 * Solves a captcha's proof-of-work challenge here, as the browser does (altcha-lib, the server's own dependency):
 * for tests that call the API directly.
 */
export async function solveCaptcha(challenge: ChallengeParameters): Promise<string> {
  const from = { paths: [new URL("../../apps/server/", import.meta.url).pathname] };
  const { solveChallenge }: typeof import("altcha-lib") = await import(require.resolve("altcha-lib", from));
  const { deriveKey }: typeof import("altcha-lib/algorithms/pbkdf2") = await import(require.resolve("altcha-lib/algorithms/pbkdf2", from));
  const solution = await solveChallenge({ challenge: { parameters: challenge }, deriveKey });
  assert.ok(solution, "the captcha's challenge was solved");
  return String(solution.counter);
}

/** A new captcha fetched from `ip` and solved here: `{verifyKey, verifyCode}` for a call that needs one. */
export async function apiCaptcha(base: string, ip: string): Promise<{ verifyKey: string; verifyCode: string }> {
  const { body } = await api(base, "/api/v1/common/VerifyCode", { ip });
  return { verifyKey: body.data.verifyKey, verifyCode: await solveCaptcha(body.data.challenge) };
}

/** Waits until the form's captcha check (solved by the page itself) is done; answers its verifyKey. */
export async function answerCaptcha(page: Page, fieldId: string): Promise<string | null> {
  const status = page.locator(`[data-testid="${fieldId}-status"][data-state="solved"]`);
  await status.waitFor({ timeout: 60_000 });
  return status.getAttribute("data-verify-key");
}

/** Waits for a new, solved captcha check after the one with `previousKey` was used. */
export async function newCaptcha(page: Page, fieldId: string, previousKey: string | null): Promise<void> {
  await page.locator(`[data-testid="${fieldId}-status"][data-state="solved"]:not([data-verify-key="${previousKey}"])`).waitFor({ timeout: 60_000 });
}

// ── The development server's outbox (the devServer fixture) ────────────────────────────────────────────────────

/** A message of /dev/outbox.json, as the server writes it. */
export type OutboxMessage = OutboxEntry;

/** The six-digit code of the newest message to `contact` after `since` (message ids), waiting for it to leave. */
export async function codeSentTo(base: string, contact: string, sinceId = 0): Promise<{ code: string; id: number }> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { body } = await api(base, `/dev/outbox.json?recipient=${encodeURIComponent(contact)}`);
    const message = (body.data.items as OutboxMessage[]).find((m) => m.id > sinceId);
    const code = message ? /\b(\d{6})\b/.exec(message.body)?.[1] : undefined;
    if (message && code) return { code, id: message.id };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code reached ${contact}`);
}

export const unique = (prefix: string): string => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A member registered through the API, with only the required fields (so with an incomplete profile). */
export async function registerThroughApi(base: string): Promise<{ username: string; contact: string; password: string }> {
  const ip = freshAddress();
  const username = unique("e2e");
  const contact = `${username}@example.mo`;
  const captcha = () => apiCaptcha(base, ip);
  const sent = await api(base, `${IDENTITY}/SendVerifyCode`, { ip, body: { contact, purpose: "register", ...(await captcha()) } });
  assert.equal(sent.body.code, 0, JSON.stringify(sent.body));
  const { code } = await codeSentTo(base, contact);
  const password = "First-pass1";
  const registered = await api(base, `${IDENTITY}/register`, { ip, body: { username, contact, contactCode: code, password, ...(await captcha()) } });
  assert.equal(registered.body.code, 0, JSON.stringify(registered.body));
  return { username, contact, password };
}
