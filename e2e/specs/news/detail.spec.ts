// A news story (spec §2 news-detail): rendered on the server with its findability tags, share links with the
// copy-link toast (spec §8), the signed-out like and comment prompts, the language switch across the
// Chinese/non-Chinese boundary, and a story asked for in a language it was not written in (issue 21).
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { apiData, expectNoA11yViolations, HLS_LIBRARY, url, VIEWPORTS } from "../../helpers.ts";
import { waitForIsland } from "../frame/helpers.ts";
import { latestNews } from "./helpers.ts";

test("news-detail is rendered on the server with its title, body, tags and JSON-LD", async ({ quietPage }) => {
  // A story of the demo content: the console's specs publish short stories of their own, which become the latest.
  const { items } = await latestNews("zh-hant", "PageSize=20");
  const seeded = [...items].sort((a, b) => a.id - b.id)[0];
  const story = await apiData(`/api/v1.0/news/${seeded.id}`, "zh-hant");
  const { page, errors } = await quietPage({ contextOptions: { javaScriptEnabled: false } });
  const response = await page.goto(url(`/zh-hant/news-detail/${story.id}`));
  assert.equal(response?.status(), 200);
  assert.equal(await page.locator("h1").innerText(), story.title);
  assert.ok((await page.locator(".article__body").innerText()).length > 50, "the body is in the HTML");
  assert.equal(await page.title(), `${story.title} | 澳廣視`);
  assert.equal(await page.locator('link[rel="canonical"]').getAttribute("href"), url(`/zh-hant/news-detail/${story.id}`));
  // A Chinese story exists in the two Chinese scripts only.
  const hreflangs = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((els) => els.map((e) => `${e.getAttribute("hreflang")} ${e.getAttribute("href")}`));
  assert.deepEqual(hreflangs, [
    `zh-Hant ${url(`/zh-hant/news-detail/${story.id}`)}`,
    `zh-Hans ${url(`/zh-hans/news-detail/${story.id}`)}`,
    `x-default ${url(`/zh-hant/news-detail/${story.id}`)}`,
  ]);
  assert.equal(await page.locator('meta[property="og:type"]').getAttribute("content"), "article");
  assert.equal(await page.locator('meta[property="og:title"]').getAttribute("content"), story.title);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  assert.equal(ld["@type"], "NewsArticle");
  assert.equal(ld.headline, story.title.slice(0, 110));
  assert.equal(ld.datePublished, story.publishedAt);
  // Share links: Facebook, X and WhatsApp carry the story's address.
  const address = encodeURIComponent(url(`/zh-hant/news-detail/${story.id}`));
  assert.equal(await page.locator(".share-link--facebook").getAttribute("href"), `https://www.facebook.com/sharer/sharer.php?u=${address}`);
  assert.ok((await page.locator(".share-link--whatsapp").getAttribute("href"))?.includes(address));
  // The first page of comments is in the HTML.
  const comments = await apiData(`/api/v1.0/news/${story.id}/comment?PageSize=10`, "zh-hant");
  assert.equal(await page.locator("[data-testid=comment-list] > li").count(), comments.items.length);
  assert.deepEqual(errors, []);
});

test("a video story plays in the native player; hls.js is never fetched for a stream the browser plays itself", async ({ quietPage }) => {
  const { items } = await latestNews("en", "PageSize=1&Type=video");
  assert.ok(items.length, "the demo has video news");
  const { page, errors } = await quietPage();
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto(url(`/en/news-detail/${items[0].id}`));
  // The player is hydrated when it nears the viewport (below the top adverts on this page).
  await page.getByTestId("article-video").scrollIntoViewIfNeeded();
  const player = page.locator(".video-player[data-ready]");
  await player.waitFor();
  assert.equal(await player.getAttribute("data-stage"), "native");
  assert.equal(await page.getByTestId("video-play").count(), 0, "no extra play button for a WebM");
  const video = page.getByTestId("article-video");
  assert.equal(await video.getAttribute("aria-label"), "News video");
  // Muted: the autoplay policy lets a script start muted media without a gesture.
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await page.waitForFunction(() => {
    const element = document.querySelector("[data-testid=article-video]");
    return element instanceof HTMLVideoElement && element.currentTime > 0;
  });
  assert.deepEqual(scripts.filter((s) => HLS_LIBRARY.test(s)), [], "the HLS library stays on the server");
  assert.deepEqual(errors, []);
});

