import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DataDictionary, DictionaryEntry } from "@portal/contract/schemas/common";
import { countries, dictionaryEntries } from "./tables.ts";
import { checkParams } from "../../test/check-params.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.delete(dictionaryEntries);
  await db.delete(countries);
  await db.insert(dictionaryEntries).values([
    { slug: "education", value: "tertiary", label: { zh_TW: "高等教育", en: "Tertiary education" }, sortOrder: 2 },
    { slug: "education", value: "secondary", label: { zh_TW: "中學", en: "Secondary school" }, sortOrder: 1 },
    { slug: "education", value: "master", parentValue: "tertiary", label: { zh_TW: "碩士", en: "Master's degree" }, sortOrder: 2 },
    { slug: "education", value: "bachelor", parentValue: "tertiary", label: { zh_TW: "學士", en: "Bachelor's degree" }, sortOrder: 1 },
    { slug: "education", value: "phd", parentValue: "master", label: { zh_TW: "博士", en: "Doctorate" } },
    { slug: "education", value: "lost", parentValue: "no_such_parent", label: { zh_TW: "其他", en: "Other" }, sortOrder: 9 },
    { slug: "profession", value: "media", label: { zh_TW: "傳媒", en: "Media", pt: "Comunicação social" } },
    { slug: "monthly_profit", value: "below_10000", label: { zh_TW: "一萬以下", en: "Below MOP 10,000" } },
    { slug: "not_a_group", value: "x", label: { zh_TW: "不應出現" } },
  ]);
  await db.insert(countries).values([
    { code: "PT", dialCode: "351", label: { zh_TW: "葡萄牙", en: "Portugal", pt: "Portugal" }, sortOrder: 2 },
    { code: "MO", dialCode: "853", label: { zh_TW: "中國澳門", en: "Macao, China", pt: "Macau, China" }, sortOrder: 1 },
  ]);
});
afterAll(() => t.close());

const get = (url: string, language = "zh_TW") => t.call({ method: "GET", url, headers: { "api-language": language } });

describe("GET /api/v1.0/common/dictionary", () => {
  it("answers the tree of a group in the request's language, in sort order", async () => {
    const en = await get("/api/v1.0/common/dictionary?slug=education", "en");
    expect(en.status).toBe(200);
    expect(en.body.data as DictionaryEntry[]).toEqual([
      { label: "Secondary school", value: "secondary", children: [] },
      {
        label: "Tertiary education",
        value: "tertiary",
        children: [
          { label: "Bachelor's degree", value: "bachelor", children: [] },
          { label: "Master's degree", value: "master", children: [{ label: "Doctorate", value: "phd", children: [] }] },
        ],
      },
      // An entry whose parent is missing is shown at the top rather than lost.
      { label: "Other", value: "lost", children: [] },
    ]);
    const zh = (await get("/api/v1.0/common/dictionary?slug=education")).body.data as DictionaryEntry[];
    expect(zh[1]!.children.map((c) => c.label)).toEqual(["學士", "碩士"]);
    const hans = (await get("/api/v1.0/common/dictionary?slug=education", "zh_CN")).body.data as DictionaryEntry[];
    expect(hans[1]!.children.map((c) => c.label)).toEqual(["学士", "硕士"]);
    expect(en.headers["cache-control"]).toMatch(/^public, max-age=3600/);
  });

  it("knows only education, profession and monthly_profit", async () => {
    const res = await get("/api/v1.0/common/dictionary?slug=not_a_group", "en");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("The parameter slug is not valid");
  });

  it("passes the bad-input check", async () => {
    await checkParams(t, {
      method: "GET",
      url: "/api/v1.0/common/dictionary",
      query: { slug: "profession" },
      fields: [
        { in: "query", name: "slug", kind: "slug" },
        { in: "query", name: "slug", kind: "enum" },
      ],
    });
  });
});

describe("GET /api/v1.0/common/data-dictionary", () => {
  it("answers the three groups and the countries in one answer", async () => {
    const pt = (await get("/api/v1.0/common/data-dictionary", "pt")).body.data as DataDictionary;
    expect(Object.keys(pt).sort()).toEqual(["countries", "education", "monthly_profit", "profession"]);
    expect(pt.profession).toEqual([{ label: "Comunicação social", value: "media", children: [] }]);
    expect(pt.monthly_profit).toEqual([{ label: "Below MOP 10,000", value: "below_10000", children: [] }]);
    expect(pt.education.map((e) => e.value)).toEqual(["secondary", "tertiary", "lost"]);
    expect(pt.countries).toEqual([
      { code: "MO", label: "Macau, China", value: "853" },
      { code: "PT", label: "Portugal", value: "351" },
    ]);
    const zh = (await get("/api/v1.0/common/data-dictionary")).body.data as DataDictionary;
    expect(zh.countries[0]!.label).toBe("中國澳門");
    const hans = (await get("/api/v1.0/common/data-dictionary", "zh_CN")).body.data as DataDictionary;
    expect(hans.countries.map((c) => c.label)).toEqual(["中国澳门", "葡萄牙"]);
  });

  it("passes the bad-input check", async () => {
    await checkParams(t, { method: "GET", url: "/api/v1.0/common/data-dictionary" });
  });
});
