import { describe, expect, it } from "vitest";
import { PageCache, type CachedPage } from "./page-cache.ts";

const page = (text: string): CachedPage => ({ status: 200, headers: {}, body: Buffer.from(text), etag: `"${text}"` });

describe("page cache", () => {
  it("serves a page until its time is up", () => {
    let now = 1000;
    const cache = new PageCache(10_000, 10, () => now);
    cache.set("/zh-hant/", page("a"));
    expect(cache.get("/zh-hant/")?.body.toString()).toBe("a");
    now += 9_999;
    expect(cache.get("/zh-hant/")).toBeDefined();
    now += 1;
    expect(cache.get("/zh-hant/")).toBeUndefined();
  });

  it("keeps at most its number of entries, dropping the oldest", () => {
    const cache = new PageCache(10_000, 2);
    cache.set("/a", page("a"));
    cache.set("/b", page("b"));
    cache.set("/c", page("c"));
    expect(cache.get("/a")).toBeUndefined();
    expect(cache.get("/b")).toBeDefined();
    expect(cache.get("/c")).toBeDefined();
  });

  it("keeps nothing when its time is zero", () => {
    const cache = new PageCache(0, 10);
    cache.set("/a", page("a"));
    expect(cache.get("/a")).toBeUndefined();
  });
});
