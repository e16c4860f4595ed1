import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SportTopic, SportTopicItem } from "@portal/contract/schemas/sport-topic";
import { sportTopicItems, sportTopics } from "./tables.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { okData } from "../member/member.test-helper.ts";

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const en = { "api-language": "en" };

describe("GET /api/v1.0/sport-topic/:slug", () => {
  it("answers the topic in the request's language: live block, results and its items newest first", async () => {
    const topic = await okData<SportTopic>(t.call, { method: "GET", url: "/api/v1.0/sport-topic/macau-marathon", headers: en });
    expect(topic.title).toBe("Macau International Marathon");
    expect(topic.live).toEqual({ channelId: "tdm-macau", title: "Race live" });
    expect(topic.results.length).toBeGreaterThanOrEqual(1);
    expect(topic.results[0]!.columns).toEqual(["Place", "Runner", "Country/region", "Time"]);
    expect(topic.items.length).toBeGreaterThanOrEqual(4);
    const times = topic.items.map((item) => Date.parse(item.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const pt = await okData<SportTopic>(t.call, { method: "GET", url: "/api/v1.0/sport-topic/macau-marathon", headers: { "api-language": "pt" } });
    expect(pt.title).toBe("Maratona Internacional de Macau");
  });

  it("leaves out unpublished and future items, and answers 404 for an unknown or unpublished topic", async () => {
    const [topic] = await t.database.db.select({ id: sportTopics.id }).from(sportTopics).where(eq(sportTopics.slug, "macau-marathon"));
    const [future] = await t.database.db
      .insert(sportTopicItems)
      .values({ topicId: topic!.id, title: { en: "Tomorrow" }, summary: { en: "" }, body: { en: "" }, publishedAt: new Date(t.clock.now.getTime() + 86_400_000) })
      .returning({ id: sportTopicItems.id });
    const [hidden] = await t.database.db
      .insert(sportTopicItems)
      .values({ topicId: topic!.id, title: { en: "Draft" }, summary: { en: "" }, body: { en: "" }, published: false, publishedAt: t.clock.now })
      .returning({ id: sportTopicItems.id });
    const listed = await okData<SportTopic>(t.call, { method: "GET", url: "/api/v1.0/sport-topic/macau-marathon" });
    expect(listed.items.map((item) => item.id)).not.toContain(future!.id);
    expect(listed.items.map((item) => item.id)).not.toContain(hidden!.id);
    for (const id of [future!.id, hidden!.id]) {
      expect((await t.call({ method: "GET", url: `/api/v1.0/sport-topic/macau-marathon/${id}` })).status).toBe(404);
    }

    await t.database.db.insert(sportTopics).values({ slug: "draft-topic", title: { en: "Draft" }, summary: { en: "" }, intro: { en: "" }, published: false });
    for (const slug of ["no-such-topic", "draft-topic"]) {
      const res = await t.call({ method: "GET", url: `/api/v1.0/sport-topic/${slug}`, headers: en });
      expect(res.status).toBe(404);
      expect(res.body.code).not.toBe(0);
    }
  });

  it("refuses bad input with a 4xx envelope", async () => {
    await checkParams(t, { method: "GET", url: "/api/v1.0/sport-topic/:slug", params: { slug: "macau-marathon" }, fields: [{ in: "params", name: "slug", kind: "slug" }] });
  });
});

describe("GET /api/v1.0/sport-topic/:slug/:id", () => {
  it("answers an item with its body, the topic's live block and other items", async () => {
    const topic = await okData<SportTopic>(t.call, { method: "GET", url: "/api/v1.0/sport-topic/macau-marathon", headers: en });
    const video = topic.items.find((item) => item.kind === "video")!;
    const item = await okData<SportTopicItem>(t.call, { method: "GET", url: `/api/v1.0/sport-topic/macau-marathon/${video.id}`, headers: en });
    expect(item).toMatchObject({ id: video.id, title: video.title, kind: "video" });
    expect(item.video).toMatch(/\.(webm|mp4)$/);
    expect(item.body).toMatch(/<p>/);
    expect(item.topic).toEqual({ slug: "macau-marathon", title: "Macau International Marathon", live: topic.live });
    expect(item.related.map((r) => r.id)).not.toContain(video.id);
    expect(item.related.length).toBeGreaterThan(0);
  });

  it("answers 404 for an item of another topic", async () => {
    const topic = await okData<SportTopic>(t.call, { method: "GET", url: "/api/v1.0/sport-topic/macau-marathon" });
    await t.database.db.insert(sportTopics).values({ slug: "other-topic", title: { en: "Other" }, summary: { en: "" }, intro: { en: "" } });
    const res = await t.call({ method: "GET", url: `/api/v1.0/sport-topic/other-topic/${topic.items[0]!.id}` });
    expect(res.status).toBe(404);
  });

  it("refuses bad input with a 4xx envelope", async () => {
    const topic = await okData<SportTopic>(t.call, { method: "GET", url: "/api/v1.0/sport-topic/macau-marathon" });
    await checkParams(t, {
      method: "GET",
      url: "/api/v1.0/sport-topic/:slug/:id",
      params: { slug: "macau-marathon", id: topic.items[0]!.id },
      fields: [
        { in: "params", name: "slug", kind: "slug" },
        { in: "params", name: "id", kind: "id" },
      ],
    });
  });
});
