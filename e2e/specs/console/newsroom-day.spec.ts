// A day on the news desk across two instances (issue 23's "Done when"; docs/console.md): two production instances of
// the built portal share one PostgreSQL database and one Redis, with their page and render caches on and long
// (e2e/cluster.ts). An administrator signs in with TOTP on instance A and invites an editor; the editor sets up the
// account (password, authenticator, recovery codes) on instance B, signs in, writes a story in Traditional Chinese
// with a cover picture, pastes a script into the body (gone from the stored HTML), overrides one Simplified line and
// schedules the story two minutes ahead. Readers of both instances, whose home and category pages were cached
// without it, get it at its minute in both Chinese scripts with the override kept (the job queue publishes it on one
// instance, Redis tells the other to drop its pages). A contributor cannot publish it. The editor corrects the
// headline: both instances show the correction on the next request after the save. The story is unpublished: both
// answer 404/410 for it. The administrator's audit log holds each step, with the values before and after.
//
// Figures (how late the story appeared after its minute, how soon the correction reached instance B) are written
// with the test's result; the bounds below are liveness bounds: a page still cached would wait 300 s.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { TOTP } from "otpauth";
import { startCluster, type Cluster } from "../../cluster.ts";
import { test } from "../../fixtures.ts";
import { expectNoA11yViolations, note, VIEWPORTS } from "../../helpers.ts";
import { ROOT } from "../../server.mjs";
import { unique } from "../identity/helpers.ts";
import { DEMO_STAFF_PASSWORD, signInTo, submitButton } from "./helpers.ts";

const MINUTE = 60_000;
const MACAO_OFFSET = 8 * 3_600_000;
/** A Macao minute as the schedule's datetime-local input takes it. */
const macaoInput = (instant: number) => new Date(instant + MACAO_OFFSET).toISOString().slice(0, 16);

let cluster: Cluster;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  cluster = await startCluster("newsroom");
});
test.afterAll(async () => {
  test.setTimeout(60_000);
  await cluster?.stop();
});

/** The editor's API, as a signed-in page: its cookies, with the CSRF token for writes. */
async function consoleApi(page: Page, at: (path: string) => string) {
  const csrf = (await (await page.request.get(at("/api/console/v1/csrf"))).json()).data.csrfToken as string;
  return {
    get: async (path: string) => (await page.request.get(at(`/api/console/v1${path}`))).json(),
    post: (path: string, body: unknown) => page.request.post(at(`/api/console/v1${path}`), { data: body, headers: { "x-csrf-token": csrf } }),
  };
}

/** A public page as a reader gets it (no cookies), its status and HTML. */
async function read(url: string): Promise<{ status: number; html: string }> {
  const response = await fetch(url, { headers: { "x-forwarded-for": "198.51.100.7" } });
  return { status: response.status, html: await response.text() };
}

