import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AuditEntry } from "@portal/contract/schemas/audit";
import type { CommentBlockState, CommentsPage, ContentComment, ModeratedComment, NicknameReset } from "@portal/contract/schemas/interactions";
import type { NotificationPage } from "@portal/contract/schemas/member";
import type { Paged } from "@portal/contract/schemas/member";
import { macauDate } from "../../platform/macau-time.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { auditLog } from "../audit/tables.ts";
import { asMember, clearLimits, insertMember, okData, signIn, type Call } from "../member/member.test-helper.ts";
import { saveArticle } from "../news/news-service.ts";
import { newsArticles } from "../news/tables.ts";
import { members } from "../identity/tables.ts";
import { consoleBrowser, consolePath, signedInStaff, staffIdOf, type ConsoleBrowser } from "../staff/staff.test-helper.ts";
import { interactionsReplies } from "./replies.ts";
import { contentComments } from "./tables.ts";

/**
 * The console's moderation of comments (docs/interactions.md "Moderation"): the queue, hide and restore with the
 * item's counter and the public list, blocking a member from commenting, each change in the audit log; who may
 * call, and the CSRF token on every write.
 */

const QUEUE = "/api/console/v1/comments";
const HIDE = "/api/console/v1/comments/:id/hide";
const RESTORE = "/api/console/v1/comments/:id/restore";
const BLOCK = "/api/console/v1/members/:id/comment-block";
const UNBLOCK = "/api/console/v1/members/:id/comment-unblock";
const NICKNAME_RESET = "/api/console/v1/members/:id/nickname-reset";
const NOTIFICATIONS = "/api/v1.0/member/notification";
const PUBLIC_COMMENTS = "/api/v1.0/news/:id/comment";

const fill = (template: string, id: number) => template.replace(":id", String(id));

let t: TestApp;
let moderator: ConsoleBrowser;
let articleId: number;
let authorId: number;
let author: Call;
/** A word in every comment of this file, to find them in a queue that holds the demo's comments too. */
const MARK = `mod${Date.now().toString(36)}`;

beforeAll(async () => {
  t = await createTestApp();
  articleId = await saveArticle(t.database.db, { newsroom: "zh", title: "審核測試新聞", summary: "測試", publishedAt: new Date(Date.now() - 3_600_000) });
  authorId = await insertMember(t, { nickName: `author_${MARK}` });
  author = asMember(t, await signIn(t, authorId));
  moderator = await signedInStaff(t, "moderator");
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearLimits(t);
});

async function postComment(call: Call, text: string): Promise<ContentComment> {
  return okData<ContentComment>(call, { method: "POST", url: fill(PUBLIC_COMMENTS, articleId), payload: { comment: `${text} ${MARK}` } });
}

async function commentCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: newsArticles.commentCount }).from(newsArticles).where(eq(newsArticles.id, articleId));
  return Number(row!.n);
}

async function publicIds(): Promise<number[]> {
  const res = await t.call({ method: "GET", url: `${fill(PUBLIC_COMMENTS, articleId)}?PageSize=100` });
  return (res.body.data as CommentsPage).items.map((c) => c.id);
}

async function auditOf(entity: string, entityId: number): Promise<AuditEntry["action"][]> {
  const rows = await t.database.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(auditLog.id);
  return rows.map((r) => r.action);
}

async function lastAudit(entity: string, entityId: number) {
  const [row] = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row!;
}

/** The member's notifications, newest first, in a language. */
async function notificationsOf(call: Call, language = "en"): Promise<NotificationPage> {
  return okData<NotificationPage>(call, { method: "GET", url: `${NOTIFICATIONS}?pageSize=50`, headers: { "api-language": language } });
}

async function queue(browser: ConsoleBrowser, query: string): Promise<Paged<ModeratedComment>> {
  const res = await browser.get(`/comments?${query}`);
  expect(res.status, res.body.message).toBe(200);
  return res.body.data as Paged<ModeratedComment>;
}

