import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { CompetitionEntryDetail, CompetitionEntryPage } from "@portal/contract/schemas/competition";
import type { VoteBallotResult, VoteOption, VotePage, VoteRank } from "@portal/contract/schemas/vote";
import { members, memberSessions } from "../identity/tables.ts";
import { voteBallots, voteOptions, votes } from "./tables.ts";
import { createSession, tokenDigest } from "../identity/sessions.ts";
import { checkParams } from "../../test/check-params.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { CODE_SEND_PER_CONTACT, CODE_SEND_PER_CONTACT_MAX } from "../identity/codes.ts";
import { codeSentTo, freshIp, messageTo, post as identityPost, sendCode, solvedCaptcha } from "../identity/flows.test-helper.ts";
import { supplierPost } from "../supplier/supplier.test-helper.ts";
import { replyText } from "../../platform/replies.ts";
import { captchaReplies } from "../captcha/replies.ts";

const BASE = "/api/v1.0/vote";
let t: TestApp;
const ids: Record<string, number> = {};

type Reply = Awaited<ReturnType<TestApp["call"]>>;
const get = (url: string, language = "zh_TW") => t.call({ method: "GET", url, headers: { "api-language": language } });
const post = (path: string, payload: unknown, headers: Record<string, string> = {}, ip = "127.0.0.1") =>
  t.call({ method: "POST", url: `${BASE}/${path}`, payload: payload as Record<string, unknown>, headers, remoteAddress: ip });

/** send-mobile-verify-code with a solved captcha, as the ballot form sends it. */
const sendVoteCode = async (phone: string, ip = freshIp(), headers: Record<string, string> = {}) =>
  post("send-mobile-verify-code", { phone, ...(await solvedCaptcha(t)) }, headers, ip);

/** Members made straight in the database, each signed in: their tokens. */
async function newMembers(n: number, prefix: string): Promise<string[]> {
  const rows = await t.database.db
    .insert(members)
    .values(Array.from({ length: n }, (_, i) => ({ username: `${prefix}${i}`, nickName: `${prefix}${i}`, nickNameKey: `${prefix}${i}`, status: "active" })))
    .returning({ id: members.id });
  return Promise.all(rows.map((r) => createSession(t.database.db, r.id, t.clock.now)));
}

/** A vote made for one test, with its rules, and its option ids. */
async function newVote(appkey: string, rules: Partial<typeof votes.$inferInsert> = {}, optionCount = 3): Promise<{ id: number; options: number[] }> {
  const [vote] = await t.database.db
    .insert(votes)
    .values({
      appkey,
      title: { zh_TW: `測試投票 ${appkey}`, en: `Test vote ${appkey}`, pt: `Votação ${appkey}` },
      voter: "member",
      opensAt: new Date(t.clock.now.getTime() - 3_600_000),
      closesAt: new Date(t.clock.now.getTime() + 86_400_000),
      ...rules,
    })
    .returning({ id: votes.id });
  const options = await t.database.db
    .insert(voteOptions)
    .values(Array.from({ length: optionCount }, (_, i) => ({ voteId: vote!.id, title: { zh_TW: `選項${i}`, en: `Option ${i}`, pt: `Opção ${i}` }, sortOrder: i })))
    .returning({ id: voteOptions.id });
  return { id: vote!.id, options: options.map((o) => o.id) };
}

const tallies = async (voteId: number) =>
  (await t.database.db.select({ id: voteOptions.id, tally: voteOptions.tally }).from(voteOptions).where(eq(voteOptions.voteId, voteId))).reduce(
    (sum, o) => sum + o.tally,
    0,
  );
const ballotRows = async (voteId: number) => (await t.database.db.select({ id: voteBallots.id }).from(voteBallots).where(eq(voteBallots.voteId, voteId))).length;
/** The rank cache lives a second on the server's clock: moving the clock shows fresh tallies. */
const passTime = (ms = 5000) => (t.clock.now = new Date(t.clock.now.getTime() + ms));

