import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scheduleTags } from "@portal/contract/cache-tags";
import type { DaySchedule } from "@portal/contract/schemas/broadcast";
import type { ConsoleChannel, ConsoleScheduleWeek, ConsoleSlot, ScheduleImportResult, SlotInput } from "@portal/contract/schemas/broadcast/console";
import { createInvalidationRecordingApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { auditLog } from "../audit/tables.ts";
import { consoleBrowser, signedInStaff, type ConsoleBrowser } from "../staff/staff.test-helper.ts";
import { parseCsv } from "./schedule-import.ts";

const SAMPLE = readFileSync(new URL("../../../../../docs/samples/schedule-week.csv", import.meta.url), "utf8");
const WEEK = "/api/console/v1/schedule";
const IMPORT = "/api/console/v1/schedule/import";
const SLOTS = "/api/console/v1/schedule/slots";
const SLOT = "/api/console/v1/schedule/slots/:id";
const CHANNEL = "/api/console/v1/channels/:code";
const HEADER = "channel,date,start,duration,title_zh,title_en,title_pt,programme,category";

let t: TestApp;
let producer: ConsoleBrowser;
let invalidated: string[][];

beforeAll(async () => {
  ({ app: t, invalidated } = await createInvalidationRecordingApp());
  producer = await signedInStaff(t, "producer");
});
afterAll(() => t.close());

const importCsv = async (browser: ConsoleBrowser, csv: string) => {
  const res = await browser.post("/schedule/import", { csv });
  return { status: res.status, message: res.body.message, data: res.body.data as ScheduleImportResult };
};
const week = async (channel: string) => (await producer.get(`/schedule?channel=${channel}`)).body.data as ConsoleScheduleWeek;
async function publicDay(date: string, channel: string, locale = "en") {
  const res = await t.call({ method: "GET", url: `/api/v1.0/program-list/${date}?channelId=${channel}`, headers: { "api-language": locale } });
  return { headers: res.headers, data: res.body.data as DaySchedule };
}
const titlesOf = (day: DaySchedule) => JSON.stringify(day).match(/"title":"[^"]*"/g) ?? [];

describe("the schedule import", () => {
  it("replaces the week of the file's channel from the sample CSV: the public schedule shows it at once, audited", async () => {
    const before = await week("tdm-macau");
    expect(String((await publicDay("2026-12-01", "tdm-macau")).headers["cache-tag"])).toContain(scheduleTags.all);
    const radioBefore = await week("radio-macau");
    invalidated.length = 0;

    const imported = await importCsv(producer, SAMPLE);
    expect(imported.status, imported.message).toBe(200);
    expect(imported.data).toEqual({ imported: true, week: "2026-11-30", channels: [{ code: "tdm-macau", slots: expect.any(Number) }] });
    expect(invalidated).toEqual([[scheduleTags.all]]);

    const after = await week("tdm-macau");
    // The same broadcast on every day is one slot of all seven weekdays; weekdays and weekend differ at 09:00 and 13:00.
    expect(after.slots.find((s) => s.startMinute === 6 * 60)).toMatchObject({ weekdays: 0b1111111, durationMinutes: 120, title: { zh_TW: "港灣晨曲", en: "Harbour Morning" }, category: "news" });
    expect(after.slots.filter((s) => s.startMinute === 13 * 60).map((s) => s.weekdays).sort()).toEqual([0b0011111, 0b1100000]);
    expect(after.slots).toHaveLength(13);
    expect(after.slots.map((s) => s.id)).not.toContain(before.slots[0]!.id);
    expect((await week("radio-macau")).slots).toEqual(radioBefore.slots);

    const tuesday = titlesOf((await publicDay("2026-12-01", "tdm-macau")).data);
    expect(tuesday).toContain('"title":"Harbour Morning"');
    expect(tuesday).toContain('"title":"Macau Documentaries"');
    const saturday = JSON.stringify((await publicDay("2026-12-05", "tdm-macau", "pt")).data);
    expect(saturday).toContain("Desporto ao Vivo: Macau, Grande Prémio");

    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "schedule.import"));
    expect(entry).toMatchObject({ entity: "broadcast_channel", entityId: "tdm-macau", actorRole: "producer", before: { slots: before.slots.length }, after: { slots: 13, week: "2026-11-30", rows: 77 } });
  });

  it("lists every wrong row in the request's language and writes nothing", async () => {
    const chinese = await signedInStaff(t, "producer", consoleBrowser(t, { language: "zh_TW" }));
    const grid = await week("tdm-macau");
    invalidated.length = 0;
    const csv = [
      HEADER,
      "tdm-macau,2026-12-07,06:00,60,晨早新聞,Morning News,,,news",
      "tdm-nowhere,2026-12-08,07:00,60,節目,Show,,,",
      "tdm-macau,2026-12-15,25:00,0,,,,no-such-show,no-such-category",
      "tdm-macau,2026-12-07,06:30,30,重疊,Overlap,,,",
      "tdm-macau,2026-12-08,08:00,60,太少欄位",
    ].join("\n");
    const refused = await importCsv(chinese, csv);
    expect(refused.status).toBe(200);
    expect(refused.data).toEqual({
      imported: false,
      errors: [
        { line: 3, message: "沒有頻道「tdm-nowhere」" },
        { line: 4, message: "日期 2026-12-15 不在檔案的那一週（2026-12-07 星期一至星期日）" },
        { line: 4, message: "開始時間「25:00」無效，請寫成 HH:MM（澳門時間）" },
        { line: 4, message: "長度「0」必須是 1 至 1440 的整數（分鐘）" },
        { line: 4, message: "缺少中文節目名稱（title_zh）" },
        { line: 4, message: "沒有節目「no-such-show」" },
        { line: 4, message: "沒有節目表分類「no-such-category」" },
        { line: 5, message: "與第 2 行同一頻道的時段重疊" },
        { line: 6, message: "這一行有 5 欄，應為 9 欄" },
      ],
    });
    expect((await week("tdm-macau")).slots).toEqual(grid.slots);
    expect(invalidated).toEqual([]);

    const header = await importCsv(producer, "channel,date\ntdm-macau,2026-12-07");
    expect(header.data).toEqual({ imported: false, errors: [{ line: 1, message: `The first line must be the column names: ${HEADER}` }] });
  });

  it("reads quoted fields with commas, quotes and line breaks, CRLF and a byte-order mark", () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\r\n\r\n"two\nlines",z\n')).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 2, fields: ["x, y", 'say "hi"'] },
      { line: 4, fields: ["two\nlines", "z"] },
    ]);
  });
});

