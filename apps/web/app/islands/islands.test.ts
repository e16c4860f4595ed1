import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { islandNames } from "../../island-names.ts";
import { islandNameOf } from "./loaders.ts";

const appDir = join(dirname(fileURLToPath(import.meta.url)), "..");

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}
const sources = files(appDir).filter((f) => /\.tsx?$/.test(f));
const islandFiles = sources.filter((f) => f.endsWith(".island.tsx"));
/** Props enough for the like button to render on the server (its endpoints are only called in the browser). */
const LIKE_PROPS = { lang: "en", id: 1, likeCount: 3, endpoints: {}, labels: { like: "Like", liked: "Liked", count: "{count} likes", failed: "Failed" } } as const;

describe("islands found by file name", () => {
  it("names an island by its file name", () => {
    expect(islandNameOf("../features/news/LikeButton.island.tsx")).toBe("LikeButton");
  });

  it("has one file per island name: two islands of the same name would hydrate with the wrong code", () => {
    const names = islandFiles.map((f) => islandNameOf(f));
    const twice = names.filter((name, i) => names.indexOf(name) !== i);
    expect(twice, "island names used by more than one file").toEqual([]);
    expect(names.length).toBeGreaterThan(10);
  });

  it("renders every island with the default export of an island file, which gives it its name", () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const file of sources) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/<Island\b[^>]*?\bcomponent=\{(\w+)\}/gs)) {
        const [, component] = match;
        checked += 1;
        const imported = new RegExp(`import\\s+${component}\\b[^;]*from\\s+"([^"]+)"`).exec(text)?.[1];
        if (!imported?.endsWith(".island.tsx")) wrong.push(`${relative(appDir, file)}: <Island component={${component}}> (imported from ${imported ?? "nowhere"})`);
      }
    }
    expect(wrong).toEqual([]);
    // Every use was read (outside islands/, where the component and these tests are written).
    const uses = sources.filter((f) => !f.includes("/islands/")).reduce((n, f) => n + (readFileSync(f, "utf8").match(/<Island\b/g)?.length ?? 0), 0);
    expect(checked).toBe(uses);
  });

  it("the build names each island's component after its file, and refuses a file it cannot name", () => {
    const plugin = islandNames();
    const transform = plugin.transform as (this: { error: (message: string) => never }, code: string, id: string) => { code: string } | null;
    const context = { error: (message: string): never => { throw new Error(message); } };
    const named = transform.call(context, "export default function LikeButton() { return null; }", "/app/components/LikeButton.island.tsx?v=1");
    expect(named?.code).toContain('LikeButton.islandName = "LikeButton";');
    expect(transform.call(context, "export default function Like() {}", "/app/components/Like.tsx")).toBeNull();
    expect(() => transform.call(context, "const X = () => null; export default X;", "/app/components/X.island.tsx")).toThrow(/export default function/);
    for (const file of islandFiles) expect(readFileSync(file, "utf8"), relative(appDir, file)).toMatch(/^export default function [A-Z]\w*/m);
  });

  it("an island rendered on the server carries its file's name, and a component that is not an island is refused", async () => {
    const { renderToStaticMarkup } = await import("react-dom/server");
    const { createElement } = await import("react");
    const { Island } = await import("./Island.tsx");
    const { default: LikeButton } = await import("../components/LikeButton.island.tsx");
    type LikeProps = Parameters<typeof LikeButton>[0];
    expect(renderToStaticMarkup(createElement(Island<LikeProps>, { component: LikeButton, props: LIKE_PROPS as unknown as LikeProps }))).toContain('data-island="LikeButton"');
    const NotAnIsland = () => null;
    expect(() => renderToStaticMarkup(createElement(Island, { component: NotAnIsland, props: {} }))).toThrow(/not the default export/);
  });
});