test("where the browser cannot play HLS itself, a play button fetches hls.js, which then loads the stream", async ({ quietPage }) => {
  const { items } = await latestNews("en", "PageSize=1&Type=video");
  const { page } = await quietPage();
  // A browser without native HLS (Firefox; Chromium 156 here plays HLS itself): its media elements say so.
  await page.addInitScript(() => {
    const canPlayType = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (type) {
      return /mpegurl/i.test(type) ? "" : canPlayType.call(this, type);
    };
  });
  // The story's video as an HLS stream: the page's address is swapped, the playlist answered here.
  await page.route(`**/en/news-detail/${items[0].id}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replaceAll("/demo/media/news-ident.webm", "/e2e-hls/stream.m3u8");
    await route.fulfill({ response, body });
  });
  const playlistRequests: string[] = [];
  await page.route("**/e2e-hls/stream.m3u8", (route) => {
    playlistRequests.push(route.request().url());
    return route.fulfill({
      contentType: "application/vnd.apple.mpegurl",
      body: "#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\nsegment0.ts\n#EXT-X-ENDLIST\n",
    });
  });
  await page.route("**/e2e-hls/segment0.ts", (route) => route.fulfill({ contentType: "video/mp2t", body: "not a transport stream" }));
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto(url(`/en/news-detail/${items[0].id}`));
  await page.getByTestId("article-video").scrollIntoViewIfNeeded();
  const play = page.getByRole("button", { name: "Play the video" });
  await play.waitFor();
  assert.equal(scripts.filter((s) => HLS_LIBRARY.test(s)).length, 0, "nothing of hls.js before the visitor asks");
  await play.click();
  await page.locator(".video-player[data-stage=attached], .video-player[data-stage=failed]").waitFor();
  assert.ok(scripts.some((s) => HLS_LIBRARY.test(s)), "hls.js was fetched on the click");
  assert.ok(playlistRequests.length >= 1, "hls.js loaded the stream's playlist");
});

test("reading an article counts one view, from the reader's browser (the page itself is cached)", async ({ quietPage }) => {
  const { items } = await latestNews("pt", "PageSize=1");
  // Read without counting: the header the page renderer sends.
  const views = async () =>
    (await (await fetch(url(`/api/v1.0/news/${items[0].id}`), { headers: { "x-portal-page-render": "1" } })).json()).data.viewCount;
  const before = await views();
  const { page, errors } = await quietPage();
  const counted = page.waitForResponse((response) => response.url().endsWith(`/api/v1.0/news/${items[0].id}/view`));
  await page.goto(url(`/pt/news-detail/${items[0].id}`));
  assert.deepEqual((await (await counted).json()).data, { counted: true });
  assert.equal(await views(), before + 1);
  assert.deepEqual(errors, []);
});

test("a story asked for in another newsroom's language says so there; the switch across the Chinese boundary goes home", async ({ quietPage }) => {
  const zh = (await latestNews("zh-hant", "PageSize=1")).items[0];
  // Issue 21: no redirect back to the story's language — the page, in English, says the story is in Chinese only.
  const res = await fetch(url(`/en/news-detail/${zh.id}`), { redirect: "manual" });
  assert.equal(res.status, 200);

  const { page } = await quietPage();
  await page.goto(url(`/zh-hant/news-detail/${zh.id}`));
  const links = page.locator("[data-island=LangSwitch] a");
  assert.equal(await links.filter({ hasText: "English" }).getAttribute("href"), "/en/");
  assert.equal(await links.filter({ hasText: "Português" }).getAttribute("href"), "/pt/");
  assert.equal(await links.filter({ hasText: "简体" }).getAttribute("href"), `/zh-hans/news-detail/${zh.id}`);
});

test("switching an English story to Português says, in Portuguese, that it is in English only, and leads on (375 and 1440 px)", async ({ quietPage }) => {
  const story = (await latestNews("en", "PageSize=1")).items[0];
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    const { page, errors } = await quietPage({ viewport });
    await page.goto(url(`/en/news-detail/${story.id}`));
    const pt = page.locator('[data-island=LangSwitch] a[data-lang="pt"]');
    assert.equal(await pt.getAttribute("href"), `/pt/news-detail/${story.id}`);
    await Promise.all([page.waitForURL(url(`/pt/news-detail/${story.id}`)), pt.click()]);
    // The page stays where the reader asked to go: Portuguese, in the site's frame, saying why there is no story.
    assert.equal(await page.locator("html").getAttribute("lang"), "pt");
    const notice = page.getByTestId("story-elsewhere");
    assert.equal(await notice.locator("h1").innerText(), "Esta notícia só existe em inglês");
    assert.ok((await notice.innerText()).includes(story.title), "names the story, in its own language");
    assert.equal(await page.locator("#site-header").count(), 1);
    assert.deepEqual((await page.getByTestId("breadcrumb").locator("li").allInnerTexts()).map((text) => text.trim()), ["Início", "Notícias", "Esta notícia só existe em inglês"]);
    assert.equal(await page.getByRole("link", { name: "Ir para as Notícias em Português" }).getAttribute("href"), "/pt/news_pt");
    await expectNoA11yViolations(page);
    // Back to the story, in English.
    await Promise.all([page.waitForURL(url(`/en/news-detail/${story.id}`)), page.getByRole("link", { name: "Ler em inglês" }).click()]);
    assert.equal(await page.getByTestId("article").getAttribute("data-news-id"), String(story.id));
    assert.deepEqual(errors, []);
  }
});

test("copy link (WeChat) copies the address and shows the success toast for 3 s (spec §8)", async ({ quietPage }) => {
  const { items } = await latestNews("en", "PageSize=1");
  const { page, context } = await quietPage({ viewport: VIEWPORTS.mobile });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(url("/")).origin });
  await page.goto(url(`/en/news-detail/${items[0].id}`));
  await page.getByTestId("share-wechat").scrollIntoViewIfNeeded();
  // The button's code loads when the reader reaches for it: the first press is held and passed on once it is there.
  await page.getByTestId("share-wechat").click();
  const toast = page.getByTestId("share-toast");
  await toast.waitFor();
  assert.match(await toast.innerText(), /Link copied/);
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), url(`/en/news-detail/${items[0].id}`));
  await toast.waitFor({ state: "detached", timeout: 5000 });
});

test("signed out, like and comment ask the visitor to log in or register first", async ({ quietPage }) => {
  const { items } = await latestNews("en", "PageSize=1");
  const { page } = await quietPage();
  await page.goto(url(`/en/news-detail/${items[0].id}`));
  await page.locator('[data-testid="login-dialog"][data-ready="true"]').waitFor({ state: "attached" });
  await waitForIsland(page, "LikeButton");
  const before = await page.getByTestId("like-count").innerText();
  await page.locator(".like__button").click();
  await page.getByTestId("login-required").waitFor();
  assert.equal(await page.locator("#login-dialog-title").innerText(), "Please log in or register first");
  assert.equal(await page.getByTestId("like-count").innerText(), before, "nothing was counted");
  await page.keyboard.press("Escape");
  await page.getByTestId("login-dialog").waitFor({ state: "hidden" });

  await page.getByTestId("comments").scrollIntoViewIfNeeded();
  await page.locator('[data-testid="comments"][data-ready]').waitFor();
  const prompt = page.getByTestId("comment-login-prompt");
  assert.match(await prompt.innerText(), /Please log in or register first/);
  assert.equal(await prompt.locator("a").getAttribute("href"), "/en/user/registration");
  assert.equal(await page.getByTestId("comment-form").count(), 0);
});