beforeAll(async () => {
  t = await createTestApp();
  for (const row of await t.database.db.select({ id: votes.id, appkey: votes.appkey }).from(votes)) ids[row.appkey] = row.id;
});
afterAll(() => t.close());

describe("GET /api/v1.0/vote", () => {
  it("lists the open votes without parameters, paged, in the request's language", async () => {
    const res = await get(`${BASE}?pageSize=10`, "en");
    expect(res.body.code).toBe(0);
    const page = res.body.data as VotePage;
    expect(page.items.map((v) => v.appkey)).toEqual(expect.arrayContaining(["grand-prix-2026-favourite-race", "favourite-programme-2026", "tdm-new-voices-2026"]));
    expect(page.items.every((v) => v.status === "open")).toBe(true);
    expect(page.items.map((v) => v.appkey)).not.toContain("most-charming-street-2026");
    const gp = page.items.find((v) => v.appkey === "grand-prix-2026-favourite-race")!;
    expect(gp).toMatchObject({ voter: "member", minChoices: 1, maxChoices: 1, perDay: 1, ballots: 132 });
    expect(gp.options.map((o) => o.title)).toEqual(["FIA FR World Cup", "Macau Motorcycle Grand Prix", "FIA GT World Cup", "Guia Race"]);
    expect(gp.options.map((o) => o.amount)).toEqual([46, 31, 38, 17]);
    const second = (await get(`${BASE}?pageSize=1&page=2`)).body.data as VotePage;
    expect(second.items).toHaveLength(1);
    expect(second.total).toBe(page.total);
  });

  it("answers one vote by appkey or id, closed votes by status, 404 for an unknown appkey", async () => {
    const byKey = (await get(`${BASE}?appkey=most-charming-street-2026`, "pt")).body.data as VotePage;
    expect(byKey.items[0]).toMatchObject({ status: "closed", title: "A rua mais encantadora de Macau", ballots: 460 });
    const byId = (await get(`${BASE}?id=${ids["favourite-programme-2026"]}`)).body.data as VotePage;
    expect(byId.items[0]).toMatchObject({ voter: "phone", maxChoices: 3, title: "2026年度我最喜愛的澳廣視節目" });
    const closed = (await get(`${BASE}?status=closed`)).body.data as VotePage;
    expect(closed.items.map((v) => v.appkey)).toContain("most-charming-street-2026");
    expect(closed.items.every((v) => v.status === "closed")).toBe(true);
    const missing = await get(`${BASE}?appkey=no-such-vote`);
    expect(missing.status).toBe(404);
    expect(missing.body.code).not.toBe(0);
  });

  it("lists the votes not open yet as upcoming, soonest first, apart from the open ones, and refuses their ballots", async () => {
    const upcoming = (await get(`${BASE}?status=upcoming`, "en")).body.data as VotePage;
    expect(upcoming.items.map((v) => v.appkey)).toEqual(["new-year-gala-2027"]);
    expect(upcoming.items[0]).toMatchObject({ status: "upcoming", title: "2027 New Year Gala: which act would you most like to see?", ballots: 0 });
    const later = await newVote("opens-later-test", { opensAt: new Date(t.clock.now.getTime() + 30 * 86_400_000), closesAt: new Date(t.clock.now.getTime() + 60 * 86_400_000) });
    const both = (await get(`${BASE}?status=upcoming`)).body.data as VotePage;
    expect(both.items.map((v) => v.id)).toEqual([ids["new-year-gala-2027"], later.id]);
    for (const status of ["open", "all", "closed"]) {
      const page = (await get(`${BASE}?status=${status}&pageSize=50`)).body.data as VotePage;
      expect(page.items.map((v) => v.appkey), status).not.toContain("new-year-gala-2027");
    }
    const [token] = await newMembers(1, "tooearly");
    const early = await post("item/votes", { VoteId: later.id, Ids: [later.options[0]] }, { "api-key": token!, "api-language": "en" });
    expect(early.status).toBe(400);
    expect(early.body.code).not.toBe(0);
    expect(await tallies(later.id)).toBe(0);
  });

  it("refuses bad input with a 4xx envelope", async () => {
    await checkParams(t, {
      method: "GET",
      url: "/api/v1.0/vote",
      query: { page: 1 },
      fields: [
        { in: "query", name: "page", kind: "page" },
        { in: "query", name: "pageSize", kind: "pageSize" },
        { in: "query", name: "appkey", kind: "slug" },
        { in: "query", name: "id", kind: "id" },
        { in: "query", name: "status", kind: "enum" },
      ],
    });
  });
});

