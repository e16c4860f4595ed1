// Routing and error answers (spec §2, §8), language by language.
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { HTML_LANG, url, URL_LANGS } from "../../helpers.ts";

test("/ redirects (302) to /zh-hant/", async () => {
  const res = await fetch(url("/"), { redirect: "manual" });
  assert.equal(res.status, 302);
  assert.equal(new URL(res.headers.get("location") ?? "", url("/")).pathname, "/zh-hant/");
});

for (const lang of URL_LANGS) {
  test(`/${lang}/ is served with <html lang="${HTML_LANG[lang]}">`, async ({ openPage }) => {
    const { page } = await openPage();
    const response = await page.goto(url(`/${lang}/`));
    assert.equal(response?.status(), 200);
    assert.equal(await page.evaluate(() => document.documentElement.lang), HTML_LANG[lang]);
  });
}

for (const lang of ["zh-hant", "en"] as const) {
  test(`an unknown path under /${lang}/ answers HTTP 404 with a page in that language`, async ({ openPage }) => {
    const { page } = await openPage();
    const response = await page.goto(url(`/${lang}/no-such-page-e2e`));
    assert.equal(response?.status(), 404);
    assert.match(response?.headers()["content-type"] ?? "", /text\/html/);
    assert.equal(await page.evaluate(() => document.documentElement.lang), HTML_LANG[lang]);
    // A page, not a bare error: the main landmark with a heading.
    assert.equal(await page.locator("main h1").count(), 1);
  });
}

test("an unknown /api path answers a 404 envelope in the request's language", async () => {
  const zh = await fetch(url("/api/x"));
  assert.equal(zh.status, 404);
  assert.match(zh.headers.get("content-type") ?? "", /application\/json/);
  const zhBody = await zh.json();
  assert.equal(zhBody.code, 404);
  assert.equal(zhBody.data, null);
  assert.equal(typeof zhBody.message, "string");
  assert.ok(zhBody.message.length > 0);

  const en = await fetch(url("/api/x"), { headers: { "api-language": "en" } });
  assert.equal(en.status, 404);
  const enBody = await en.json();
  assert.equal(enBody.code, 404);
  assert.notEqual(enBody.message, zhBody.message, "the message follows Api-Language");

  const post = await fetch(url("/api/v1.0/no-such-call"), { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
  assert.equal(post.status, 404);
  assert.equal((await post.json()).code, 404);
});
