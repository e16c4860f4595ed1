import { CONSOLE_API_PATH, fillPath, type AnyEndpoint, type CallArgs, type ResponseOf } from "./endpoint.ts";
import type { Envelope } from "./envelope.ts";
import type { ApiLocale } from "./locales.ts";

/**
 * The one API client of spec §7, used by the browser (fetch) and by server rendering (in-process transport).
 * Rules: no-cache headers; Api-Language and Accept-Language; Api-Key carries the member token, or the supplier
 * token for paths under /api/v1.0/supplier, and nothing under /api/console (staff: a cookie session); /api/v1/common/VerifyCode gets a `nocache` header; /api/v2.0/statistics
 * goes to the statistics host; GET array params repeat their key; responses unwrap to the body; HTTP 4xx/5xx
 * reject with the status text.
 */

export interface TransportRequest {
  method: "GET" | "POST" | "PUT" | "DELETE";
  url: string;
  headers: Record<string, string>;
  /** JSON text, or a FormData (file uploads: the browser writes the multipart boundary into the content type). */
  body?: string | FormData;
}

export interface TransportResponse {
  status: number;
  statusText: string;
  /** Parsed JSON body, or the text when it is not JSON. */
  body: unknown;
}

export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;
export type Query = Record<string, QueryValue>;

export interface ApiClientOptions {
  transport: Transport;
  /** Base of ordinary calls ("" for same origin). */
  baseUrl?: string;
  /** Base of /api/v2.0/statistics calls. */
  statisticsBaseUrl?: string;
  getLocale: () => ApiLocale;
  getMemberToken?: () => string | null | undefined;
  getSupplierToken?: () => string | null | undefined;
  /** Clock for the VerifyCode nocache header; injectable for tests. */
  now?: () => number;
}

export class ApiHttpError extends Error {
  constructor(
    readonly status: number,
    statusText: string,
    /** The envelope the server sent, when there was one: forms show its message. */
    readonly body: unknown,
  ) {
    super(statusText || `HTTP ${status}`);
    this.name = "ApiHttpError";
  }
}

const SUPPLIER_PREFIX = "/api/v1.0/supplier";
const VERIFY_CODE_PREFIX = "/api/v1/common/VerifyCode";
const STATISTICS_PREFIX = "/api/v2.0/statistics";

/** Whether `path` is `prefix` itself or below it (`/api/v1.0/supplier/info`, not `/api/v1.0/suppliers`). */
function isUnder(path: string, prefix: string): boolean {
  if (!path.startsWith(prefix)) return false;
  const next = path.charAt(prefix.length);
  return next === "" || next === "/" || next === "?" || next === "#";
}

/** Serialises a query with repeated keys for arrays (`ids=1&ids=2`), skipping null and undefined. */
export function serializeQuery(query: Query | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(key, String(item));
    } else {
      params.append(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function buildHeaders(path: string, options: ApiClientOptions, hasJsonBody: boolean): Record<string, string> {
  const locale = options.getLocale();
  const headers: Record<string, string> = {
    "Cache-Control": "no-cache",
    Pragma: "no-cache",
    "Api-Language": locale,
    "Accept-Language": locale,
  };
  if (hasJsonBody) headers["Content-Type"] = "application/json";
  // Statistics go to another host: they never carry a token (anonymous counts need none). The console's calls
  // carry the staff session as an httpOnly cookie: a member signed in on the same browser does not lend them a token.
  const token = isUnder(path, STATISTICS_PREFIX) || isUnder(path, CONSOLE_API_PATH)
    ? undefined
    : isUnder(path, SUPPLIER_PREFIX)
      ? options.getSupplierToken?.()
      : options.getMemberToken?.();
  if (token) headers["Api-Key"] = token;
  if (path.startsWith(VERIFY_CODE_PREFIX)) headers["nocache"] = String((options.now ?? Date.now)());
  return headers;
}

export function resolveUrl(path: string, options: ApiClientOptions): string {
  const base = path.startsWith(STATISTICS_PREFIX) ? (options.statisticsBaseUrl ?? options.baseUrl ?? "") : (options.baseUrl ?? "");
  return `${base.replace(/\/$/, "")}${path}`;
}

export interface ApiClient {
  /**
   * Calls an endpoint of the catalogue (packages/contract/src/endpoints/): the path filled from `params`, the
   * query and body as declared; resolves to the envelope the server sent, typed by the endpoint.
   */
  call<E extends AnyEndpoint>(endpoint: E, ...input: CallArgs<E>): Promise<Envelope<ResponseOf<E>>>;
}

interface LooseInput {
  params?: Record<string, string | number>;
  query?: Query;
  body?: unknown;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  async function send<T>(method: TransportRequest["method"], path: string, query?: Query, body?: unknown): Promise<T> {
    const hasBody = body !== undefined;
    const isForm = typeof FormData !== "undefined" && body instanceof FormData;
    const search = serializeQuery(query);
    const response = await options.transport({
      method,
      // A path that already has a query string gets the extra parameters appended with "&".
      url: resolveUrl(path, options) + (search && path.includes("?") ? `&${search.slice(1)}` : search),
      headers: buildHeaders(path, options, hasBody && !isForm),
      body: isForm ? body : hasBody ? JSON.stringify(body) : undefined,
    });
    if (response.status >= 400) throw new ApiHttpError(response.status, response.statusText, response.body);
    return response.body as T;
  }
  return {
    call: (endpoint, ...args) => {
      const { params, query, body } = (args[0] ?? {}) as LooseInput;
      const path = fillPath(endpoint.path, params);
      return send(endpoint.method, path, query, endpoint.method === "GET" ? undefined : (body ?? {}));
    },
  };
}

/** The browser transport: fetch, JSON when the server says so. */
export const fetchTransport: Transport = async (request) => {
  const response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body });
  const type = response.headers.get("content-type") ?? "";
  const body = type.includes("json") ? await response.json().catch(() => null) : await response.text();
  return { status: response.status, statusText: response.statusText, body };
};
