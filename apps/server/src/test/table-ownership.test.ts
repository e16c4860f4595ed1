import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * One owner per table, imports in one direction (docs/architecture.md). A schema file is owned by the folder of its
 * name: db/schema/<domain>.ts by modules/<domain> (db/schema/kv.ts by kv/, the store of short-lived state). Every
 * non-test file of a module may import only the schema file of its own domain; platform/ imports no table. Other
 * domains' data is reached through their services. No module folder imports another that imports it back,
 * directly or round a longer cycle. Seeds, migrations and tests may use any table.
 */
const srcDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const SCHEMA_DIR = "db/schema";
/** Folders outside modules/ that own a schema file of their name. */
const OWNING_AREAS = ["kv"];

/** The folder that owns a schema file: modules/<name>, or kv/ for kv.ts. */
export function ownerOf(schemaFile: string): string {
  const name = schemaFile.replace(/\.ts$/, "");
  return OWNING_AREAS.includes(name) ? name : `modules/${name}`;
}
/** Schema files without tables, free to import: the shared column helpers. */
const SHARED_SCHEMA_FILES = ["columns.ts"];
const CHECKED_AREAS = ["modules", "platform", "kv"];

interface SourceFile {
  /** Below apps/server/src, with forward slashes. */
  path: string;
  text: string;
}

const isTestFile = (name: string) => name.endsWith(".test.ts") || name.endsWith(".test-helper.ts");

function sourceFilesIn(dir: string): SourceFile[] {
  return readdirSync(join(srcDir, dir), { withFileTypes: true }).flatMap((entry): SourceFile[] => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFilesIn(path);
    if (!entry.name.endsWith(".ts") || isTestFile(entry.name)) return [];
    return [{ path, text: readFileSync(join(srcDir, path), "utf8") }];
  });
}

