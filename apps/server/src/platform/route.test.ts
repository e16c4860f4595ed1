import Fastify, { type FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET, POST } from "@portal/contract/endpoint";
import type { StaffRole } from "@portal/contract/schemas/staff";
import { configSchema } from "../config.ts";
import type { Deps } from "./deps.ts";
import { registerEnvelope } from "./envelope.ts";
import { z } from "zod";
import { notFound } from "./errors.ts";
import { defineRoute } from "./route.ts";
import { registerConsoleCsrf, STAFF_SESSION_COOKIE, staffOf } from "./staff-auth.ts";

/**
 * defineRoute guards a console endpoint's route by the access the endpoint declares (docs/console.md "The access
 * matrix"), and refuses to register a console endpoint that declares none. The staff sessions here are a stand-in
 * lookup: the session cookie's value is the role.
 */
const deps = {
  db: {},
  config: configSchema.parse({}),
  now: () => new Date(),
  sessions: { staff: async (_db: unknown, token: string) => ({ sessionId: 1, staffId: 7, role: token as StaffRole, email: "t@example.mo", displayName: "T" }) },
} as unknown as Deps;

const editors = GET("/api/console/test/editors").access(["editor", "admin"]).returns<{ staffId: number }>();
const anyStaff = POST("/api/console/test/any").access("staff").returns<null>();
const story = GET("/api/test/story/:id").returns<{ id: number }>();

let app: ReturnType<typeof Fastify>;
beforeAll(async () => {
  app = Fastify({ logger: false });
  registerEnvelope(app);
  await registerConsoleCsrf(app, { https: false });
  defineRoute(app, editors, { deps, handler: ({ request }) => ({ staffId: staffOf(request).staffId }) });
  defineRoute(app, anyStaff, { deps, handler: () => null });
  defineRoute(app, story, {
    params: z.object({ id: z.coerce.number().int() }),
    cache: "public, max-age=60",
    tags: ({ params }) => [`news:article:${params.id}`, "news:lists"],
    handler: ({ params }) => {
      if (params.id === 404) throw notFound();
      return { id: params.id };
    },
  });
  app.get("/api/test/cookies", async (request: FastifyRequest) => ({ parsed: request.cookies ?? null }));
  await app.ready();
});
afterAll(() => app.close());

const as = (role?: StaffRole) => (role ? { cookie: `${STAFF_SESSION_COOKIE}=${role}` } : {});

describe("defineRoute of a console endpoint", () => {
  it("lets in the roles the endpoint declares: 401 without a session, 403 for another role", async () => {
    expect((await app.inject({ method: "GET", url: editors.path })).statusCode).toBe(401);
    expect((await app.inject({ method: "GET", url: editors.path, headers: as("hr") })).statusCode).toBe(403);
    const editor = await app.inject({ method: "GET", url: editors.path, headers: as("editor") });
    expect(editor.statusCode).toBe(200);
    expect(editor.json().data).toEqual({ staffId: 7 });
    expect((await app.inject({ method: "GET", url: editors.path, headers: as("admin") })).statusCode).toBe(200);
  });

  it("checks the CSRF token of a write once the session is let in", async () => {
    expect((await app.inject({ method: "POST", url: anyStaff.path })).statusCode).toBe(401);
    expect((await app.inject({ method: "POST", url: anyStaff.path, headers: as("hr") })).statusCode).toBe(403);
  });

  it("refuses to register a console endpoint without a declared access, an access outside the console, or a sensitive public one", () => {
    const bare = Fastify({ logger: false });
    const unguarded = GET("/api/console/v1/unguarded").returns<null>();
    expect(() => defineRoute(bare, unguarded, { handler: () => null })).toThrow(
      'GET /api/console/v1/unguarded is a console endpoint without a declared access: add .access("public" | "staff" | [roles])',
    );
    const stray = GET("/api/v1.0/stray").access("staff").returns<null>();
    expect(() => defineRoute(bare, stray, { deps, handler: () => null })).toThrow(
      "GET /api/v1.0/stray declares an access but is not a console endpoint (under /api/console/)",
    );
    // @ts-expect-error a console endpoint's route must pass deps (for its guard)
    expect(() => defineRoute(bare, anyStaff, { handler: () => null })).toThrow("POST /api/console/test/any: a console route passes deps");
    const openAndSensitive = POST("/api/console/v1/open").access("public").sensitive().returns<null>();
    expect(() => defineRoute(bare, openAndSensitive, { deps, handler: () => null })).toThrow(
      "POST /api/console/v1/open is public: without a session it cannot ask for a fresh code (.sensitive())",
    );
  });
});

describe("defineRoute's cache tags", () => {
  it("names them in the Cache-Tag header of the answer, and of a 404 too (a page that showed it is dropped when it comes out)", async () => {
    const found = await app.inject({ method: "GET", url: "/api/test/story/42" });
    expect(found.statusCode).toBe(200);
    expect(found.headers["cache-tag"]).toBe("news:article:42,news:lists");
    const missing = await app.inject({ method: "GET", url: "/api/test/story/404" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["cache-tag"]).toBe("news:article:404,news:lists");
  });
});

describe("the console's cookies", () => {
  it("are not parsed for requests outside the console (public pages pay nothing for them)", async () => {
    const res = await app.inject({ method: "GET", url: "/api/test/cookies", headers: { cookie: "console_csrf=x; theme=dark" } });
    expect(res.json()).toEqual({ parsed: null });
  });
});
