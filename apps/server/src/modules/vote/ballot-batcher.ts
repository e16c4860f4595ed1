import { inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { voteBallots, voteVoterCounts } from "./tables.ts";
import { macauDate } from "../../platform/macau-time.ts";

/** A checked ballot waiting for its transaction: who, which vote, which options, the limits that apply. */
export interface Ballot {
  voteId: number;
  voter: string;
  idempotencyKey: string;
  optionIds: number[];
  perDay: number | null;
  perTotal: number | null;
}

export type BallotOutcome =
  | { kind: "accepted"; duplicate: boolean; ballots: number }
  | { kind: "limit"; max: number; period: "day" | "all" };

interface Waiting {
  ballot: Ballot;
  resolve: (outcome: BallotOutcome) => void;
  reject: (error: unknown) => void;
}

/** Most ballots one transaction takes; more wait for the next. */
export const MAX_BATCH = 2000;
/**
 * Transactions under way at once: while one waits for the database, the next is already inserting its ballots
 * (they meet only at the locked counter and tally rows, always taken in the same order).
 */
export const MAX_IN_FLIGHT = 1;

/**
 * Group commit (docs/votes.md). Ballots queue here; a transaction (up to MAX_IN_FLIGHT at once) takes everything queued and writes
 * it: the ballots in one multi-row INSERT … ON CONFLICT DO NOTHING on (voter, idempotency key), the per-voter
 * counters locked and checked, the refused ballots taken out again, then the counters, the option tallies and the
 * vote's ballot count moved — all or nothing. A ballot is answered only after its transaction has committed, so an
 * answer "accepted" means it is in the tallies even if the process dies the next moment; while transactions run
 * the next batch fills, which is where the throughput comes from.
 */
export class BallotBatcher {
  private queue: Waiting[] = [];
  private readonly running = new Set<Promise<void>>();
  private scheduled = false;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  submit(ballot: Ballot): Promise<BallotOutcome> {
    return new Promise<BallotOutcome>((resolve, reject) => {
      this.queue.push({ ballot, resolve, reject });
      this.schedule();
    });
  }

  /** Resolves when everything submitted so far has been written (closing the app). */
  async drain(): Promise<void> {
    while (this.running.size || this.queue.length) {
      if (this.running.size) await Promise.allSettled([...this.running]);
      else await new Promise((r) => setImmediate(r));
    }
  }

  private schedule(): void {
    if (this.running.size >= MAX_IN_FLIGHT || this.scheduled) return;
    this.scheduled = true;
    // Lets the requests that arrived in the same turn of the event loop join the batch.
    setImmediate(() => {
      this.scheduled = false;
      this.run();
    });
  }

  private run(): void {
    if (this.running.size >= MAX_IN_FLIGHT || !this.queue.length) return;
    const batch = this.queue.splice(0, MAX_BATCH);
    const writing: Promise<void> = this.write(batch)
      .catch((error: unknown) => {
        for (const w of batch) w.reject(error);
      })
      .finally(() => {
        this.running.delete(writing);
        if (this.queue.length) this.schedule();
      });
    this.running.add(writing);
  }

  private async write(batch: Waiting[]): Promise<void> {
    // The same key twice in one batch (a retry that overtook its original) is one ballot with two answers.
    const byKey = new Map<string, Waiting[]>();
    for (const w of batch) {
      const key = `${w.ballot.voter}\u0000${w.ballot.idempotencyKey}`;
      const list = byKey.get(key);
      if (list) list.push(w);
      else byKey.set(key, [w]);
    }
    // In one order (voter, key), so that two transactions inserting the same keys never wait on each other crosswise.
    const unique = [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, list]) => list[0]!.ballot);
    const day = macauDate(this.now());
    const outcomes = await this.db.transaction(async (tx) => commitBallots(tx, unique, day));
    for (const [key, list] of byKey) {
      const outcome = outcomes.get(key)!;
      list.forEach((w, index) => w.resolve(index === 0 || outcome.kind !== "accepted" ? outcome : { ...outcome, duplicate: true }));
    }
  }
}

