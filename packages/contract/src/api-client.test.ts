import { describe, expect, it } from "vitest";
import {
  ApiHttpError,
  createApiClient,
  serializeQuery,
  type ApiClient,
  type ApiClientOptions,
  type Query,
  type TransportRequest,
  type TransportResponse,
} from "./api-client.ts";
import { GET, POST } from "./endpoint.ts";
import type { ApiLocale } from "./locales.ts";

/** Calls of ad hoc endpoints (the client's only way to call): what any catalogue endpoint would send. */
const get = (client: ApiClient, path: string, query?: Query) => client.call(GET(path).query<Query>().returns<unknown>(), { query });
const post = (client: ApiClient, path: string, body?: unknown, query?: Query) =>
  client.call(POST(path).query<Query>().body<unknown>().returns<unknown>(), { body, query });

/** A fake transport that records every request and answers with `respond` (default: 200 with an envelope). */
function setup(overrides: Partial<ApiClientOptions> = {}, respond?: (request: TransportRequest) => TransportResponse) {
  const requests: TransportRequest[] = [];
  let locale: ApiLocale = "zh_TW";
  const client = createApiClient({
    transport: async (request) => {
      requests.push(request);
      return respond ? respond(request) : { status: 200, statusText: "OK", body: { code: 0, message: "OK", data: request.url } };
    },
    baseUrl: "https://api.example.mo",
    statisticsBaseUrl: "https://stats.example.mo",
    getLocale: () => locale,
    getMemberToken: () => "member-token",
    getSupplierToken: () => "supplier-token",
    now: () => 1_700_000_000_000,
    ...overrides,
  });
  const last = () => requests[requests.length - 1]!;
  return { client, requests, last, setLocale: (next: ApiLocale) => (locale = next) };
}

/** Header lookup regardless of case, as HTTP does. */
function header(request: TransportRequest, name: string): string | undefined {
  const entry = Object.entries(request.headers).find(([key]) => key.toLowerCase() === name.toLowerCase());
  return entry?.[1];
}

describe("no-cache headers", () => {
  it("are sent on GET and POST", async () => {
    const { client, last } = setup();
    await get(client, "/api/v1.0/news");
    expect(header(last(), "Cache-Control")).toBe("no-cache");
    expect(header(last(), "Pragma")).toBe("no-cache");
    await post(client, "/api/v1.0/news/1/like");
    expect(header(last(), "Cache-Control")).toBe("no-cache");
    expect(header(last(), "Pragma")).toBe("no-cache");
  });
});

describe("language headers", () => {
  it("send Api-Language and Accept-Language with the current locale, read on every call", async () => {
    const { client, last, setLocale } = setup();
    await get(client, "/api/v1.0/news");
    expect(header(last(), "Api-Language")).toBe("zh_TW");
    expect(header(last(), "Accept-Language")).toBe("zh_TW");
    for (const locale of ["zh_CN", "en", "pt"] as const) {
      setLocale(locale);
      await post(client, "/api/v1.0/cms/disclosure", { name: "x" });
      expect(header(last(), "Api-Language")).toBe(locale);
      expect(header(last(), "Accept-Language")).toBe(locale);
    }
  });
});

describe("Api-Key", () => {
  it("carries the member token on ordinary paths", async () => {
    const { client, last } = setup();
    await get(client, "/api/v1.0/member/info");
    expect(header(last(), "Api-Key")).toBe("member-token");
    await post(client, "/api/v1.0/news/3/comment", { comment: "hi" });
    expect(header(last(), "Api-Key")).toBe("member-token");
  });

  it("carries the supplier token (and not the member token) under /api/v1.0/supplier", async () => {
    const { client, last } = setup();
    for (const path of ["/api/v1.0/supplier/info", "/api/v1.0/supplier/login", "/api/v1.0/supplier/abc-uuid/change", "/api/v1.0/supplier"]) {
      await get(client, path);
      expect(header(last(), "Api-Key"), path).toBe("supplier-token");
      expect(JSON.stringify(last().headers)).not.toContain("member-token");
    }
    await post(client, "/api/v1.0/supplier/update", { mobile: "61234567" });
    expect(header(last(), "Api-Key")).toBe("supplier-token");
  });

  it("a path that merely starts with the same letters is not a supplier path", async () => {
    const { client, last } = setup();
    await get(client, "/api/v1.0/suppliers-list");
    expect(header(last(), "Api-Key")).toBe("member-token");
  });

  it("a console path (staff: a cookie session) carries no token at all", async () => {
    const { client, last } = setup();
    await get(client, "/api/console/v1/me");
    expect(header(last(), "Api-Key")).toBeUndefined();
    await post(client, "/api/console/v1/sign-out");
    expect(header(last(), "Api-Key")).toBeUndefined();
    await get(client, "/api/consoles");
    expect(header(last(), "Api-Key")).toBe("member-token");
  });

  it("a supplier path without a supplier token sends no Api-Key, never the member token", async () => {
    const { client, last } = setup({ getSupplierToken: () => null });
    await get(client, "/api/v1.0/supplier/info");
    expect(header(last(), "Api-Key")).toBeUndefined();
  });

  it("no token → no Api-Key header (null, undefined, empty, or no getter at all)", async () => {
    for (const getMemberToken of [() => null, () => undefined, () => "", undefined]) {
      const { client, last } = setup({ getMemberToken });
      await get(client, "/api/v1.0/news");
      expect(header(last(), "Api-Key")).toBeUndefined();
      expect(Object.keys(last().headers).map((k) => k.toLowerCase())).not.toContain("api-key");
    }
  });

  it("reads the token at call time (login and logout take effect at once)", async () => {
    let token: string | null = null;
    const { client, last } = setup({ getMemberToken: () => token });
    await get(client, "/api/v1.0/member/info");
    expect(header(last(), "Api-Key")).toBeUndefined();
    token = "fresh";
    await get(client, "/api/v1.0/member/info");
    expect(header(last(), "Api-Key")).toBe("fresh");
  });
});

