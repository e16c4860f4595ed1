import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { podcastTags } from "@portal/contract/cache-tags";
import type { PodcastChannel } from "@portal/contract/schemas/podcast";
import type { ConsolePodcastEpisode, ConsolePodcastEpisodeItem, ConsolePodcastFeed, PodcastEpisodeInput, PodcastFeedInput } from "@portal/contract/schemas/podcast/console";
import type { Paged } from "@portal/contract/schemas/member";
import type { UploadResult } from "@portal/contract/schemas/upload";
import { multipart } from "../../test/multipart.ts";
import { createInvalidationRecordingApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { auditLog } from "../audit/tables.ts";
import { signedInStaff, type ConsoleBrowser } from "../staff/staff.test-helper.ts";

const FEED = "/api/console/v1/podcast/feed";
const EPISODES = "/api/console/v1/podcast/episodes";
const EPISODE = "/api/console/v1/podcast/episodes/:id";
const VISIBILITY = "/api/console/v1/podcast/episodes/:id/visibility";

let t: TestApp;
let producer: ConsoleBrowser;
let invalidated: string[][];
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" });

let uploadDir: string;

beforeAll(async () => {
  uploadDir = mkdtempSync(join(tmpdir(), "portal-podcast-test-"));
  ({ app: t, invalidated } = await createInvalidationRecordingApp({ UPLOAD_DIR: uploadDir }));
  producer = await signedInStaff(t, "producer");
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

async function put<T>(payload: unknown, language?: string, browser = producer) {
  const res = await browser.send("PUT", FEED, payload, language ? { language } : undefined);
  return { status: res.status, message: res.body.message as string, data: res.body.data as T };
}
const rssChannel = async (lang = "en") => parser.parse((await t.app.inject({ method: "GET", url: `/web/feed?lang=${lang}` })).body).rss.channel;

const fields = (changes: Partial<PodcastFeedInput> = {}): PodcastFeedInput => ({
  title: { zh_TW: "澳門聲音", en: "Voices of Macau" },
  description: { zh_TW: "城市故事", en: "Stories of the city" },
  author: { zh_TW: "澳廣視", en: "TDM Radio" },
  ownerEmail: "radio@tdm.example.mo",
  category: "History",
  subcategory: "",
  explicit: true,
  artwork: "/demo/podcast/artwork.jpg",
  ...changes,
});

describe("the podcast feed's fields in the console", () => {
  it("answers the defaults until saved; a save changes the RSS feed at once, audited, the tag dropped", async () => {
    const before = (await producer.get("/podcast/feed")).body.data as ConsolePodcastFeed;
    expect(before).toMatchObject({ category: "Society & Culture", subcategory: "Places & Travel", explicit: false, title: { en: "Macau Voices" } });
    expect((await rssChannel())["itunes:category"]["@text"]).toBe("Society & Culture");
    const episodes = await t.call({ method: "GET", url: "/api/v1.0/podcast/episodes", headers: { "api-language": "en" } });
    expect(String(episodes.headers["cache-tag"])).toContain(podcastTags.all);

    invalidated.length = 0;
    const saved = await put<ConsolePodcastFeed>(fields());
    expect(saved.status, saved.message).toBe(200);
    expect(saved.data).toMatchObject({ title: { en: "Voices of Macau", pt: "" }, ownerEmail: "radio@tdm.example.mo", category: "History", subcategory: "", explicit: true });
    expect(invalidated).toEqual([[podcastTags.all]]);
    const channel = await rssChannel();
    expect(channel.title).toBe("Voices of Macau");
    expect(channel["itunes:author"]).toBe("TDM Radio");
    expect(channel["itunes:owner"]["itunes:email"]).toBe("radio@tdm.example.mo");
    expect(channel["itunes:category"]).toEqual({ "@text": "History" });
    expect(String(channel["itunes:explicit"])).toBe("true");
    // An empty zh_CN is derived from zh_TW, as every text of the site.
    expect((await rssChannel("zh-hans")).title).toBe("澳门声音");
    const json = (await t.call({ method: "GET", url: "/api/v1.0/podcast/episodes", headers: { "api-language": "en" } })).body.data as PodcastChannel;
    expect(json).toMatchObject({ title: "Voices of Macau", category: "History", subcategory: null, explicit: true });

    const [entry] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, "podcast.feed.update"), eq(auditLog.entityId, "main")));
    expect(entry).toMatchObject({ entity: "podcast_feed", actorRole: "producer" });
    expect(entry!.before).toMatchObject({ category: "Society & Culture" });
    expect(entry!.after).toMatchObject({ category: "History", explicit: true });

    // Saved again with a subcategory: the feed nests it.
    await put(fields({ category: "Society & Culture", subcategory: "Documentary" }));
    expect((await rssChannel())["itunes:category"]).toEqual({ "@text": "Society & Culture", "itunes:category": { "@text": "Documentary" } });
  });

  it("refuses an e-mail address, a category or subcategory off Apple's list in the request's language, a picture from elsewhere", async () => {
    expect(await put(fields({ ownerEmail: "not-an-address" }), "pt")).toMatchObject({ status: 400, message: "Introduza um endereço de e-mail válido" });
    expect(await put(fields({ category: "Cooking" }), "zh_TW")).toMatchObject({ status: 400, message: "請從 Apple Podcasts 的類別中選擇" });
    expect(await put(fields({ category: "History", subcategory: "Documentary" }), "en")).toMatchObject({ status: 400, message: "Choose a category from Apple Podcasts' list" });
    expect(await put(fields({ category: "toString" }), "en")).toMatchObject({ status: 400 });
    expect((await put(fields({ artwork: "https://evil.example/a.jpg" }))).status).toBe(400);
    expect((await put(fields({ title: { zh_TW: "" } }))).status).toBe(400);
  });

  it("refuses marketing; bad input answers 4xx envelopes", async () => {
    const marketing = await signedInStaff(t, "marketing");
    expect((await marketing.get("/podcast/feed")).status).toBe(403);
    expect((await put(fields(), undefined, marketing)).status).toBe(403);
    const headers = producer.headers();
    await checkParams(t, { method: "GET", url: FEED, headers });
    await checkParams(t, {
      method: "PUT",
      url: FEED,
      headers,
      body: fields(),
      fields: [
        { in: "body", name: "ownerEmail", kind: "text" },
        { in: "body", name: "category", kind: "text" },
        { in: "body", name: "explicit", kind: "bool" },
        { in: "body", name: "artwork", kind: "text" },
      ],
    });
  });
});

