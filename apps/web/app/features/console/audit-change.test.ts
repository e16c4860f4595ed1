import { describe, expect, it } from "vitest";
import { fieldChanges, shortText, valueText } from "./audit-change.ts";

describe("an audit entry's change", () => {
  it("lists each changed field with its value before and after", () => {
    expect(fieldChanges({ role: "producer" }, { role: "marketing" })).toEqual([{ field: "role", before: "producer", after: "marketing" }]);
  });

  it("has no 'before' for a creation and no 'after' for a removal", () => {
    expect(fieldChanges(null, { email: "a@example.mo", status: "invited" })).toEqual([
      { field: "email", before: null, after: "a@example.mo" },
      { field: "status", before: null, after: "invited" },
    ]);
    expect(fieldChanges({ reason: "spam", until: null }, null)).toEqual([
      { field: "reason", before: "spam", after: null },
      { field: "until", before: "null", after: null },
    ]);
  });

  it("keeps a field only one side has, and writes non-strings as JSON", () => {
    expect(fieldChanges({ a: 1 }, { b: { x: [1, 2] } })).toEqual([
      { field: "a", before: "1", after: null },
      { field: "b", before: null, after: '{"x":[1,2]}' },
    ]);
    expect(valueText(true)).toBe("true");
  });

  it("cuts a long value for the summary, by characters, not halves of one", () => {
    expect(shortText("short")).toBe("short");
    expect(shortText("一二三四五六", 4)).toBe("一二三…");
    expect(shortText("😀😀😀😀😀", 3)).toBe("😀😀…");
  });
});
