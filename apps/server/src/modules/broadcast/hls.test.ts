import { describe, expect, it } from "vitest";
import { checkSignature, livePlaylist, liveWindow, SEGMENT_SECONDS, SEGMENTS, sign, signedPath, WINDOW } from "./hls.ts";
import { addDays, expandDay, macauMidnight, nowAndNext, weekdayIndex } from "./schedule.ts";

const at = (iso: string) => new Date(iso);
const sequenceOf = (text: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1]);
const urls = (text: string) => text.split("\n").filter((line) => line && !line.startsWith("#"));

describe("the live playlist, by the clock", () => {
  it("slides: the media sequence advances one per segment of wall-clock time", () => {
    const t0 = at("2026-11-25T10:00:00.000Z");
    const first = livePlaylist(t0, (k, file) => `${file}?k=${k}`);
    const later = livePlaylist(new Date(t0.getTime() + 3 * SEGMENT_SECONDS * 1000), (k, file) => `${file}?k=${k}`);
    expect(sequenceOf(later) - sequenceOf(first)).toBe(3);
    expect(urls(first)).toHaveLength(WINDOW);
    // The last segment listed has fully aired: it ends at or before now.
    const newest = liveWindow(t0).at(-1)!;
    expect((newest + 1) * SEGMENT_SECONDS * 1000).toBeLessThanOrEqual(t0.getTime());
    expect((newest + 2) * SEGMENT_SECONDS * 1000).toBeGreaterThan(t0.getTime());
  });

  it("is a live playlist: no end tag, a date-time per segment, the loop's files in order", () => {
    const text = livePlaylist(at("2026-11-25T10:00:00.000Z"), (_k, file) => file);
    expect(text).not.toContain("#EXT-X-ENDLIST");
    expect(text).toContain(`#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`);
    expect(text.match(/#EXT-X-PROGRAM-DATE-TIME:/g)).toHaveLength(WINDOW);
    const window = liveWindow(at("2026-11-25T10:00:00.000Z"));
    expect(urls(text)).toEqual(window.map((k) => `seg-00${k % SEGMENTS}.ts`));
  });

  it("marks a discontinuity where the loop starts again, and counts the ones that slid out", () => {
    // Segment 8000 is file 0 (a wrap); at the moment 8002 has aired, the window holds 7997..8002.
    const now = new Date((8002 + 1) * SEGMENT_SECONDS * 1000 + 500);
    expect(liveWindow(now)).toEqual([7997, 7998, 7999, 8000, 8001, 8002]);
    const text = livePlaylist(now, (k, file) => `${file}#${k}`);
    const lines = text.split("\n");
    const wrap = lines.indexOf("seg-000.ts#8000");
    expect(lines.slice(wrap - 3, wrap)).toEqual(["#EXT-X-DISCONTINUITY", `#EXT-X-PROGRAM-DATE-TIME:${new Date(8000 * 6000).toISOString()}`, "#EXTINF:6.000,"]);
    expect(text.match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(1);
    expect(text).toContain(`#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(7997 / SEGMENTS)}`);
    // Once the wrap slid out of the window, the count moved on by one.
    const after = livePlaylist(new Date((8006 + 1) * SEGMENT_SECONDS * 1000), (_k, f) => f);
    expect(after).toContain(`#EXT-X-DISCONTINUITY-SEQUENCE:${8001 >> 3}`);
    expect(after).not.toContain("#EXT-X-DISCONTINUITY\n");
  });
});

describe("signed stream addresses", () => {
  const secret = "s".repeat(40);
  const now = at("2026-11-25T10:00:00Z");
  const query = (url: string) => Object.fromEntries(new URL(url, "http://x").searchParams);

  it("accepts its own signature until it expires", () => {
    const { url, exp } = signedPath(secret, "/live-media/tdm-macau/index.m3u8", now, 600, null);
    expect(exp).toBe(now.getTime() / 1000 + 600);
    expect(checkSignature(secret, "/live-media/tdm-macau/index.m3u8", query(url), now, null)).toBe("valid");
    expect(checkSignature(secret, "/live-media/tdm-macau/index.m3u8", query(url), new Date(now.getTime() + 600_000), null)).toBe("valid");
    expect(checkSignature(secret, "/live-media/tdm-macau/index.m3u8", query(url), new Date(now.getTime() + 601_000), null)).toBe("expired");
  });

  it("refuses another path, a changed expiry, another key, a missing or malformed signature", () => {
    const { url } = signedPath(secret, "/live-media/tdm-macau/index.m3u8", now, 600, null);
    const q = query(url);
    expect(checkSignature(secret, "/live-media/radio-macau/index.m3u8", q, now, null)).toBe("invalid");
    expect(checkSignature(secret, "/live-media/tdm-macau/index.m3u8", { ...q, exp: String(Number(q.exp) + 3600) }, now, null)).toBe("invalid");
    expect(checkSignature("t".repeat(40), "/live-media/tdm-macau/index.m3u8", q, now, null)).toBe("invalid");
    expect(checkSignature(secret, "/live-media/tdm-macau/index.m3u8", { exp: q.exp }, now, null)).toBe("missing");
    expect(checkSignature(secret, "/live-media/tdm-macau/index.m3u8", { exp: "soon", sig: q.sig }, now, null)).toBe("missing");
    expect(checkSignature(secret, "/live-media/tdm-macau/index.m3u8", { exp: q.exp, sig: [q.sig] }, now, null)).toBe("missing");
  });

  it("binds to the client's address when asked", () => {
    const exp = now.getTime() / 1000 + 60;
    const sig = sign(secret, "/p", exp, "202.175.3.3");
    expect(checkSignature(secret, "/p", { exp: String(exp), sig }, now, "202.175.3.3")).toBe("valid");
    expect(checkSignature(secret, "/p", { exp: String(exp), sig }, now, "60.246.0.1")).toBe("invalid");
  });
});

describe("the schedule from the weekly grid", () => {
  const DAILY = 0b1111111;
  const slots = [
    { id: "late", weekdays: DAILY, startMinute: 23 * 60, durationMinutes: 120 },
    { id: "morning", weekdays: DAILY, startMinute: 60, durationMinutes: 23 * 60 - 60 },
    { id: "saturday-only", weekdays: 0b0100000, startMinute: 0, durationMinutes: 60 },
    { id: "weekday-night", weekdays: 0b0011111, startMinute: 0, durationMinutes: 60 },
  ];

  it("places a day's slots on its Macao date, by weekday", () => {
    expect(weekdayIndex("2026-11-23")).toBe(0); // a Monday
    expect(weekdayIndex("2026-11-29")).toBe(6); // a Sunday
    expect(macauMidnight("2026-11-25").toISOString()).toBe("2026-11-24T16:00:00.000Z");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(expandDay(slots, "2026-11-28").map((e) => e.slot.id)).toEqual(["saturday-only", "morning", "late"]);
    expect(expandDay(slots, "2026-11-25").map((e) => e.slot.id)).toEqual(["weekday-night", "morning", "late"]);
    expect(expandDay(slots, "2026-11-29").map((e) => e.slot.id)).toEqual(["morning", "late"]);
  });

  it("finds what is on air across midnight, and what follows", () => {
    // 00:30 on Sunday 29 November in Macao: Saturday's 23:00 slot is still on (two hours).
    const { now, next } = nowAndNext(slots, "2026-11-29", at("2026-11-28T16:30:00Z"));
    expect(now?.slot.id).toBe("late");
    expect(now?.start.toISOString()).toBe("2026-11-28T15:00:00.000Z");
    expect(next?.slot.id).toBe("morning");
  });
});
