import { afterEach, describe, expect, it, vi } from "vitest";
import { memoryStorage } from "../../browser/memory-storage.test-support.ts";
import { FRAME_EVENTS, STORAGE_KEYS } from "../../browser/storage-keys.ts";
import { readHeaderSupplier } from "../../layout/member.ts";
import { screenOf } from "../../routes.test-support.ts";
import { endSupplierSession, isBindTicket, isSupplierSession, storeSupplierNames, storeSupplierToken, supplierPath, supplierToken, type SupplierScreen } from "./session.ts";

/** A browser window for session.ts: local storage, and the events it tells the header. */
function stubWindow(initial: Record<string, string> = {}) {
  const storage = memoryStorage(initial);
  const events: string[] = [];
  vi.stubGlobal("window", { localStorage: storage, dispatchEvent: (event: Event) => events.push(event.type) });
  return { storage, events };
}

const NAMES = JSON.stringify({ zh: "海港之光製作", en: "Harbourlight Productions" });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the supplier's token (spec §6: its own, apart from the member's)", () => {
  it("tells a session token from a registration ticket, and neither from nothing or a member's token", () => {
    expect(isSupplierSession("sup_abc")).toBe(true);
    expect(isBindTicket("sup_abc")).toBe(false);
    expect(isBindTicket("supb_abc")).toBe(true);
    expect(isSupplierSession("supb_abc")).toBe(false);
    for (const token of [null, "", "member-token", "SUP_abc", "xsup_abc"]) {
      expect(isSupplierSession(token), String(token)).toBe(false);
      expect(isBindTicket(token), String(token)).toBe(false);
    }
  });

  it("reads the stored token, or none", () => {
    stubWindow({ [STORAGE_KEYS.supplierToken]: "sup_abc" });
    expect(supplierToken()).toBe("sup_abc");
    stubWindow();
    expect(supplierToken()).toBeNull();
  });

  it("keeps a new session with the company names already known, and tells the header", () => {
    const { storage, events } = stubWindow({ [STORAGE_KEYS.supplierInfo]: NAMES });
    storeSupplierToken("sup_new");
    expect(storage.getItem(STORAGE_KEYS.supplierToken)).toBe("sup_new");
    expect(readHeaderSupplier(storage)).toEqual({ zh: "海港之光製作", en: "Harbourlight Productions" });
    expect(events).toEqual([FRAME_EVENTS.member]);
  });

  it("forgets an earlier supplier's names when a registration ticket takes the token's place", () => {
    const { storage, events } = stubWindow({ [STORAGE_KEYS.supplierToken]: "sup_old", [STORAGE_KEYS.supplierInfo]: NAMES });
    storeSupplierToken("supb_ticket");
    expect(storage.getItem(STORAGE_KEYS.supplierToken)).toBe("supb_ticket");
    expect(storage.getItem(STORAGE_KEYS.supplierInfo)).toBeNull();
    // Registering is not being signed in: the header shows no supplier.
    expect(readHeaderSupplier(storage)).toBeNull();
    expect(events).toEqual([FRAME_EVENTS.member]);
  });

  it("leaves the company's names where the header reads them", () => {
    const { storage, events } = stubWindow({ [STORAGE_KEYS.supplierToken]: "sup_abc" });
    storeSupplierNames({ companyNameZh: "澳門影視製作", companyNameEn: "Macau Screen Works" });
    expect(readHeaderSupplier(storage)).toEqual({ zh: "澳門影視製作", en: "Macau Screen Works" });
    expect(events).toEqual([FRAME_EVENTS.member]);
  });

  it("forgets the token and the names when the session ends, and tells the header", () => {
    const { storage, events } = stubWindow({ [STORAGE_KEYS.supplierToken]: "sup_abc", [STORAGE_KEYS.supplierInfo]: NAMES, [STORAGE_KEYS.memberToken]: "member" });
    endSupplierSession();
    expect(storage.getItem(STORAGE_KEYS.supplierToken)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.supplierInfo)).toBeNull();
    expect(readHeaderSupplier(storage)).toBeNull();
    // The member signed in on the same browser stays signed in.
    expect(storage.getItem(STORAGE_KEYS.memberToken)).toBe("member");
    expect(events).toEqual([FRAME_EVENTS.member]);
  });

  it("does not fail where the browser refuses storage, and still tells the header", () => {
    const events: string[] = [];
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => undefined,
    };
    vi.stubGlobal("window", { localStorage: refusing, dispatchEvent: (event: Event) => events.push(event.type) });
    expect(supplierToken()).toBeNull();
    expect(() => storeSupplierToken("sup_abc")).not.toThrow();
    expect(() => storeSupplierNames({ companyNameZh: "甲", companyNameEn: "A" })).not.toThrow();
    expect(() => endSupplierSession()).not.toThrow();
    expect(events).toHaveLength(3);
  });
});

describe("supplier addresses (spec §2 Supplier routes)", () => {
  it("puts every screen below the language's supplier area", () => {
    expect(supplierPath("en", "login")).toBe("/en/supplier/login");
    expect(supplierPath("zh-hant", "submit/success")).toBe("/zh-hant/supplier/submit/success");
    expect(supplierPath("pt", "account/setting")).toBe("/pt/supplier/account/setting");
  });

  it("leads every screen to its own route", () => {
    const screens: Record<SupplierScreen, string> = {
      login: "routes/supplier/login.tsx",
      bind: "routes/supplier/bind.tsx",
      form: "routes/supplier/form.tsx",
      "submit/success": "routes/supplier/submit-success.tsx",
      account: "routes/supplier/account.tsx",
      "account/setting": "routes/supplier/setting.tsx",
      "password-reset": "routes/supplier/password-reset.tsx",
    };
    for (const [screen, module] of Object.entries(screens) as [SupplierScreen, string][]) expect(screenOf(supplierPath("en", screen)), screen).toBe(module);
  });
});
