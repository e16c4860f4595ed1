import type { Transport } from "@portal/contract/api-client";
import { ERROR_CODES } from "@portal/contract/error-codes";

/**
 * A transport for calls whose session is a cookie (the newsroom console: docs/console.md "Sessions and CSRF"):
 * every call that changes state carries a CSRF token in `X-CSRF-Token`. The token is asked for once (`fetchToken`,
 * the console's `GET …/csrf`, which also sets its secret's cookie) and kept; when a write is refused with 403 (the
 * secret's cookie gone or renewed), a new token is asked for and the write sent once more. Reads go as they are.
 * The browser sends the cookies itself: `fetch` does for the same origin (`credentials: "same-origin"`).
 */
export const CSRF_HEADER = "X-CSRF-Token";

export function csrfTransport(base: Transport, fetchToken: () => Promise<string>): Transport {
  let token: Promise<string> | null = null;
  const current = () => {
    token ??= fetchToken().catch((error: unknown) => {
      token = null;
      throw error;
    });
    return token;
  };
  const send = async (request: Parameters<Transport>[0]) => base({ ...request, headers: { ...request.headers, [CSRF_HEADER]: await current() } });
  return async (request) => {
    if (request.method === "GET") return base(request);
    const first = await send(request);
    if (first.status !== 403 || (first.body as { code?: unknown } | null)?.code === ERROR_CODES.freshCodeRequired) return first;
    token = null;
    return send(request);
  };
}
