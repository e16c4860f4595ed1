// The Content-Security-Policy of pages (ADR 0009): every page type works under it in Chromium, with no violation
// reported — inline scripts carry the render's nonce, islands and React Router's client load from the site, the
// video player plays. News and frame pages here; csp.spec.ts has the member centre and an injected script,
// media.spec.ts the media pages (split so that no one file runs long: Playwright's workers take files side by side).
import { test } from "../../fixtures.ts";
import { apiData } from "../../helpers.ts";
import { latestNews } from "../news/helpers.ts";
import { expectNoViolations } from "./helpers.ts";

test("every page type loads without a CSP violation, at 375 and 1440 px", async ({ memberPage }) => {
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
  await expectNoViolations(memberPage, paths);
});

