import { STORAGE_KEYS, safeStorage, type KeyValueStore } from "../../browser/storage-keys.ts";

/**
 * What this browser remembers of its ballots (docs/votes.md "After voting"), so that the ballot says what was chosen
 * and why it cannot be sent again — also after a reload — instead of offering a vote the server would refuse.
 * localStorage `portal.vote.ballots`: `{ [voteId]: { last: voterKey, voters: { [voterKey]: BallotRecord } } }`.
 * The voter is who the vote's rule counts: the signed-in member (by a digest of the session's token: after signing in
 * again the server's refusal says it instead), the phone (a digest of the number), or this browser (captcha votes,
 * which have no limit). The server decides; this only spares a refused try.
 */

export interface BallotRecord {
  /** The Macao day of the last ballot (YYYY-MM-DD), ballots that day and in all, and what the last one chose. */
  day: string;
  today: number;
  total: number;
  ids: number[];
  /** How the voter is shown ("66****34" for a phone), when it is not the member or the browser. */
  label?: string;
}

type Memory = Record<string, { last: string; voters: Record<string, BallotRecord> }>;

/** The votes remembered at most (the oldest are dropped). */
const MAX_VOTES = 30;
const MACAU_OFFSET_MS = 8 * 3_600_000;

/** The Macao calendar day at `now` (UTC+8 all year). */
export const macauDay = (now: number): string => new Date(now + MACAU_OFFSET_MS).toISOString().slice(0, 10);

/** A short digest (FNV-1a, 32 bits): tells voters of one browser apart without keeping a token or a number. */
export function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** A Macao mobile as shown back: the first two and last two digits. */
export const maskPhone = (phone: string): string => (phone.length > 4 ? `${phone.slice(0, 2)}${"*".repeat(phone.length - 4)}${phone.slice(-2)}` : phone);

function read(store: KeyValueStore | null): Memory {
  try {
    const value = JSON.parse(store?.getItem(STORAGE_KEYS.voteBallots) ?? "{}") as unknown;
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Memory) : {};
  } catch {
    return {};
  }
}

/** The record of a voter of a vote (`voter` null: the vote's last voter in this browser), with its key. */
export function recall(voteId: number, voter: string | null, store: KeyValueStore | null = safeStorage("local")): { voter: string; record: BallotRecord } | null {
  const entry = read(store)[String(voteId)];
  const key = voter ?? entry?.last;
  const record = key ? entry?.voters[key] : undefined;
  return key && record && Array.isArray(record.ids) ? { voter: key, record } : null;
}

/** Counts an accepted ballot of `voter` at `now`, and keeps what it chose. */
export function remember(voteId: number, voter: string, ids: number[], now: number, label?: string, store: KeyValueStore | null = safeStorage("local")): BallotRecord {
  const memory = read(store);
  const entry = memory[String(voteId)] ?? { last: voter, voters: {} };
  const before = entry.voters[voter];
  const day = macauDay(now);
  const record: BallotRecord = {
    day,
    today: before?.day === day ? before.today + 1 : 1,
    total: (before?.total ?? 0) + 1,
    ids,
    ...(label ? { label } : {}),
  };
  delete memory[String(voteId)];
  memory[String(voteId)] = { last: voter, voters: { ...entry.voters, [voter]: record } };
  const keys = Object.keys(memory);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_VOTES))) delete memory[old];
  try {
    store?.setItem(STORAGE_KEYS.voteBallots, JSON.stringify(memory));
  } catch {
    // Storage full or refused: the ballot counts all the same.
  }
  return record;
}

export interface BallotRule {
  perDay: number | null;
  perTotal: number | null;
}

export interface BallotState {
  /** The last ballot was cast today (Macao day). */
  today: boolean;
  /** Why no other ballot can be cast now: the day's ballots are used up (until tomorrow), or all of them. */
  blocked: "day" | "all" | null;
  /** Ballots left today when the rule limits them and some are left; null otherwise. */
  leftToday: number | null;
}

/** What a voter's record means under the vote's rule at `now`. */
export function ballotState(rule: BallotRule, record: BallotRecord, now: number): BallotState {
  const today = record.day === macauDay(now);
  const usedToday = today ? record.today : 0;
  const blocked = rule.perTotal !== null && record.total >= rule.perTotal ? "all" : rule.perDay !== null && usedToday >= rule.perDay ? "day" : null;
  const leftToday = blocked === null && rule.perDay !== null && today ? rule.perDay - usedToday : null;
  return { today, blocked, leftToday };
}
