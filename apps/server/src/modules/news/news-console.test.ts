import { existsSync } from "node:fs";
import { join } from "node:path";
import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Paged } from "@portal/contract/schemas/member";
import type { NewsDetail, NewsItem } from "@portal/contract/schemas/news";
import type {
  NewsAuthorOption,
  NewsConsoleItem,
  NewsConsoleTopic,
  NewsCreateInput,
  NewsEditorArticle,
  NewsPreviewLink,
  NewsRevisionDiff,
  NewsRevisionItem,
} from "@portal/contract/schemas/news/console";
import { macauIso } from "../../platform/macau-time.ts";
import { newsTags } from "@portal/contract/cache-tags";
import { buildApp } from "../../app.ts";
import { createLocalCacheBus } from "../../platform/cache-bus.ts";
import { configSchema } from "../../config.ts";
import { createDbKvStore } from "../../kv/db-store.ts";
import { createTestApp, openTestDatabase, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { auditLog } from "../audit/tables.ts";
import { clearLimits } from "../member/member.test-helper.ts";
import { signedInStaff, staffIdOf, type ConsoleBrowser } from "../staff/staff.test-helper.ts";
import type { Deps } from "../../platform/deps.ts";
import { publishDue } from "./editor-service.ts";
import { saveArticle } from "./news-service.ts";
import { signPreview } from "./preview.ts";
import { sanitizeArticleHtml } from "../../platform/article-html.ts";
import { newsArticles, newsTopics } from "./tables.ts";
import { storeUpload } from "../upload/upload-service.ts";

const LIST = "/api/console/v1/news";
const CATEGORIES = "/api/console/v1/news/categories";
const TOPICS = "/api/console/v1/news/topics";
const AUTHORS = "/api/console/v1/news/authors";
const ARTICLE = "/api/console/v1/news/:id";
const SUBMIT = "/api/console/v1/news/:id/submit";
const PUBLISH = "/api/console/v1/news/:id/publish";
const SCHEDULE = "/api/console/v1/news/:id/schedule";
const UNPUBLISH = "/api/console/v1/news/:id/unpublish";
const REVISIONS = "/api/console/v1/news/:id/revisions";
const DIFF = "/api/console/v1/news/:id/revisions/:revision/diff";
const RESTORE = "/api/console/v1/news/:id/revisions/:revision/restore";
const PREVIEW = "/api/console/v1/news/:id/preview";
const PUBLIC_DETAIL = "/api/v1.0/news";

let t: TestApp;
let editor: ConsoleBrowser;
let contributor: ConsoleBrowser;
let contributorId: number;

const url = (template: string, id: number, revision?: number) =>
  template.replace(":id", String(id)).replace(":revision", String(revision ?? ""));

/** A console call as a browser; the answer's data typed, the status and message kept. */
async function send<T>(browser: ConsoleBrowser, method: "GET" | "POST" | "PUT", template: string, id: number | null, payload?: unknown, language = "en") {
  const target = id === null ? template : url(template, id);
  const res =
    method === "GET"
      ? await browser.get(target.replace("/api/console/v1", ""), { language })
      : method === "POST"
        ? await browser.post(target.replace("/api/console/v1", ""), payload, { language })
        : await browser.send("PUT", target, payload, { language });
  return { status: res.status, message: res.body.message, code: res.body.code, data: res.body.data as T };
}

const create = (browser: ConsoleBrowser, input: NewsCreateInput) => send<NewsEditorArticle>(browser, "POST", LIST, null, input);

/** The article as the editor last saw it, saved with changes (the whole article, as the console sends it). */
function edited(article: NewsEditorArticle, changes: Record<string, unknown>) {
  const overrides = article.hans.filter((l) => l.override !== null).map((l) => ({ line: l.line, text: l.override! }));
  return {
    revision: article.revision,
    categoryId: article.categoryId,
    type: article.type,
    title: article.title,
    summary: article.summary,
    body: article.body,
    cover: article.cover,
    coverAlt: article.coverAlt,
    coverFocus: article.coverFocus,
    coverCrop: article.coverCrop,
    videoUrl: article.videoUrl,
    audioUrl: article.audioUrl,
    byline: article.byline,
    seoTitle: article.seoTitle,
    seoDescription: article.seoDescription,
    topicIds: article.topicIds,
    relatedIds: article.relatedIds,
    hansOverrides: overrides,
    ...changes,
  };
}

const update = (browser: ConsoleBrowser, article: NewsEditorArticle, changes: Record<string, unknown>) =>
  send<NewsEditorArticle>(browser, "PUT", ARTICLE, article.id, edited(article, changes));

const move = (browser: ConsoleBrowser, template: string, article: NewsEditorArticle, extra: Record<string, unknown> = {}, language?: string) =>
  send<NewsEditorArticle>(browser, "POST", template, article.id, { revision: article.revision, ...extra }, language);

async function publicDetail(id: number, locale = "zh_TW", query = "") {
  const res = await t.call({ method: "GET", url: `${PUBLIC_DETAIL}/${id}${query}`, headers: { "api-language": locale } });
  return { status: res.status, data: res.body.data as NewsDetail, headers: res.headers };
}

/** The Macao wall-clock minute `minutes` from the server's clock, as the schedule call takes it. */
const macauMinute = (minutes: number) => macauIso(new Date(t.clock.now.getTime() + minutes * 60_000)).slice(0, 16);

/** The tags the console's writes invalidated (the app's cache bus, listened to). */
const invalidated: string[][] = [];

beforeAll(async () => {
  const cacheBus = createLocalCacheBus();
  cacheBus.register({ invalidate: (tags) => invalidated.push([...tags]), clear: () => undefined });
  t = await createTestApp({}, { cacheBus });
  editor = await signedInStaff(t, "editor");
  contributor = await signedInStaff(t, "contributor");
  contributorId = await staffIdOf(t, "contributor");
});
afterAll(() => t.close());

describe("the status workflow, by role", () => {
  it("lets a contributor write and submit their own draft, but not publish it or touch another's story", async () => {
    const draft = await create(contributor, { newsroom: "en", title: "Harbour ferry timetable", summary: "New times", body: "<p>From Monday.</p>" });
    expect(draft.status, draft.message).toBe(200);
    expect(draft.data).toMatchObject({ status: "draft", revision: 1, author: { id: contributorId }, publishedAt: null, can: { edit: true, submit: true, publish: false } });

    const saved = await update(contributor, draft.data, { title: "Harbour ferry timetable changes" });
    expect(saved.status, saved.message).toBe(200);
    expect(saved.data).toMatchObject({ title: "Harbour ferry timetable changes", revision: 2 });

    for (const refused of [PUBLISH, UNPUBLISH]) expect((await move(contributor, refused, saved.data)).status).toBe(403);
    expect((await move(contributor, SCHEDULE, saved.data, { at: macauMinute(10) })).status).toBe(403);

    const submitted = await move(contributor, SUBMIT, saved.data);
    expect(submitted.data).toMatchObject({ status: "in_review", revision: 3 });
    const again = await move(contributor, SUBMIT, submitted.data, {}, "zh_TW");
    expect(again.status).toBe(400);
    expect(again.message).toBe("只有草稿可以提交審核");
    expect((await update(contributor, submitted.data, { summary: "Still editable in review" })).status).toBe(200);

    const others = await create(editor, { newsroom: "en", title: "Editor's own draft" });
    const notMine = await update(contributor, others.data, { title: "Changed by someone else" });
    expect(notMine.status).toBe(403);
    expect(notMine.message).toBe("Contributors may change only their own stories");
    expect((await move(contributor, SUBMIT, others.data)).status).toBe(403);
  });

  it("lets an editor publish, schedule and unpublish; a published story is locked for its contributor and gone when unpublished", async () => {
    const draft = await create(contributor, { newsroom: "en", title: "Lantern festival route", body: "<p>Route.</p>" });
    const current = (await send<NewsEditorArticle>(contributor, "GET", ARTICLE, draft.data.id)).data;
    expect((await publicDetail(draft.data.id, "en")).status).toBe(404);
    // A draft's saves drop no cached page; publishing, editing and unpublishing drop the story's and the lists'.
    const ofStory = () => invalidated.filter((tags) => tags.includes(newsTags.article(draft.data.id)));
    expect(ofStory()).toEqual([]);

    const published = await move(editor, PUBLISH, current);
    expect(ofStory()).toEqual([newsTags.ofArticle({ id: draft.data.id, newsroom: "en" })]);
    expect(published.status, published.message).toBe(200);
    expect(published.data).toMatchObject({ status: "published", revision: 2, can: { publish: false, unpublish: true } });
    expect((await publicDetail(draft.data.id, "en")).data.title).toBe("Lantern festival route");

    const locked = await update(contributor, published.data, { title: "Changed after publishing" });
    expect(locked.status).toBe(403);
    expect((await move(editor, PUBLISH, published.data)).status).toBe(400);
    expect((await move(editor, SCHEDULE, published.data, { at: macauMinute(5) })).status).toBe(400);

    // An editor's correction of the headline is what readers get on their next request, with the cover and SEO fields.
    expect((await update(editor, published.data, { cover: "/demo/art/bridge.svg", coverAlt: "" })).status).toBe(400);
    expect((await update(editor, published.data, { cover: "https://elsewhere.example/a.jpg", coverAlt: "A bridge" })).status).toBe(400);
    const corrected = await update(editor, published.data, {
      title: "Lantern festival route (corrected)",
      cover: "/demo/art/bridge.svg",
      coverAlt: "The bridge at dusk",
      coverFocus: { x: 0.3, y: 0.6 },
      seoTitle: "Lantern festival 2026: the route",
    });
    expect(corrected.data).toMatchObject({ status: "published", coverFocus: { x: 0.3, y: 0.6 } });
    const readers = (await publicDetail(draft.data.id, "en")).data;
    expect(readers).toMatchObject({ title: "Lantern festival route (corrected)", cover: "/demo/art/bridge.svg", coverAlt: "The bridge at dusk", seoTitle: "Lantern festival 2026: the route" });

    const unpublished = await move(editor, UNPUBLISH, corrected.data, {}, "pt");
    expect(unpublished.data.status).toBe("unpublished");
    expect(ofStory()).toHaveLength(3);
    expect((await publicDetail(draft.data.id, "en")).status).toBe(404);
    const twice = await move(editor, UNPUBLISH, unpublished.data, {}, "pt");
    expect(twice.status).toBe(400);
    expect(twice.message).toBe("Só uma notícia publicada ou agendada pode ser retirada");
  });

  it("schedules to the Macao minute: refused in the past, out at the minute in both scripts", async () => {
    const draft = await create(editor, { newsroom: "zh", title: "颱風消息", summary: "天文台發出預警", body: "<p>市民注意安全。</p>" });
    expect((await move(editor, SCHEDULE, draft.data, { at: macauMinute(-1) }, "zh_CN")).message).toBe("排程时间必须在未来（澳门时间，精确至分钟）");
    const scheduled = await move(editor, SCHEDULE, draft.data, { at: macauMinute(2) });
    expect(scheduled.status, scheduled.message).toBe(200);
    expect(scheduled.data.status).toBe("scheduled");
    expect(new Date(scheduled.data.scheduledAt!).getUTCSeconds()).toBe(0);
    expect((await publicDetail(draft.data.id)).status).toBe(404);
    // The job waits in the queue for the minute, under the article's id (a reschedule replaces it).
    const { rows: queued } = await t.database.query(`SELECT data, start_after FROM pgboss.job WHERE name = 'news.publish' AND singleton_key = $1 AND state < 'active'`, [String(draft.data.id)]);
    expect(queued).toHaveLength(1);
    expect(new Date((queued[0] as { start_after: string }).start_after).toISOString()).toBe(scheduled.data.scheduledAt);
    expect((queued[0] as { data: { scheduledAt: string } }).data.scheduledAt).toBe(scheduled.data.scheduledAt);
    // The job's run: the story as it is scheduled, by whom.
    const job = {
      id: draft.data.id,
      scheduledAt: scheduled.data.scheduledAt!,
      actor: { sessionId: 0, staffId: await staffIdOf(t, "editor"), role: "editor" as const, email: "staff.editor@example.mo", displayName: "Editor", ip: "127.0.0.1", userAgent: "scheduled publication" },
    };
    const deps = { db: t.database.db, now: () => t.clock.now, cache: { invalidate: async () => undefined } } as unknown as Deps;
    expect(await publishDue(deps, job), "not yet due").toBe(false);

    const saved = t.clock.now;
    t.clock.now = new Date(new Date(scheduled.data.scheduledAt!).getTime() + 1000);
    try {
      expect((await publicDetail(draft.data.id, "zh_TW")).data.title).toBe("颱風消息");
      expect((await publicDetail(draft.data.id, "zh_CN")).data.title).toBe("台风消息");
      const listed = await send<Paged<NewsConsoleItem>>(editor, "GET", `${LIST}?status=published&newsroom=zh&q=${encodeURIComponent("颱風")}`, null);
      expect(listed.data.items.map((i) => i.id)).toContain(draft.data.id);

      expect(await publishDue(deps, { ...job, scheduledAt: new Date(Date.parse(job.scheduledAt) - 60_000).toISOString() }), "another schedule's job").toBe(false);
      expect(await publishDue(deps, job)).toBe(true);
      expect(await publishDue(deps, job), "a second run").toBe(false);
      const [row] = await t.database.db.select().from(newsArticles).where(eq(newsArticles.id, draft.data.id));
      expect(row).toMatchObject({ status: "published", scheduledAt: null, publishedAt: new Date(job.scheduledAt), revision: 3 });
      const [entry] = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, String(draft.data.id)), eq(auditLog.action, "news.publish")));
      expect(entry).toMatchObject({ actorEmail: "staff.editor@example.mo", userAgent: "scheduled publication", before: { status: "scheduled" }, after: { status: "published" } });
    } finally {
      t.clock.now = saved;
    }
  });
});

