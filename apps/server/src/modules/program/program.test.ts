import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CommentsPage, ContentComment, LikeState } from "@portal/contract/schemas/interactions";
import type { MemberItem, Paged } from "@portal/contract/schemas/member";
import type {
  Episode,
  EpisodeDetail,
  FeatureDetail,
  FeatureSummary,
  ProgramCategory,
  ProgramDetail,
  ProgramHost,
  ProgramNewsItem,
  ProgramPage,
  ProgramSummary,
} from "@portal/contract/schemas/program";
import type { SearchProgramResponse } from "@portal/contract/schemas/search";
import { programEpisodes, programFeatures, programmes } from "./tables.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { asMember, clearLimits, insertMember, memberIdOf, okData, signIn, type Call } from "../member/member.test-helper.ts";

const BASE = "/api/v1.0/program";
const ALL_SLUGS = [
  "macau-tonight", "street-stories", "gourmetwalk", "heritage-trails", "youth-voice", "bom-dia-macau", "macau-closeup",
  "morning-call", "music-garden", "hora-da-musica", "night-talk", "sport-weekly", "grand-prix-magazine",
];

let t: TestApp;
let anon: Call;
let member: Call;
let memberHeaders: Record<string, string>;
const lang = (language: string) => ({ "api-language": language });
const get = <T>(url: string, language = "zh_TW") => okData<T>(anon, { method: "GET", url, headers: lang(language) });

async function episodeId(slug: string): Promise<number> {
  const [row] = await t.database.db.select({ id: programEpisodes.id }).from(programEpisodes).where(eq(programEpisodes.slug, slug));
  return row!.id;
}
async function programId(slug: string): Promise<number> {
  const [row] = await t.database.db.select({ id: programmes.id }).from(programmes).where(eq(programmes.slug, slug));
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  anon = (options) => t.call(options);
  const token = await signIn(t, await insertMember(t));
  member = asMember(t, token);
  memberHeaders = { "api-key": token };
});
afterAll(() => t.close());
beforeEach(() => clearLimits(t));

