// The console's operations screens (docs/console.md "The console's screens"): the audit log, comment moderation and
// staff accounts. An administrator invites a staff member (the e-mail reaches the development outbox), changes a role,
// is refused disabling their own account, and finds the change in the audit log by its filters, whose CSV export
// holds it; a moderator hides a member's comment and it leaves the public news page; an editor has no "Staff" in
// the navigation and is refused the screen. axe on each screen at 375 and 1440 px. The browser speaks English.
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { expect, test } from "../../fixtures.ts";
import { api, BASE_URL, expectNoA11yViolations, freshAddress, VIEWPORTS } from "../../helpers.ts";
import { unique, type OutboxMessage } from "../identity/helpers.ts";
import { latestNews } from "../news/helpers.ts";
import { enterPassword, staffCode, submitButton, type StaffRole } from "./helpers.ts";

/** Signs a demo staff member in from the sign-in screen; lands on the console's home page. */
async function signIn(page: Page, at: (path: string) => string, role: StaffRole): Promise<void> {
  await page.goto(at("/console/sign-in"));
  await enterPassword(page, role);
  await page.locator("input[autocomplete=one-time-code]").fill(await staffCode(role));
  await submitButton(page).click();
  await page.getByTestId("console-home").waitFor();
}

/** A screen is interactive once React has hydrated it: its filter form says so (data-ready). */
async function hydratedScreen(page: Page, testId: string): Promise<void> {
  await page.locator(`[data-testid=${testId}] form.console-filters[data-ready]`).waitFor();
}

