import { statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PodcastChannel } from "@portal/contract/schemas/podcast";
import { podcastEpisodes } from "./tables.ts";
import { checkParams } from "../../test/check-params.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { okData } from "../member/member.test-helper.ts";
import { itunesDuration, PODCAST_NAMESPACE } from "./feed.ts";

const EPISODES = "/api/v1.0/podcast/episodes";
/** The web's public folder: what the built site serves at /demo/… (vite copies it to build/client). */
const publicDir = join(dirname(fileURLToPath(import.meta.url)), "../../../../web/public");

let t: TestApp;
/** The site's static files as @fastify/static serves them (platform/ssr.ts), without a web build. */
let files: FastifyInstance;
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" });

async function feed(query = "") {
  const res = await t.app.inject({ method: "GET", url: `/web/feed${query}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
  expect(XMLValidator.validate(res.body), "well-formed XML").toBe(true);
  return { text: res.body, rss: parser.parse(res.body).rss };
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://www.example.mo" });
  files = Fastify();
  await files.register((await import("@fastify/static")).default, { root: publicDir, prefix: "/", wildcard: false, index: false });
});
afterAll(async () => {
  await files.close();
  await t.close();
});

describe("GET /web/feed", () => {
  it("is RSS 2.0 with the iTunes and podcast namespaces, square artwork and absolute addresses", async () => {
    const { text, rss } = await feed();
    expect(rss["@version"]).toBe("2.0");
    expect(rss["@xmlns:itunes"]).toBe("http://www.itunes.com/dtds/podcast-1.0.dtd");
    expect(rss["@xmlns:podcast"]).toBe(PODCAST_NAMESPACE);
    const channel = rss.channel;
    expect(channel.title).toBe("澳門聲音");
    expect(channel.language).toBe("zh-hant");
    expect(channel.link).toBe("https://www.example.mo/zh-hant/podcast");
    expect(channel["itunes:image"]["@href"]).toBe("https://www.example.mo/demo/podcast/artwork.jpg");
    expect(channel["itunes:category"]["@text"]).toBe("Society & Culture");
    expect(channel["itunes:author"]).toBe("澳廣視");
    expect(text).toMatch(/<itunes:category text="Society &amp; Culture">\s*<itunes:category text="Places &amp; Travel"\/>/);
    expect(channel.item).toHaveLength(5);
  });

  it("gives each episode a stable guid, a date, a duration and an enclosure whose length and type are the file served", async () => {
    const { rss } = await feed("?lang=en");
    expect(rss.channel.title).toBe("Macau Voices");
    const items = rss.channel.item as Record<string, any>[];
    expect(items.map((i) => i.guid["#text"])).toEqual([5, 4, 3, 2, 1].map((n) => `tdm-macao-voices-${n}`));
    for (const item of items) {
      expect(item.guid["@isPermaLink"]).toBe("false");
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
      expect(item["itunes:duration"]).toBe("00:00:20");
      const enclosure = item.enclosure;
      expect(enclosure["@url"]).toMatch(/^https:\/\/www\.example\.mo\/demo\/media\/podcast\/episode-\d\.mp3$/);
      const served = await files.inject({ method: "GET", url: new URL(enclosure["@url"]).pathname });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe(enclosure["@type"]);
      expect(Number(served.headers["content-length"])).toBe(Number(enclosure["@length"]));
    }
    const art = await files.inject({ method: "GET", url: "/demo/podcast/artwork.jpg" });
    expect(art.statusCode).toBe(200);
    expect(art.headers["content-type"]).toBe("image/jpeg");
  });

  it("keeps guids when an episode's texts change, and escapes what it is given", async () => {
    const before = (await feed()).rss.channel.item.map((i: { guid: { "#text": string } }) => i.guid["#text"]);
    await t.database.db.update(podcastEpisodes).set({ title: { zh_TW: "魚 & 蝦 <特輯>", en: "Fish & shrimp", pt: "Peixe" } }).where(eq(podcastEpisodes.episode, 5));
    const { text, rss } = await feed();
    expect(rss.channel.item.map((i: { guid: { "#text": string } }) => i.guid["#text"])).toEqual(before);
    expect(rss.channel.item[0].title).toBe("魚 & 蝦 <特輯>");
    expect(text).toContain("<![CDATA[魚 & 蝦 <特輯>]]>");
  });

  it("writes hh:mm:ss durations", () => {
    expect(itunesDuration(20)).toBe("00:00:20");
    expect(itunesDuration(3725)).toBe("01:02:05");
  });

  it("declares the length of the files it serves (the seed's number is each file's size)", async () => {
    const rows = await t.database.db.select().from(podcastEpisodes);
    for (const row of rows) expect(statSync(join(publicDir, row.audioUrl)).size).toBe(row.audioBytes);
  });

  it("answers an unknown language with a 4xx envelope", async () => {
    for (const lang of ["xx", "<script>", "zh-hant&lang=en"]) {
      const res = await t.call({ method: "GET", url: `/web/feed?lang=${encodeURIComponent(lang)}` });
      expect(res.status).toBe(400);
      expect(res.body.code).not.toBe(0);
    }
  });
});

describe("GET /api/v1.0/podcast/episodes", () => {
  it("answers the channel and its episodes in the request's language, with the feed's address", async () => {
    const pt = await okData<PodcastChannel>((o) => t.call(o), { method: "GET", url: EPISODES, headers: { "api-language": "pt" } });
    expect(pt).toMatchObject({ title: "Vozes de Macau", artwork: "/demo/podcast/artwork.jpg", feedUrl: "https://www.example.mo/web/feed?lang=pt" });
    expect(pt.episodes.map((e) => e.episode)).toEqual([5, 4, 3, 2, 1]);
    expect(pt.episodes[4]).toMatchObject({ title: "Episódio 1: Um mapa sonoro de Macau", audioUrl: "/demo/media/podcast/episode-1.mp3", audioType: "audio/mpeg", durationSeconds: 20 });
    const zh = await okData<PodcastChannel>((o) => t.call(o), { method: "GET", url: EPISODES });
    expect(zh.feedUrl).toBe("https://www.example.mo/web/feed");
  });

  it("refuses bad input with a 4xx envelope", async () => {
    await checkParams(t, { method: "GET", url: EPISODES });
  });
});
