import { describe, expect, it } from "vitest";
import { articleJsonLd } from "./structured-data.ts";

const article = {
  id: 42,
  title: "颱風「海鷗」逼近 氣象局考慮改掛八號風球",
  summary: "摘要 </script><script>alert(1)</script>",
  cover: "/demo/art/weather.svg",
  images: ["/demo/art/weather.svg", "https://cdn.example/x.jpg"],
  publishedAt: "2026-11-23T01:00:00.000Z",
  updatedAt: "2026-11-23T02:00:00.000Z",
  author: "澳廣視新聞",
  category: "本地",
  videoUrl: null,
};

describe("NewsArticle JSON-LD", () => {
  it("describes the story with absolute addresses", () => {
    const ld = articleJsonLd(article, { origin: "https://www.tdm.example", lang: "zh-hant", siteName: "澳廣視", logo: "/demo/logo.svg" });
    expect(ld["@type"]).toBe("NewsArticle");
    expect(ld.url).toBe("https://www.tdm.example/zh-hant/news-detail/42");
    expect(ld.image).toEqual(["https://www.tdm.example/demo/art/weather.svg", "https://cdn.example/x.jpg"]);
    expect(ld.inLanguage).toBe("zh-Hant");
    expect(ld.datePublished).toBe(article.publishedAt);
    expect(ld.dateModified).toBe(article.updatedAt);
    expect((ld.publisher as { logo: { url: string } }).logo.url).toBe("https://www.tdm.example/demo/logo.svg");
    expect(ld.video).toBeUndefined();
  });
  it("adds a VideoObject for a video story and cuts long headlines to 110 characters", () => {
    const ld = articleJsonLd({ ...article, title: "x".repeat(200), videoUrl: "/demo/media/news-ident.webm" }, { origin: "https://a.example", lang: "en", siteName: null, logo: null });
    expect((ld.headline as string).length).toBe(110);
    expect((ld.video as { contentUrl: string }).contentUrl).toBe("https://a.example/demo/media/news-ident.webm");
  });
});
