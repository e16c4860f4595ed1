// Procurement and HR in the console (docs/console.md "Procurement", "HR"; issue 24): two suppliers register through
// the public site's calls (the SMS code read from the development outbox, as the supplier specs do); the demo
// procurement officer approves the first in the console, and that supplier signs in and sees the approved status;
// the second is refused — a reason being required — and reads the reason on their account page. Then HR writes a job
// ad open today, publishes it, and it is on the public job list at once. axe at 1440 and 375 px. The browser speaks
// English.
import assert from "node:assert/strict";
import { expect, type Page } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { expectNoA11yViolations, VIEWPORTS } from "../../helpers.ts";
import { hydrated } from "../identity/helpers.ts";
import { outboxMessage, registerSupplierThroughApi } from "../supplier/helpers.ts";
import { openConsoleNav, signInTo } from "./helpers.ts";

/** The Macau minute `hours` from now, as a datetime-local field takes it. */
const macauMinuteIn = (hours: number) => new Date(Date.now() + 8 * 3600_000 + hours * 3600_000).toISOString().slice(0, 16);

/** Opens a registration from the queue, found by its account's e-mail address on the pending tab. */
async function openRegistration(page: Page, username: string) {
  await page.getByTestId("supplier-tab-pending").click();
  await page.waitForURL(/status=pending/);
  await page.locator("#filter-q").fill("Hou Kong");
  await page.getByTestId("console-suppliers-filters").getByRole("button", { name: "Apply" }).click();
  await page.waitForURL(/q=Hou/);
  const rows = page.getByTestId("supplier-row");
  await rows.first().waitFor();
  // Both test suppliers have the same company; the newest is the last (oldest first).
  for (let n = (await rows.count()) - 1; n >= 0; n--) {
    await rows.nth(n).getByRole("link").click();
    await page.getByTestId("supplier-review").waitFor();
    if ((await page.getByTestId("supplier-review").innerText()).includes(username)) return;
    await page.goBack();
    await rows.first().waitFor();
  }
  throw new Error(`no pending registration of ${username}`);
}

/** Signs the supplier in on the public site and reads the status on the account page. */
async function supplierAccount(page: Page, at: (path: string) => string, supplier: { username: string; password: string }) {
  await page.goto(at("/en/supplier/login"));
  await hydrated(page, "supplier-login-submit");
  await page.locator("#supplier-login-username").fill(supplier.username);
  await page.locator("#supplier-login-password").fill(supplier.password);
  await page.getByTestId("supplier-login-submit").click();
  await page.waitForURL(at("/en/supplier/account"));
  await page.getByTestId("supplier-status").waitFor();
  return page.getByTestId("supplier-status");
}

