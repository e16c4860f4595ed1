import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, inArray, ne } from "drizzle-orm";
import { voteTags } from "@portal/contract/cache-tags";
import type { ApiLocale } from "@portal/contract/locales";
import type { Paged } from "@portal/contract/schemas/member";
import {
  VOTE_OPTIONS_MAX,
  type ConsoleVote,
  type ConsoleVoteItem,
  type ConsoleVoteResults,
  type ConsoleVoteStatus,
  type voteBody,
  type voteOptionBody,
} from "@portal/contract/schemas/vote/console";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { consoleText, slugOfTitle, storedText } from "../../platform/console-text.ts";
import type { Deps } from "../../platform/deps.ts";
import { notFound, refusal } from "../../platform/errors.ts";
import { pickText } from "../../platform/localize.ts";
import { parseMacauDateTime } from "../../platform/macau-time.ts";
import { offsetOf } from "../../platform/paging.ts";
import type { StaffActor } from "../../platform/staff-auth.ts";
import { changedFields, recordChange } from "../audit/audit-service.ts";
import { voteConsoleReplies } from "./console-replies.ts";
import { voteOptions, votes } from "./tables.ts";
import { rulesShown } from "./vote-service.ts";

/**
 * Marketing's console for votes (docs/console.md "Marketing", docs/votes.md "Running a vote"): votes, their rules,
 * options and window, and the live results. Every write is one transaction with its audit entry; after it commits,
 * every cached public vote answer and the ballot path's cached rules are dropped on every instance (`voteTags.all`),
 * so that a vote closed here takes no ballot after the answer.
 */

type VoteRow = typeof votes.$inferSelect;
type OptionRow = typeof voteOptions.$inferSelect;
type VoteValues = z.output<typeof voteBody>;
type OptionValues = z.output<typeof voteOptionBody>;

/** Hidden (not published), else where `now` stands in the vote's window. */
export function consoleStatusOf(row: Pick<VoteRow, "published" | "opensAt" | "closesAt">, now: Date): ConsoleVoteStatus {
  if (!row.published) return "hidden";
  if (now < row.opensAt) return "scheduled";
  return now < row.closesAt ? "open" : "closed";
}

const optionsOf = (db: Db, voteId: number): Promise<OptionRow[]> =>
  db.select().from(voteOptions).where(eq(voteOptions.voteId, voteId)).orderBy(asc(voteOptions.sortOrder), asc(voteOptions.id));

function toConsoleVote(row: VoteRow, options: OptionRow[], now: Date): ConsoleVote {
  return {
    id: row.id,
    appkey: row.appkey,
    title: consoleText(row.title),
    description: consoleText(row.description),
    cover: row.cover,
    ...rulesShown(row),
    published: row.published,
    status: consoleStatusOf(row, now),
    ballots: row.ballots,
    options: options.map((o) => ({ id: o.id, title: consoleText(o.title), cover: o.cover, tally: o.tally })),
  };
}

async function voteOf(db: Db, id: number, now: Date): Promise<ConsoleVote> {
  const [row] = await db.select().from(votes).where(eq(votes.id, id));
  if (!row) throw notFound();
  return toConsoleVote(row, await optionsOf(db, id), now);
}

export async function listConsoleVotes(db: Db, locale: ApiLocale, now: Date, page: { page: number; pageSize: number }): Promise<Paged<ConsoleVoteItem>> {
  const [rows, [total]] = await Promise.all([
    db.select().from(votes).orderBy(desc(votes.createdAt), desc(votes.id)).limit(page.pageSize).offset(offsetOf(page.page, page.pageSize)),
    db.select({ n: count() }).from(votes),
  ]);
  const counts = rows.length
    ? await db.select({ voteId: voteOptions.voteId, n: count() }).from(voteOptions).where(inArray(voteOptions.voteId, rows.map((r) => r.id))).groupBy(voteOptions.voteId)
    : [];
  const countOf = new Map(counts.map((c) => [c.voteId, Number(c.n)]));
  return {
    items: rows.map((row) => ({
      id: row.id,
      appkey: row.appkey,
      title: pickText(row.title, locale),
      status: consoleStatusOf(row, now),
      ballots: row.ballots,
      optionCount: countOf.get(row.id) ?? 0,
      opensAt: row.opensAt.toISOString(),
      closesAt: row.closesAt.toISOString(),
    })),
    total: Number(total?.n ?? 0),
    page: page.page,
    pageSize: page.pageSize,
  };
}

