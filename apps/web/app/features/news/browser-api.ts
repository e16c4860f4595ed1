import { ApiHttpError } from "@portal/contract/api-client";
import type { Envelope } from "@portal/contract/envelope";

/**
 * What an island does with an API answer: the data on code 0, else an error with the server's message (in the
 * request's language) when there is one. Pure, tested in browser-api.test.ts.
 */
export class NewsCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "NewsCallError";
  }
}

export function unwrap<T>(answer: Envelope<T> | null | undefined): T {
  if (answer && answer.code === 0) return answer.data;
  throw new NewsCallError(answer?.code ?? 500, answer?.message ?? "");
}

/** The status and server message of a failed call (an HTTP error carries the envelope in its body). */
export function failureOf(error: unknown): { status: number; message: string } {
  if (error instanceof NewsCallError) return { status: error.status, message: error.message };
  if (error instanceof ApiHttpError) {
    const body = error.body as Partial<Envelope<unknown>> | null | undefined;
    return { status: error.status, message: typeof body?.message === "string" ? body.message : "" };
  }
  return { status: 0, message: "" };
}
