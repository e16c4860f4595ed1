import { describe, expect, it } from "vitest";
import type { DictionaryEntry } from "@portal/contract/schemas/common";
import { describedBy, errorCount, firstInvalid, hasErrors, isKnownChoice } from "./form.ts";

describe("form rules", () => {
  it("finds the first refused field in the form's order and counts the refused ones", () => {
    const errors = { password: "Too short", username: "Required", email: undefined };
    expect(firstInvalid(["username", "password", "email"], errors)).toBe("username");
    expect(firstInvalid(["email"], errors)).toBeUndefined();
    expect(errorCount(errors)).toBe(2);
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors({ email: undefined })).toBe(false);
  });

  it("ties a control to its error, then its hint, by id", () => {
    expect(describedBy("f-name", "Required", "Your family name")).toBe("f-name-error f-name-hint");
    expect(describedBy("f-name", null, "Your family name")).toBe("f-name-hint");
    expect(describedBy("f-name", "Required")).toBe("f-name-error");
    expect(describedBy("f-name")).toBeUndefined();
  });

  it("a stored choice is known when the select offers it: a plain entry or a group's child, not the group", () => {
    const tree: DictionaryEntry[] = [
      { value: "retail", label: "Retail", children: [] },
      { value: "public", label: "Public", children: [{ value: "public_security", label: "Security", children: [] }] },
    ];
    expect(isKnownChoice(tree, "retail")).toBe(true);
    expect(isKnownChoice(tree, "public_security")).toBe(true);
    expect(isKnownChoice(tree, "public")).toBe(false);
    expect(isKnownChoice(tree, "education")).toBe(false);
  });
});
