import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members } from "../identity/tables.ts";
import { suppliers } from "../supplier/tables.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { referencedUploads, sweepUploads } from "./sweep.ts";

const DAY = 86_400_000;
let t: TestApp;
let uploadDir: string;
beforeAll(async () => {
  uploadDir = mkdtempSync(join(tmpdir(), "portal-sweep-test-"));
  t = await createTestApp({ UPLOAD_DIR: uploadDir });
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

/** A file as the upload service names them, `days` old. */
function stored(name: string, days: number, month = "2026/10"): { path: string; file: string } {
  const folder = join(uploadDir, "u", month);
  mkdirSync(folder, { recursive: true });
  const file = join(folder, name);
  writeFileSync(file, "bytes");
  const at = new Date(Date.now() - days * DAY);
  utimesSync(file, at, at);
  return { path: `/uploads/u/${month}/${name}`, file };
}

describe("the sweep of uploads nobody refers to (docs/uploads.md)", () => {
  it("removes old files no row names; keeps those any text or JSON column names, and young ones", async () => {
    const photo = stored("AAAAAAAAAAAAAAAAAAAAAA.webp", 30);
    const document = stored("BBBBBBBBBBBBBBBBBBBBBB.pdf", 30, "2026/09");
    const inArticle = stored("CCCCCCCCCCCCCCCCCCCCCC.webp", 30);
    const forgotten = stored("DDDDDDDDDDDDDDDDDDDDDD.webp", 30);
    const abandoned = stored("EEEEEEEEEEEEEEEEEEEEEE.mp4", 2, "2026/11");
    const young = stored("FFFFFFFFFFFFFFFFFFFFFF.webp", 0.5, "2026/11");
    // Not the upload service's: left alone.
    mkdirSync(join(uploadDir, "u", "notes"), { recursive: true });
    writeFileSync(join(uploadDir, "u", "notes", "readme.txt"), "x");

    const db = t.database.db;
    await db.update(members).set({ photo: photo.path }).where(eq(members.username, "demo"));
    const [supplier] = await db.select({ id: suppliers.id, files: suppliers.files }).from(suppliers).limit(1);
    await db
      .update(suppliers)
      .set({ files: [...supplier!.files, { kind: "license", path: document.path }] })
      .where(eq(suppliers.id, supplier!.id));
    // A text nobody declared as holding uploads (a staff-written article linking a picture).
    await db.execute(sql`update news_articles set body = body || ${`<p><img src="${inArticle.path}" alt=""></p>`} where id = (select min(id) from news_articles)`);

    const referenced = await referencedUploads(db);
    expect(referenced).toContain(photo.path);
    expect(referenced).toContain(document.path);
    expect(referenced).toContain(inArticle.path);
    expect(referenced).not.toContain(forgotten.path);

    const result = await sweepUploads(db, uploadDir, new Date(), DAY);
    expect(result.removed.sort()).toEqual([abandoned.path, forgotten.path].sort());
    expect(result.files).toBe(6);
    expect(result.kept).toBe(4);
    for (const kept of [photo, document, inArticle, young]) expect(existsSync(kept.file), kept.path).toBe(true);
    for (const gone of [forgotten, abandoned]) expect(existsSync(gone.file), gone.path).toBe(false);
    expect(existsSync(join(uploadDir, "u", "notes", "readme.txt"))).toBe(true);

    // Once the member changes the photo, the old one goes at the next sweep.
    await db.update(members).set({ photo: null }).where(eq(members.username, "demo"));
    expect((await sweepUploads(db, uploadDir, new Date(), DAY)).removed).toEqual([photo.path]);
  });

  it("reads the database only when some file is old enough to judge", async () => {
    const empty = mkdtempSync(join(tmpdir(), "portal-sweep-empty-"));
    try {
      const result = await sweepUploads({} as never, empty, new Date(), DAY); // a database touched would throw
      expect(result).toEqual({ files: 0, removed: [], kept: 0 });
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