describe("GET /api/v1.0/vote/vote-item-rank", () => {
  it("ranks every option of a competition's vote by specialId, from 0, most chosen first", async () => {
    const vote = (await get(`${BASE}?appkey=tdm-new-voices-2026`, "en")).body.data as VotePage;
    const specialId = vote.items[0]!.specialId!;
    const rank = (await get(`${BASE}/vote-item-rank?specialId=${specialId}`, "en")).body.data as VoteRank;
    expect(rank.items.map((i) => i.amount)).toEqual([84, 71, 66, 58, 49, 37]);
    expect(rank.items[0]).toMatchObject({ title: "Chan Ka Ian" });
    const fresh = await newVote("rank-from-zero");
    const zero = (await get(`${BASE}/vote-item-rank?voteId=${fresh.id}`)).body.data as VoteRank;
    expect(zero.items.map((i) => [i.id, i.amount])).toEqual(fresh.options.map((id) => [id, 0]));
    expect((await get(`${BASE}/vote-item-rank?specialId=999999`)).status).toBe(404);
    expect((await get(`${BASE}/vote-item-rank`)).status).toBe(400);
  });

  it("refuses bad input with a 4xx envelope", async () => {
    await checkParams(t, {
      method: "GET",
      url: "/api/v1.0/vote/vote-item-rank",
      query: { voteId: ids["grand-prix-2026-favourite-race"]! },
      fields: [
        { in: "query", name: "voteId", kind: "id" },
        { in: "query", name: "specialId", kind: "id" },
      ],
    });
  });
});

describe("POST /api/v1.0/vote/vote-item/channel", () => {
  it("answers a vote's options with their tallies, by id or appkey", async () => {
    const byKey = (await post("vote-item/channel", { appkey: "most-charming-street-2026" }, { "api-language": "en" })).body.data as VoteOption[];
    expect(byKey.map((o) => [o.title, o.amount])).toEqual([
      ["Rua da Felicidade", 128],
      ["Travessa da Paixão", 164],
      ["Rua do Cunha", 97],
      ["Avenida de Almeida Ribeiro", 71],
    ]);
    expect((await post("vote-item/channel", { voteId: 999999 })).status).toBe(404);
    expect((await post("vote-item/channel", {})).status).toBe(400);
  });

  it("refuses bad input with a 4xx envelope", async () => {
    await checkParams(t, {
      method: "POST",
      url: "/api/v1.0/vote/vote-item/channel",
      body: { voteId: ids["grand-prix-2026-favourite-race"]! },
      fields: [
        { in: "body", name: "voteId", kind: "id" },
        { in: "body", name: "appkey", kind: "slug" },
      ],
    });
  });
});

