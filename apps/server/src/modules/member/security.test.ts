import { eq, sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  FEEDBACK_MAX_CHARS,
  PLAYLIST_TITLE_MAX,
  type MemberInfo,
  type MemberItem,
  type NotificationPage,
  type Paged,
  type PlaylistDetail,
  type PlaylistEntry,
  type PlaylistSummary,
} from "@portal/contract/schemas/member";
import { configSchema } from "../../config.ts";
import { members } from "../identity/tables.ts";
import { memberCollections, memberFeedback, memberNotifications, memberPlaylistItems, memberPlaylists } from "./tables.ts";
import type { Deps } from "../../platform/deps.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { SESSION_TTL_MS, revokeSession, tokenDigest } from "../identity/sessions.ts";
import { registerMemberRoutes } from "./routes.ts";
import { asMember, clearLimits, insertMember, memberIdOf, okData, signIn, type Call } from "./member.test-helper.ts";
import { platformReplies, replyText } from "../../platform/replies.ts";

let t: TestApp;
let demoId: number;
let demo: Call;

beforeAll(async () => {
  t = await createTestApp();
  demoId = await memberIdOf(t, "demo");
  demo = asMember(t, await signIn(t, demoId));
});
afterAll(() => t.close());
beforeEach(() => clearLimits(t));

/** Every member route as registered, so that a new route cannot miss the token checks below. */
type Method = "GET" | "POST" | "PUT";
async function memberRoutes(): Promise<{ method: Method; url: string }[]> {
  const app = Fastify({ logger: false });
  const routes: { method: Method; url: string }[] = [];
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) {
      if (method === "GET" || method === "POST" || method === "PUT") routes.push({ method: method as Method, url: route.url.replace(":id", "1") });
    }
  });
  registerMemberRoutes(app, { db: {}, kv: {}, config: configSchema.parse({}), now: () => new Date() } as unknown as Deps);
  await app.ready();
  await app.close();
  return routes;
}

describe("the member token (Api-Key)", () => {
  async function expectUnauthorized(headers: Record<string, string>, what: string) {
    const routes = await memberRoutes();
    expect(routes.length, "the 23 member calls of spec §7, the programme piece-list calls, and continue watching (save and read a position, the list)").toBe(28);
    for (const { method, url } of routes) {
      const res = await t.call({ method, url, headers: { ...headers, "api-language": "en" }, ...(method === "GET" ? {} : { payload: {} }) });
      expect(res.status, `${what}: ${method} ${url}`).toBe(401);
      expect(res.body, `${what}: ${method} ${url}`).toEqual({ code: 401, message: replyText(platformReplies.unauthorized, "en"), data: null });
    }
  }

  it("is required on every member call", async () => {
    await expectUnauthorized({}, "missing");
    await expectUnauthorized({ "api-key": "" }, "empty");
  });

  it("is refused when malformed or unknown", async () => {
    await expectUnauthorized({ "api-key": "not-a-token" }, "malformed");
    await expectUnauthorized({ "api-key": "' OR 1=1 --" }, "injection");
    await expectUnauthorized({ "api-key": "A".repeat(43) }, "well-formed but unknown");
    // The digest of a real token is not a token.
    const [session] = await t.database.db.execute(sql`select token_hash from member_sessions limit 1`).then((r) => (r as unknown as { rows: { token_hash: string }[] }).rows);
    await expectUnauthorized({ "api-key": session!.token_hash }, "stored digest");
  });

  it("is refused once the session has expired (30 days)", async () => {
    const token = await signIn(t, demoId);
    const signedInAt = t.clock.now;
    try {
      t.clock.now = new Date(signedInAt.getTime() + SESSION_TTL_MS - 60_000);
      expect((await asMember(t, token)({ method: "GET", url: "/api/v1.0/member/info" })).status).toBe(200);
      t.clock.now = new Date(signedInAt.getTime() + SESSION_TTL_MS + 60_000);
      await expectUnauthorized({ "api-key": token }, "expired");
    } finally {
      t.clock.now = signedInAt;
    }
  });

  it("is refused once the session is revoked, or the member is gone", async () => {
    const token = await signIn(t, demoId);
    const [row] = await t.database.db.execute(sql`select id from member_sessions where token_hash = ${tokenDigest(token)}`).then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    await revokeSession(t.database.db, row!.id, t.clock.now);
    await expectUnauthorized({ "api-key": token }, "revoked");

    const goneId = await insertMember(t);
    const goneToken = await signIn(t, goneId);
    await t.database.db.delete(members).where(eq(members.id, goneId));
    await expectUnauthorized({ "api-key": goneToken }, "member deleted");
  });

  it("is checked before the body is read: bad JSON without a token is still 401", async () => {
    const res = await t.call({ method: "POST", url: "/api/v1.0/member/collect", headers: { "content-type": "application/json" }, payload: '{"broken": ' });
    expect(res.status).toBe(401);
  });
});

