import Fastify, { type FastifyInstance } from "fastify";
import { and, eq, inArray, sql, type SQLWrapper } from "drizzle-orm";
import { boolean, integer, pgTable, serial } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST, GET } from "@portal/contract/endpoint";
import type { CommentInput, CommentsPage, ContentComment, CountedView, LikeState } from "@portal/contract/schemas/interactions";
import type { NewsDetail } from "@portal/contract/schemas/news";
import type { Db } from "../../db/client.ts";
import { contentComments, contentLikes } from "./tables.ts";
import { newsArticles } from "../news/tables.ts";
import { newsContentKind } from "../news/content-kind.ts";
import type { Deps } from "../../platform/deps.ts";
import { registerEnvelope } from "../../platform/envelope.ts";
import { AppError } from "../../platform/errors.ts";
import type { ContentKind } from "../../platform/interactions.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { asMember, clearLimits, insertMember, okData, signIn } from "../member/member.test-helper.ts";
import { createInteractions, type InteractionService } from "./interaction-service.ts";
import { COMMENT_DAILY_LIMIT, COMMENT_LIMIT, LIKE_LIMIT, VIEW_LIMIT } from "./limits.ts";
import { sessionFinders } from "../index.ts";

/**
 * The interactions service (docs/interactions.md) with two kinds of its own — one open, one pre-moderated — whose
 * items and counters live in a table made for this test, and the news kind; then news through the app's own
 * wiring (counts on the article, closing an account).
 */

const items = pgTable("interaction_test_items", {
  id: serial("id").primaryKey(),
  visible: boolean("visible").notNull().default(true),
  likeCount: integer("like_count").notNull().default(0),
  commentCount: integer("comment_count").notNull().default(0),
  viewCount: integer("view_count").notNull().default(0),
  playCount: integer("play_count").notNull().default(0),
});

function testKind(t: TestApp, kind: string, premoderated = false): ContentKind {
  return {
    kind,
    premoderated,
    visible: async (id) => (await t.database.db.select({ id: items.id }).from(items).where(and(eq(items.id, id), eq(items.visible, true)))).length > 0,
    adjust: async (tx: Db, id, change) => {
      const moved = (column: SQLWrapper, by = 0) => sql`greatest(${column} + ${by}::int, 0)`;
      const [row] = await tx
        .update(items)
        .set({
          likeCount: moved(items.likeCount, change.likes),
          commentCount: moved(items.commentCount, change.comments),
          viewCount: moved(items.viewCount, change.views),
          playCount: moved(items.playCount, change.plays),
        })
        .where(eq(items.id, id))
        .returning();
      return row ?? {};
    },
  };
}

let t: TestApp;
let service: InteractionService;
const OPEN = "test-open";
const MODERATED = "test-moderated";

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.execute(sql`
    create table interaction_test_items (
      id serial primary key, visible boolean not null default true, like_count integer not null default 0,
      comment_count integer not null default 0, view_count integer not null default 0, play_count integer not null default 0)`);
  const deps = { db: t.database.db, database: t.database, kv: t.kv, config: t.config, now: () => t.clock.now, sessions: sessionFinders() } as unknown as Deps;
  service = createInteractions(deps, [testKind(t, OPEN), testKind(t, MODERATED, true), newsContentKind(t.database.db)]);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  t.clock.now = new Date();
  await clearLimits(t);
});

async function newItem(values: { visible?: boolean } = {}) {
  const [row] = await t.database.db.insert(items).values(values).returning();
  return row!.id;
}
const countsOf = async (id: number) => (await t.database.db.select().from(items).where(eq(items.id, id)))[0]!;
const member = () => insertMember(t, { password: null });

