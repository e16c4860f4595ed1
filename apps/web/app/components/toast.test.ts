import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOGIN_ERROR_TOAST_MS, TOAST_DELAY_MS } from "@portal/contract/constants";
import { TOAST_MS, createTimedMessage, isUrgent } from "./toast.ts";

describe("toast timing (spec §8: login failure hidden after 2 s; §9: toast delay 3 s)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("gives each kind its time, and only errors interrupt", () => {
    expect(TOAST_MS.error).toBe(LOGIN_ERROR_TOAST_MS);
    expect(LOGIN_ERROR_TOAST_MS).toBe(2000);
    expect(TOAST_MS.success).toBe(TOAST_DELAY_MS);
    expect(TOAST_DELAY_MS).toBe(3000);
    expect(TOAST_MS.info).toBe(TOAST_DELAY_MS);
    expect([isUrgent("error"), isUrgent("success"), isUrgent("info")]).toEqual([true, false, false]);
  });

  it("shows a message and hides it after its time", () => {
    const seen: Array<string | null> = [];
    const toast = createTimedMessage<string>((text) => seen.push(text));
    toast.show("帳號或密碼錯誤", TOAST_MS.error);
    expect(seen).toEqual(["帳號或密碼錯誤"]);
    vi.advanceTimersByTime(TOAST_MS.error - 1);
    expect(seen).toEqual(["帳號或密碼錯誤"]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(["帳號或密碼錯誤", null]);
  });

  it("a new message replaces the shown one and gets its full time", () => {
    const seen: Array<string | null> = [];
    const toast = createTimedMessage<string>((text) => seen.push(text));
    toast.show("first", 2000);
    vi.advanceTimersByTime(1500);
    toast.show("second", 3000);
    vi.advanceTimersByTime(2500);
    expect(seen).toEqual(["first", "second"]);
    vi.advanceTimersByTime(500);
    expect(seen).toEqual(["first", "second", null]);
    vi.advanceTimersByTime(5000);
    expect(seen).toHaveLength(3);
  });

  it("hide() hides at once; dispose() stops the timer silently", () => {
    const seen: Array<string | null> = [];
    const toast = createTimedMessage<string>((text) => seen.push(text));
    toast.show("a", 2000);
    toast.hide();
    expect(seen).toEqual(["a", null]);
    toast.show("b", 2000);
    toast.dispose();
    vi.advanceTimersByTime(5000);
    expect(seen).toEqual(["a", null, "b"]);
  });
});
