import { and, eq } from "drizzle-orm";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { podcastTags } from "@portal/contract/cache-tags";
import type { PodcastChannel } from "@portal/contract/schemas/podcast";
import type { ConsolePodcastFeed, PodcastFeedInput } from "@portal/contract/schemas/podcast/console";
import { createInvalidationRecordingApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { auditLog } from "../audit/tables.ts";
import { signedInStaff, type ConsoleBrowser } from "../staff/staff.test-helper.ts";

const FEED = "/api/console/v1/podcast/feed";

let t: TestApp;
let producer: ConsoleBrowser;
let invalidated: string[][];
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" });

beforeAll(async () => {
  ({ app: t, invalidated } = await createInvalidationRecordingApp());
  producer = await signedInStaff(t, "producer");
});
afterAll(() => t.close());

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
