// Helpers shared by the member specs (member-*.test.mjs): pages with an address of their own, the API, the image
// captcha, the development outbox. Not a spec itself (the runner only takes *.test.mjs).
//
// Codes sent by e-mail are read from /dev/outbox.json. That page never exists in production, and the runner's
// server runs in production: the tests that need a code then start a development server of their own (the same
// build). Captchas are proof-of-work challenges: the page solves its own; tests that call the API solve them here.
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { after } from "node:test";
import { BASE_URL, VIEWPORTS, openPage } from "../helpers.mjs";
import { removeServerFiles, startServer } from "../server.mjs";
import { KEYS } from "./frame-helpers.mjs";

const require = createRequire(import.meta.url);
export const DEMO = { username: "demo", password: "Demo-2026!" };
export const IDENTITY = "/api/v1.0/identity";

// ── Helpers ─────────────────────────────────────────────────────────────────────────────────────────────────────

let addressCounter = 0;
/**
 * Each test signs in from an address of its own (the server trusts X-Forwarded-For), so that the per-address
 * limits of sign-in (15 per 5 minutes) are not shared with other tests and spec files.
 */
export function freshAddress() {
  addressCounter += 1;
  return `198.18.${process.pid % 250}.${addressCounter}`;
}

/** A page for one test on `base`, with the cookie bar accepted and an address of its own. */
export async function memberPage(t, { viewport = VIEWPORTS.desktop, storage, clock, base = BASE_URL } = {}) {
  const ip = freshAddress();
  const opened = await openPage(t, { viewport, clock, contextOptions: { extraHTTPHeaders: { "x-forwarded-for": ip } } });
  await opened.context.addInitScript(
    ({ keys, seed }) => {
      if (!localStorage.getItem(keys.cookieConsent)) localStorage.setItem(keys.cookieConsent, String(Date.now()));
      // Seeded once per context (not on every navigation, which would undo what the test does).
      if (seed && !sessionStorage.getItem("e2e.seeded")) {
        sessionStorage.setItem("e2e.seeded", "1");
        for (const [key, value] of Object.entries(seed)) localStorage.setItem(key, value);
      }
    },
    { keys: KEYS, seed: storage ?? null },
  );
  const at = (path) => new URL(path, base).toString();
  return { ...opened, ip, at };
}

/** Waits until React Router has hydrated an app-like screen (its submit button is enabled then). */
export async function hydrated(page, submitTestId) {
  await page.getByTestId(submitTestId).and(page.locator(":enabled")).waitFor();
}

export const local = (page, key) => page.evaluate((k) => localStorage.getItem(k), key);

export async function api(base, path, { body, ip, token, language } = {}) {
  const res = await fetch(new URL(path, base), {
    method: body ? "POST" : "GET",
    headers: {
      "content-type": "application/json",
      ...(ip ? { "x-forwarded-for": ip } : {}),
      ...(token ? { "api-key": token } : {}),
      ...(language ? { "api-language": language } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json() };
}

/**
 * Solves a captcha's proof-of-work challenge here, as the browser does (altcha-lib, the server's own dependency):
 * for tests that call the API directly.
 */
export async function solveCaptcha(challenge) {
  const from = { paths: [new URL("../../apps/server/", import.meta.url).pathname] };
  const { solveChallenge } = await import(require.resolve("altcha-lib", from));
  const { deriveKey } = await import(require.resolve("altcha-lib/algorithms/pbkdf2", from));
  const solution = await solveChallenge({ challenge: { parameters: challenge }, deriveKey });
  assert.ok(solution, "the captcha's challenge was solved");
  return String(solution.counter);
}

/** A new captcha fetched from `ip` and solved here: `{verifyKey, verifyCode}` for a call that needs one. */
export async function apiCaptcha(base, ip) {
  const { body } = await api(base, "/api/v1/common/VerifyCode", { ip });
  return { verifyKey: body.data.verifyKey, verifyCode: await solveCaptcha(body.data.challenge) };
}

/** Waits until the form's captcha check (solved by the page itself) is done; answers its verifyKey. */
export async function answerCaptcha(page, fieldId) {
  const status = page.locator(`[data-testid="${fieldId}-status"][data-state="solved"]`);
  await status.waitFor({ timeout: 60_000 });
  return status.getAttribute("data-verify-key");
}

/** Waits for a new, solved captcha check after the one with `previousKey` was used. */
export async function newCaptcha(page, fieldId, previousKey) {
  await page.locator(`[data-testid="${fieldId}-status"][data-state="solved"]:not([data-verify-key="${previousKey}"])`).waitFor({ timeout: 60_000 });
}

// ── A server whose outbox can be read ───────────────────────────────────────────────────────────────────────────

let outboxServer;
after(async () => {
  if (outboxServer) {
    const server = await outboxServer;
    await server.stop();
    removeServerFiles(server);
  }
});

/** The runner's server when it shows /dev/outbox.json, else a development server of this file's own. */
export async function serverWithOutbox() {
  outboxServer ??= (async () => {
    const probe = await fetch(new URL("/dev/outbox.json", BASE_URL));
    if (probe.status === 200) return { url: BASE_URL, stop: async () => ({ clean: true }), own: false };
    const server = await startServer({ label: "member-auth", env: { NODE_ENV: "development", DEV_OUTBOX: "1", PAGE_CACHE_SECONDS: "0", RENDER_CACHE_SECONDS: "0", LOG_LEVEL: "warn" } });
    return { ...server, own: true };
  })();
  const server = await outboxServer;
  return server.url;
}

/** The six-digit code of the newest message to `contact` after `since` (message ids), waiting for it to leave. */
export async function codeSentTo(base, contact, sinceId = 0) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { body } = await api(base, `/dev/outbox.json?recipient=${encodeURIComponent(contact)}`);
    const message = body.data.items.find((m) => m.id > sinceId);
    const code = message ? /\b(\d{6})\b/.exec(message.body)?.[1] : undefined;
    if (code) return { code, id: message.id };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code reached ${contact}`);
}

export const unique = (prefix) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A member registered through the API, with only the required fields (so with an incomplete profile). */
export async function registerThroughApi(base) {
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
