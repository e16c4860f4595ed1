import { describe, expect, it } from "vitest";
import { createApiClient, type TransportRequest } from "./api-client.ts";
import { GET, POST, fillPath, isConsolePath, isEndpoint, mayCall } from "./endpoint.ts";

describe("endpoints", () => {
  it("are a plain method and path at run time (JSON, so an island can take one as a prop)", () => {
    const endpoint = POST("/api/v1.0/news/:id/like").returns<{ liked: boolean }>();
    expect(endpoint).toEqual({ method: "POST", path: "/api/v1.0/news/:id/like" });
    expect(JSON.parse(JSON.stringify(endpoint))).toEqual(endpoint);
    expect(isEndpoint(endpoint)).toBe(true);
    expect(isEndpoint(GET("/x"))).toBe(false); // a declaration not ended with returns()
    expect(isEndpoint({ method: "GET" })).toBe(false);
  });

  it("of the console carry who may call them, frozen, and are still endpoints", () => {
    const publish = POST("/api/console/v1/news/:id/publish").access(["editor", "admin"]).body<{ at: string }>().returns<null>();
    expect(publish).toEqual({ method: "POST", path: "/api/console/v1/news/:id/publish", access: ["editor", "admin"] });
    expect(Object.isFrozen(publish.access)).toBe(true);
    expect(isEndpoint(publish)).toBe(true);
    expect(isEndpoint({ method: "GET", path: "/x", other: 1 })).toBe(false);
    expect(isConsolePath(publish.path)).toBe(true);
    expect(isConsolePath("/api/consoles")).toBe(false);
    expect(isConsolePath("/api/v1.0/news")).toBe(false);
  });

  it("of the console may be sensitive (a fresh authenticator code needed), said only when declared", () => {
    const disable = POST("/api/console/v1/staff/:id/disable").access(["admin"]).sensitive().returns<null>();
    expect(disable).toEqual({ method: "POST", path: "/api/console/v1/staff/:id/disable", access: ["admin"], sensitive: true });
    expect(isEndpoint(disable)).toBe(true);
    expect(POST("/api/console/v1/sign-out").access("staff").returns<null>()).not.toHaveProperty("sensitive");
    // Only a console endpoint, after its access, can be declared sensitive (a compile error otherwise).
    // @ts-expect-error: no access declared
    void (() => POST("/api/v1.0/x").sensitive());
  });

  it("mayCall: public to anyone, staff to any role, a list to its roles; nothing but public without a session", () => {
    const open = GET("/api/console/v1/a").access("public").returns<null>();
    const staff = GET("/api/console/v1/b").access("staff").returns<null>();
    const editors = GET("/api/console/v1/c").access(["editor", "admin"]).returns<null>();
    expect([mayCall(open, null), mayCall(open, "hr")]).toEqual([true, true]);
    expect([mayCall(staff, null), mayCall(staff, "contributor")]).toEqual([false, true]);
    expect([mayCall(editors, null), mayCall(editors, "editor"), mayCall(editors, "admin"), mayCall(editors, "moderator")]).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it("fill their path params, URI-encoded, and refuse a missing one", () => {
    expect(fillPath("/api/v1.0/news/topics/:slug", { slug: "a b/c" })).toBe("/api/v1.0/news/topics/a%20b%2Fc");
    expect(fillPath("/api/v1.0/program/:id/comment", { id: 12 })).toBe("/api/v1.0/program/12/comment");
    expect(() => fillPath("/api/v1.0/news/:id", {})).toThrow(/missing path parameter id/);
    expect(() => fillPath("/api/v1.0/news/:id", { id: "" })).toThrow(/missing path parameter id/);
  });
});

describe("api.call", () => {
  it("sends the endpoint's method to its filled path, with the query and a JSON body", async () => {
    const seen: TransportRequest[] = [];
    const api = createApiClient({
      getLocale: () => "pt",
      transport: async (request) => {
        seen.push(request);
        return { status: 200, statusText: "OK", body: { code: 0, message: "OK", data: { ok: true } } };
      },
    });
    const list = GET("/api/v1.0/things").query<{ Page?: number; ids?: number[] }>().returns<{ ok: boolean }>();
    const comment = POST("/api/v1.0/things/:id/comment").body<{ comment: string }>().returns<{ ok: boolean }>();
    expect(await api.call(list, { query: { Page: 2, ids: [1, 2] } })).toEqual({ code: 0, message: "OK", data: { ok: true } });
    await api.call(list);
    await api.call(comment, { params: { id: 5 }, body: { comment: "olá" } });
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      "GET /api/v1.0/things?Page=2&ids=1&ids=2",
      "GET /api/v1.0/things",
      "POST /api/v1.0/things/5/comment",
    ]);
    expect(seen[0]?.body).toBeUndefined();
    expect(seen[2]?.body).toBe('{"comment":"olá"}');
    expect(seen[2]?.headers["Api-Language"]).toBe("pt");
  });
});
