// Member basics (issue 10, item 3) at 375 and 1440 px: saving and unsaving a story (收藏) with the shared save
// button, the saved story opening that story from the member's collection; signing out from the phone menu and from
// the member centre's tab strip; the registration form's consent with the privacy policy and the terms of use.
// No social button in the demo: identity/auth.spec.ts.
import assert from "node:assert/strict";
import type { Locator, Page } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { api, BASE_URL, DEMO, expectNoA11yViolations, freshAddress, IDENTITY, KEYS, url, type Viewport, VIEWPORTS } from "../../helpers.ts";
import { openPhoneMenu } from "../frame/helpers.ts";
import { latestNews } from "../news/helpers.ts";
import { accountScreen } from "./helpers.ts";
import { hydrated, local } from "../identity/helpers.ts";

const VIEWS: [name: string, viewport: Viewport][] = [
  ["phone", VIEWPORTS.mobile],
  ["desktop", VIEWPORTS.desktop],
];

/** A session of the demo member of its own: signing out ends it, so it is not the one the specs share (memberToken). */
async function ownSession(): Promise<{ token: string; storage: Record<string, string> }> {
  const { body } = await api(BASE_URL, `${IDENTITY}/login`, { ip: freshAddress(), body: DEMO });
  assert.equal(body.code, 0, body.message);
  return { token: body.data.token, storage: { [KEYS.memberToken]: body.data.token, [KEYS.memberInfo]: JSON.stringify({ nickName: DEMO.username }) } };
}

/** The save button of the story on the page, once it has read the member's state. */
async function saveButton(page: Page): Promise<Locator> {
  await page.locator('[data-testid="save"][data-ready]').waitFor();
  return page.getByTestId("save-button");
}

for (const [index, [name, viewport]] of VIEWS.entries()) {
  test(`save and unsave a story (${name}): the collection keeps it and opens that story; signed out, the pop-up asks to sign in`, async ({ memberPage, memberToken: token }) => {
    // Stories the demo member has not saved (the demo saves the newest), one per viewport.
    const { items } = await latestNews("zh-hant", "PageSize=8");
    const story = items[4 + index];
    const collected = async () => (await api(BASE_URL, `/api/v1.0/member/collect?itemType=news&itemId=${story.id}`, { token })).body.data;
    assert.equal((await collected()).total, 0, "not saved yet");

    // Signed out: the button is there, and asks to sign in first (spec §8).
    const guest = await memberPage({ viewport });
    await guest.page.goto(guest.at(`/zh-hant/news-detail/${story.id}`));
    await guest.page.locator('[data-testid="login-dialog"][data-ready="true"]').waitFor({ state: "attached" });
    const guestButton = await saveButton(guest.page);
    assert.equal(await guestButton.getAttribute("aria-pressed"), "false");
    await guestButton.click();
    await guest.page.getByTestId("login-required").waitFor();

    // Signed in: save, and the server keeps the story's own title and page.
    const { page, at, errors } = await memberPage({ viewport, storage: { [KEYS.memberToken]: token } });
    await page.goto(at(`/zh-hant/news-detail/${story.id}`));
    const button = await saveButton(page);
    assert.equal(await button.innerText(), "收藏");
    await button.click();
    await page.locator('[data-testid="save-button"][aria-pressed="true"]').waitFor();
    assert.equal(await button.innerText(), "已收藏");
    assert.equal(await page.getByTestId("save").getByRole("status").innerText(), "已加入你的收藏。");
    const [saved] = (await collected()).items;
    assert.deepEqual([saved.title, saved.url], [story.title, `/zh-hant/news-detail/${story.id}`], "the server keeps the story's own title and page");
    await expectNoA11yViolations(page, { include: ".article__tools" });

    // The state comes from the server: saved after a reload too.
    await page.reload();
    assert.equal(await (await saveButton(page)).getAttribute("aria-pressed"), "true");

    // The member's collection opens that very story.
    await page.goto(at("/zh-hant/user/account/collect"));
    const list = await accountScreen(page, "collect");
    await list.getByRole("link", { name: story.title }).click();
    await page.waitForURL(at(`/zh-hant/news-detail/${story.id}`));
    assert.equal(await page.locator("h1.article__title").innerText(), story.title);

    // Unsaved with the keyboard: the toggle is a button, Space presses it.
    const again = await saveButton(page);
    await again.focus();
    await page.keyboard.press("Space");
    await page.locator('[data-testid="save-button"][aria-pressed="false"]').waitFor();
    assert.equal(await page.getByTestId("save").getByRole("status").innerText(), "已從你的收藏移除。");
    assert.equal((await collected()).total, 0, "the server agrees");
    assert.deepEqual(errors, []);
  });
}