/** The AppError a call is refused with. */
async function refusalOf(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("likes", () => {
  it("likes once per member: repeated likes and cancels change the count once", async () => {
    const id = await newItem();
    const m = await member();
    expect(await service.like(OPEN, id, m)).toEqual({ id, liked: true, likeCount: 1 });
    expect(await service.like(OPEN, id, m)).toEqual({ id, liked: true, likeCount: 1 });
    expect(await service.likeState(OPEN, id, m)).toEqual({ id, liked: true, likeCount: 1 });
    // The same item id of another kind is another item.
    expect(await service.likeState(MODERATED, id, m)).toMatchObject({ liked: false });
    expect(await service.cancelLike(OPEN, id, m)).toEqual({ id, liked: false, likeCount: 0 });
    expect(await service.cancelLike(OPEN, id, m)).toEqual({ id, liked: false, likeCount: 0 });
    expect((await countsOf(id)).likeCount).toBe(0);
  });

  it("refuses items readers may not see, and unknown ones (404)", async () => {
    const hidden = await newItem({ visible: false });
    const m = await member();
    expect((await refusalOf(service.like(OPEN, hidden, m))).status).toBe(404);
    expect((await refusalOf(service.likeState(OPEN, 999_999, m))).status).toBe(404);
    expect((await refusalOf(service.comments(OPEN, hidden, 1, 10))).status).toBe(404);
    expect((await refusalOf(service.countView(OPEN, hidden, "192.0.2.1"))).status).toBe(404);
  });

  it("keeps the counter exact under many concurrent likes and cancels", async () => {
    const id = await newItem();
    const members = await Promise.all(Array.from({ length: 20 }, () => member()));
    // Every member likes three times at once: 60 calls, 20 likes.
    const likes = await Promise.all(members.flatMap((m) => [0, 1, 2].map(() => service.like(OPEN, id, m))));
    expect(likes.every((state) => state.liked)).toBe(true);
    expect((await countsOf(id)).likeCount).toBe(20);
    // Eight of them cancel twice at once while they like again and others cancel: the counter follows the rows.
    await Promise.all([
      ...members.slice(0, 8).flatMap((m) => [service.cancelLike(OPEN, id, m), service.cancelLike(OPEN, id, m)]),
      ...members.slice(8, 12).flatMap((m) => [service.like(OPEN, id, m), service.cancelLike(OPEN, id, m)]),
    ]);
    const rows = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(contentLikes).where(and(eq(contentLikes.kind, OPEN), eq(contentLikes.itemId, id)));
    expect((await countsOf(id)).likeCount).toBe(Number(rows[0]!.n));
    expect(Number(rows[0]!.n)).toBeLessThanOrEqual(12);
  });

  it("limits one member's likes and cancels, across kinds (429 with Retry-After)", async () => {
    const [a, b] = [await newItem(), await newItem()];
    const m = await member();
    for (let i = 0; i < LIKE_LIMIT.max; i += 1) await (i % 2 ? service.like(OPEN, a, m) : service.cancelLike(MODERATED, b, m));
    const refused = await refusalOf(service.like(OPEN, b, m));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["Retry-After"])).toBeGreaterThan(0);
    expect(await service.like(OPEN, b, await member())).toMatchObject({ liked: true });
  });
});

