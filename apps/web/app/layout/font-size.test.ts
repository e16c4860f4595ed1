import { describe, expect, it } from "vitest";
import { DEFAULT_FONT_SIZE } from "@portal/contract/constants";
import { applyFontSize, parseFontSize, readFontSize, saveFontSize, serializeFontSize } from "./font-size.ts";
import { STORAGE_KEYS } from "../browser/storage-keys.ts";
import { memoryStorage } from "../browser/memory-storage.test-support.ts";

describe("font size", () => {
  it("stores the size with the Macao date it was chosen", () => {
    const evening = Date.UTC(2026, 10, 23, 17, 0); // 01:00 on the 24th in Macao
    expect(JSON.parse(serializeFontSize(18, evening))).toEqual({ size: 18, date: "2026-11-24" });
  });

  it("reads back what it stored", () => {
    const storage = memoryStorage();
    expect(readFontSize(storage)).toBe(DEFAULT_FONT_SIZE);
    saveFontSize(storage, 20, Date.now());
    expect(readFontSize(storage)).toBe(20);
  });

  it("falls back to 16 for anything that is not 16, 18 or 20", () => {
    for (const raw of [null, "", "18", "{bad", JSON.stringify({ size: 17 }), JSON.stringify({ size: "18" }), "null"]) {
      expect(parseFontSize(raw), String(raw)).toBe(16);
    }
    expect(parseFontSize(JSON.stringify({ size: 18, date: "2020-01-01" }))).toBe(18);
  });

  it("applies the size as --font-base", () => {
    const set: Array<[string, string]> = [];
    applyFontSize({ style: { setProperty: (name: string, value: string | null) => void set.push([name, String(value)]) } }, 18);
    expect(set).toEqual([["--font-base", "18px"]]);
  });

  it("survives a storage that refuses writes", () => {
    const storage = { ...memoryStorage(), setItem: () => { throw new Error("quota"); } };
    expect(() => saveFontSize(storage, 18, Date.now())).not.toThrow();
    expect(storage.getItem(STORAGE_KEYS.fontSize)).toBeNull();
  });
});
