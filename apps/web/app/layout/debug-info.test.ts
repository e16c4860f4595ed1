import { describe, expect, it } from "vitest";
import { clearFrameStorage, summarizeStoredState } from "./debug-info.ts";
import { serializeFontSize } from "./font-size.ts";
import { STORAGE_KEYS } from "../browser/storage-keys.ts";
import { memoryStorage } from "../browser/memory-storage.test-support.ts";
import { weatherEntry } from "./weather-cache.ts";

const NOW = Date.UTC(2026, 10, 23, 2, 0);

describe("debug page storage summary", () => {
  const local = () =>
    memoryStorage({
      [STORAGE_KEYS.memberToken]: "secret-token-value",
      [STORAGE_KEYS.fontSize]: serializeFontSize(18, NOW),
      [STORAGE_KEYS.cookieConsent]: String(NOW - 1000),
    });
  const session = () =>
    memoryStorage({
      [STORAGE_KEYS.weather]: JSON.stringify(
        weatherEntry({ t: 20, date: "2026-11-23", cover: "", description: "", humidity: null, min: null, max: null, observedAt: "" }, NOW, "en"),
      ),
      [STORAGE_KEYS.noticeClosed]: "1",
    });

  it("summarises the stored state and never shows the member's token", () => {
    const summary = summarizeStoredState(local(), session(), NOW);
    expect(summary).toMatchObject({ fontSize: 18, cookieState: "chosen", memberSignedIn: true, noticeClosed: true });
    expect(summary.weather).toContain("20°C");
    expect(summary.cookieConsent).toBe(`${new Date(NOW - 1000).toISOString()} · v1 · analytics`);
    expect(JSON.stringify(summary)).not.toContain("secret-token-value");
  });

  it("clears the frame's settings but keeps the member signed in", () => {
    const l = local();
    const s = session();
    clearFrameStorage(l, s);
    expect([...l.data.keys()]).toEqual([STORAGE_KEYS.memberToken]);
    expect(s.data.size).toBe(0);
  });
});
