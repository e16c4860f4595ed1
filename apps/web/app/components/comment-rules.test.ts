import { describe, expect, it } from "vitest";
import { charactersLeft, checkComment } from "./comment-rules.ts";

describe("comment form check", () => {
  it("refuses empty and over-long comments, counting characters not UTF-16 units", () => {
    expect(checkComment("   ", 5)).toBe("empty");
    expect(checkComment("123456", 5)).toBe("tooLong");
    expect(checkComment(" 😀😀😀😀😀 ", 5)).toBeNull();
    expect(checkComment("好新聞", 5)).toBeNull();
  });

  it("refuses the characters the server refuses (a bidirectional override …) and keeps emoji sequences and line breaks", () => {
    expect(checkComment("好\u202E新聞", 50)).toBe("invisible");
    expect(checkComment("a\u200Bb", 50)).toBe("invisible");
    expect(checkComment("第一行\n👩\u200D💻 ótimo", 50)).toBeNull();
  });

  it("counts the characters left the same way", () => {
    expect(charactersLeft("好新聞", 5)).toBe(2);
    expect(charactersLeft("😀😀", 5)).toBe(3);
    expect(charactersLeft("123456", 5)).toBe(-1);
  });
});