describe("the scheduled publication's job", () => {
  it("is run by the app's queue: the story goes out, as the staff member who scheduled it", { timeout: 120_000 }, async () => {
    const draft = await create(editor, { newsroom: "en", title: "Ferry timetable from Monday", summary: "New times", body: "<p>Every 15 minutes.</p>" });
    const scheduled = await move(editor, SCHEDULE, draft.data, { at: macauMinute(2) });
    expect(scheduled.status, scheduled.message).toBe(200);
    // The queue is due by the database's clock, the rule by the app's: bring both to the minute (no test waits two
    // real minutes): the app's clock past it, the job's start now.
    const saved = t.clock.now;
    t.clock.now = new Date(new Date(scheduled.data.scheduledAt!).getTime() + 1000);
    try {
      await t.database.query(`UPDATE pgboss.job SET start_after = now() WHERE name = 'news.publish' AND singleton_key = $1 AND state < 'active'`, [String(draft.data.id)]);
      const statusOf = async () => (await t.database.db.select({ status: newsArticles.status }).from(newsArticles).where(eq(newsArticles.id, draft.data.id)))[0]?.status;
      const until = Date.now() + 90_000;
      while ((await statusOf()) !== "published" && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await statusOf()).toBe("published");
      expect((await publicDetail(draft.data.id, "en")).data.title).toBe("Ferry timetable from Monday");
      const entries = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, String(draft.data.id)), eq(auditLog.action, "news.publish")));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ actorEmail: "staff.editor@example.mo", before: { status: "scheduled" }, after: { status: "published", scheduledAt: null } });
    } finally {
      t.clock.now = saved;
    }
  });
});

