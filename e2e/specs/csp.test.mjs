// The Content-Security-Policy of pages (ADR 0009): every page type works under it in Chromium, with no violation
// reported — inline scripts carry the render's nonce, islands and React Router's client load from the site, the
// video player plays. A violation shows as a `securitypolicyviolation` event and a console error.
import assert from "node:assert/strict";
import { test } from "node:test";
import { BASE_URL, VIEWPORTS, url } from "../helpers.mjs";
import { tokenFor } from "./account-helpers.mjs";
import { KEYS, apiData } from "./frame-helpers.mjs";
import { memberPage } from "./member-helpers.mjs";
import { latestNews } from "./news-helpers.mjs";

/** Records every CSP violation of the page's documents (set before any page script runs). */
async function watchViolations(context) {
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
}

/** Visits `path`, scrolls through it (islands hydrate when visible) and answers its violations and CSP console errors. */
async function visit(page, errors, path) {
  const response = await page.goto(url(path), { waitUntil: "networkidle" });
  assert.match(response?.headers()["content-security-policy"] ?? "", /script-src 'self' 'nonce-/, `${path}: the page has a policy`);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
  await page.waitForLoadState("networkidle");
  const violations = await page.evaluate(() => window.__cspViolations ?? []);
  return [...violations, ...errors.filter((e) => /Content Security Policy|Refused to/i.test(e))];
}

test("every page type loads without a CSP violation, at 375 and 1440 px", async (t) => {
  const news = await latestNews("zh-hant", "PageSize=1");
  const video = await latestNews("en", "PageSize=1&Type=video");
  const topics = await apiData("/api/v1.0/news/topics?PageSize=1", "zh-hant");
  const specials = await apiData("/api/v1.0/special/list?PageSize=1", "zh-hant");
  const paths = [
    "/zh-hant/",
    "/en/",
    "/zh-hant/news_zh",
    `/zh-hant/news-detail/${news.items[0].id}`,
    `/en/news-detail/${video.items[0].id}`,
    `/zh-hant/news-topic/${topics.items[0].slug}`,
    "/zh-hant/news-topics",
    "/en/privacy",
    "/zh-hant/search?keyword=%E6%BE%B3%E9%96%80",
    `/zh-hant/subject/${specials.items[0].id}`,
    "/zh-hant/notice-list",
    "/pt/user",
    "/zh-hant/user/registration",
    "/zh-hant/no-such-page",
  ];
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    const { page, context, errors } = await memberPage(t, { viewport });
    await watchViolations(context);
    for (const path of paths) {
      errors.length = 0;
      assert.deepEqual(await visit(page, errors, path), [], `${path} at ${viewport.width} px`);
    }
  }
});

test("the member centre (React Router's whole client) runs under the policy, signed in", async (t) => {
  const { page, context, errors } = await memberPage(t, { storage: { [KEYS.memberToken]: await tokenFor(BASE_URL) } });
  await watchViolations(context);
  assert.deepEqual(await visit(page, errors, "/en/user/account/my-list"), []);
  await page.getByTestId("my-list").waitFor();
  // A client-side navigation inside the centre loads more of the router's modules.
  await page.getByRole("link", { name: /Saved/ }).first().click();
  await page.getByTestId("collect").waitFor();
  assert.deepEqual(await page.evaluate(() => window.__cspViolations), []);
});

test("a script injected without the nonce is refused and reported", async (t) => {
  const { page, context } = await memberPage(t);
  await watchViolations(context);
  await page.route("**/en/", async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace("</body>", "<script>window.__injected = true</script></body>");
    await route.fulfill({ response, body });
  });
  await page.goto(url("/en/"), { waitUntil: "networkidle" });
  assert.equal(await page.evaluate(() => window.__injected ?? false), false, "the injected script did not run");
  const violations = await page.evaluate(() => window.__cspViolations);
  assert.ok(violations.some((v) => /script-src/.test(v)), `reported: ${violations.join("; ")}`);
});