describe("programmes", () => {
  it("lists the 13 demo programmes, filtered by type, language and category, paged", async () => {
    const all = await get<ProgramPage<ProgramSummary>>(`${BASE}/list?pageSize=50`, "en");
    expect(all.items.map((p) => p.slug)).toEqual(ALL_SLUGS);
    expect(all.total).toBe(13);
    expect(all.items[0]).toMatchObject({ title: "Macau Tonight", type: "tv", channel: "tdm-macau", channelName: "TDM Macau", languages: ["zh"] });
    expect(all.items.every((p) => p.episodeCount >= 2 && p.episodeCount <= 4)).toBe(true);
    const radio = await get<ProgramPage<ProgramSummary>>(`${BASE}/list?type=radio`);
    expect(radio.items.map((p) => p.title)).toEqual(["早晨熱線", "音樂花園", "音樂時光", "夜話"]);
    const pt = await get<ProgramPage<ProgramSummary>>(`${BASE}/list?language=pt`, "pt");
    expect(pt.items.map((p) => p.slug)).toEqual(["bom-dia-macau", "hora-da-musica"]);
    const music = await get<ProgramPage<ProgramSummary>>(`${BASE}/list?category=music`, "zh_CN");
    expect(music.items.map((p) => p.title)).toEqual(["音乐花园", "音乐时光"]);
    const second = await get<ProgramPage<ProgramSummary>>(`${BASE}/list?page=2&pageSize=5`);
    expect(second).toMatchObject({ page: 2, pageSize: 5, total: 13 });
    expect(second.items.map((p) => p.slug)).toEqual(ALL_SLUGS.slice(5, 10));
  });

  it("leaves out unpublished programmes everywhere", async () => {
    const id = await programId("night-talk");
    await t.database.db.update(programmes).set({ published: false }).where(eq(programmes.id, id));
    try {
      const radio = await get<ProgramPage<ProgramSummary>>(`${BASE}/list?type=radio`);
      expect(radio.items.map((p) => p.slug)).not.toContain("night-talk");
      expect((await anon({ method: "GET", url: `${BASE}/night-talk/details` })).status).toBe(404);
      expect((await anon({ method: "GET", url: `${BASE}/night-talk/review` })).status).toBe(404);
      expect((await anon({ method: "GET", url: `${BASE}/review/night-talk-1` })).status).toBe(404);
      expect((await anon({ method: "POST", url: `${BASE}/like/${id}`, headers: memberHeaders })).status).toBe(404);
    } finally {
      await t.database.db.update(programmes).set({ published: true }).where(eq(programmes.id, id));
    }
  });

  it("gives the categories with their counts", async () => {
    const categories = await get<ProgramCategory[]>(`${BASE}/categories`, "en");
    expect(categories.map((c) => c.slug)).toEqual(["news-affairs", "documentary", "lifestyle", "culture", "talk", "music", "sport"]);
    expect(categories.find((c) => c.slug === "sport")).toEqual({ slug: "sport", name: "Sport", count: 2 });
  });

  it("gives a programme's details with its hosts, in four languages", async () => {
    const zh = await get<ProgramDetail>(`${BASE}/grand-prix-magazine/details`);
    expect(zh).toMatchObject({ title: "格蘭披治雜誌", type: "sport", airtime: "十一月每週六 19:00" });
    expect(zh.hosts.map((h) => h.name)).toEqual(["高志豪", "林志傑"]);
    const hans = await get<ProgramDetail>(`${BASE}/grand-prix-magazine/details`, "zh_CN");
    expect(hans.title).toBe("格兰披治杂志");
    const pt = await get<ProgramDetail>(`${BASE}/grand-prix-magazine/details`, "pt");
    expect(pt.title).toBe("Revista do Grande Prémio");
    expect((await anon({ method: "GET", url: `${BASE}/no-such-show/details` })).status).toBe(404);
  });

  it("finds a programme's details by its numeric id too (share links name programmes by id)", async () => {
    const bySlug = await get<ProgramDetail>(`${BASE}/grand-prix-magazine/details`, "en");
    expect(await get<ProgramDetail>(`${BASE}/${bySlug.id}/details`, "en")).toEqual(bySlug);
    expect((await anon({ method: "GET", url: `${BASE}/2000000000/details` })).status).toBe(404);
  });

  it("lists hosts, all or of one programme", async () => {
    const all = await get<ProgramHost[]>(`${BASE}/programme-host`, "en");
    expect(all).toHaveLength(8);
    expect(all.find((h) => h.name === "Wong Sio Lai")!.programs.map((p) => p.slug)).toEqual(["morning-call", "music-garden", "night-talk"]);
    const one = await get<ProgramHost[]>(`${BASE}/programme-host?program=gourmetwalk`, "en");
    expect(one.map((h) => h.name)).toEqual(["Ho Mei Ling"]);
  });

  it("gives the focus programmes", async () => {
    const focus = await get<ProgramSummary[]>(`${BASE}/programme-focus`);
    expect(focus.map((p) => p.slug)).toEqual(["macau-tonight", "street-stories", "gourmetwalk", "bom-dia-macau", "morning-call", "sport-weekly"]);
  });

  it("searches radio programmes by words in any language (POST radio)", async () => {
    const all = await okData<ProgramPage<ProgramSummary>>(anon, { method: "POST", url: `${BASE}/radio`, payload: {} });
    expect(all.items.map((p) => p.slug)).toEqual(["morning-call", "music-garden", "hora-da-musica", "night-talk"]);
    const fado = await okData<ProgramPage<ProgramSummary>>(anon, { method: "POST", url: `${BASE}/radio`, payload: { keywords: "lusofono" } });
    expect(fado.items.map((p) => p.slug)).toEqual(["hora-da-musica"]);
    const zh = await okData<ProgramPage<ProgramSummary>>(anon, { method: "POST", url: `${BASE}/radio`, payload: { keywords: "音乐", language: "zh" } });
    expect(zh.items.map((p) => p.slug)).toEqual(["music-garden"]);
  });
});

