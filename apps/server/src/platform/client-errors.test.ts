import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.ts";

/** Requests Fastify or Node refuse before any route runs still answer the envelope (platform/envelope.ts). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Sends raw bytes to the listening server and answers what came back. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

describe("requests refused before routing", () => {
  it("a path with a malformed escape answers a 400 envelope in the request's language", async () => {
    for (const url of ["/api/v1.0/news/%ZZ", "/api/v1.0/news/%E0%A4%A", "/zh-hant/news-detail/%ZZ"]) {
      const res = await t.call({ method: "GET", url, headers: { "api-language": "pt" } });
      expect(res.status, url).toBe(400);
      expect(res.body, url).toMatchObject({ code: 400, message: "O pedido não é válido", data: null });
    }
  });

  it("headers over 16 KB answer 431 with the envelope, not Node's bare reply", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await rawRequest(port, `GET /api/v1.0/news HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20 * 1024)}\r\n\r\n`);
    const [head, body] = answer.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toMatch(/content-type: application\/json; charset=utf-8/i);
    expect(JSON.parse(body!)).toEqual({ code: 431, message: "請求標頭過大", data: null });
    const garbage = await rawRequest(port, "NOT-HTTP\r\n\r\n");
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(garbage.split("\r\n\r\n")[1]!)).toMatchObject({ code: 400 });
  });
});
