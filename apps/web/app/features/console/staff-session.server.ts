import { data, redirect } from "react-router";
import type { AppLoadContext } from "react-router";
import type { ApiClient } from "@portal/contract/api-client";
import { consoleLangOf } from "@portal/contract/console";
import { staffApi } from "@portal/contract/endpoints/staff";
import { urlLangToApiLocale, type UrlLang } from "@portal/contract/locales";
import type { StaffMe } from "@portal/contract/schemas/staff";
import { dataOf, isSignedOutError } from "../../data/call.ts";
import { signInPath } from "./nav.ts";

/**
 * What a console page's loader knows of who asks (the server passes a console render the request's cookies:
 * platform/ssr.ts). The staff session is checked here, on the server, through the in-process API with the
 * request's cookie: a page is never drawn, even as an empty shell, for someone without a session.
 */

/** The console's language for this request: the one chosen (its cookie), else the browser's (ADR 0014). */
export function consoleLangOfRequest(request: Request): UrlLang {
  return consoleLangOf(request.headers.get("cookie"), request.headers.get("accept-language"));
}

/** The API as the staff member who asks: the request's cookies go with every call (in-process, never shared). */
export function consoleApi(context: AppLoadContext, request: Request, lang: UrlLang): ApiClient {
  return context.apiFor(urlLangToApiLocale(lang), { cookie: request.headers.get("cookie") });
}

/** The signed-in staff member, or null without a valid session; a failure of the API is the page's 503. */
export async function staffOf(context: AppLoadContext, request: Request, lang: UrlLang): Promise<StaffMe | null> {
  if (!request.headers.get("cookie")) return null;
  try {
    return dataOf(await consoleApi(context, request, lang).call(staffApi.me));
  } catch (error) {
    if (isSignedOutError(error)) return null;
    throw data(null, { status: 503 });
  }
}

/** The signed-in staff member; without one, the answer is a redirect to the sign-in, which brings them back. */
export async function requireStaff(context: AppLoadContext, request: Request, lang: UrlLang): Promise<StaffMe> {
  const staff = await staffOf(context, request, lang);
  if (staff) return staff;
  const url = new URL(request.url);
  // A data request (/console/account.data) comes back to its page.
  const page = url.pathname.replace(/\.data$/, "").replace(/\/_$/, "") || "/console";
  throw redirect(signInPath(page));
}
