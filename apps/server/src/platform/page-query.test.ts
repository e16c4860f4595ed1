import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { createPageQuery, createRouteMatcher } from "./page-query.ts";
import { defaultWebBuildDir } from "./ssr.ts";

// A build shaped like the web app's: root, the language layout (reads ?platform), screens with and without rules.
const page = (value: string) => (/^\d{1,6}$/.test(value) && Number(value) > 1 && Number(value) <= 10_000 ? String(Number(value)) : null);
const slug = (value: string) => (/^[\w-]{1,100}$/.test(value) ? value : null);
const route = (id: string, parentId: string | undefined, path: string | undefined, handle?: unknown, index?: boolean) => ({
  id,
  parentId,
  path,
  index,
  module: { handle },
});
const routes = {
  root: route("root", undefined, ""),
  layout: route("layout", "root", ":lang", { query: { platform: () => "" } }),
  home: route("home", "layout", undefined, undefined, true),
  list: route("list", "layout", "news-list", { query: { page, category: slug } }),
  detail: route("detail", "layout", "news-detail/:id"),
  login: route("login", "layout", "user", { hydrate: "app", browserQuery: ["access_token", "type"] }),
  account: route("account", "layout", "user/account", { hydrate: "app" }),
  collect: route("collect", "account", "collect", { browserQuery: ["type"] }),
  notFound: route("notFound", "layout", "*"),
};
const build = { routes } as unknown as Pick<ServerBuild, "routes">;

describe("the query a page is rendered with", () => {
  const query = createPageQuery(build);

  it("leaves a page without a query alone (without matching its routes)", () => {
    expect(query("/en/news-detail/51", "")).toEqual({ render: "", redirect: null });
    expect(query("/en/news-detail/51", "?")).toEqual({ render: "", redirect: null });
  });

  it("sends an address with a parameter no matched route reads to the address without it", () => {
    expect(query("/en/news-detail/51", "?x=8f3a")).toEqual({ render: "", redirect: "/en/news-detail/51" });
    expect(query("/en/", "?utm_source=mail&utm_medium=x&fbclid=1&gclid=2")).toEqual({ render: "", redirect: "/en/" });
    expect(query("/en/no-such-page", "?a=1")).toEqual({ render: "", redirect: "/en/no-such-page" });
    // Parameters the page reads stay, in the reader's order; tracking ones go.
    expect(query("/en/news-list", "?utm_source=x&page=2&fbclid=y&category=local")).toEqual({
      render: "?category=local&page=2",
      redirect: "/en/news-list?page=2&category=local",
    });
    // A parameter another screen reads is not this one's.
    expect(query("/en/news-detail/51", "?page=2").redirect).toBe("/en/news-detail/51");
  });

  it("renders with the parameters the page reads only: canonical values, once each, in the order of their names", () => {
    expect(query("/en/news-list", "?page=2&category=local")).toEqual({ render: "?category=local&page=2", redirect: null });
    expect(query("/en/news-list", "?category=local&page=02")).toEqual({ render: "?category=local&page=2", redirect: null });
    // Values the screen reads as absent are left out without a redirect: the page is the one without them.
    for (const search of ["?page=abc", "?page=1", "?page=", "?page=99999999", "?category=%3Cscript%3E"]) {
      expect(query("/en/news-list", search), search).toEqual({ render: "", redirect: null });
    }
    expect(query("/en/news-list", "?page=3&page=4").render).toBe("?page=3");
    // The layout's ?platform counts on every page, whatever its value.
    expect(query("/en/news-detail/51", "?platform=ios")).toEqual({ render: "?platform=", redirect: null });
    expect(query("/en/", "?platform")).toEqual({ render: "?platform=", redirect: null });
  });

  it("keeps what only the browser reads in the address, out of the render", () => {
    expect(query("/en/user", "?access_token=abc&type=google")).toEqual({ render: "", redirect: null });
    expect(query("/en/user", "?access_token=abc&x=1")).toEqual({ render: "", redirect: "/en/user?access_token=abc" });
    expect(query("/en/user/account/collect", "?type=video")).toEqual({ render: "", redirect: null });
  });

  it("never redirects React Router's data requests, and keeps their route ids that match", () => {
    expect(query("/en/user/account/collect.data", "?type=video&x=1&_routes=root,collect,nope")).toEqual({ render: "?_routes=root%2Ccollect", redirect: null });
    expect(query("/en/news-list.data", "?page=2&x=1")).toEqual({ render: "?page=2", redirect: null });
    expect(query("/en/_.data", "?platform=1&_routes=home")).toEqual({ render: "?platform=&_routes=home", redirect: null });
    expect(query("/_root.data", "?_routes=root")).toEqual({ render: "?_routes=root", redirect: null });
  });

  it("refuses a handle whose rules are not functions, when the server starts", () => {
    const broken = { routes: { ...routes, list: route("list", "layout", "news-list", { query: { page: "page" } }) } } as unknown as Pick<ServerBuild, "routes">;
    expect(() => createPageQuery(broken)).toThrow(/route list: handle.query.page/);
  });
});

describe("the routes a path matches", () => {
  // The web app's own build (npm run build): the cut-down matching must give what React Router's gives on the whole tree.
  const serverEntry = join(defaultWebBuildDir(join(dirname(fileURLToPath(import.meta.url)), "..")), "server", "index.js");

  it("are those React Router's matchRoutes finds on the whole tree, for every route of the web app", async () => {
    if (!existsSync(serverEntry)) throw new Error(`web build missing at ${serverEntry}: run npm run build first`);
    const web = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    type Node = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Node[] };
    const nodes = new Map<string, Node>();
    for (const r of Object.values(web.routes)) nodes.set(r!.id, { id: r!.id, path: r!.path, index: r!.index, caseSensitive: r!.caseSensitive });
    const tree: Node[] = [];
    for (const r of Object.values(web.routes)) {
      const parent = r!.parentId ? nodes.get(r!.parentId) : undefined;
      if (parent) (parent.children ??= []).push(nodes.get(r!.id)!);
      else tree.push(nodes.get(r!.id)!);
    }
    const fullPath = (id: string | undefined): string => {
      const r = id ? web.routes[id] : undefined;
      return r ? `${fullPath(r.parentId)}/${r.path ?? ""}` : "";
    };
    const paths = new Set(["/", "/en", "/EN/NEWS-LIST", "//en//news-list", "/en/news-list/", "/pt/a/b/c/d", "/en/%E6%BE%B3%E9%96%80", "/en/~", "/x/y"]);
    for (const id of Object.keys(web.routes)) {
      const pattern = fullPath(id).replace(/\/+/g, "/");
      for (const lang of ["en"]) {
        for (const value of ["51", "news-list"]) {
          const path = pattern.replace(":lang", lang).replace(/:\w+/g, value).replace("*", "a/b");
          paths.add(path);
          paths.add(`${path}/extra`);
        }
      }
    }
    const matcher = createRouteMatcher(web);
    const wrong: string[] = [];
    for (const path of paths) {
      const expected = (matchRoutes(tree as RouteObject[], path) ?? []).map((m) => (m.route as Node).id);
      // The shape is kept: the same answer again, from the memo.
      for (const got of [matcher(path), matcher(path)]) if (got.join(" ") !== expected.join(" ")) wrong.push(`${path}: ${got.join(" ")} ≠ ${expected.join(" ")}`);
    }
    expect(wrong).toEqual([]);
    expect(paths.size).toBeGreaterThan(200);
  });
});