export const consoleVote = (deps: Deps, id: number): Promise<ConsoleVote> => voteOf(deps.db, id, deps.now());

/** The tallies read from the table itself (no cache: the screen asks every few seconds), in the vote's order. */
export async function voteResults(deps: Deps, id: number, locale: ApiLocale): Promise<ConsoleVoteResults> {
  const now = deps.now();
  const [row] = await deps.db.select().from(votes).where(eq(votes.id, id));
  if (!row) throw notFound();
  const options = await optionsOf(deps.db, id);
  return {
    voteId: id,
    status: consoleStatusOf(row, now),
    ballots: row.ballots,
    readAt: now.toISOString(),
    items: options.map((o) => ({ id: o.id, title: pickText(o.title, locale), tally: o.tally, share: row.ballots ? o.tally / row.ballots : 0 })),
  };
}

// ── The rules a vote's state must keep ──

/** The rules between fields: closes after opens, min ≤ max. */
function checkRules(input: VoteValues): { opensAt: Date; closesAt: Date } {
  const opensAt = parseMacauDateTime(input.opensAt)!;
  const closesAt = parseMacauDateTime(input.closesAt)!;
  if (closesAt <= opensAt) throw refusal(voteConsoleReplies.closesBeforeOpens);
  if (input.minChoices > input.maxChoices) throw refusal(voteConsoleReplies.minAboveMax, { min: input.minChoices, max: input.maxChoices });
  return { opensAt, closesAt };
}

/**
 * A vote the public may see before it closes (published, not closed) must be one a ballot can be cast in: at least
 * two options, and no more choices allowed than it has options. A hidden or closed vote may be anything meanwhile.
 */
function checkVotable(state: Pick<VoteRow, "published" | "closesAt" | "maxChoices">, optionCount: number, now: Date): void {
  if (!state.published || state.closesAt <= now) return;
  if (optionCount < 2) throw refusal(voteConsoleReplies.tooFewOptions, { options: optionCount });
  if (state.maxChoices > optionCount) throw refusal(voteConsoleReplies.maxAboveOptions, { max: state.maxChoices, options: optionCount });
}

const optionCountOf = async (tx: Db, voteId: number): Promise<number> => Number((await tx.select({ n: count() }).from(voteOptions).where(eq(voteOptions.voteId, voteId)))[0]?.n ?? 0);

/** A typed appkey must be free; an empty one is made of the title (with the id when taken, or without a title). */
async function appkeyFor(tx: Db, input: VoteValues, id: number): Promise<string> {
  const mine = id > 0 ? ne(votes.id, id) : undefined;
  const takenBy = async (appkey: string) => (await tx.select({ id: votes.id }).from(votes).where(and(eq(votes.appkey, appkey), mine)).limit(1)).length > 0;
  if (input.appkey) {
    if (await takenBy(input.appkey)) throw refusal(voteConsoleReplies.appkeyTaken, { appkey: input.appkey });
    return input.appkey;
  }
  const base = slugOfTitle(input.title);
  return base && !(await takenBy(base)) ? base : `${base || "vote"}-${id}`;
}

const voteColumns = (input: VoteValues, window: { opensAt: Date; closesAt: Date }) => ({
  title: storedText(input.title),
  description: storedText(input.description),
  cover: input.cover,
  voter: input.voter,
  minChoices: input.minChoices,
  maxChoices: input.maxChoices,
  perDay: input.perDay,
  perTotal: input.perTotal,
  published: input.published,
  ...window,
});