describe("POST /api/v1.0/vote/item/votes (member and captcha votes)", () => {
  it("counts a member's ballot once a day, asks a visitor to sign in, refuses closed votes and wrong choices", async () => {
    const [token] = await newMembers(1, "ballotone");
    const gp = ids["grand-prix-2026-favourite-race"]!;
    const options = (await post("vote-item/channel", { voteId: gp })).body.data as VoteOption[];
    const before = await tallies(gp);

    const signedOut = await post("item/votes", { VoteId: gp, Ids: [options[2]!.id] });
    expect(signedOut.status).toBe(401);

    const first = await post("item/votes", { VoteId: gp, Ids: [options[2]!.id] }, { "api-key": token! });
    expect(first.body).toMatchObject({ code: 0, data: { duplicate: false, ballots: 133 } });
    expect(await tallies(gp)).toBe(before + 1);

    const again = await post("item/votes", { VoteId: gp, Ids: [options[1]!.id] }, { "api-key": token!, "api-language": "en" });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: -1, message: "You have voted 1 times today: please vote again tomorrow" });
    expect(await tallies(gp)).toBe(before + 1);

    // The next Macao day the member may vote again.
    passTime(24 * 3_600_000);
    expect((await post("item/votes", { VoteId: gp, Ids: [options[1]!.id] }, { "api-key": token! })).body.code).toBe(0);

    const two = await post("item/votes", { VoteId: gp, Ids: [options[0]!.id, options[1]!.id] }, { "api-key": token!, "api-language": "en" });
    expect(two.body).toMatchObject({ code: -1, message: "Choose between 1 and 1 options" });
    const foreign = await post("item/votes", { VoteId: gp, Ids: [999999] }, { "api-key": token! });
    expect(foreign.status).toBe(400);

    const closed = ids["most-charming-street-2026"]!;
    const closedOptions = (await post("vote-item/channel", { voteId: closed })).body.data as VoteOption[];
    const late = await post("item/votes", { VoteId: closed, Ids: [closedOptions[0]!.id], ...(await solvedCaptcha(t)) }, { "api-language": "en" });
    expect(late.body).toMatchObject({ code: -1, message: "This vote is not open" });

    const phoneVote = ids["favourite-programme-2026"]!;
    const phoneOptions = (await post("vote-item/channel", { voteId: phoneVote })).body.data as VoteOption[];
    expect((await post("item/votes", { VoteId: phoneVote, Ids: [phoneOptions[0]!.id] }, { "api-key": token! })).body.code).toBe(-1);
  });

  it("refuses a revoked or unknown token (sessions are looked up together, never cached)", async () => {
    const vote = await newVote("revoked");
    const [token] = await newMembers(1, "revoked");
    expect((await post("item/votes", { VoteId: vote.id, Ids: [vote.options[0]] }, { "api-key": token! })).body.code).toBe(0);
    await t.database.db.update(memberSessions).set({ revokedAt: t.clock.now }).where(eq(memberSessions.tokenHash, tokenDigest(token!)));
    expect((await post("item/votes", { VoteId: vote.id, Ids: [vote.options[0]] }, { "api-key": token! })).status).toBe(401);
    expect((await post("item/votes", { VoteId: vote.id, Ids: [vote.options[0]] }, { "api-key": "x".repeat(43) })).status).toBe(401);
    expect(await tallies(vote.id)).toBe(1);
  });

  it("takes a captcha vote's ballot with a solved captcha, once per captcha", async () => {
    const vote = await newVote("captcha-vote", { voter: "captcha", maxChoices: 2 });
    expect((await post("item/votes", { VoteId: vote.id, Ids: [vote.options[0]] })).body.code).toBe(-1);
    const captcha = await solvedCaptcha(t);
    expect((await post("item/votes", { VoteId: vote.id, Ids: [vote.options[0], vote.options[1]], ...captcha })).body.code).toBe(0);
    expect((await post("item/votes", { VoteId: vote.id, Ids: [vote.options[0]], ...captcha })).body.code).toBe(-1);
    expect(await tallies(vote.id)).toBe(2);
    passTime();
    const rank = (await get(`${BASE}/vote-item-rank?voteId=${vote.id}`)).body.data as VoteRank;
    expect(rank.items.map((i) => i.amount)).toEqual([1, 1, 0]);
    expect(rank.ballots).toBe(1);
  });

  it("500 parallel ballots by one member on a one-ballot-a-day vote: exactly 1 accepted", async () => {
    const vote = await newVote("once-a-day", { perDay: 1 });
    const [token] = await newMembers(1, "parallel");
    const replies = await Promise.all(
      Array.from({ length: 500 }, (_, i) => post("item/votes", { VoteId: vote.id, Ids: [vote.options[i % 3]] }, { "api-key": token! })),
    );
    expect(replies.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 400 && r.body.code === -1)).toHaveLength(499);
    expect(await tallies(vote.id)).toBe(1);
    expect(await ballotRows(vote.id)).toBe(1);
  });

  it("1,000 ballots by distinct members: the tallies grow by exactly 1,000", async () => {
    const vote = await newVote("thousand", { perDay: 1, perTotal: 1 });
    const tokens = await newMembers(1000, "thousand");
    const replies = await Promise.all(tokens.map((token, i) => post("item/votes", { VoteId: vote.id, Ids: [vote.options[i % 3]] }, { "api-key": token })));
    expect(replies.filter((r) => r.body.code === 0)).toHaveLength(1000);
    expect(await tallies(vote.id)).toBe(1000);
    expect(await ballotRows(vote.id)).toBe(1000);
    const [row] = await t.database.db.select({ ballots: votes.ballots }).from(votes).where(eq(votes.id, vote.id));
    expect(row!.ballots).toBe(1000);
  });

  it("the same idempotency key sent twice in parallel (header or body) is counted once, and answered 0 both times", async () => {
    const vote = await newVote("idempotent");
    const [token] = await newMembers(1, "idem");
    const send = (headers: Record<string, string>, body: Record<string, unknown> = {}) =>
      post("item/votes", { VoteId: vote.id, Ids: [vote.options[0]], ...body }, { "api-key": token!, ...headers });
    const pair: Reply[] = await Promise.all([send({ "idempotency-key": "retry-key-0001" }), send({ "idempotency-key": "retry-key-0001" })]);
    expect(pair.map((r) => r.body.code)).toEqual([0, 0]);
    expect(pair.map((r) => (r.body.data as VoteBallotResult).duplicate).sort()).toEqual([false, true]);
    expect(await tallies(vote.id)).toBe(1);
    // A later retry, and the key as a body field.
    expect((await send({ "idempotency-key": "retry-key-0001" })).body.data).toMatchObject({ duplicate: true });
    const bodyPair = await Promise.all([send({}, { idempotencyKey: "body-key-0002" }), send({}, { idempotencyKey: "body-key-0002" })]);
    expect(bodyPair.map((r) => r.body.code)).toEqual([0, 0]);
    expect(await tallies(vote.id)).toBe(2);
    // Without a key every request is a ballot of its own.
    await Promise.all([send({}), send({})]);
    expect(await tallies(vote.id)).toBe(4);
    expect((await send({ "idempotency-key": "bad key!" })).status).toBe(400);
  });

  it("refuses bad input with a 4xx envelope", async () => {
    const vote = await newVote("check-params-member");
    const [token] = await newMembers(1, "checkparams");
    await checkParams(t, {
      method: "POST",
      url: "/api/v1.0/vote/item/votes",
      headers: { "api-key": token! },
      body: { VoteId: vote.id, Ids: [vote.options[0]] },
      fields: [
        { in: "body", name: "VoteId", kind: "id" },
        { in: "body", name: "Ids", kind: "id" },
        { in: "body", name: "idempotencyKey", kind: "slug" },
        { in: "body", name: "verifyKey", kind: "text" },
      ],
    });
  });
});

