import { data } from "react-router";
import type { ApiClient, Query } from "@portal/contract/api-client";
import type { Envelope } from "@portal/contract/envelope";
import type { NewsCategory } from "@portal/contract/schemas/news";

/**
 * Loader helpers of the news screens: the answer's data on code 0; `null` when the call failed (the screen says
 * "cannot be shown right now" with status 503); a 404 of the API becomes the page's 404 (NotFound in place).
 */
export async function load<T>(api: ApiClient, path: string, query?: Query): Promise<T | null> {
  try {
    const answer = await api.get<Envelope<T>>(path, query);
    return answer?.code === 0 ? answer.data : null;
  } catch (error) {
    if (httpStatusOf(error) === 404) throw data(null, { status: 404 });
    return null;
  }
}

/** Like `load`, but a failure of an optional part (related news, adverts) is just nothing. */
export async function loadOptional<T>(api: ApiClient, path: string, query?: Query): Promise<T | null> {
  try {
    const answer = await api.get<Envelope<T>>(path, query);
    return answer?.code === 0 ? answer.data : null;
  } catch {
    return null;
  }
}

/** The categories answer, whether a bare array or `{ items }`. */
export const categoriesOf = (answer: NewsCategory[] | { items: NewsCategory[] } | null): NewsCategory[] =>
  Array.isArray(answer) ? answer : (answer?.items ?? []);

/**
 * The HTTP status of a failed call. Not `instanceof ApiHttpError`: on the server the client is created by the
 * server's bundle (platform/ssr.ts), whose ApiHttpError is another class than the web bundle's copy.
 */
export function httpStatusOf(error: unknown): number | null {
  if (typeof error !== "object" || error === null) return null;
  const { name, status } = error as { name?: unknown; status?: unknown };
  return name === "ApiHttpError" && typeof status === "number" ? status : null;
}