describe("one member never reaches another member's data", () => {
  let intruder: Call;
  let intruderId: number;
  let demoCollections: MemberItem[];
  let demoPlaylists: PlaylistSummary[];
  let demoPlaylist: PlaylistDetail;
  let demoNotificationId: number;

  beforeAll(async () => {
    intruderId = await insertMember(t, { nickName: "intruder" });
    intruder = asMember(t, await signIn(t, intruderId));
    demoCollections = (await okData<Paged<MemberItem>>(demo, { method: "GET", url: "/api/v1.0/member/collect" })).items;
    demoPlaylists = await okData<PlaylistSummary[]>(demo, { method: "GET", url: "/api/v1.0/member/playlist" });
    demoPlaylist = await okData<PlaylistDetail>(demo, { method: "GET", url: `/api/v1.0/member/playlist/${demoPlaylists.find((p) => p.itemCount > 0)!.id}` });
    const [own] = await t.database.db.select({ id: memberNotifications.id }).from(memberNotifications).where(eq(memberNotifications.memberId, demoId));
    demoNotificationId = own!.id;
    expect(demoCollections.length).toBeGreaterThan(0);
    expect(demoPlaylist.items.length).toBeGreaterThan(0);
  });

  it("reads only its own info and lists", async () => {
    const info = await okData<MemberInfo>(intruder, { method: "GET", url: "/api/v1.0/member/info" });
    expect(info.id).toBe(intruderId);
    expect(info.email).toBeNull();
    expect((await okData<Paged<MemberItem>>(intruder, { method: "GET", url: "/api/v1.0/member/collect" })).items).toEqual([]);
    expect((await okData<Paged<MemberItem>>(intruder, { method: "GET", url: "/api/v1.0/member/piecelist" })).items).toEqual([]);
    expect(await okData<PlaylistSummary[]>(intruder, { method: "GET", url: "/api/v1.0/member/playlist" })).toEqual([]);
    const notifications = await okData<NotificationPage>(intruder, { method: "GET", url: "/api/v1.0/member/notification" });
    expect(notifications.items.map((n) => n.id)).not.toContain(demoNotificationId);
  });

  it("gets 404 for another member's playlist, exactly as for one that does not exist, and changes nothing", async () => {
    const target = demoPlaylist.id;
    const missing = 2_000_000;
    const attempts = (id: number) =>
      [
        { method: "GET", url: `/api/v1.0/member/playlist/${id}` },
        { method: "POST", url: `/api/v1.0/member/playlist/${id}/update`, payload: { title: "pwned" } },
        { method: "POST", url: `/api/v1.0/member/playlist/${id}/delete` },
        { method: "POST", url: "/api/v1.0/member/playlist/item", payload: { playlistId: id, itemType: "news", itemId: "9", title: "x" } },
        { method: "POST", url: "/api/v1.0/member/playlist/item/delete", payload: { playlistId: id, ids: demoPlaylist.items.map((i) => i.id) } },
      ] as const;
    for (const [index, attempt] of attempts(target).entries()) {
      const res = await intruder(attempt);
      const unknown = await intruder(attempts(missing)[index]!);
      expect(res.status, attempt.url).toBe(404);
      expect(res.body).toEqual(unknown.body);
      expect(JSON.stringify(res.body)).not.toContain(demoPlaylist.title);
    }
    expect(await okData<PlaylistDetail>(demo, { method: "GET", url: `/api/v1.0/member/playlist/${target}` })).toEqual(demoPlaylist);
  });

  it("cannot delete another member's collections or playlist items by id", async () => {
    const ownList = await okData<PlaylistSummary>(intruder, { method: "POST", url: "/api/v1.0/member/playlist", payload: { title: "mine" } });
    expect(await okData(intruder, { method: "POST", url: "/api/v1.0/member/collect/delete", payload: { ids: demoCollections.map((c) => c.id) } })).toEqual({ deleted: 0 });
    expect(
      await okData(intruder, { method: "POST", url: "/api/v1.0/member/playlist/item/delete", payload: { playlistId: ownList.id, ids: demoPlaylist.items.map((i) => i.id) } }),
    ).toEqual({ deleted: 0 });
    const collections = await t.database.db.select({ id: memberCollections.id }).from(memberCollections).where(eq(memberCollections.memberId, demoId));
    expect(collections.map((c) => c.id)).toEqual(expect.arrayContaining(demoCollections.map((c) => c.id)));
    const items = await t.database.db.select({ id: memberPlaylistItems.id }).from(memberPlaylistItems).where(eq(memberPlaylistItems.playlistId, demoPlaylist.id));
    expect(items).toHaveLength(demoPlaylist.items.length);
  });

  it("cannot mark another member's notification read", async () => {
    expect(await okData(intruder, { method: "POST", url: "/api/v1.0/member/notification/read", payload: { ids: [demoNotificationId] } })).toEqual({ read: 0 });
    const page = await okData<NotificationPage>(demo, { method: "GET", url: "/api/v1.0/member/notification" });
    expect(page.items.find((n) => n.id === demoNotificationId)?.read).toBe(false);
  });
});

