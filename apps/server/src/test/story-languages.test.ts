import { describe, expect, it } from "vitest";
import type { UrlLang } from "@portal/contract/locales";
import type { NewsListResponse } from "@portal/contract/schemas/news";
import { useRenderedSite } from "./rendered-site.ts";

// Issue 21, item 4: a story exists in its newsroom's language only (ADR 0003). Asked for in another language
// (/pt/news-detail/{an English story}, where the language switch leads), the page says so in that language, in the
// site's frame, and leads to the story and to that language's newsroom — it used to redirect back, silently.
// The language switch and the frame's links name the page they mean (no redirect). Served from the web build.
const site = useRenderedSite();
const get = (url: string) => site.get(url);

/** The newest story of the newsroom read in `lang`. */
async function newestStory(lang: UrlLang): Promise<{ id: number; title: string }> {
  const res = await site.get("/api/v1.0/news?PageSize=1", lang);
  const story = (res.json() as { data: NewsListResponse }).data.newsList[0]!.data[0]!;
  return { id: story.id, title: story.title };
}

const decode = (html: string) => html.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'");
const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
const h1 = (html: string) => decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(main(html))?.[1] ?? "");
/** The href of the language switch's link to `lang`. */
const switchHref = (html: string, lang: UrlLang) => new RegExp(`<a href="([^"]+)"[^>]*data-lang="${lang}"`).exec(html)?.[1];

describe("a story asked for in a language it was not written in", () => {
  it("says so in the requested language, in the frame, with links to the story and to that language's newsroom", async () => {
    const english = await newestStory("en");
    const res = await get(`/pt/news-detail/${english.id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toMatch(/<html[^>]* lang="pt"/);
    expect(h1(html)).toBe("Esta notícia só existe em inglês");
    const body = decode(main(html));
    expect(body).toContain("Foi escrita pela nossa redação em inglês e não tem versão em português.");
    expect(body).toContain(english.title);
    expect(body).toMatch(new RegExp(`<a [^>]*href="/en/news-detail/${english.id}"[^>]*hrefLang="en"[^>]*>Ler em inglês</a>`, "i"));
    expect(body).toMatch(/<a [^>]*href="\/pt\/news_pt"[^>]*>Ir para as Notícias em Português<\/a>/);
    // The frame: header, menus, breadcrumb, footer — in Portuguese.
    expect(html).toContain('id="site-header"');
    expect(html).toMatch(/<footer/);
    expect(html).toMatch(/data-testid="breadcrumb"/);
    // Not a document of its own: not indexed, no canonical or hreflang of its own.
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
    expect(html).not.toMatch(/rel="canonical"/);
    expect(html).not.toMatch(/rel="alternate" hrefLang=/i);
    // Where it leads is a page.
    expect((await get(`/en/news-detail/${english.id}`)).statusCode).toBe(200);
    expect((await get("/pt/news_pt")).statusCode).toBe(200);
  });

  it("names the story's language in the requested one, for every pair of newsrooms", async () => {
    const chinese = await newestStory("zh-hant");
    const portuguese = await newestStory("pt");
    const cases: Array<[string, string, string, string]> = [
      [`/en/news-detail/${chinese.id}`, "This story is in Chinese only", `/zh-hant/news-detail/${chinese.id}`, "/en/news_en"],
      [`/pt/news-detail/${chinese.id}`, "Esta notícia só existe em chinês", `/zh-hant/news-detail/${chinese.id}`, "/pt/news_pt"],
      [`/zh-hant/news-detail/${portuguese.id}`, "這則新聞只有葡文版", `/pt/news-detail/${portuguese.id}`, "/zh-hant/news_zh"],
      [`/zh-hans/news-detail/${portuguese.id}`, "这则新闻只有葡文版", `/pt/news-detail/${portuguese.id}`, "/zh-hans/news_zh"],
      [`/en/news-detail/${portuguese.id}`, "This story is in Portuguese only", `/pt/news-detail/${portuguese.id}`, "/en/news_en"],
    ];
    for (const [path, title, story, newsroom] of cases) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(h1(res.body), path).toBe(title);
      expect(main(res.body), path).toContain(`href="${story}"`);
      expect(main(res.body), path).toContain(`href="${newsroom}"`);
    }
  });

  it("still shows the story in its own languages (both Chinese scripts for a Chinese one)", async () => {
    const chinese = await newestStory("zh-hant");
    for (const lang of ["zh-hant", "zh-hans"]) {
      const res = await get(`/${lang}/news-detail/${chinese.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('data-testid="article"');
      expect(res.body).not.toContain('data-testid="story-elsewhere"');
    }
  });
});

describe("the language switch names the page it means", () => {
  it("from an English story to Portuguese: the page that says the story is in English only (200, not a redirect)", async () => {
    const english = await newestStory("en");
    const href = switchHref((await get(`/en/news-detail/${english.id}`)).body, "pt");
    expect(href).toBe(`/pt/news-detail/${english.id}`);
    const res = await get(href!);
    expect(res.statusCode).toBe(200);
    expect(h1(res.body)).toBe("Esta notícia só existe em inglês");
  });

  it("from a newsroom to another language: that language's newsroom itself", async () => {
    const html = (await get("/en/news_en")).body;
    const expected: Record<UrlLang, string> = { "zh-hant": "/zh-hant/news_zh", "zh-hans": "/zh-hans/news_zh", en: "/en/news_en", pt: "/pt/news_pt" };
    for (const [lang, path] of Object.entries(expected) as Array<[UrlLang, string]>) {
      expect(switchHref(html, lang), lang).toBe(path);
      expect((await get(path)).statusCode, path).toBe(200);
    }
  });
});
