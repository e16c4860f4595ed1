import { describe, expect, it } from "vitest";
import { defineMessages, textsTranslator, translator } from "./define.ts";
import { formatMessage } from "./format.ts";

const RESULTS = "{total, plural, one {# result} other {# results}}";

describe("formatMessage", () => {
  it("fills {name} with the param as given, and leaves a placeholder without a param as written", () => {
    expect(formatMessage("Page {page} of {pages}", "en", { page: 2, pages: 10 })).toBe("Page 2 of 10");
    expect(formatMessage("Hello {name}, {missing}", "en", { name: "Ana" })).toBe("Hello Ana, {missing}");
    expect(formatMessage("Reference {reference}", "en", { reference: 12345 })).toBe("Reference 12345");
  });

  it("picks the English and Portuguese form for one and for other counts", () => {
    expect(formatMessage(RESULTS, "en", { total: 1 })).toBe("1 result");
    expect(formatMessage(RESULTS, "en", { total: 0 })).toBe("0 results");
    expect(formatMessage(RESULTS, "en", { total: 2 })).toBe("2 results");
    const pt = "{total, plural, one {# resultado} other {# resultados}}";
    expect(formatMessage(pt, "pt", { total: 1 })).toBe("1 resultado");
    // European Portuguese: zero takes the plural (pt-PT's rules, not Brazil's).
    expect(formatMessage(pt, "pt", { total: 0 })).toBe("0 resultados");
    expect(formatMessage(pt, "pt", { total: 3 })).toBe("3 resultados");
  });

  it("writes # as the count is given: a number, or the caller's formatted text, which picks its form by its value", () => {
    expect(formatMessage(RESULTS, "en", { total: 1234 })).toBe("1234 results");
    expect(formatMessage(RESULTS, "en", { total: "1" })).toBe("1 result");
    expect(formatMessage(RESULTS, "en", { total: new Intl.NumberFormat("en-GB").format(12345) })).toBe("12,345 results");
  });

  it("lets a form hold other placeholders, so that verbs agree with the count", () => {
    const left = "{remaining, plural, one {Resta # de {total} bilhetes} other {Restam # de {total} bilhetes}}";
    expect(formatMessage(left, "pt", { remaining: 1, total: 200 })).toBe("Resta 1 de 200 bilhetes");
    expect(formatMessage(left, "pt", { remaining: 5, total: 200 })).toBe("Restam 5 de 200 bilhetes");
    expect(formatMessage("{count, plural, one {The selected item leaves “{title}”.} other {The # selected items leave “{title}”.}}", "en", { count: 1, title: "My #1 list" })).toBe(
      "The selected item leaves “My #1 list”.",
    );
  });

  it("fills several counts in one text, each with its own #", () => {
    const split = "First part {first, plural, one {# person} other {# people}}, second part {second, plural, one {# person} other {# people}}";
    expect(formatMessage(split, "en", { first: 1, second: 14 })).toBe("First part 1 person, second part 14 people");
  });

  it("leaves a plural without its param or without a form for the value, a malformed block and other braces as written", () => {
    expect(formatMessage(RESULTS, "en", {})).toBe(RESULTS);
    expect(formatMessage("{n, plural, one {# item}}", "en", { n: 2 })).toBe("{n, plural, one {# item}}");
    expect(formatMessage("{n, plural, one {# item} other {# items}} and {m}", "en", { n: 2 })).toBe("2 items and {m}");
    expect(formatMessage("{n, plural, one {# item", "en", { n: 1 })).toBe("{n, plural, one {# item");
    expect(formatMessage("a { b } c #1", "en", { b: "x" })).toBe("a { b } c #1");
    expect(formatMessage("{not a placeholder}", "en", { not: 1 })).toBe("{not a placeholder}");
  });
});

describe("translator", () => {
  const catalog = defineMessages({
    "zh-hant": { count: "找到 {total} 項結果" },
    "zh-hans": { count: "找到 {total} 项结果" },
    en: { count: "{total, plural, one {# result} other {# results}}" },
    pt: { count: "{total, plural, one {# resultado} other {# resultados}}" },
  });

  it("says 1 result and 1 resultado, never 1 results", () => {
    expect(translator(catalog, "en")("count", { total: 1 })).toBe("1 result");
    expect(translator(catalog, "pt")("count", { total: 1 })).toBe("1 resultado");
    expect(translator(catalog, "zh-hans")("count", { total: 1 })).toBe("找到 1 项结果");
    expect(textsTranslator(catalog.en, "en")("count", { total: 2 })).toBe("2 results");
  });
});