test("an administrator invites a staff member, changes the role, is refused disabling themself, and finds it in the audit log", async ({ memberPage, devServer }) => {
  const { page, at } = await memberPage({ base: devServer, viewport: VIEWPORTS.desktop });
  await signIn(page, at, "admin");
  const nav = page.getByTestId("console-nav");
  assert.deepEqual(await nav.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href"))), ["/console", "/console/news", "/console/comments", "/console/staff", "/console/audit", "/console/account"]);
  await nav.getByRole("link", { name: "Staff" }).click();
  await hydratedScreen(page, "console-staff");
  await expectNoA11yViolations(page);

  // Invite: the name, the address and the role; the answer says where the e-mail went.
  const email = `${unique("invitee")}@example.mo`;
  const invite = page.getByTestId("console-staff-invite");
  await invite.getByRole("button", { name: "Send the invitation" }).click();
  await expect(invite.getByRole("textbox", { name: "Name" })).toBeFocused();
  await invite.getByRole("textbox", { name: "Name" }).fill("Ana Invitee");
  await invite.getByRole("textbox", { name: "E-mail address" }).fill(email);
  await invite.getByRole("combobox", { name: "Role" }).selectOption("producer");
  await invite.getByRole("button", { name: "Send the invitation" }).click();
  await expect(page.getByTestId("console-staff-invited")).toContainText(`the invitation to ${email} is in the outbox`);
  // The e-mail is in the development outbox, with the set-up link the page shows.
  const { body } = await api(devServer, `/dev/outbox.json?recipient=${encodeURIComponent(email)}`);
  const message = (body.data.items as OutboxMessage[])[0];
  assert.ok(message, "the invitation reached the outbox");
  const link = await page.getByTestId("console-staff-invited").locator("a").getAttribute("href");
  assert.ok(link && message.body.includes(link), "the e-mail holds the set-up link");

  // The new account is in the list (the list is loaded again): invited, as a producer.
  const row = page.locator(`[data-testid=console-staff-row][data-email="${email}"]`);
  await expect(row.getByTestId("console-staff-status")).toHaveText("Invited");
  await expect(row.getByTestId("console-staff-role")).toHaveText("Producer");

  // Another role, asked in a dialog; the row says it at once.
  await row.getByTestId("console-staff-change-role").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("combobox", { name: "New role" }).selectOption("marketing");
  await dialog.getByRole("button", { name: "Change role" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId("console-staff-role")).toHaveText("Marketing");
  await expect(page.getByTestId("console-action-status")).toHaveText("Ana Invitee is now Marketing.");

  // The server refuses disabling one's own account: its message, in the dialog, which stays open.
  const mine = page.locator('[data-testid=console-staff-row][data-email="staff.admin@example.mo"]');
  await mine.getByTestId("console-staff-disable").click();
  await dialog.getByRole("button", { name: "Disable" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("You cannot disable your own account");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(mine.getByTestId("console-staff-status")).toHaveText("Active");

  // The audit log: filtered by the action, in the address; the row shows the change of role.
  await nav.getByRole("link", { name: "Audit log" }).click();
  await hydratedScreen(page, "console-audit");
  const filters = page.getByTestId("console-audit-filters");
  await filters.getByRole("combobox", { name: "Action" }).fill("staff.role");
  await filters.getByRole("button", { name: "Apply" }).click();
  await page.waitForURL((url) => url.search === "?action=staff.role");
  const entry = page.getByTestId("console-audit-row").first();
  await expect(entry).toContainText("staff.role");
  await expect(entry).toContainText(/role\s*producer\s*→\s*After\s*marketing/);
  await expect(entry).toContainText("Demo admin");
  const rows = await page.getByTestId("console-audit-row").evaluateAll((list) => list.map((tr) => tr.getAttribute("data-action")));
  assert.ok(rows.length > 0 && rows.every((action) => action === "staff.role"), "only the action filtered for");
  // The filtered view is a link: opened anew it shows the same.
  await page.reload();
  await expect(page.getByTestId("console-audit-filters").getByRole("combobox", { name: "Action" })).toHaveValue("staff.role");
  // The export: the same filters as CSV, downloaded with the session's cookie.
  const csv = page.getByTestId("console-audit-csv");
  assert.equal(await csv.getAttribute("href"), "/api/console/v1/audit?action=staff.role&format=csv");
  const file = await page.request.get(at((await csv.getAttribute("href"))!));
  assert.equal(file.status(), 200);
  assert.match(file.headers()["content-type"] ?? "", /text\/csv/);
  const text = await file.text();
  assert.ok(text.includes("staff.role") && text.includes("marketing"), "the CSV holds the change");
  assert.ok(!text.includes("staff.invite"), "and only the action filtered for");
  // A refused filter shows the server's message over an empty list.
  await page.goto(at("/console/audit?from=2026-13-01"));
  await expect(page.getByTestId("console-list-error")).not.toBeEmpty();
  await expect(page.getByTestId("console-audit-table")).toHaveCount(0);
  await page.goto(at("/console/audit?action=staff.role"));
  await hydratedScreen(page, "console-audit");
  await expectNoA11yViolations(page);
  await page.getByTestId("console-audit-row").first().locator("summary").click();
  await expectNoA11yViolations(page);
});

test("a moderator hides a member's comment: it leaves the public news page", async ({ memberPage, memberToken }) => {
  // A comment of the demo member's on a story, seen on the public page.
  const story = (await latestNews("en", "PageSize=3")).items[1];
  const text = unique("A comment to moderate ");
  const posted = await api(BASE_URL, `/api/v1.0/news/${story.id}/comment`, {
    token: memberToken,
    ip: freshAddress(),
    body: { comment: text },
  });
  assert.equal(posted.body.code, 0, posted.body.message);
  const commentId = posted.body.data.id as number;

  const { page, at } = await memberPage({ viewport: VIEWPORTS.mobile });
  await page.goto(at(`/en/news-detail/${story.id}`));
  await expect(page.locator("[data-testid=comment-list]")).toContainText(text);

  await signIn(page, at, "moderator");
  const nav = page.getByTestId("console-nav");
  assert.deepEqual(await nav.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href"))), ["/console", "/console/comments", "/console/account"]);
  await nav.getByRole("link", { name: "Comments" }).click();
  await hydratedScreen(page, "console-comments");
  await expectNoA11yViolations(page);
  // Found by its text (the filter goes in the address).
  await page.getByTestId("console-comments-filters").getByRole("searchbox", { name: "Text contains" }).fill(text);
  await page.getByTestId("console-comments-filters").getByRole("button", { name: "Apply" }).click();
  await page.waitForURL((url) => url.searchParams.get("q") === text);
  const card = page.locator(`[data-testid=console-comment][data-comment-id="${commentId}"]`);
  await expect(card.getByTestId("console-comment-status")).toHaveText("Published");
  await expect(card.getByRole("heading")).toHaveText(story.title);

  // Hide: a reason is required, then the row says hidden and the live region what was done.
  await card.getByTestId("console-comment-hide").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Hide" }).click();
  await expect(dialog.getByRole("combobox", { name: "Reason" })).toBeFocused();
  await expect(dialog.locator(".field__error")).toHaveText("Choose a reason");
  await expectNoA11yViolations(page, { include: "dialog" });
  await dialog.getByRole("combobox", { name: "Reason" }).selectOption("spam");
  await dialog.getByRole("textbox", { name: /Note for the other moderators/ }).fill("advertising link");
  await dialog.getByRole("button", { name: "Hide" }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId("console-comment-status")).toHaveText("Hidden");
  await expect(card).toContainText("Hidden by Demo moderator");
  await expect(card).toBeFocused();
  await expect(page.getByTestId("console-action-status")).toHaveText(`Comment #${commentId} is hidden.`);

  // Gone from the public page (and its API).
  await page.goto(at(`/en/news-detail/${story.id}`));
  await page.getByTestId("comments").waitFor();
  await expect(page.locator("body")).not.toContainText(text);
});

test("an editor has no Staff in the navigation and is refused the staff screen", async ({ memberPage }) => {
  const { page, at } = await memberPage({ viewport: VIEWPORTS.mobile });
  await signIn(page, at, "editor");
  const nav = page.getByTestId("console-nav");
  await expect(nav.getByRole("link", { name: "Audit log" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Staff" })).toHaveCount(0);
  await page.goto(at("/console/staff"));
  await expect(page.getByTestId("console-list-error")).toBeVisible();
  await expect(page.getByTestId("console-staff-table")).toHaveCount(0);
  // The audit log at a phone's width: cards, axe-clean.
  await page.goto(at("/console/audit"));
  await hydratedScreen(page, "console-audit");
  await expectNoA11yViolations(page);
});
