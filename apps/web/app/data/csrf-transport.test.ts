import { describe, expect, it } from "vitest";
import type { TransportRequest, TransportResponse } from "@portal/contract/api-client";
import { ERROR_CODES } from "@portal/contract/error-codes";
import { CSRF_HEADER, csrfTransport } from "./csrf-transport.ts";

/** A server that accepts writes only with the token it last gave. */
function fakeServer() {
  const state = { issued: 0, valid: "t1", refuseAll: false, requests: [] as TransportRequest[] };
  const base = async (request: TransportRequest): Promise<TransportResponse> => {
    state.requests.push(request);
    if (request.method !== "GET" && (state.refuseAll || request.headers[CSRF_HEADER] !== state.valid)) return { status: 403, statusText: "Forbidden", body: { code: 403, message: "csrf" } };
    return { status: 200, statusText: "OK", body: { code: 0, message: "OK", data: null } };
  };
  const fetchToken = async () => {
    state.issued += 1;
    return state.valid;
  };
  return { state, transport: csrfTransport(base, fetchToken) };
}

const write = { method: "POST" as const, url: "/fake/write", headers: {}, body: "{}" };

describe("the CSRF transport", () => {
  it("sends reads as they are, without asking for a token", async () => {
    const { state, transport } = fakeServer();
    await transport({ method: "GET", url: "/fake/read", headers: {} });
    expect(state.issued).toBe(0);
    expect(state.requests[0]!.headers[CSRF_HEADER]).toBeUndefined();
  });

  it("asks for the token once and sends it with every write", async () => {
    const { state, transport } = fakeServer();
    expect((await transport(write)).status).toBe(200);
    expect((await transport(write)).status).toBe(200);
    expect(state.issued).toBe(1);
    expect(state.requests.map((r) => r.headers[CSRF_HEADER])).toEqual(["t1", "t1"]);
  });

  it("asks for a new token and sends a refused write once more; a second refusal is the answer", async () => {
    const { state, transport } = fakeServer();
    await transport(write);
    state.valid = "t2";
    expect((await transport(write)).status).toBe(200);
    expect(state.issued).toBe(2);
    state.refuseAll = true;
    const fetches = state.issued;
    const answer = await transport(write);
    expect(answer.status).toBe(403);
    expect(state.issued).toBe(fetches + 1);
  });

  it("does not send again a write refused for want of a fresh authenticator code", async () => {
    const seen: string[] = [];
    const transport = csrfTransport(
      async (request) => {
        seen.push(request.url);
        return { status: 403, statusText: "Forbidden", body: { code: ERROR_CODES.freshCodeRequired, message: "code" } };
      },
      async () => "t",
    );
    expect((await transport(write)).body).toMatchObject({ code: ERROR_CODES.freshCodeRequired });
    expect(seen).toEqual([write.url]);
  });

  it("asks again after the token could not be had", async () => {
    let fail = true;
    const transport = csrfTransport(
      async (request) => ({ status: request.headers[CSRF_HEADER] === "t" ? 200 : 403, statusText: "", body: null }),
      async () => {
        if (fail) throw new TypeError("offline");
        return "t";
      },
    );
    await expect(transport(write)).rejects.toThrow("offline");
    fail = false;
    expect((await transport(write)).status).toBe(200);
  });
});
