import { describe, expect, it } from "vitest";
import { createApiClient, type TransportResponse } from "@portal/contract/api-client";
import { GET } from "@portal/contract/endpoint";
import { loadIfFound, loadOptional, loadOrFail } from "./load.server.ts";

const endpoint = GET("/v1/things/:id").returns<{ id: number } | null>();
const answering = (response: TransportResponse | Error) =>
  createApiClient({
    getLocale: () => "zh_TW",
    transport: async () => {
      if (response instanceof Error) throw response;
      return response;
    },
  });
const envelope = (code: number, data: unknown = null) => ({ status: 200, statusText: "OK", body: { code, message: "m", data } });
const http = (status: number) => ({ status, statusText: "x", body: { code: status, message: "x", data: null } });

async function statusOfFailure(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
  } catch (thrown) {
    // What `data(null, { status })` throws: React Router renders the route's error boundary with that status.
    const status = (thrown as { init?: { status?: unknown } }).init?.status;
    if (typeof status === "number") return status;
    throw thrown;
  }
  throw new Error("did not fail");
}

describe("loadOrFail: a screen's main content", () => {
  it("gives the data on code 0", async () => {
    expect(await loadOrFail(answering(envelope(0, { id: 3 })), endpoint, { params: { id: 3 } })).toEqual({ id: 3 });
  });
  it("fails with 404 when the API says not found", async () => {
    expect(await statusOfFailure(loadOrFail(answering(http(404)), endpoint, { params: { id: 3 } }))).toBe(404);
    expect(await statusOfFailure(loadOrFail(answering(http(400)), endpoint, { params: { id: 3 } }))).toBe(404);
    expect(await statusOfFailure(loadOrFail(answering(envelope(404)), endpoint, { params: { id: 3 } }))).toBe(404);
  });
  it("fails with 503 for any other failure, and for an answer without data", async () => {
    expect(await statusOfFailure(loadOrFail(answering(http(500)), endpoint, { params: { id: 3 } }))).toBe(503);
    expect(await statusOfFailure(loadOrFail(answering(envelope(-1)), endpoint, { params: { id: 3 } }))).toBe(503);
    expect(await statusOfFailure(loadOrFail(answering(new TypeError("offline")), endpoint, { params: { id: 3 } }))).toBe(503);
    expect(await statusOfFailure(loadOrFail(answering(envelope(0, null)), endpoint, { params: { id: 3 } }))).toBe(503);
  });
});

describe("loadIfFound: main content another call may find", () => {
  it("gives the data, null where loadOrFail would be 404, and fails with 503 otherwise", async () => {
    expect(await loadIfFound(answering(envelope(0, { id: 2 })), endpoint, { params: { id: 2 } })).toEqual({ id: 2 });
    expect(await loadIfFound(answering(http(404)), endpoint, { params: { id: 2 } })).toBeNull();
    expect(await loadIfFound(answering(envelope(404)), endpoint, { params: { id: 2 } })).toBeNull();
    expect(await statusOfFailure(loadIfFound(answering(http(500)), endpoint, { params: { id: 2 } }))).toBe(503);
    expect(await statusOfFailure(loadIfFound(answering(envelope(0, null)), endpoint, { params: { id: 2 } }))).toBe(503);
  });
});

describe("loadOptional: a part the page stands without", () => {
  it("gives the data, or null on any failure", async () => {
    expect(await loadOptional(answering(envelope(0, { id: 1 })), endpoint, { params: { id: 1 } })).toEqual({ id: 1 });
    expect(await loadOptional(answering(http(404)), endpoint, { params: { id: 1 } })).toBeNull();
    expect(await loadOptional(answering(envelope(-1)), endpoint, { params: { id: 1 } })).toBeNull();
    expect(await loadOptional(answering(new TypeError("offline")), endpoint, { params: { id: 1 } })).toBeNull();
  });
});
