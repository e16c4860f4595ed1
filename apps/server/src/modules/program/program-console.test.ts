import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programTags } from "@portal/contract/cache-tags";
import type { Episode, ProgramPage } from "@portal/contract/schemas/program";
import type { ConsoleEpisode, ConsoleProgramme, ConsoleProgrammeItem, EpisodeInput, ProgrammeInput } from "@portal/contract/schemas/program/console";
import { createInvalidationRecordingApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { auditLog } from "../audit/tables.ts";
import { type ConsoleBrowser, consoleBrowser, consoleSend as send, consoleTestCalls, signedInStaff } from "../staff/staff.test-helper.ts";

const PROGRAMMES = "/api/console/v1/programmes";
const OPTIONS = "/api/console/v1/programmes/options";
const PROGRAMME = "/api/console/v1/programmes/:id";
const VISIBILITY = "/api/console/v1/programmes/:id/visibility";
const EPISODES = "/api/console/v1/programmes/:id/episodes";
const EPISODE = "/api/console/v1/episodes/:id";
const DEMO_HLS = "/demo/media/vod/episode-1-hls/index.m3u8";

let t: TestApp;
let producer: ConsoleBrowser;
let invalidated: string[][];

beforeAll(async () => {
  // The CDN the https episodes below play from is one the pages' policy allows (MEDIA_ORIGINS).
  ({ app: t, invalidated } = await createInvalidationRecordingApp({ MEDIA_ORIGINS: "https://cdn.example.mo" }));
  producer = await signedInStaff(t, "producer");
});
afterAll(() => t.close());

async function programmeId(slug: string): Promise<number> {
  const list = await send<ConsoleProgrammeItem[]>(producer, "GET", "/programmes");
  return list.data.find((p) => p.slug === slug)!.id;
}

async function publicEpisodes(slug: string, locale = "en") {
  const res = await t.call({ method: "GET", url: `/api/v1.0/program/${slug}/review?page=1&pageSize=50`, headers: { "api-language": locale } });
  return { status: res.status, headers: res.headers, data: res.body.data as ProgramPage<Episode> };
}

const episode = (changes: Partial<EpisodeInput> = {}): EpisodeInput => ({
  title: { zh_TW: "港灣特輯", en: "Harbour special", pt: "Especial do porto" },
  summary: { zh_TW: "", en: "One evening on the harbour" },
  airedAt: "2026-11-20T20:00",
  duration: 1500,
  mediaUrl: DEMO_HLS,
  published: true,
  ...changes,
});

const { entriesOf } = consoleTestCalls(() => t, () => producer);

describe("episodes", () => {
  it("lists the programmes with their channel's name in the caller's language", async () => {
    const english = (await send<ConsoleProgrammeItem[]>(producer, "GET", "/programmes")).data.find((p) => p.slug === "macau-tonight")!;
    expect(english).toMatchObject({ channel: "tdm-macau", channelName: "TDM Macau" });
    const chinese = await signedInStaff(t, "producer", consoleBrowser(t, { language: "zh_TW" }));
    expect((await send<ConsoleProgrammeItem[]>(chinese, "GET", "/programmes")).data.find((p) => p.slug === "macau-tonight")!.channelName).toBe("澳視澳門");
  });

  it("adds an HLS episode that the public programme page lists at once, audited, the programme answers dropped", async () => {
    const id = await programmeId("macau-tonight");
    // The public answer carries the tag the console drops.
    expect(String((await publicEpisodes("macau-tonight")).headers["cache-tag"])).toContain(programTags.all);
    invalidated.length = 0;

    const created = await send<ConsoleEpisode>(producer, "POST", `/programmes/${id}/episodes`, episode());
    expect(created.status, created.message).toBe(200);
    expect(created.data).toMatchObject({ mediaUrl: DEMO_HLS, mediaType: "hls", published: true, duration: 1500, slug: `macau-tonight-${created.data.id}` });
    expect(invalidated).toEqual([[programTags.all]]);

    const listed = (await publicEpisodes("macau-tonight")).data.items.find((e) => e.id === created.data.id);
    expect(listed).toMatchObject({ title: "Harbour special", mediaType: "hls", mediaUrl: DEMO_HLS, airedAt: "2026-11-20T12:00:00.000Z" });
    expect((await publicEpisodes("macau-tonight", "zh_CN")).data.items.find((e) => e.id === created.data.id)?.title).toBe("港湾特辑");

    const [entry] = await entriesOf("episode.create", created.data.id);
    expect(entry).toMatchObject({ entity: "program_episode", actorRole: "producer" });
    expect(entry!.after).toMatchObject({ mediaUrl: DEMO_HLS, mediaType: "hls" });
  });

  it("accepts an https .m3u8 and an uploaded file, and refuses other addresses in the request's language", async () => {
    const id = await programmeId("macau-tonight");
    const https = await send<ConsoleEpisode>(producer, "POST", `/programmes/${id}/episodes`, episode({ mediaUrl: "https://cdn.example.mo/vod/ep1/master.m3u8?token=a" }));
    expect(https.data.mediaType).toBe("hls");
    const file = await send<ConsoleEpisode>(producer, "POST", `/programmes/${id}/episodes`, episode({ mediaUrl: "/uploads/u/2026/11/clip.mp4" }));
    expect(file.data.mediaType).toBe("mp4");

    const portuguese = await signedInStaff(t, "producer", consoleBrowser(t, { language: "pt" }));
    for (const bad of ["http://cdn.example.mo/a.m3u8", "https://cdn.example.mo/a.mp4", "/demo/../secret.m3u8", "javascript:alert(1)//.m3u8", "//evil.example/a.m3u8"]) {
      const refused = await send(portuguese, "POST", `/programmes/${id}/episodes`, episode({ mediaUrl: bad }));
      expect(refused.status, bad).toBe(400);
      expect(refused.message).toBe("Introduza uma lista HLS (.m3u8, num endereço https ou num caminho deste sítio) ou carregue um ficheiro de vídeo");
    }
    // An https host the pages' policy does not name: the player could not load it, so staff are told.
    const elsewhere = await send(portuguese, "POST", `/programmes/${id}/episodes`, episode({ mediaUrl: "https://video.example.com/live/a.m3u8" }));
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.message).toBe(
      "As páginas não podem carregar vídeo de https://video.example.com: use um endereço deste site ou peça a um administrador que o junte a MEDIA_ORIGINS",
    );
    const noTitle = await send(producer, "POST", `/programmes/${id}/episodes`, episode({ title: { zh_TW: " " } }));
    expect(noTitle.status).toBe(400);
  });

  it("keeps an unpublished episode off the public page until it is published, and deletes one", async () => {
    const id = await programmeId("street-stories");
    const draft = await send<ConsoleEpisode>(producer, "POST", `/programmes/${id}/episodes`, episode({ published: false, title: { zh_TW: "未播出", en: "Not yet out" } }));
    const shown = async () => (await publicEpisodes("street-stories")).data.items.some((e) => e.id === draft.data.id);
    expect(await shown()).toBe(false);

    const published = await send<ConsoleEpisode>(producer, "PUT", `/episodes/${draft.data.id}`, episode({ published: true, title: { zh_TW: "已播出", en: "Out now" } }));
    expect(published.data).toMatchObject({ published: true, title: { en: "Out now" } });
    expect(await shown()).toBe(true);
    const [update] = await entriesOf("episode.update", draft.data.id);
    expect(update!.before).toEqual({ title: { zh_TW: "未播出", en: "Not yet out" }, published: false });

    expect((await send(producer, "DELETE", `/episodes/${draft.data.id}`)).status).toBe(200);
    expect(await shown()).toBe(false);
    expect(await entriesOf("episode.delete", draft.data.id)).toHaveLength(1);
    expect((await send(producer, "DELETE", `/episodes/${draft.data.id}`)).status).toBe(404);
    expect((await send(producer, "PUT", `/episodes/${draft.data.id}`, episode())).status).toBe(404);
  });
});

