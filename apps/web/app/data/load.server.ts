import { data } from "react-router";
import type { ApiClient } from "@portal/contract/api-client";
import type { AnyEndpoint, CallArgs, ResponseOf } from "@portal/contract/endpoint";
import { dataOf, isNotFoundError } from "./call.ts";

/**
 * Loader calls of server-rendered screens (the API is called in-process: docs/decisions/0006).
 * Two failure rules, one per kind of call:
 * - `loadOrFail`, a screen's main content: its data on code 0, else the screen fails with the status its error
 *   boundary shows — 404 when the API says not found (HTTP 404, 400 for a bad id, code 404), 503 otherwise (spec
 *   §4/§8: a non-zero code leaves the screen without data). 503 pages are never cached.
 * - `loadOptional`, a part the page stands without (related items, adverts, a sidebar): its data, or null on any
 *   failure.
 * - `loadIfFound`, main content that may be found by another call: as `loadOrFail`, but null where it would be 404.
 */

export async function loadOrFail<E extends AnyEndpoint>(api: ApiClient, endpoint: E, ...input: CallArgs<E>): Promise<ResponseOf<E>> {
  const value = await loadIfFound(api, endpoint, ...input);
  if (value === null) throw data(null, { status: 404 });
  return value;
}

export async function loadIfFound<E extends AnyEndpoint>(api: ApiClient, endpoint: E, ...input: CallArgs<E>): Promise<ResponseOf<E> | null> {
  let value: ResponseOf<E> | null | undefined;
  try {
    value = dataOf(await api.call(endpoint, ...input));
  } catch (error) {
    if (isNotFoundError(error)) return null;
    throw data(null, { status: 503 });
  }
  if (value === null || value === undefined) throw data(null, { status: 503 });
  return value;
}

export async function loadOptional<E extends AnyEndpoint>(api: ApiClient, endpoint: E, ...input: CallArgs<E>): Promise<ResponseOf<E> | null> {
  try {
    return dataOf(await api.call(endpoint, ...input)) ?? null;
  } catch {
    return null;
  }
}
