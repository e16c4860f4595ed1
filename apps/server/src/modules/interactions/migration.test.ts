import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate, migrationsFolder, openPglite, openPostgres, type DatabaseHandle } from "../../db/client.ts";

/**
 * Migration 0006_interactions moves news likes and comments into the interactions tables with nothing lost. A
 * database is built with the migrations before it, filled by SQL the way the old code wrote (likes, comments with
 * replies, a hidden comment, a reply to the hidden one, a deleted comment), then migrated to the end. On PGlite, or
 * on PostgreSQL in a scratch database when TEST_DATABASE_URL is set.
 */
const MIGRATION = "0006_interactions";

/** A copy of the checked-in migrations whose journal ends before MIGRATION. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), "portal-migrations-"));
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journalFile = join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at, `${tag} is in the journal`).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/** An empty database: PGlite in memory, or a scratch PostgreSQL database dropped by `close`. */
async function emptyDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openPglite(undefined);
  const pg = await import("pg");
  const name = `portal_migration_${randomBytes(4).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.default.Client({ connectionString: url });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  const handle = await openPostgres(scratch.toString());
  const close = handle.close;
  handle.close = async () => {
    await close();
    await admin(`drop database if exists ${name} with (force)`);
  };
  return handle;
}

let handle: DatabaseHandle;
let oldFolder: string;
const rows = async <T>(query: SQL): Promise<T[]> => ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

type OldComment = { id: number; article_id: number; member_id: number; reply_to: number | null; comment: string; published: boolean; created_at: string };
type OldLike = { article_id: number; member_id: number; created_at: string };
let oldComments: OldComment[];
let oldLikes: OldLike[];
let articles: { id: number; like_count: string }[];
let lastDeleted: number;

beforeAll(async () => {
  oldFolder = migrationsBefore(MIGRATION);
  handle = await emptyDatabase();
  await migrate(handle, oldFolder);
  const members = await rows<{ id: number }>(sql`
    insert into members (username, nick_name, nick_name_key, status)
    values ('ana', 'Ana', 'ana', 'active'), ('bo', 'Bo', 'bo', 'active'), ('chi', 'Chi', 'chi', 'active')
    returning id`);
  const [ana, bo, chi] = members.map((m) => m.id) as [number, number, number];
  const [a1, a2, a3] = (
    await rows<{ id: number }>(sql`
      insert into news_articles (newsroom, title, like_count) values ('zh', '一', 7), ('en', 'Two', 0), ('pt', 'Três', 40) returning id`)
  ).map((a) => a.id) as [number, number, number];
  // like_count counts the likes from before the portal too: the migration leaves it as it is.
  await handle.db.execute(sql`
    insert into news_likes (article_id, member_id, created_at) values
      (${a1}, ${ana}, '2026-01-02T03:04:05.678Z'), (${a1}, ${bo}, now()), (${a2}, ${chi}, now()), (${a3}, ${ana}, now())`);
  const comment = async (article: number, member: number, text: string, replyTo: number | null = null, published = true) =>
    (
      await rows<{ id: number }>(sql`
        insert into news_comments (article_id, member_id, reply_to, comment, published, created_at)
        values (${article}, ${member}, ${replyTo}, ${text}, ${published}, now() - interval '1 hour') returning id`)
    )[0]!.id;
  const first = await comment(a1, ana, "第一則留言\n第二行 <b>&</b>");
  await comment(a1, bo, "Reply to the first", first);
  const hidden = await comment(a1, chi, "Taken down", null, false);
  await comment(a1, ana, "Answer to the hidden one", hidden);
  const deleted = await comment(a2, bo, "Deleted later");
  await comment(a2, chi, "Stays", null);
  await comment(a3, bo, "Reply to a deleted comment", deleted);
  // The newest comment withdrawn: its id is never given out again.
  lastDeleted = await comment(a2, ana, "Withdrawn at once");
  await handle.db.execute(sql`delete from news_comments where id in (${deleted}, ${lastDeleted})`);
  oldComments = await rows<OldComment>(sql`select id, article_id, member_id, reply_to, comment, published, created_at::text from news_comments order by id`);
  oldLikes = await rows<OldLike>(sql`select article_id, member_id, created_at::text from news_likes order by article_id, member_id`);
  articles = await rows(sql`select id, like_count::text from news_articles order by id`);
  expect(oldComments).toHaveLength(6);
  expect(oldComments.find((c) => c.comment === "Reply to a deleted comment")?.reply_to).toBeNull();

  await migrate(handle);
}, 120_000);

afterAll(async () => {
  await handle?.close();
  if (oldFolder) rmSync(oldFolder, { recursive: true, force: true });
});

describe(`migration ${MIGRATION}`, () => {
  it("keeps every news like: the same members, articles and times", async () => {
    const likes = await rows<{ kind: string; item_id: number; member_id: number; created_at: string }>(
      sql`select kind, item_id, member_id, created_at::text from content_likes order by item_id, member_id`,
    );
    expect(likes).toEqual(oldLikes.map((l) => ({ kind: "news", item_id: l.article_id, member_id: l.member_id, created_at: l.created_at })));
  });

  it("keeps every comment with its id, author, text, reply link and time; the hidden one stays hidden", async () => {
    const comments = await rows<{ id: number; kind: string; item_id: number; member_id: number; reply_to: number | null; comment: string; status: string; created_at: string }>(
      sql`select id, kind, item_id, member_id, reply_to, comment, status, created_at::text from content_comments order by id`,
    );
    expect(comments).toEqual(
      oldComments.map((c) => ({
        id: c.id,
        kind: "news",
        item_id: c.article_id,
        member_id: c.member_id,
        reply_to: c.reply_to,
        comment: c.comment,
        status: c.published ? "published" : "hidden",
        created_at: c.created_at,
      })),
    );
    expect(comments.filter((c) => c.status === "hidden").map((c) => c.comment)).toEqual(["Taken down"]);
  });

  it("counts each article's published comments and leaves like counts as they were", async () => {
    const counts = await rows<{ id: number; like_count: string; comment_count: string; published: string }>(sql`
      select a.id, a.like_count::text, a.comment_count::text,
             (select count(*) from content_comments c where c.kind = 'news' and c.item_id = a.id and c.status = 'published')::text as published
      from news_articles a order by a.id`);
    expect(counts.map((a) => a.comment_count)).toEqual(counts.map((a) => a.published));
    expect(counts.map((a) => Number(a.comment_count))).toEqual([3, 1, 1]);
    expect(counts.map((a) => ({ id: a.id, like_count: a.like_count }))).toEqual(articles);
  });

  it("drops the news tables and gives new comments ids after every old one, deleted ones too", async () => {
    const [tables] = await rows<{ likes: string | null; comments: string | null }>(
      sql`select to_regclass('news_likes')::text as likes, to_regclass('news_comments')::text as comments`,
    );
    expect(tables).toEqual({ likes: null, comments: null });
    const [member] = await rows<{ id: number }>(sql`select id from members order by id limit 1`);
    const [created] = await rows<{ id: number }>(
      sql`insert into content_comments (kind, item_id, member_id, comment) values ('news', ${articles[0]!.id}, ${member!.id}, 'New') returning id`,
    );
    expect(lastDeleted).toBeGreaterThan(Math.max(...oldComments.map((c) => c.id)));
    expect(created!.id).toBe(lastDeleted + 1);
  });

  it("is applied once: migrating again changes nothing", async () => {
    const before = await rows(sql`select count(*)::int as n from content_comments`);
    await migrate(handle);
    expect(await rows(sql`select count(*)::int as n from content_comments`)).toEqual(before);
  });
});