const DEMO_MP3 = readFileSync(new URL("../../../../web/public/demo/media/podcast/episode-1.mp3", import.meta.url));

async function uploadAudio(file: Buffer): Promise<UploadResult> {
  const body = multipart(file, { filename: "episode.mp3", type: "audio/mpeg" });
  const res = await t.call({ method: "POST", url: "/api/console/v1/upload?purpose=audio", payload: body.payload, headers: { ...body.headers, ...producer.headers() } });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data as UploadResult;
}

const episodeFields = (changes: Partial<PodcastEpisodeInput> = {}): PodcastEpisodeInput => ({
  title: { zh_TW: "第六集：氹仔舊城的早晨", en: "Episode 6: Morning in old Taipa", pt: "Episódio 6: Manhã na velha Taipa" },
  description: { zh_TW: "在官也街開門之前，我們跟麵包師傅一起起床。", en: "Before Rua do Cunha opens, we rise with the bakers." },
  episode: 106,
  audioUrl: "/demo/media/podcast/episode-2.mp3",
  audioBytes: 80_475,
  durationSeconds: 20,
  publishedAt: "2026-01-05T08:00",
  published: true,
  ...changes,
});

async function sendEpisode<T>(method: "POST" | "PUT" | "DELETE", path: string, payload?: unknown, language = "en") {
  const res = await producer.send(method, `/api/console/v1/podcast/episodes${path}`, payload, { language });
  return { status: res.status, message: res.body.message as string, data: res.body.data as T };
}
/** The feed's items (parsed XML), newest first. */
async function feedItems(lang = "en"): Promise<Record<string, unknown>[]> {
  const items = (await rssChannel(lang)).item ?? [];
  return Array.isArray(items) ? items : [items];
}
const itemOf = async (guid: string) => (await feedItems()).find((item) => (item.guid as { "#text": string })["#text"] === guid);

