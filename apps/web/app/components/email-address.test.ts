import { describe, expect, it } from "vitest";
import { emailBreakParts } from "./email-address.ts";

describe("emailBreakParts", () => {
  it("cuts the name from the domain, and each before its dots", () => {
    expect(emailBreakParts("audience@tdm.example.mo")).toEqual([["audience"], ["@tdm", ".example", ".mo"]]);
    expect(emailBreakParts("digital.ads@tdm.example.mo")).toEqual([["digital", ".ads"], ["@tdm", ".example", ".mo"]]);
  });

  it("keeps hyphens and plus signs inside their part", () => {
    expect(emailBreakParts("news-desk+tips@tdm.mo")).toEqual([["news-desk+tips"], ["@tdm", ".mo"]]);
  });

  it("gives the address back when joined", () => {
    for (const address of ["a@b.c", ".odd@x.y", "plain", "x@y@z.mo"]) expect(emailBreakParts(address).flat().join("")).toBe(address);
  });
});
