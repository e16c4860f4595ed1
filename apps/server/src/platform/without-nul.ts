import type { z } from "zod";

/**
 * PostgreSQL text cannot hold U+0000: a NUL anywhere in a body would become a database error (500). Refused here
 * as a bad field (docs/security.md: the check belongs in defineRoute for every module).
 */
const holdsNul = (value: unknown): boolean =>
  typeof value === "string" ? value.includes("\0") : typeof value === "object" && value !== null && Object.values(value).some(holdsNul);

/** The body schema, refusing a NUL character in any field (nested arrays and objects included). */
export function withoutNul<S extends z.ZodType>(schema: S): S {
  return schema.superRefine((value, ctx) => {
    for (const [field, fieldValue] of Object.entries(value ?? {})) {
      if (holdsNul(fieldValue)) ctx.addIssue({ code: "custom", path: [field], message: "NUL character" });
    }
  });
}