const keyOf = (voter: string, idempotencyKey: string) => `${voter}\u0000${idempotencyKey}`;
const counterKey = (voteId: number, voter: string, period: string) => `${voteId}\u0000${voter}\u0000${period}`;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** One batch's transaction; the outcome of each (voter, key). */
async function commitBallots(tx: Db, ballots: Ballot[], day: string): Promise<Map<string, BallotOutcome>> {
  const outcomes = new Map<string, BallotOutcome>();
  const inserted = await tx
    .insert(voteBallots)
    .values(ballots.map((b) => ({ voteId: b.voteId, voter: b.voter, idempotencyKey: b.idempotencyKey, optionIds: b.optionIds })))
    .onConflictDoNothing()
    .returning({ id: voteBallots.id, voter: voteBallots.voter, idempotencyKey: voteBallots.idempotencyKey });
  const idOf = new Map(inserted.map((r) => [keyOf(r.voter, r.idempotencyKey), r.id]));
  const fresh = ballots.filter((b) => idOf.has(keyOf(b.voter, b.idempotencyKey)));

  // Per-voter limits: the counter rows of this batch's voters, created when missing and locked (in one order, so
  // that two instances never wait on each other crosswise), then checked ballot by ballot in arrival order.
  const limited = fresh.filter((b) => b.perDay !== null || b.perTotal !== null);
  const refused = new Set<Ballot>();
  if (limited.length) {
    const wanted = new Map<string, { voteId: number; voter: string; period: string }>();
    for (const b of limited) {
      if (b.perDay !== null) wanted.set(counterKey(b.voteId, b.voter, day), { voteId: b.voteId, voter: b.voter, period: day });
      if (b.perTotal !== null) wanted.set(counterKey(b.voteId, b.voter, "all"), { voteId: b.voteId, voter: b.voter, period: "all" });
    }
    const rows = [...wanted.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => ({ ...row, count: 0 }));
    const locked = await tx
      .insert(voteVoterCounts)
      .values(rows)
      .onConflictDoUpdate({
        target: [voteVoterCounts.voteId, voteVoterCounts.voter, voteVoterCounts.period],
        set: { count: sql`${voteVoterCounts.count}` },
      })
      .returning();
    const counts = new Map(locked.map((r) => [counterKey(r.voteId, r.voter, r.period), r.count]));
    const before = new Map(counts);
    for (const b of limited) {
      const dayKey = counterKey(b.voteId, b.voter, day);
      const allKey = counterKey(b.voteId, b.voter, "all");
      if (b.perDay !== null && counts.get(dayKey)! >= b.perDay) {
        refused.add(b);
        outcomes.set(keyOf(b.voter, b.idempotencyKey), { kind: "limit", max: b.perDay, period: "day" });
      } else if (b.perTotal !== null && counts.get(allKey)! >= b.perTotal) {
        refused.add(b);
        outcomes.set(keyOf(b.voter, b.idempotencyKey), { kind: "limit", max: b.perTotal, period: "all" });
      } else {
        if (b.perDay !== null) counts.set(dayKey, counts.get(dayKey)! + 1);
        if (b.perTotal !== null) counts.set(allKey, counts.get(allKey)! + 1);
      }
    }
    const moved = [...counts].filter(([key, n]) => before.get(key) !== n).map(([key, n]) => ({ ...wanted.get(key)!, n }));
    if (moved.length) {
      await tx.execute(sql`update vote_voter_counts c set count = v.n from (values ${sql.join(
        moved.map((m) => sql`(${m.voteId}::int, ${m.voter}::text, ${m.period}::text, ${m.n}::int)`),
        sql`, `,
      )}) as v(vote_id, voter, period, n) where c.vote_id = v.vote_id and c.voter = v.voter and c.period = v.period`);
    }
    if (refused.size) {
      await tx.delete(voteBallots).where(inArray(voteBallots.id, [...refused].map((b) => idOf.get(keyOf(b.voter, b.idempotencyKey))!)));
    }
  }

  // Tallies: how often each option was chosen in the accepted ballots, and the votes' ballot counts.
  const accepted = fresh.filter((b) => !refused.has(b));
  const perOption = new Map<number, number>();
  const perVote = new Map<number, number>();
  for (const b of accepted) {
    for (const id of b.optionIds) perOption.set(id, (perOption.get(id) ?? 0) + 1);
    perVote.set(b.voteId, (perVote.get(b.voteId) ?? 0) + 1);
  }
  const values = (map: Map<number, number>): SQL =>
    sql.join(
      [...map].sort(([a], [b]) => a - b).map(([id, n]) => sql`(${id}::int, ${n}::int)`),
      sql`, `,
    );
  // UPDATE … FROM (VALUES …) locks rows in the order of its join, not of the list: a materialized CTE locks them
  // first, by id, so that concurrent transactions (another instance) queue instead of deadlocking.
  const lockedFirst = (table: string, ids: number[]) =>
    sql.raw(`with locked as materialized (select id from ${table} where id in (${ids.map((id) => Number(id)).join(", ")}) order by id for no key update) `);
  const optionIds = [...perOption.keys()].sort((a, b) => a - b);
  if (optionIds.length) {
    await tx.execute(
      sql`${lockedFirst("vote_options", optionIds)}update vote_options o set tally = o.tally + v.n from (values ${values(perOption)}) as v(id, n) where o.id = v.id and o.id in (select id from locked)`,
    );
  }
  // Every vote of the batch is read back for its count, including those whose ballots were all retries or refused.
  const voteIds = [...new Set(ballots.map((b) => b.voteId))].sort((a, b) => a - b);
  for (const id of voteIds) if (!perVote.has(id)) perVote.set(id, 0);
  const totals = rowsOf<{ id: number; ballots: string | number }>(
    await tx.execute(
      sql`${lockedFirst("votes", voteIds)}update votes t set ballots = t.ballots + v.n from (values ${values(perVote)}) as v(id, n) where t.id = v.id and t.id in (select id from locked) returning t.id, t.ballots`,
    ),
  );
  const ballotsOf = new Map(totals.map((r) => [Number(r.id), Number(r.ballots)]));
  for (const b of ballots) {
    const key = keyOf(b.voter, b.idempotencyKey);
    if (!outcomes.has(key)) outcomes.set(key, { kind: "accepted", duplicate: !idOf.has(key), ballots: ballotsOf.get(b.voteId) ?? 0 });
  }
  return outcomes;
}