describe("comments", () => {
  const say = (kind: string, id: number, m: number, comment: string, replyTo?: number | null) => service.addComment(kind, id, m, { comment, replyTo });

  it("stores the text as written and escapes it as HTML; lists newest first with the comment a reply answers", async () => {
    const id = await newItem();
    const [ana, bo] = [await member(), await member()];
    const first = await say(OPEN, id, ana, '<img src=x onerror="alert(1)">\nline & more');
    expect(first.comment).toBe('<img src=x onerror="alert(1)">\nline & more');
    expect(first.commentHtml).toBe("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;<br>line &amp; more");
    expect(first.pending).toBeUndefined();
    expect(Object.keys(first)).not.toContain("pending");
    const reply = await say(OPEN, id, bo, "Agreed", first.id);
    expect(reply.replyToComment).toMatchObject({ id: first.id, excerpt: '<img src=x onerror="alert(1)"> line & more' });
    const page = await service.comments(OPEN, id, 1, 10);
    expect(page.items.map((c) => c.id)).toEqual([reply.id, first.id]);
    expect(page.total).toBe(2);
    expect((await countsOf(id)).commentCount).toBe(2);
    // Paged: every page says how many there are, a page past the end too.
    expect(await service.comments(OPEN, id, 2, 1)).toMatchObject({ items: [{ id: first.id }], total: 2, page: 2, pageSize: 1 });
    expect(await service.comments(OPEN, id, 5, 10)).toMatchObject({ items: [], total: 2 });
  });

  it("refuses a reply to a comment of another item, of another kind, to a hidden or pending one, or to none (400 replyTo)", async () => {
    const [id, other] = [await newItem(), await newItem()];
    const m = await member();
    const onOther = await say(OPEN, other, m, "Elsewhere");
    const onOtherKind = await say(MODERATED, id, m, "Same id, other kind");
    const hidden = await say(OPEN, id, m, "To be hidden");
    await service.setCommentStatus(hidden.id, "hidden");
    // Refused attempts count against the comment limit: another member tries them.
    const replier = await member();
    for (const replyTo of [onOther.id, onOtherKind.id, hidden.id, 999_999]) {
      const refused = await refusalOf(say(OPEN, id, replier, "Reply", replyTo));
      expect(refused.status).toBe(400);
      expect(refused.params).toEqual({ field: "replyTo" });
    }
    expect((await countsOf(id)).commentCount).toBe(0);
  });

  it("hides a hidden comment from the list and the count; a reply to it stays, no longer quoting it", async () => {
    const id = await newItem();
    const m = await member();
    const first = await say(OPEN, id, m, "Soon hidden");
    const reply = await say(OPEN, id, m, "A reply", first.id);
    expect(await service.setCommentStatus(first.id, "hidden")).toBe(true);
    const page = await service.comments(OPEN, id, 1, 10);
    expect(page.items.map((c) => c.id)).toEqual([reply.id]);
    expect(page.items[0]).toMatchObject({ replyTo: first.id, replyToComment: null });
    expect(page.total).toBe(1);
    expect((await countsOf(id)).commentCount).toBe(1);
    // Hiding twice moves nothing; publishing again counts it again.
    await service.setCommentStatus(first.id, "hidden");
    expect((await countsOf(id)).commentCount).toBe(1);
    await service.setCommentStatus(first.id, "published");
    expect((await countsOf(id)).commentCount).toBe(2);
    expect(await service.setCommentStatus(999_999, "hidden")).toBe(false);
  });

  it("keeps a pre-moderated kind's new comments pending: not listed, not counted, until published", async () => {
    const id = await newItem();
    const m = await member();
    const pending = await say(MODERATED, id, m, "Awaiting a moderator");
    expect(pending).toMatchObject({ comment: "Awaiting a moderator", pending: true });
    expect((await service.comments(MODERATED, id, 1, 10)).items).toEqual([]);
    expect((await countsOf(id)).commentCount).toBe(0);
    expect((await refusalOf(say(MODERATED, id, m, "Reply to a pending one", pending.id))).status).toBe(400);
    await service.setCommentStatus(pending.id, "published");
    const page = await service.comments(MODERATED, id, 1, 10);
    expect(page.items.map((c) => c.id)).toEqual([pending.id]);
    expect(page.items[0]!.pending).toBeUndefined();
    expect((await countsOf(id)).commentCount).toBe(1);
  });

  it("limits one member's comments across kinds: 5 a minute, 100 a day (429 with Retry-After)", async () => {
    const [a, b] = [await newItem(), await newItem()];
    const m = await member();
    for (let i = 0; i < COMMENT_LIMIT.max; i += 1) await say(i % 2 ? OPEN : MODERATED, i % 2 ? a : b, m, `Comment ${i}`);
    const refused = await refusalOf(say(OPEN, a, m, "One too many"));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["Retry-After"])).toBeGreaterThan(0);
    expect(Number(refused.headers["Retry-After"])).toBeLessThanOrEqual(60);
    // The day's limit: the minute's window has passed, the day's count goes on.
    await t.database.db.execute(sql`delete from kv_entries where key = ${`limit:${COMMENT_LIMIT.name}:member:${m}`}`);
    await t.database.db.execute(sql`update kv_entries set value = ${String(COMMENT_DAILY_LIMIT.max)} where key = ${`limit:${COMMENT_DAILY_LIMIT.name}:member:${m}`}`);
    const daily = await refusalOf(say(OPEN, a, m, "Tomorrow"));
    expect(daily.status).toBe(429);
    expect(Number(daily.headers["Retry-After"])).toBeGreaterThan(60);
  });
});