/** The files a file imports or re-exports by a relative path (static and dynamic), below apps/server/src. */
function importedPaths(file: SourceFile): string[] {
  const specifiers = [...file.text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}\/[^"']+)["']/g)].map((m) => m[1]!);
  return specifiers.map((specifier) => posix.normalize(posix.join(posix.dirname(file.path), specifier)));
}

/** modules/<folder> for a module's files, else the top folder (platform, kv …). */
function areaOf(path: string): string {
  const [top, folder] = path.split("/");
  return top === "modules" && path.split("/").length > 2 ? `${top}/${folder}` : top!;
}

/** What the files import of db/schema that they may not, one line per import. */
function schemaImportViolations(files: SourceFile[]): string[] {
  const violations: string[] = [];
  for (const file of files) {
    for (const imported of importedPaths(file)) {
      if (posix.dirname(imported) !== SCHEMA_DIR) continue;
      const name = posix.basename(imported);
      if (SHARED_SCHEMA_FILES.includes(name)) continue;
      const owner = ownerOf(name);
      if (owner !== areaOf(file.path)) violations.push(`${file.path} imports ${imported}, owned by ${owner}: call the owner's service`);
    }
  }
  return violations;
}

/** Module folder → the other module folders its files import. */
function moduleGraph(files: SourceFile[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const from = areaOf(file.path);
    if (!from.startsWith("modules/")) continue;
    const targets = graph.get(from) ?? new Set<string>();
    graph.set(from, targets);
    for (const imported of importedPaths(file)) {
      const to = areaOf(imported);
      if (to.startsWith("modules/") && to !== from) targets.add(to);
    }
  }
  return graph;
}

/** A cycle of module folders (first folder repeated at the end), or null when imports go one way only. */
function moduleCycle(files: SourceFile[]): string[] | null {
  const graph = moduleGraph(files);
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    const at = path.indexOf(node);
    if (at >= 0) return [...path.slice(at), node];
    if (done.has(node)) return null;
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(node);
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

/**
 * Layers (docs/architecture.md): platform/ and kv/ sit below the modules and import none of them, nor the app that
 * assembles them. What they need of a domain is handed to them (Deps: the messenger, the session lookups the
 * identity and supplier modules offer). Type-only imports count: a type from a module is a dependency on it.
 */
const LOWER_LAYERS = ["platform", "kv"];
function layerViolations(files: SourceFile[]): string[] {
  const violations: string[] = [];
  for (const file of files) {
    if (!LOWER_LAYERS.includes(areaOf(file.path))) continue;
    for (const imported of importedPaths(file)) {
      if (imported.startsWith("modules/") || imported === "app.ts") violations.push(`${file.path} imports ${imported}: a lower layer reaches up`);
    }
  }
  return violations;
}

const sources = () => CHECKED_AREAS.flatMap(sourceFilesIn);

describe("table ownership", () => {
  it("names every schema file after the folder that owns it", () => {
    const tableFiles = readdirSync(join(srcDir, SCHEMA_DIR)).filter((name) => name.endsWith(".ts") && !SHARED_SCHEMA_FILES.includes(name));
    expect(tableFiles.length).toBeGreaterThan(10);
    const orphans = tableFiles.filter((name) => !existsSync(join(srcDir, ownerOf(name))));
    expect(orphans, "schema files whose owner folder does not exist").toEqual([]);
  });

  it("lets modules, platform/ and kv/ import only the schema files they own", () => {
    expect(schemaImportViolations(sources())).toEqual([]);
  });

  it("keeps platform/ and kv/ below the modules: they import no module and not the app", () => {
    expect(layerViolations(sources())).toEqual([]);
  });

  it("has no module folders importing each other", () => {
    expect(moduleCycle(sources())).toBeNull();
  });

  it("catches a foreign table, a table in platform/, a lower layer reaching up and a two-way import", () => {
    const file = (path: string, text: string): SourceFile => ({ path, text });
    expect(
      schemaImportViolations([
        file("modules/news/a.ts", 'import { newsArticles } from "../../db/schema/news.ts";'),
        file("kv/db-store.ts", 'import { kvEntries } from "../db/schema/kv.ts";'),
        file("platform/x.ts", 'import type { LocalizedText } from "../db/schema/columns.ts";'),
        file("modules/home/b.ts", 'import { newsArticles } from "../../db/schema/news.ts";'),
        file("platform/d.ts", 'const m = await import("../db/schema/kv.ts");'),
      ]),
    ).toEqual([
      "modules/home/b.ts imports db/schema/news.ts, owned by modules/news: call the owner's service",
      "platform/d.ts imports db/schema/kv.ts, owned by kv: call the owner's service",
    ]);
    expect(
      layerViolations([
        file("platform/member-auth.ts", 'import { findSession, type ActiveSession } from "../modules/identity/sessions.ts";'),
        file("platform/deps.ts", 'import type { Messenger } from "../modules/messaging/messenger.ts";'),
        file("kv/redis-store.ts", 'const app = await import("../app.ts");'),
        file("platform/ok.ts", 'import type { Deps } from "./deps.ts";'),
        file("modules/news/up.ts", 'import { requireMember } from "../../platform/member-auth.ts";'),
      ]),
    ).toEqual([
      "platform/member-auth.ts imports modules/identity/sessions.ts: a lower layer reaches up",
      "platform/deps.ts imports modules/messaging/messenger.ts: a lower layer reaches up",
      "kv/redis-store.ts imports app.ts: a lower layer reaches up",
    ]);
    const oneWay = [file("modules/search/s.ts", 'import { x } from "../news/n.ts";'), file("modules/news/n.ts", 'import { y } from "../../platform/p.ts";')];
    expect(moduleCycle(oneWay)).toBeNull();
    expect(moduleCycle([...oneWay, file("modules/news/m.ts", 'import type { Z } from "../search/s.ts";')])).toEqual([
      "modules/search",
      "modules/news",
      "modules/search",
    ]);
  });
});

