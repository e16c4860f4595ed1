import { createHash } from "node:crypto";
import { and, asc, count, desc, eq, gt, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { ApiLocale } from "@portal/contract/locales";
import type { Paged } from "@portal/contract/schemas/member";
import type { Vote, VoteBallotResult, VoteOption, VoteRank, VoteStatus, VoteVoter } from "@portal/contract/schemas/vote";
import type { Db } from "../../db/client.ts";
import { voteBallots, voteOptions, votes, voteVoterCounts } from "./tables.ts";
import { badRequest, notFound, refusal } from "../../platform/errors.ts";
import { pickOptionalText, pickText } from "../../platform/localize.ts";
import { SwrCache } from "../../platform/swr-cache.ts";
import type { TaggedCache } from "../../platform/cache-bus.ts";
import { voteTags } from "@portal/contract/cache-tags";
import { offsetOf } from "../../platform/paging.ts";
import type { Ballot, BallotOutcome } from "./ballot-batcher.ts";
import { voteReplies } from "./replies.ts";

type VoteRow = typeof votes.$inferSelect;
type OptionRow = typeof voteOptions.$inferSelect;

/** A vote's rules as the ballot path checks them (cached briefly: rules change seldom, ballots come in thousands). */
export interface VoteRules {
  id: number;
  voter: VoteVoter;
  minChoices: number;
  maxChoices: number;
  perDay: number | null;
  perTotal: number | null;
  opensAt: Date;
  closesAt: Date;
  optionIds: ReadonlySet<number>;
}

export function statusAt(row: { opensAt: Date; closesAt: Date }, now: Date): VoteStatus {
  if (now < row.opensAt) return "upcoming";
  return now < row.closesAt ? "open" : "closed";
}

function optionOf(row: OptionRow, locale: ApiLocale): VoteOption {
  return {
    id: row.id,
    title: pickText(row.title, locale),
    description: pickOptionalText(row.description, locale),
    cover: row.cover,
    refId: row.refId,
    amount: row.tally,
  };
}

/** A vote's rules and window as the public answer and the console show them. */
export const rulesShown = (row: VoteRow) => ({
  voter: row.voter as VoteVoter,
  minChoices: row.minChoices,
  maxChoices: row.maxChoices,
  perDay: row.perDay,
  perTotal: row.perTotal,
  opensAt: row.opensAt.toISOString(),
  closesAt: row.closesAt.toISOString(),
});

function voteOf(row: VoteRow, options: OptionRow[], locale: ApiLocale, now: Date): Vote {
  return {
    id: row.id,
    appkey: row.appkey,
    title: pickText(row.title, locale),
    description: pickOptionalText(row.description, locale),
    cover: row.cover,
    specialId: row.specialId,
    ...rulesShown(row),
    status: statusAt(row, now),
    ballots: row.ballots,
    options: options.filter((o) => o.voteId === row.id).map((o) => optionOf(o, locale)),
  };
}

async function optionsOf(db: Db, voteIds: number[]): Promise<OptionRow[]> {
  if (!voteIds.length) return [];
  return db.select().from(voteOptions).where(inArray(voteOptions.voteId, voteIds)).orderBy(asc(voteOptions.sortOrder), asc(voteOptions.id));
}

const published = eq(votes.published, true);

/**
 * GET /vote: one vote by appkey or id (a page of one; null when there is none), else the published votes of a
 * status — open (the default), closed, all that have opened, or upcoming (published, not open yet) — open ones
 * closing soonest first, closed ones latest first, upcoming ones opening soonest first.
 */
export async function listVotes(
  db: Db,
  locale: ApiLocale,
  now: Date,
  query: { appkey?: string; id?: number; status?: "open" | "closed" | "upcoming" | "all"; page: number; pageSize: number },
): Promise<Paged<Vote> | null> {
  if (query.appkey !== undefined || query.id !== undefined) {
    const where = [published];
    if (query.appkey !== undefined) where.push(eq(votes.appkey, query.appkey));
    if (query.id !== undefined) where.push(eq(votes.id, query.id));
    const [row] = await db.select().from(votes).where(and(...where)).limit(1);
    if (!row) return null;
    return { items: [voteOf(row, await optionsOf(db, [row.id]), locale, now)], total: 1, page: 1, pageSize: 1 };
  }
  const status = query.status ?? "open";
  const where: SQL[] = [published, status === "upcoming" ? gt(votes.opensAt, now) : lte(votes.opensAt, now)];
  if (status === "open") where.push(gt(votes.closesAt, now));
  if (status === "closed") where.push(lte(votes.closesAt, now));
  const order =
    status === "open"
      ? [asc(votes.sortOrder), asc(votes.closesAt), desc(votes.id)]
      : status === "upcoming"
        ? [asc(votes.opensAt), asc(votes.id)]
        : [desc(votes.closesAt), desc(votes.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(votes)
      .where(and(...where))
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
    db.select({ n: count() }).from(votes).where(and(...where)),
  ]);
  const options = await optionsOf(
    db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((row) => voteOf(row, options, locale, now)), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** The id of a published vote by id, appkey, or the special (competition) it belongs to (its newest vote). */
export async function voteIdOf(db: Db, by: { voteId?: number; appkey?: string; specialId?: number }): Promise<number | null> {
  const where = [published];
  if (by.voteId !== undefined) where.push(eq(votes.id, by.voteId));
  if (by.appkey !== undefined) where.push(eq(votes.appkey, by.appkey));
  if (by.specialId !== undefined) where.push(eq(votes.specialId, by.specialId));
  const [row] = await db
    .select({ id: votes.id })
    .from(votes)
    .where(and(...where))
    .orderBy(desc(votes.opensAt), desc(votes.id))
    .limit(1);
  return row?.id ?? null;
}

/** vote-item/channel: a vote's options with their tallies, in the vote's order. */
export async function listOptions(db: Db, voteId: number, locale: ApiLocale): Promise<VoteOption[]> {
  return (await optionsOf(db, [voteId])).map((row) => optionOf(row, locale));
}

/** The rank of a vote in every locale's titles is read once; kept for RANK_CACHE_MS (docs/votes.md). */
export const RANK_CACHE_MS = 1000;
const RULES_CACHE_MS = 2000;
const TAGGED = [voteTags.all];

interface RankRow {
  voteId: number;
  opensAt: Date;
  closesAt: Date;
  ballots: number;
  options: OptionRow[];
}

/**
 * Reads of tallies and rules, cached in-process for a moment on the server's clock; a cache of the instance's bus
 * (cache-bus.ts), so that a console write drops them at once (`voteTags.all`).
 */
export class VoteReads implements TaggedCache {
  private readonly ranks: SwrCache<RankRow | null>;
  private readonly rules: SwrCache<VoteRules | null>;

  constructor(
    private readonly db: Db,
    now: () => Date,
  ) {
    const clock = () => now().getTime();
    this.ranks = new SwrCache(RANK_CACHE_MS, 1000, clock);
    this.rules = new SwrCache(RULES_CACHE_MS, 1000, clock);
  }

  invalidate(tags: readonly string[]): void {
    this.ranks.invalidate(tags);
    this.rules.invalidate(tags);
  }

  clear(): void {
    this.ranks.clear();
    this.rules.clear();
  }

  /** The tallies of a vote, most chosen first (ties in the vote's order); every option listed, from 0. */
  async rank(voteId: number, locale: ApiLocale, now: Date): Promise<VoteRank | null> {
    const row = await this.ranks.load(String(voteId), async () => {
      const [vote] = await this.db
        .select({ voteId: votes.id, opensAt: votes.opensAt, closesAt: votes.closesAt, ballots: votes.ballots })
        .from(votes)
        .where(eq(votes.id, voteId));
      return { value: vote ? { ...vote, options: await optionsOf(this.db, [voteId]) } : null, keep: true, tags: TAGGED };
    });
    if (!row) return null;
    const items = row.options
      .map((o, index) => ({ index, item: { id: o.id, title: pickText(o.title, locale), refId: o.refId, amount: o.tally } }))
      .sort((a, b) => b.item.amount - a.item.amount || a.index - b.index)
      .map((x) => x.item);
    return { voteId: row.voteId, status: statusAt(row, now), ballots: row.ballots, items };
  }

  async rulesOf(voteId: number): Promise<VoteRules | null> {
    return this.rules.load(String(voteId), async () => {
      const [row] = await this.db.select().from(votes).where(and(eq(votes.id, voteId), published));
      if (!row) return { value: null, keep: true, tags: TAGGED };
      const options = await this.db.select({ id: voteOptions.id }).from(voteOptions).where(eq(voteOptions.voteId, voteId));
      return {
        value: {
          id: row.id,
          voter: row.voter as VoteVoter,
          minChoices: row.minChoices,
          maxChoices: row.maxChoices,
          perDay: row.perDay,
          perTotal: row.perTotal,
          opensAt: row.opensAt,
          closesAt: row.closesAt,
          optionIds: new Set(options.map((o) => o.id)),
        },
        keep: true,
        tags: TAGGED,
      };
    });
  }
}

/**
 * The tallies of the options that stand for entries of a special (competition): entry id → how often chosen.
 * The competition module shows these instead of any number stored with the entry.
 */
export async function entryTallies(db: Db, specialId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ refId: voteOptions.refId, tally: sql<number>`sum(${voteOptions.tally})`.mapWith(Number) })
    .from(voteOptions)
    .innerJoin(votes, eq(votes.id, voteOptions.voteId))
    .where(and(eq(votes.specialId, specialId), published))
    .groupBy(voteOptions.refId);
  return new Map(rows.filter((r) => r.refId !== null).map((r) => [r.refId!, r.tally]));
}

/** Closing an account: the member's ballots stay counted but no longer name them; their counters go. */
export async function eraseVoter(tx: Db, memberId: number): Promise<void> {
  const voter = `m:${memberId}`;
  await tx.delete(voteVoterCounts).where(eq(voteVoterCounts.voter, voter));
  await tx
    .update(voteBallots)
    .set({ voter: sql`'erased:' || ${voteBallots.id}` })
    .where(eq(voteBallots.voter, voter));
}

/** Whether a voter's ballot with this idempotency key has been counted. */
export async function ballotExists(db: Db, voter: string, idempotencyKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: voteBallots.id })
    .from(voteBallots)
    .where(and(eq(voteBallots.voter, voter), eq(voteBallots.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row !== undefined;
}

// ── The ballot's rules (docs/votes.md): what the routes check before a ballot goes to the batcher ──

/** The ballot's choices against the vote's rules: open now, known options, between min and max of them. */
export function checkChoices(rules: VoteRules | null, ids: number[], now: Date): VoteRules {
  if (!rules) throw notFound();
  if (now < rules.opensAt || now >= rules.closesAt) throw refusal(voteReplies.voteNotOpen);
  if (ids.some((id) => !rules.optionIds.has(id))) throw badRequest("Ids");
  if (ids.length < rules.minChoices || ids.length > rules.maxChoices) {
    throw refusal(voteReplies.voteChoices, { min: rules.minChoices, max: Math.min(rules.maxChoices, rules.optionIds.size) });
  }
  return rules;
}

/**
 * Who may cast the ballot through which call: a phone vote only with its SMS code (vote-item/specials); a member or
 * captcha vote never there. `through` names the call.
 */
export function checkVoterCall(rules: VoteRules, through: "ballot" | "phoneBallot"): void {
  if (through === "ballot" && rules.voter === "phone") throw refusal(voteReplies.voteNeedsPhone);
  if (through === "phoneBallot" && rules.voter !== "phone") throw refusal(voteReplies.voteNeedsMemberOrCaptcha);
}

const digestOf = (value: string) => createHash("sha256").update(value).digest("base64url");

/**
 * The voter a ballot is counted for: a member by id; a captcha or a phone by a digest of its key (the phone number,
 * for phone votes), so that no number is stored with the ballots.
 */
export const voterOf = {
  member: (memberId: number) => `m:${memberId}`,
  captcha: (verifyKey: string) => `c:${digestOf(verifyKey)}`,
  phone: (phone: string) => `p:${digestOf(phone)}`,
};

/** The ballot the batcher commits: the choices in order, with the vote's limits per day and in all. */
export function ballotFor(rules: VoteRules, voter: string, ids: number[], idempotencyKey: string): Ballot {
  return { voteId: rules.id, voter, idempotencyKey, optionIds: [...ids].sort((a, b) => a - b), perDay: rules.perDay, perTotal: rules.perTotal };
}

/** The answer to a committed ballot, or the refusal of a voter past the vote's limit. */
export function ballotResult(outcome: BallotOutcome): VoteBallotResult {
  if (outcome.kind === "limit") throw refusal(outcome.period === "day" ? voteReplies.voteLimitDay : voteReplies.voteLimitAll, { max: outcome.max });
  return { duplicate: outcome.duplicate, ballots: outcome.ballots };
}