describe("VerifyCode nocache header", () => {
  it("is sent on /api/v1/common/VerifyCode (and paths starting with it) with the clock's value", async () => {
    const { client, last } = setup();
    await get(client, "/api/v1/common/VerifyCode");
    expect(header(last(), "nocache")).toBe("1700000000000");
    await get(client, "/api/v1/common/VerifyCode/image", { key: "x" });
    expect(header(last(), "nocache")).toBe("1700000000000");
  });

  it("changes with the clock so that every captcha is fresh", async () => {
    let now = 1;
    const { client, last } = setup({ now: () => now });
    await get(client, "/api/v1/common/VerifyCode");
    expect(header(last(), "nocache")).toBe("1");
    now = 2;
    await get(client, "/api/v1/common/VerifyCode");
    expect(header(last(), "nocache")).toBe("2");
  });

  it("is not sent elsewhere", async () => {
    const { client, last } = setup();
    for (const path of ["/api/v1/common/setting", "/api/v1.0/common/verifycode/verify", "/api/v1.0/news"]) {
      await get(client, path);
      expect(header(last(), "nocache"), path).toBeUndefined();
    }
  });
});

describe("statistics host", () => {
  it("/api/v2.0/statistics goes to the statistics host, other calls to the base", async () => {
    const { client, requests } = setup();
    await post(client, "/api/v2.0/statistics", { event: "page" });
    await post(client, "/api/v1.0/statistics/search", { keyword: "x" });
    await get(client, "/api/v1.0/news");
    expect(requests.map((r) => r.url)).toEqual([
      "https://stats.example.mo/api/v2.0/statistics",
      "https://api.example.mo/api/v1.0/statistics/search",
      "https://api.example.mo/api/v1.0/news",
    ]);
  });

  it("falls back to the base when no statistics host is configured; a trailing slash on a base is fine", async () => {
    const { client, last } = setup({ statisticsBaseUrl: undefined, baseUrl: "https://api.example.mo/" });
    await post(client, "/api/v2.0/statistics", { event: "page" });
    expect(last().url).toBe("https://api.example.mo/api/v2.0/statistics");
  });

  it("same origin when no base is given", async () => {
    const { client, last } = setup({ baseUrl: undefined, statisticsBaseUrl: undefined });
    await get(client, "/api/v1.0/news");
    expect(last().url).toBe("/api/v1.0/news");
  });
});

describe("GET query parameters", () => {
  it("repeat the key for arrays and skip null and undefined", async () => {
    const { client, last } = setup();
    await get(client, "/api/v1.0/search/", { Keywords: "澳門 新聞", Category: [1, 2, 3], Page: 1, FullSearch: true, Year: null, DateSort: undefined });
    const url = new URL(last().url);
    expect(url.searchParams.getAll("Category")).toEqual(["1", "2", "3"]);
    expect(url.searchParams.get("Keywords")).toBe("澳門 新聞");
    expect(url.searchParams.get("Page")).toBe("1");
    expect(url.searchParams.get("FullSearch")).toBe("true");
    expect(url.searchParams.has("Year")).toBe(false);
    expect(url.searchParams.has("DateSort")).toBe(false);
    expect(last().url).toContain("Category=1&Category=2&Category=3");
    expect(last().url).not.toContain("Category%5B");
    expect(last().method).toBe("GET");
    expect(last().body).toBeUndefined();
  });

  it("serializeQuery: empty and absent queries add nothing", () => {
    expect(serializeQuery(undefined)).toBe("");
    expect(serializeQuery({})).toBe("");
    expect(serializeQuery({ a: [], b: null })).toBe("");
    expect(serializeQuery({ ids: ["a", "b"] })).toBe("?ids=a&ids=b");
  });

  it("a path with its own query string gets the parameters appended with &", async () => {
    const { client, last } = setup();
    await post(client, "/api/v1.0/advertisement/click?id=5", undefined, { slot: "top" });
    expect(last().url).toBe("https://api.example.mo/api/v1.0/advertisement/click?id=5&slot=top");
    await get(client, "/api/v1.0/advertisement/click?id=5");
    expect(last().url).toBe("https://api.example.mo/api/v1.0/advertisement/click?id=5");
  });
});