describe("one slot, one channel", () => {
  const send = async <T>(method: "POST" | "PUT" | "DELETE", path: string, payload?: unknown) => {
    const res = await producer.send(method, `/api/console/v1${path}`, payload);
    return { status: res.status, message: res.body.message, data: res.body.data as T };
  };
  const slot = (changes: Partial<SlotInput> = {}): SlotInput => ({ weekdays: 0b1111111, startMinute: 23 * 60, durationMinutes: 60, title: { zh_TW: "午夜爵士", en: "Midnight Jazz" }, category: "music", ...changes });

  it("adds, changes and removes a slot of a channel's week, refusing an overlap; the public day follows at once, audited", async () => {
    const grid = await week("radio-macau");
    const last = grid.slots.reduce((a, b) => (a.startMinute > b.startMinute ? a : b));
    // Make room at the end of the day, then fill it.
    const shortened = await send<ConsoleSlot>("PUT", `/schedule/slots/${last.id}`, { weekdays: last.weekdays, startMinute: last.startMinute, durationMinutes: 23 * 60 - last.startMinute, title: last.title, programSlug: last.programSlug, category: last.category });
    expect(shortened.status, shortened.message).toBe(200);
    invalidated.length = 0;
    const created = await send<ConsoleSlot>("POST", "/schedule/slots", { channel: "radio-macau", ...slot() });
    expect(created.status, created.message).toBe(200);
    expect(created.data).toMatchObject({ startMinute: 1380, durationMinutes: 60, category: "music", title: { en: "Midnight Jazz", pt: "" } });
    expect(invalidated).toEqual([[scheduleTags.all]]);
    expect(titlesOf((await publicDay("2026-12-02", "radio-macau")).data)).toContain('"title":"Midnight Jazz"');

    const overlap = await send("POST", "/schedule/slots", { channel: "radio-macau", ...slot({ weekdays: 0b0000100, startMinute: 23 * 60 + 30, durationMinutes: 15 }) });
    expect(overlap).toMatchObject({ status: 400, message: "It overlaps “Midnight Jazz” at 23:00 on the same day on this channel" });
    const unknown = await send("POST", "/schedule/slots", { channel: "radio-macau", ...slot({ programSlug: "no-such-show" }) });
    expect(unknown).toMatchObject({ status: 400, message: "There is no programme “no-such-show”" });

    const moved = await send<ConsoleSlot>("PUT", `/schedule/slots/${created.data.id}`, slot({ weekdays: 0b1100000 }));
    expect(moved.data.weekdays).toBe(0b1100000);
    expect(titlesOf((await publicDay("2026-12-02", "radio-macau")).data)).not.toContain('"title":"Midnight Jazz"');
    expect((await send("DELETE", `/schedule/slots/${created.data.id}`)).status).toBe(200);
    expect((await send("DELETE", `/schedule/slots/${created.data.id}`)).status).toBe(404);
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(created.data.id)))).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["schedule.slot.create", "schedule.slot.update", "schedule.slot.delete"]));
  });

  it("sets a live channel's origin and switch, refusing an address that is not an https HLS playlist", async () => {
    const set = await send<ConsoleChannel>("PUT", "/channels/tdm-canal-macau", { originUrl: "https://origin.example.mo/live/canal/index.m3u8", liveEnabled: false });
    expect(set.data).toMatchObject({ code: "tdm-canal-macau", originUrl: "https://origin.example.mo/live/canal/index.m3u8", liveEnabled: false });
    expect((await week("tdm-canal-macau")).channel).toMatchObject({ liveEnabled: false });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "channel.update"));
    expect(entry).toMatchObject({ entityId: "tdm-canal-macau", before: { originUrl: null, liveEnabled: true }, after: { liveEnabled: false } });
    for (const bad of ["http://origin.example.mo/a.m3u8", "https://origin.example.mo/a.mp4", "/demo/live.m3u8"]) {
      expect(await send("PUT", "/channels/tdm-canal-macau", { originUrl: bad, liveEnabled: true }), bad).toMatchObject({ status: 400, message: "Enter the https address of the channel's HLS playlist (.m3u8)" });
    }
    expect((await send<ConsoleChannel>("PUT", "/channels/tdm-canal-macau", { originUrl: null, liveEnabled: true })).data).toMatchObject({ originUrl: null, liveEnabled: true });
    expect((await send("PUT", "/channels/no-such-channel", { originUrl: null, liveEnabled: true })).status).toBe(404);
  });
});