describe("the Simplified text, line by line", () => {
  it("keeps an override across an edit of another line, regenerates the others, and flags it stale when its own line changes", async () => {
    const draft = await create(editor, {
      newsroom: "zh",
      title: "澳門經濟發展",
      summary: "第一段導語",
      body: "<p>經濟持續增長。</p><p>旅遊業復甦。</p><ul><li>會議展覽</li></ul>",
    });
    const lines = draft.data.hans.map((l) => [l.line, l.generated]);
    expect(lines).toEqual([
      ["title", "澳门经济发展"],
      ["summary:0", "第一段导语"],
      ["body:0", "经济持续增长。"],
      ["body:1", "旅游业复苏。"],
      ["body:2", "会议展览"],
    ]);

    const overridden = await update(editor, draft.data, { hansOverrides: [{ line: "body:1", text: "旅游业<strong>强劲</strong>复苏。" }] });
    expect(overridden.data.bodyHans).toBe("<p>经济持续增长。</p><p>旅游业<strong>强劲</strong>复苏。</p><ul><li>会议展览</li></ul>");

    // The Traditional of another line changes: it is regenerated, the override stays and is not stale.
    const otherEdit = await update(editor, overridden.data, { body: "<p>經濟穩步增長。</p><p>旅遊業復甦。</p><ul><li>會議展覽</li></ul>" });
    expect(otherEdit.data.bodyHans).toBe("<p>经济稳步增长。</p><p>旅游业<strong>强劲</strong>复苏。</p><ul><li>会议展览</li></ul>");
    expect(otherEdit.data.hans.find((l) => l.line === "body:1")).toMatchObject({ override: "旅游业<strong>强劲</strong>复苏。", stale: false });

    // Its own line changes: the override is kept (readers still see it) and flagged for review.
    const ownEdit = await update(editor, otherEdit.data, { body: "<p>經濟穩步增長。</p><p>旅遊業全面復甦。</p><ul><li>會議展覽</li></ul>" });
    const line = ownEdit.data.hans.find((l) => l.line === "body:1")!;
    expect(line).toMatchObject({ source: "旅遊業全面復甦。", generated: "旅游业全面复苏。", override: "旅游业<strong>强劲</strong>复苏。", stale: true });
    expect(ownEdit.data.bodyHans).toContain("旅游业<strong>强劲</strong>复苏。");

    const reviewed = await update(editor, ownEdit.data, { hansOverrides: [{ line: "body:1", text: "旅游业<strong>强劲</strong>复苏。", reviewed: true }] });
    expect(reviewed.data.hans.find((l) => l.line === "body:1")!.stale).toBe(false);

    // Readers of Simplified Chinese get the materialised text with the override.
    const published = await move(editor, PUBLISH, reviewed.data);
    expect((await publicDetail(published.data.id, "zh_CN")).data.body).toBe(reviewed.data.bodyHans);
    expect((await publicDetail(published.data.id, "zh_TW")).data.body).toBe("<p>經濟穩步增長。</p><p>旅遊業全面復甦。</p><ul><li>會議展覽</li></ul>");

    const unknown = await update(editor, published.data, { hansOverrides: [{ line: "body:9", text: "无" }] });
    expect(unknown.status).toBe(400);
    expect(unknown.message).toBe("The Simplified override's line body:9 does not exist");
  });
});

