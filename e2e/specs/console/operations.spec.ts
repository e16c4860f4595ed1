// The console's operations screens (docs/console.md "The console's screens"): the audit log, comment moderation and
// staff accounts. An administrator invites a staff member (the e-mail reaches the development outbox), changes a role,
// is refused disabling their own account, and finds the change in the audit log by its filters, whose CSV export
// holds it; an administrator whose session has no recent authenticator code is asked for one in the invitation form
// and in a row's dialog, and resets the sign-in of a staff member who lost their phone; a moderator hides a member's
// comment and it leaves the public news page; an editor has no "Staff" in the navigation and is refused the screen.
// axe on each screen at 375 and 1440 px. The browser speaks English.
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { TOTP } from "otpauth";
import { expect, test, type OpenMemberPage } from "../../fixtures.ts";
import { api, BASE_URL, expectNoA11yViolations, freshAddress, VIEWPORTS } from "../../helpers.ts";
import { unique, type OutboxMessage } from "../identity/helpers.ts";
import { latestNews } from "../news/helpers.ts";
import { sectionsFor } from "../../../apps/web/app/features/console/nav.ts";
import { enterPassword, openConsoleNav, staffCode, submitButton, type StaffRole } from "./helpers.ts";

/** Signs a demo staff member in from the sign-in screen; lands on the console's home page. */
async function signIn(page: Page, at: (path: string) => string, role: StaffRole): Promise<void> {
  await page.goto(at("/console/sign-in"));
  await enterPassword(page, role);
  await page.locator("input[autocomplete=one-time-code]").fill(await staffCode(role));
  await submitButton(page).click();
  await page.getByTestId("console-home").waitFor();
}

/**
 * The demo administrator (signed in on `demo`'s page, on the development server) invites a second administrator,
 * Inês, who signs in with recovery codes: without a recent authenticator code she is asked for one in the invitation
 * form and in a row's dialog, and resets the sign-in of a staff member who lost his phone. A step of the first test,
 * which has the demo administrator signed in already: every demo sign-in claims a TOTP step that all spec files share
 * (helpers.ts staffCode), and one more administrator's sign-in in this file pushed other files' claims past the step
 * the server takes.
 */
