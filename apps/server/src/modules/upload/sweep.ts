import { readdir, stat, unlink } from "node:fs/promises";
import { join } from "node:path";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { UploadArea } from "./upload-service.ts";

/**
 * The sweep of uploaded files nobody refers to (docs/uploads.md): a member's old photo, the documents of a
 * registration never sent, the files of form submissions deleted after their retention, an upload whose form was
 * abandoned. A file is removed only when it is older than the grace period (a form being filled in refers to its
 * files only once it is sent) and no value anywhere in the database names it.
 *
 * "Anywhere" is meant: every text and JSON column of every table of the schema is searched for `/uploads/u/…` (and the
 * private area's `/uploads/p/…`)
 * rather than a list of the columns that hold uploads, so that a column added later (or a CMS text that links an
 * uploaded picture) can never be forgotten and lose its file. It reads only the rows that mention an upload.
 */

/** An uploaded file's path as the database holds it. */
const PATH_IN_TEXT = /\/uploads\/[up]\/\d{4}\/\d{2}\/[A-Za-z0-9_-]+\.[a-z0-9]{2,5}/g;
const TEXT_TYPES = ["text", "character varying", "json", "jsonb", "ARRAY"];

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Every upload path some row of the schema names. */
export async function referencedUploads(db: Db): Promise<Set<string>> {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(
    db,
    sql`select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
        where c.table_schema = current_schema() and c.data_type in (${sql.join(TEXT_TYPES.map((type) => sql`${type}`), sql`, `)})`,
  );
  const found = new Set<string>();
  for (const { table_name: table, column_name: column } of columns) {
    const values = await rowsOf<{ v: string }>(
      db,
      sql`select ${sql.identifier(column)}::text as v from ${sql.identifier(table)} where ${sql.identifier(column)}::text like '%/uploads/u/%' or ${sql.identifier(column)}::text like '%/uploads/p/%'`,
    );
    for (const { v } of values) for (const path of v.match(PATH_IN_TEXT) ?? []) found.add(path);
  }
  return found;
}

export interface SweepResult {
  /** Files looked at. */
  files: number;
  /** Removed (their paths). */
  removed: string[];
  /** Named by the database, or too young to judge. */
  kept: number;
}

/**
 * Removes the files under `uploadDir/u/` and `uploadDir/p/` older than `graceMs` that no row names. The references are read after the
 * folder is listed, so a file referred to while the sweep runs is kept.
 */
export async function sweepUploads(db: Db, uploadDir: string, now: Date, graceMs: number): Promise<SweepResult> {
  const candidates: { path: string; file: string }[] = [];
  let files = 0;
  for (const area of ["u", "p"] satisfies UploadArea[]) {
    const root = join(uploadDir, area);
    for (const year of await folders(root)) {
      for (const month of await folders(join(root, year))) {
        for (const name of await readdir(join(root, year, month)).catch(() => [] as string[])) {
          const file = join(root, year, month, name);
          const info = await stat(file).catch(() => null);
          if (!info?.isFile()) continue;
          files += 1;
          if (now.getTime() - info.mtimeMs >= graceMs) candidates.push({ path: `/uploads/${area}/${year}/${month}/${name}`, file });
        }
      }
    }
  }
  const referenced = candidates.length ? await referencedUploads(db) : new Set<string>();
  const removed: string[] = [];
  for (const { path, file } of candidates) {
    if (referenced.has(path)) continue;
    await unlink(file).catch(() => undefined);
    removed.push(path);
  }
  return { files, removed, kept: files - removed.length };
}

/** The yyyy or mm folders under `dir` (anything else is not the upload service's and is left alone). */
async function folders(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isDirectory() && /^\d{2,4}$/.test(entry.name)).map((entry) => entry.name);
}