describe("views and plays", () => {
  it("counts an address once per item and half hour, views and plays apart", async () => {
    const id = await newItem();
    expect(await service.countView(OPEN, id, "192.0.2.10")).toEqual({ counted: true });
    expect(await service.countView(OPEN, id, "192.0.2.10")).toEqual({ counted: false });
    expect(await service.countView(OPEN, id, "192.0.2.11")).toEqual({ counted: true });
    expect(await service.countPlay(OPEN, id, "192.0.2.10")).toEqual({ counted: true });
    expect(await service.countPlay(OPEN, id, "192.0.2.10")).toEqual({ counted: false });
    // The same item id of another kind counts on its own.
    expect(await service.countView(MODERATED, id, "192.0.2.10")).toEqual({ counted: true });
    expect(await countsOf(id)).toMatchObject({ viewCount: 3, playCount: 1 });
    await t.database.db.execute(sql`update kv_entries set expires_at = now() - interval '1 second' where key = ${`${OPEN}-view:${id}:192.0.2.10`}`);
    expect(await service.countView(OPEN, id, "192.0.2.10")).toEqual({ counted: true });
  });

  it("refuses a flood of reports from one address, views and plays together", async () => {
    const id = await newItem();
    for (let i = 0; i < VIEW_LIMIT.max; i += 1) await (i % 2 ? service.countView(OPEN, id, "198.51.100.5") : service.countPlay(OPEN, id, "198.51.100.5"));
    const refused = await refusalOf(service.countView(OPEN, await newItem(), "198.51.100.5"));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["Retry-After"])).toBeGreaterThan(0);
  });
});