/** What the audit log keeps of a vote (not its ballot count). */
function auditedVote(row: VoteRow) {
  const { ballots: _b, createdAt: _c, ...kept } = row;
  return kept;
}
function auditedOption(row: OptionRow) {
  const { tally: _t, ...kept } = row;
  return kept;
}

/** Runs a write and its audit entry in one transaction, then drops the cached vote answers and rules everywhere. */
async function writeThenDrop<T>(deps: Deps, write: (tx: Db) => Promise<T>): Promise<T> {
  const result = await deps.db.transaction(write);
  await deps.cache.invalidate([voteTags.all]);
  return result;
}

/** The vote's row, locked for the change, or 404. */
async function lockedVote(tx: Db, id: number): Promise<VoteRow> {
  const [row] = await tx.select().from(votes).where(eq(votes.id, id)).for("update");
  if (!row) throw notFound();
  return row;
}

export async function createVote(deps: Deps, actor: StaffActor, input: VoteValues): Promise<ConsoleVote> {
  const window = checkRules(input);
  const now = deps.now();
  // A new vote has no options: it may not be published before it closes (checkVotable) until it has two.
  checkVotable({ ...window, published: input.published, maxChoices: input.maxChoices }, 0, now);
  const id = await writeThenDrop(deps, async (tx) => {
    const [inserted] = await tx.insert(votes).values({ appkey: `new-${randomUUID()}`, ...voteColumns(input, window) }).returning({ id: votes.id });
    const id = inserted!.id;
    const [created] = await tx.update(votes).set({ appkey: await appkeyFor(tx, input, id) }).where(eq(votes.id, id)).returning();
    await recordChange(tx, actor, { action: "vote.create", entity: "vote", entityId: id, ...changedFields(null, auditedVote(created!)) });
    return id;
  });
  return voteOf(deps.db, id, now);
}

export async function updateVote(deps: Deps, actor: StaffActor, id: number, input: VoteValues): Promise<ConsoleVote> {
  const window = checkRules(input);
  const now = deps.now();
  await writeThenDrop(deps, async (tx) => {
    const before = await lockedVote(tx, id);
    const columns = voteColumns(input, window);
    checkVotable(columns, await optionCountOf(tx, id), now);
    const [after] = await tx.update(votes).set({ ...columns, appkey: await appkeyFor(tx, input, id) }).where(eq(votes.id, id)).returning();
    await recordChange(tx, actor, { action: "vote.update", entity: "vote", entityId: id, ...changedFields(auditedVote(before), auditedVote(after!)) });
  });
  return voteOf(deps.db, id, now);
}

/**
 * Open now: the window starts now (its closing time kept, which must be ahead) and the vote is published. Close now:
 * the window ends now. A call that changes nothing answers the vote and writes no entry.
 */
export async function setVoteWindow(deps: Deps, actor: StaffActor, id: number, to: "open" | "close"): Promise<ConsoleVote> {
  const now = deps.now();
  await writeThenDrop(deps, async (tx) => {
    const before = await lockedVote(tx, id);
    const status = consoleStatusOf(before, now);
    if (to === "open" ? status === "open" : status === "closed" || (status === "hidden" && before.closesAt <= now)) return;
    let change: Partial<VoteRow>;
    if (to === "open") {
      if (before.closesAt <= now) throw refusal(voteConsoleReplies.closedAlready);
      change = { opensAt: before.opensAt < now ? before.opensAt : now, published: true };
      checkVotable({ ...before, ...change }, await optionCountOf(tx, id), now);
    } else {
      change = { closesAt: now, opensAt: before.opensAt < now ? before.opensAt : now };
    }
    const [after] = await tx.update(votes).set(change).where(eq(votes.id, id)).returning();
    await recordChange(tx, actor, { action: `vote.${to}`, entity: "vote", entityId: id, ...changedFields(auditedVote(before), auditedVote(after!)) });
  });
  return voteOf(deps.db, id, now);
}

// ── Options ──