describe("programmes", () => {
  const input = (changes: Partial<ProgrammeInput> = {}): ProgrammeInput => ({
    type: "tv",
    channel: "tdm-macau",
    title: { zh_TW: "海港週記", en: "Harbour Weekly", pt: "Semanário do Porto" },
    summary: { zh_TW: "每週的海港", en: "The harbour each week" },
    description: { zh_TW: "" },
    categories: ["documentary"],
    hostIds: [],
    cover: "/demo/art/skyline.svg",
    coverAlt: { zh_TW: "海港天際線", en: "The harbour skyline" },
    ...changes,
  });

  it("creates a hidden programme, edits it, shows and hides it on the public pages", async () => {
    const created = await send<ConsoleProgramme>(producer, "POST", "/programmes", input());
    expect(created.status, created.message).toBe(200);
    expect(created.data).toMatchObject({ slug: "harbour-weekly", published: false, coverAlt: { en: "The harbour skyline", pt: "" } });
    const details = () => t.call({ method: "GET", url: "/api/v1.0/program/harbour-weekly/details", headers: { "api-language": "en" } });
    expect((await details()).status).toBe(404);

    const shown = await send<ConsoleProgramme>(producer, "POST", `/programmes/${created.data.id}/visibility`, { published: true });
    expect(shown.data.published).toBe(true);
    expect((await details()).body.data).toMatchObject({ title: "Harbour Weekly", categories: [{ slug: "documentary" }] });

    const edited = await send<ConsoleProgramme>(producer, "PUT", `/programmes/${created.data.id}`, input({ title: { zh_TW: "海港週記", en: "Harbour Weekly Review" } }));
    expect(edited.data.title.en).toBe("Harbour Weekly Review");
    expect(((await details()).body.data as { title: string }).title).toBe("Harbour Weekly Review");

    await send(producer, "POST", `/programmes/${created.data.id}/visibility`, { published: false });
    expect((await details()).status).toBe(404);
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(created.data.id)))).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["programme.create", "programme.show", "programme.update", "programme.hide"]));
  });

  it("refuses a cover without its alternative text, an unknown category or host", async () => {
    expect((await send(producer, "POST", "/programmes", input({ coverAlt: { zh_TW: "" } }))).status).toBe(400);
    const category = await send(producer, "POST", "/programmes", input({ categories: ["no-such-category"] }));
    expect(category).toMatchObject({ status: 400, message: "There is no programme category no-such-category" });
    const host = await send(producer, "POST", "/programmes", input({ hostIds: [999_999] }));
    expect(host).toMatchObject({ status: 400, message: "There is no host with the id 999999" });
  });
});

