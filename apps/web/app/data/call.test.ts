import { describe, expect, it } from "vitest";
import { ApiHttpError, createApiClient, type TransportRequest } from "@portal/contract/api-client";
import { GET } from "@portal/contract/endpoint";
import { CallError, dataCall, dataOf, errorMessage, failureOf, httpStatusOf, isNotFoundError, isSignedOutError } from "./call.ts";

describe("dataOf and dataCall", () => {
  it("gives the data on code 0 and throws the server's code and message otherwise", async () => {
    expect(dataOf({ code: 0, message: "ok", data: { a: 1 } })).toEqual({ a: 1 });
    expect(() => dataOf({ code: 429, message: "太頻密", data: null })).toThrow(CallError);
    expect(() => dataOf(null)).toThrow(CallError);
    const seen: TransportRequest[] = [];
    const api = createApiClient({
      getLocale: () => "en",
      transport: async (request) => {
        seen.push(request);
        return { status: 200, statusText: "OK", body: { code: -1, message: "Wrong password", data: null } };
      },
    });
    const endpoint = GET("/v1/things/:id").query<{ page?: number }>().returns<{ id: number }>();
    await expect(dataCall(api)(endpoint, { params: { id: 7 }, query: { page: 2 } })).rejects.toMatchObject({ code: -1, message: "Wrong password" });
    expect(seen[0]?.url).toBe("/v1/things/7?page=2");
  });
});

describe("failureOf and its questions", () => {
  it("reads an envelope with another code", () => {
    expect(failureOf(new CallError(401, "請先登入"))).toEqual({ status: 200, code: 401, message: "請先登入" });
    expect(isSignedOutError(new CallError(401, ""))).toBe(true);
    expect(isSignedOutError(new CallError(-1, "no"))).toBe(false);
    expect(isNotFoundError(new CallError(404, ""))).toBe(true);
    expect(isNotFoundError(new CallError(-1, ""))).toBe(false);
  });
  it("reads the envelope of an HTTP error, or its status alone", () => {
    expect(failureOf(new ApiHttpError(401, "Unauthorized", { code: 401, message: "請先登入", data: null }))).toEqual({ status: 401, code: 401, message: "請先登入" });
    expect(failureOf(new ApiHttpError(502, "Bad Gateway", "<html>"))).toEqual({ status: 502, code: 502, message: "" });
    expect(isSignedOutError(new ApiHttpError(401, "Unauthorized", null))).toBe(true);
    expect(isNotFoundError(new ApiHttpError(400, "Bad Request", null))).toBe(true);
    expect(isNotFoundError(new ApiHttpError(500, "Internal", null))).toBe(false);
  });
  it("says nothing of a network failure", () => {
    expect(failureOf(new TypeError("Failed to fetch"))).toEqual({ status: 0, code: 0, message: "" });
    expect(isSignedOutError(new TypeError("x"))).toBe(false);
  });
  it("shows the server's message for envelopes and 4xx answers, the fallback for 5xx and network failures", () => {
    expect(errorMessage(new CallError(-1, "密碼錯誤"), "失敗")).toBe("密碼錯誤");
    expect(errorMessage(new ApiHttpError(429, "Too Many", { code: 429, message: "太頻密", data: null }), "失敗")).toBe("太頻密");
    expect(errorMessage(new ApiHttpError(500, "Internal", { code: 500, message: "Internal", data: null }), "失敗")).toBe("失敗");
    expect(errorMessage(new TypeError("x"), "失敗")).toBe("失敗");
  });
  it("reads any ApiHttpError by its name, whichever bundle made it", () => {
    expect(httpStatusOf(new ApiHttpError(404, "Not Found", null))).toBe(404);
    expect(httpStatusOf(Object.assign(new Error("x"), { name: "ApiHttpError", status: 503 }))).toBe(503);
    expect(httpStatusOf(new Error("x"))).toBeNull();
    expect(httpStatusOf(null)).toBeNull();
  });
});
