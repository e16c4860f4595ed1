import { identityApi } from "@portal/contract/endpoints/identity";
import type { UrlLang } from "@portal/contract/locales";
import { browserClient } from "../data/browser-client.ts";
import { dataCall } from "../data/call.ts";
import { endSession } from "../browser/session.ts";

/**
 * Signing out in this browser: POST identity/logout (the server forgets the token), then the session ends here —
 * the header and every island hear of it (`portal:member`) — even when the server cannot be reached. Shared by the
 * member centre (its tab strip and settings) and the phone menu, which loads it only when it is used.
 */
export async function signOutHere(lang: UrlLang): Promise<void> {
  try {
    await dataCall(browserClient(lang))(identityApi.logout);
  } catch {
    // The token is dropped here all the same; a session the server still holds expires on its own.
  }
  endSession();
}

/** Whether a path is one of the member centre's, which a signed-out visitor cannot stay on. */
export const isMemberCentrePath = (pathname: string): boolean => /^\/[^/]+\/user\/account(?:\/|$)/.test(pathname);
