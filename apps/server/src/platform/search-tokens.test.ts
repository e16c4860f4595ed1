import { describe, expect, it } from "vitest";
import { cjkVector, parseQuery } from "./search-tokens.ts";

describe("Chinese tokens", () => {
  it("makes bigrams of Han runs, the last character alone, at consecutive positions", () => {
    expect(cjkVector([{ text: "颱風來", weight: "A" }])).toBe("'台风':1A '风来':2A '来':3A");
    expect(cjkVector([{ text: "本澳 TDM 風", weight: "B" }])).toBe("'本澳':1B '澳':2B '风':4B");
  });

  it("turns one, two and more characters into a prefix, a token and a phrase, whatever the script", () => {
    expect(parseQuery("風")).toEqual({ cjk: "'风':*", rest: "" });
    expect(parseQuery("颱風")).toEqual(parseQuery("台风"));
    expect(parseQuery("颱風來襲").cjk).toBe("('台风' <-> '风来' <-> '来袭')");
    expect(parseQuery("ＴＤＭ 颱風")).toEqual({ cjk: "'台风'", rest: "tdm" });
  });
});