describe("the sanitiser", () => {
  it("removes scripts, event handlers, javascript: links, frames and styles, and keeps the allowed markup as it is", async () => {
    const allowed =
      '<h2>小標</h2><p>一段 <strong>粗體</strong>、<em>斜體</em> 與 <a href="https://www.gov.mo/" rel="noopener noreferrer">外部連結</a>、<a href="/zh-hant/news-list">站內</a>、<a href="mailto:news@tdm.mo">電郵</a></p>' +
      '<h3>小小標</h3><ul><li>一</li></ul><ol><li>二</li></ol><blockquote><p>引述</p></blockquote>' +
      '<figure><img src="/demo/art/bridge.svg" alt="跨海大橋的插圖" /><figcaption>說明</figcaption></figure>';
    expect(sanitizeArticleHtml(allowed)).toBe(allowed);

    const hostile =
      '<p style="color:red" onclick="steal()">文字<script>alert(1)</script></p>' +
      '<img src="/uploads/u/2026/11/a.webp" alt="圖" onerror="steal()" />' +
      '<a href="javascript:alert(1)">連結</a><iframe src="https://evil.example/"></iframe>' +
      '<img src="https://evil.example/track.png" alt="外站圖" /><img src="/demo/art/bridge.svg" />' +
      '<a href="https://evil.example/" target="_blank">外站</a>';
    const draft = await create(editor, { newsroom: "zh", title: "清理測試", body: hostile });
    expect(draft.status, draft.message).toBe(200);
    const [stored] = await t.database.db
      .select({ body: newsArticles.body, body_hans: newsArticles.bodyHans })
      .from(newsArticles)
      .where(eq(newsArticles.id, draft.data.id));
    expect(stored!.body).toBe(
      '<p>文字</p><img src="/uploads/u/2026/11/a.webp" alt="圖" /><a>連結</a><a href="https://evil.example/" rel="noopener noreferrer">外站</a>',
    );
    for (const gone of ["script", "onclick", "onerror", "javascript:", "iframe", "style", "evil.example/track"]) {
      expect(stored!.body).not.toContain(gone);
      expect(stored!.body_hans).not.toContain(gone);
    }
  });
});

describe("revisions", () => {
  it("keeps every save, diffs two revisions word by word, restores one as a new revision, and refuses a stale save with 409", async () => {
    const draft = await create(editor, { newsroom: "en", title: "Bus fares stay the same", body: "<p>No change this year.</p>" });
    await update(editor, draft.data, { title: "Bus fares rise next year", body: "<p>A small change next year.</p>" });

    // Someone else saved since revision 1 was opened: the save is refused, in the request's language.
    const stale = await send<NewsEditorArticle>(editor, "POST", PUBLISH, draft.data.id, { revision: 1 }, "pt");
    expect(stale.status).toBe(409);
    expect(stale.message).toContain("revisão 2");
    const staleSave = await update(editor, draft.data, { title: "Lost update" });
    expect(staleSave.status).toBe(409);

    const revisions = await send<Paged<NewsRevisionItem>>(editor, "GET", REVISIONS, draft.data.id);
    expect(revisions.data.items.map((r) => [r.revision, r.action, r.title])).toEqual([
      [2, "news.update", "Bus fares rise next year"],
      [1, "news.create", "Bus fares stay the same"],
    ]);

    const diff = await send<NewsRevisionDiff>(editor, "GET", url(DIFF, draft.data.id, 1), null);
    expect(diff.data).toMatchObject({ from: 1, to: 2 });
    const title = diff.data.fields.find((f) => f.field === "title")!;
    expect(title.parts.filter((p) => p.removed).map((p) => p.value.trim())).toEqual(["stay the same"]);
    expect(title.parts.filter((p) => p.added).map((p) => p.value.trim())).toEqual(["rise next year"]);
    expect(title.parts.filter((p) => !p.added && !p.removed).map((p) => p.value.trim())).toEqual(["Bus fares"]);
    expect(diff.data.fields.map((f) => f.field).sort()).toEqual(["body", "title"]);

    const restored = await send<NewsEditorArticle>(editor, "POST", url(RESTORE, draft.data.id, 1), null, { revision: 2 });
    expect(restored.status, restored.message).toBe(200);
    expect(restored.data).toMatchObject({ revision: 3, title: "Bus fares stay the same", body: "<p>No change this year.</p>", status: "draft" });
    const after = await send<Paged<NewsRevisionItem>>(editor, "GET", REVISIONS, draft.data.id);
    expect(after.data.items[0]).toMatchObject({ revision: 3, action: "news.restore" });
    const none = await send<NewsRevisionDiff>(editor, "GET", `${url(DIFF, draft.data.id, 1)}?against=3`, null);
    expect(none.data.fields).toEqual([]);
  });
});

