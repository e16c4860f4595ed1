// The 40th-anniversary campaign (spec §2 tdm40, tdm40-congratulate, tdm40-ticket; docs/campaigns.md): the bare
// layout with its own footer, a member registering for a ticket (and refused a second one), a member writing a
// message that waits for moderation.
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { apiData, BASE_URL, KEYS, VIEWPORTS } from "../../helpers.ts";
import { tokenFor } from "../member/helpers.ts";
import { unique } from "../identity/helpers.ts";

test("tdm40 is in the bare layout: its own bar and footer, the story, and links to the other two pages", async ({ memberPage }) => {
  const { page, at, errors } = await memberPage({ viewport: VIEWPORTS.mobile });
  await page.goto(at("/en/tdm40"));
  await page.getByTestId("campaign-page").waitFor();
  assert.equal(await page.getByTestId("site-header").count(), 0, "no site header");
  assert.equal(await page.getByTestId("site-footer").count(), 0, "no site footer");
  await page.getByTestId("campaign-bar").waitFor();
  const footer = page.getByTestId("campaign-footer");
  assert.match(await footer.innerText(), /Write us a message/);
  assert.ok((await page.locator("[data-testid=campaign-timeline] > li").count()) >= 5, "the timeline");
  const campaign = await apiData("/api/v1.0/campaign/tdm40", "en");
  assert.match(await page.getByTestId("ticket-stock").innerText(), new RegExp(`of ${campaign.ticket.total} tickets left`));
  // The newest approved message is on the first page.
  const wall = await apiData("/api/v1.0/campaign/tdm40/congratulations?page=1&pageSize=1", "en");
  assert.match(await page.getByTestId("congratulation-list").innerText(), new RegExp(wall.items[0].nickName));

  await page.getByTestId("cta-ticket").click();
  await page.getByTestId("ticket-page").waitFor();
  assert.equal(new URL(page.url()).pathname, "/en/tdm40-ticket");
  // Signed out: the form gives way to the login prompt.
  await page.getByTestId("campaign-login-prompt").waitFor();
  await page.getByTestId("campaign-footer").getByRole("link", { name: "Write us a message" }).click();
  await page.getByTestId("congratulate-page").waitFor();
  await page.getByTestId("campaign-login-prompt").waitFor();
  assert.deepEqual(errors, []);
});

