import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DaySchedule, ScheduleItem } from "@portal/contract/schemas/broadcast";
import { checkParams } from "../../test/check-params.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { escapeText, foldLine } from "./reminder-ics.ts";

/**
 * "Remind me" (docs/media.md): GET /api/v1.0/program-list/{id}/reminder.ics — a schedule entry as an iCalendar file
 * (RFC 5545), parsed here line by line: folding, escaping, the time zone, the event and its alarm.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://portal.example" });
});
afterAll(() => t.close());

const REMINDER = "/api/v1.0/program-list/:id/reminder.ics";
/** 19:45 on Wednesday 25 November 2026 in Macao. */
const WEDNESDAY_EVENING = new Date("2026-11-25T11:45:00Z");

interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}
interface Component {
  name: string;
  properties: Property[];
  components: Component[];
}

/**
 * A strict reader of iCalendar text: CRLF line ends, physical lines of at most 75 octets, unfolding, then
 * BEGIN/END nesting into components of properties (NAME;PARAM=VALUE:value).
 */
function parseCalendar(text: string): Component {
  expect(text.endsWith("\r\n"), "ends with CRLF").toBe(true);
  const physical = text.slice(0, -2).split("\r\n");
  for (const line of physical) {
    expect(line.includes("\n") || line.includes("\r"), `bare line break in ${JSON.stringify(line)}`).toBe(false);
    expect(Buffer.byteLength(line, "utf8"), `line of more than 75 octets: ${line}`).toBeLessThanOrEqual(75);
  }
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(" ") || line.startsWith("\t")) logical[logical.length - 1] += line.slice(1);
    else logical.push(line);
  }
  const root: Component = { name: "", properties: [], components: [] };
  const stack = [root];
  for (const line of logical) {
    const colon = line.indexOf(":");
    expect(colon, `a property line: ${line}`).toBeGreaterThan(0);
    const [name, ...params] = line.slice(0, colon).split(";");
    const value = line.slice(colon + 1);
    const top = stack[stack.length - 1]!;
    if (name === "BEGIN") {
      const child: Component = { name: value, properties: [], components: [] };
      top.components.push(child);
      stack.push(child);
    } else if (name === "END") {
      expect(top.name, "END matches BEGIN").toBe(value);
      stack.pop();
    } else {
      top.properties.push({ name: name!, params: Object.fromEntries(params.map((p) => p.split("=") as [string, string])), value });
    }
  }
  expect(stack, "every component ended").toHaveLength(1);
  expect(root.components).toHaveLength(1);
  return root.components[0]!;
}

const prop = (component: Component, name: string) => component.properties.find((p) => p.name === name);
const child = (component: Component, name: string) => component.components.find((c) => c.name === name);
const unescape = (value: string) => value.replace(/\\n/gi, "\n").replace(/\\([\\;,])/g, "$1");
/** A DATE-TIME of Asia/Macau (declared +0800 below) or UTC, as an instant. */
function instant(p: Property | undefined): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/.exec(p?.value ?? "");
  expect(m, `a DATE-TIME: ${p?.value}`).not.toBeNull();
  const [, y, mo, d, h, mi, s, z] = m!;
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  if (z) return utc;
  expect(p!.params.TZID).toBe("Asia/Macau");
  return utc - 8 * 3_600_000;
}

async function day(date: string, lang = "en"): Promise<DaySchedule> {
  const res = await t.call({ method: "GET", url: `/api/v1.0/program-list/${date}?channelId=tdm-macau`, headers: { "api-language": lang } });
  return res.body.data as DaySchedule;
}

async function reminder(id: string, query = "") {
  return t.app.inject({ method: "GET", url: `/api/v1.0/program-list/${id}/reminder.ics${query}` });
}

