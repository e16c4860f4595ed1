import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberIdOf, signIn } from "../modules/member/member.test-helper.ts";
import { createTestApp, type TestApp } from "./app.ts";
import { registeredApiRoutes } from "./registered-routes.ts";

/**
 * The attacker's probe, kept in the suite: every API route (read from the route table, so a new route joins by
 * itself) is sent hostile input — odd path parameters, broken query strings, bodies of every wrong shape (JSON
 * 10,000 levels deep, NUL bytes, prototype keys, huge strings, wrong types, wrong content types), without a token,
 * with a forged one and with a real member's — and must never answer 5xx. Each /api answer of 4xx must be the
 * envelope: a non-zero code and a message. checkParams (check-params.ts) tests each route's own fields; this
 * sweep tests what nobody thought of for that route. It runs on PGlite in `npm test` and on PostgreSQL in CI.
 */

const DEPTH = 10_000;
const deepJson = "[".repeat(DEPTH) + "]".repeat(DEPTH);
const deepObject = '{"a":'.repeat(DEPTH) + "1" + "}".repeat(DEPTH);

const PARAM_VALUES = [
  "1",
  "0",
  "-1",
  "abc",
  "1.5",
  "99999999999999999999",
  "x".repeat(199),
  "%00",
  "..%2F..%2Fetc%2Fpasswd",
  "%3Cscript%3E",
  "%E2%80%AE",
  "1%20or%201%3D1",
  "%ZZ",
];

const QUERY_STRINGS = [
  "",
  "?page=abc&pageSize=-1",
  "?page=0&pageSize=100000",
  "?page=1e9",
  "?id=%00",
  "?slug=..%2F..&type=%3Cscript%3E",
  "?a[b][c][d][e][f]=1",
  "?__proto__[polluted]=1&constructor[prototype][x]=1",
  "?page[]=1&page[]=2&pageSize[]=3",
  `?q=${"x".repeat(5000)}`,
  `?${"k=v&".repeat(500)}`,
  "?lang=xx&Lang=%FF&date=2026-13-45&startTime=abc",
  "?%ZZ=1",
];

const FIELDS = ["id", "page", "pageSize", "username", "password", "title", "content", "url", "photo", "nickName", "type", "ids", "verifyKey", "verifyCode", "mobile", "email", "itemId", "itemType", "replyTo", "slug"];

/** Every body a client should never send, as [content type, payload]. */
const BODIES: [string, string][] = [
  ["application/json", deepJson],
  ["application/json", deepObject],
  ["application/json", JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, "nul\u0000byte"])))],
  ["application/json", JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, { nested: [1, { x: null }] }])))],
  ["application/json", JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, [1, "2", null]])))],
  ["application/json", JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, -1e308])))],
  ["application/json", JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, "x".repeat(20_000)])))],
  ["application/json", JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, "\u202Eevil\u200b<img src=x onerror=alert(1)>"])))],
  ["application/json", '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}'],
  ["application/json", "[]"],
  ["application/json", "null"],
  ["application/json", '"a string"'],
  ["application/json", "12345"],
  ["application/json", '{"unclosed": '],
  ["application/json", ""],
  ["text/plain", "hello"],
  ["application/x-www-form-urlencoded", "a=1&b=2"],
  ["multipart/form-data; boundary=x", "--x\r\nbroken"],
  ["application/xml", "<a/>"],
];

interface Finding {
  what: string;
  status: number;
  body: string;
}

describe("bad-input sweep over every API route", () => {
  let t: TestApp;
  let memberToken: string;
  let routes: string[];

  beforeAll(async () => {
    t = await createTestApp();
    memberToken = await signIn(t, await memberIdOf(t, "demo"));
    routes = await registeredApiRoutes();
  }, 60_000);
  afterAll(() => t.close());

  it("answers every hostile request with a 4xx envelope or success, never 5xx (>= 10,000 requests)", async () => {
    const headerSets: Record<string, string>[] = [
      {},
      { "api-key": memberToken, "api-language": "en" },
      { "api-key": "forged-token-" + "x".repeat(300), "api-language": "pt", authorization: "Bearer %00" },
    ];
    const findings: Finding[] = [];
    let sent = 0;
    const send = async (what: string, options: InjectOptions) => {
      sent += 1;
      const res = await t.app.inject(options);
      if (res.statusCode >= 500) {
        findings.push({ what, status: res.statusCode, body: res.body.slice(0, 200) });
        return;
      }
      if (res.statusCode >= 400 && String(options.url).startsWith("/api/")) {
        let envelope: { code?: unknown; message?: unknown } = {};
        try {
          envelope = res.json();
        } catch {
          findings.push({ what: `${what} (not JSON)`, status: res.statusCode, body: res.body.slice(0, 200) });
          return;
        }
        if (envelope.code === 0 || typeof envelope.message !== "string" || !envelope.message) {
          findings.push({ what: `${what} (not an envelope)`, status: res.statusCode, body: res.body.slice(0, 200) });
        }
      }
    };

    for (const route of routes) {
      const [method, path] = route.split(" ") as [string, string];
      const hasParams = path.includes(":");
      const paths = hasParams ? PARAM_VALUES.map((v) => path.replace(/:\w+/g, v)) : [path];
      for (const headers of headerSets) {
        for (const url of paths) {
          for (const query of QUERY_STRINGS) {
            await send(`${method} ${url}${query.slice(0, 40)}`, { method: method as InjectOptions["method"], url: url + query, headers });
          }
        }
        if (method === "POST") {
          for (const [type, payload] of BODIES) {
            const url = paths[0]!;
            await send(`${method} ${url} ${type} ${payload.slice(0, 30)}`, {
              method: "POST",
              url,
              headers: { ...headers, "content-type": type },
              payload,
            });
          }
        }
      }
    }
    console.log(`bad-input sweep: ${sent} requests over ${routes.length} routes, ${findings.length} findings`);
    expect(findings.slice(0, 20)).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(10_000);
  }, 600_000);

  it("refuses JSON 10,000 levels deep on every POST route with a 4xx envelope in the request's language", async () => {
    const posts = routes.filter((r) => r.startsWith("POST "));
    expect(posts.length).toBeGreaterThan(20);
    for (const route of posts) {
      const url = route.slice(5).replace(/:\w+/g, "1");
      for (const payload of [deepJson, deepObject]) {
        const res = await t.call({
          method: "POST",
          url,
          headers: { "content-type": "application/json", "api-language": "en", "api-key": memberToken },
          payload,
        });
        expect(res.status, `${route}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${route}`).toBeLessThan(500);
        expect(res.body.code, route).not.toBe(0);
        expect(res.body.message, route).toMatch(/^[A-Z][\w ,.'’-]+$/);
      }
    }
  }, 120_000);
});