/** Asks `url` until its HTML passes `check` (a liveness bound, not a timing rule); answers how long it took. */
async function until(url: string, check: (page: { status: number; html: string }) => boolean, what: string, boundMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (check(await read(url))) return Date.now() - started;
    if (Date.now() - started > boundMs) throw new Error(`${what}: not seen at ${url} within ${boundMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

test("an editor invited by an administrator schedules a Chinese story; both instances publish it, correct it and take it down, and the audit log holds each step", async ({ memberPage }, testInfo) => {
  test.setTimeout(480_000);
  const { a, b } = cluster;

  // ── The administrator, on instance A, invites an editor.
  const admin = await memberPage({ base: a.url, viewport: VIEWPORTS.desktop });
  await signInTo(admin.page, a.at, "admin", "/console/staff");
  const invite = admin.page.getByTestId("console-staff-invite");
  await admin.page.locator("[data-testid=console-staff] form.console-filters[data-ready]").waitFor();
  await invite.getByRole("button", { name: "Send the invitation" }).click();
  const email = `${unique("editor")}@example.mo`;
  await invite.getByRole("textbox", { name: "Name" }).fill("Wong Newsroom");
  await invite.getByRole("textbox", { name: "E-mail address" }).fill(email);
  await invite.getByRole("combobox", { name: "Role" }).selectOption("editor");
  await invite.getByRole("button", { name: "Send the invitation" }).click();
  await expect(admin.page.getByTestId("console-staff-invited")).toContainText(email);
  // Production sends it by e-mail (SMTP_URL); without SMTP it waits in the database's outbox.
  const [mail] = await cluster.query<{ body: string }>("select body from outbox_messages where recipient = $1", [email]);
  assert.ok(mail, "the invitation was sent");
  const setupLink = mail.body.match(/https?:\/\/\S+\/console\/setup\?token=[\w-]+/)?.[0];
  assert.ok(setupLink, "the invitation holds a set-up link");

  // ── The editor sets the account up on instance B: password, authenticator, recovery codes.
  const editor = await memberPage({ base: b.url, viewport: VIEWPORTS.desktop });
  await editor.page.goto(b.at(new URL(setupLink).pathname + new URL(setupLink).search));
  await submitButton(editor.page).and(editor.page.locator(":enabled")).waitFor();
  const password = `${DEMO_STAFF_PASSWORD}x`;
  await editor.page.locator("input[autocomplete=new-password]").nth(0).fill(password);
  await editor.page.locator("input[autocomplete=new-password]").nth(1).fill(password);
  await submitButton(editor.page).click();
  const secret = (await editor.page.getByTestId("console-setup-secret").innerText()).replace(/\s+/g, "");
  await expectNoA11yViolations(editor.page);
  const authenticator = new TOTP({ secret });
  const enrolledAt = Date.now();
  await editor.page.locator("input[autocomplete=one-time-code]").fill(authenticator.generate({ timestamp: enrolledAt }));
  await submitButton(editor.page).click();
  await expect(editor.page.getByTestId("console-recovery-codes").locator("li")).not.toHaveCount(0);
  await expectNoA11yViolations(editor.page);
  await editor.page.getByTestId("console-codes-saved").check();
  await editor.page.getByTestId("console-setup-finish").click();
  // Signing in: a code of the next 30-second step (the one used for the set-up cannot be used again).
  await editor.page.getByTestId("console-sign-in").waitFor();
  await submitButton(editor.page).and(editor.page.locator(":enabled")).waitFor();
  await editor.page.locator("input[type=email]").fill(email);
  await editor.page.locator("input[type=password]").fill(password);
  await submitButton(editor.page).click();
  await editor.page.locator("input[autocomplete=one-time-code]").fill(authenticator.generate({ timestamp: enrolledAt + 30_000 }));
  await submitButton(editor.page).click();
  await editor.page.getByTestId("console-home").waitFor();

  // ── The story, in the Chinese newsroom, with a cover picture and a script pasted into its body.
  const page = editor.page;
  await page.goto(b.at("/console/news/new?newsroom=zh"));
  await page.getByTestId("news-editor").waitFor();
  const mark = `${Date.now() % 1_000_000}`;
  const headline = `新聞測試${mark}：澳門舉行煙花匯演`;
  await page.getByTestId("news-title").fill(headline);
  await page.getByLabel("Standfirst").fill("國際煙花比賽今晚在旅遊塔對開海面舉行。");
  const body = page.getByRole("textbox", { name: "Body" });
  await body.click();
  await page.keyboard.type("第一段：煙花匯演今晚九時開始。");
  await page.keyboard.press("Enter");
  await page.keyboard.type("第二段：當局呼籲市民乘搭公共交通。");
  await body.evaluate((element) => {
    const data = new DataTransfer();
    data.setData("text/html", '<p>現場直擊<script>window.pasted = 1</script><img src="x" onerror="window.pasted = 2"></p>');
    data.setData("text/plain", "現場直擊");
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(body).toContainText("現場直擊");
  const category = page.locator("#news-category");
  const categoryId = await category.locator("option:not([value=''])").first().getAttribute("value");
  await category.selectOption(categoryId!);
  await page.locator("#news-cover-file").setInputFiles({
    name: "fireworks.jpg",
    mimeType: "image/jpeg",
    buffer: readFileSync(join(ROOT, "apps/web/public/demo/media/short/short-2.jpg")),
  });
  await page.getByTestId("news-cover-picture").waitFor();
  await page.locator("#news-cover-alt").fill("旅遊塔旁的煙花");
  await page.getByTestId("news-save").click();
  await page.waitForURL(/\/console\/news\/\d+$/);
  await expect(page.getByTestId("news-note")).toContainText("Draft created.");
  const id = Number(new URL(page.url()).pathname.split("/").pop());
  const api = await consoleApi(page, b.at);
  const stored = (await api.get(`/news/${id}`)).data;
  assert.match(stored.body, /現場直擊/);
  assert.doesNotMatch(stored.body, /<script|onerror|window\.pasted/i, "the pasted script is gone from the stored HTML");
  assert.match(stored.cover, /^\/uploads\//, "the cover went through the upload service");

  // One Simplified line overridden by hand.
  const line = page.locator('[data-testid="news-hans-line"][data-line="body:0"]');
  await expect(line).toContainText("第一段：烟花汇演今晚九时开始。");
  await line.getByTestId("news-hans-edit").click();
  await line.getByTestId("news-hans-override").fill("第一段：烟花汇演今晚九点开始！");
  await page.getByTestId("news-save").click();
  await expect(page.getByTestId("news-note")).toContainText("Saved (revision 2).");

  // Scheduled two minutes ahead (the next whole Macao minute at least two minutes away).
  const due = Math.ceil((Date.now() + 2 * MINUTE) / MINUTE) * MINUTE;
  await page.locator("#news-schedule-at").fill(macaoInput(due));
  await page.getByTestId("news-schedule").click();
  await expect(page.getByTestId("news-note")).toContainText("Status: Scheduled.");

  // Readers of both instances: home and the category, in both scripts, cached now without the story.
  const categories = (await api.get("/news/categories")).data as { id: number; slug: string }[];
  const slug = categories.find((c) => String(c.id) === categoryId)?.slug;
  assert.ok(slug, `the category ${categoryId} has a public address`);
  const link = `/news-detail/${id}"`;
  const readerPages = [a, b].flatMap((instance) =>
    ["zh-hant", "zh-hans"].flatMap((lang) => [instance.at(`/${lang}`), instance.at(`/${lang}/news-list?category=${slug}`)]),
  );
  for (const url of readerPages) {
    const before = await read(url);
    assert.equal(before.status, 200, url);
    assert.ok(!before.html.includes(link), `${url} does not list the story before its minute`);
    // A render has a nonce of its own (ADR 0009): the same bytes again are the cached page.
    assert.equal((await read(url)).html, before.html, `${url} is served from the page cache`);
  }

  // ── A contributor, on instance A, cannot publish it: no button, and the server refuses the call.
  const contributor = await memberPage({ base: a.url, viewport: VIEWPORTS.mobile });
  await signInTo(contributor.page, a.at, "contributor", "/console/news");
  await contributor.page.goto(a.at(`/console/news/${id}`));
  await contributor.page.getByTestId("news-editor").or(contributor.page.getByTestId("console-list-error")).first().waitFor();
  await expect(contributor.page.getByTestId("news-publish")).toHaveCount(0);
  const refused = await (await consoleApi(contributor.page, a.at)).post(`/news/${id}/publish`, { revision: (await api.get(`/news/${id}`)).data.revision });
  assert.equal(refused.status(), 403, "a contributor may not publish");

  // ── At its minute the job publishes it: both instances list it on home and in its category, in both scripts.
  const lateness: number[] = [];
  for (const url of readerPages) {
    await until(url, (r) => r.status === 200 && r.html.includes(link), "the scheduled story", due - Date.now() + 60_000);
    lateness.push(Date.now() - due);
  }
  note(testInfo, `scheduled story listed on 8 cached pages of 2 instances: ${Math.max(0, Math.min(...lateness))}–${Math.max(...lateness)} ms after its minute`);
  for (const instance of [a, b]) {
    const hant = await read(instance.at(`/zh-hant/news-detail/${id}`));
    assert.equal(hant.status, 200);
    assert.ok(hant.html.includes(headline) && hant.html.includes("第一段：煙花匯演今晚九時開始。"), `${instance.url}: the Traditional story`);
    assert.match(hant.html, /<img[^>]+src="\/uploads\//, `${instance.url}: the cover picture`);
    const hans = await read(instance.at(`/zh-hans/news-detail/${id}`));
    assert.ok(hans.html.includes("第一段：烟花汇演今晚九点开始！"), `${instance.url}: the Simplified story keeps the override`);
    assert.ok(hans.html.includes("第二段：当局呼吁市民乘搭公共交通。"), `${instance.url}: the other lines converted`);
  }
  const picture = (await read(b.at(`/zh-hant/news-detail/${id}`))).html.match(/src="(\/uploads\/[^"]+)"/)?.[1];
  assert.equal((await fetch(a.at(picture!))).status, 200, "instance A serves the picture uploaded through instance B");

  // ── The headline corrected on instance B: instance A's cached page shows it on the next requests.
  await page.reload();
  await page.getByTestId("news-body-editor").waitFor();
  await page.getByTestId("news-title").fill(`${headline}（更正）`);
  await page.getByTestId("news-save").click();
  await expect(page.getByTestId("news-note")).toContainText(/Saved \(revision \d+\)\./);
  const correction = await until(a.at(`/zh-hant/news-detail/${id}`), (r) => r.html.includes(`${headline}（更正）`), "the corrected headline on instance A", 10_000);
  await until(b.at(`/zh-hant/news-detail/${id}`), (r) => r.html.includes(`${headline}（更正）`), "the corrected headline on instance B", 10_000);
  note(testInfo, `corrected headline on instance A (the other instance) ${correction} ms after the save answered`);

  // ── Unpublished: both instances answer 404 or 410 for the story, and home lists it no more.
  await page.getByTestId("news-unpublish").click();
  await page.getByRole("dialog").getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByTestId("news-note")).toContainText("Status: Unpublished.");
  for (const instance of [a, b]) {
    await until(instance.at(`/zh-hant/news-detail/${id}`), (r) => [404, 410].includes(r.status), "the unpublished story answering 404/410", 10_000);
    assert.ok([404, 410].includes((await fetch(instance.at(`/api/v1.0/news/${id}`))).status), `${instance.url}: and its API`);
    await until(instance.at("/zh-hant"), (r) => !r.html.includes(link), "the unpublished story gone from home", 10_000);
  }

  // ── The audit log, as the administrator reads it: each step of the story, with its values before and after.
  await admin.page.goto(a.at(`/console/audit?entity=news_article&entityId=${id}`));
  await admin.page.locator("[data-testid=console-audit] form.console-filters[data-ready]").waitFor();
  const actions = await admin.page.getByTestId("console-audit-row").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-action")));
  for (const action of ["news.create", "news.update", "news.schedule", "news.publish", "news.unpublish"]) {
    assert.ok(actions.includes(action), `the audit log holds ${action} (has ${actions.join(", ")})`);
  }
  const correctionRow = admin.page.getByTestId("console-audit-row").filter({ hasText: "（更正）" }).first();
  await expect(correctionRow).toContainText("Wong Newsroom");
  await expect(correctionRow).toContainText(new RegExp(`title\\s*${headline}\\s*→\\s*After\\s*${headline}（更正）`));
  const unpublishRow = admin.page.locator('[data-testid=console-audit-row][data-action="news.unpublish"]');
  await expect(unpublishRow).toContainText(/status\s*published\s*→\s*After\s*unpublished/);
  // And the invitation, by the administrator.
  await admin.page.goto(a.at(`/console/audit?action=staff.invite`));
  await expect(admin.page.getByTestId("console-audit-row").filter({ hasText: email }).first()).toContainText("Demo admin");
});
