import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { memberApi } from "@portal/contract/endpoints/member";
import { supplierApi } from "@portal/contract/endpoints/supplier";
import { STORAGE_KEYS } from "../browser/storage-keys.ts";
import { browserClient } from "./browser-client.ts";

/** A Map-backed localStorage on a stand-in window, and fetch recording the headers of each request. */
const store = new Map<string, string>();
const sent: Array<Record<string, string>> = [];
beforeEach(() => {
  store.clear();
  sent.length = 0;
  const localStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  };
  vi.stubGlobal("window", { localStorage, sessionStorage: localStorage });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: { headers: Record<string, string> }) => {
      sent.push(init.headers);
      return new Response(JSON.stringify({ code: 0, message: "OK", data: null }), { headers: { "content-type": "application/json" } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const apiKeyOf = (headers: Record<string, string>) => Object.entries(headers).find(([name]) => name.toLowerCase() === "api-key")?.[1];

describe("browserClient: which token goes as Api-Key (spec §7)", () => {
  it("sends the supplier token for supplier paths and the member token for the others", async () => {
    store.set(STORAGE_KEYS.memberToken, "member-token");
    store.set(STORAGE_KEYS.supplierToken, "sup_supplier-token");
    const api = browserClient("en");
    await api.call(supplierApi.info);
    await api.call(memberApi.info);
    await api.call(supplierApi.changeMobile, { params: { uuid: "u" }, body: { mobile: "66123456", verifyKey: "k", verifyCode: "123456" } });
    expect(sent.map(apiKeyOf)).toEqual(["sup_supplier-token", "member-token", "sup_supplier-token"]);
  });

  it("never sends the member token on a supplier path, nor the supplier token elsewhere", async () => {
    store.set(STORAGE_KEYS.memberToken, "member-token");
    await browserClient("en").call(supplierApi.info);
    store.clear();
    store.set(STORAGE_KEYS.supplierToken, "sup_supplier-token");
    await browserClient("en").call(memberApi.info);
    expect(sent.map(apiKeyOf)).toEqual([undefined, undefined]);
  });
});
