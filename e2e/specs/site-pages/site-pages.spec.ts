// The site's own pages (docs/site-pages.md): contact_us / contact-us, advertising, weather, latest and the staff
// pages (privacy, terms, accessibility, the catch-all /{lang}/<slug>), in the four languages; unknown slugs stay 404.
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { quietOverlays, url, URL_LANGS, type UrlLang, VIEWPORTS } from "../../helpers.ts";
import { collapse, textOf } from "../frame/helpers.ts";

type PageTitles = Record<"contact" | "advertising" | "weather" | "latest" | "privacy" | "terms" | "accessibility", string>;

const TITLES: Record<UrlLang, PageTitles> = {
  "zh-hant": { contact: "聯絡我們", advertising: "廣告刊登", weather: "澳門天氣", latest: "最新", privacy: "私隱政策", terms: "使用條款", accessibility: "無障礙聲明" },
  "zh-hans": { contact: "联络我们", advertising: "广告刊登", weather: "澳门天气", latest: "最新", privacy: "私隐政策", terms: "使用条款", accessibility: "无障碍声明" },
  en: { contact: "Contact us", advertising: "Advertise with us", weather: "Macau weather", latest: "Latest", privacy: "Privacy policy", terms: "Terms of use", accessibility: "Accessibility statement" },
  pt: { contact: "Contacte-nos", advertising: "Publicidade", weather: "Tempo em Macau", latest: "Últimas", privacy: "Política de privacidade", terms: "Termos de utilização", accessibility: "Declaração de acessibilidade" },
};

async function html(path: string): Promise<{ status: number; text: string }> {
  const res = await fetch(url(path));
  return { status: res.status, text: await res.text() };
}
const h1Of = (text: string): string => collapse(textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(text)?.[1] ?? ""));

for (const lang of URL_LANGS) {
  test(`every site page answers 200 with its content, server-rendered (${lang})`, async () => {
    const titles = TITLES[lang];
    for (const path of ["contact_us", "contact-us"]) {
      const page = await html(`/${lang}/${path}`);
      assert.equal(page.status, 200, path);
      assert.equal(h1Of(page.text), titles.contact, path);
      assert.match(page.text, /href="tel:\+85328519188"/, `${path}: the switchboard dials`);
      assert.match(page.text, /href="mailto:news@tdm\.example\.mo"/, `${path}: the newsroom's e-mail`);
      assert.match(page.text, new RegExp(`href="/${lang}/news_provide"`), `${path}: the news tip form`);
      assert.match(page.text, new RegExp(`<link rel="canonical" href="[^"]*/${lang}/contact_us"`), `${path}: one canonical address`);
    }
    const ads = await html(`/${lang}/advertising`);
    assert.equal(ads.status, 200);
    assert.equal(h1Of(ads.text), titles.advertising);
    assert.match(ads.text, /MOP\$\u00a012,800\.00/, "the top banner's weekly price in the §9 format");
    assert.match(ads.text, /MOP\$\u00a0115,000\.00/);
    assert.equal((ads.text.match(/<table class="rate-table"/g) ?? []).length, 3, "three rate cards");
    assert.match(ads.text, /href="\/demo\/site\/tdm-media-kit\.pdf"/);
    assert.equal((await fetch(url("/demo/site/tdm-media-kit.pdf"))).status, 200, "the media kit downloads");

    const weather = await html(`/${lang}/weather`);
    assert.equal(weather.status, 200);
    assert.equal(h1Of(weather.text), titles.weather);
    assert.match(weather.text, /data-testid="weather-now"[\s\S]*?weather-now__temp[\s\S]*?°C/);
    assert.equal((weather.text.match(/data-testid="forecast-day"/g) ?? []).length, 7, "seven forecast days");
    assert.match(weather.text, /\+08:00/, "times are Macao's");

    const latest = await html(`/${lang}/latest`);
    assert.equal(latest.status, 200);
    assert.equal(h1Of(latest.text), titles.latest);
    assert.equal((latest.text.match(/data-testid="latest-item"/g) ?? []).length, 12);
    const kinds = new Set([...latest.text.matchAll(/data-kind="([a-z-]+)"/g)].map((m) => m[1]));
    assert.ok(kinds.size >= 2, `latest mixes kinds: ${[...kinds].join(", ")}`);

    for (const slug of ["privacy", "terms", "accessibility"] as const) {
      const page = await html(`/${lang}/${slug}`);
      assert.equal(page.status, 200, slug);
      assert.equal(h1Of(page.text), titles[slug], slug);
      assert.match(page.text, new RegExp(`data-testid="legal-${slug}"`));
    }
  });
}

test("an unknown slug, a draft page and a deeper unknown path are the 404 page with status 404", async () => {
  for (const path of ["/en/no-such-page", "/pt/cookies", "/zh-hant/no/such/page", "/en/bad%20slug"]) {
    const page = await html(path);
    assert.equal(page.status, 404, path);
    assert.match(page.text, /data-testid="not-found"/, path);
    assert.match(page.text, /<meta name="robots" content="noindex"/, path);
  }
});

test("the footer leads to privacy, terms and the accessibility statement; the header weather to the weather page", async ({ openPage }) => {
  const { page, context, errors } = await openPage({ viewport: VIEWPORTS.desktop });
  await quietOverlays(context);
  await page.goto(url("/en/latest"));
  const footer = page.getByTestId("site-footer");
  for (const [slug, title] of [["privacy", "Privacy policy"], ["terms", "Terms of use"], ["accessibility", "Accessibility statement"]]) {
    await Promise.all([page.waitForURL(`**/en/${slug}`), footer.locator(`a[href="/en/${slug}"]`).click()]);
    assert.equal(await page.locator("h1").innerText(), title);
  }
  const weather = page.getByTestId("header-weather");
  assert.equal(await weather.getAttribute("href"), "/en/weather");
  await page.locator('[data-testid="header-weather"][data-state="ready"]').waitFor();
  await Promise.all([page.waitForURL("**/en/weather"), weather.click()]);
  await page.getByTestId("weather-forecast").waitFor();
  assert.equal(await page.getByTestId("forecast-day").count(), 7);
  assert.deepEqual(errors, []);
});

test("latest pages on by links, and page 2 follows page 1 without repeats (375 px)", async ({ openPage }) => {
  const { page, context } = await openPage({ viewport: VIEWPORTS.mobile });
  await quietOverlays(context);
  await page.goto(url("/zh-hant/latest"));
  const first = await page.getByTestId("latest-item").evaluateAll((items) => items.map((i) => `${i.dataset.kind}:${i.querySelector("a")?.getAttribute("href")}`));
  await Promise.all([page.waitForURL("**/zh-hant/latest?page=2"), page.getByTestId("latest-next").click()]);
  const second = await page.getByTestId("latest-item").evaluateAll((items) => items.map((i) => `${i.dataset.kind}:${i.querySelector("a")?.getAttribute("href")}`));
  assert.equal(second.length, 12);
  assert.deepEqual(second.filter((item) => first.includes(item)), []);
  // Each card leads to its own screen.
  const href = await page.getByTestId("latest-item").first().locator("a").getAttribute("href");
  assert.ok(href, "the first card has a link");
  const target = await fetch(url(href));
  assert.equal(target.status, 200, href);
});