describe("the audit log", () => {
  it("records each step with the changed fields before and after, in the step's transaction", async () => {
    const draft = await create(editor, { newsroom: "en", title: "Audit trail story" });
    const published = await move(editor, PUBLISH, draft.data);
    const corrected = await update(editor, published.data, { title: "Audit trail story, corrected" });
    const unpublished = await move(editor, UNPUBLISH, corrected.data);
    // A write refused inside its transaction (an unknown category, found after the article was locked) leaves nothing.
    const refused = await update(editor, unpublished.data, { title: "Never saved", categoryId: 999_999 });
    expect(refused.status).toBe(400);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "news_article"), eq(auditLog.entityId, String(draft.data.id))))
      .orderBy(asc(auditLog.id));
    expect(entries.map((e) => e.action)).toEqual(["news.create", "news.publish", "news.update", "news.unpublish"]);
    expect(entries[0]).toMatchObject({ before: null, after: { title: "Audit trail story", status: "draft", revision: 1 } });
    expect(entries[1]!.before).toMatchObject({ status: "draft", publishedAt: null });
    expect(entries[1]!.after).toMatchObject({ status: "published" });
    expect(entries[2]).toMatchObject({ before: { title: "Audit trail story", revision: 2 }, after: { title: "Audit trail story, corrected", revision: 3 } });
    expect(Object.keys(entries[2]!.after!)).not.toContain("body");
    expect(entries[3]).toMatchObject({ before: { status: "published" }, after: { status: "unpublished" }, actorRole: "editor" });
    const revisions = await send<Paged<NewsRevisionItem>>(editor, "GET", REVISIONS, draft.data.id);
    expect(revisions.data.total).toBe(4);
  });
});

describe("the preview link", () => {
  it("shows a draft with its token only, never stored, and not with a bad or expired token", async () => {
    const draft = await create(contributor, { newsroom: "zh", title: "預覽草稿", body: "<p>未發佈</p>" });
    const link = await send<NewsPreviewLink>(contributor, "POST", PREVIEW, draft.data.id, {});
    expect(link.status, link.message).toBe(200);
    expect(link.data.path).toBe(`/zh-hant/news-detail/${draft.data.id}?preview=${link.data.token}`);

    const shown = await publicDetail(draft.data.id, "zh_TW", `?preview=${link.data.token}`);
    expect(shown.status).toBe(200);
    expect(shown.data.title).toBe("預覽草稿");
    expect(shown.headers["cache-control"]).toBe("no-store");
    expect((await publicDetail(draft.data.id)).status).toBe(404);

    const [id, expires, mac] = link.data.token.split(".");
    const forged = `${id}.${Number(expires) + 86_400}.${mac}`;
    expect((await publicDetail(draft.data.id, "zh_TW", `?preview=${forged}`)).status).toBe(404);
    const other = await create(contributor, { newsroom: "zh", title: "另一篇" });
    expect((await publicDetail(other.data.id, "zh_TW", `?preview=${link.data.token}`)).status).toBe(404);

    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + 24 * 60 * 60_000 + 1000);
    try {
      expect((await publicDetail(draft.data.id, "zh_TW", `?preview=${link.data.token}`)).status).toBe(404);
    } finally {
      t.clock.now = saved;
    }
  });
});

describe("the console's news list", () => {
  it("filters by status, newsroom, author and words", async () => {
    const mine = await create(contributor, { newsroom: "pt", title: "Obras na ponte Sai Van 7Q", summary: "Trânsito condicionado" });
    const list = await send<Paged<NewsConsoleItem>>(editor, "GET", `${LIST}?status=draft&newsroom=pt&author=${contributorId}&q=Van 7Q`, null);
    expect(list.status, list.message).toBe(200);
    expect(list.data.items.map((i) => i.id)).toEqual([mine.data.id]);
    expect(list.data.items[0]).toMatchObject({ author: { id: contributorId, name: expect.any(String) }, status: "draft" });
    const none = await send<Paged<NewsConsoleItem>>(editor, "GET", `${LIST}?status=published&newsroom=pt&q=Van 7Q`, null);
    expect(none.data.total).toBe(0);
  });
});

