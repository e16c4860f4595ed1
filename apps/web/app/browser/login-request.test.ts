import { afterEach, describe, expect, it, vi } from "vitest";
import { FRAME_EVENTS, STORAGE_KEYS } from "./storage-keys.ts";
import { memoryStorage } from "./memory-storage.test-support.ts";
import { requestLogin } from "./login-request.ts";

/** A window whose pop-up takes (cancels) the event or is not there yet. */
function stub(popUpListening: boolean) {
  const storage = memoryStorage();
  const events: CustomEvent[] = [];
  const assign = vi.fn();
  vi.stubGlobal("window", {
    localStorage: storage,
    dispatchEvent: (event: CustomEvent) => {
      events.push(event);
      if (popUpListening) event.preventDefault();
      return !event.defaultPrevented;
    },
  });
  vi.stubGlobal("location", { pathname: "/en/news_en", search: "?page=2", assign });
  return { storage, events, assign };
}

describe("requestLogin (the login pop-up's window event)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks the pop-up, saying whether login is required; nothing else happens when it takes the request", () => {
    const { events, assign, storage } = stub(true);
    requestLogin("en", { required: true });
    expect(events.map((e) => [e.type, e.detail, e.cancelable])).toEqual([[FRAME_EVENTS.login, { required: true }, true]]);
    requestLogin("en");
    expect(events[1]?.detail).toEqual({ required: false });
    expect(assign).not.toHaveBeenCalled();
    expect(storage.data.size).toBe(0);
  });

  it("without a pop-up to take it, goes to the login screen and remembers the page to come back to", () => {
    const { assign, storage } = stub(false);
    requestLogin("pt", { required: true });
    expect(assign).toHaveBeenCalledWith("/pt/user");
    expect(storage.getItem(STORAGE_KEYS.returnTo)).toBe("/en/news_en?page=2");
  });
});
