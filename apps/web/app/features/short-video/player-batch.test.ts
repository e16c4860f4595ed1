import { describe, expect, it } from "vitest";
import type { ShortVideo } from "@portal/contract/schemas/short-video";
import { nextBatch } from "./player-batch.ts";

const clips = (...ids: number[]) => ids.map((id) => ({ id }) as ShortVideo);
const ids = (list: ShortVideo[]) => list.map((v) => v.id);

describe("nextBatch", () => {
  it("adds a whole batch of new clips and asks for more", () => {
    const { added, done } = nextBatch(clips(1, 2, 3), clips(4, 5, 6), 3);
    expect(ids(added)).toEqual([4, 5, 6]);
    expect(done).toBe(false);
  });

  it("stops at the first clip it already has: the list has come round", () => {
    const { added, done } = nextBatch(clips(5, 6, 7), clips(8, 5, 6), 3);
    expect(ids(added)).toEqual([8]);
    expect(done).toBe(true);
  });

  it("is done when the list gave fewer clips than asked for", () => {
    const { added, done } = nextBatch(clips(1), clips(2), 3);
    expect(ids(added)).toEqual([2]);
    expect(done).toBe(true);
  });
});
