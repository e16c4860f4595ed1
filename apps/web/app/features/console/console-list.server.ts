import type { AppLoadContext } from "react-router";
import type { ConsoleEndpoint, CallArgs, ResponseOf } from "@portal/contract/endpoint";
import type { UrlLang } from "@portal/contract/locales";
import { dataOf, errorMessage } from "../../data/call.ts";
import { translator } from "../../i18n/define.ts";
import { filtersOf, type Listed } from "./console-list.ts";
import { operationsMessages } from "./operations-messages.ts";
import { consoleApi, consoleLangOfRequest } from "./staff-session.server.ts";

/**
 * A console list's loader call (audit log, comment queue, staff list): its page, or the message of its refusal — a
 * filter the server's schema refused, a role that may not (403) — in the console's language, shown above an empty
 * list instead of failing the whole page. A missing session is the shell's redirect (its loader runs alongside).
 */

export async function loadList<E extends ConsoleEndpoint>(
  context: AppLoadContext,
  request: Request,
  lang: UrlLang,
  endpoint: E,
  ...input: CallArgs<E>
): Promise<Listed<ResponseOf<E>>> {
  try {
    return { ok: true, data: dataOf(await consoleApi(context, request, lang).call(endpoint, ...input)) };
  } catch (error) {
    return { ok: false, message: errorMessage(error, translator(operationsMessages, lang)("listFailed")) };
  }
}

/**
 * A list screen's loader: the filters named `keys` from the address (and its page), the list's call with them, and
 * the filters again for the form. The values are the address's strings: the server's schema coerces and judges them.
 */
export async function loadFiltered<E extends ConsoleEndpoint, K extends string>(context: AppLoadContext, request: Request, keys: readonly K[], endpoint: E) {
  const search = new URL(request.url).searchParams;
  const filters = filtersOf(search, keys);
  const input = [{ query: { ...filters, ...filtersOf(search, ["page"]) } }] as unknown as CallArgs<E>;
  return { filters, list: await loadList(context, request, consoleLangOfRequest(request), endpoint, ...input) };
}