describe("the routes of a kind", () => {
  let app: FastifyInstance;
  const BASE = "/api/test/:id";
  const endpoints = {
    kind: MODERATED,
    likeState: GET(`${BASE}/like`).returns<LikeState>(),
    like: POST(`${BASE}/like`).returns<LikeState>(),
    cancelLike: POST(`${BASE}/cancel-like`).returns<LikeState>(),
    comments: GET(`${BASE}/comment`).query<{ Page?: number; PageSize?: number }>().returns<CommentsPage>(),
    comment: POST(`${BASE}/comment`).body<CommentInput>().returns<ContentComment>(),
    play: POST(`/api/test/play/:id/start`).returns<CountedView>(),
  };
  beforeAll(async () => {
    app = Fastify({ logger: false });
    registerEnvelope(app);
    service.registerRoutes(app, endpoints);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it("declares only the endpoints given, at their paths; a kind no domain declares is refused", () => {
    expect(app.hasRoute({ method: "POST", url: "/api/test/play/:id/start" })).toBe(true);
    expect(app.hasRoute({ method: "POST", url: `${BASE}/view` })).toBe(false);
    expect(() => service.registerRoutes(Fastify(), { kind: "nothing-of-the-sort" })).toThrow(/no content kind/);
  });

  it("needs the member's token to like and comment, and tells the author a comment awaits moderation", async () => {
    const id = await newItem();
    const call = (options: Parameters<TestApp["call"]>[0]) => app.inject(options).then((res) => ({ status: res.statusCode, body: res.json() }));
    expect((await call({ method: "POST", url: `/api/test/${id}/like` })).status).toBe(401);
    expect((await call({ method: "POST", url: `/api/test/${id}/comment`, payload: { comment: "Hi" } })).status).toBe(401);
    const token = await signIn(t, await member());
    const headers = { "api-key": token, "api-language": "en" };
    expect((await call({ method: "POST", url: `/api/test/${id}/like`, headers })).body).toMatchObject({ code: 0, data: { id, liked: true, likeCount: 1 } });
    const posted = await call({ method: "POST", url: `/api/test/${id}/comment`, headers, payload: { comment: "  Moderate me  " } });
    expect(posted.body).toMatchObject({ code: 0, message: "Your comment has been received and is awaiting moderation", data: { comment: "Moderate me", pending: true } });
    expect((await call({ method: "GET", url: `/api/test/${id}/comment` })).body.data).toMatchObject({ items: [], total: 0 });
    expect((await call({ method: "POST", url: `/api/test/play/${id}/start` })).body.data).toEqual({ counted: true });
    expect((await call({ method: "POST", url: `/api/test/${id}/comment`, headers, payload: { comment: "x", replyTo: "abc" } })).status).toBe(400);
  });
});

describe("news, through the wiring", () => {
  const newsPath = (id: number, rest = "") => `/api/v1.0/news/${id}${rest}`;
  const article = async (id: number) => (await t.database.db.select().from(newsArticles).where(eq(newsArticles.id, id)))[0]!;
  const newest = async (newsroom: string, count: number) =>
    (
      await t.database.db
        .select({ id: newsArticles.id })
        .from(newsArticles)
        .where(eq(newsArticles.newsroom, newsroom))
        .orderBy(sql`${newsArticles.publishedAt} desc`)
        .limit(count)
    ).map((row) => row.id);

  it("keeps the demo articles' comment counts equal to their published comments", async () => {
    const rows = await t.database.db.execute(sql`
      select a.id from news_articles a
      where a.comment_count <> (select count(*) from content_comments c where c.kind = 'news' and c.item_id = a.id and c.status = 'published')
         or a.like_count < (select count(*) from content_likes l where l.kind = 'news' and l.item_id = a.id)`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([]);
    const [withComments] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(newsArticles).where(sql`${newsArticles.commentCount} > 0`);
    expect(Number(withComments!.n)).toBeGreaterThan(5);
  });

  it("gives the article's comment count in its detail, moved by each comment", async () => {
    const [id] = await newest("pt", 1);
    const m = asMember(t, await signIn(t, await member()));
    const before = await okData<NewsDetail>(m, { method: "GET", url: newsPath(id!) });
    expect(before.commentCount).toBe(Number((await article(id!)).commentCount));
    await okData<ContentComment>(m, { method: "POST", url: newsPath(id!, "/comment"), payload: { comment: "Mais um" } });
    expect((await okData<NewsDetail>(m, { method: "GET", url: newsPath(id!) })).commentCount).toBe(before.commentCount + 1);
  });

  it("refuses a comment with a bidirectional control or an invisible character (400, localized); Chinese, Portuguese and emoji pass", async () => {
    const [id] = await newest("zh", 1);
    const m = asMember(t, await signIn(t, await member()));
    for (const comment of ["好新聞\u202Egpj.exe", "a\u2066b\u2069", "\u200Bspoof", "x\u200Fy", "ad\u200Dmin"]) {
      const res = await m({ method: "POST", url: newsPath(id!, "/comment"), headers: { "api-language": "pt" }, payload: { comment } });
      expect(res.status, JSON.stringify(comment)).toBe(400);
      expect(res.body).toMatchObject({ code: 400, message: "Não pode conter caracteres invisíveis ou de formatação" });
    }
    const zh = await m({ method: "POST", url: newsPath(id!, "/comment"), headers: { "api-language": "zh_CN" }, payload: { comment: "\u202Ehi" } });
    expect(zh.body.message).toBe("不能包含不可见或格式控制字符");
    for (const comment of ["好新聞，支持！\n第二行", "Parabéns! Ótima reportagem 👍", "👩\u200D💻 🏳\uFE0F\u200D🌈 🇲🇴"]) {
      expect((await okData<ContentComment>(m, { method: "POST", url: newsPath(id!, "/comment"), payload: { comment } })).comment).toBe(comment);
    }
  });

  it("shows an author's photo only when it is an upload of this site: an old photo on another host shows as none", async () => {
    const [id] = await newest("en", 1);
    const photos = { "https://evil.example/x.png": null, "/uploads/u/../../etc/passwd": null, "/uploads/u/2026/11/a.webp": "/uploads/u/2026/11/a.webp" };
    for (const [photo, shown] of Object.entries(photos)) {
      // Written straight to the table: rows from before the rule, which the API no longer takes.
      const author = asMember(t, await signIn(t, await insertMember(t, { password: null, photo })));
      const posted = await okData<ContentComment>(author, { method: "POST", url: newsPath(id!, "/comment"), payload: { comment: "Photo" } });
      expect(posted.member.photo, photo).toBe(shown);
      const page = await okData<CommentsPage>(author, { method: "GET", url: `${newsPath(id!, "/comment")}?PageSize=50` });
      expect(page.items.find((c) => c.id === posted.id)?.member.photo, photo).toBe(shown);
    }
  });

  it("takes a closing member's likes and comments off the articles' counters; replies to them stay", async () => {
    const [a, b] = (await newest("en", 2)) as [number, number];
    const memberId = await member();
    const leaving = asMember(t, await signIn(t, memberId));
    const staying = asMember(t, await signIn(t, await member()));
    const before = { a: await article(a), b: await article(b) };
    await okData(leaving, { method: "POST", url: newsPath(a, "/like") });
    await okData(leaving, { method: "POST", url: newsPath(b, "/like") });
    const mine = await okData<ContentComment>(leaving, { method: "POST", url: newsPath(a, "/comment"), payload: { comment: "Mine" } });
    await okData<ContentComment>(leaving, { method: "POST", url: newsPath(a, "/comment"), payload: { comment: "Mine too" } });
    const hidden = await okData<ContentComment>(leaving, { method: "POST", url: newsPath(b, "/comment"), payload: { comment: "Hidden later" } });
    await service.setCommentStatus(hidden.id, "hidden");
    const reply = await okData<ContentComment>(staying, { method: "POST", url: newsPath(a, "/comment"), payload: { comment: "Answer", replyTo: mine.id } });
    expect(await article(a)).toMatchObject({ likeCount: before.a.likeCount + 1, commentCount: before.a.commentCount + 3 });
    expect(await article(b)).toMatchObject({ likeCount: before.b.likeCount + 1, commentCount: before.b.commentCount });

    const closed = await leaving({ method: "POST", url: "/api/v1.0/identity/logout/account", payload: {} });
    expect(closed.status).toBe(200);
    expect(await article(a)).toMatchObject({ likeCount: before.a.likeCount, commentCount: before.a.commentCount + 1 });
    expect(await article(b)).toMatchObject({ likeCount: before.b.likeCount, commentCount: before.b.commentCount });
    expect(await t.database.db.select().from(contentLikes).where(eq(contentLikes.memberId, memberId))).toEqual([]);
    expect(await t.database.db.select().from(contentComments).where(eq(contentComments.memberId, memberId))).toEqual([]);
    const [left] = await t.database.db.select().from(contentComments).where(inArray(contentComments.id, [reply.id]));
    expect(left).toMatchObject({ comment: "Answer", replyTo: null });
  });
});