describe("SMS-verified votes: send-mobile-verify-code and vote-item/specials", () => {
  it("votes with the code sent by SMS, once: the code is single use and the day's limit holds", async () => {
    const vote = ids["favourite-programme-2026"]!;
    const options = (await post("vote-item/channel", { voteId: vote })).body.data as VoteOption[];
    const phone = "66881234";
    const ip = freshIp();
    const sent = await sendVoteCode(phone, ip);
    expect(sent.body).toMatchObject({ code: 0, data: { verifyKey: phone, expiresInSeconds: 600 } });
    const code = await codeSentTo(t, phone);
    const before = await tallies(vote);

    const wrong = await post("vote-item/specials", { votes: { VoteId: vote, Ids: [options[0]!.id] }, verifyKey: phone, verifyCode: code === "000000" ? "111111" : "000000" }, {}, ip);
    expect(wrong.body.code).toBe(-1);
    const ballot = { votes: { VoteId: vote, Ids: [options[0]!.id, options[4]!.id] }, verifyKey: phone, verifyCode: code, idempotencyKey: "sms-ballot-0001" };
    const ok = await post("vote-item/specials", ballot, {}, ip);
    expect(ok.body).toMatchObject({ code: 0, data: { duplicate: false } });
    expect(await tallies(vote)).toBe(before + 2);
    // The same request again (a retry): counted once, although the code is used up.
    expect((await post("vote-item/specials", ballot, {}, ip)).body).toMatchObject({ code: 0, data: { duplicate: true } });
    // The code is used up for a new ballot.
    expect((await post("vote-item/specials", { ...ballot, idempotencyKey: "sms-ballot-0002" }, {}, ip)).body.code).toBe(-1);
    // A new code the same day: the day's one ballot is spent.
    await sendVoteCode(phone, ip);
    const second = await codeSentTo(t, phone);
    const limited = await post("vote-item/specials", { ...ballot, verifyCode: second, idempotencyKey: "sms-ballot-0003" }, { "api-language": "en" }, ip);
    expect(limited.body).toMatchObject({ code: -1, message: "You have voted 1 times today: please vote again tomorrow" });
    expect(await tallies(vote)).toBe(before + 2);
    // A member vote is not taken here.
    const gp = ids["grand-prix-2026-favourite-race"]!;
    const gpOptions = (await post("vote-item/channel", { voteId: gp })).body.data as VoteOption[];
    expect((await post("vote-item/specials", { ...ballot, votes: { VoteId: gp, Ids: [gpOptions[0]!.id] } }, {}, ip)).body.code).toBe(-1);
  });

  it("sends no code without a solved captcha: none, a wrong answer, or one used already", async () => {
    const phone = "66772200";
    const EN = { "api-language": "en" };
    const missing = await post("send-mobile-verify-code", { phone }, EN, freshIp());
    expect(missing.status).toBe(400);
    expect(missing.body.code).not.toBe(0);
    const captcha = await solvedCaptcha(t);
    const wrong = await post("send-mobile-verify-code", { phone, verifyKey: captcha.verifyKey, verifyCode: String(Number(captcha.verifyCode) + 1) }, EN, freshIp());
    expect(wrong.body).toMatchObject({ code: -1, message: replyText(captchaReplies.captchaInvalid, "en") });
    // The wrong answer used the captcha up: its right answer no longer opens the call.
    const spent = await post("send-mobile-verify-code", { phone, ...captcha }, EN, freshIp());
    expect(spent.body).toMatchObject({ code: -1, message: replyText(captchaReplies.captchaInvalid, "en") });
    expect(await messageTo(t, phone), "no SMS without a captcha").toBeNull();
    expect((await sendVoteCode(phone)).body.code).toBe(0);
    expect(await codeSentTo(t, phone)).toMatch(/^\d{6}$/);
  });

  it("counts vote codes apart: when a number's vote codes are spent, its member's reset code and a registration code still go", async () => {
    const [member] = await t.database.db
      .insert(members)
      .values({ username: "vote-code-reset", nickName: "vote-code-reset", nickNameKey: "vote-code-reset", mobile: "66772211", status: "active" })
      .returning({ mobile: members.mobile });
    const stranger = "66772222";
    for (const phone of [member!.mobile!, stranger]) {
      const statuses: number[] = [];
      while (statuses.length <= CODE_SEND_PER_CONTACT_MAX && statuses.at(-1) !== 429) statuses.push((await sendVoteCode(phone)).status);
      expect(statuses.at(-1), "vote codes until refused").toBe(429);
    }
    // The member's password reset: the code goes to their phone, and opens the reset.
    const ip = freshIp();
    expect((await identityPost(t, "forgetPassword/captcha-verify", { contact: member!.mobile, ...(await solvedCaptcha(t)) }, { ip })).body.code).toBe(0);
    const resetCode = await codeSentTo(t, member!.mobile!);
    expect((await identityPost(t, "forget-password", { username: member!.mobile, captcha: resetCode }, { ip })).body.code).toBe(0);
    // A registration code to the other number.
    expect((await sendCode(t, stranger, "register")).body.code).toBe(0);
    expect(await codeSentTo(t, stranger)).toMatch(/^\d{6}$/);
  });

  it("caps what one number gets an hour: each group its own number, 13 in all", async () => {
    const phone = "66772233";
    const sends = {
      vote: () => sendVoteCode(phone),
      account: async () => sendCode(t, phone, "register"),
      supplier: async () => supplierPost(t, "SendVerifyCode", { mobile: phone, purpose: "bind", ...(await solvedCaptcha(t)) }),
    };
    let sent = 0;
    for (const [group, send] of Object.entries(sends) as [keyof typeof sends, () => Promise<Reply>][]) {
      for (let i = 0; i < CODE_SEND_PER_CONTACT[group].max; i++) {
        expect((await send()).body.code, `${group} code ${i + 1}`).toBe(0);
        sent += 1;
      }
      expect((await send()).status, `${group}: one more`).toBe(429);
    }
    expect(sent).toBe(CODE_SEND_PER_CONTACT_MAX);
  });

  it("refuses bad input with a 4xx envelope", async () => {
    await checkParams(t, {
      method: "POST",
      url: "/api/v1.0/vote/send-mobile-verify-code",
      body: { phone: "66223344", ...(await solvedCaptcha(t)) },
      fields: [
        { in: "body", name: "phone", kind: "text" },
        { in: "body", name: "verifyKey", kind: "text" },
        { in: "body", name: "verifyCode", kind: "text" },
      ],
    });
    for (const phone of ["12345678", "6612345", "661234567", "6612345a"]) {
      expect((await post("send-mobile-verify-code", { phone, ...(await solvedCaptcha(t)) })).status, phone).toBe(400);
    }
    const vote = ids["favourite-programme-2026"]!;
    const options = (await post("vote-item/channel", { voteId: vote })).body.data as VoteOption[];
    const phone = "66334455";
    await sendVoteCode(phone);
    const code = (await codeSentTo(t, phone)) as string;
    await checkParams(t, {
      method: "POST",
      url: "/api/v1.0/vote/vote-item/specials",
      body: { votes: { VoteId: vote, Ids: [options[1]!.id] }, verifyKey: phone, verifyCode: code },
      fields: [
        { in: "body", name: "votes", kind: "id" },
        { in: "body", name: "verifyKey", kind: "text" },
        { in: "body", name: "verifyCode", kind: "text" },
        { in: "body", name: "idempotencyKey", kind: "slug" },
      ],
    });
  });
});

describe("competition entries count real tallies", () => {
  it("an entry's votes are its option's tally, and move with a ballot", async () => {
    const vote = (await get(`${BASE}?appkey=tdm-new-voices-2026`)).body.data as VotePage;
    const { specialId, options, id } = vote.items[0]!;
    const page = (await get(`/api/v1.0/competition/items?competitionId=${specialId}`, "en")).body.data as CompetitionEntryPage;
    expect(page.items.map((e) => e.votes)).toEqual(options.map((o) => o.amount));
    const [token] = await newMembers(1, "fan");
    const ballot = await post("item/votes", { VoteId: id, Ids: [options[3]!.id] }, { "api-key": token! });
    expect(ballot.body.code).toBe(0);
    const entry = (await get(`/api/v1.0/competition/${options[3]!.refId}/item`)).body.data as CompetitionEntryDetail;
    expect(entry.votes).toBe(options[3]!.amount + 1);
    expect(await tallies(id)).toBe(options.reduce((sum, o) => sum + o.amount, 0) + 1);
  });
});
