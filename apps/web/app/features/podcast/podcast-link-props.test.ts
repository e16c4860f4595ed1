import { describe, expect, it } from "vitest";
import { URL_LANGS } from "@portal/contract/locales";
import { PODCAST_FEED_PATH } from "@portal/contract/schemas/podcast";
import { screenOf } from "../../routes.test-support.ts";
import { feedPath, podcastLinkProps } from "./podcast-link-props.ts";

describe("podcast feed and link (modules/podcast/routes.ts)", () => {
  it("gives Traditional Chinese the default feed and the other languages theirs", () => {
    expect(feedPath("zh-hant")).toBe(PODCAST_FEED_PATH);
    expect(feedPath("zh-hans")).toBe(`${PODCAST_FEED_PATH}?lang=zh-hans`);
    expect(feedPath("en")).toBe(`${PODCAST_FEED_PATH}?lang=en`);
    expect(feedPath("pt")).toBe(`${PODCAST_FEED_PATH}?lang=pt`);
  });

  it("asks the server for each language's own feed (it reads ?lang=, Traditional Chinese when absent)", () => {
    for (const lang of URL_LANGS) {
      const url = new URL(feedPath(lang), "https://www.tdm.mo");
      expect(url.pathname, lang).toBe(PODCAST_FEED_PATH);
      expect(url.searchParams.get("lang") ?? "zh-hant", lang).toBe(lang);
    }
  });

  it("names the header's icon Podcast and the page's button Subscribe, both leading to the language's feed and page", () => {
    const icon = podcastLinkProps("en", "icon");
    const button = podcastLinkProps("en", "button");
    expect(icon.labels.open).toBe("Podcast");
    expect(button.labels.open).toBe("Subscribe");
    expect(button.labels.title).toBe(icon.labels.title);
    expect(button).toMatchObject({ variant: "button", feedPath: "/web/feed?lang=en", pageHref: "/en/podcast" });
    expect(podcastLinkProps("pt", "icon")).toMatchObject({ variant: "icon", feedPath: "/web/feed?lang=pt", pageHref: "/pt/podcast" });
    expect(screenOf(button.pageHref)).toBe("routes/podcast.tsx");
  });

  it("gives the dialog's texts in the page's language", () => {
    expect(podcastLinkProps("zh-hant", "icon").labels).toMatchObject({ open: "Podcast 訂閱", copy: "複製連結", page: "前往 Podcast 頁" });
  });
});
