// The inbox (docs/console.md "The inbox"; issue 24): a visitor applies for a job on the public job page with a diploma
// and a photo; the demo HR staff member finds the application in the inbox, opens its diploma through the console
// (the file has no public address: its /uploads/p/… path answers 404), adds a note and marks it done. The screens are
// axe-clean at 1440 and 375 px. The browser speaks English; the job page is read in Traditional Chinese.
import assert from "node:assert/strict";
import { expect } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { expectNoA11yViolations, VIEWPORTS } from "../../helpers.ts";
import { captchaSolved, PDF, PNG } from "../forms/helpers.ts";
import { signInTo } from "./helpers.ts";

test("HR finds a job application in the inbox, opens its diploma through the console, adds a note and marks it done", async ({ memberPage }) => {
  const { page, at } = await memberPage({ viewport: VIEWPORTS.desktop });

  // A visitor applies for an open job.
  await page.goto(at("/zh-hant/join-us/job-opportunity?status=open"));
  await page.getByTestId("job-list").locator("h2 a").first().click();
  await page.getByTestId("job-detail").waitFor();
  const form = page.getByTestId("application-form");
  await form.getByLabel("中文姓名").fill("何嘉欣");
  await captchaSolved(page, "application-form");
  const mark = String(Date.now()).slice(-6);
  // Names are letters only (the form's rule): the run's mark written in letters.
  const name = `Ho Ka Yan ${[...mark].map((digit) => "abcdefghij"[Number(digit)]).join("")}`;
  await form.getByLabel("中文姓名").fill("何嘉欣");
  await form.getByLabel("英文姓名").fill(name);
  await form.getByLabel("身份證號碼").fill("51234567");
  await form.getByLabel("手機號碼").fill(`68${mark}`);
  await form.getByLabel("電郵地址").fill(`inbox-${mark}@example.mo`);
  await form.getByLabel("中文地址").fill("澳門新馬路 20 號");
  await form.getByLabel("英文地址").fill("20 Avenida de Almeida Ribeiro");
  await page.getByTestId("application-diploma").locator('input[type="file"]').setInputFiles({ name: "diploma.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByTestId("application-photo").locator('input[type="file"]').setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: PNG });
  await page.locator('[data-testid="application-diploma"] li[data-uploaded="true"]').waitFor();
  await page.locator('[data-testid="application-photo"] li[data-uploaded="true"]').waitFor();
  await form.getByRole("button", { name: "遞交申請" }).click();
  const receipt = page.getByTestId("application-receipt");
  await receipt.waitFor();
  const reference = /J-\d{8}-[2-9A-Z]{6}/.exec(await receipt.innerText())?.[0];
  assert.ok(reference);

  // HR's inbox: job applications only, the new one found by its reference.
  await signInTo(page, at, "hr", "/console/inbox");
  await expect(page.getByTestId("console-nav").getByRole("link", { name: "Inbox" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("inbox-counts").getByRole("link")).toHaveCount(1);
  await expect(page.getByTestId("inbox-counts")).toContainText("Job applications");
  const filters = page.getByTestId("inbox-filters");
  await filters.and(page.locator("[data-ready]")).waitFor();
  await filters.getByLabel("Search").fill(reference);
  await filters.getByRole("button", { name: "Apply" }).click();
  await page.waitForURL(/q=J-/);
  const row = page.getByTestId("inbox-row");
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute("data-status", "new");
  await expect(row).toContainText(name);
  await expectNoA11yViolations(page);
  await page.setViewportSize(VIEWPORTS.mobile);
  await expectNoA11yViolations(page);
  await page.setViewportSize(VIEWPORTS.desktop);

  await row.getByRole("link", { name }).click();
  await page.waitForURL(/\/console\/inbox\/application\/\d+$/);
  const item = page.getByTestId("inbox-item");
  await expect(item.locator("h1")).toContainText(name);
  await expect(page.getByTestId("inbox-retention")).toContainText("will be deleted on");

  // The diploma opens through the console's call; its stored path has no public address.
  const diploma = page.getByTestId("inbox-files").locator('a[data-file-kind="diploma"]');
  const href = (await diploma.getAttribute("href")) ?? "";
  assert.ok(href.startsWith("/api/console/v1/inbox/files?path="));
  const file = await page.request.get(at(href));
  assert.equal(file.status(), 200);
  assert.equal(file.headers()["content-type"], "application/pdf");
  assert.match(file.headers()["content-disposition"] ?? "", /^attachment/);
  assert.equal((await file.body()).subarray(0, 5).toString("latin1"), "%PDF-");
  const stored = new URL(href, "http://x").searchParams.get("path")!;
  assert.match(stored, /^\/uploads\/p\//);
  assert.equal((await page.request.get(at(stored))).status(), 404);

  // A note, then done.
  await page.getByLabel("New note").fill("Invited to an interview on Monday.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByTestId("inbox-note")).toContainText("Invited to an interview on Monday.");
  await page.getByTestId("inbox-status-done").click();
  await expect(page.getByTestId("inbox-outcome")).toHaveText("Marked as “Done”");
  await expect(page.getByTestId("inbox-status-badge")).toHaveText("Done");
  await expect(page.getByTestId("inbox-status-done")).toHaveAttribute("aria-pressed", "true");
  await expectNoA11yViolations(page);
  await page.setViewportSize(VIEWPORTS.mobile);
  await expectNoA11yViolations(page);
});