describe("GET /api/v1.0/program-list/{id}/reminder.ics", () => {
  it("answers an upcoming programme as a calendar file: Macao time, title, channel, a UID and an alarm 10 minutes before", async () => {
    t.clock.now = WEDNESDAY_EVENING;
    const tomorrow = await day("2026-11-26");
    const item = tomorrow.items.find((i) => i.programSlug === "macau-tonight") as ScheduleItem;
    expect(item.id).toMatch(/^20261126-\d+$/);

    const res = await reminder(item.id, "?lang=en");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="tdm-macau-${item.id}.ics"`);

    const calendar = parseCalendar(res.body);
    expect(calendar.name).toBe("VCALENDAR");
    expect(prop(calendar, "VERSION")?.value).toBe("2.0");
    expect(prop(calendar, "PRODID")?.value).toBeTruthy();
    const zone = child(calendar, "VTIMEZONE")!;
    expect(prop(zone, "TZID")?.value).toBe("Asia/Macau");
    const standard = child(zone, "STANDARD")!;
    expect([prop(standard, "TZOFFSETFROM")?.value, prop(standard, "TZOFFSETTO")?.value]).toEqual(["+0800", "+0800"]);

    const event = child(calendar, "VEVENT")!;
    expect(instant(prop(event, "DTSTART"))).toBe(Date.parse(item.start));
    expect(instant(prop(event, "DTEND"))).toBe(Date.parse(item.end));
    expect(prop(event, "DTSTART")?.value).toBe("20261126T193000");
    expect(instant(prop(event, "DTSTAMP"))).toBe(WEDNESDAY_EVENING.getTime());
    expect(prop(event, "UID")?.value).toBe(`${item.id}.tdm-macau@portal.example`);
    const channel = tomorrow.channel.name;
    expect(unescape(prop(event, "SUMMARY")!.value)).toBe(`${item.title} (${channel})`);
    expect(unescape(prop(event, "LOCATION")!.value)).toBe(channel);
    const description = unescape(prop(event, "DESCRIPTION")!.value);
    expect(description).toBe(
      `${channel} · ${item.category!.name}\nWatch live: https://portal.example/en/live?channel=tdm-macau\nProgramme: https://portal.example/en/program-detail/macau-tonight`,
    );
    expect(unescape(prop(event, "CATEGORIES")!.value)).toBe(item.category!.name);
    expect(prop(event, "URL")?.value).toBe("https://portal.example/en/live?channel=tdm-macau");

    const alarm = child(event, "VALARM")!;
    expect(prop(alarm, "ACTION")?.value).toBe("DISPLAY");
    expect(prop(alarm, "TRIGGER")?.value).toBe("-PT10M");
    expect(unescape(prop(alarm, "DESCRIPTION")!.value)).toBe(`${item.title} starts in 10 minutes on ${channel}`);

    // The same entry again: the same UID (a calendar updates its event instead of adding one).
    expect(prop(child(parseCalendar((await reminder(item.id, "?lang=en")).body), "VEVENT")!, "UID")?.value).toBe(`${item.id}.tdm-macau@portal.example`);
  });

  it("writes the texts in the language asked, folded without splitting a character", async () => {
    t.clock.now = WEDNESDAY_EVENING;
    const zh = await day("2026-11-26", "zh_TW");
    const item = zh.items.find((i) => i.programSlug === "macau-tonight")!;
    const event = child(parseCalendar((await reminder(item.id, "?lang=zh-hant")).body), "VEVENT")!;
    expect(unescape(prop(event, "SUMMARY")!.value)).toBe(`${item.title}（${zh.channel.name}）`);
    expect(unescape(prop(child(event, "VALARM")!, "DESCRIPTION")!.value)).toBe(`${item.title} 將於 10 分鐘後在${zh.channel.name}播出`);
    expect(unescape(prop(event, "DESCRIPTION")!.value)).toContain("/zh-hant/live?channel=tdm-macau");
    // Without ?lang, the request's language.
    const ptDay = await day("2026-11-26", "pt");
    const ptItem = ptDay.items.find((i) => i.id === item.id)!;
    expect(ptItem.title).not.toBe(item.title);
    const pt = await t.app.inject({ method: "GET", url: `/api/v1.0/program-list/${item.id}/reminder.ics`, headers: { "api-language": "pt" } });
    expect(unescape(prop(child(parseCalendar(pt.body), "VEVENT")!, "SUMMARY")!.value)).toBe(`${ptItem.title} (${ptDay.channel.name})`);
  });

  it("answers 404 for an entry that does not exist, does not air that day or lies outside the published fortnight", async () => {
    t.clock.now = WEDNESDAY_EVENING;
    const saturday = await day("2026-11-28");
    const sport = saturday.items.find((i) => i.programSlug === "sport-weekly")!;
    const slot = sport.id.split("-")[1];
    expect((await reminder(sport.id)).statusCode).toBe(200);
    const missing = [`20261126-${slot}` /* a weekend slot on a Thursday */, "20261126-999999", `20261219-${slot}` /* 3 weeks ahead */, `20261031-${slot}`];
    for (const id of missing) {
      const res = await t.call({ method: "GET", url: `/api/v1.0/program-list/${id}/reminder.ics?lang=pt`, headers: { "api-language": "en" } });
      expect(res.status, id).toBe(404);
      expect(res.body.code, id).toBe(404);
      expect(res.body.message, `${id}: in the language of ?lang=`).toBe("O recurso pedido não foi encontrado");
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
    }
  });

  it("refuses malformed ids and languages with a 400 envelope", async () => {
    for (const id of ["abc", "20261345-1", "2026-11-26-1", "20261126-", "20261126-0", "20261126-1.5"]) {
      const res = await t.call({ method: "GET", url: `/api/v1.0/program-list/${id}/reminder.ics`, headers: { "api-language": "en" } });
      expect(res.status, id).toBe(400);
      expect(res.body.code, id).not.toBe(0);
      expect(res.body.message, id).toMatch(/id/);
    }
    await checkParams(t, {
      method: "GET",
      url: REMINDER,
      params: { id: "20261126-1" },
      fields: [
        { in: "params", name: "id", kind: "slug" },
        { in: "params", name: "id", kind: "date" },
        { in: "query", name: "lang", kind: "enum" },
      ],
      expectOk: false,
    });
  });
});

describe("iCalendar text", () => {
  it("escapes TEXT values", () => {
    expect(escapeText("News; sport, weather\\more\nnext")).toBe("News\\; sport\\, weather\\\\more\\nnext");
  });
  it("folds long lines at 75 octets, never inside a character", () => {
    const line = `SUMMARY:${"澳門新聞".repeat(20)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part, "utf8")).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(" "))).toBe(true);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join("")).toBe(line);
    expect(foldLine("SHORT:x")).toBe("SHORT:x");
  });
});
