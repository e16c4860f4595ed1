import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOGIN_ERROR_TOAST_MS } from "@portal/contract/constants";
import { createTimedMessage } from "./login-toast.ts";

describe("login error toast timing (spec §8: hidden after 2 s)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows a message and hides it after LOGIN_ERROR_TOAST_MS", () => {
    const seen: Array<string | null> = [];
    const toast = createTimedMessage(LOGIN_ERROR_TOAST_MS, (text) => seen.push(text));
    toast.show("帳號或密碼錯誤");
    expect(seen).toEqual(["帳號或密碼錯誤"]);
    vi.advanceTimersByTime(LOGIN_ERROR_TOAST_MS - 1);
    expect(seen).toEqual(["帳號或密碼錯誤"]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(["帳號或密碼錯誤", null]);
    expect(LOGIN_ERROR_TOAST_MS).toBe(2000);
  });

  it("a new message replaces the shown one and gets its full time", () => {
    const seen: Array<string | null> = [];
    const toast = createTimedMessage(2000, (text) => seen.push(text));
    toast.show("first");
    vi.advanceTimersByTime(1500);
    toast.show("second");
    vi.advanceTimersByTime(1500);
    expect(seen).toEqual(["first", "second"]);
    vi.advanceTimersByTime(500);
    expect(seen).toEqual(["first", "second", null]);
    vi.advanceTimersByTime(5000);
    expect(seen).toHaveLength(3);
  });

  it("hide() hides at once; dispose() stops the timer silently", () => {
    const seen: Array<string | null> = [];
    const toast = createTimedMessage(2000, (text) => seen.push(text));
    toast.show("a");
    toast.hide();
    expect(seen).toEqual(["a", null]);
    toast.show("b");
    toast.dispose();
    vi.advanceTimersByTime(5000);
    expect(seen).toEqual(["a", null, "b"]);
  });
});