test("a member registers for a ticket and sees it; a second attempt is refused with a clear message", async ({ memberPage }) => {
  const token = await tokenFor(BASE_URL);
  const storage = { [KEYS.memberToken]: token };
  const first = await memberPage({ storage });
  const second = await memberPage({ storage, viewport: VIEWPORTS.mobile });
  // Both pages show the form: neither has a ticket yet.
  for (const { page, at } of [first, second]) {
    await page.goto(at("/zh-hant/tdm40-ticket"));
    // The form is server-rendered; typing before the island is live would be lost to a native submit.
    await page.locator("[data-testid=ticket][data-ready=true]").waitFor();
    await page.getByTestId("ticket-form").waitFor();
  }

  const { page } = first;
  const before = await apiData("/api/v1.0/campaign/tdm40", "zh-hant");
  const stock = page.getByTestId("ticket-stock");
  assert.equal(await stock.innerText(), `尚餘 ${before.ticket.remaining} / ${before.ticket.total} 張門票`);
  // The form's own checks first: a phone that is not a Macau mobile.
  await page.locator("#ticket-name").fill("陳美華");
  await page.locator("#ticket-phone").fill("12345678");
  await page.getByTestId("ticket-submit").click();
  assert.equal(await page.locator("#ticket-phone").getAttribute("aria-invalid"), "true");
  await page.locator("#ticket-phone").fill("66881234");
  await page.getByTestId("ticket-submit").click();
  const confirmation = page.getByTestId("ticket-confirmation");
  await confirmation.waitFor();
  assert.match(await confirmation.innerText(), /登記成功/);
  const reference = (await page.getByTestId("ticket-reference").innerText()).trim();
  assert.match(reference, /^TDM40-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  assert.match(await confirmation.innerText(), /•••••234/, "the mobile shown masked");
  // Issue 21 item 14: the count left follows at once, without a reload.
  await stock.filter({ hasText: `尚餘 ${before.ticket.remaining - 1} / ${before.ticket.total} 張門票` }).waitFor();

  // The second page still shows the form: its attempt is refused by the server, with the reason.
  await second.page.locator("#ticket-name").fill("陳美華");
  await second.page.locator("#ticket-phone").fill("66885678");
  await second.page.getByTestId("ticket-submit").click();
  await second.page.getByTestId("ticket-error").filter({ hasText: "您已登記門票，每位會員只限一張" }).waitFor();

  // Reloaded, it shows the ticket the member has.
  await second.page.reload();
  const have = second.page.getByTestId("ticket-confirmation");
  await have.waitFor();
  assert.match(await have.innerText(), /你已登記門票/);
  assert.equal((await second.page.getByTestId("ticket-reference").innerText()).trim(), reference);
  // On a phone (375 px) the reference is one line, inside its ticket.
  const fit = await second.page.getByTestId("ticket-reference").evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    const box = el.getBoundingClientRect();
    // The confirmation was waited for above: the reference is inside it.
    const ticket = el.closest("[data-testid=ticket-confirmation]")!.getBoundingClientRect();
    return { lines, inside: box.left >= ticket.left && range.getBoundingClientRect().right <= ticket.right, width: window.innerWidth };
  });
  assert.deepEqual(fit, { lines: 1, inside: true, width: 375 });
  const campaign = await apiData("/api/v1.0/campaign/tdm40", "zh-hant");
  assert.equal(campaign.ticket.remaining, campaign.ticket.total - 1);
});

test("a member writes a congratulation and is told it awaits moderation; it is not shown until approved", async ({ memberPage }) => {
  const token = await tokenFor(BASE_URL);
  const { page, at, errors } = await memberPage({ storage: { [KEYS.memberToken]: token } });
  await page.goto(at("/en/tdm40-congratulate"));
  // The form is server-rendered; typing before the island is live would be lost to a native submit.
  await page.locator("[data-testid=congratulate][data-ready=true]").waitFor();
  const form = page.getByTestId("congratulate-form");
  await form.waitFor();
  // Too short: the field says so, nothing is sent.
  await form.locator("textarea").fill("x");
  await page.getByTestId("congratulate-send").click();
  assert.equal(await form.locator(".field__error").innerText(), "Please write at least 2 characters");

  const text = unique("Happy 40th <script>alert(1)</script> ");
  await form.locator("textarea").fill(text);
  await page.getByTestId("congratulate-send").click();
  await page.getByTestId("congratulate-status").filter({ hasText: "once it has been approved" }).waitFor();
  assert.equal(await form.locator("textarea").inputValue(), "", "the box is emptied");

  await page.reload();
  await page.getByTestId("congratulation-list").waitFor();
  assert.doesNotMatch(await page.getByTestId("congratulation-list").innerText(), new RegExp(text.trim().slice(0, 12)));
  assert.deepEqual(errors, []);
});

test("before its script is there, the server-rendered message form does not send what was typed in the address", async ({ memberPage }) => {
  const token = await tokenFor(BASE_URL);
  const { page, at } = await memberPage({ storage: { [KEYS.memberToken]: token } });
  // No script but the page's inline boot script: the island never wakes up.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto(at("/en/tdm40-congratulate"));
  const form = page.getByTestId("congratulate-form");
  await form.locator("textarea").fill("A private note");
  await page.getByTestId("congratulate-send").click();
  // A native submit would have navigated by the time a round trip through the page has been made.
  await page.evaluate(() => new Promise((done) => setTimeout(done, 300)));
  assert.equal(new URL(page.url()).search, "", "no native GET with the message");
  assert.equal(await form.locator("textarea").inputValue(), "A private note", "what was typed is still there");
});