test("procurement approves one registration and refuses another with a reason; the suppliers see the outcome", async ({ memberPage, devServer }) => {
  const base = devServer;
  const first = await registerSupplierThroughApi(base);
  const second = await registerSupplierThroughApi(base);

  const { page, at } = await memberPage({ base, viewport: VIEWPORTS.desktop });
  await signInTo(page, at, "procurement", "/console/suppliers");
  const nav = page.getByTestId("console-nav");
  await expect(nav.getByRole("link", { name: "Suppliers" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Tenders" })).toBeVisible();
  assert.equal(await nav.getByRole("link", { name: "Jobs" }).count(), 0, "procurement has no job ads");
  await page.getByTestId("supplier-row").first().waitFor();
  await expectNoA11yViolations(page);

  // Approve the first: asked in a dialog, said in the live region, the SMS in the outbox.
  await openRegistration(page, first.username);
  await expect(page.getByTestId("supplier-documents").getByRole("link")).toHaveCount(3);
  await expect(page.getByTestId("supplier-documents").getByRole("link").first()).toHaveAttribute("href", /^\/api\/console\/v1\/inbox\/files\?path=%2Fuploads%2F/);
  await expectNoA11yViolations(page);
  await page.getByTestId("supplier-approve").click();
  await expect(page.getByRole("dialog")).toContainText("Approve the registration of “Hou Kong Lighting Engineering Limited”?");
  await expectNoA11yViolations(page);
  await page.getByRole("dialog").getByRole("button", { name: "Approve" }).click();
  await expect(page.getByTestId("console-action-status")).toHaveText("The registration of “Hou Kong Lighting Engineering Limited” is approved; the supplier has been told by SMS");
  await expect(page.getByTestId("supplier-status")).toHaveText("Approved");
  await outboxMessage(base, first.mobile, /approved/i);

  // Refuse the second: the reason is required (the server's words, in the dialog), then given.
  await page.getByRole("link", { name: "Back to the suppliers" }).click();
  await openRegistration(page, second.username);
  await page.getByTestId("supplier-refuse").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Refuse", exact: true }).click();
  await expect(dialog).toContainText("Give the reason for refusing: the supplier reads it in the SMS and on their account page");
  const reason = "The business registration certificate sent has expired; please register again with a current one.";
  await dialog.getByLabel("Reason").fill(reason);
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Refuse", exact: true }).click();
  await expect(page.getByTestId("supplier-status")).toHaveText("Refused");
  await expect(page.getByTestId("supplier-reason")).toHaveText(reason);
  await outboxMessage(base, second.mobile, /expired/);

  // The suppliers sign in on the public site and see the outcome.
  const approved = await memberPage({ base, viewport: VIEWPORTS.mobile });
  await expect(await supplierAccount(approved.page, approved.at, first)).toContainText("Approved");
  const refused = await memberPage({ base, viewport: VIEWPORTS.mobile });
  await expect(await supplierAccount(refused.page, refused.at, second)).toContainText("Not approved");
  await expect(refused.page.getByText(reason)).toBeVisible();

  // The queue on a phone.
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto(at("/console/suppliers?status=rejected"));
  await page.getByTestId("supplier-row").first().waitFor();
  await expectNoA11yViolations(page);
});

test("HR writes a job ad open today, publishes it, and it is on the public job list at once", async ({ memberPage }) => {
  const { page, at } = await memberPage({ viewport: VIEWPORTS.mobile });
  await signInTo(page, at, "hr", "/console/jobs");
  const nav = await openConsoleNav(page);
  await expect(nav.getByRole("link", { name: "Jobs" })).toHaveAttribute("aria-current", "page");
  assert.equal(await nav.getByRole("link", { name: "Suppliers" }).count(), 0, "HR reviews no suppliers");
  await page.getByTestId("job-row").first().waitFor();
  await expectNoA11yViolations(page);

  const mark = `${Date.now() % 1_000_000}`;
  const title = `Broadcast engineer ${mark}`;
  await page.getByTestId("job-new").click();
  await page.getByTestId("job-form").waitFor();
  await page.locator("#job-reference").fill(`TDM-J-E2E-${mark}`);
  await page.locator("#job-opens").fill(macauMinuteIn(-1));
  await page.locator("#job-closes").fill(macauMinuteIn(24 * 14));
  await page.locator("#job-department").selectOption("engineering");
  await page.locator("#job-title-zh_TW").fill(`播控工程師${mark}`);
  await page.locator("#job-title-en").fill(title);
  await page.locator("#job-summary-en").fill("Keeps the channels on air.");
  await page.locator("#job-duties-zh_TW").fill("值班\n維護播出系統");
  await page.locator("#job-duties-en").fill("Shift work");
  await page.getByTestId("job-save").click();
  // Two Chinese duties and one English one: refused in the server's words.
  await expect(page.getByTestId("job-outcome")).toContainText("Each language of the duties needs as many lines as the Traditional Chinese");
  await page.locator("#job-duties-en").fill("Shift work\nLooking after the playout system");
  await page.getByTestId("job-save").click();
  await page.waitForURL(/\/console\/jobs\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split("/").pop());
  await expect(page.locator("h1")).toHaveText(title);
  await expect(page.getByTestId("posting-published")).toHaveText("Not published");
  await expectNoA11yViolations(page);

  await page.getByTestId("posting-publish").click();
  await expect(page.getByTestId("posting-status")).toHaveText(`“${title}” is published on the website`);
  await expect(page.getByTestId("posting-published")).toHaveText("Published");

  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(at("/console/jobs"));
  await expect(page.getByTestId("job-row").filter({ hasText: title })).toContainText("0 applications");
  await expectNoA11yViolations(page);

  try {
    await page.goto(at("/en/recruitment"));
    await expect(page.getByRole("link", { name: title })).toBeVisible();
    await page.goto(at(`/en/recruitment/${id}`));
    await expect(page.locator("h1")).toHaveText(title);
    await expect(page.getByText("Looking after the playout system")).toBeVisible();
  } finally {
    // The other specs see the demo jobs only.
    await page.goto(at(`/console/jobs/${id}`));
    await page.getByTestId("posting-publish").click();
    await expect(page.getByTestId("posting-published")).toHaveText("Not published");
  }
});

test("procurement uploads a tender's specification as a PDF; the public notice offers it for download", async ({ memberPage }) => {
  const { page, at } = await memberPage({ viewport: VIEWPORTS.desktop });
  await signInTo(page, at, "procurement", "/console/tenders");
  const mark = `${Date.now() % 1_000_000}`;
  const title = `Studio lighting renewal ${mark}`;
  await page.getByTestId("tender-new").click();
  await page.getByTestId("tender-form").waitFor();
  await page.locator("#tender-reference").fill(`TDM-T-E2E-${mark}`);
  await page.locator("#tender-opens").fill(macauMinuteIn(-1));
  await page.locator("#tender-closes").fill(macauMinuteIn(24 * 21));
  await page.locator("#tender-title-zh_TW").fill(`演播室燈光更新${mark}`);
  await page.locator("#tender-title-en").fill(title);
  await page.getByTestId("tender-document-add").click();
  await page.locator("#tender-document-0-zh_TW").fill("招標規格");
  await page.locator("#tender-document-0-en").fill("Specification");
  // A picture is not a document: refused in the server's words, and the address stays empty.
  await page.getByTestId("tender-document-0-file").setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d6a9c80000000049454e44ae426082", "hex") });
  await expect(page.getByTestId("tender-outcome")).toContainText("Only PDF documents are accepted here");
  await expect(page.locator("#tender-document-0-url")).toHaveValue("");
  const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n", "latin1"), Buffer.alloc(3000, 32), Buffer.from("\n%%EOF\n", "latin1")]);
  await page.getByTestId("tender-document-0-file").setInputFiles({ name: "specification.pdf", mimeType: "application/pdf", buffer: pdf });
  await expect(page.locator("#tender-document-0-url")).toHaveValue(/^\/uploads\/u\/\d{4}\/\d{2}\/[\w-]+\.pdf$/);
  const url = await page.locator("#tender-document-0-url").inputValue();
  await expectNoA11yViolations(page);
  await page.getByTestId("tender-save").click();
  await page.waitForURL(/\/console\/tenders\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split("/").pop());
  await page.getByTestId("posting-publish").click();
  await expect(page.getByTestId("posting-published")).toHaveText("Published");

  try {
    await page.goto(at("/en/tendering"));
    const link = page.locator(`a[href="${url}"]`);
    await expect(link).toHaveText(/Specification/);
    const file = await page.request.get(at(url));
    assert.equal(file.status(), 200);
    assert.match(file.headers()["content-type"] ?? "", /application\/pdf/);
    assert.equal(file.headers()["content-disposition"], "attachment");
    assert.equal((await file.body()).length, pdf.length);
  } finally {
    // The other specs see the demo tenders only.
    await page.goto(at(`/console/tenders/${id}`));
    await page.getByTestId("posting-publish").click();
    await expect(page.getByTestId("posting-published")).toHaveText("Not published");
  }
});