describe("the moderation queue", () => {
  it("lists comments of any kind by status, kind, text, member and day, with the item's title and link and the author", async () => {
    const other = asMember(t, await signIn(t, await insertMember(t)));
    const first = await postComment(author, "第一則 queue");
    const second = await postComment(other, "second queue");

    const all = await queue(moderator, `q=${MARK}&kind=news`);
    expect(all.items.map((c) => c.id).slice(0, 2)).toEqual([second.id, first.id]);
    const shown = all.items.find((c) => c.id === first.id)!;
    expect(shown).toMatchObject({
      kind: "news",
      itemId: articleId,
      item: { title: "審核測試新聞", link: `/zh-hant/news-detail/${articleId}` },
      status: "published",
      comment: `第一則 queue ${MARK}`,
      member: { id: authorId, nickName: `author_${MARK}`, block: null },
      moderation: null,
    });

    const byMember = await queue(moderator, `q=${MARK}&memberId=${authorId}`);
    expect(byMember.items.every((c) => c.member.id === authorId)).toBe(true);
    expect(byMember.items.map((c) => c.id)).toContain(first.id);
    expect(byMember.items.map((c) => c.id)).not.toContain(second.id);

    const text = await queue(moderator, `q=${encodeURIComponent("第一則")}`);
    expect(text.items.map((c) => c.id)).toContain(first.id);
    expect(text.items.map((c) => c.id)).not.toContain(second.id);
    // A % typed is a letter, not a wildcard.
    expect((await queue(moderator, `q=${encodeURIComponent(`%${MARK}`)}`)).total).toBe(0);

    const today = macauDate(t.clock.now);
    expect((await queue(moderator, `q=${MARK}&from=${today}&to=${today}`)).items.map((c) => c.id)).toContain(first.id);
    expect((await queue(moderator, `q=${MARK}&to=2020-01-01`)).total).toBe(0);
    expect((await queue(moderator, `q=${MARK}&kind=program`)).total).toBe(0);
    expect((await queue(moderator, `q=${MARK}&status=hidden`)).items.map((c) => c.id)).not.toContain(first.id);

    const paged = await queue(moderator, `q=${MARK}&pageSize=1&page=2`);
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBe(all.total);

    const english = await moderator.get(`/comments?q=${MARK}&from=2026-02-01&to=2026-01-01`, { language: "en" });
    expect(english.status).toBe(400);
  });

  it("is for editors, moderators and administrators: others 403, no session 401", async () => {
    for (const role of ["editor", "admin"] as const) expect((await (await signedInStaff(t, role)).get("/comments")).status).toBe(200);
    for (const role of ["contributor", "producer", "hr"] as const) expect((await (await signedInStaff(t, role)).get("/comments")).status).toBe(403);
    expect((await consoleBrowser(t).get("/comments")).status).toBe(401);
  });
});

