import { describe, expect, it } from "vitest";
import { staffSecondFactorBody } from "@portal/contract/schemas/staff";
import { secondFactorOf } from "./second-factor.ts";

describe("the sign-in's second step", () => {
  it("sends six digits, spaces dropped", () => {
    expect(secondFactorOf("totp", "123 456")).toEqual({ code: "123456" });
    expect(secondFactorOf("totp", "12345")).toBeNull();
    expect(secondFactorOf("totp", "12345a")).toBeNull();
  });

  it("sends a recovery code as typed when it can be one", () => {
    expect(secondFactorOf("recovery", " ABCDE-fghij ")).toEqual({ recoveryCode: "ABCDE-fghij" });
    expect(secondFactorOf("recovery", "abc")).toBeNull();
  });

  it("accepts what the server's schema accepts", () => {
    for (const [mode, typed] of [["totp", "000 001"], ["recovery", "abcde-fghij"], ["recovery", "AB2DE FGH7J"]] as const) {
      const body = secondFactorOf(mode, typed);
      expect(body, typed).not.toBeNull();
      expect(staffSecondFactorBody.safeParse(body).success, typed).toBe(true);
    }
  });
});
