import { createApiClient, type ApiClient, type TransportRequest } from "@portal/contract/api-client";
import { fillPath, type AnyEndpoint } from "@portal/contract/endpoint";

/** "METHOD /path" of a catalogue endpoint (its params filled): what a fake API answers by. */
export const keyOf = (endpoint: AnyEndpoint, params?: Record<string, string | number>): string =>
  `${endpoint.method} ${fillPath(endpoint.path, params)}`;

/**
 * The shared API client on a fake transport for the member area's unit tests: each call is answered from the table
 * by its keyOf (an envelope, or a function, which may throw, e.g. an ApiHttpError). `calls` lists the keys asked
 * for, `requests` what was sent.
 */
export function fakeApi(answers: Record<string, unknown>): ApiClient & { calls: string[]; requests: TransportRequest[] } {
  const calls: string[] = [];
  const requests: TransportRequest[] = [];
  const api = createApiClient({
    getLocale: () => "zh_TW",
    transport: async (request) => {
      const key = `${request.method} ${request.url.split("?")[0]}`;
      calls.push(key);
      requests.push(request);
      const value = answers[key];
      if (value === undefined) throw new Error(`unexpected call ${key}`);
      return { status: 200, statusText: "OK", body: typeof value === "function" ? (value as () => unknown)() : value };
    },
  });
  return Object.assign(api, { calls, requests });
}

/** The success envelope of `data`. */
export const okEnvelope = (data: unknown) => ({ code: 0, message: "OK", data });
