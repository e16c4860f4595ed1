// Helpers of the forms specs (forms-*.test.mjs): a development server of their own, whose outbox can be read and
// whose staff exports have a token, pages from an address of their own, files to upload. Not a spec itself.
import assert from "node:assert/strict";
import { after } from "node:test";
import { VIEWPORTS, openPage } from "../helpers.mjs";
import { removeServerFiles, startServer } from "../server.mjs";
import { KEYS } from "./frame-helpers.mjs";

export const EXPORT_TOKEN = "e2e-forms-export-token-0123456789";

let server;
after(async () => {
  if (server) {
    const running = await server;
    await running.stop();
    removeServerFiles(running);
  }
});

/** A development server (outbox at /dev/outbox.json, FORMS_EXPORT_TOKEN set), started once per spec file. */
export async function formsServer() {
  server ??= startServer({
    label: "forms",
    env: { NODE_ENV: "development", DEV_OUTBOX: "1", FORMS_EXPORT_TOKEN: EXPORT_TOKEN, PAGE_CACHE_SECONDS: "0", RENDER_CACHE_SECONDS: "0", LOG_LEVEL: "warn" },
  });
  return (await server).url;
}

let addressCounter = 0;
/** A page on `base` with the cookie bar accepted and a client address of its own (per-address limits). */
export async function formsPage(t, base, viewport = VIEWPORTS.desktop) {
  addressCounter += 1;
  const opened = await openPage(t, { viewport, contextOptions: { extraHTTPHeaders: { "x-forwarded-for": `198.19.${process.pid % 250}.${addressCounter}` } } });
  await opened.context.addInitScript((key) => {
    if (!localStorage.getItem(key)) localStorage.setItem(key, String(Date.now()));
  }, KEYS.cookieConsent);
  return { ...opened, at: (path) => new URL(path, base).toString() };
}

/** A small real PNG (16 × 12). */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAABAAAAAMCAIAAADkharWAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGElEQVQokWM4oaFBEmIY1aAxGkonsIUBALRr0gGwJk0DAAAAAElFTkSuQmCC",
  "base64",
);
/** A small PDF, as a proof of education. */
export const PDF = Buffer.concat([Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n", "latin1"), Buffer.alloc(1200, 32), Buffer.from("\n%%EOF\n")]);

/** Waits until the form's captcha is solved (the page solves its own proof of work). */
export async function captchaSolved(page, form) {
  await page.locator(`[data-testid="${form}"] [data-testid$="-captcha-status"][data-state="solved"]`).waitFor({ timeout: 60_000 });
}

/** The newest outbox message to `recipient`, waiting for it to leave (acknowledgements go after the answer). */
export async function messageTo(base, recipient) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const res = await fetch(new URL(`/dev/outbox.json?recipient=${encodeURIComponent(recipient)}`, base));
    const body = await res.json();
    if (body.data.items.length) return body.data.items[0];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  assert.fail(`no message to ${recipient}`);
}

/** A staff export as JSON. */
export async function exported(base, kind) {
  const res = await fetch(new URL(`/api/staff/forms/${kind}?format=json`, base), { headers: { authorization: `Bearer ${EXPORT_TOKEN}` } });
  assert.equal(res.status, 200);
  return (await res.json()).data.items;
}