describe("hiding and restoring a comment", () => {
  it("takes a hidden comment out of the public list and the item's count at once, and back on restore, each audited", async () => {
    const comment = await postComment(author, "to hide");
    const count = await commentCount();
    expect(await publicIds()).toContain(comment.id);
    // The public list asks again every time (no copy kept for a minute), so a hidden comment goes at once.
    const list = await t.call({ method: "GET", url: fill(PUBLIC_COMMENTS, articleId) });
    expect(list.headers["cache-control"]).toBe("no-cache");

    const hide = await moderator.post(consolePath(HIDE, comment.id), { reason: "spam", note: "  link farm  " });
    expect(hide.status, hide.body.message).toBe(200);
    expect(hide.body.data).toMatchObject({
      id: comment.id,
      status: "hidden",
      moderation: { reason: "spam", note: "link farm", by: { id: await staffIdOf(t, "moderator"), name: "Demo moderator" } },
    });
    expect(await publicIds()).not.toContain(comment.id);
    expect(await commentCount()).toBe(count - 1);
    // The author is told, with the reason in their language, never the staff member's note.
    const told = (await notificationsOf(author)).items.filter((n) => n.content.includes(`to hide ${MARK}`));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: "Your comment was hidden", read: false });
    expect(told[0]!.content).toContain("Spam or advertising");
    expect(told[0]!.content).not.toContain("link farm");
    const inPortuguese = (await notificationsOf(author, "pt")).items.find((n) => n.id === told[0]!.id)!;
    expect(inPortuguese.title).toBe("O seu comentário foi ocultado");
    const hidden = await lastAudit("content_comment", comment.id);
    expect(hidden).toMatchObject({
      action: "comment.hide",
      actorRole: "moderator",
      before: { status: "published", moderationReason: null, moderationNote: null },
      after: { status: "hidden", moderationReason: "spam", moderationNote: "link farm" },
    });

    // Hiding it again as it is changes nothing and logs nothing; another reason is a change.
    await moderator.post(consolePath(HIDE, comment.id), { reason: "spam", note: "link farm" });
    expect(await auditOf("content_comment", comment.id)).toEqual(["comment.hide"]);
    await moderator.post(consolePath(HIDE, comment.id), { reason: "abuse" });
    expect(await auditOf("content_comment", comment.id)).toEqual(["comment.hide", "comment.hide"]);
    // A changed reason is no second notice.
    expect((await notificationsOf(author)).items.filter((n) => n.content.includes(`to hide ${MARK}`))).toHaveLength(1);
    expect(await commentCount()).toBe(count - 1);

    const restore = await moderator.post(consolePath(RESTORE, comment.id));
    expect(restore.status, restore.body.message).toBe(200);
    expect(restore.body.data).toMatchObject({ status: "published", moderation: { reason: null, note: null } });
    expect(await publicIds()).toContain(comment.id);
    expect(await commentCount()).toBe(count);
    expect(await lastAudit("content_comment", comment.id)).toMatchObject({
      action: "comment.restore",
      before: { status: "hidden", moderationReason: "abuse" },
      after: { status: "published", moderationReason: null },
    });
    // Restoring a published comment changes nothing.
    await moderator.post(consolePath(RESTORE, comment.id));
    expect(await auditOf("content_comment", comment.id)).toEqual(["comment.hide", "comment.hide", "comment.restore"]);
    expect(await commentCount()).toBe(count);
  });

  it("publishes a pending comment on restore, counting it", async () => {
    const [pending] = await t.database.db
      .insert(contentComments)
      .values({ kind: "news", itemId: articleId, memberId: authorId, comment: `pending ${MARK}`, status: "pending" })
      .returning({ id: contentComments.id });
    const count = await commentCount();
    expect((await queue(moderator, `status=pending&q=${MARK}`)).items.map((c) => c.id)).toEqual([pending!.id]);
    await moderator.post(consolePath(RESTORE, pending!.id));
    expect(await commentCount()).toBe(count + 1);
    expect(await publicIds()).toContain(pending!.id);
  });

  it("refuses a write without the CSRF token (403), other roles (403), no session (401) and an unknown comment (404)", async () => {
    const comment = await postComment(author, "stays");
    const noToken = await moderator.post(consolePath(HIDE, comment.id), { reason: "spam" }, { csrf: false });
    expect(noToken.status).toBe(403);
    for (const role of ["contributor", "marketing"] as const) {
      expect((await (await signedInStaff(t, role)).post(consolePath(HIDE, comment.id), { reason: "spam" })).status).toBe(403);
    }
    const anonymous = consoleBrowser(t);
    await anonymous.csrf();
    expect((await anonymous.post(consolePath(HIDE, comment.id), { reason: "spam" })).status).toBe(401);
    expect(await publicIds()).toContain(comment.id);
    expect(await auditOf("content_comment", comment.id)).toEqual([]);

    expect((await moderator.post(consolePath(HIDE, 999_999), { reason: "spam" })).status).toBe(404);
    expect((await moderator.post(consolePath(RESTORE, 999_999))).status).toBe(404);
    const badReason = await moderator.post(consolePath(HIDE, comment.id), { reason: "boring" });
    expect(badReason.status).toBe(400);
    // An editor may moderate too.
    expect((await (await signedInStaff(t, "editor")).post(consolePath(HIDE, comment.id), { reason: "off_topic" })).status).toBe(200);
  });
});