/** Injection and script payloads: stored as text, answered as given, never run. */
const PAYLOADS = [
  "'; DROP TABLE members; --",
  "\" OR \"1\"=\"1",
  "1' UNION SELECT password_hash FROM members --",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "{{7*7}} ${7*7}",
  "%27%3B--",
  "Robert'); DELETE FROM member_collections;--",
];

describe("payloads in text fields", () => {
  it("keeps every profile text field as given", async () => {
    const { call } = await (async () => {
      const id = await insertMember(t);
      return { call: asMember(t, await signIn(t, id)) };
    })();
    for (const [index, payload] of PAYLOADS.entries()) {
      const fields = {
        educationalStatus: payload,
        monthlyProfit: payload,
        profession: payload,
        introduction: payload,
        address: payload,
        identity: payload,
        firstName: payload,
        lastName: payload,
        favInfo: [payload],
      };
      const nickName = `${index}${payload}`.slice(0, 30);
      const saved = await okData<MemberInfo>(call, { method: "POST", url: "/api/v1.0/member/info", payload: { ...fields, nickName } });
      expect(saved).toMatchObject({ ...fields, nickName });
      expect(await okData<MemberInfo>(call, { method: "GET", url: "/api/v1.0/member/info" })).toMatchObject({ ...fields, nickName });
    }
    await expectTablesIntact();
  });

  it("keeps collection, playlist, item and feedback texts as given", async () => {
    const id = await insertMember(t);
    const call = asMember(t, await signIn(t, id));
    for (const [index, payload] of PAYLOADS.entries()) {
      const item = await okData<MemberItem>(call, { method: "POST", url: "/api/v1.0/member/collect", payload: { itemType: "video", itemId: `p${index}`, title: payload } });
      expect(item.title).toBe(payload);
      const list = await okData<PlaylistSummary>(call, { method: "POST", url: "/api/v1.0/member/playlist", payload: { title: payload } });
      expect(list.title).toBe(payload);
      const renamed = await okData<PlaylistSummary>(call, { method: "POST", url: `/api/v1.0/member/playlist/${list.id}/update`, payload: { title: `${payload}!` } });
      expect(renamed.title).toBe(`${payload}!`);
      const entry = await okData<PlaylistEntry>(call, { method: "POST", url: "/api/v1.0/member/playlist/item", payload: { playlistId: list.id, itemType: "video", itemId: "v1", title: payload } });
      expect(entry.title).toBe(payload);
      const { id: feedbackId } = await okData<{ id: number }>(call, { method: "POST", url: "/api/v1.0/member/feedback", payload: { content: `意見：${payload}`, contact: payload } });
      const [row] = await t.database.db.select().from(memberFeedback).where(eq(memberFeedback.id, feedbackId));
      expect(row).toMatchObject({ content: `意見：${payload}`, contact: payload });
    }
    const collected = await okData<Paged<MemberItem>>(call, { method: "GET", url: "/api/v1.0/member/collect?pageSize=100" });
    expect(collected.items.map((i) => i.title).sort()).toEqual([...PAYLOADS].sort());
    const lists = await okData<PlaylistSummary[]>(call, { method: "GET", url: "/api/v1.0/member/playlist" });
    expect(lists.map((l) => l.title).sort()).toEqual(PAYLOADS.map((p) => `${p}!`).sort());
    await expectTablesIntact();
  });

  it("answers payloads in query and path parameters with 400, never 500", async () => {
    for (const payload of PAYLOADS) {
      const encoded = encodeURIComponent(payload);
      for (const url of [
        `/api/v1.0/member/collect?itemType=${encoded}`,
        `/api/v1.0/member/collect?page=${encoded}`,
        `/api/v1.0/member/notification?pageSize=${encoded}`,
        `/api/v1.0/member/playlist/${encoded}`,
        `/api/v1.0/member/email-verify-code?email=${encoded}`,
        `/api/v1.0/member/mobile-verify-code?mobile=${encoded}`,
      ]) {
        const res = await demo({ method: "GET", url });
        expect([400, 404], url).toContain(res.status);
      }
    }
    await expectTablesIntact();
  });

  it("refuses text with a NUL character with 400 (PostgreSQL text cannot hold one)", async () => {
    for (const [url, payload] of [
      ["/api/v1.0/member/info", { introduction: "a\u0000b" }],
      ["/api/v1.0/member/playlist", { title: "a\u0000b" }],
      ["/api/v1.0/member/feedback", { content: "hello\u0000world" }],
    ] as const) {
      const res = await demo({ method: "POST", url, payload });
      expect(res.status, url).toBe(400);
    }
  });

  async function expectTablesIntact() {
    const [demoRow] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.id, demoId));
    expect(demoRow).toBeDefined();
    expect(await t.database.db.$count(memberCollections, eq(memberCollections.memberId, demoId))).toBeGreaterThan(0);
    expect(await t.database.db.$count(memberPlaylists, eq(memberPlaylists.memberId, demoId))).toBeGreaterThan(0);
  }
});

