import { DEFAULT_FONT_SIZE, FONT_SIZES, type FontSize } from "@portal/contract/constants";
import { macauDate } from "./macau-time.ts";
import { STORAGE_KEYS, type KeyValueStore } from "../browser/storage-keys.ts";

/**
 * The text-size switch (spec §4, §9): 16, 18 or 20 px, default 16, stored in localStorage with the date it was
 * chosen. The choice applies by setting `--font-base` on <html> (every rem follows); the frame's boot script
 * (boot.ts) applies the stored size before the first paint so that the page does not jump.
 */
export interface StoredFontSize {
  size: FontSize;
  date: string;
}

export function isFontSize(value: unknown): value is FontSize {
  return typeof value === "number" && (FONT_SIZES as readonly number[]).includes(value);
}

export function parseFontSize(raw: string | null): FontSize {
  if (!raw) return DEFAULT_FONT_SIZE;
  try {
    const stored = JSON.parse(raw) as Partial<StoredFontSize> | null;
    return stored && isFontSize(stored.size) ? stored.size : DEFAULT_FONT_SIZE;
  } catch {
    return DEFAULT_FONT_SIZE;
  }
}

export function serializeFontSize(size: FontSize, now: number): string {
  const stored: StoredFontSize = { size, date: macauDate(now) };
  return JSON.stringify(stored);
}

export function readFontSize(storage: KeyValueStore | null): FontSize {
  return parseFontSize(storage?.getItem(STORAGE_KEYS.fontSize) ?? null);
}

/** Stores the choice (the default is stored too: the visitor chose it) and applies it to the document. */
export function saveFontSize(storage: KeyValueStore | null, size: FontSize, now: number): void {
  try {
    storage?.setItem(STORAGE_KEYS.fontSize, serializeFontSize(size, now));
  } catch {
    // The size still applies to this page.
  }
}

export function applyFontSize(root: { style: Pick<CSSStyleDeclaration, "setProperty"> }, size: FontSize): void {
  root.style.setProperty("--font-base", `${size}px`);
}
