import { describe, expect, it } from "vitest";
import { ballotState, digest, macauDay, maskPhone, recall, remember } from "./ballot-memory.ts";

/** A Map-backed storage (the browser's localStorage in the island). */
function fakeStore() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
}

// 2026-11-27 23:30 and 2026-11-28 00:30 in Macao (UTC+8).
const LATE = Date.parse("2026-11-27T15:30:00Z");
const NEXT_DAY = Date.parse("2026-11-27T16:30:00Z");

describe("the browser's ballots (issue 21 item 13)", () => {
  it("counts a voter's ballots per Macao day and in all, and keeps the last choice", () => {
    const store = fakeStore();
    expect(recall(7, "m:a", store)).toBeNull();
    remember(7, "m:a", [3], LATE, undefined, store);
    const second = remember(7, "m:a", [4], LATE, undefined, store);
    expect(second).toEqual({ day: "2026-11-27", today: 2, total: 2, ids: [4] });
    expect(remember(7, "m:a", [5], NEXT_DAY, undefined, store)).toEqual({ day: "2026-11-28", today: 1, total: 3, ids: [5] });
    // Another voter of the same vote, and the last one of the vote.
    remember(7, "p:x", [1, 2], NEXT_DAY, "66****34", store);
    expect(recall(7, null, store)).toEqual({ voter: "p:x", record: { day: "2026-11-28", today: 1, total: 1, ids: [1, 2], label: "66****34" } });
    expect(recall(7, "m:a", store)?.record.ids).toEqual([5]);
    expect(recall(8, null, store)).toBeNull();
  });

  it("says what the rule allows: once a day waits for tomorrow, once in all for ever, more a day counts down", () => {
    const record = { day: "2026-11-27", today: 1, total: 1, ids: [3] };
    expect(ballotState({ perDay: 1, perTotal: null }, record, LATE)).toEqual({ today: true, blocked: "day", leftToday: null });
    expect(ballotState({ perDay: 1, perTotal: null }, record, NEXT_DAY)).toEqual({ today: false, blocked: null, leftToday: null });
    expect(ballotState({ perDay: null, perTotal: 1 }, record, NEXT_DAY)).toEqual({ today: false, blocked: "all", leftToday: null });
    expect(ballotState({ perDay: 3, perTotal: null }, record, LATE)).toEqual({ today: true, blocked: null, leftToday: 2 });
    expect(ballotState({ perDay: null, perTotal: null }, record, LATE)).toEqual({ today: true, blocked: null, leftToday: null });
  });

  it("keeps no token or phone number, only digests and a masked number", () => {
    const store = fakeStore();
    remember(1, `p:${digest("66123456")}`, [1], LATE, maskPhone("66123456"), store);
    const stored = store.getItem("portal.vote.ballots") ?? "";
    expect(stored).not.toContain("66123456");
    expect(stored).toContain("66****56");
    expect(digest("a")).not.toBe(digest("b"));
    expect(macauDay(LATE)).toBe("2026-11-27");
    expect(macauDay(NEXT_DAY)).toBe("2026-11-28");
  });

  it("survives broken or missing storage", () => {
    const store = fakeStore();
    store.setItem("portal.vote.ballots", "{not json");
    expect(recall(1, null, store)).toBeNull();
    expect(remember(1, "c", [2], LATE, undefined, null)).toMatchObject({ today: 1, ids: [2] });
  });
});