describe("oversize input", () => {
  /** The longest accepted value passes; one character more is a 400 that names the field and changes nothing. */
  async function expectLimit(call: Call, url: string, body: (value: string) => Record<string, unknown>, max: number, field: string) {
    const accepted = await call({ method: "POST", url, payload: body("字".repeat(max)) });
    expect(accepted.status, `${field} at ${max}`).toBe(200);
    const refused = await call({ method: "POST", url, payload: body("字".repeat(max + 1)), headers: { "api-language": "en" } });
    expect(refused.status, `${field} at ${max + 1}`).toBe(400);
    expect(refused.body.message, field).toContain(field);
  }

  it("caps every text field", async () => {
    const id = await insertMember(t);
    const call = asMember(t, await signIn(t, id));
    const info = "/api/v1.0/member/info";
    for (const [field, max] of [
      ["nickName", 30],
      ["educationalStatus", 50],
      ["monthlyProfit", 50],
      ["profession", 50],
      ["introduction", 500],
      ["address", 200],
      ["identity", 50],
      ["firstName", 100],
      ["lastName", 100],
    ] as const) {
      await expectLimit(call, info, (value) => ({ [field]: value }), max, field);
    }
    await expectLimit(call, info, (value) => ({ favInfo: [value] }), 50, "favInfo");
    await expectLimit(call, "/api/v1.0/member/collect", (value) => ({ itemType: "news", itemId: "1", title: value }), 300, "title");
    await expectLimit(call, "/api/v1.0/member/playlist", (value) => ({ title: value }), PLAYLIST_TITLE_MAX, "title");
    await expectLimit(call, "/api/v1.0/member/feedback", (value) => ({ content: value }), FEEDBACK_MAX_CHARS, "content");
    await expectLimit(call, "/api/v1.0/member/feedback", (value) => ({ content: "足夠長的意見", contact: value }), 254, "contact");
    const tooManyInterests = await call({ method: "POST", url: info, payload: { favInfo: Array.from({ length: 31 }, (_, i) => `i${i}`) } });
    expect(tooManyInterests.status).toBe(400);
  });

  it("refuses a body over 1 MiB with 413", async () => {
    const res = await demo({ method: "POST", url: "/api/v1.0/member/feedback", payload: { content: "x".repeat(1024 * 1024 + 1) } });
    expect(res.status).toBe(413);
  });
});
