import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shortVideoTags } from "@portal/contract/cache-tags";
import type { Paged } from "@portal/contract/schemas/member";
import type { ShortVideo, ShortVideoPage } from "@portal/contract/schemas/short-video";
import type { ConsoleShortVideo, ConsoleShortVideoItem, ConsoleShortVideoOptions, ShortVideoInput } from "@portal/contract/schemas/short-video/console";
import { createInvalidationRecordingApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { consoleTestCalls, signedInStaff, type ConsoleBrowser } from "../staff/staff.test-helper.ts";

const LIST = "/api/console/v1/short-videos";
const OPTIONS = "/api/console/v1/short-videos/options";
const ONE = "/api/console/v1/short-videos/:id";
const VISIBILITY = "/api/console/v1/short-videos/:id/visibility";
const HOUR = 3_600_000;

let t: TestApp;
let producer: ConsoleBrowser;
let invalidated: string[][];

beforeAll(async () => {
  ({ app: t, invalidated } = await createInvalidationRecordingApp({ MEDIA_ORIGINS: "https://cdn.example.mo" }));
  producer = await signedInStaff(t, "producer");
});
afterAll(() => t.close());

const { send, publicGet, entriesOf, macauMinute } = consoleTestCalls(() => t, () => producer);

const clip = (changes: Partial<ShortVideoInput> = {}): ShortVideoInput => ({
  title: { zh_TW: "氹仔夜市", zh_CN: "", en: "Taipa night market", pt: "Mercado noturno da Taipa" },
  description: { zh_TW: "", en: "Skewers and smoke" },
  category: "food",
  videoUrl: "/uploads/u/2026/12/clip.mp4",
  poster: "/demo/media/short/short-1.jpg",
  durationSeconds: 12,
  publishedAt: macauMinute(-HOUR),
  published: true,
  ...changes,
});

describe("short videos in the console", () => {
  it("publishes a clip that the public list, its category and its page show at once, audited, the tag dropped", async () => {
    expect(String((await publicGet("/api/v1.0/short-video/list")).headers["cache-tag"])).toContain(shortVideoTags.all);
    expect(String((await publicGet("/api/v1.0/short-video/category")).headers["cache-tag"])).toContain(shortVideoTags.all);
    invalidated.length = 0;
    const made = await send<ConsoleShortVideo>("POST", "/short-videos", clip());
    expect(made.status, made.message).toBe(200);
    expect(made.data).toMatchObject({ category: "food", status: "shown", title: { en: "Taipa night market", zh_CN: "" } });
    expect(invalidated).toEqual([[shortVideoTags.all]]);
    const listed = (await publicGet<ShortVideoPage>("/api/v1.0/short-video/list?category=food")).data.items[0];
    expect(listed).toMatchObject({ id: made.data.id, title: "Taipa night market", videoUrl: "/uploads/u/2026/12/clip.mp4", category: { slug: "food" } });
    expect((await publicGet<ShortVideo>(`/api/v1.0/short-video/${made.data.id}/detail`, "zh_CN")).data.title).toBe("氹仔夜市");
    const [entry] = await entriesOf("short_video.create", made.data.id);
    expect(entry).toMatchObject({ entity: "short_video", actorRole: "producer" });
    expect(entry!.after).toMatchObject({ videoUrl: "/uploads/u/2026/12/clip.mp4", published: true });

    // Edited: the public page shows the new title; the audit keeps what changed.
    const edited = await send<ConsoleShortVideo>("PUT", `/short-videos/${made.data.id}`, clip({ title: { zh_TW: "氹仔夜市", en: "Taipa by night" }, category: "" }));
    expect(edited.data).toMatchObject({ category: "", title: { en: "Taipa by night", pt: "" } });
    expect((await publicGet<ShortVideo>(`/api/v1.0/short-video/${made.data.id}/detail`)).data).toMatchObject({ title: "Taipa by night", category: null });
    expect((await entriesOf("short_video.update", made.data.id))[0]!.before).toEqual({ title: { zh_TW: "氹仔夜市", en: "Taipa night market", pt: "Mercado noturno da Taipa" }, categoryId: expect.any(Number) });

    // Unpublished (archived): off the pages at once, kept in the console; published again: back.
    invalidated.length = 0;
    const hidden = await send<ConsoleShortVideo>("POST", `/short-videos/${made.data.id}/visibility`, { published: false });
    expect(hidden.data.status).toBe("hidden");
    expect(invalidated).toEqual([[shortVideoTags.all]]);
    expect((await publicGet(`/api/v1.0/short-video/${made.data.id}/detail`)).status).toBe(404);
    expect(await entriesOf("short_video.unpublish", made.data.id)).toHaveLength(1);
    await send("POST", `/short-videos/${made.data.id}/visibility`, { published: true });
    expect((await publicGet(`/api/v1.0/short-video/${made.data.id}/detail`)).status).toBe(200);
    expect(await entriesOf("short_video.publish", made.data.id)).toHaveLength(1);
  });

  it("keeps a clip of a later time off the pages until then", async () => {
    const later = await send<ConsoleShortVideo>("POST", "/short-videos", clip({ publishedAt: macauMinute(2 * HOUR) }));
    expect(later.data.status).toBe("scheduled");
    expect((await publicGet(`/api/v1.0/short-video/${later.data.id}/detail`)).status).toBe(404);
  });

  it("takes an https file on an allowed host; refuses an HLS playlist, another host and an unknown category in the request's language", async () => {
    const https = await send<ConsoleShortVideo>("POST", "/short-videos", clip({ videoUrl: "https://cdn.example.mo/short/a.mp4?v=2" }));
    expect(https.status, https.message).toBe(200);
    for (const bad of ["/demo/media/vod/episode-1-hls/index.m3u8", "http://cdn.example.mo/a.mp4", "/uploads/../secret.mp4", "javascript:alert(1)//.mp4", "//evil.example/a.mp4"]) {
      const refused = await send("POST", "/short-videos", clip({ videoUrl: bad }), "pt");
      expect(refused, bad).toMatchObject({
        status: 400,
        message: "Introduza o endereço de um ficheiro de vídeo MP4 ou WebM (https ou um caminho deste sítio) ou carregue um ficheiro de vídeo",
      });
    }
    const elsewhere = await send("POST", "/short-videos", clip({ videoUrl: "https://video.example.com/a.mp4" }), "zh_TW");
    expect(elsewhere).toMatchObject({ status: 400, message: "網頁不可從 https://video.example.com 載入影片：請用本站的地址，或請管理員把它加入 MEDIA_ORIGINS" });
    const category = await send("POST", "/short-videos", clip({ category: "no-such" }), "en");
    expect(category).toMatchObject({ status: 400, message: "There is no short-video category no-such" });
    expect((await send("POST", "/short-videos", clip({ title: { zh_TW: " " } }))).status).toBe(400);
    expect((await send("POST", "/short-videos", clip({ poster: "https://evil.example/a.jpg" }))).status).toBe(400);
  });

  it("lists every clip newest first with its status, offers the categories; refuses marketing", async () => {
    const list = await send<Paged<ConsoleShortVideoItem>>("GET", "/short-videos?pageSize=50");
    expect(list.data.total).toBeGreaterThan(12);
    const dates = list.data.items.map((v) => v.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(list.data.items[0]!.status).toBe("scheduled");
    const options = await send<ConsoleShortVideoOptions>("GET", "/short-videos/options", undefined, "pt");
    expect(options.data.categories[1]).toEqual({ slug: "food", name: "Comida de rua" });
    const marketing = await signedInStaff(t, "marketing");
    expect((await send("GET", "/short-videos", undefined, undefined, marketing)).status).toBe(403);
    expect((await send("POST", "/short-videos", clip(), undefined, marketing)).status).toBe(403);
  });
});

describe("bad input on every short-video console call", () => {
  it("answers 4xx envelopes, and succeeds with good input", async () => {
    const headers = producer.headers();
    const made = await send<ConsoleShortVideo>("POST", "/short-videos", clip({ published: false }));
    const id = made.data.id;
    const idField = { in: "params" as const, name: "id", kind: "id" as const };
    await checkParams(t, { method: "GET", url: LIST, headers, query: { page: 1 }, fields: [{ in: "query", name: "page", kind: "page" }, { in: "query", name: "pageSize", kind: "pageSize" }] });
    await checkParams(t, { method: "GET", url: OPTIONS, headers });
    await checkParams(t, { method: "GET", url: ONE, headers, params: { id }, fields: [idField] });
    const fields = [
      { in: "body" as const, name: "title", kind: "text" as const },
      { in: "body" as const, name: "videoUrl", kind: "text" as const },
      { in: "body" as const, name: "poster", kind: "text" as const },
      { in: "body" as const, name: "durationSeconds", kind: "seconds" as const },
      { in: "body" as const, name: "publishedAt", kind: "date" as const },
      { in: "body" as const, name: "published", kind: "bool" as const },
    ];
    await checkParams(t, { method: "POST", url: LIST, headers, body: clip({ published: false }), fields });
    await checkParams(t, { method: "PUT", url: ONE, headers, params: { id }, body: clip({ published: false }), fields: [idField, ...fields] });
    await checkParams(t, { method: "POST", url: VISIBILITY, headers, params: { id }, body: { published: false }, fields: [idField, { in: "body", name: "published", kind: "bool" }] });
  });
});