describe("the news page", () => {
  it("drops a cached page that shows a comment as soon as the comment is hidden", async () => {
    // The whole site with its page and render caches on for a minute: only an invalidation brings a change in.
    const site = await createTestApp({ PAGE_CACHE_SECONDS: "60", RENDER_CACHE_SECONDS: "60", PAGE_RENDERS_PER_MINUTE: "0" }, { ssr: true });
    try {
      const id = await saveArticle(site.database.db, { newsroom: "zh", title: "快取審核測試", summary: "測試", publishedAt: new Date(Date.now() - 3_600_000) });
      const writer = asMember(site, await signIn(site, await insertMember(site)));
      const post = (text: string) => okData<ContentComment>(writer, { method: "POST", url: fill(PUBLIC_COMMENTS, id), payload: { comment: text } });
      const page = async () => (await site.app.inject({ method: "GET", url: `/zh-hant/news-detail/${id}` })).body;
      const first = await post(`cached first ${MARK}`);
      expect(await page()).toContain(`cached first ${MARK}`);
      // A comment added since is not on the cached page yet: the page is served from the cache.
      await post(`cached second ${MARK}`);
      expect(await page()).not.toContain(`cached second ${MARK}`);

      const staff = await signedInStaff(site, "moderator");
      expect((await staff.post(consolePath(HIDE, first.id), { reason: "abuse" })).status).toBe(200);
      const after = await page();
      expect(after).not.toContain(`cached first ${MARK}`);
      expect(after).toContain(`cached second ${MARK}`);
    } finally {
      await site.close();
    }
    // A whole site of its own, rendering pages: more than the default 30 s on a busy machine.
  }, 120_000);
});

describe("blocking a member from commenting", () => {
  it("refuses a blocked member's new comment with the block's last day, in the request's language, until unblocked", async () => {
    const memberId = await insertMember(t);
    const member = asMember(t, await signIn(t, memberId));
    const before = await postComment(member, "before the block");
    const today = macauDate(t.clock.now);

    const block = await moderator.post(consolePath(BLOCK, memberId), { reason: "abuse", note: "insults", until: today });
    expect(block.status, block.body.message).toBe(200);
    const state = block.body.data as CommentBlockState;
    expect(state).toMatchObject({ memberId, block: { reason: "abuse", note: "insults", blockedBy: { name: "Demo moderator" } } });
    expect(macauDate(new Date(Date.parse(state.block!.until!) - 1))).toBe(today);
    expect(await lastAudit("member", memberId)).toMatchObject({
      action: "member.comment_block",
      before: null,
      after: { reason: "abuse", note: "insults", until: state.block!.until },
    });

    for (const language of ["en", "zh_TW", "zh_CN", "pt"] as const) {
      const refused = await member({ method: "POST", url: fill(PUBLIC_COMMENTS, articleId), payload: { comment: "blocked" }, headers: { "api-language": language } });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ code: -1, message: interactionsReplies.commentBlockedUntil[language].replace("{until}", today), data: null });
    }
    // The queue shows the author's block beside their comments, which stay as they were.
    const shown = (await queue(moderator, `memberId=${memberId}`)).items;
    expect(shown.map((c) => c.id)).toEqual([before.id]);
    expect(shown[0]).toMatchObject({ status: "published", member: { block: { reason: "abuse" } } });

    // The block ends with its last Macao day.
    const realNow = t.clock.now;
    t.clock.now = new Date(Date.parse(state.block!.until!) + 1000);
    expect((await member({ method: "POST", url: fill(PUBLIC_COMMENTS, articleId), payload: { comment: `after the block ${MARK}` } })).status).toBe(200);
    t.clock.now = realNow;
    await clearLimits(t);

    // Without a last day: until unblocked.
    await moderator.post(consolePath(BLOCK, memberId), { reason: "spam" });
    const refused = await member({ method: "POST", url: fill(PUBLIC_COMMENTS, articleId), payload: { comment: "blocked" }, headers: { "api-language": "en" } });
    expect(refused.body.message).toBe(interactionsReplies.commentBlocked.en);
    const unblock = await moderator.post(consolePath(UNBLOCK, memberId));
    expect(unblock.body.data).toEqual({ memberId, block: null });
    expect(await lastAudit("member", memberId)).toMatchObject({ action: "member.comment_unblock", before: { reason: "spam", until: null }, after: null });
    expect((await member({ method: "POST", url: fill(PUBLIC_COMMENTS, articleId), payload: { comment: `free again ${MARK}` } })).status).toBe(200);
    expect(await auditOf("member", memberId)).toEqual(["member.comment_block", "member.comment_block", "member.comment_unblock"]);
  });

  it("refuses a last day in the past, an unknown member, other roles and a write without the CSRF token", async () => {
    const memberId = await insertMember(t);
    const past = await moderator.post(consolePath(BLOCK, memberId), { reason: "spam", until: "2020-01-01" }, { language: "pt" });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(interactionsReplies.blockUntilPast.pt);
    expect((await moderator.post(consolePath(BLOCK, 999_999), { reason: "spam" })).status).toBe(404);
    expect((await moderator.post(consolePath(UNBLOCK, 999_999))).status).toBe(404);
    expect((await moderator.post(consolePath(BLOCK, memberId), { reason: "spam" }, { csrf: false })).status).toBe(403);
    expect((await (await signedInStaff(t, "hr")).post(consolePath(BLOCK, memberId), { reason: "spam" })).status).toBe(403);
    expect(await auditOf("member", memberId)).toEqual([]);
    // Unblocking a member who is not blocked changes nothing.
    expect((await moderator.post(consolePath(UNBLOCK, memberId))).status).toBe(200);
    expect(await auditOf("member", memberId)).toEqual([]);
  });
});