describe("topics, related stories and the story's type", () => {
  it("saves them with the story, checks each rule with its own message, and keeps them in revisions, the diff and the audit log", async () => {
    const [topic] = await t.database.db.select().from(newsTopics).orderBy(asc(newsTopics.id)).limit(1);
    const story = (await create(editor, { newsroom: "en", title: "Ferry strike talks" })).data;
    const first = (await create(editor, { newsroom: "en", title: "Ferry operators meet the union" })).data;
    const second = (await create(editor, { newsroom: "en", title: "Ferry timetable cut" })).data;
    const chinese = (await create(editor, { newsroom: "zh", title: "渡輪談判" })).data;

    const saved = await update(editor, story, {
      type: "video",
      videoUrl: "https://video.example/strike.m3u8",
      topicIds: [topic!.id],
      relatedIds: [second.id, first.id],
    });
    expect(saved.status, saved.message).toBe(200);
    expect(saved.data).toMatchObject({ type: "video", videoUrl: "https://video.example/strike.m3u8", topicIds: [topic!.id], relatedIds: [second.id, first.id] });
    expect(saved.data.related).toEqual([
      { id: second.id, title: "Ferry timetable cut", status: "draft" },
      { id: first.id, title: "Ferry operators meet the union", status: "draft" },
    ]);

    const refusals: [Record<string, unknown>, string, string][] = [
      [{ relatedIds: [story.id] }, "en", "A story cannot be related to itself"],
      [{ relatedIds: [first.id, second.id, first.id] }, "en", `Related story ${first.id} is listed twice: each may be listed once`],
      [{ relatedIds: Array.from({ length: 13 }, (_, i) => first.id + 1000 + i) }, "pt", "Uma notícia pode ter no máximo 12 notícias relacionadas"],
      [{ relatedIds: [chinese.id] }, "zh_TW", "相關新聞必須是同一新聞部門的其他新聞"],
      [{ relatedIds: [999_999] }, "zh_CN", "相关新闻必须是同一新闻部门的其他新闻"],
      [{ topicIds: [999_999] }, "en", "There is no such topic"],
    ];
    for (const [changes, language, message] of refusals) {
      const refused = await send<NewsEditorArticle>(editor, "PUT", ARTICLE, story.id, edited(saved.data, changes), language);
      expect([refused.status, refused.message], JSON.stringify(changes)).toEqual([400, message]);
    }
    const again = await update(editor, saved.data, { type: "radio", videoUrl: null, audioUrl: "https://audio.example/strike.mp3", topicIds: [], relatedIds: [first.id] });
    expect(again.status, again.message).toBe(200);
    expect(again.data).toMatchObject({ type: "radio", audioUrl: "https://audio.example/strike.mp3", topicIds: [], relatedIds: [first.id], revision: 3 });

    const diff = await send<NewsRevisionDiff>(editor, "GET", url(DIFF, story.id, 2), null);
    const field = (name: string) => diff.data.fields.find((f) => f.field === name);
    const text = (name: string, kind: "added" | "removed") =>
      field(name)!.parts.filter((p) => p[kind]).map((p) => p.value).join("").trim();
    expect(text("type", "removed")).toBe("video");
    expect(text("type", "added")).toBe("radio");
    expect(text("topicIds", "removed")).toBe(String(topic!.title.en));
    expect(text("relatedIds", "removed")).toContain("Ferry timetable cut");
    expect(field("audioUrl")).toBeDefined();

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "news_article"), eq(auditLog.entityId, String(story.id)), eq(auditLog.action, "news.update")))
      .orderBy(asc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      before: { type: "text", topicIds: [], relatedIds: [] },
      after: { type: "video", topicIds: [topic!.id], relatedIds: [second.id, first.id] },
    });
  });

  it("offers every topic, and the staff who write news to editors and administrators", async () => {
    const topics = await send<NewsConsoleTopic[]>(contributor, "GET", TOPICS, null, undefined, "pt");
    expect(topics.status, topics.message).toBe(200);
    const rows = await t.database.db.select().from(newsTopics).orderBy(asc(newsTopics.sortOrder), asc(newsTopics.id));
    expect(topics.data).toEqual(rows.map((r) => ({ id: r.id, slug: r.slug, title: r.title.pt, published: r.published })));

    const authors = await send<NewsAuthorOption[]>(editor, "GET", AUTHORS, null);
    expect(authors.status, authors.message).toBe(200);
    expect(authors.data).toContainEqual({ id: contributorId, name: expect.any(String), role: "contributor", active: true });
    expect(new Set(authors.data.map((a) => a.role))).toEqual(new Set(["contributor", "editor", "admin"]));
    expect((await send(contributor, "GET", AUTHORS, null)).status).toBe(403);
  });
});

describe("the public related list", () => {
  it("shows the editor's published choices first, in their order, then the category's newest; a change of the list drops the cached answers", async () => {
    const publish = async (title: string) => {
      const draft = (await create(editor, { newsroom: "pt", title, categoryId: null })).data;
      return (await move(editor, PUBLISH, draft)).data;
    };
    const older = await publish("Escolha mais antiga");
    const newer = await publish("Escolha mais recente");
    const hidden = (await create(editor, { newsroom: "pt", title: "Rascunho relacionado" })).data;
    const story = await publish("Notícia com escolhas");
    const chosen = await update(editor, story, { relatedIds: [older.id, hidden.id, newer.id] });
    expect(chosen.status, chosen.message).toBe(200);

    const relation = async (size = 6) => {
      const res = await t.call({ method: "GET", url: `${PUBLIC_DETAIL}/${story.id}/relation?PageSize=${size}`, headers: { "api-language": "pt" } });
      return { ids: (res.body.data as NewsItem[]).map((i) => i.id), tags: String(res.headers["cache-tag"]) };
    };
    const shown = await relation();
    expect(shown.ids.slice(0, 2)).toEqual([older.id, newer.id]);
    expect(shown.ids).not.toContain(hidden.id);
    expect(shown.ids).not.toContain(story.id);
    expect(shown.ids).toHaveLength(6);
    expect(new Set(shown.ids).size).toBe(6);
    expect(shown.tags).toContain(newsTags.article(story.id));
    expect((await relation(1)).ids).toEqual([older.id]);

    invalidated.length = 0;
    const changed = await update(editor, chosen.data, { relatedIds: [newer.id] });
    expect(changed.status, changed.message).toBe(200);
    expect(invalidated.flat()).toContain(newsTags.article(story.id));
    const after = await relation();
    expect(after.ids[0]).toBe(newer.id);
    expect(after.ids.filter((id) => id === newer.id)).toHaveLength(1);
  });
});

