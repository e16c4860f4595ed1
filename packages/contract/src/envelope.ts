import { z } from "zod";

/** Every API response: `{code, message, data}`; code 0 is success. */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

// In a zod-free module of their own: the web islands read them too (ADR 0011).
export { ERROR_CODES, type ErrorCode } from "./error-codes.ts";

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), message: z.string(), data });
}

export function ok<T>(data: T, message = "OK"): Envelope<T> {
  return { code: 0, message, data };
}