describe("a live channel's regions", () => {
  // One proxy in front (TRUST_PROXY=1), no exception for local addresses: X-Forwarded-For is where the visitor is.
  let proxied: TestApp;
  let dropped: string[][];
  let staff: ConsoleBrowser;
  beforeAll(async () => {
    ({ app: proxied, invalidated: dropped } = await createInvalidationRecordingApp({ TRUST_PROXY: "1", LIVE_ALLOW_LOCAL: "false" }));
    staff = await signedInStaff(proxied, "producer");
  });
  afterAll(() => proxied.close());
  const MACAO = { "x-forwarded-for": "202.175.3.3" };
  const PORTUGAL = { "x-forwarded-for": "193.136.0.1" };
  const playlist = (headers: Record<string, string>, language = "en") =>
    proxied.call({ method: "GET", url: "/api/v1.0/live/radio-macau-pt/playlist", headers: { "api-language": language, ...headers } });
  const put = async (body: unknown, language = "en") => {
    const res = await staff.send("PUT", "/api/console/v1/channels/radio-macau-pt", body, { language });
    return { status: res.status, message: res.body.message as string, data: res.body.data as ConsoleChannel };
  };

  it("limits a channel to its own regions at once: a visitor elsewhere is refused in their language, audited, the tag dropped", async () => {
    const before = (await staff.get("/schedule?channel=radio-macau-pt")).body.data as ConsoleScheduleWeek;
    expect(before.channel).toMatchObject({ regions: [], defaultRegions: ["MO"] });
    expect((await playlist(MACAO)).status).toBe(200);
    expect((await playlist(PORTUGAL)).status).toBe(403);

    dropped.length = 0;
    const saved = await put({ originUrl: null, liveEnabled: true, regions: ["pt", "MO", "PT"] });
    expect(saved.status, saved.message).toBe(200);
    expect(saved.data).toMatchObject({ regions: ["MO", "PT"] });
    expect(dropped).toEqual([[scheduleTags.all]]);
    expect((await playlist(PORTUGAL)).status).toBe(200);
    const [entry] = await proxied.database.db.select().from(auditLog).where(eq(auditLog.action, "channel.update"));
    expect(entry).toMatchObject({ entityId: "radio-macau-pt", before: { regions: [] }, after: { regions: ["MO", "PT"] } });

    // Portugal only: the visitor in Macao (the site's own region) is now refused, with no stream address.
    expect((await put({ originUrl: null, liveEnabled: true, regions: ["PT"] })).status).toBe(200);
    const refused = await playlist(MACAO);
    expect(refused.status).toBe(403);
    expect(refused.body.code).not.toBe(0);
    expect(refused.body.message).toBe("This channel's live stream on the web is not available in your region");
    expect(JSON.stringify(refused.body)).not.toMatch(/live-media|m3u8|sig=/);
    expect((await playlist(MACAO, "pt")).body.message).toBe("A emissão em direto deste canal na Internet não está disponível na sua região");
    // The other channels keep the site's LIVE_REGIONS.
    expect((await proxied.call({ method: "GET", url: "/api/v1.0/live/radio-macau/playlist", headers: MACAO })).status).toBe(200);

    // Back to the site's regions.
    expect((await put({ originUrl: null, liveEnabled: true, regions: [] })).data).toMatchObject({ regions: [] });
    expect((await playlist(MACAO)).status).toBe(200);
  });

  it("refuses an unknown region code in the request's language and changes nothing", async () => {
    expect(await put({ originUrl: null, liveEnabled: true, regions: ["MO", "ZZ"] })).toMatchObject({ status: 400, message: "Choose regions from the list (ISO 3166 country codes such as MO or HK)" });
    expect(await put({ originUrl: null, liveEnabled: true, regions: ["MAC"] }, "zh_TW")).toMatchObject({ status: 400, message: "請從清單中選擇地區（ISO 3166 國家或地區代碼，例如 MO、HK）" });
    expect(await put({ originUrl: null, liveEnabled: true, regions: ["EU"] }, "pt")).toMatchObject({ status: 400, message: "Escolha regiões da lista (códigos de país ISO 3166, como MO ou HK)" });
    expect((await put({ originUrl: null, liveEnabled: true, regions: "MO" })).status).toBe(400);
    expect(((await staff.get("/schedule?channel=radio-macau-pt")).body.data as ConsoleScheduleWeek).channel.regions).toEqual([]);
  });
});

