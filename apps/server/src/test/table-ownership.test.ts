import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * A domain is one folder (docs/architecture.md "The layers"). Its tables are `modules/<domain>/tables.ts` (the kv
 * store's `kv/tables.ts`), and only its own files import them; platform/ imports none. Another domain's data is
 * reached through its services; a tables.ts may import another's for a foreign key. No module folder imports
 * another that imports it back, directly or round a longer cycle. db/ keeps only the connection, the migrations,
 * the shared columns and the seed runner; drizzle-kit finds the tables.ts files by name (apps/server/drizzle.config.ts).
 *
 * Demo content is each module's `seed.ts` (its data files `seed-*.ts`). A seed may read and write any table (demo
 * rows span domains, as tests do) but reaches another module's code only through that module's `seed.ts`: what
 * the module offers other seeds (demo keys and texts, helpers such as identity's `hashDemoPassword`). Only seeds
 * and tests use demo content or db/seed/.
 */
const srcDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const CHECKED_AREAS = ["modules", "platform", "kv", "db"];

interface SourceFile {
  /** Below apps/server/src, with forward slashes. */
  path: string;
  text: string;
}

const isTestFile = (name: string) => name.endsWith(".test.ts") || name.endsWith(".test-helper.ts");
/** A table file: modules/<domain>/tables.ts, or kv/tables.ts. */
const isTableFile = (path: string) => /^(modules\/[^/]+|kv)\/tables\.ts$/.test(path);
/** A module's demo content: modules/<domain>/seed.ts and its data files seed-*.ts. */
const isSeedFile = (path: string) => /^modules\/[^/]+\/seed(-[^/]+)?\.ts$/.test(path);

function sourceFilesIn(dir: string): SourceFile[] {
  return readdirSync(join(srcDir, dir), { withFileTypes: true }).flatMap((entry): SourceFile[] => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "migrations" ? [] : sourceFilesIn(path);
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

/** Tables defined anywhere but in their owner's tables.ts. */
function tablePlaceViolations(files: SourceFile[]): string[] {
  return files
    .filter((file) => /\bpg(Table|Enum|View|MaterializedView|Schema|Sequence)\s*\(/.test(file.text) && !isTableFile(file.path))
    .map((file) => `${file.path} defines a table: tables go to their owner's tables.ts (modules/<domain>/tables.ts; the kv store's kv/tables.ts)`);
}

/** What the files import of tables that they may not, one line per import. */
function tableImportViolations(files: SourceFile[]): string[] {
  const violations: string[] = [];
  for (const file of files) {
    const from = areaOf(file.path);
    if (from === "db" || isSeedFile(file.path)) continue; // the index and the seeds may use any table
    for (const imported of importedPaths(file)) {
      if (!isTableFile(imported)) continue;
      const owner = posix.dirname(imported);
      if (owner === from) continue;
      if (isTableFile(file.path) && owner.startsWith("modules/")) continue; // a foreign key
      violations.push(`${file.path} imports ${imported}, owned by ${owner}: call the owner's service`);
    }
  }
  return violations;
}

/** Seeds reaching into another module's code, and code other than seeds using demo content. */
function seedViolations(files: SourceFile[]): string[] {
  const violations: string[] = [];
  for (const file of files) {
    const from = areaOf(file.path);
    for (const imported of importedPaths(file)) {
      if (isSeedFile(file.path)) {
        const to = areaOf(imported);
        const face = posix.basename(imported) === "seed.ts" || isTableFile(imported);
        if (to.startsWith("modules/") && to !== from && !face) {
          violations.push(`${file.path} imports ${imported}: a seed reaches another module's code only through its seed.ts`);
        }
      } else if (from !== "db" && (isSeedFile(imported) || imported.startsWith("db/seed/"))) {
        violations.push(`${file.path} imports ${imported}: only seeds and tests use demo content`);
      }
    }
  }
  return violations;
}

/** What lies in db/ beyond the connection, migrations, shared columns and the seed runner. */
const DB_FILES = ["db/client.ts", "db/columns.ts", "db/seed/index.ts", "db/seed/demo.ts", "db/seed/steps.ts", "db/seed/helpers.ts", "db/seed/assets.ts"];
function dbViolations(paths: string[]): string[] {
  return paths
    .filter((path) => !DB_FILES.includes(path) && !path.startsWith("db/migrations/") && !isTestFile(path))
    .map((path) => `${path}: db/ keeps only the connection, migrations, shared columns and the seed runner; a domain's file goes to modules/<domain>/`);
}

/** Every path below a folder of apps/server/src (files only). */
function pathsBelow(dir: string): string[] {
  return readdirSync(join(srcDir, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? pathsBelow(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
  );
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
const tableFiles = () => sources().map((file) => file.path).filter(isTableFile).sort();

describe("a domain is one folder", () => {
  it("defines every table in its owner's tables.ts", () => {
    expect(tableFiles().length).toBeGreaterThan(10);
    expect(tablePlaceViolations(sources())).toEqual([]);
  });

  it("keeps in db/ only the connection, migrations, shared columns and the seed runner", () => {
    expect(dbViolations(pathsBelow("db"))).toEqual([]);
  });

  it("lets modules, platform/ and kv/ import only the tables they own (a tables.ts another's, for a foreign key)", () => {
    expect(tableImportViolations(sources())).toEqual([]);
  });

  it("lets a seed reach another module only through its seed.ts, and only seeds and tests use demo content", () => {
    expect(seedViolations(sources())).toEqual([]);
  });

  it("keeps platform/ and kv/ below the modules: they import no module and not the app", () => {
    expect(layerViolations(sources())).toEqual([]);
  });

  it("has no module folders importing each other", () => {
    expect(moduleCycle(sources())).toBeNull();
  });

  it("catches a stray table, a stray db/ file, a foreign table, a seed reaching in, a lower layer reaching up and a two-way import", () => {
    const file = (path: string, text: string): SourceFile => ({ path, text });
    expect(
      tablePlaceViolations([
        file("modules/news/tables.ts", 'export const a = pgTable("a", {});'),
        file("kv/tables.ts", 'export const b = pgTable("b", {});'),
        file("db/schema/news.ts", 'export const c = pgTable("c", {});'),
        file("modules/news/news-service.ts", 'const d = pgTable ("d", {});'),
      ]),
    ).toEqual([
      "db/schema/news.ts defines a table: tables go to their owner's tables.ts (modules/<domain>/tables.ts; the kv store's kv/tables.ts)",
      "modules/news/news-service.ts defines a table: tables go to their owner's tables.ts (modules/<domain>/tables.ts; the kv store's kv/tables.ts)",
    ]);
    expect(dbViolations(["db/client.ts", "db/migrations/0001_x.sql", "db/seed/seed.test.ts", "db/seed/news.seed.ts", "db/schema/news.ts"])).toEqual([
      "db/seed/news.seed.ts: db/ keeps only the connection, migrations, shared columns and the seed runner; a domain's file goes to modules/<domain>/",
      "db/schema/news.ts: db/ keeps only the connection, migrations, shared columns and the seed runner; a domain's file goes to modules/<domain>/",
    ]);
    expect(
      tableImportViolations([
        file("modules/news/a.ts", 'import { newsArticles } from "./tables.ts";'),
        file("kv/db-store.ts", 'import { kvEntries } from "./tables.ts";'),
        file("platform/x.ts", 'import type { LocalizedText } from "../db/columns.ts";'),
        file("modules/game/tables.ts", 'import { members } from "../identity/tables.ts";'),
        file("modules/menu/seed.ts", 'import { newsArticles } from "../news/tables.ts";'),
        file("modules/home/b.ts", 'import { newsArticles } from "../news/tables.ts";'),
        file("platform/d.ts", 'const m = await import("../kv/tables.ts");'),
      ]),
    ).toEqual([
      "modules/home/b.ts imports modules/news/tables.ts, owned by modules/news: call the owner's service",
      "platform/d.ts imports kv/tables.ts, owned by kv: call the owner's service",
    ]);
    expect(
      seedViolations([
        file("modules/member/seed.ts", 'import { resolveItem } from "./collection-service.ts";\nimport { DEMO_MEMBER } from "../identity/seed.ts";'),
        file("modules/news/seed-en.ts", 'import { ART } from "../../db/seed/assets.ts";\nimport type { ArticleSeed } from "./seed.ts";'),
        file("modules/supplier/seed.ts", 'import { hashPassword } from "../identity/passwords.ts";'),
        file("modules/identity/login-service.ts", 'import { DEMO_MEMBER } from "./seed.ts";'),
        file("modules/news/news-service.ts", 'import { lt } from "../../db/seed/helpers.ts";'),
        file("db/seed/demo.ts", 'import { seedStep } from "../../modules/news/seed.ts";'),
      ]),
    ).toEqual([
      "modules/supplier/seed.ts imports modules/identity/passwords.ts: a seed reaches another module's code only through its seed.ts",
      "modules/identity/login-service.ts imports modules/identity/seed.ts: only seeds and tests use demo content",
      "modules/news/news-service.ts imports db/seed/helpers.ts: only seeds and tests use demo content",
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
