import { describe, expect, it } from "vitest";
import { saveReturnAddress } from "../browser/session.ts";
import { readHeaderMember } from "./member.ts";
import { STORAGE_KEYS } from "../browser/storage-keys.ts";
import { memoryStorage } from "../browser/memory-storage.test-support.ts";

const signedIn = (info: unknown) =>
  memoryStorage({ [STORAGE_KEYS.memberToken]: "token-123", [STORAGE_KEYS.memberInfo]: typeof info === "string" ? info : JSON.stringify(info) });

describe("header member", () => {
  it("shows LOGIN without a token", () => {
    expect(readHeaderMember(memoryStorage())).toEqual({ loggedIn: false, label: "LOGIN", fullName: null, supplier: null });
    expect(readHeaderMember(memoryStorage({ [STORAGE_KEYS.memberInfo]: JSON.stringify({ nickName: "Ana" }) })).loggedIn).toBe(false);
  });

  it("prefers the nickname, then the e-mail, then the username", () => {
    expect(readHeaderMember(signedIn({ nickName: "小明", email: "a@b.mo", username: "u1" })).label).toBe("小明");
    expect(readHeaderMember(signedIn({ nickName: "  ", email: "ana@tdm.mo", username: "u1" })).fullName).toBe("ana@tdm.mo");
    expect(readHeaderMember(signedIn({ username: "chan" })).label).toBe("chan");
  });

  it("cuts names longer than 7 characters to 4 and an ellipsis, counting Chinese characters as one", () => {
    expect(readHeaderMember(signedIn({ nickName: "Fernanda" }))).toEqual({ loggedIn: true, label: "Fern...", fullName: "Fernanda", supplier: null });
    expect(readHeaderMember(signedIn({ nickName: "Antónia" })).label).toBe("Antónia");
    expect(readHeaderMember(signedIn({ nickName: "澳門廣播電視股份" })).label).toBe("澳門廣播...");
  });

  it("stays signed in with LOGIN as the name when the info is missing or unreadable", () => {
    expect(readHeaderMember(signedIn("{oops"))).toEqual({ loggedIn: true, label: "LOGIN", fullName: null, supplier: null });
  });

  it("knows a signed-in supplier by the session token, with the company names the supplier screens stored", () => {
    const supplier = (token: string, info?: unknown) =>
      readHeaderMember(memoryStorage({ [STORAGE_KEYS.supplierToken]: token, ...(info === undefined ? {} : { [STORAGE_KEYS.supplierInfo]: JSON.stringify(info) }) }));
    expect(supplier("sup_abc", { zh: "海港之光製作", en: "Harbourlight Productions" }).supplier).toEqual({ zh: "海港之光製作", en: "Harbourlight Productions" });
    expect(supplier("sup_abc").supplier).toEqual({ zh: null, en: null });
    // A registration ticket is not a session: nobody is signed in yet.
    expect(supplier("supb_ticket", { zh: "x", en: "y" }).supplier).toBeNull();
    expect(supplier("sup_abc").loggedIn).toBe(false);
  });

  it("saves the return address with its query", () => {
    const storage = memoryStorage();
    saveReturnAddress(storage, "/en/news_en?page=2");
    expect(storage.getItem(STORAGE_KEYS.returnTo)).toBe("/en/news_en?page=2");
  });
});