async function resetWithoutRecentCode(demo: { page: Page; at: (path: string) => string }, memberPage: OpenMemberPage, devServer: string): Promise<void> {
  await demo.page.goto(demo.at("/console/staff"));
  await hydratedScreen(demo.page, "console-staff");
  const inesEmail = `${unique("ines")}@example.mo`;
  await fillInvitation(demo.page, "Inês Admin", inesEmail, "admin");
  const inesLink = await demo.page.getByTestId("console-staff-invited").locator("a").getAttribute("href");
  const inesPage = await memberPage({ base: devServer, viewport: VIEWPORTS.desktop });
  const ines = await setUpThroughApi(inesPage.page, inesPage.at, inesLink!);

  // Signed in with a recovery code: no authenticator code on this session, so the invitation asks for one, in the
  // form, and goes through once it is given.
  const { page, at } = inesPage;
  await signInWithRecoveryCode(page, at, inesEmail, ines.recoveryCodes[0]!);
  await page.goto(at("/console/staff"));
  await hydratedScreen(page, "console-staff");
  const ruiEmail = `${unique("rui")}@example.mo`;
  await fillInvitation(page, "Rui Lostphone", ruiEmail, "editor");
  const invite = page.getByTestId("console-staff-invite");
  const inviteCode = invite.getByRole("textbox", { name: "Authentication code" });
  await expect(inviteCode).toBeFocused();
  await expect(invite.getByRole("alert")).toHaveText("Enter the six-digit code your authenticator app shows now, to confirm it is you");
  await expectNoA11yViolations(page);
  await inviteCode.fill(await nextCode(ines));
  await invite.getByRole("button", { name: "Send the invitation" }).click();
  await expect(page.getByTestId("console-staff-invited")).toContainText(`the invitation to ${ruiEmail} is in the outbox`);
  await expect(inviteCode).toHaveCount(0);

  // Rui sets up and signs in (his own browser).
  const ruiLink = await page.getByTestId("console-staff-invited").locator("a").getAttribute("href");
  const ruiPage = await memberPage({ base: devServer });
  const rui = await setUpThroughApi(ruiPage.page, ruiPage.at, ruiLink!);
  await signInThroughApi(ruiPage.page, ruiPage.at, ruiEmail, await nextCode(rui));
  assert.equal((await ruiPage.page.request.get(ruiPage.at("/api/console/v1/me"))).status(), 200);

  // Rui loses his phone. Inês, in a new session of hers on a phone, again signed in with a recovery code, resets his
  // sign-in: the dialog asks for her code and confirming again does it.
  const phone = await memberPage({ base: devServer, viewport: VIEWPORTS.mobile });
  await signInWithRecoveryCode(phone.page, phone.at, inesEmail, ines.recoveryCodes[1]!);
  await phone.page.goto(phone.at("/console/staff?role=editor&status=active"));
  await hydratedScreen(phone.page, "console-staff");
  const row = phone.page.locator(`[data-testid=console-staff-row][data-email="${ruiEmail}"]`);
  await row.getByTestId("console-staff-reset").click();
  const dialog = phone.page.getByRole("dialog");
  await expect(dialog).toContainText(`A new set-up link is e-mailed to ${ruiEmail}`);
  await dialog.getByRole("button", { name: "Reset sign-in" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Enter the six-digit code your authenticator app shows now, to confirm it is you");
  const dialogCode = dialog.getByRole("textbox", { name: "Authentication code" });
  await expect(dialogCode).toBeFocused();
  await expectNoA11yViolations(phone.page, { include: "dialog" });
  // A wrong code is the server's refusal, in the dialog, which stays open.
  await dialogCode.fill("000000");
  await dialog.getByRole("button", { name: "Reset sign-in" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("The code is not correct or has already been used");
  await dialogCode.fill(await nextCode(ines));
  await dialog.getByRole("button", { name: "Reset sign-in" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId("console-staff-status")).toHaveText("Invited");
  await expect(phone.page.getByTestId("console-action-status")).toContainText(`Rui Lostphone's sign-in is reset (1 session ended). No mail server is set: the e-mail to ${ruiEmail} is in the outbox`);

  // His session ended at once; the e-mail says what happened and holds a new link, which sets him up anew.
  assert.equal((await ruiPage.page.request.get(ruiPage.at("/api/console/v1/me"))).status(), 401);
  const reset = await lastMessageTo(devServer, ruiEmail);
  assert.equal(reset.subject, "TDM newsroom console: your sign-in has been reset");
  const newLink = /https?:\/\/\S+\/console\/setup\?token=[\w-]+/.exec(reset.body)?.[0];
  assert.ok(newLink && newLink !== ruiLink, "the e-mail holds a new set-up link");
  const again = await setUpThroughApi(ruiPage.page, ruiPage.at, newLink);
  assert.notEqual(again.secret, rui.secret, "a new authenticator");

  // Inês's session has a fresh code now: the next change asks for none.
  await row.getByTestId("console-staff-change-role").click();
  await dialog.getByRole("combobox", { name: "New role" }).selectOption("contributor");
  await expect(dialog.getByRole("textbox", { name: "Authentication code" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Change role" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId("console-staff-role")).toHaveText("Contributor");
}

/** Fills the staff screen's invitation form and sends it. */
async function fillInvitation(page: Page, name: string, email: string, role: StaffRole): Promise<void> {
  const invite = page.getByTestId("console-staff-invite");
  await invite.getByRole("textbox", { name: "Name" }).fill(name);
  await invite.getByRole("textbox", { name: "E-mail address" }).fill(email);
  await invite.getByRole("combobox", { name: "Role" }).selectOption(role);
  await invite.getByRole("button", { name: "Send the invitation" }).click();
}

/** The newest message of the development outbox to an address. */
async function lastMessageTo(devServer: string, address: string): Promise<OutboxMessage> {
  const { body } = await api(devServer, `/dev/outbox.json?recipient=${encodeURIComponent(address)}`);
  const message = (body.data.items as OutboxMessage[])[0];
  assert.ok(message, `a message to ${address} reached the outbox`);
  return message;
}

const PASSWORD = "Newsroom-2026!";
const STEP_MS = 30_000;

/** An account set up in this spec: its authenticator secret, its recovery codes and the last time step it used. */
interface SetUpAccount {
  secret: string;
  recoveryCodes: string[];
  lastStep: number;
}

/**
 * The account's next code, as its authenticator app shows it: a code works once, and the server takes the step before
 * and after the current one, so each code is of a later step than the last (waiting when that is two steps ahead).
 */
async function nextCode(account: SetUpAccount): Promise<string> {
  const now = () => Math.floor(Date.now() / STEP_MS);
  const step = Math.max(account.lastStep + 1, now() - 1);
  while (step > now() + 1) await new Promise((resolve) => setTimeout(resolve, 200));
  account.lastStep = step;
  return new TOTP({ secret: account.secret }).generate({ timestamp: step * STEP_MS });
}

/** A console call from a page's browser context (its cookies), with the CSRF token for a write. */
async function consolePost(page: Page, at: (path: string) => string, path: string, data: object) {
  const { data: csrf } = await (await page.request.get(at("/api/console/v1/csrf"))).json();
  const res = await page.request.post(at(`/api/console/v1${path}`), { data, headers: { "x-csrf-token": csrf.csrfToken } });
  const body = await res.json();
  assert.equal(body.code, 0, `${path}: ${body.message}`);
  return body.data;
}

/** Sets an invited account up with its link's token, through the API: the password, the authenticator's first code. */
async function setUpThroughApi(page: Page, at: (path: string) => string, link: string): Promise<SetUpAccount> {
  const token = new URL(link).searchParams.get("token")!;
  const { secret } = await consolePost(page, at, "/setup", { token, password: PASSWORD });
  const account: SetUpAccount = { secret, recoveryCodes: [], lastStep: 0 };
  const { recoveryCodes } = await consolePost(page, at, "/setup/confirm", { token, code: await nextCode(account) });
  account.recoveryCodes = recoveryCodes;
  return account;
}

/** Signs in through the API: the page's browser context then holds the session cookie. */
async function signInThroughApi(page: Page, at: (path: string) => string, email: string, code: string): Promise<void> {
  await consolePost(page, at, "/sign-in", { email, password: PASSWORD });
  await consolePost(page, at, "/sign-in/verify", { code });
}

/** Signs in on the sign-in screen with a recovery code instead of the authenticator's code; lands on the home page. */
async function signInWithRecoveryCode(page: Page, at: (path: string) => string, email: string, recoveryCode: string): Promise<void> {
  await page.goto(at("/console/sign-in"));
  await submitButton(page).and(page.locator(":enabled")).waitFor();
  await page.locator("input[type=email]").fill(email);
  await page.locator("input[type=password]").fill(PASSWORD);
  await submitButton(page).click();
  await page.getByRole("button", { name: "Use a recovery code instead" }).click();
  await page.getByRole("textbox", { name: "Recovery code" }).fill(recoveryCode);
  await submitButton(page).click();
  await page.getByTestId("console-home").waitFor();
}

/** A screen is interactive once React has hydrated it: its filter form says so (data-ready). */
async function hydratedScreen(page: Page, testId: string): Promise<void> {
  await page.locator(`[data-testid=${testId}] form.console-filters[data-ready]`).waitFor();
}

test("an administrator invites a staff member, changes the role, is refused disabling themself, finds it in the audit log; another, without a recent code, is asked for one and resets a lost sign-in", async ({ memberPage, devServer }) => {
  const { page, at } = await memberPage({ base: devServer, viewport: VIEWPORTS.desktop });
  await signIn(page, at, "admin");
  const nav = page.getByTestId("console-nav");
  // Every section, in the navigation's order (features/console/nav.ts; which role sees which: its unit test).
  assert.deepEqual(await nav.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href"))), sectionsFor("admin").map((section) => section.path));
  await nav.getByRole("link", { name: "Staff" }).click();
  await hydratedScreen(page, "console-staff");
  await expectNoA11yViolations(page);

  // Invite: the name, the address and the role; the answer says where the e-mail went.
  const email = `${unique("invitee")}@example.mo`;
  const invite = page.getByTestId("console-staff-invite");
  await invite.getByRole("button", { name: "Send the invitation" }).click();
  await expect(invite.getByRole("textbox", { name: "Name" })).toBeFocused();
  await fillInvitation(page, "Ana Invitee", email, "producer");
  await expect(page.getByTestId("console-staff-invited")).toContainText(`the invitation to ${email} is in the outbox`);
  // The e-mail is in the development outbox, with the set-up link the page shows.
  const message = await lastMessageTo(devServer, email);
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

  await test.step("another administrator, without a recent code, is asked for one and resets a lost sign-in", () => resetWithoutRecentCode({ page, at }, memberPage, devServer));
});

test("a moderator hides a member's comment: it leaves the public news page and the member is told why; a congratulation approved then rejected", async ({ memberPage, memberToken }) => {
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
  const nav = await openConsoleNav(page);
  assert.deepEqual(await nav.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href"))), sectionsFor("moderator").map((section) => section.path));
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
  // The member is told, with the reason and not the moderator's note.
  const hiddenNotice = await memberNotice(memberToken, text.slice(0, 20));
  assert.equal(hiddenNotice.title, "Your comment was hidden");
  assert.match(hiddenNotice.content, /Reason: Spam or advertising/);
  assert.doesNotMatch(hiddenNotice.content, /advertising link/);

  await decideCongratulation(page, at, memberToken);
});

/** The member's newest notification that mentions `text`. */
async function memberNotice(token: string, text: string): Promise<{ title: string; content: string }> {
  const { body } = await api(BASE_URL, "/api/v1.0/member/notification?pageSize=50", { token, language: "en" });
  assert.equal(body.code, 0, body.message);
  const notice = (body.data.items as { title: string; content: string }[]).find((n) => n.content.includes(text));
  assert.ok(notice, `a notification mentioning ${text}`);
  return notice;
}

/**
 * The moderator (signed in on `page`) approves the demo member's congratulation onto the campaign page, then rejects
 * it with a reason: it leaves the page and the member is told why. One message only: a member may send three in ten
 * minutes, and the campaign spec sends one too.
 */
async function decideCongratulation(page: Page, at: (path: string) => string, memberToken: string): Promise<void> {
  const text = unique("Congratulations from the e2e run ");
  const sent = await api(BASE_URL, "/api/v1.0/campaign/tdm40/congratulations", { token: memberToken, ip: freshAddress(), body: { message: text } });
  assert.equal(sent.body.code, 0, sent.body.message);
  const id = sent.body.data.id as number;
  const publicWall = async () => JSON.stringify((await api(BASE_URL, "/api/v1.0/campaign/tdm40/congratulations?pageSize=50")).body.data.items);

  await page.goto(at("/console/congratulations"));
  await hydratedScreen(page, "console-congratulations");
  await expectNoA11yViolations(page);
  const card = page.locator("[data-testid=console-congratulation]").filter({ hasText: text });
  await expect(card.getByTestId("console-congratulation-status")).toHaveText("Awaiting moderation");
  await card.getByTestId("console-congratulation-approve").click();
  await expect(page.getByTestId("console-action-status")).toHaveText(`Message #${id} is approved.`);
  await expect(card.getByTestId("console-congratulation-status")).toHaveText("Approved");
  assert.match(await publicWall(), new RegExp(text));

  await card.getByTestId("console-congratulation-reject").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(dialog.locator(".field__error")).toHaveText("Choose a reason");
  await expectNoA11yViolations(page, { include: "dialog" });
  await dialog.getByRole("combobox", { name: "Reason" }).selectOption("off_topic");
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId("console-congratulation-status")).toHaveText("Rejected");
  await expect(card).toContainText("Rejected by Demo moderator");
  assert.doesNotMatch(await publicWall(), new RegExp(text));
  const notice = await memberNotice(memberToken, text.slice(0, 20));
  assert.equal(notice.title, "Your message was not published");
  assert.match(notice.content, /Reason: Off topic/);
}

test("an editor has no Staff in the navigation and is refused the staff screen", async ({ memberPage }) => {
  const { page, at } = await memberPage({ viewport: VIEWPORTS.mobile });
  await signIn(page, at, "editor");
  const nav = await openConsoleNav(page);
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
