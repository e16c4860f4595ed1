import { describe, expect, it } from "vitest";
import { AppError } from "../../platform/errors.ts";
import type { Reply } from "../../platform/replies.ts";
import { voteReplies } from "./replies.ts";
import { ballotFor, ballotResult, checkChoices, checkVoterCall, voterOf, type VoteRules } from "./vote-service.ts";

/** The ballot's rules as the vote service states them (docs/votes.md); the routes only call them (vote.test.ts). */
const OPENS = new Date("2026-11-01T00:00:00Z");
const CLOSES = new Date("2026-12-01T00:00:00Z");
const rules = (over: Partial<VoteRules> = {}): VoteRules => ({
  id: 7,
  voter: "member",
  minChoices: 1,
  maxChoices: 3,
  perDay: 1,
  perTotal: null,
  opensAt: OPENS,
  closesAt: CLOSES,
  optionIds: new Set([11, 12, 13, 14]),
  ...over,
});
const during = new Date("2026-11-15T12:00:00Z");

/** The refusal a rule throws, as reply and params: what the envelope's message is made from. */
function refusalOf(run: () => unknown): { status: number; reply: Reply; params: Record<string, unknown> } {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, reply: error.reply, params: error.params };
    throw error;
  }
  throw new Error("no refusal");
}

describe("the ballot's rules", () => {
  it("accepts known options, between the vote's minimum and maximum, while it is open", () => {
    expect(checkChoices(rules(), [12, 11], during).id).toBe(7);
    expect(refusalOf(() => checkChoices(null, [11], during))).toMatchObject({ status: 404 });
    expect(refusalOf(() => checkChoices(rules(), [11], new Date(OPENS.getTime() - 1)))).toMatchObject({ reply: voteReplies.voteNotOpen });
    expect(refusalOf(() => checkChoices(rules(), [11], CLOSES))).toMatchObject({ reply: voteReplies.voteNotOpen });
    expect(refusalOf(() => checkChoices(rules(), [11, 99], during))).toMatchObject({ status: 400, params: { field: "Ids" } });
    expect(refusalOf(() => checkChoices(rules(), [], during))).toMatchObject({ reply: voteReplies.voteChoices, params: { min: 1, max: 3 } });
    expect(refusalOf(() => checkChoices(rules(), [11, 12, 13, 14], during))).toMatchObject({ reply: voteReplies.voteChoices });
    // The maximum said is what can be chosen: never more than the options there are.
    expect(refusalOf(() => checkChoices(rules({ maxChoices: 9, minChoices: 5 }), [11], during))).toMatchObject({ params: { min: 5, max: 4 } });
  });

  it("takes a phone vote only through its SMS call, and the others never there", () => {
    expect(() => checkVoterCall(rules({ voter: "member" }), "ballot")).not.toThrow();
    expect(() => checkVoterCall(rules({ voter: "captcha" }), "ballot")).not.toThrow();
    expect(() => checkVoterCall(rules({ voter: "phone" }), "phoneBallot")).not.toThrow();
    expect(refusalOf(() => checkVoterCall(rules({ voter: "phone" }), "ballot"))).toMatchObject({ reply: voteReplies.voteNeedsPhone });
    expect(refusalOf(() => checkVoterCall(rules({ voter: "member" }), "phoneBallot"))).toMatchObject({ reply: voteReplies.voteNeedsMemberOrCaptcha });
  });

  it("counts a ballot for a member by id and for a phone or captcha by a digest, never the number itself", () => {
    expect(voterOf.member(42)).toBe("m:42");
    const phone = voterOf.phone("+85366123456");
    expect(phone).toMatch(/^p:[\w-]{43}$/);
    expect(phone).not.toContain("66123456");
    expect(voterOf.phone("+85366123456")).toBe(phone);
    // The same key as a captcha is another voter: the kinds never share a count.
    expect(voterOf.captcha("+85366123456")).toBe(`c:${phone.slice(2)}`);
    expect(ballotFor(rules(), "m:42", [13, 11], "key-1")).toEqual({ voteId: 7, voter: "m:42", idempotencyKey: "key-1", optionIds: [11, 13], perDay: 1, perTotal: null });
  });

  it("answers a committed ballot, and refuses a voter past the day's or the vote's limit", () => {
    expect(ballotResult({ kind: "accepted", duplicate: false, ballots: 12 })).toEqual({ duplicate: false, ballots: 12 });
    expect(refusalOf(() => ballotResult({ kind: "limit", max: 1, period: "day" }))).toMatchObject({ reply: voteReplies.voteLimitDay, params: { max: 1 } });
    expect(refusalOf(() => ballotResult({ kind: "limit", max: 3, period: "all" }))).toMatchObject({ reply: voteReplies.voteLimitAll, params: { max: 3 } });
  });
});
