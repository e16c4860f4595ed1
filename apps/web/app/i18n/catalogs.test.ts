import { describe, expect, it } from "vitest";
import { URL_LANGS } from "@portal/contract/locales";

// Every messages.ts (and *-messages.ts) in the web app, found at test time: a new area's catalog is checked without being listed.
const modules = import.meta.glob<Record<string, unknown>>(["../**/messages.ts", "../**/*-messages.ts"], { eager: true });

describe("message catalogs", () => {
  it("finds the catalogs", () => {
    expect(Object.keys(modules).length).toBeGreaterThan(0);
  });

  for (const [file, module] of Object.entries(modules)) {
    for (const [exportName, value] of Object.entries(module)) {
      const catalog = value as Record<string, Record<string, string>>;
      if (!catalog || typeof catalog !== "object" || !("zh-hant" in catalog)) continue;
      it(`${file} ${exportName}: every key in all four languages, none empty`, () => {
        const keys = Object.keys(catalog["zh-hant"]!).sort();
        for (const lang of URL_LANGS) {
          expect(catalog[lang], `${lang} catalog`).toBeDefined();
          expect(Object.keys(catalog[lang]!).sort(), `${lang} keys`).toEqual(keys);
          for (const key of keys) expect(catalog[lang]![key]!.trim(), `${lang}.${key}`).not.toBe("");
        }
      });
    }
  }
});