describe("resetting a member's nickname", () => {
  it("gives the member a neutral name, drops the cached lists that show the old one, tells the member why, audited", async () => {
    const offender = await insertMember(t, { nickName: `rude_${MARK}` });
    const offenderCall = asMember(t, await signIn(t, offender));
    const comment = await postComment(offenderCall, "nickname");
    const before = (await queue(moderator, `q=${MARK}&memberId=${offender}`)).items[0]!;
    expect(before.member.nickName).toBe(`rude_${MARK}`);

    const res = await moderator.post(consolePath(NICKNAME_RESET, offender), { reason: "abuse", note: "slur in the name" });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data as NicknameReset).toEqual({ memberId: offender, before: `rude_${MARK}`, nickName: `member${offender}` });
    // The public list and the queue show the new name.
    const list = await t.call({ method: "GET", url: `${fill(PUBLIC_COMMENTS, articleId)}?PageSize=100` });
    const shown = (list.body.data as CommentsPage).items.find((c) => c.id === comment.id) as unknown as Record<string, unknown>;
    expect(JSON.stringify(shown)).toContain(`member${offender}`);
    expect(JSON.stringify(shown)).not.toContain(`rude_${MARK}`);
    expect((await queue(moderator, `q=${MARK}&memberId=${offender}`)).items[0]!.member.nickName).toBe(`member${offender}`);
    expect(await lastAudit("member", offender)).toMatchObject({
      action: "member.nickname_reset",
      actorRole: "moderator",
      before: { nickName: `rude_${MARK}` },
      after: { nickName: `member${offender}`, reason: "abuse", note: "slur in the name" },
    });
    const told = (await notificationsOf(offenderCall, "zh_TW")).items[0]!;
    expect(told.title).toBe("你的暱稱已被更改");
    expect(told.content).toContain(`member${offender}`);
    expect(told.content).toContain("辱罵或騷擾");
    expect(told.content).not.toContain("slur");

    // Again: nothing changes, nothing is logged, no second notice.
    const again = await moderator.post(consolePath(NICKNAME_RESET, offender), { reason: "abuse" });
    expect(again.body.data).toMatchObject({ nickName: `member${offender}` });
    expect(await auditOf("member", offender)).toEqual(["member.nickname_reset"]);
    expect((await notificationsOf(offenderCall)).items.filter((n) => n.title === "Your nickname was changed")).toHaveLength(1);
  });

  it("takes another neutral name when member<id> is someone else's", async () => {
    const offender = await insertMember(t, { nickName: `rude2_${MARK}` });
    await insertMember(t, { nickName: `member${offender}` });
    const res = await moderator.post(consolePath(NICKNAME_RESET, offender), { reason: "other", note: "impersonation" });
    expect(res.status, res.body.message).toBe(200);
    expect((res.body.data as NicknameReset).nickName).toMatch(new RegExp(`^member${offender}-\\d{4}$`));
    const [row] = await t.database.db.select({ nickName: members.nickName }).from(members).where(eq(members.id, offender));
    expect(row!.nickName).toBe((res.body.data as NicknameReset).nickName);
  });

  it("refuses an unknown member (404), other roles (403), no session (401) and a write without the CSRF token (403)", async () => {
    const target = await insertMember(t, { nickName: `kept_${MARK}` });
    expect((await moderator.post(consolePath(NICKNAME_RESET, 999_999_999), { reason: "spam" })).status).toBe(404);
    const producer = await signedInStaff(t, "producer");
    expect((await producer.post(consolePath(NICKNAME_RESET, target), { reason: "spam" })).status).toBe(403);
    expect((await consoleBrowser(t).post(consolePath(NICKNAME_RESET, target), { reason: "spam" })).status).toBe(401);
    expect((await moderator.post(consolePath(NICKNAME_RESET, target), { reason: "spam" }, { csrf: false })).status).toBe(403);
    const [row] = await t.database.db.select({ nickName: members.nickName }).from(members).where(eq(members.id, target));
    expect(row!.nickName).toBe(`kept_${MARK}`);
  });
});