describe("the podcast's episodes in the console", () => {
  it("creates a draft kept out of the feed, publishes it into the feed with the uploaded file's length and type, audited, the tag dropped", async () => {
    const uploaded = await uploadAudio(DEMO_MP3);
    invalidated.length = 0;
    // A draft, with a wrong size typed: the server measures the uploaded file itself.
    const made = await sendEpisode<ConsolePodcastEpisode>("POST", "", episodeFields({ audioUrl: uploaded.path, audioBytes: 0, published: false }));
    expect(made.status, made.message).toBe(200);
    expect(made.data).toMatchObject({ status: "hidden", audioBytes: DEMO_MP3.length, audioType: "audio/mpeg", episode: 106, title: { zh_CN: "" } });
    expect(made.data.guid).toMatch(/^tdm-macao-voices-[0-9a-f-]{36}$/);
    expect(invalidated).toEqual([[podcastTags.all]]);
    expect(await itemOf(made.data.guid)).toBeUndefined();
    const list = (await producer.get("/podcast/episodes?page=1&pageSize=50")).body.data as Paged<ConsolePodcastEpisodeItem>;
    expect(list.items.find((row) => row.id === made.data.id)).toMatchObject({ status: "hidden", category: "#106", title: "Episode 6: Morning in old Taipa" });
    // Newest first, by publication time.
    const times = list.items.map((row) => row.publishedAt);
    expect(times).toEqual([...times].sort().reverse());

    const shown = await sendEpisode<ConsolePodcastEpisode>("POST", `/${made.data.id}/visibility`, { published: true });
    expect(shown.data.status).toBe("shown");
    const item = await itemOf(made.data.guid);
    expect(item).toMatchObject({ title: "Episode 6: Morning in old Taipa", "itunes:episode": 106, "itunes:duration": "00:00:20" });
    const enclosure = item!.enclosure as Record<string, string>;
    expect(enclosure["@type"]).toBe("audio/mpeg");
    expect(Number(enclosure["@length"])).toBe(DEMO_MP3.length);
    // The enclosure's address serves exactly that many bytes.
    const served = await t.call({ method: "GET", url: new URL(enclosure["@url"]!).pathname });
    expect(served.status).toBe(200);
    expect(Number(served.headers["content-length"])).toBe(Number(enclosure["@length"]));
    // zh_CN left empty is converted from zh_TW in the feed and on the podcast page.
    expect((await feedItems("zh-hans")).map((i) => i.title)).toContain("第六集：氹仔旧城的早晨");
    const page = (await t.call({ method: "GET", url: "/api/v1.0/podcast/episodes", headers: { "api-language": "pt" } })).body.data as PodcastChannel;
    expect(page.episodes.find((e) => e.guid === made.data.guid)).toMatchObject({ title: "Episódio 6: Manhã na velha Taipa", audioBytes: DEMO_MP3.length });

    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(made.data.id)))).map((e) => e.action);
    expect(actions).toEqual(["podcast.episode.create", "podcast.episode.publish"]);
  });

  it("lists only published episodes whose time has come; edits, unpublishes and deletes only an unpublished one", async () => {
    const later = new Date(Date.now() + 7 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 16);
    const scheduled = await sendEpisode<ConsolePodcastEpisode>("POST", "", episodeFields({ episode: 107, publishedAt: later }));
    expect(scheduled.data.status).toBe("scheduled");
    expect(await itemOf(scheduled.data.guid)).toBeUndefined();

    // Edited: now an M4A at an https address (its type follows the extension, its size as typed).
    const https = await sendEpisode("PUT", `/${scheduled.data.id}`, episodeFields({ episode: 107, audioUrl: "https://cdn.example.mo/podcast/7.m4a" }));
    expect(https.status).toBe(400);
    expect(https.message).toContain("https://cdn.example.mo");
    const edited = await sendEpisode<ConsolePodcastEpisode>("PUT", `/${scheduled.data.id}`, episodeFields({ episode: 107, audioUrl: "/demo/media/podcast/episode-3.m4a", audioBytes: 123_456 }));
    expect(edited.data).toMatchObject({ status: "shown", audioType: "audio/mp4", audioBytes: 123_456 });
    const enclosure = (await itemOf(edited.data.guid))!.enclosure as Record<string, string>;
    expect(enclosure).toMatchObject({ "@type": "audio/mp4", "@length": "123456" });

    // A published episode cannot be deleted (in the request's language); unpublished, it leaves the feed, then goes.
    expect(await sendEpisode("DELETE", `/${edited.data.id}`, undefined, "zh_TW")).toMatchObject({ status: 400, message: "已發佈的一集不能刪除：請先取消發佈" });
    const hidden = await sendEpisode<ConsolePodcastEpisode>("POST", `/${edited.data.id}/visibility`, { published: false });
    expect(hidden.data.status).toBe("hidden");
    expect(await itemOf(edited.data.guid)).toBeUndefined();
    invalidated.length = 0;
    expect((await sendEpisode("DELETE", `/${edited.data.id}`)).status).toBe(200);
    expect(invalidated).toEqual([[podcastTags.all]]);
    expect((await producer.get(`/podcast/episodes/${edited.data.id}`)).status).toBe(404);
    const [deleted] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, "podcast.episode.delete"), eq(auditLog.entityId, String(edited.data.id))));
    expect(deleted!.before).toMatchObject({ episode: 107, audioUrl: "/demo/media/podcast/episode-3.m4a" });
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(edited.data.id)))).map((e) => e.action);
    expect(actions).toEqual(["podcast.episode.create", "podcast.episode.update", "podcast.episode.unpublish", "podcast.episode.delete"]);
  });

  it("refuses a taken number, audio that is not an MP3 or M4A, an upload that does not exist, in the request's language", async () => {
    expect(await sendEpisode("POST", "", episodeFields({ episode: 1 }), "pt")).toMatchObject({ status: 400, message: "O episódio 1 já existe: “Episódio 1: Um mapa sonoro de Macau”" });
    for (const bad of ["http://cdn.example.mo/a.mp3", "/demo/media/vod/episode-1.mp4", "/uploads/../secret.mp3", "//evil.example/a.mp3", "javascript:alert(1)//.mp3"]) {
      expect(await sendEpisode("POST", "", episodeFields({ audioUrl: bad })), bad).toMatchObject({ status: 400, message: "Upload an MP3 or M4A audio file, or enter its https address" });
    }
    expect(await sendEpisode("POST", "", episodeFields({ audioUrl: "/demo/a.wav" }), "zh_TW")).toMatchObject({ status: 400, message: "請上載 MP3 或 M4A 音訊檔案，或輸入其 https 網址" });
    expect(await sendEpisode("POST", "", episodeFields({ audioUrl: "/uploads/u/2026/12/AAAAAAAAAAAAAAAAAAAAAA.mp3" }))).toMatchObject({ status: 400, message: "This site has no such uploaded audio file: upload it again" });
    expect((await sendEpisode("POST", "", episodeFields({ title: { zh_TW: "" } }))).status).toBe(400);
    expect((await sendEpisode("POST", "", episodeFields({ durationSeconds: 0 }))).status).toBe(400);
    // The size of a file not uploaded here must be given.
    expect(await sendEpisode("POST", "", episodeFields({ audioBytes: 0 }))).toMatchObject({ status: 400, message: "Enter the audio file's size in bytes: the feed needs it" });
  });

  it("refuses marketing; bad input on every episode call answers 4xx envelopes", async () => {
    const marketing = await signedInStaff(t, "marketing");
    expect((await marketing.get("/podcast/episodes")).status).toBe(403);
    expect((await marketing.send("POST", EPISODES, episodeFields())).status).toBe(403);
    const headers = producer.headers();
    const made = await sendEpisode<ConsolePodcastEpisode>("POST", "", episodeFields({ episode: 120, published: false }));
    const idField = { in: "params" as const, name: "id", kind: "id" as const };
    const fields = [
      { in: "body" as const, name: "title", kind: "text" as const },
      { in: "body" as const, name: "episode", kind: "seconds" as const },
      { in: "body" as const, name: "audioUrl", kind: "text" as const },
      { in: "body" as const, name: "publishedAt", kind: "date" as const },
      { in: "body" as const, name: "published", kind: "bool" as const },
    ];
    await checkParams(t, { method: "GET", url: EPISODES, headers, query: { page: 1, pageSize: 10 }, fields: [{ in: "query", name: "page", kind: "page" }, { in: "query", name: "pageSize", kind: "pageSize" }] });
    await checkParams(t, { method: "GET", url: EPISODE, headers, params: { id: made.data.id }, fields: [idField] });
    await checkParams(t, { method: "POST", url: EPISODES, headers, body: episodeFields({ episode: 121 }), fields });
    await checkParams(t, { method: "PUT", url: EPISODE, headers, params: { id: made.data.id }, body: episodeFields({ episode: 120, published: false }), fields: [idField, ...fields] });
    await checkParams(t, { method: "POST", url: VISIBILITY, headers, params: { id: made.data.id }, body: { published: false }, fields: [idField, { in: "body", name: "published", kind: "bool" }] });
    await checkParams(t, { method: "DELETE", url: EPISODE, headers, params: { id: made.data.id }, fields: [idField] });
  });
});