describe("the cover's crop", () => {
  /** An uploaded picture of `width` × `height` pixels (the console's upload stores it this way). */
  const picture = async (width: number, height: number) => {
    const png = await sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png().toBuffer();
    return (await storeUpload(png, "general", { uploadDir: t.config.uploadDir, publicUrl: "", now: t.clock.now })).path;
  };
  const fileOf = (path: string) => join(t.config.uploadDir, path.replace(/^\/uploads\//, ""));
  const sizeOf = async (path: string) => {
    const meta = await sharp(fileOf(path)).metadata();
    return [meta.width, meta.height];
  };

  it("makes the cropped file readers get from the kept original, again only when the crop changes, and refuses crops the site cannot show", async () => {
    const cover = await picture(800, 600);
    // 400 × 225 pixels from (80, 60): 16:9.
    const crop = { x: 0.1, y: 0.1, width: 0.5, height: 0.375 };
    const draft = await create(editor, { newsroom: "en", title: "Cropped cover", cover, coverAlt: "A blue square", coverCrop: crop });
    expect(draft.status, draft.message).toBe(200);
    expect(draft.data).toMatchObject({ cover, coverCrop: crop, coverCropped: expect.stringMatching(/^\/uploads\/u\/\d{4}\/\d{2}\/[\w-]+\.webp$/) });
    const cropped = draft.data.coverCropped!;
    expect(await sizeOf(cropped)).toEqual([400, 225]);
    expect(existsSync(fileOf(cover))).toBe(true);

    // Readers get the cropped file, in the story and in lists; the console keeps the original to crop again.
    const published = (await move(editor, PUBLISH, draft.data)).data;
    expect((await publicDetail(published.id, "en")).data.cover).toBe(cropped);
    const list = await t.call({ method: "GET", url: "/api/v1.0/news?PageSize=5", headers: { "api-language": "en" } });
    const items = (list.body.data as { newsList: { data: NewsItem[] }[] }).newsList.flatMap((b) => b.data);
    expect(items.find((i) => i.id === published.id)?.cover).toBe(cropped);
    // The home page's sections read covers in a lateral subquery: the cropped cover's column has its name there too.
    const home = await t.call({ method: "GET", url: "/api/v1.0/cms/home", headers: { "api-language": "en" } });
    expect(home.status, home.body.message).toBe(200);
    expect(JSON.stringify(home.body.data)).toContain(cropped);

    // Saved again with the same crop: the same file. Another crop: a new file, the first kept for the revision.
    const same = await update(editor, published, { title: "Cropped cover, corrected" });
    expect(same.data.coverCropped).toBe(cropped);
    const recropped = await update(editor, same.data, { coverCrop: { x: 0, y: 0, width: 1, height: 0.75 } });
    expect(recropped.status, recropped.message).toBe(200);
    expect(recropped.data.coverCropped).not.toBe(cropped);
    expect(await sizeOf(recropped.data.coverCropped!)).toEqual([800, 450]);
    expect((await publicDetail(published.id, "en")).data.cover).toBe(recropped.data.coverCropped);

    // Restoring the first revision brings its crop and its file back.
    const restored = await send<NewsEditorArticle>(editor, "POST", url(RESTORE, published.id, 1), null, { revision: recropped.data.revision });
    expect(restored.status, restored.message).toBe(200);
    expect(restored.data).toMatchObject({ coverCrop: crop, coverCropped: cropped });

    // No crop: readers get the picture as uploaded.
    const uncropped = await update(editor, restored.data, { coverCrop: null });
    expect(uncropped.data.coverCropped).toBeNull();
    expect((await publicDetail(published.id, "en")).data.cover).toBe(cover);

    const refusals: [Record<string, unknown>, string, number, string][] = [
      [{ coverCrop: { x: 0, y: 0, width: 0.5, height: 0.5 } }, "en", 400, "The crop must be 16:9, the shape the site shows covers in"],
      [{ coverCrop: { x: 0, y: 0, width: 0.1, height: 0.075 } }, "pt", 400, "O recorte é demasiado pequeno: tem de ter pelo menos 160 píxeis de largura"],
      [{ cover: "/demo/art/racing.svg", coverCrop: crop }, "zh_TW", 400, "只有上載的圖片可以裁切，請先上載封面圖片"],
    ];
    for (const [changes, language, status, message] of refusals) {
      const refused = await send<NewsEditorArticle>(editor, "PUT", ARTICLE, published.id, edited(uncropped.data, changes), language);
      expect([refused.status, refused.message], JSON.stringify(changes)).toEqual([status, message]);
    }
    const outside = await update(editor, uncropped.data, { coverCrop: { x: 0.8, y: 0, width: 0.5, height: 0.375 } });
    expect(outside.status).toBe(400);
  });
});

describe("bad input on every console news call", () => {
  it("answers 4xx envelopes, and succeeds with good input", async () => {
    await clearLimits(t);
    const admin = await signedInStaff(t, "admin");
    const headers = admin.headers();
    const article = async (title: string) => (await create(admin, { newsroom: "en", title })).data;

    await checkParams(t, {
      method: "GET",
      url: LIST,
      headers,
      query: { status: "draft" },
      fields: [
        { in: "query", name: "status", kind: "enum" },
        { in: "query", name: "newsroom", kind: "enum" },
        { in: "query", name: "author", kind: "id" },
        { in: "query", name: "from", kind: "date" },
        { in: "query", name: "page", kind: "page" },
        { in: "query", name: "pageSize", kind: "pageSize" },
        { in: "query", name: "q", kind: "text" },
      ],
    });
    await checkParams(t, { method: "GET", url: CATEGORIES, headers });
    await checkParams(t, { method: "GET", url: TOPICS, headers });
    await checkParams(t, { method: "GET", url: AUTHORS, headers });
    const a = await article("Checked story");
    await checkParams(t, { method: "GET", url: ARTICLE, headers, params: { id: a.id }, fields: [{ in: "params", name: "id", kind: "id" }] });
    await checkParams(t, {
      method: "POST",
      url: LIST,
      headers,
      body: { newsroom: "en", title: "Created by checkParams" },
      fields: [
        { in: "body", name: "newsroom", kind: "enum" },
        { in: "body", name: "title", kind: "text" },
        { in: "body", name: "body", kind: "text" },
        { in: "body", name: "categoryId", kind: "id" },
        { in: "body", name: "type", kind: "enum" },
        { in: "body", name: "cover", kind: "slug" },
      ],
    });
    await checkParams(t, {
      method: "PUT",
      url: ARTICLE,
      headers,
      params: { id: a.id },
      body: { revision: 1, title: "Saved by checkParams" },
      fields: [
        { in: "params", name: "id", kind: "id" },
        { in: "body", name: "revision", kind: "id" },
        { in: "body", name: "title", kind: "text" },
        { in: "body", name: "summary", kind: "text" },
        { in: "body", name: "topicIds", kind: "id" },
      ],
    });
    await checkParams(t, { method: "POST", url: SUBMIT, headers, params: { id: a.id }, body: { revision: 2 }, fields: [{ in: "body", name: "revision", kind: "id" }] });
    await checkParams(t, {
      method: "POST",
      url: SCHEDULE,
      headers,
      params: { id: a.id },
      body: { revision: 3, at: macauMinute(60) },
      fields: [
        { in: "params", name: "id", kind: "id" },
        { in: "body", name: "at", kind: "date" },
      ],
    });
    await checkParams(t, { method: "POST", url: PUBLISH, headers, params: { id: a.id }, body: { revision: 4 }, fields: [{ in: "body", name: "revision", kind: "id" }] });
    await checkParams(t, { method: "POST", url: UNPUBLISH, headers, params: { id: a.id }, body: { revision: 5 }, fields: [{ in: "params", name: "id", kind: "id" }] });
    await checkParams(t, {
      method: "GET",
      url: REVISIONS,
      headers,
      params: { id: a.id },
      fields: [
        { in: "params", name: "id", kind: "id" },
        { in: "query", name: "page", kind: "page" },
      ],
    });
    await checkParams(t, {
      method: "GET",
      url: DIFF,
      headers,
      params: { id: a.id, revision: 1 },
      fields: [
        { in: "params", name: "revision", kind: "id" },
        { in: "query", name: "against", kind: "id" },
      ],
    });
    await checkParams(t, {
      method: "POST",
      url: RESTORE,
      headers,
      params: { id: a.id, revision: 1 },
      body: { revision: 6 },
      fields: [
        { in: "params", name: "revision", kind: "id" },
        { in: "body", name: "revision", kind: "id" },
      ],
    });
    await checkParams(t, { method: "POST", url: PREVIEW, headers, params: { id: a.id }, fields: [{ in: "params", name: "id", kind: "id" }] });
  });
});

describe("the preview link's page (server-rendered)", () => {
  it("renders a draft with its token, never cached nor indexed, while the public page stays 404", async () => {
    const config = configSchema.parse({ NODE_ENV: "production", LOG_LEVEL: "silent", PAGE_CACHE_SECONDS: "60", NEWS_PREVIEW_KEY: "k".repeat(40) });
    const database = await openTestDatabase();
    const app = await buildApp({ config, database, kv: createDbKvStore(database.db), ssr: true, logger: false });
    try {
      const id = await saveArticle(database.db, { newsroom: "zh", title: "預覽頁草稿", body: "<p>草稿內文</p>", published: false });
      const { token } = signPreview(config, id, new Date());
      const page = `/zh-hant/news-detail/${id}`;

      const first = await app.inject({ method: "GET", url: `${page}?preview=${token}` });
      expect(first.statusCode).toBe(200);
      expect(first.body).toContain("預覽頁草稿");
      expect(first.headers["cache-control"]).toBe("no-store");
      expect(first.headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(first.body).toMatch(/<meta name="robots" content="noindex, nofollow"/);

      // Edited since: the next preview shows the change, so the first render was not kept.
      await saveArticle(database.db, { newsroom: "zh", title: "預覽頁草稿（改）", body: "<p>草稿內文</p>", published: false }, id);
      const second = await app.inject({ method: "GET", url: `${page}?preview=${token}` });
      expect(second.body).toContain("預覽頁草稿（改）");

      // Without the token, or with a forged one, the draft is not there.
      expect((await app.inject({ method: "GET", url: page })).statusCode).toBe(404);
      const forged = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
      const bad = await app.inject({ method: "GET", url: `${page}?preview=${forged}` });
      expect(bad.statusCode).toBe(404);
      expect(bad.body).not.toContain("預覽頁草稿");
      expect(bad.headers["cache-control"]).toBe("no-store");
    } finally {
      await app.close();
      await database.close();
    }
    // A database and a server with its web build of its own: slower than a call on the shared test app.
  }, 120_000);
});
