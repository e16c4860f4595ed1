import { describe, expect, it } from "vitest";
import { IMAGE_FALLBACK_SCRIPT, handleImageError } from "./image-fallback.ts";

/** A stand-in for an <img> (inside a <picture> with sources, or not): only what the handler touches. */
function fakeImage(fallback: string | null, sources?: { srcset: string }[]) {
  const attributes = new Map<string, string>();
  if (fallback !== null) attributes.set("data-fallback", fallback);
  attributes.set("srcset", "/x.jpg 1x");
  const classes = new Set<string>();
  const img = {
    tagName: "IMG",
    src: "/broken.jpg",
    parentNode: sources ? { tagName: "PICTURE", getElementsByTagName: () => sources } : { tagName: "DIV" },
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    removeAttribute: (name: string) => void attributes.delete(name),
    classList: { add: (name: string) => void classes.add(name) },
  };
  return { img, attributes, classes, fail: () => handleImageError({ target: img } as unknown as Event) };
}

describe("handleImageError", () => {
  it("swaps a failed advert picture and its mobile source for the fallback, once", () => {
    const sources = [{ srcset: "/mobile.jpg" }];
    const { img, attributes, classes, fail } = fakeImage("/demo/default-ad.svg", sources);
    fail();
    expect(img.src).toBe("/demo/default-ad.svg");
    expect(sources[0]!.srcset).toBe("/demo/default-ad.svg");
    expect(attributes.has("srcset")).toBe(false);
    expect(classes.size).toBe(0);
    // The fallback fails too: the picture is hidden over its placeholder instead of looping.
    fail();
    expect(classes.has("img-failed")).toBe(true);
    expect(img.src).toBe("/demo/default-ad.svg");
  });

  it("hides a failed picture without a fallback, and leaves other images alone", () => {
    const news = fakeImage("");
    news.fail();
    expect(news.classes.has("img-failed")).toBe(true);
    expect(news.img.src).toBe("/broken.jpg");
    const other = fakeImage(null);
    other.fail();
    expect(other.img.src).toBe("/broken.jpg");
    expect(other.classes.size).toBe(0);
    expect(() => handleImageError({ target: { tagName: "SCRIPT" } } as unknown as Event)).not.toThrow();
  });

  it("is registered by a self-contained inline script", () => {
    const listeners: [string, unknown, unknown][] = [];
    const fakeWindow: Record<string, unknown> = {};
    const fakeDocument = { addEventListener: (...args: [string, unknown, unknown]) => listeners.push(args) };
    const run = new Function("window", "document", IMAGE_FALLBACK_SCRIPT);
    run(fakeWindow, fakeDocument);
    run(fakeWindow, fakeDocument);
    expect(listeners).toHaveLength(1);
    expect(listeners[0]![0]).toBe("error");
    expect(listeners[0]![2]).toBe(true);
  });
});
