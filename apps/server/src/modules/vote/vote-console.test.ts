import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { voteTags } from "@portal/contract/cache-tags";
import type { Paged } from "@portal/contract/schemas/member";
import type { VotePage } from "@portal/contract/schemas/vote";
import type { ConsoleVote, ConsoleVoteItem, ConsoleVoteResults, VoteInput } from "@portal/contract/schemas/vote/console";
import { createInvalidationRecordingApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { createSession } from "../identity/sessions.ts";
import { members } from "../identity/tables.ts";
import { consoleBrowser, consoleSend as send, consoleTestCalls, signedInStaff, type ConsoleBrowser } from "../staff/staff.test-helper.ts";

const VOTES = "/api/console/v1/votes";
const VOTE = "/api/console/v1/votes/:id";
const RESULTS = "/api/console/v1/votes/:id/results";
const OPTIONS = "/api/console/v1/votes/:id/options";
const ORDER = "/api/console/v1/votes/:id/options/order";
const OPEN = "/api/console/v1/votes/:id/open";
const CLOSE = "/api/console/v1/votes/:id/close";
const OPTION = "/api/console/v1/vote-options/:id";
const HOUR = 3_600_000;

let t: TestApp;
let marketing: ConsoleBrowser;
let invalidated: string[][];

beforeAll(async () => {
  ({ app: t, invalidated } = await createInvalidationRecordingApp());
  marketing = await signedInStaff(t, "marketing");
});
afterAll(() => t.close());

const { entriesOf, macauMinute } = consoleTestCalls(() => t, () => marketing);

const voteInput = (changes: Partial<VoteInput> = {}): VoteInput => ({
  title: { zh_TW: "最喜愛的節目", en: "Favourite show of the week", pt: "Programa favorito" },
  description: { zh_TW: "選出本週最喜愛的節目", en: "" },
  voter: "member",
  minChoices: 1,
  maxChoices: 1,
  perDay: 1,
  perTotal: null,
  opensAt: macauMinute(HOUR),
  closesAt: macauMinute(7 * 24 * HOUR),
  published: false,
  ...changes,
});

const option = (en: string) => ({ title: { zh_TW: `選項 ${en}`, en } });

async function newVote(changes: Partial<VoteInput> = {}, options: string[] = []): Promise<ConsoleVote> {
  const made = await send<ConsoleVote>(marketing, "POST", "/votes", voteInput(changes));
  expect(made.status, made.message).toBe(200);
  let vote = made.data;
  for (const en of options) vote = (await send<ConsoleVote>(marketing, "POST", `/votes/${vote.id}/options`, option(en))).data;
  return vote;
}

async function memberToken(name: string): Promise<string> {
  const [row] = await t.database.db.insert(members).values({ username: name, nickName: name, nickNameKey: name, status: "active" }).returning({ id: members.id });
  return createSession(t.database.db, row!.id, t.clock.now);
}

const ballot = (token: string, voteId: number, ids: number[]) =>
  t.call({ method: "POST", url: "/api/v1.0/vote/item/votes", payload: { VoteId: voteId, Ids: ids }, headers: { "api-key": token, "api-language": "en" } });
const publicVote = (appkey: string) => t.call({ method: "GET", url: `/api/v1.0/vote?appkey=${appkey}`, headers: { "api-language": "en" } });

describe("running a vote", () => {
  it("creates a hidden vote, adds options, opens it; members vote, the results count them; closing takes effect at once", async () => {
    const vote = await newVote();
    expect(vote).toMatchObject({ appkey: "favourite-show-of-the-week", status: "hidden", published: false, options: [], ballots: 0 });
    expect((await entriesOf("vote.create", vote.id)).length).toBe(1);
    // Not on the public pages while hidden.
    expect((await publicVote(vote.appkey)).status).toBe(404);

    // Opening needs two options.
    const early = await send<ConsoleVote>(marketing, "POST", `/votes/${vote.id}/open`);
    expect(early).toMatchObject({ status: 400, message: "A vote needs at least two options before it is published or opens; it has 0" });
    await send(marketing, "POST", `/votes/${vote.id}/options`, option("Harbour Nights"));
    const withTwo = await send<ConsoleVote>(marketing, "POST", `/votes/${vote.id}/options`, option("Macau Tonight"));
    expect(withTwo.data.options.map((o) => o.title.en)).toEqual(["Harbour Nights", "Macau Tonight"]);
    const [first, second] = withTwo.data.options;

    invalidated.length = 0;
    const opened = await send<ConsoleVote>(marketing, "POST", `/votes/${vote.id}/open`);
    expect(opened.data).toMatchObject({ status: "open", published: true, opensAt: t.clock.now.toISOString() });
    expect(invalidated).toEqual([[voteTags.all]]);
    expect((await entriesOf("vote.open", vote.id))[0]).toMatchObject({ actorRole: "marketing", entity: "vote" });
    // Opening an open vote changes nothing and writes no entry.
    await send(marketing, "POST", `/votes/${vote.id}/open`);
    expect((await entriesOf("vote.open", vote.id)).length).toBe(1);

    const shown = await publicVote(vote.appkey);
    expect((shown.body.data as VotePage).items[0]).toMatchObject({ status: "open", title: "Favourite show of the week" });
    expect(String(shown.headers["cache-tag"])).toContain(voteTags.all);

    const [ana, ben, cai] = await Promise.all([memberToken("vc-ana"), memberToken("vc-ben"), memberToken("vc-cai")]);
    expect((await ballot(ana, vote.id, [first!.id])).status).toBe(200);
    expect((await ballot(ben, vote.id, [first!.id])).status).toBe(200);
    expect((await ballot(cai, vote.id, [second!.id])).status).toBe(200);
    const results = await send<ConsoleVoteResults>(marketing, "GET", `/votes/${vote.id}/results`);
    expect(results.data).toMatchObject({ voteId: vote.id, status: "open", ballots: 3 });
    expect(results.data.items).toEqual([
      { id: first!.id, title: "Harbour Nights", tally: 2, share: 2 / 3 },
      { id: second!.id, title: "Macau Tonight", tally: 1, share: 1 / 3 },
    ]);

    // The ballot path has the vote's rules cached (it just took ballots): closing drops them, so the next is refused.
    const closed = await send<ConsoleVote>(marketing, "POST", `/votes/${vote.id}/close`);
    expect(closed.data).toMatchObject({ status: "closed", closesAt: t.clock.now.toISOString() });
    const late = await ballot(await memberToken("vc-dan"), vote.id, [second!.id]);
    expect(late.body).toMatchObject({ code: -1, message: "This vote is not open" });
    expect(((await publicVote(vote.appkey)).body.data as VotePage).items[0]).toMatchObject({ status: "closed", ballots: 3 });
    expect((await entriesOf("vote.close", vote.id))[0]!.after).toMatchObject({ closesAt: t.clock.now.toISOString() });

    // Options of a vote with ballots stay.
    const removal = await send(marketing, "DELETE", `/vote-options/${second!.id}`, undefined, "pt");
    expect(removal).toMatchObject({ status: 400, message: "Já há votos nesta votação, por isso as suas opções já não podem ser removidas" });
  });

  it("edits, renames, reorders and removes options, each audited", async () => {
    const vote = await newVote({}, ["One", "Two", "Three"]);
    const [one, two, three] = vote.options;
    const renamed = await send<ConsoleVote>(marketing, "PUT", `/vote-options/${two!.id}`, { title: { zh_TW: "二", en: "Second" }, cover: "/demo/images/vote-1.jpg" });
    expect(renamed.data.options[1]).toMatchObject({ title: { en: "Second" }, cover: "/demo/images/vote-1.jpg" });
    const ordered = await send<ConsoleVote>(marketing, "POST", `/votes/${vote.id}/options/order`, { optionIds: [three!.id, one!.id, two!.id] });
    expect(ordered.data.options.map((o) => o.id)).toEqual([three!.id, one!.id, two!.id]);
    const wrong = await send(marketing, "POST", `/votes/${vote.id}/options/order`, { optionIds: [three!.id, one!.id] });
    expect(wrong).toMatchObject({ status: 400, message: "The new order must list every option of this vote, each once" });
    const removed = await send<ConsoleVote>(marketing, "DELETE", `/vote-options/${one!.id}`);
    expect(removed.data.options.map((o) => o.id)).toEqual([three!.id, two!.id]);
    expect((await entriesOf("vote.option.update", two!.id)).length).toBe(1);
    expect((await entriesOf("vote.option.order", vote.id)).length).toBe(1);
    expect((await entriesOf("vote.option.delete", one!.id))[0]!.before).toMatchObject({ title: { en: "One" } });

    // Published and not closed: it keeps two options at least.
    await send(marketing, "PUT", `/votes/${vote.id}`, voteInput({ appkey: vote.appkey, published: true }));
    const last = await send(marketing, "DELETE", `/vote-options/${two!.id}`, undefined, "zh_TW");
    expect(last).toMatchObject({ status: 400, message: "投票須有至少兩個選項才可公開或開始，現有 1 個" });
  });

  it("refuses a window the wrong way round, min above max, max above the options, a taken appkey, in the request's language", async () => {
    const window = await send(marketing, "POST", "/votes", voteInput({ opensAt: macauMinute(2 * HOUR), closesAt: macauMinute(HOUR) }));
    expect(window).toMatchObject({ status: 400, message: "The closing time must come after the opening time" });
    const choices = await send(marketing, "POST", "/votes", voteInput({ minChoices: 3, maxChoices: 2 }), "zh_CN");
    expect(choices).toMatchObject({ status: 400, message: "最少选项数（3）不可多于最多选项数（2）" });
    const published = await send(marketing, "POST", "/votes", voteInput({ published: true }));
    expect(published).toMatchObject({ status: 400, message: "A vote needs at least two options before it is published or opens; it has 0" });

    const vote = await newVote({ appkey: "harbour-vote", maxChoices: 3 }, ["A", "B"]);
    expect(vote.appkey).toBe("harbour-vote");
    const tooMany = await send(marketing, "POST", `/votes/${vote.id}/open`);
    expect(tooMany).toMatchObject({ status: 400, message: "Voters may choose up to 3, but the vote has only 2 options" });
    const taken = await send(marketing, "POST", "/votes", voteInput({ appkey: "harbour-vote" }), "pt");
    expect(taken).toMatchObject({ status: 400, message: "Outra votação já tem a chave de endereço «harbour-vote»" });
    // The same title again: a key of its own, with its id.
    const again = await newVote();
    expect(again.appkey).toBe(`favourite-show-of-the-week-${again.id}`);
    // Keeping its own key is no conflict.
    const kept = await send<ConsoleVote>(marketing, "PUT", `/votes/${vote.id}`, voteInput({ appkey: "harbour-vote", maxChoices: 2 }));
    expect(kept.status, kept.message).toBe(200);
  });

  it("lists every vote newest first, paged, with its status in the caller's language", async () => {
    const vote = await newVote({ title: { zh_TW: "列表測試", en: "Listed vote" } });
    const page = await send<Paged<ConsoleVoteItem>>(marketing, "GET", "/votes?page=1&pageSize=2");
    expect(page.data.items[0]).toMatchObject({ id: vote.id, title: "Listed vote", status: "hidden", ballots: 0, optionCount: 0 });
    expect(page.data.items.length).toBe(2);
    const chinese = await signedInStaff(t, "marketing", consoleBrowser(t, { language: "zh_TW" }));
    expect((await send<Paged<ConsoleVoteItem>>(chinese, "GET", "/votes")).data.items[0]!.title).toBe("列表測試");
    // The seed's votes are there, with their statuses.
    const all = (await send<Paged<ConsoleVoteItem>>(marketing, "GET", "/votes?pageSize=100")).data;
    expect(all.total).toBe(all.items.length);
    expect(new Set(all.items.map((v) => v.status))).toEqual(new Set(["hidden", "scheduled", "open", "closed"]));
  });

  it("is marketing's and administrators': a producer is refused", async () => {
    const producer = await signedInStaff(t, "producer");
    expect((await producer.get("/votes")).status).toBe(403);
    const admin = await signedInStaff(t, "admin");
    expect((await admin.get("/votes")).status).toBe(200);
  });
});

describe("the public answers", () => {
  it("carry the vote tag on the list and the rank", async () => {
    const list = await t.call({ method: "GET", url: "/api/v1.0/vote?status=all" });
    expect(String(list.headers["cache-tag"])).toContain(voteTags.all);
    const id = (list.body.data as VotePage).items[0]!.id;
    const rank = await t.call({ method: "GET", url: `/api/v1.0/vote/vote-item-rank?voteId=${id}` });
    expect(String(rank.headers["cache-tag"])).toContain(voteTags.all);
  });
});

describe("bad input on every vote console call", () => {
  it("answers 4xx envelopes, and succeeds with good input", async () => {
    const headers = marketing.headers();
    const vote = await newVote({ appkey: "checked-vote" }, ["X", "Y"]);
    const idField = { in: "params" as const, name: "id", kind: "id" as const };
    await checkParams(t, { method: "GET", url: VOTES, headers, query: { page: 1, pageSize: 10 }, fields: [{ in: "query", name: "page", kind: "page" }, { in: "query", name: "pageSize", kind: "pageSize" }] });
    await checkParams(t, { method: "GET", url: VOTE, headers, params: { id: vote.id }, fields: [idField] });
    await checkParams(t, { method: "GET", url: RESULTS, headers, params: { id: vote.id }, fields: [idField] });
    const voteFields = [
      { in: "body" as const, name: "title", kind: "text" as const },
      { in: "body" as const, name: "voter", kind: "enum" as const },
      { in: "body" as const, name: "minChoices", kind: "seconds" as const },
      { in: "body" as const, name: "maxChoices", kind: "seconds" as const },
      { in: "body" as const, name: "opensAt", kind: "date" as const },
      { in: "body" as const, name: "closesAt", kind: "date" as const },
      { in: "body" as const, name: "published", kind: "bool" as const },
      { in: "body" as const, name: "cover", kind: "text" as const },
    ];
    await checkParams(t, { method: "POST", url: VOTES, headers, body: voteInput({ appkey: "" }), fields: voteFields });
    await checkParams(t, { method: "PUT", url: VOTE, headers, params: { id: vote.id }, body: voteInput({ appkey: "checked-vote" }), fields: [idField, ...voteFields] });
    const optionFields = [{ in: "body" as const, name: "title", kind: "text" as const }];
    await checkParams(t, { method: "POST", url: OPTIONS, headers, params: { id: vote.id }, body: option("Z"), fields: [idField, ...optionFields] });
    const options = (await send<ConsoleVote>(marketing, "GET", `/votes/${vote.id}`)).data.options;
    await checkParams(t, { method: "PUT", url: OPTION, headers, params: { id: options[0]!.id }, body: option("X2"), fields: [idField, ...optionFields] });
    await checkParams(t, { method: "POST", url: ORDER, headers, params: { id: vote.id }, body: { optionIds: options.map((o) => o.id).reverse() }, fields: [idField] });
    await checkParams(t, { method: "POST", url: OPEN, headers, params: { id: vote.id }, fields: [idField] });
    await checkParams(t, { method: "POST", url: CLOSE, headers, params: { id: vote.id }, fields: [idField] });
    await checkParams(t, { method: "DELETE", url: OPTION, headers, params: { id: options.at(-1)!.id }, fields: [idField] });
  });
});
