import { describe, expect, it } from "vitest";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { PageCache, compressedFor, etagOf, pickEncoding, withCompressedBodies, type CachedPage } from "./page-cache.ts";

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

describe("page cache loading", () => {
  const rendered = (text: string) => async () => ({ value: page(text), keep: true });

  it("renders a missing page once for every request that arrives meanwhile", async () => {
    const cache = new PageCache(10_000, 10);
    let renders = 0;
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const render = async () => {
      renders += 1;
      await gate;
      return { value: page("a"), keep: true };
    };
    const all = Promise.all([cache.load("/a", render), cache.load("/a", render), cache.load("/a", render)]);
    finish();
    const pages = await all;
    expect(renders).toBe(1);
    expect(pages.map((p) => p.body.toString())).toEqual(["a", "a", "a"]);
    expect(cache.get("/a")?.body.toString()).toBe("a");
  });

  it("serves a stale page while one request renders it anew, then the new one", async () => {
    let now = 0;
    const cache = new PageCache(10_000, 10, () => now);
    await cache.load("/a", rendered("old"));
    now = 15_000; // stale, not expired
    let renders = 0;
    const render = async () => {
      renders += 1;
      return { value: page("new"), keep: true };
    };
    expect((await cache.load("/a", render)).body.toString()).toBe("old");
    expect((await cache.load("/a", render)).body.toString()).toBe("new");
    expect(renders).toBe(1);
  });

  it("renders again once a page is past twice its time", async () => {
    let now = 0;
    const cache = new PageCache(10_000, 10, () => now);
    await cache.load("/a", rendered("old"));
    now = 20_000;
    expect((await cache.load("/a", rendered("new"))).body.toString()).toBe("new");
  });

  it("answers but does not keep a page its render says not to keep", async () => {
    const cache = new PageCache(10_000, 10);
    const first = await cache.load("/a", async () => ({ value: page("error"), keep: false }));
    expect(first.body.toString()).toBe("error");
    expect(cache.get("/a")).toBeUndefined();
  });

  it("keeps the stale page when the background render fails", async () => {
    let now = 0;
    const cache = new PageCache(10_000, 10, () => now);
    await cache.load("/a", rendered("old"));
    now = 12_000;
    const failing = async () => {
      throw new Error("database down");
    };
    expect((await cache.load("/a", failing)).body.toString()).toBe("old");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cache.lookup("/a")?.value.body.toString()).toBe("old");
  });
});

describe("compressed bodies", () => {
  const html = Buffer.from("<!doctype html><p>" + "澳門新聞 Macau news ".repeat(200) + "</p>");

  it("compresses a page once in brotli and gzip, both decoding to the body", async () => {
    const { brotliDecompressSync, gunzipSync } = await import("node:zlib");
    const compressed = await withCompressedBodies(page(html.toString()));
    expect(compressed.br && brotliDecompressSync(compressed.br).equals(html)).toBe(true);
    expect(compressed.gzip && gunzipSync(compressed.gzip).equals(html)).toBe(true);
    expect(compressed.br!.length).toBeLessThan(html.length / 5);
  });

  it("leaves tiny bodies alone", async () => {
    expect((await withCompressedBodies(page("tiny"))).br).toBeUndefined();
  });

  it("picks brotli, then gzip, then the plain body by what the client accepts", async () => {
    const compressed = await withCompressedBodies(page(html.toString()));
    expect(pickEncoding(compressed, "gzip, deflate, br").encoding).toBe("br");
    expect(pickEncoding(compressed, "gzip").encoding).toBe("gzip");
    expect(pickEncoding(compressed, "br;q=0, gzip").encoding).toBe("gzip");
    expect(pickEncoding(compressed, undefined)).toEqual({ body: html });
    expect(pickEncoding(compressed, "identity")).toEqual({ body: html });
  });

  it("gives different bodies different ETags", () => {
    expect(etagOf(Buffer.from("a"))).not.toBe(etagOf(Buffer.from("b")));
    expect(etagOf(Buffer.from("a"))).toMatch(/^W\/".+"$/);
  });
});

describe("a page rendered for one reader", () => {
  const big = page("<p>澳門新聞</p>".repeat(400));
  it("is compressed once, in the encoding the reader prefers", async () => {
    const br = await compressedFor(big, "gzip, deflate, br");
    expect(br.encoding).toBe("br");
    expect(brotliDecompressSync(br.body).equals(big.body)).toBe(true);
    const gzip = await compressedFor(big, "gzip");
    expect(gzip.encoding).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(big.body)).toBe(true);
  });
  it("is sent as it is to a reader who accepts no encoding, and when it is small", async () => {
    expect(await compressedFor(big, "identity")).toEqual({ body: big.body });
    expect(await compressedFor(big, "br;q=0, gzip;q=0")).toEqual({ body: big.body });
    expect(await compressedFor(page("short"), "br")).toEqual({ body: Buffer.from("short") });
  });
});

describe("dropping cached pages by tag", () => {
  const tagged = (text: string, tags: string[]) => async () => ({ value: page(text), keep: true, tags });

  it("drops exactly the pages carrying an invalidated tag, fresh or stale, and keeps the others", async () => {
    let now = 0;
    const cache = new PageCache(10_000, 10, () => now);
    await cache.load("/news/42", tagged("42", ["news:article:42", "news:lists"]));
    await cache.load("/news/43", tagged("43", ["news:article:43"]));
    await cache.load("/privacy", tagged("privacy", []));
    now += 15_000; // /news/42 is stale now: it would still be served while a render runs
    expect(cache.invalidate(["news:article:42"])).toBe(1);
    expect(cache.lookup("/news/42")).toBeUndefined();
    expect(cache.lookup("/news/43")).toBeDefined();
    expect(cache.lookup("/privacy")).toBeDefined();
    // The next request waits for a new render instead of getting the stale copy.
    expect((await cache.load("/news/42", tagged("42 new", ["news:article:42"]))).body.toString()).toBe("42 new");
  });

  it("keeps nothing a render under way during an invalidation made, and lets later requests render anew", async () => {
    const cache = new PageCache(10_000, 10);
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const before = cache.load("/news/42", async () => {
      await gate; // read the old title, then …
      return { value: page("old"), keep: true, tags: ["news:article:42"] };
    });
    cache.invalidate(["news:article:42"]); // … the title changed
    const after = cache.load("/news/42", tagged("new", ["news:article:42"]));
    finish();
    expect((await before).body.toString()).toBe("old"); // answered to the request that was waiting for it
    expect((await after).body.toString()).toBe("new");
    expect(cache.get("/news/42")?.body.toString()).toBe("new");
  });

  it("clears everything (an instance that may have missed invalidations)", async () => {
    const cache = new PageCache(10_000, 10);
    await cache.load("/a", tagged("a", []));
    cache.clear();
    expect(cache.lookup("/a")).toBeUndefined();
  });
});
