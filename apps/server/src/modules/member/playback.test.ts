import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ContinueItem, PlaybackPosition } from "@portal/contract/schemas/member";
import { memberPlaybackPositions } from "./tables.ts";
import { programEpisodes } from "../program/tables.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { asMember, clearLimits, insertMember, okData, signIn, type Call } from "./member.test-helper.ts";
import { PLAYBACK_SAVE_LIMIT } from "./playback-service.ts";

/** Continue watching/listening (docs/members.md): PUT and GET playback-position/{id}, GET continue-watching. */
const POSITION = "/api/v1.0/member/playback-position/:id";
const CONTINUE = "/api/v1.0/member/continue-watching";

let t: TestApp;
// The real minute, not a fixed date: the demo content is seeded relative to when the test database was made, and a
// fixed date falls before it once the calendar passes it (these tests failed from 2026-12-02).
const NOW = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const minutes = (m: number) => new Date(NOW.getTime() + m * 60_000);
/** Demo episodes by slug: id and duration (the seed's are 20 s). */
const episodes = new Map<string, { id: number; duration: number }>();
const episode = (slug: string) => episodes.get(slug)!;
const at = (slug: string) => `/api/v1.0/member/playback-position/${episode(slug).id}`;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = NOW;
  const rows = await t.database.db.select({ id: programEpisodes.id, slug: programEpisodes.slug, duration: programEpisodes.duration }).from(programEpisodes);
  for (const row of rows) episodes.set(row.slug, { id: row.id, duration: row.duration });
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.now = NOW;
  await clearLimits(t);
});

async function freshMember(password?: string): Promise<{ id: number; call: Call; token: string }> {
  const id = await insertMember(t, password ? { password } : {});
  const token = await signIn(t, id);
  return { id, call: asMember(t, token), token };
}

const save = (call: Call, slug: string, position: number, language = "zh_TW") =>
  call({ method: "PUT", url: at(slug), headers: { "api-language": language }, payload: { position } });

