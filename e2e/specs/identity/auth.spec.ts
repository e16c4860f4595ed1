// The sign-in side of the member area (spec §2 Login screen, §4, §5, §8): the login screen rendered on the server,
// login with the demo member (return address, home, my-list), the §5 messages, the red 提示 toast and its 2 s, social
// sign-in, the login pop-up (login-required text, focus, Esc), the guard of member screens, activation.
// Registration and password reset: register.spec.ts; axe: auth-a11y.spec.ts.
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { api, BASE_URL, DEMO, expectNoA11yViolations, freshAddress, IDENTITY, KEYS, VIEWPORTS } from "../../helpers.ts";
import { hydrated, local } from "./helpers.ts";

// ── The login screen ────────────────────────────────────────────────────────────────────────────────────────────

test("the login screen is rendered on the server in the four languages, with its form and links; no social button without a provider", async () => {
  const titles = { "zh-hant": "會員登入", "zh-hans": "会员登录", en: "Member login", pt: "Início de sessão de membro" };
  for (const [lang, title] of Object.entries(titles)) {
    const res = await fetch(new URL(`/${lang}/user`, BASE_URL));
    assert.equal(res.status, 200, lang);
    const html = await res.text();
    assert.match(html, new RegExp(`<title>${title} \\| `), `${lang}: title`);
    assert.match(html, new RegExp(`<h1 class="auth-title">${title}</h1>`), `${lang}: heading`);
    assert.match(html, /<form id="login"[^>]* method="post"/, `${lang}: the form, posted (never a password in an address)`);
    assert.match(html, /<form id="login"[^>]* novalidate=""/i, `${lang}: the contract's messages, not the browser's`);
    assert.match(html, /<input [^>]*autocomplete="username"[^>]* id="login-username"/i, `${lang}: username`);
    assert.match(html, /<input type="password" [^>]*autocomplete="current-password"[^>]* id="login-password"/i, `${lang}: password`);
    assert.ok(html.includes(`href="/${lang}/user/registration"`), `${lang}: registration`);
    assert.ok(html.includes(`href="/${lang}/user/forgetPassword"`), `${lang}: forgotten password`);
    // No provider is set up in the demo: no social button that could only answer "not configured" (issue 10).
    assert.ok(!html.includes('data-testid="login-google"') && !html.includes('data-testid="login-facebook"'), `${lang}: no social buttons`);
    assert.ok(!html.includes('class="login-social"'), `${lang}: no "or sign in with" divider`);
    // An application: React Router's client, not the islands client.
    assert.match(html, /__reactRouterContext/, `${lang}: hydrated whole`);
  }
});

test("login with demo lands on the stored return address; the header shows the member", async ({ memberPage }) => {
  const { page, at, errors } = await memberPage({ storage: { [KEYS.returnTo]: "/en/news-list?page=2" } });
  await page.goto(at("/en/user"));
  await hydrated(page, "login-submit");
  await page.locator("#login-username").fill(DEMO.username);
  await page.locator("#login-password").fill(DEMO.password);
  await page.getByTestId("login-submit").click();
  await page.waitForURL(at("/en/news-list?page=2"));
  assert.ok(await local(page, KEYS.memberToken), "the token is stored");
  assert.equal(await local(page, "portal.member.isPhoneVerification"), "1", "with the phone flag");
  assert.equal(await local(page, KEYS.returnTo), null, "the return address is used once");
  const header = page.locator('[data-testid="header-member"][data-ready="true"]');
  await header.waitFor();
  assert.equal(await header.getAttribute("data-logged-in"), "true");
  assert.match(await header.locator(".member-name").innerText(), /^demo$/);
  assert.deepEqual(errors, []);
});

test("login on the login screen without a return address goes home; back on the login screen, a token leads to my-list", async ({ memberPage }) => {
  const { page, at } = await memberPage({ viewport: VIEWPORTS.mobile });
  await page.goto(at("/zh-hant/user"));
  await hydrated(page, "login-submit");
  await page.locator("#login-username").fill(DEMO.username);
  await page.locator("#login-password").fill(DEMO.password);
  await page.locator("#login-password").press("Enter");
  await page.waitForURL(at("/zh-hant/"));
  await page.goto(at("/zh-hant/user"));
  await page.waitForURL(at("/zh-hant/user/account/my-list"));
});

test("an empty login form marks both fields with the §5 message and focuses the first", async ({ memberPage }) => {
  const { page, at } = await memberPage();
  await page.goto(at("/en/user"));
  await hydrated(page, "login-submit");
  await page.getByTestId("login-submit").click();
  const username = page.locator("#login-username");
  assert.equal(await username.getAttribute("aria-invalid"), "true");
  assert.equal(await page.locator("#login-username-error").innerText(), "Required");
  assert.match((await username.getAttribute("aria-describedby")) ?? "", /login-username-error/);
  assert.equal(await page.locator("#login-password-error").innerText(), "Required");
  assert.equal(await page.evaluate(() => document.activeElement?.id), "login-username");
  // Over 80 characters (spec §5 Login).
  await username.fill("x".repeat(81));
  assert.equal(await page.locator("#login-username-error").innerText(), "No more than 80 characters");
  await username.fill("x");
  assert.equal(await page.locator("#login-username-error").count(), 0, "the message goes once corrected");
  await expectNoA11yViolations(page, { include: "main" });
});

