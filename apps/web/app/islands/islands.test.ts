import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { islandNameOf } from "./loaders.ts";

const appDir = join(dirname(fileURLToPath(import.meta.url)), "..");

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}
const sources = files(appDir).filter((f) => /\.tsx?$/.test(f));
const islandFiles = sources.filter((f) => f.endsWith(".island.tsx"));

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

  it("renders every island under the name of the file its component comes from", () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const file of sources) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/<Island\b[^>]*?\bname="([^"]+)"[^>]*?\bcomponent=\{(\w+)\}/gs)) {
        const [, name, component] = match;
        checked += 1;
        const imported = new RegExp(`import\\s+${component}\\b[^;]*from\\s+"([^"]+)"`).exec(text)?.[1];
        if (!imported || islandNameOf(imported) !== name || !imported.endsWith(".island.tsx")) {
          wrong.push(`${relative(appDir, file)}: <Island name="${name}" component={${component}}> (imported from ${imported ?? "nowhere"})`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // Every use was read (outside islands/, where the component and these tests are written).
    const uses = sources.filter((f) => !f.includes("/islands/")).reduce((n, f) => n + (readFileSync(f, "utf8").match(/<Island\b/g)?.length ?? 0), 0);
    expect(checked).toBe(uses);
  });
});