describe("bad input on the producer's schedule calls", () => {
  it("answers 4xx envelopes, and succeeds with good input", async () => {
    const headers = producer.headers();
    await checkParams(t, { method: "GET", url: WEEK, headers, query: { channel: "radio-macau" }, fields: [{ in: "query", name: "channel", kind: "slug" }] });
    await checkParams(t, { method: "POST", url: IMPORT, headers, body: { csv: SAMPLE }, fields: [{ in: "body", name: "csv", kind: "text" }] });
    const slotFields = [
      { in: "body" as const, name: "weekdays", kind: "seconds" as const },
      { in: "body" as const, name: "startMinute", kind: "seconds" as const },
      { in: "body" as const, name: "title", kind: "text" as const },
      { in: "body" as const, name: "programSlug", kind: "slug" as const },
    ];
    const body = { weekdays: 1, startMinute: 0, durationMinutes: 1, title: { zh_TW: "檢查" } };
    const free = (await week("radio-macau-pt")).slots[0]!;
    await producer.send("DELETE", `/api/console/v1/schedule/slots/${free.id}`);
    await checkParams(t, { method: "POST", url: SLOTS, headers, body: { ...body, channel: "radio-macau-pt" }, fields: [...slotFields, { in: "body", name: "channel", kind: "slug" }] });
    const made = (await week("radio-macau-pt")).slots.find((s) => s.startMinute === 0)!;
    const idField = { in: "params" as const, name: "id", kind: "id" as const };
    await checkParams(t, { method: "PUT", url: SLOT, headers, params: { id: made.id }, body, fields: [idField, ...slotFields] });
    await checkParams(t, { method: "DELETE", url: SLOT, headers, params: { id: made.id }, fields: [idField] });
    await checkParams(t, {
      method: "PUT",
      url: CHANNEL,
      headers,
      params: { code: "radio-macau-pt" },
      body: { originUrl: null, liveEnabled: true, regions: [] },
      fields: [{ in: "params", name: "code", kind: "slug" }, { in: "body", name: "originUrl", kind: "text" }, { in: "body", name: "liveEnabled", kind: "bool" }, { in: "body", name: "regions", kind: "text" }],
    });
  });
});