test("sign out from the phone menu: the session ends on the server and here; the page stays and the menu offers sign in", async ({ memberPage }) => {
  const { token, storage } = await ownSession();
  const { page, at, errors } = await memberPage({ viewport: VIEWPORTS.mobile, storage });
  await page.goto(at("/zh-hant/news-list"));
  await page.locator('[data-testid="header-member"][data-logged-in="true"]').waitFor();
  await openPhoneMenu(page);
  const member = page.getByTestId("mobile-member");
  await member.waitFor();
  assert.match(await member.innerText(), /我的帳戶\s*demo/);
  await expectNoA11yViolations(page, { include: "#mobile-menu" });
  await member.getByTestId("mobile-sign-out").click();

  const signIn = member.getByTestId("menu-sign-in");
  await signIn.waitFor();
  assert.equal(await signIn.evaluate((link) => link === document.activeElement), true, "the focus goes to sign in, in place of sign out");
  assert.equal(await member.getByRole("status").innerText(), "你已登出。");
  assert.equal(await local(page, KEYS.memberToken), null, "the token is gone");
  assert.equal(page.url(), at("/zh-hant/news-list"), "the page stays");
  await page.keyboard.press("Escape");
  const header = page.locator('[data-testid="header-member"][data-logged-in="false"]');
  await header.waitFor();
  assert.equal((await header.locator(".member-name").innerText()).trim(), "登入");
  assert.equal((await api(BASE_URL, "/api/v1.0/member/info", { token })).status, 401, "the server forgot the session");
  assert.deepEqual(errors, []);
});

for (const [name, viewport] of VIEWS) {
  test(`sign out from the member centre, beside the name above its tab strip (${name}): home, signed out on the server and here`, async ({ memberPage }) => {
    const { token, storage } = await ownSession();
    const { page, at, errors } = await memberPage({ viewport, storage });
    await page.goto(at("/en/user/account/collect"));
    await accountScreen(page, "collect");
    const signOut = page.getByTestId("account-sign-out");
    assert.equal((await signOut.innerText()).trim(), "Sign out");
    await signOut.click();
    await page.waitForURL(at("/en/"));
    assert.equal(await local(page, KEYS.memberToken), null);
    assert.equal((await api(BASE_URL, "/api/v1.0/member/info", { token })).status, 401);
    assert.deepEqual(errors, []);
  });
}

const CONSENT = {
  "zh-hant": { text: "我已閱讀並同意私隱政策及使用條款。", error: "請閱讀並同意私隱政策及使用條款", privacy: "私隱政策", terms: "使用條款" },
  "zh-hans": { text: "我已阅读并同意私隐政策及使用条款。", error: "请阅读并同意私隐政策及使用条款", privacy: "私隐政策", terms: "使用条款" },
  en: { text: "I have read and agree to the privacy policy and the terms of use.", error: "Please read and accept the privacy policy and the terms of use", privacy: "Privacy policy", terms: "Terms of use" },
  pt: { text: "Li e aceito a política de privacidade e os termos de utilização.", error: "Leia e aceite a política de privacidade e os termos de utilização", privacy: "Política de privacidade", terms: "Termos de utilização" },
};

for (const [name, viewport] of VIEWS) {
  test(`the registration form asks to accept the privacy policy and the terms of use, both real pages (${name})`, async ({ memberPage }) => {
    const { page, at, errors } = await memberPage({ viewport });
    for (const [lang, expected] of Object.entries(CONSENT)) {
      await page.goto(at(`/${lang}/user/registration`));
      await hydrated(page, "register-submit");
      const box = page.getByTestId("register-consent");
      const label = page.locator('label[for="register-consent"]');
      // What is read on screen: without the star (for the eye, aria-required says it) and the "new window" notes.
      const visible = await label.evaluate((element: HTMLLabelElement) => {
        const copy = element.cloneNode(true) as HTMLLabelElement;
        copy.querySelectorAll(".visually-hidden, .field__required").forEach((hidden) => hidden.remove());
        return copy.textContent?.trim();
      });
      assert.equal(visible, expected.text);
      assert.equal(await box.getAttribute("aria-required"), "true");
      assert.equal(await box.isChecked(), false, "never ticked for the member");
      const links = await label.locator("a").evaluateAll((as) => as.map((a) => [a.getAttribute("href"), a.getAttribute("target")]));
      assert.deepEqual(links, [[`/${lang}/privacy`, "_blank"], [`/${lang}/terms`, "_blank"]], `${lang}: the two pages, beside the form`);
      await page.getByTestId("register-submit").click();
      assert.equal(await page.locator("#register-consent-error").innerText(), expected.error);
      if (lang === "en") await expectNoA11yViolations(page);
      // The pages it links to.
      for (const [path, title] of [["privacy", expected.privacy], ["terms", expected.terms]]) {
        const res = await fetch(url(`/${lang}/${path}`));
        assert.equal(res.status, 200, `/${lang}/${path}`);
        assert.match(await res.text(), new RegExp(`<h1 class="legal-page__title">${title}</h1>`), `/${lang}/${path}`);
      }
    }
    await page.goto(at("/pt/privacy"));
    await page.getByTestId("legal-privacy").waitFor();
    await expectNoA11yViolations(page);
    assert.deepEqual(errors, []);
  });
}
