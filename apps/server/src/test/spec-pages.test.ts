import { describe, expect, it } from "vitest";
import { URL_LANGS, type UrlLang } from "@portal/contract/locales";
import { SITE_ORIGIN as ORIGIN, useRenderedSite } from "./rendered-site.ts";

// Issue 20 (items 9, 10, 12): rendered pages against the spec — a competition's terms reached from its page, every
// share-link type landing on a page, and a breadcrumb on every page but those spec §2 hides it on. Pages are served
// from the web build (`npm test` builds first).
const site = useRenderedSite();
const get = (url: string) => site.get(url);

/** An API answer's data, in a page language. */
async function apiData<T>(url: string, lang: UrlLang = "en"): Promise<T> {
  const res = await site.get(url, lang);
  expect(res.statusCode, url).toBe(200);
  return (res.json() as { data: T }).data;
}

/** Where a visitor ends, following up to three same-site redirects, and what they see there. */
async function follow(path: string): Promise<{ status: number; at: string; body: string; hops: number }> {
  let at = path;
  for (let hops = 0; hops <= 3; hops += 1) {
    const res = await get(at);
    const location = res.headers.location;
    if (res.statusCode < 300 || res.statusCode >= 400 || typeof location !== "string") return { status: res.statusCode, at, body: res.body, hops };
    const next = new URL(location, ORIGIN);
    expect(next.origin, `${path} leaves the site`).toBe(ORIGIN);
    at = next.pathname + next.search;
  }
  throw new Error(`${path}: more than three redirects`);
}

const decode = (text: string) =>
  text.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&#39;", "'").replaceAll("&quot;", '"').replaceAll("&lt;", "<").replaceAll("&gt;", ">");

/** The rendered breadcrumb: each crumb's text and link (null for the current page), or null when there is none. */
function crumbsOf(html: string): Array<{ title: string; href: string | null }> | null {
  const nav = /<nav class="breadcrumb"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1];
  if (nav === undefined) return null;
  return [...nav.matchAll(/<li>([\s\S]*?)<\/li>/g)].map(([, item]) => ({
    title: decode(item!.replace(/<[^>]+>/g, "")),
    href: /<a href="([^"]+)"/.exec(item!)?.[1] ?? null,
  }));
}

describe("a competition's terms (issue 20 item 9)", () => {
  it("the competition page's terms button leads to the competition's terms, in the four languages", async () => {
    const votes = await apiData<{ items: Array<{ specialId: number | null }> }>("/api/v1.0/vote?pageSize=50");
    const competitionId = votes.items.find((v) => v.specialId !== null)!.specialId!;
    for (const lang of URL_LANGS) {
      const page = await get(`/${lang}/subject-vote-index?id=${competitionId}`);
      expect(page.statusCode, lang).toBe(200);
      const href = decode(new RegExp(`<a class="button" href="(/${lang}/subject-term\\?id=[^"]+)"`).exec(page.body)?.[1] ?? "");
      expect(href, `${lang}: the terms button`).not.toBe("");
      const terms = await get(href);
      expect(terms.statusCode, href).toBe(200);
      const competition = await apiData<{ title: string; content: string | null }>(`/api/v1.0/competition/detail?id=${competitionId}`, lang);
      expect(competition.content, lang).toBeTruthy();
      expect(terms.body, `${href} shows the competition's terms`).toContain(competition.content!);
      expect(terms.body, `${href} leads back to the competition`).toContain(`href="/${lang}/subject-vote-index?id=${competitionId}"`);
    }
  });

  it("still shows a special's own terms, and 404 for an id that is neither", async () => {
    const specials = await apiData<{ items: Array<{ id: number }> }>("/api/v1.0/special/list");
    const special = await apiData<{ id: number; content: string | null; summary: string }>(`/api/v1.0/special/${specials.items[0]!.id}`);
    const terms = await get(`/en/subject-term?id=${special.id}`);
    expect(terms.statusCode).toBe(200);
    expect(terms.body).toContain(special.content ?? special.summary);
    expect(terms.body).toContain(`href="/en/subject/${special.id}"`);
    expect((await get("/en/subject-term?id=2000000000")).statusCode).toBe(404);
  });
});