describe("bad input", () => {
  it("queue", async () => {
    await checkParams(t, {
      method: "GET",
      url: QUEUE,
      headers: moderator.headers(),
      fields: [
        { in: "query", name: "page", kind: "page" },
        { in: "query", name: "pageSize", kind: "pageSize" },
        { in: "query", name: "status", kind: "enum" },
        { in: "query", name: "kind", kind: "slug" },
        { in: "query", name: "q", kind: "text" },
        { in: "query", name: "memberId", kind: "id" },
        { in: "query", name: "from", kind: "date" },
        { in: "query", name: "to", kind: "date" },
      ],
    });
  });
  it("hide", async () => {
    const comment = await postComment(author, "check hide");
    await checkParams(t, {
      method: "POST",
      url: HIDE,
      params: { id: comment.id },
      headers: moderator.headers(),
      body: { reason: "other", note: "checked" },
      fields: [
        { in: "params", name: "id", kind: "id" },
        { in: "body", name: "reason", kind: "enum" },
        { in: "body", name: "note", kind: "text" },
      ],
    });
  });
  it("restore", async () => {
    const comment = await postComment(author, "check restore");
    await checkParams(t, { method: "POST", url: RESTORE, params: { id: comment.id }, headers: moderator.headers(), fields: [{ in: "params", name: "id", kind: "id" }] });
  });
  it("comment-block", async () => {
    await checkParams(t, {
      method: "POST",
      url: BLOCK,
      params: { id: await insertMember(t) },
      headers: moderator.headers(),
      body: { reason: "spam", until: macauDate(t.clock.now) },
      fields: [
        { in: "params", name: "id", kind: "id" },
        { in: "body", name: "reason", kind: "enum" },
        { in: "body", name: "note", kind: "text" },
        { in: "body", name: "until", kind: "date" },
      ],
    });
  });
  it("nickname-reset", async () => {
    await checkParams(t, {
      method: "POST",
      url: NICKNAME_RESET,
      params: { id: await insertMember(t) },
      headers: moderator.headers(),
      body: { reason: "spam", note: "checked" },
      fields: [
        { in: "params", name: "id", kind: "id" },
        { in: "body", name: "reason", kind: "enum" },
        { in: "body", name: "note", kind: "text" },
      ],
    });
  });
  it("comment-unblock", async () => {
    await checkParams(t, { method: "POST", url: UNBLOCK, params: { id: authorId }, headers: moderator.headers(), fields: [{ in: "params", name: "id", kind: "id" }] });
  });
});