export async function addOption(deps: Deps, actor: StaffActor, voteId: number, input: OptionValues): Promise<ConsoleVote> {
  await writeThenDrop(deps, async (tx) => {
    await lockedVote(tx, voteId);
    const options = await optionsOf(tx, voteId);
    if (options.length >= VOTE_OPTIONS_MAX) throw refusal(voteConsoleReplies.tooManyOptions, { max: VOTE_OPTIONS_MAX });
    const sortOrder = options.reduce((most, o) => Math.max(most, o.sortOrder + 1), 0);
    const [created] = await tx.insert(voteOptions).values({ voteId, title: storedText(input.title), cover: input.cover, sortOrder }).returning();
    await recordChange(tx, actor, { action: "vote.option.create", entity: "vote_option", entityId: created!.id, ...changedFields(null, auditedOption(created!)) });
  });
  return voteOf(deps.db, voteId, deps.now());
}

/** The option's row and its vote's, both locked, or 404. */
async function lockedOption(tx: Db, optionId: number): Promise<{ option: OptionRow; vote: VoteRow }> {
  const [found] = await tx.select({ voteId: voteOptions.voteId }).from(voteOptions).where(eq(voteOptions.id, optionId));
  if (!found) throw notFound();
  const vote = await lockedVote(tx, found.voteId);
  const [option] = await tx.select().from(voteOptions).where(eq(voteOptions.id, optionId)).for("update");
  if (!option) throw notFound();
  return { option, vote };
}

export async function updateOption(deps: Deps, actor: StaffActor, optionId: number, input: OptionValues): Promise<ConsoleVote> {
  const voteId = await writeThenDrop(deps, async (tx) => {
    const { option: before } = await lockedOption(tx, optionId);
    const [after] = await tx.update(voteOptions).set({ title: storedText(input.title), cover: input.cover }).where(eq(voteOptions.id, optionId)).returning();
    await recordChange(tx, actor, { action: "vote.option.update", entity: "vote_option", entityId: optionId, ...changedFields(auditedOption(before), auditedOption(after!)) });
    return before.voteId;
  });
  return voteOf(deps.db, voteId, deps.now());
}

/** Refused once the vote has ballots: they name their options, and the tallies would no longer add up. */
export async function removeOption(deps: Deps, actor: StaffActor, optionId: number): Promise<ConsoleVote> {
  const now = deps.now();
  const voteId = await writeThenDrop(deps, async (tx) => {
    const { option, vote } = await lockedOption(tx, optionId);
    if (vote.ballots > 0) throw refusal(voteConsoleReplies.optionHasBallots);
    checkVotable(vote, (await optionCountOf(tx, vote.id)) - 1, now);
    await tx.delete(voteOptions).where(eq(voteOptions.id, optionId));
    await recordChange(tx, actor, { action: "vote.option.delete", entity: "vote_option", entityId: optionId, ...changedFields(auditedOption(option), null) });
    return vote.id;
  });
  return voteOf(deps.db, voteId, now);
}

/** A new order of the options: every option of the vote, each once. */
export async function orderOptions(deps: Deps, actor: StaffActor, voteId: number, optionIds: readonly number[]): Promise<ConsoleVote> {
  await writeThenDrop(deps, async (tx) => {
    await lockedVote(tx, voteId);
    const before = (await optionsOf(tx, voteId)).map((o) => o.id);
    if (optionIds.length !== before.length || new Set(optionIds).size !== optionIds.length || optionIds.some((id) => !before.includes(id))) {
      throw refusal(voteConsoleReplies.orderMismatch);
    }
    for (const [sortOrder, id] of optionIds.entries()) await tx.update(voteOptions).set({ sortOrder }).where(eq(voteOptions.id, id));
    await recordChange(tx, actor, { action: "vote.option.order", entity: "vote", entityId: voteId, before: { optionIds: before }, after: { optionIds: [...optionIds] } });
  });
  return voteOf(deps.db, voteId, deps.now());
}