describe("episodes", () => {
  it("lists a programme's episodes newest first, paged", async () => {
    const page = await get<ProgramPage<Episode>>(`${BASE}/street-stories/review?pageSize=3`, "en");
    expect(page.total).toBe(4);
    expect(page.items.map((e) => e.slug)).toEqual(["street-stories-4", "street-stories-3", "street-stories-2"]);
    const rest = await get<ProgramPage<Episode>>(`${BASE}/street-stories/review?pageSize=3&page=2`, "en");
    expect(rest.items.map((e) => e.slug)).toEqual(["street-stories-1"]);
    expect(rest.items[0]).toMatchObject({
      mediaType: "hls",
      mediaUrl: "/demo/media/vod/episode-1-hls/index.m3u8",
      captions: [
        { lang: "zh-Hant", label: "Chinese (Traditional)", src: "/demo/media/vod/episode-1.zh-hant.vtt" },
        { lang: "en", label: "English", src: "/demo/media/vod/episode-1.en.vtt" },
        { lang: "pt", label: "Portuguese", src: "/demo/media/vod/episode-1.pt.vtt" },
      ],
    });
    expect((await anon({ method: "GET", url: `${BASE}/no-such-show/review` })).status).toBe(404);
  });

  it("gives one episode by slug or id with its neighbours; radio episodes carry audio", async () => {
    const episode = await get<EpisodeDetail>(`${BASE}/review/street-stories-2`);
    expect(episode).toMatchObject({ title: "下環街市的早晨", mediaType: "mp4", program: { slug: "street-stories", type: "tv" } });
    expect(episode.mediaUrl).toMatch(/^\/demo\/media\/vod\/episode-[123]\.mp4$/);
    expect(episode.previous?.slug).toBe("street-stories-1");
    expect(episode.next?.slug).toBe("street-stories-3");
    const byId = await get<EpisodeDetail>(`${BASE}/review/${episode.id}`);
    expect(byId.slug).toBe("street-stories-2");
    const radio = await get<EpisodeDetail>(`${BASE}/review/morning-call-1`, "pt");
    expect(radio).toMatchObject({ mediaType: "audio", mediaUrl: null, title: "Reorganização das carreiras de autocarro", previous: null });
    expect(radio.audioUrl).toMatch(/^\/demo\/media\//);
  });

  it("hides episodes not aired yet or unpublished", async () => {
    const id = await episodeId("youth-voice-2");
    await t.database.db.update(programEpisodes).set({ airedAt: new Date(t.clock.now.getTime() + 86_400_000) }).where(eq(programEpisodes.id, id));
    try {
      expect((await anon({ method: "GET", url: `${BASE}/review/youth-voice-2` })).status).toBe(404);
      const page = await get<ProgramPage<Episode>>(`${BASE}/youth-voice/review`);
      expect(page.items.map((e) => e.slug)).toEqual(["youth-voice-1"]);
    } finally {
      await t.database.db.update(programEpisodes).set({ airedAt: t.clock.now }).where(eq(programEpisodes.id, id));
    }
  });

  it("gives the latest episodes of a type and the default playlist", async () => {
    const sport = await get<Episode[]>(`${BASE}/sport/Latest?pageSize=3`);
    expect(sport).toHaveLength(3);
    expect(sport.every((e) => e.program.type === "sport")).toBe(true);
    const times = sport.map((e) => e.airedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const playlist = await get<Episode[]>(`${BASE}/playlist/default?type=radio`);
    expect(playlist.map((e) => e.program.slug).sort()).toEqual(["hora-da-musica", "morning-call", "music-garden", "night-talk"]);
    const all = await get<Episode[]>(`${BASE}/playlist/default`);
    expect(all).toHaveLength(13);
  });

  it("counts a play once per address and episode in 30 minutes", async () => {
    const id = await episodeId("macau-tonight-1");
    const play = (ip: string) => t.call({ method: "POST", url: `${BASE}/play/${id}/start`, payload: {}, remoteAddress: ip });
    const [before] = await t.database.db.select({ n: programEpisodes.playCount }).from(programEpisodes).where(eq(programEpisodes.id, id));
    expect((await play("203.0.113.20")).body.data).toEqual({ counted: true });
    expect((await play("203.0.113.20")).body.data).toEqual({ counted: false });
    expect((await play("203.0.113.21")).body.data).toEqual({ counted: true });
    const [after] = await t.database.db.select({ n: programEpisodes.playCount }).from(programEpisodes).where(eq(programEpisodes.id, id));
    expect(Number(after!.n)).toBe(Number(before!.n) + 2);
  });
});

describe("likes, comments and the piece list", () => {
  it("likes and cancels a programme and an episode (one id space), moving their counters", async () => {
    const program = await programId("heritage-trails");
    const episode = await episodeId("heritage-trails-1");
    expect(program).not.toBe(episode);
    for (const id of [program, episode]) {
      const before = await okData<LikeState>(member, { method: "GET", url: `${BASE}/like/${id}` });
      expect(before.liked).toBe(false);
      const liked = await okData<LikeState>(member, { method: "POST", url: `${BASE}/like/${id}` });
      expect(liked).toEqual({ id, liked: true, likeCount: before.likeCount + 1 });
      expect((await okData<LikeState>(member, { method: "POST", url: `${BASE}/like/${id}` })).likeCount).toBe(before.likeCount + 1);
      const cancelled = await okData<LikeState>(member, { method: "POST", url: `${BASE}/like/${id}/delete` });
      expect(cancelled).toEqual({ id, liked: false, likeCount: before.likeCount });
    }
    expect((await anon({ method: "POST", url: `${BASE}/like/${program}` })).status).toBe(401);
    expect((await member({ method: "POST", url: `${BASE}/like/999999` })).status).toBe(404);
  });

  it("likes and cancels a feature (feature/{id}/like, feature/{id}/cancel-like)", async () => {
    const features = await get<ProgramPage<FeatureSummary>>(`${BASE}/feature`);
    const feature = features.items[0]!;
    const liked = await okData<LikeState>(member, { method: "POST", url: `${BASE}/feature/${feature.id}/like` });
    expect(liked).toEqual({ id: feature.id, liked: true, likeCount: feature.likeCount + 1 });
    expect((await okData<LikeState>(member, { method: "GET", url: `${BASE}/feature/${feature.id}/like` })).liked).toBe(true);
    const cancelled = await okData<LikeState>(member, { method: "POST", url: `${BASE}/feature/${feature.id}/cancel-like` });
    expect(cancelled.likeCount).toBe(feature.likeCount);
  });

  it("takes comments on an episode with replies, escaped, and lists them", async () => {
    const id = await episodeId("gourmetwalk-1");
    const first = await okData<ContentComment>(member, { method: "POST", url: `${BASE}/${id}/comment`, payload: { comment: "好想食<b>免治</b>！" } });
    expect(first.commentHtml).toBe("好想食&lt;b&gt;免治&lt;/b&gt;！");
    const reply = await okData<ContentComment>(member, { method: "POST", url: `${BASE}/${id}/comment`, payload: { comment: "同意", replyTo: first.id } });
    expect(reply.replyTo).toBe(first.id);
    const page = await get<CommentsPage>(`${BASE}/${id}/comment`);
    expect(page.items.map((c) => c.comment)).toEqual(["同意", "好想食<b>免治</b>！"]);
    const [row] = await t.database.db.select({ n: programEpisodes.commentCount }).from(programEpisodes).where(eq(programEpisodes.id, id));
    expect(Number(row!.n)).toBe(2);
    // A reply must answer a comment of the same item.
    const other = await episodeId("gourmetwalk-2");
    expect((await member({ method: "POST", url: `${BASE}/${other}/comment`, payload: { comment: "x", replyTo: first.id } })).status).toBe(400);
    expect((await anon({ method: "POST", url: `${BASE}/${id}/comment`, payload: { comment: "x" } })).status).toBe(401);
  });

  it("adds an episode to the member's piece list and takes it off", async () => {
    const id = await episodeId("music-garden-1");
    const item = await okData<MemberItem>(member, { method: "POST", url: `${BASE}/piecelist/${id}`, headers: lang("en") });
    expect(item).toMatchObject({ itemType: "radio", itemId: String(id), title: "Music Garden: Local bands special", url: "/en/program/playitem_radio/music-garden-1" });
    const again = await okData<MemberItem>(member, { method: "POST", url: `${BASE}/piecelist/${id}` });
    expect(again.id).toBe(item.id);
    const list = await okData<Paged<MemberItem>>(member, { method: "GET", url: "/api/v1.0/member/piecelist" });
    expect(list.items.map((i) => i.itemId)).toEqual([String(id)]);
    expect(await okData(member, { method: "POST", url: `${BASE}/piecelist/delete/${id}` })).toEqual({ deleted: 1 });
    expect(await okData(member, { method: "POST", url: `${BASE}/piecelist/delete/${id}` })).toEqual({ deleted: 0 });
    expect((await member({ method: "POST", url: `${BASE}/piecelist/${await programId("music-garden")}` })).status).toBe(404);
    expect((await anon({ method: "POST", url: `${BASE}/piecelist/${id}` })).status).toBe(401);
  });

  it("keeps the demo member's piece list as real episodes", async () => {
    const demo = asMember(t, await signIn(t, await memberIdOf(t, "demo")));
    const list = await okData<Paged<MemberItem>>(demo, { method: "GET", url: "/api/v1.0/member/piecelist" });
    for (const item of list.items) {
      const slug = item.url!.split("/").pop()!;
      expect((await get<EpisodeDetail>(`${BASE}/review/${slug}`)).id).toBe(Number(item.itemId));
    }
  });
});

describe("features and news", () => {
  it("lists features newest first, of one programme, and the signature ones", async () => {
    const all = await get<ProgramPage<FeatureSummary>>(`${BASE}/feature`, "en");
    expect(all.total).toBe(5);
    const dates = all.items.map((f) => f.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const one = await get<ProgramPage<FeatureSummary>>(`${BASE}/feature?program=gourmetwalk`, "en");
    expect(one.items.map((f) => f.title)).toEqual(["Ho Mei Ling's five favourite small eateries"]);
    const sign = await get<FeatureSummary[]>(`${BASE}/signnews`);
    expect(sign).toHaveLength(3);
    const detail = await get<FeatureDetail>(`${BASE}/feature/${one.items[0]!.id}`, "pt");
    expect(detail.title).toBe("As cinco casas preferidas de Ho Mei Ling");
    expect(detail.body).toContain("pastéis de nata");
    expect(detail.program).toEqual({ slug: "gourmetwalk", title: "Passeio Gourmet" });
    await t.database.db.update(programFeatures).set({ published: false }).where(eq(programFeatures.id, detail.id));
    expect((await anon({ method: "GET", url: `${BASE}/feature/${detail.id}` })).status).toBe(404);
    await t.database.db.update(programFeatures).set({ published: true }).where(eq(programFeatures.id, detail.id));
  });

  it("gives news about programmes from the request's newsroom", async () => {
    const news = await get<ProgramNewsItem[]>(`${BASE}/rcnews?pageSize=4`, "en");
    expect(news.length).toBeGreaterThan(0);
    expect(news.length).toBeLessThanOrEqual(4);
    expect(news.every((n) => n.url.startsWith("/en/news-detail/"))).toBe(true);
  });
});

describe("search_program", () => {
  const search = (keywords: string, language = "zh_TW") =>
    get<SearchProgramResponse>(`/api/v1.0/search/search_program?Keywords=${encodeURIComponent(keywords)}`, language);

  it("finds programmes by Chinese in either script, English stems and Portuguese without accents", async () => {
    expect((await search("街坊")).items.map((p) => p.slug)).toEqual(["street-stories"]);
    expect((await search("美食", "zh_CN")).items.map((p) => [p.slug, p.title, p.url])).toEqual([["gourmetwalk", "美食漫游", "/zh-hans/program-detail/gourmetwalk"]]);
    expect((await search("遗产")).items.map((p) => p.slug)).toEqual(["heritage-trails"]);
    expect((await search("stories", "en")).items.map((p) => p.slug)).toContain("street-stories");
    expect((await search("historia", "pt")).items.map((p) => p.slug)).toContain("street-stories");
    expect((await search("grand prix", "en")).items[0]!.slug).toBe("grand-prix-magazine");
    expect(await search("")).toEqual({ keywords: "", items: [], total: 0, page: 1, pageSize: 20 });
    expect((await search("zzzqqq")).total).toBe(0);
  });
});

describe("bad input", () => {
  it("refuses bad parameters of every programme call with a 4xx envelope", async () => {
    const episode = await episodeId("street-stories-1");
    const program = await programId("street-stories");
    const [feature] = await t.database.db.select({ id: programFeatures.id }).from(programFeatures).limit(1);
    const id = (value: number) => ({ params: { id: value }, fields: [{ in: "params" as const, name: "id", kind: "id" as const }] });
    const paging = [
      { in: "query" as const, name: "page", kind: "page" as const },
      { in: "query" as const, name: "pageSize", kind: "pageSize" as const },
    ];
    await checkParams(t, {
      method: "GET",
      url: "/api/v1.0/program/list",
      fields: [...paging, { in: "query", name: "type", kind: "enum" }, { in: "query", name: "language", kind: "enum" }, { in: "query", name: "category", kind: "slug" }],
    });
    await checkParams(t, { method: "GET", url: "/api/v1.0/program/categories" });
    await checkParams(t, { method: "GET", url: "/api/v1.0/program/:slug/details", params: { slug: "street-stories" }, fields: [{ in: "params", name: "slug", kind: "slug" }] });
    await checkParams(t, { method: "GET", url: "/api/v1.0/program/feature", fields: [...paging, { in: "query", name: "program", kind: "slug" }] });
    await checkParams(t, { method: "GET", url: "/api/v1.0/program/feature/:id", ...id(feature!.id) });
    await checkParams(t, { method: "GET", url: "/api/v1.0/program/:resource/review", params: { resource: "street-stories" }, fields: [...paging, { in: "params", name: "resource", kind: "slug" }] });
    await checkParams(t, { method: "GET", url: "/api/v1.0/program/review/:id", params: { id: "street-stories-1" }, fields: [{ in: "params", name: "id", kind: "slug" }] });
    await checkParams(t, { method: "GET", url: "/api/v1.0/program/rcnews", fields: [{ in: "query", name: "pageSize", kind: "pageSize" }] });
    await checkParams(t, { method: "GET", url: "/api/v1.0/program/playlist/default", fields: [{ in: "query", name: "type", kind: "enum" }] });
    await checkParams(t, { method: "GET", url: "/api/v1.0/program/signnews" });
    await checkParams(t, { method: "GET", url: "/api/v1.0/program/programme-focus" });
    await checkParams(t, { method: "GET", url: "/api/v1.0/program/programme-host", fields: [{ in: "query", name: "program", kind: "slug" }] });
    await checkParams(t, {
      method: "GET",
      url: "/api/v1.0/program/:id/comment",
      params: { id: episode },
      fields: [
        { in: "params", name: "id", kind: "id" },
        { in: "query", name: "Page", kind: "page" },
        { in: "query", name: "PageSize", kind: "pageSize" },
      ],
    });
    await checkParams(t, {
      method: "GET",
      url: "/api/v1.0/program/:type/Latest",
      params: { type: "tv" },
      fields: [
        { in: "params", name: "type", kind: "enum" },
        { in: "query", name: "pageSize", kind: "pageSize" },
      ],
    });
    await checkParams(t, { method: "GET", url: "/api/v1.0/program/like/:id", headers: memberHeaders, ...id(program) });
    await checkParams(t, { method: "POST", url: "/api/v1.0/program/like/:id", headers: memberHeaders, ...id(program) });
    await checkParams(t, { method: "POST", url: "/api/v1.0/program/like/:id/delete", headers: memberHeaders, ...id(program) });
    await checkParams(t, { method: "GET", url: "/api/v1.0/program/feature/:id/like", headers: memberHeaders, ...id(feature!.id) });
    await checkParams(t, { method: "POST", url: "/api/v1.0/program/feature/:id/like", headers: memberHeaders, ...id(feature!.id) });
    await checkParams(t, { method: "POST", url: "/api/v1.0/program/feature/:id/cancel-like", headers: memberHeaders, ...id(feature!.id) });
    await checkParams(t, { method: "POST", url: "/api/v1.0/program/piecelist/:id", headers: memberHeaders, ...id(episode) });
    await checkParams(t, { method: "POST", url: "/api/v1.0/program/piecelist/delete/:id", headers: memberHeaders, ...id(episode) });
    await checkParams(t, {
      method: "POST",
      url: "/api/v1.0/program/radio",
      body: { keywords: "music" },
      fields: [
        { in: "body", name: "keywords", kind: "text" },
        { in: "body", name: "language", kind: "enum" },
        { in: "body", name: "page", kind: "page" },
        { in: "body", name: "pageSize", kind: "pageSize" },
      ],
    });
    await checkParams(t, {
      method: "POST",
      url: "/api/v1.0/program/:id/comment",
      params: { id: episode },
      headers: memberHeaders,
      body: { comment: "Great episode." },
      fields: [
        { in: "params", name: "id", kind: "id" },
        { in: "body", name: "comment", kind: "text" },
        { in: "body", name: "replyTo", kind: "id" },
      ],
    });
    await checkParams(t, { method: "POST", url: "/api/v1.0/program/play/:id/start", ...id(episode) });
  });
});
