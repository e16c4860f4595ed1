import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * "Macau", not "Macao", in every text the portal shows (docs/frame.md "Spelling"): TDM's own English usage, the
 * spelling of its name (Teledifusão de Macau) and of the Portuguese texts beside the English ones. Checked in the
 * strings of the web app, the server (replies, message catalogs, demo content in the modules' seed files, feeds) and
 * the contract, and in the demo captions — not in comments or tests. The exceptions are official names that are spelt "Macao" by their
 * owners, and only as part of those names.
 */
export const OFFICIAL_MACAO_NAMES = [
  "Macao SAR",
  "Macao Special Administrative Region",
  "Hong Kong–Zhuhai–Macao Bridge",
  "Guangdong-Macao In-Depth Cooperation Zone",
  "Historic Centre of Macao",
  "Macao Meteorological and Geophysical Bureau",
  "Macao Polytechnic University",
  "Macao Daily News",
];

const root = join(dirname(fileURLToPath(import.meta.url)), "../../../..");
const SOURCE_ROOTS = ["apps/web/app", "apps/server/src", "packages/contract/src"];
const CAPTIONS_DIR = "apps/web/public/demo/media";
const isTestFile = (name: string) => /\.test\.tsx?$|\.test-helper\.ts$|\.test-data\.ts$/.test(name);

function filesIn(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "test" || entry.name === "node_modules" ? [] : filesIn(path, keep);
    return keep(entry.name) ? [path] : [];
  });
}

/** The texts of a source file's string and template literals and JSX text (comments are not shown to anyone). */
function stringsOf(path: string, text: string): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node) || ts.isJsxText(node)) out.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

/** Each "Macao" of a text that is not inside one of the official names, with a little context. */
export function otherSpellings(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\bMacao\b/g)) {
    const at = match.index;
    const official = OFFICIAL_MACAO_NAMES.some((name) => {
      const offset = name.indexOf("Macao");
      return offset >= 0 && text.startsWith(name, at - offset);
    });
    if (!official) found.push(text.slice(Math.max(0, at - 30), at + 35).replace(/\s+/g, " "));
  }
  return found;
}

describe("English spelling: Macau", () => {
  it("finds the other spelling, and lets official names keep theirs", () => {
    expect(otherSpellings("Live streams can only be watched in Macao.")).toHaveLength(1);
    expect(otherSpellings("the Macao SAR and the Hong Kong–Zhuhai–Macao Bridge, in Macau")).toEqual([]);
    expect(otherSpellings("Macao Polytechnic University students from Macao")).toHaveLength(1);
    expect(otherSpellings("macaoResident, Macaoese")).toEqual([]);
  });

  it("no string of the web app, the server, its demo content or the contract says Macao but in official names", () => {
    const offences: string[] = [];
    for (const dir of SOURCE_ROOTS) {
      for (const path of filesIn(dir, (name) => /\.tsx?$/.test(name) && !isTestFile(name))) {
        const text = readFileSync(join(root, path), "utf8");
        if (!text.includes("Macao")) continue;
        for (const string of stringsOf(path, text)) for (const context of otherSpellings(string)) offences.push(`${path}: …${context}…`);
      }
    }
    for (const path of filesIn(CAPTIONS_DIR, (name) => name.endsWith(".vtt"))) {
      for (const context of otherSpellings(readFileSync(join(root, path), "utf8"))) offences.push(`${path}: …${context}…`);
    }
    expect(offences, `write "Macau" (docs/frame.md "Spelling"); official names may be added to OFFICIAL_MACAO_NAMES`).toEqual([]);
  });

  it("scans the places that hold the texts", () => {
    const scanned = SOURCE_ROOTS.flatMap((dir) => filesIn(dir, (name) => /\.tsx?$/.test(name) && !isTestFile(name)));
    for (const expected of ["apps/server/src/modules/news/seed-en.ts", "apps/web/app/layout/messages.ts", "apps/server/src/platform/replies.ts"]) {
      expect(scanned).toContain(expected);
    }
  });
});
