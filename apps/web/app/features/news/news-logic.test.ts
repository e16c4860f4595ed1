import { describe, expect, it } from "vitest";
import { ApiHttpError } from "@portal/contract/api-client";
import { NEWS_BASE } from "@portal/contract/schemas/news";
import { failureOf, NewsCallError, unwrap } from "./browser-api.ts";
import { checkComment } from "./comment-rules.ts";
import { NEWS_API } from "./news-endpoints.ts";

describe("islands' view of the API", () => {
  it("uses the contract's news base path", () => {
    expect(NEWS_API).toBe(NEWS_BASE);
  });
  it("unwraps code 0 and turns any other code into an error with the server's message", () => {
    expect(unwrap({ code: 0, message: "ok", data: { a: 1 } })).toEqual({ a: 1 });
    expect(() => unwrap({ code: 429, message: "太頻密", data: null })).toThrow(NewsCallError);
    expect(failureOf(new NewsCallError(429, "太頻密"))).toEqual({ status: 429, message: "太頻密" });
  });
  it("reads the envelope of an HTTP error", () => {
    expect(failureOf(new ApiHttpError(401, "Unauthorized", { code: 401, message: "請先登入", data: null }))).toEqual({ status: 401, message: "請先登入" });
    expect(failureOf(new ApiHttpError(502, "Bad Gateway", "<html>"))).toEqual({ status: 502, message: "" });
    expect(failureOf(new Error("x"))).toEqual({ status: 0, message: "" });
  });
});

describe("comment form check", () => {
  it("refuses empty and over-long comments, counting characters not UTF-16 units", () => {
    expect(checkComment("   ", 5)).toBe("empty");
    expect(checkComment("123456", 5)).toBe("tooLong");
    expect(checkComment(" 😀😀😀😀😀 ", 5)).toBeNull();
    expect(checkComment("好新聞", 5)).toBeNull();
  });
});

describe("HTTP status of a failed loader call", () => {
  it("reads any ApiHttpError by its name, whichever bundle made it", async () => {
    const { httpStatusOf } = await import("./news-api.ts");
    expect(httpStatusOf(new ApiHttpError(404, "Not Found", null))).toBe(404);
    expect(httpStatusOf(Object.assign(new Error("x"), { name: "ApiHttpError", status: 503 }))).toBe(503);
    expect(httpStatusOf(new Error("x"))).toBeNull();
    expect(httpStatusOf(null)).toBeNull();
  });
});