describe("bad input on every producer programme call", () => {
  it("answers 4xx envelopes, and succeeds with good input", async () => {
    const headers = producer.headers();
    const id = await programmeId("gourmetwalk");
    const idField = { in: "params" as const, name: "id", kind: "id" as const };
    await checkParams(t, { method: "GET", url: PROGRAMMES, headers });
    await checkParams(t, { method: "GET", url: OPTIONS, headers });
    await checkParams(t, { method: "GET", url: PROGRAMME, headers, params: { id }, fields: [idField] });
    const current = (await send<ConsoleProgramme>(producer, "GET", `/programmes/${id}`)).data;
    const programme = { type: current.type, channel: current.channel, title: current.title, summary: current.summary, description: current.description, categories: current.categories, hostIds: current.hostIds, cover: current.cover, coverAlt: { ...current.coverAlt, zh_TW: current.coverAlt.zh_TW || "封面" } };
    const programmeFields = [
      { in: "body" as const, name: "type", kind: "enum" as const },
      { in: "body" as const, name: "channel", kind: "slug" as const },
      { in: "body" as const, name: "title", kind: "text" as const },
      { in: "body" as const, name: "cover", kind: "text" as const },
    ];
    await checkParams(t, { method: "POST", url: PROGRAMMES, headers, body: { ...programme, title: { zh_TW: "檢查節目", en: "Checked programme" } }, fields: programmeFields });
    await checkParams(t, { method: "PUT", url: PROGRAMME, headers, params: { id }, body: programme, fields: [idField, ...programmeFields] });
    await checkParams(t, { method: "POST", url: VISIBILITY, headers, params: { id }, body: { published: true }, fields: [idField, { in: "body", name: "published", kind: "bool" }] });
    const episodeFields = [
      { in: "body" as const, name: "title", kind: "text" as const },
      { in: "body" as const, name: "airedAt", kind: "date" as const },
      { in: "body" as const, name: "duration", kind: "seconds" as const },
      { in: "body" as const, name: "mediaUrl", kind: "text" as const },
      { in: "body" as const, name: "published", kind: "bool" as const },
    ];
    const body = { ...episode() };
    await checkParams(t, { method: "POST", url: EPISODES, headers, params: { id }, body, fields: [idField, ...episodeFields] });
    const made = await send<ConsoleEpisode>(producer, "POST", `/programmes/${id}/episodes`, body);
    await checkParams(t, { method: "PUT", url: EPISODE, headers, params: { id: made.data.id }, body, fields: [idField, ...episodeFields] });
    await checkParams(t, { method: "DELETE", url: EPISODE, headers, params: { id: made.data.id }, fields: [idField] });
  });
});
