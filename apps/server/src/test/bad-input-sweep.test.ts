import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshIp } from "../modules/identity/flows.test-helper.ts";
import { memberIdOf, signIn } from "../modules/member/member.test-helper.ts";
import { bindTicket } from "../modules/supplier/supplier.test-helper.ts";
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

/**
 * Multipart bodies the parser cannot read, or that hold no usable file (issue 20: the first three answered 500 with
 * a stack trace on the upload routes), as [what, content type, payload].
 */
const B = "sweep-boundary";
const filePart = (head: string) => `--${B}\r\n${head}\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\nsome bytes\r\n--${B}--\r\n`;
const MULTIPART_BODIES: [string, string, string][] = [
  ["no boundary in the content type", "multipart/form-data", filePart('Content-Disposition: form-data; name="file"; filename="a.png"')],
  ["a truncated body", `multipart/form-data; boundary=${B}`, filePart('Content-Disposition: form-data; name="file"; filename="a.png"').slice(0, 110)],
  ["a boundary the body does not use", "multipart/form-data; boundary=another-boundary", filePart('Content-Disposition: form-data; name="file"; filename="a.png"')],
  ["a part without a name", `multipart/form-data; boundary=${B}`, filePart('Content-Disposition: form-data; filename="a.png"')],
  ["an empty body", `multipart/form-data; boundary=${B}`, ""],
  ["an empty body, no boundary", "multipart/form-data", ""],
  ["a broken first line", "multipart/form-data; boundary=x", "--x\r\nbroken"],
];

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
  ...MULTIPART_BODIES.map(([, type, payload]): [string, string] => [type, payload]),
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

  it("answers multipart bodies the parser cannot read with a 4xx envelope on every POST route, 400 on the upload routes", async () => {
    // The sweep above mostly meets the upload routes' limits and token checks first: here each request comes from an
    // address of its own, anonymously (common/upload takes visitors) and with a supplier's bind ticket.
    const { bindToken } = await bindTicket(t);
    const uploadRoutes = ["/api/v1.0/common/upload", "/api/v1.0/supplier/upload?kind=logo"];
    const findings: Finding[] = [];
    const uploadAnswers: string[] = [];
    for (const route of routes.filter((r) => r.startsWith("POST "))) {
      const path = route.slice(5).replace(/:\w+/g, "1");
      const url = path === "/api/v1.0/supplier/upload" ? `${path}?kind=logo` : path;
      for (const headers of [{}, { "api-key": bindToken }] as Record<string, string>[]) {
        for (const [what, type, payload] of MULTIPART_BODIES) {
          const res = await t.app.inject({ method: "POST", url, remoteAddress: freshIp(), headers: { ...headers, "api-language": "en", "content-type": type }, payload });
          const body = res.body.slice(0, 200);
          let envelope: { code?: unknown; message?: unknown } = {};
          try {
            envelope = res.json();
          } catch {
            // not JSON: reported below
          }
          if (res.statusCode >= 500 || res.statusCode < 400 || envelope.code === 0 || typeof envelope.message !== "string") {
            findings.push({ what: `${url} ${what}${headers["api-key"] ? " (ticket)" : ""}`, status: res.statusCode, body });
          }
          const reachesParser = url === uploadRoutes[0] ? !headers["api-key"] : url === uploadRoutes[1] && Boolean(headers["api-key"]);
          if (reachesParser) uploadAnswers.push(`${url} ${what}: ${res.statusCode} ${String(envelope.message)}`);
        }
      }
    }
    expect(findings).toEqual([]);
    // Each shape reached the parser of both upload routes and was refused as the client's: 400, in English.
    expect(uploadAnswers).toHaveLength(2 * MULTIPART_BODIES.length);
    for (const answer of uploadAnswers) expect(answer).toMatch(/: 400 (The file did not arrive complete; please upload it again|Must upload)$/);
    expect(uploadAnswers.filter((a) => a.endsWith("did not arrive complete; please upload it again")).length).toBeGreaterThanOrEqual(2 * 4);
  }, 120_000);

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
