import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programTags } from "@portal/contract/cache-tags";
import type { Episode, FeatureSummary, ProgramDetail, ProgramHost, ProgramPage } from "@portal/contract/schemas/program";
import type { ConsoleEpisode, ConsoleFeature, ConsoleHost, ConsoleProgramme, ConsoleProgrammeItem, EpisodeInput, FeatureInput, HostInput } from "@portal/contract/schemas/program/console";
import { createInvalidationRecordingApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { type ConsoleBrowser, consoleBrowser, consoleSend as send, consoleTestCalls, signedInStaff } from "../staff/staff.test-helper.ts";

/** The producer's hosts, features, and an episode's audio, captions and poster (docs/console.md "Producer"). */

const HOSTS = "/api/console/v1/programme-hosts";
const HOST = "/api/console/v1/programme-hosts/:id";
const FEATURES = "/api/console/v1/programmes/:id/features";
const FEATURE = "/api/console/v1/programme-features/:id";

let t: TestApp;
let producer: ConsoleBrowser;
let invalidated: string[][];

beforeAll(async () => {
  ({ app: t, invalidated } = await createInvalidationRecordingApp({ MEDIA_ORIGINS: "https://cdn.example.mo" }));
  producer = await signedInStaff(t, "producer");
});
afterAll(() => t.close());

async function programmeId(slug: string): Promise<number> {
  return (await send<ConsoleProgrammeItem[]>(producer, "GET", "/programmes")).data.find((p) => p.slug === slug)!.id;
}

async function publicGet<T>(url: string, locale = "en") {
  const res = await t.call({ method: "GET", url, headers: { "api-language": locale } });
  return { status: res.status, headers: res.headers, data: res.body.data as T };
}

/** The programme's form as it is, with the hosts changed. */
async function setHosts(id: number, hostIds: number[]) {
  const p = (await send<ConsoleProgramme>(producer, "GET", `/programmes/${id}`)).data;
  return send<ConsoleProgramme>(producer, "PUT", `/programmes/${id}`, {
    type: p.type,
    channel: p.channel,
    title: p.title,
    summary: p.summary,
    description: p.description,
    categories: p.categories,
    hostIds,
    cover: p.cover,
    coverAlt: { ...p.coverAlt, zh_TW: p.coverAlt.zh_TW || "封面" },
  });
}

const { entriesOf } = consoleTestCalls(() => t, () => producer);

const host = (changes: Partial<HostInput> = {}): HostInput => ({
  name: { zh_TW: "區詠詩", en: "Au Weng Si", pt: "Au Weng Si" },
  bio: { zh_TW: "夜間文化節目主持，走訪澳門的劇場與工作室。", en: "Host of the late cultural hour, visiting Macau's theatres and studios." },
  photo: "/demo/art/microphone.svg",
  ...changes,
});

const feature = (changes: Partial<FeatureInput> = {}): FeatureInput => ({
  title: { zh_TW: "幕後：港灣夜拍", en: "Behind the scenes: filming the harbour at night", pt: "Bastidores: filmar o porto à noite" },
  summary: { zh_TW: "攝製隊如何在凌晨捕捉漁船回港。", en: "How the crew caught the fishing boats coming home before dawn." },
  body: { zh_TW: "第一段。\n\n第二段。", en: "First paragraph.\n\nSecond paragraph." },
  cover: "/demo/art/skyline.svg",
  signature: false,
  publishedAt: "2026-11-01T09:00",
  published: true,
  ...changes,
});

describe("hosts", () => {
  it("creates a host, links it to a programme in order, and the public page shows it at once; edits and deletes it, audited", async () => {
    const id = await programmeId("macau-tonight");
    invalidated.length = 0;
    const created = await send<ConsoleHost>(producer, "POST", "/programme-hosts", host());
    expect(created.status, created.message).toBe(200);
    expect(created.data).toMatchObject({ slug: "au-weng-si", name: { en: "Au Weng Si", zh_CN: "" }, photo: "/demo/art/microphone.svg", programmes: [] });
    expect(invalidated).toEqual([[programTags.all]]);
    expect((await entriesOf("programme.host.create", created.data.id))[0]).toMatchObject({ entity: "program_host", actorRole: "producer" });

    // First in the programme's list, before the host it had.
    const before = (await send<ConsoleProgramme>(producer, "GET", `/programmes/${id}`)).data.hostIds;
    expect((await setHosts(id, [created.data.id, ...before])).status).toBe(200);
    const detail = await publicGet<ProgramDetail>("/api/v1.0/program/macau-tonight/details");
    expect(String(detail.headers["cache-tag"])).toContain(programTags.all);
    expect(detail.data.hosts[0]).toMatchObject({ name: "Au Weng Si", photo: "/demo/art/microphone.svg" });
    expect((await publicGet<ProgramDetail>("/api/v1.0/program/macau-tonight/details", "zh_CN")).data.hosts[0]!.name).toBe("区咏诗");
    const listed = (await send<ConsoleHost[]>(producer, "GET", "/programme-hosts")).data.find((h) => h.id === created.data.id);
    expect(listed!.programmes).toEqual(["Macau Tonight"]);

    // Reordered: last now.
    expect((await setHosts(id, [...before, created.data.id])).status).toBe(200);
    expect((await publicGet<ProgramDetail>("/api/v1.0/program/macau-tonight/details")).data.hosts.at(-1)!.name).toBe("Au Weng Si");

    const edited = await send<ConsoleHost>(producer, "PUT", `/programme-hosts/${created.data.id}`, host({ name: { zh_TW: "區詠詩", en: "Au Weng Si (Cindy)" } }));
    expect(edited.data.name.en).toBe("Au Weng Si (Cindy)");
    const hosts = await publicGet<ProgramHost[]>("/api/v1.0/program/programme-host?program=macau-tonight");
    expect(hosts.data.map((h) => h.name)).toContain("Au Weng Si (Cindy)");
    expect((await entriesOf("programme.host.update", created.data.id))[0]!.before).toEqual({ name: { zh_TW: "區詠詩", en: "Au Weng Si", pt: "Au Weng Si" } });

    expect((await send(producer, "DELETE", `/programme-hosts/${created.data.id}`)).status).toBe(200);
    expect((await publicGet<ProgramDetail>("/api/v1.0/program/macau-tonight/details")).data.hosts.map((h) => h.name)).not.toContain("Au Weng Si (Cindy)");
    expect((await send<ConsoleProgramme>(producer, "GET", `/programmes/${id}`)).data.hostIds).toEqual(before);
    expect((await entriesOf("programme.host.delete", created.data.id))[0]!.before).toMatchObject({ programIds: [id] });
    expect((await send(producer, "DELETE", `/programme-hosts/${created.data.id}`)).status).toBe(404);
    expect((await send(producer, "PUT", `/programme-hosts/${created.data.id}`, host())).status).toBe(404);
  });

  it("refuses a host without a name, a photo from elsewhere, and other roles", async () => {
    expect((await send(producer, "POST", "/programme-hosts", host({ name: { zh_TW: " " } }))).status).toBe(400);
    expect((await send(producer, "POST", "/programme-hosts", host({ photo: "https://elsewhere.example/p.jpg" }))).status).toBe(400);
    const editor = await signedInStaff(t, "editor");
    expect((await send(editor, "POST", "/programme-hosts", host())).status).toBe(403);
  });
});

describe("features", () => {
  it("writes a feature on the programme's public page at once, keeps a later or hidden one off, edits and deletes it, audited", async () => {
    const id = await programmeId("street-stories");
    const publicFeatures = async (locale = "en") => (await publicGet<ProgramPage<FeatureSummary>>("/api/v1.0/program/feature?program=street-stories&pageSize=20", locale)).data.items;
    invalidated.length = 0;
    const created = await send<ConsoleFeature>(producer, "POST", `/programmes/${id}/features`, feature());
    expect(created.status, created.message).toBe(200);
    expect(created.data).toMatchObject({ publishedAt: "2026-11-01T01:00:00.000Z", cover: "/demo/art/skyline.svg", summary: { zh_CN: "" } });
    expect(invalidated).toEqual([[programTags.all]]);
    expect((await publicFeatures()).find((f) => f.id === created.data.id)).toMatchObject({ title: "Behind the scenes: filming the harbour at night", program: { slug: "street-stories" } });
    expect((await publicFeatures("zh_CN")).find((f) => f.id === created.data.id)!.title).toBe("幕后：港湾夜拍");
    const detail = await publicGet<{ body: string }>(`/api/v1.0/program/feature/${created.data.id}`);
    expect(detail.data.body).toBe("First paragraph.\n\nSecond paragraph.");
    expect((await send<ConsoleProgramme>(producer, "GET", `/programmes/${id}`)).data.features.map((f) => f.id)).toContain(created.data.id);
    expect((await entriesOf("programme.feature.create", created.data.id))[0]).toMatchObject({ entity: "program_feature" });

    // Dated ahead (by ten years: never a fixed "now"), it waits; hidden, it goes.
    await send(producer, "PUT", `/programme-features/${created.data.id}`, feature({ publishedAt: `${new Date().getUTCFullYear() + 10}-01-01T09:00` }));
    expect((await publicFeatures()).some((f) => f.id === created.data.id)).toBe(false);
    const hidden = await send<ConsoleFeature>(producer, "PUT", `/programme-features/${created.data.id}`, feature({ published: false, title: { zh_TW: "幕後", en: "Behind the scenes" } }));
    expect(hidden.data).toMatchObject({ published: false, title: { en: "Behind the scenes" } });
    expect((await publicFeatures()).some((f) => f.id === created.data.id)).toBe(false);
    expect((await entriesOf("programme.feature.update", created.data.id)).map((e) => Object.keys(e.after ?? {}).sort())).toContainEqual(["published", "publishedAt", "title"]);

    expect((await send(producer, "DELETE", `/programme-features/${created.data.id}`)).status).toBe(200);
    expect((await publicGet(`/api/v1.0/program/feature/${created.data.id}`)).status).toBe(404);
    expect(await entriesOf("programme.feature.delete", created.data.id)).toHaveLength(1);
    expect((await send(producer, "DELETE", `/programme-features/${created.data.id}`)).status).toBe(404);
    expect((await send(producer, "POST", "/programmes/999999/features", feature())).status).toBe(404);
  });
});

describe("an episode's audio, captions and poster", () => {
  const episode = (changes: Partial<EpisodeInput> = {}): EpisodeInput => ({
    title: { zh_TW: "晨早熱線：颱風過後", en: "Morning Call: after the typhoon" },
    summary: { zh_TW: "" },
    airedAt: "2026-11-20T07:00",
    duration: 1800,
    published: true,
    ...changes,
  });

  it("gives a radio episode its uploaded audio, which the public episode plays; a radio episode without audio is refused in four languages", async () => {
    const id = await programmeId("morning-call");
    const made = await send<ConsoleEpisode>(producer, "POST", `/programmes/${id}/episodes`, episode({ audioUrl: "/uploads/u/2026/11/AAAAAAAAAAAAAAAAAAAAAA.mp3", poster: "/demo/art/microphone.svg" }));
    expect(made.status, made.message).toBe(200);
    expect(made.data).toMatchObject({ mediaType: "audio", mediaUrl: null, audioUrl: "/uploads/u/2026/11/AAAAAAAAAAAAAAAAAAAAAA.mp3", poster: "/demo/art/microphone.svg" });
    const played = await publicGet<Episode>(`/api/v1.0/program/review/${made.data.id}`);
    expect(played.data).toMatchObject({ audioUrl: "/uploads/u/2026/11/AAAAAAAAAAAAAAAAAAAAAA.mp3", mediaType: "audio", poster: "/demo/art/microphone.svg" });
    const https = await send<ConsoleEpisode>(producer, "PUT", `/episodes/${made.data.id}`, episode({ audioUrl: "https://cdn.example.mo/radio/morning.m4a" }));
    expect(https.data.audioUrl).toBe("https://cdn.example.mo/radio/morning.m4a");

    const said = {
      en: "A radio programme's episode needs its audio: upload an MP3 or M4A file or enter its address",
      zh_TW: "電台節目的每一集須有音訊：請上載 MP3 或 M4A 檔案，或輸入其地址",
      zh_CN: "电台节目的每一集须有音频：请上传 MP3 或 M4A 文件，或输入其地址",
      pt: "Um episódio de um programa de rádio precisa do seu áudio: carregue um ficheiro MP3 ou M4A ou introduza o endereço",
    };
    for (const [language, message] of Object.entries(said)) {
      const browser = await signedInStaff(t, "producer", consoleBrowser(t, { language }));
      expect(await send(browser, "POST", `/programmes/${id}/episodes`, episode())).toMatchObject({ status: 400, message });
    }
    const portuguese = await signedInStaff(t, "producer", consoleBrowser(t, { language: "pt" }));
    for (const bad of ["http://cdn.example.mo/a.mp3", "/uploads/u/2026/11/a.exe", "/demo/../a.mp3", "https://cdn.example.mo/a.m3u8"]) {
      const refused = await send(portuguese, "POST", `/programmes/${id}/episodes`, episode({ audioUrl: bad }));
      expect(refused, bad).toMatchObject({ status: 400, message: "Introduza o endereço de um ficheiro áudio MP3 ou M4A (https ou um caminho deste sítio) ou carregue um ficheiro áudio" });
    }
    expect((await send(producer, "POST", `/programmes/${id}/episodes`, episode({ audioUrl: "https://radio.example.com/a.mp3" }))).status).toBe(400);
  });

  it("gives a video episode WebVTT captions per language, served to the player as tracks; refuses a non-WebVTT file and a language twice", async () => {
    const id = await programmeId("street-stories");
    const captions = [
      { lang: "zh-Hant" as const, src: "/uploads/u/2026/11/BBBBBBBBBBBBBBBBBBBBBB.vtt" },
      { lang: "pt" as const, src: "/demo/media/vod/episode-1.pt.vtt" },
    ];
    const made = await send<ConsoleEpisode>(producer, "POST", `/programmes/${id}/episodes`, episode({ mediaUrl: "/demo/media/vod/episode-1-hls/index.m3u8", captions }));
    expect(made.status, made.message).toBe(200);
    expect(made.data.captions).toEqual(captions);
    const played = await publicGet<Episode>(`/api/v1.0/program/review/${made.data.id}`, "pt");
    expect(played.data.captions).toEqual([
      { lang: "zh-Hant", label: "Chinês (tradicional)", src: captions[0]!.src },
      { lang: "pt", label: "Português", src: captions[1]!.src },
    ]);
    const noVideo = await send(producer, "POST", `/programmes/${id}/episodes`, episode());
    expect(noVideo).toMatchObject({ status: 400, message: "The episode needs its video: enter an HLS playlist or upload a video file" });

    const said = {
      en: "Captions must be a WebVTT file (.vtt) on this site",
      zh_TW: "字幕須為本網站上的 WebVTT 檔案（.vtt）",
      zh_CN: "字幕须为本网站上的 WebVTT 文件（.vtt）",
      pt: "As legendas têm de ser um ficheiro WebVTT (.vtt) deste sítio",
    };
    for (const [language, message] of Object.entries(said)) {
      const browser = await signedInStaff(t, "producer", consoleBrowser(t, { language }));
      const refused = await send(browser, "PUT", `/episodes/${made.data.id}`, episode({ mediaUrl: "/demo/media/vod/episode-1-hls/index.m3u8", captions: [{ lang: "en", src: "/uploads/u/2026/11/BBBBBBBBBBBBBBBBBBBBBB.srt" }] }));
      expect(refused).toMatchObject({ status: 400, message });
    }
    const twice = await send(producer, "PUT", `/episodes/${made.data.id}`, episode({ mediaUrl: "/demo/media/vod/episode-1-hls/index.m3u8", captions: [captions[1]!, captions[1]!] }));
    expect(twice).toMatchObject({ status: 400, message: "Each language may have one captions file only" });
  });
});

describe("bad input on the hosts' and features' calls", () => {
  it("answers 4xx envelopes, and succeeds with good input", async () => {
    const headers = producer.headers();
    const id = await programmeId("gourmetwalk");
    const idField = { in: "params" as const, name: "id", kind: "id" as const };
    await checkParams(t, { method: "GET", url: HOSTS, headers });
    const hostFields = [
      { in: "body" as const, name: "name", kind: "text" as const },
      { in: "body" as const, name: "photo", kind: "text" as const },
    ];
    await checkParams(t, { method: "POST", url: HOSTS, headers, body: host({ name: { zh_TW: "檢查", en: "Checked host" } }), fields: hostFields });
    const made = await send<ConsoleHost>(producer, "POST", "/programme-hosts", host({ name: { zh_TW: "檢查二", en: "Checked host two" } }));
    await checkParams(t, { method: "PUT", url: HOST, headers, params: { id: made.data.id }, body: host(), fields: [idField, ...hostFields] });
    await checkParams(t, { method: "DELETE", url: HOST, headers, params: { id: made.data.id }, fields: [idField] });

    const featureFields = [
      { in: "body" as const, name: "title", kind: "text" as const },
      { in: "body" as const, name: "publishedAt", kind: "date" as const },
      { in: "body" as const, name: "published", kind: "bool" as const },
      { in: "body" as const, name: "signature", kind: "bool" as const },
    ];
    await checkParams(t, { method: "POST", url: FEATURES, headers, params: { id }, body: feature(), fields: [idField, ...featureFields] });
    const written = await send<ConsoleFeature>(producer, "POST", `/programmes/${id}/features`, feature());
    await checkParams(t, { method: "PUT", url: FEATURE, headers, params: { id: written.data.id }, body: feature(), fields: [idField, ...featureFields] });
    await checkParams(t, { method: "DELETE", url: FEATURE, headers, params: { id: written.data.id }, fields: [idField] });
  });
});