describe("playback positions", () => {
  it("need a signed-in member (401 without a token or with a bad one)", async () => {
    for (const [method, url] of [["PUT", at("street-stories-1")], ["GET", at("street-stories-1")], ["GET", CONTINUE]] as const) {
      for (const headers of [{}, { "api-key": "not-a-token" }]) {
        const res = await t.call({ method, url, headers, ...(method === "PUT" ? { payload: { position: 5 } } : {}) });
        expect(res.status, `${method} ${url}`).toBe(401);
        expect(res.body.code).toBe(401);
      }
    }
  });

  it("saves a position in whole seconds and answers it, one row per member and episode", async () => {
    const { id, call } = await freshMember();
    const saved = await okData<PlaybackPosition>(call, { method: "PUT", url: at("street-stories-1"), payload: { position: 7.8 } });
    expect(saved).toEqual({ episodeId: episode("street-stories-1").id, position: 7, duration: 20, finished: false, updatedAt: NOW.toISOString() });
    t.clock.now = minutes(1);
    await okData(call, { method: "PUT", url: at("street-stories-1"), payload: { position: 12 } });
    const rows = await t.database.db.select().from(memberPlaybackPositions).where(eq(memberPlaybackPositions.memberId, id));
    expect(rows.map((r) => [r.position, r.duration])).toEqual([[12, 20]]);
    expect(await okData(call, { method: "GET", url: at("street-stories-1") })).toMatchObject({ position: 12, finished: false, updatedAt: minutes(1).toISOString() });
    expect(await okData(call, { method: "GET", url: at("street-stories-2") })).toBeNull();
  });

  it("refuses a position past the episode's end (in the request's language), a negative one and an unknown episode", async () => {
    const { call } = await freshMember();
    const past = await save(call, "street-stories-1", 20.5, "en");
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ code: -1, message: "The position is past the end of the episode (20 seconds)" });
    expect((await save(call, "street-stories-1", 21, "pt")).body.message).toBe("A posição ultrapassa o fim do episódio (20 segundos)");
    expect((await save(call, "street-stories-1", -1)).status).toBe(400);
    expect((await save(call, "street-stories-1", 20)).status, "the very end is a position").toBe(200);
    const unknown = await call({ method: "PUT", url: "/api/v1.0/member/playback-position/999999", payload: { position: 1 } });
    expect(unknown.status).toBe(404);
  });

  it("refuses an episode readers cannot see (unpublished)", async () => {
    const { call } = await freshMember();
    const { id } = episode("macau-tonight-1");
    await t.database.db.update(programEpisodes).set({ published: false }).where(eq(programEpisodes.id, id));
    try {
      expect((await call({ method: "PUT", url: `/api/v1.0/member/playback-position/${id}`, payload: { position: 3 } })).status).toBe(404);
    } finally {
      await t.database.db.update(programEpisodes).set({ published: true }).where(eq(programEpisodes.id, id));
    }
  });

  it("lists unfinished episodes, the most recently played first; a finished one (95 %) drops out", async () => {
    const { call } = await freshMember();
    expect(await okData(call, { method: "GET", url: CONTINUE })).toEqual([]);
    await save(call, "street-stories-1", 8);
    t.clock.now = minutes(1);
    await save(call, "macau-tonight-2", 5);
    t.clock.now = minutes(2);
    await save(call, "street-stories-2", 0); // pressed play and left at once: not started
    t.clock.now = minutes(3);
    await save(call, "gourmetwalk-1", 18); // 90 %: still unfinished

    const list = await okData<ContinueItem[]>(call, { method: "GET", url: CONTINUE, headers: { "api-language": "en" } });
    expect(list.map((i) => [i.episodeId, i.position])).toEqual([
      [episode("gourmetwalk-1").id, 18],
      [episode("macau-tonight-2").id, 5],
      [episode("street-stories-1").id, 8],
    ]);
    expect(list[2]).toMatchObject({ itemType: "video", duration: 20, finished: false, url: "/en/program/playitem_video/street-stories-1" });
    expect(list[2]!.title.length).toBeGreaterThan(0);
    expect(list[2]).toMatchObject({ programme: "Street Stories", programmeSlug: "street-stories" });

    t.clock.now = minutes(4);
    expect((await okData<PlaybackPosition>(call, { method: "PUT", url: at("gourmetwalk-1"), payload: { position: 19 } })).finished).toBe(true);
    const after = await okData<ContinueItem[]>(call, { method: "GET", url: `${CONTINUE}?pageSize=1` });
    expect(after.map((i) => i.episodeId)).toEqual([episode("macau-tonight-2").id]);
    expect(after[0]!.url).toMatch(/^\/zh-hant\/program\/playitem_video\//);
  });

  it("keeps each member's positions apart", async () => {
    const first = await freshMember();
    const second = await freshMember();
    await save(first.call, "street-stories-3", 6);
    expect(await okData(second.call, { method: "GET", url: CONTINUE })).toEqual([]);
    expect(await okData(second.call, { method: "GET", url: at("street-stories-3") })).toBeNull();
  });

  it("limits how often one member saves (429 with Retry-After)", async () => {
    const { call } = await freshMember();
    for (let i = 0; i < PLAYBACK_SAVE_LIMIT.max; i += 1) expect((await save(call, "street-stories-4", i % 20)).status).toBe(200);
    const over = await save(call, "street-stories-4", 3);
    expect(over.status).toBe(429);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("go with the account when it is closed", async () => {
    const password = "Playback-2026!";
    const { id, call } = await freshMember(password);
    await save(call, "street-stories-1", 9);
    expect(await t.database.db.select().from(memberPlaybackPositions).where(eq(memberPlaybackPositions.memberId, id))).toHaveLength(1);
    expect((await call({ method: "POST", url: "/api/v1.0/identity/logout/account", payload: { password } })).body.code).toBe(0);
    expect(await t.database.db.select().from(memberPlaybackPositions).where(eq(memberPlaybackPositions.memberId, id))).toEqual([]);
  });

  it("refuse bad input with a 4xx envelope", async () => {
    const { token } = await freshMember();
    const headers = { "api-key": token };
    const id = episode("street-stories-1").id;
    await checkParams(t, {
      method: "PUT",
      url: POSITION,
      params: { id },
      body: { position: 4 },
      headers,
      fields: [
        { in: "params", name: "id", kind: "id" },
        { in: "body", name: "position", kind: "seconds" },
      ],
    });
    await checkParams(t, { method: "GET", url: POSITION, params: { id }, headers, fields: [{ in: "params", name: "id", kind: "id" }] });
    await checkParams(t, { method: "GET", url: CONTINUE, query: { pageSize: 5 }, headers, fields: [{ in: "query", name: "pageSize", kind: "pageSize" }] });
  });
});
