import { data, redirect, type AppLoadContext } from "react-router";
import type { AnyEndpoint, CallArgs, ResponseOf } from "@portal/contract/endpoint";
import type { UrlLang } from "@portal/contract/locales";
import { dataOf, failureOf } from "../../../data/call.ts";
import { signInPath } from "../nav.ts";
import { consoleApi } from "../staff-session.server.ts";

/**
 * The news desk's loader calls (on the server, as the staff member who asks: staff-session.server.ts). The shell's
 * loader checks the session too, in parallel; here a 401 (the session ended between the two) is the same redirect
 * to the sign-in, a 403 and a 404 are the console's error page with that status, anything else a 503.
 */
export async function loadForDesk<E extends AnyEndpoint>(
  context: AppLoadContext,
  request: Request,
  lang: UrlLang,
  endpoint: E,
  ...input: CallArgs<E>
): Promise<ResponseOf<E>> {
  let failure;
  try {
    return dataOf(await consoleApi(context, request, lang).call(endpoint, ...input));
  } catch (error) {
    failure = failureOf(error);
  }
  if (failure.status === 401 || failure.code === 401) {
    const url = new URL(request.url);
    throw redirect(signInPath(url.pathname.replace(/\.data$/, "") + url.search));
  }
  const status = failure.status === 403 || failure.code === 403 ? 403 : failure.status === 404 || failure.status === 400 || failure.code === 404 ? 404 : 503;
  throw data(null, { status });
}

/**
 * The item an editor opens (its address's `:id`), or null for a new one (no `:id`). An id that is not a positive
 * whole number is asked as 0, which no row has: the console's 404.
 */
export async function loadEditedItem<E extends AnyEndpoint>(
  context: AppLoadContext,
  request: Request,
  lang: UrlLang,
  endpoint: E,
  id: string | undefined,
): Promise<ResponseOf<E> | null> {
  if (id === undefined) return null;
  const asked = Number(id);
  const input = [{ params: { id: Number.isInteger(asked) && asked > 0 ? asked : 0 } }] as unknown as CallArgs<E>;
  return loadForDesk(context, request, lang, endpoint, ...input);
}
