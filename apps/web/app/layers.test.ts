import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The web app's layers, lowest first (docs/architecture.md "The web app's layers"): a file imports its own layer or
 * those below, never one above. `browser/` is the browser's plumbing (storage keys, the session, the page view,
 * error reports, beacons); `data/` the API calls; `islands/` hydration; `components/` the shared UI; `layout/` the
 * frame; `features/` the domains' parts; `routes/` the screens (and the app's root files with them). So a shared
 * component never reaches into a domain, the frame never into a domain, and the plumbing never into the frame.
 * Tests and their helpers may import anything.
 */
export const LAYERS = ["i18n", "browser", "data", "islands", "components", "layout", "features", "routes"] as const;

const appDir = dirname(fileURLToPath(import.meta.url));
const isTestFile = (name: string) => /\.test\.tsx?$|\.test-support\.tsx?$/.test(name);

interface SourceFile {
  /** Below apps/web/app, with forward slashes. */
  path: string;
  text: string;
}

function sourceFiles(dir = ""): SourceFile[] {
  return readdirSync(join(appDir, dir), { withFileTypes: true }).flatMap((entry): SourceFile[] => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return sourceFiles(path);
    if (!/\.tsx?$/.test(entry.name) || entry.name.endsWith(".d.ts") || isTestFile(entry.name)) return [];
    return [{ path, text: readFileSync(join(appDir, path), "utf8") }];
  });
}

/** A file's layer: its top folder's place in LAYERS; the app's root files (root.tsx, routes.ts …) count as routes. */
function layerOf(path: string): number {
  const top = path.includes("/") ? path.slice(0, path.indexOf("/")) : "routes";
  const at = LAYERS.indexOf(top as (typeof LAYERS)[number]);
  return at >= 0 ? at : LAYERS.length;
}

/** "file -> imported file" for every relative import (static, dynamic, type-only) that goes to a higher layer. */
export function upwardImports(files: SourceFile[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    for (const match of file.text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}\/[^"']+)["']/g)) {
      const target = posix.normalize(posix.join(posix.dirname(file.path), match[1]!));
      // Outside the app (packages), or React Router's generated route types (./+types/…): not a layer of it.
      // Nor are stylesheets (styles/, a component's own .css).
      if (target.startsWith("..") || target.includes("+types/") || !/\.tsx?$/.test(target)) continue;
      if (layerOf(target) > layerOf(file.path)) found.push(`${file.path} -> ${target}`);
    }
  }
  return [...new Set(found)].sort();
}

describe("the web app's layers", () => {
  // The frame shows parts of domains (the search field, the login pop-up, the footer's adverts, the podcast link):
  // the screens' layer hands them in (layout/frame-parts.tsx), so no import runs upward.
  it("imports only downward", () => {
    expect(upwardImports(sourceFiles()), "imports that run upward").toEqual([]);
  });

  it("catches a component reaching into a domain, the frame into a domain, and the plumbing into the frame", () => {
    const file = (path: string, text: string): SourceFile => ({ path, text });
    expect(
      upwardImports([
        file("components/Like.tsx", 'import { requestLogin } from "../features/identity/login-request.ts";'),
        file("layout/Header.tsx", 'import type { X } from "../features/news/news-paths.ts";'),
        file("data/browser-client.ts", 'import { STORAGE_KEYS } from "../layout/storage-keys.ts";'),
        file("islands/client.tsx", 'const m = await import("../layout/page-view.ts");'),
        file("features/news/Article.tsx", 'import { Island } from "../../islands/Island.tsx";'),
        file("routes/news/detail.tsx", 'import { Article } from "../../features/news/Article.tsx";'),
      ]),
    ).toEqual([
      "components/Like.tsx -> features/identity/login-request.ts",
      "data/browser-client.ts -> layout/storage-keys.ts",
      "islands/client.tsx -> layout/page-view.ts",
      "layout/Header.tsx -> features/news/news-paths.ts",
    ]);
  });
});
