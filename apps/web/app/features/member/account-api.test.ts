import { describe, expect, it } from "vitest";
import { ApiHttpError } from "@portal/contract/api-client";
import { CallError } from "../../data/call.ts";
import { accountPath, failureText, playlistPath, screenOfPath } from "./account-api.ts";
import { accountBreadcrumb } from "./account-route.ts";

describe("member centre addresses", () => {
  it("each screen's path, and the screen a path belongs to (a playlist's page to the playlists)", () => {
    expect(accountPath("pt", "account-notice")).toBe("/pt/user/account/account-notice");
    expect(playlistPath("en", 7)).toBe("/en/user/account/playlistDetail/7");
    expect(screenOfPath("/en/user/account/collect")).toBe("collect");
    expect(screenOfPath("/en/user/account/playlistDetail/7")).toBe("play-list");
    expect(screenOfPath("/zh-hant/user/account")).toBe("my-list");
    expect(screenOfPath("/zh-hant/user/account/unknown")).toBe("my-list");
  });

  it("the breadcrumb: centre, screen (a link when more follows), then the screen's own", () => {
    expect(accountBreadcrumb("en", null)).toEqual([{ title: "Member centre" }]);
    expect(accountBreadcrumb("en", "collect")).toEqual([{ title: "Member centre", path: "user/account/my-list" }, { title: "Saved" }]);
    expect(accountBreadcrumb("en", "playList", [{ title: "Weekend" }])).toEqual([
      { title: "Member centre", path: "user/account/my-list" },
      { title: "Playlists", path: "user/account/play-list" },
      { title: "Weekend" },
    ]);
  });
});

describe("failed calls (what failed: data/call.ts)", () => {
  it("tells the server's message, else a general one in the page language", () => {
    expect(failureText(new ApiHttpError(400, "Bad Request", { code: -1, message: "名稱已被使用" }), "zh-hant")).toBe("名稱已被使用");
    expect(failureText(new CallError(-1, "播放清單已滿"), "en")).toBe("播放清單已滿");
    expect(failureText(new TypeError("Failed to fetch"), "en")).toBe("That did not work. Please try again later.");
  });
});