test("a wrong password shows the server's message in a red toast titled 提示 at the top centre, gone after 2 s", async ({ memberPage }) => {
  const { page, at } = await memberPage({ clock: Date.now() });
  await page.goto(at("/zh-hant/user"));
  await hydrated(page, "login-submit");
  // An unknown name gets the same answer as a wrong password (and keeps demo's attempt count untouched).
  await page.locator("#login-username").fill(`nobody-${Date.now()}`);
  await page.locator("#login-password").fill("Wrong-pass1");
  const expected = await api(BASE_URL, `${IDENTITY}/login`, { ip: freshAddress(), body: { username: "nobody-at-all", password: "x" } });
  assert.equal(expected.body.code, -1);
  // Time stands still from here: the toast's 2 s pass only when the test says so.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.getByTestId("login-submit").click();
  const toast = page.getByTestId("login-toast");
  await toast.waitFor();
  assert.equal(await toast.locator(".toast__title").innerText(), "提示");
  assert.equal(await toast.locator(".toast__text").innerText(), expected.body.message);
  assert.equal(await toast.evaluate((el) => getComputedStyle(el).backgroundColor), "rgb(179, 0, 27)", "red");
  const box = await toast.boundingBox();
  // memberPage's viewport (desktop unless asked).
  const { width } = page.viewportSize() ?? VIEWPORTS.desktop;
  assert.ok(box && box.y < 40 && Math.abs(box.x + box.width / 2 - width / 2) < 2, `top centre (${JSON.stringify(box)})`);
  assert.equal(await local(page, KEYS.memberToken), null, "nothing stored");
  await page.clock.runFor(1900);
  assert.equal(await toast.isVisible(), true, "still shown before 2 s");
  await page.clock.runFor(100);
  await toast.waitFor({ state: "detached" });
});

test("social sign-in: without a provider set up, neither the screen nor the pop-up offers one; ?oauth_error shows the failure and leaves the address", async ({ memberPage }) => {
  const { page, at } = await memberPage();
  await page.goto(at("/en/user"));
  await hydrated(page, "login-submit");
  assert.equal(await page.locator(".social-button").count(), 0, "no social button on the login screen");

  await page.goto(at("/en/user?oauth_error=1"));
  const notice = page.getByTestId("login-notice");
  await notice.waitFor();
  assert.match(await notice.innerText(), /social login could not be completed/);
  await page.waitForURL(at("/en/user"));
});

// ── The pop-up ──────────────────────────────────────────────────────────────────────────────────────────────────

test("the login pop-up: login-required text, then the form; focus stays inside, Esc closes; a login keeps the page", async ({ memberPage }) => {
  const { page, at, errors } = await memberPage();
  await page.goto(at("/en/debug"));
  const dialog = page.locator('[data-testid="login-dialog"][data-ready="true"]');
  await dialog.waitFor({ state: "attached" });
  await page.locator('[data-testid="site-header"] [data-testid="brand"]').focus();
  await page.evaluate(() => window.dispatchEvent(new CustomEvent("portal:login", { detail: { required: true }, cancelable: true })));
  await page.getByTestId("login-required").waitFor();
  assert.equal(await page.locator("#login-dialog-title").innerText(), "Please log in or register first");
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("data-testid")), "login-required-login");
  assert.equal(await page.getByTestId("login-required-register").getAttribute("href"), "/en/user/registration");
  await expectNoA11yViolations(page, { include: '[data-testid="login-dialog"]' });
  await page.getByTestId("login-required-login").click();
  const username = page.locator("#login-dialog-username");
  await username.waitFor();
  assert.equal(await page.evaluate(() => document.activeElement?.id), "login-dialog-username");
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    assert.ok(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="login-dialog"]')), "focus stays in the pop-up");
  }
  await page.keyboard.press("Escape");
  await page.getByTestId("login-dialog").waitFor({ state: "hidden" });
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("data-testid")), "brand", "focus returns");

  await page.evaluate(() => window.dispatchEvent(new CustomEvent("portal:login", { detail: { required: false }, cancelable: true })));
  await username.waitFor();
  await username.fill(DEMO.username);
  await page.locator("#login-dialog-password").fill(DEMO.password);
  await page.locator('[data-testid="login-dialog"] [data-testid="login-submit"]').click();
  await page.getByTestId("login-dialog").waitFor({ state: "hidden" });
  assert.equal(page.url(), at("/en/debug"), "the page stays");
  await page.locator('[data-testid="header-member"][data-logged-in="true"]').waitFor();
  assert.deepEqual(errors, []);
});

// ── Guard ───────────────────────────────────────────────────────────────

test("a screen that needs login sends a visitor without a token to /{lang}/user and comes back after login", async ({ memberPage }) => {
  const { page, at } = await memberPage();
  await page.goto(at("/en/user/completionInfo"));
  await page.waitForURL(at("/en/user"));
  assert.equal(await local(page, KEYS.returnTo), "/en/user/completionInfo");
  await hydrated(page, "login-submit");
  await page.locator("#login-username").fill(DEMO.username);
  await page.locator("#login-password").fill(DEMO.password);
  await page.getByTestId("login-submit").click();
  await page.waitForURL(at("/en/user/completionInfo"));
  const form = page.getByTestId("profile-form");
  await form.waitFor();
  assert.equal(await page.locator("#profile-nickName").inputValue(), "demo", "the member's info fills the form");
  // A member who has a password is sent to the account settings to change it.
  await page.goto(at("/en/user/completionPass"));
  await page.getByText("already has a password").waitFor();
});

test("activation by hash: a link without its hash, and a hash that is not valid, say so", async ({ memberPage }) => {
  const { page, at } = await memberPage();
  await page.goto(at("/en/security/active"));
  await page.locator('[data-testid="activation"][data-state="failed"]').waitFor();
  assert.match(await page.getByTestId("activation").innerText(), /activation link is incomplete/);
  await page.goto(at(`/zh-hant/user/security?hash=${"a".repeat(43)}`));
  await page.locator('[data-testid="activation"][data-state="failed"]').waitFor();
  assert.match(await page.getByTestId("activation").innerText(), /帳號未能啟用/);
});
