import type { InjectOptions } from "fastify";
import { expect } from "vitest";
import type { TestApp } from "./app.ts";

/**
 * The shared "check params" test (after PeerTube): every API route is sent bad input of the kinds its fields
 * take — wrong types, paging out of range, over-long text, unknown ids, malformed JSON — and must answer a 4xx
 * envelope (code ≠ 0, a message), never a 5xx; then the correct call must succeed with code 0.
 */
export type FieldKind = "id" | "page" | "pageSize" | "slug" | "text" | "date" | "enum" | "bool" | "seconds";

export interface ParamCheck {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** The path; `:name` segments are filled from `params`. */
  url: string;
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: Record<string, unknown>;
  /** The fields to break, by where they live and what they take. */
  fields?: { in: "query" | "body" | "params"; name: string; kind: FieldKind; maxLength?: number }[];
  headers?: Record<string, string>;
  /** A call with these inputs must succeed (code 0). */
  expectOk?: boolean;
}

const BAD_VALUES: Record<FieldKind, unknown[]> = {
  id: ["abc", -1, 0, 1.5, "9999999999999", "1;drop table news"],
  page: ["abc", 0, -3, 1e9, "1.5"],
  pageSize: ["abc", 0, -1, 100000],
  slug: ["", "x".repeat(5000), "a b", "<script>", "../../etc/passwd"],
  text: ["x".repeat(100_000), "nul\u0000byte"],
  date: ["abc", "2026-13-45", "2026/01/01", "1" .repeat(40)],
  enum: ["definitely-not-valid", 12345],
  bool: ["maybe", 42],
  seconds: ["abc", -1, 1e9, true, null, "12"],
};

function fill(url: string, params: Record<string, string | number> = {}): string {
  return url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? "")));
}

function withQuery(url: string, query: Record<string, unknown> | undefined): string {
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) search.append(k, String(v));
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

async function expectClientError(t: TestApp, options: InjectOptions, what: string) {
  const res = await t.call(options);
  expect(res.status, `${what}: status`).toBeGreaterThanOrEqual(400);
  expect(res.status, `${what}: status`).toBeLessThan(500);
  expect(res.body.code, `${what}: code`).not.toBe(0);
  expect(typeof res.body.message, `${what}: message`).toBe("string");
  expect(res.body.message.length, `${what}: message`).toBeGreaterThan(0);
  expect(res.body.message, `${what}: no stack trace`).not.toMatch(/\bat .+:\d+:\d+/);
}

export async function checkParams(t: TestApp, check: ParamCheck): Promise<void> {
  for (const field of check.fields ?? []) {
    for (const bad of BAD_VALUES[field.kind]) {
      const params = { ...check.params };
      const query: Record<string, unknown> = { ...check.query };
      const body: Record<string, unknown> = { ...check.body };
      if (field.in === "params") params[field.name] = String(bad);
      if (field.in === "query") query[field.name] = bad;
      if (field.in === "body") body[field.name] = bad;
      await expectClientError(
        t,
        {
          method: check.method,
          url: withQuery(fill(check.url, params), query),
          headers: check.headers,
          ...(check.method !== "GET" ? { payload: body } : {}),
        },
        `${check.method} ${check.url} with ${field.name}=${String(bad).slice(0, 30)}`,
      );
    }
  }
  if (check.method !== "GET") {
    await expectClientError(
      t,
      {
        method: check.method,
        url: withQuery(fill(check.url, check.params), check.query),
        headers: { ...check.headers, "content-type": "application/json" },
        payload: '{"broken": ',
      },
      `${check.method} ${check.url} with malformed JSON`,
    );
  }
  if (check.expectOk !== false) {
    const res = await t.call({
      method: check.method,
      url: withQuery(fill(check.url, check.params), check.query),
      headers: check.headers,
      ...(check.method !== "GET" ? { payload: check.body ?? {} } : {}),
    });
    expect(res.status, `${check.method} ${check.url}: correct call`).toBe(200);
    expect(res.body.code, `${check.method} ${check.url}: correct call`).toBe(0);
  }
}
