import { describe, expect, it } from "vitest";
import { checkComment } from "./comment-rules.ts";

describe("comment form check", () => {
  it("refuses empty and over-long comments, counting characters not UTF-16 units", () => {
    expect(checkComment("   ", 5)).toBe("empty");
    expect(checkComment("123456", 5)).toBe("tooLong");
    expect(checkComment(" 😀😀😀😀😀 ", 5)).toBeNull();
    expect(checkComment("好新聞", 5)).toBeNull();
  });
});
