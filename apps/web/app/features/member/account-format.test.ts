import { describe, expect, it } from "vitest";
import { formatFileSize } from "./account-format.ts";

describe("file sizes", () => {
  it("picks the unit and keeps one decimal above bytes", () => {
    expect(formatFileSize(808, "en")).toBe("808 bytes");
    expect(formatFileSize(1536, "en")).toBe("1.5 kB");
    expect(formatFileSize(10 * 1024 * 1024, "en")).toBe("10 MB");
    expect(formatFileSize(0, "en")).toBe("0 bytes");
  });

  it("writes the number the language's way", () => {
    expect(formatFileSize(1536, "pt")).toBe("1,5 kB");
  });

  it("says nothing about an unknown size", () => {
    expect(formatFileSize(null, "en")).toBeNull();
    expect(formatFileSize(-1, "en")).toBeNull();
    expect(formatFileSize(Number.NaN, "en")).toBeNull();
  });
});