describe("POST bodies", () => {
  it("are JSON with a content type; a POST without a body sends {}", async () => {
    const { client, last } = setup();
    await post(client, "/api/v1.0/vote/item/votes", { Ids: [1, 2], VoteId: 3 });
    expect(last().method).toBe("POST");
    expect(JSON.parse(last().body as string)).toEqual({ Ids: [1, 2], VoteId: 3 });
    expect(header(last(), "Content-Type")).toBe("application/json");
    await post(client, "/api/v1.0/news/1/like");
    expect(last().body).toBe("{}");
  });

  it("a FormData (an upload) goes as it is, without a JSON content type, with the token", async () => {
    const { client, last } = setup();
    const form = new FormData();
    form.append("file", new Blob(["abc"], { type: "image/png" }), "a.png");
    await post(client, "/api/v1.0/common/upload", form);
    expect(last().body).toBe(form);
    expect(header(last(), "Content-Type")).toBeUndefined();
    expect(header(last(), "Api-Key")).toBe("member-token");
  });

  it("GET sends no content type", async () => {
    const { client, last } = setup();
    await get(client, "/api/v1.0/news");
    expect(header(last(), "Content-Type")).toBeUndefined();
  });
});

describe("responses", () => {
  it("unwrap to the body (the envelope), whatever its code", async () => {
    const envelope = { code: -1, message: "wrong password", data: null };
    const { client } = setup({}, () => ({ status: 200, statusText: "OK", body: envelope }));
    await expect(post(client, "/api/v1.0/member/login", { username: "a", password: "b" })).resolves.toEqual(envelope);
  });

  it("unwrap text bodies too", async () => {
    const { client } = setup({}, () => ({ status: 200, statusText: "OK", body: "<rss/>" }));
    await expect(get(client, "/web/feed")).resolves.toBe("<rss/>");
  });

  it.each([
    [400, "Bad Request"],
    [401, "Unauthorized"],
    [404, "Not Found"],
    [429, "Too Many Requests"],
    [500, "Internal Server Error"],
    [503, "Service Unavailable"],
  ])("%i rejects with the status text and keeps the body", async (status, statusText) => {
    const body = { code: status, message: "從伺服器", data: null };
    const { client } = setup({}, () => ({ status, statusText, body }));
    const error = await get(client, "/api/v1.0/news/999").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiHttpError);
    expect(error).toBeInstanceOf(Error);
    expect((error as ApiHttpError).message).toBe(statusText);
    expect((error as ApiHttpError).status).toBe(status);
    expect((error as ApiHttpError).body).toEqual(body);
    expect((error as ApiHttpError).name).toBe("ApiHttpError");
  });

  it("rejects with HTTP <status> when there is no status text (HTTP/2)", async () => {
    const { client } = setup({}, () => ({ status: 502, statusText: "", body: null }));
    await expect(get(client, "/api/v1.0/news")).rejects.toThrow("HTTP 502");
  });

  it("does not reject 2xx and 3xx", async () => {
    for (const status of [200, 201, 204, 304, 399]) {
      const { client } = setup({}, () => ({ status, statusText: "x", body: null }));
      await expect(get(client, "/api/v1.0/news")).resolves.toBeNull();
    }
  });

  it("a transport failure (network) propagates as is", async () => {
    const { client } = setup({
      transport: async () => {
        throw new TypeError("Failed to fetch");
      },
    });
    await expect(get(client, "/api/v1.0/news")).rejects.toThrow("Failed to fetch");
  });
});

describe("statistics calls carry no token", () => {
  it("sends neither the member nor the supplier token to the statistics host", async () => {
    const seen: Record<string, string>[] = [];
    const client = createApiClient({
      transport: async (request) => {
        seen.push(request.headers);
        return { status: 200, statusText: "OK", body: { code: 0 } };
      },
      statisticsBaseUrl: "https://stats.example",
      getLocale: () => "en",
      getMemberToken: () => "member-token",
      getSupplierToken: () => "supplier-token",
    });
    await post(client, "/api/v2.0/statistics", { event: "page" });
    expect(seen[0]?.["Api-Key"]).toBeUndefined();
  });
});
