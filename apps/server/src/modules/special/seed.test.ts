import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CompetitionDetail, CompetitionEntryPage } from "@portal/contract/schemas/competition";
import type { SpecialItemPage } from "@portal/contract/schemas/special";
import { specials } from "./tables.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";

// Issue 21 item 18: the contest page said "Twelve finalists" and listed six. Demo content agrees with itself: every
// number of finalists a competition's texts state (its summary, rules, programmes, reviews and news, in the four
// languages, as the API answers them) is the number of entries it has.

const EN = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"];
const PT = ["zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove", "dez", "onze", "doze", "treze", "catorze", "quinze", "dezasseis", "dezassete", "dezoito", "dezanove", "vinte"];
const ZH_DIGITS: Record<string, number> = { 〇: 0, 零: 0, 一: 1, 二: 2, 兩: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

/** A Chinese number up to 99 (十二, 二十, 六) or digits. */
function zhNumber(text: string): number {
  if (/^\d+$/.test(text)) return Number(text);
  const [tens, ones] = text.includes("十") ? text.split("十") : ["", text];
  const unit = ones ? (ZH_DIGITS[ones] ?? Number.NaN) : 0;
  if (!text.includes("十")) return unit;
  return (tens ? (ZH_DIGITS[tens] ?? Number.NaN) : 1) * 10 + unit;
}

const wordNumber = (words: string[]) => (word: string) => (/^\d+$/.test(word) ? Number(word) : words.indexOf(word.toLowerCase()));
/** A number written in digits or as one of `words`, then `noun`. */
const numberBefore = (words: string[], noun: string) => new RegExp(`(?<![\\p{L}\\d])(\\d+|${words.join("|")})\\s+${noun}(?![\\p{L}])`, "giu");

/** How each language states a number of finalists, and how to read the number. */
const STATED: Record<string, { pattern: RegExp; read: (word: string) => number }> = {
  zh_TW: { pattern: /([〇零一二兩三四五六七八九十\d]+)\s*(?:位|人|名)(?:入圍|晉身決賽|決賽)/g, read: zhNumber },
  zh_CN: { pattern: /([〇零一二两三四五六七八九十\d]+)\s*(?:位|人|名)(?:入围|晋身决赛|决赛)/g, read: zhNumber },
  en: { pattern: numberBefore(EN, "finalists"), read: wordNumber(EN) },
  pt: { pattern: numberBefore(PT, "finalistas"), read: wordNumber(PT) },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function dataOf<T>(url: string, language: string): Promise<T> {
  const res = await t.call({ method: "GET", url, headers: { "api-language": language } });
  expect(res.status, url).toBe(200);
  return res.body.data as T;
}

/** Every text of a competition a visitor reads on its pages, in one language. */
async function textsOf(id: number, slug: string, language: string): Promise<string[]> {
  const detail = await dataOf<CompetitionDetail>(`/api/v1.0/competition/detail?id=${id}`, language);
  const part = `competitionId=${id}&pageSize=50`;
  const pages = await Promise.all([
    dataOf<SpecialItemPage>(`/api/v1.0/competition/related-program?${part}`, language),
    dataOf<SpecialItemPage>(`/api/v1.0/competition/news?${part}`, language),
    dataOf<SpecialItemPage>(`/api/v1.0/competition/${slug}/program-review?pageSize=50`, language),
  ]);
  const items = pages.flatMap((page) => page.items.flatMap((item) => [item.title, item.summary ?? ""]));
  return [detail.title, detail.summary, detail.content ?? "", ...detail.fbVideos.map((v) => v.title), ...items];
}

describe("demo competitions", () => {
  it("state the number of finalists they list, in the four languages", async () => {
    const rows = await t.database.db.select({ id: specials.id, slug: specials.slug }).from(specials).where(eq(specials.kind, "competition"));
    expect(rows.length).toBeGreaterThan(0);
    for (const { id, slug } of rows) {
      const entries = (await dataOf<CompetitionEntryPage>(`/api/v1.0/competition/items?competitionId=${id}&pageSize=50`, "en")).total;
      for (const [language, { pattern, read }] of Object.entries(STATED)) {
        const texts = await textsOf(id, slug, language);
        const stated = texts.flatMap((text) => [...text.matchAll(pattern)].map((m) => ({ said: m[0], count: read(m[1]!) })));
        // The demo competition says how many finalists it has: the check is not vacuous.
        if (slug === "tdm-new-voices-2026") expect(stated.length, `${slug} ${language} states its finalists`).toBeGreaterThan(0);
        for (const { said, count } of stated) expect({ slug, language, said, count }).toEqual({ slug, language, said, count: entries });
      }
    }
  });
});
