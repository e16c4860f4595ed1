// Helpers of the forms specs (forms/*.spec.ts): files to upload, the captcha the page solves, the outbox and the staff
// exports of the devServer fixture (a development server whose staff exports take EXPORT_TOKEN); the pages, each from
// an address of its own, come from the memberPage fixture. Not a spec itself.
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { EXPORT_TOKEN } from "../../fixtures.ts";
import type { OutboxMessage } from "../identity/helpers.ts";

/** A small real PNG (16 × 12). */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAABAAAAAMCAIAAADkharWAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGElEQVQokWM4oaFBEmIY1aAxGkonsIUBALRr0gGwJk0DAAAAAElFTkSuQmCC",
  "base64",
);
/** A small PDF, as a proof of education. */
export const PDF = Buffer.concat([Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n", "latin1"), Buffer.alloc(1200, 32), Buffer.from("\n%%EOF\n")]);

/** Waits until the form's captcha is solved (the page solves its own proof of work). */
export async function captchaSolved(page: Page, form: string): Promise<void> {
  await page.locator(`[data-testid="${form}"] [data-testid$="-captcha-status"][data-state="solved"]`).waitFor({ timeout: 60_000 });
}

/** The newest outbox message to `recipient`, waiting for it to leave (acknowledgements go after the answer). */
export async function messageTo(base: string, recipient: string): Promise<OutboxMessage> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const res = await fetch(new URL(`/dev/outbox.json?recipient=${encodeURIComponent(recipient)}`, base));
    const body = (await res.json()) as { data: { items: OutboxMessage[] } };
    if (body.data.items.length) return body.data.items[0];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  assert.fail(`no message to ${recipient}`);
}

/** A staff export as JSON: its rows, `any` as the export answers them. */
export async function exported(base: string, kind: string): Promise<any[]> {
  const res = await fetch(new URL(`/api/staff/forms/${kind}?format=json`, base), { headers: { authorization: `Bearer ${EXPORT_TOKEN}` } });
  assert.equal(res.status, 200);
  return (await res.json()).data.items;
}
