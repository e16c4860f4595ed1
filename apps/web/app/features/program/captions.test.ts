import { describe, expect, it } from "vitest";
import { captionsForPage } from "./captions.ts";

const tracks = [
  { lang: "zh-Hant", label: "中文", src: "/c.zh-hant.vtt" },
  { lang: "en", label: "English", src: "/c.en.vtt" },
  { lang: "pt", label: "Português", src: "/c.pt.vtt" },
];

describe("the captions a page shows first", () => {
  it("puts the page's language first and keeps the others in order", () => {
    expect(captionsForPage("en", tracks).map((t) => t.lang)).toEqual(["en", "zh-Hant", "pt"]);
    expect(captionsForPage("pt", tracks).map((t) => t.lang)).toEqual(["pt", "zh-Hant", "en"]);
    expect(captionsForPage("zh-hans", tracks).map((t) => t.lang)).toEqual(["zh-Hant", "en", "pt"]);
  });

  it("leaves the order alone when no track is in the page's language", () => {
    expect(captionsForPage("pt", tracks.slice(0, 2)).map((t) => t.lang)).toEqual(["zh-Hant", "en"]);
  });
});