describe("share links (issue 20 item 10)", () => {
  it("every type lands on its item's page with 200, in the four languages", async () => {
    const news = await apiData<{ newsList: Array<{ data: Array<{ id: number }> }> }>("/api/v1.0/news?pageSize=1");
    const topics = await apiData<{ items: Array<{ id: number }> }>("/api/v1.0/news/topics");
    const notices = await apiData<{ items: Array<{ id: number }> }>("/api/v1/notice/list");
    const adverts = await apiData<{ items: Array<{ id: number; hasInnerDetail: boolean }> }>("/api/v1.0/advertisement/list?slug=footer");
    const banners = await apiData<Array<{ id: number }>>("/api/v1.0/common/banner?slug=menu_program_en");
    const programs = await apiData<{ items: Array<{ id: number; slug: string }> }>("/api/v1.0/program/list?pageSize=1");
    const program = programs.items[0]!;
    const episode = (await apiData<{ items: Array<{ id: number; slug: string }> }>(`/api/v1.0/program/${program.slug}/review`)).items[0]!;
    const shared: Array<[type: string, id: number, lands: RegExp]> = [
      ["news", news.newsList[0]!.data[0]!.id, /^\/[\w-]+\/news-detail\/\d+$/],
      ["topic", topics.items[0]!.id, /^\/[\w-]+\/news-topic-detail\/\d+$/],
      ["notice", notices.items[0]!.id, /^\/[\w-]+\/notice-detail\/\d+$/],
      ["advertisement", adverts.items.find((a) => a.hasInnerDetail)!.id, /^\/[\w-]+\/advertisement\/\d+$/],
      ["banner", banners[0]!.id, /^\/[\w-]+\/banner\/\d+$/],
      ["program", program.id, new RegExp(`^/[\\w-]+/program-detail/${program.slug}$`)],
      // Programmes and episodes share one id sequence (like, comment, play): an episode's id leads to its play item.
      ["program", episode.id, new RegExp(`^/[\\w-]+/program/playitem_(video|radio)/${episode.slug}$`)],
    ];
    for (const lang of URL_LANGS) {
      for (const [type, id, lands] of shared) {
        const link = `/${lang}/sharelink/${type}/${id}`;
        const first = await get(link);
        expect(first.statusCode, link).toBe(302);
        const end = await follow(link);
        expect(end.status, `${link} → ${end.at}`).toBe(200);
        expect(end.at, link).toMatch(lands);
      }
    }
  });

  it("answers 404 for an unknown type, a bad id, or an id that is no programme nor episode", async () => {
    for (const link of ["/en/sharelink/evil/1", "/en/sharelink/news/abc", "/en/sharelink/program/2000000000"]) {
      expect((await get(link)).statusCode, link).toBe(404);
    }
  });

  it("sends a programme's page asked for by its id to the slug's", async () => {
    const program = (await apiData<{ items: Array<{ id: number; slug: string }> }>("/api/v1.0/program/list?pageSize=1")).items[0]!;
    const res = await get(`/pt/program-detail/${program.id}`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/pt/program-detail/${program.slug}`);
  });
});

describe("breadcrumbs (issue 20 item 12)", () => {
  /** The last crumb of each page outside the menu, in zh-hant and pt. */
  const OUTSIDE_THE_MENU: Array<[path: string, zhHant: string, pt: string]> = [
    ["search", "搜尋", "Pesquisa"],
    ["sitemap", "網站地圖", "Mapa do sítio"],
    ["notice-list", "通告", "Avisos"],
    ["news-list", "新聞列表", "Todas as notícias"],
    ["tendering", "招標公告", "Concursos"],
    ["short-video", "短視頻", "Vídeos curtos"],
    ["user/account/my-list", "會員中心", "Área de membro"],
    ["user/account/collect", "收藏", "Guardados"],
  ];

  it("gives pages outside the menu a breadcrumb from their route, localized", async () => {
    for (const [path, zhHant, pt] of OUTSIDE_THE_MENU) {
      for (const [lang, title, home] of [["zh-hant", zhHant, "首頁"], ["pt", pt, "Início"]] as const) {
        const res = await get(`/${lang}/${path}`);
        expect(res.statusCode, path).toBe(200);
        const crumbs = crumbsOf(res.body);
        expect(crumbs, `/${lang}/${path} has a breadcrumb`).not.toBeNull();
        expect(crumbs![0], `/${lang}/${path}`).toEqual({ title: home, href: `/${lang}/` });
        expect(crumbs!.at(-1), `/${lang}/${path}`).toEqual({ title, href: null });
      }
    }
  });

  it("names the member centre as a link before a screen of it", async () => {
    const crumbs = crumbsOf((await get("/pt/user/account/setup")).body)!;
    expect(crumbs.map((c) => c.href)).toEqual(["/pt/", "/pt/user/account/my-list", null]);
  });

  it("ends a detail page outside the menu with its item, after the list it belongs to", async () => {
    const food = (await apiData<{ newsList: Array<{ id: number }> }>("/api/v1.0/food?pageSize=1", "zh-hant")).newsList[0]!;
    const foodTitle = (await apiData<{ title: string }>(`/api/v1.0/food/${food.id}/detail`, "zh-hant")).title;
    expect(crumbsOf((await get(`/zh-hant/program/food-detail/${food.id}`)).body)).toEqual([
      { title: "首頁", href: "/zh-hant/" },
      { title: "美食", href: "/zh-hant/program/food" },
      { title: foodTitle, href: null },
    ]);
    const vote = (await apiData<{ items: Array<{ appkey: string; title: string }> }>("/api/v1.0/vote?pageSize=1", "pt")).items[0]!;
    expect(crumbsOf((await get(`/pt/vote?appkey=${vote.appkey}`)).body)).toEqual([
      { title: "Início", href: "/pt/" },
      { title: "Votações", href: "/pt/votes" },
      { title: vote.title, href: null },
    ]);
  });

  it("still hides it on home, 404, game, news-topic and the subject pages", async () => {
    const topic = (await apiData<{ items: Array<{ slug: string }> }>("/api/v1.0/news/topics")).items[0]!;
    const special = (await apiData<{ items: Array<{ id: number }> }>("/api/v1.0/special/list")).items[0]!;
    const votes = await apiData<{ items: Array<{ specialId: number | null }> }>("/api/v1.0/vote?pageSize=50");
    const competitionId = votes.items.find((v) => v.specialId !== null)!.specialId!;
    const hidden = [
      "/en/",
      "/en/404",
      "/en/no-such-page",
      "/en/game/daily-quiz",
      `/en/news-topic/${topic.slug}`,
      "/en/subject",
      `/en/subject/${special.id}`,
      `/en/subject-term?id=${special.id}`,
      `/en/subject-mv?id=${special.id}`,
      `/en/subject-vote-index?id=${competitionId}`,
    ];
    for (const path of hidden) {
      const res = await get(path);
      expect(res.body, path).toContain("<html");
      expect(crumbsOf(res.body), path).toBeNull();
    }
  });
});
