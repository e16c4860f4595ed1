import { describe, expect, it } from "vitest";
import type { FastifyRequest } from "fastify";
import { AppError } from "./errors.ts";
import { csvCell, requireStaffToken, toCsv } from "./staff-export.ts";

const withAuthorization = (authorization?: string) => ({ headers: authorization ? { authorization } : {} }) as FastifyRequest;
const statusOf = (run: () => void) => {
  try {
    run();
    return 200;
  } catch (error) {
    return error instanceof AppError ? error.status : 500;
  }
};

describe("staff exports", () => {
  it("opens only with the configured bearer token, and never when none is configured", () => {
    const token = "a-long-staff-token-123";
    expect(statusOf(() => requireStaffToken(token, withAuthorization(`Bearer ${token}`)))).toBe(200);
    expect(statusOf(() => requireStaffToken(token, withAuthorization(`Bearer ${token}x`)))).toBe(401);
    expect(statusOf(() => requireStaffToken(token, withAuthorization()))).toBe(401);
    expect(statusOf(() => requireStaffToken(undefined, withAuthorization("Bearer anything-at-all")))).toBe(403);
  });

  it("writes CSV that a spreadsheet neither splits wrongly nor runs as a formula", () => {
    expect(csvCell('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
    expect(csvCell("=HYPERLINK(\"x\")")).toBe("\"'=HYPERLINK(\"\"x\"\")\"");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell(null)).toBe("");
    expect(csvCell(new Date("2026-11-26T00:00:00Z"))).toBe("2026-11-26T00:00:00.000Z");
    const csv = toCsv([{ name: "name", value: (row: { name: string; n: number }) => row.name }, { name: "n", value: (row) => row.n }], [{ name: "陳,大文", n: 3 }]);
    expect(csv).toBe('name,n\r\n"陳,大文",3\r\n');
  });
});
