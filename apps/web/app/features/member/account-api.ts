import { useCallback, useRef, useState } from "react";
import type { UrlLang } from "@portal/contract/locales";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall, errorMessage, isSignedOutError, type DataCall } from "../../data/call.ts";
import { langOf } from "../../data/route-params.ts";
import { translator } from "../../i18n/define.ts";
import { sendToLogin } from "../identity/SignedInOnly.tsx";
import { endSession, memberToken } from "../../browser/session.ts";
import { signOutHere } from "../../components/sign-out.ts";
import { accountMessages } from "./messages.ts";

/**
 * How the member centre talks to the API from the browser. Member data never reaches the server's HTML (pages are
 * cached for everyone; the token lives in local storage), so every call here runs in the browser, with the token.
 * A call answered 401 means the session is gone (spec §8: "treated as not logged in"): the session ends and the
 * member is sent to the login screen, which brings them back here afterwards.
 */

/** The screens of the member centre, by the last segment of their path (spec §2). */
export const ACCOUNT_SCREENS = ["my-list", "play-list", "account-notice", "collect", "recommended", "feedback", "setup"] as const;
export type AccountScreen = (typeof ACCOUNT_SCREENS)[number];

export const accountPath = (lang: UrlLang, screen: AccountScreen) => `/${lang}/user/account/${screen}`;
export const playlistPath = (lang: UrlLang, id: number) => `/${lang}/user/account/playlistDetail/${id}`;

/**
 * The member's calls of the catalogue (endpoints/member.ts …) from the browser, with the token: the data on code 0,
 * else they throw (data/call.ts: failureOf, isSignedOutError, isNotFoundError tell what failed).
 */
export function memberCalls(lang: UrlLang): DataCall {
  return dataCall(browserClient(lang));
}

/** What to tell the member about a failed call: the server's message (in the page language), else a general one. */
export function failureText(error: unknown, lang: UrlLang): string {
  return errorMessage(error, translator(accountMessages, lang)("requestFailed"));
}

/**
 * The body of a member screen's clientLoader: without a stored token, or when the API answers 401, the member goes
 * to /{lang}/user (the session ended, this page saved as the return address) and comes back after signing in.
 * The login screen is an ordinary page, so the browser loads it (replacing this one in the history, so that Back
 * does not return to a screen that would only send it away again); until it does, the loader never settles and the
 * screen keeps its placeholder. Other failures are thrown to the screen's ErrorBoundary.
 */
export async function loadForMember<T>(
  { params }: { params: { lang?: string } },
  load: (call: DataCall, lang: UrlLang) => Promise<T>,
): Promise<T> {
  const lang = langOf(params.lang);
  if (!memberToken()) return leavingForLogin(lang);
  try {
    return await load(memberCalls(lang), lang);
  } catch (error) {
    if (isSignedOutError(error)) return leavingForLogin(lang);
    throw error;
  }
}

function leavingForLogin(lang: UrlLang): Promise<never> {
  sendToLogin(lang, undefined, { endSession: true });
  return new Promise<never>(() => undefined);
}

/** An optional part of a screen (a section of the overview, a dictionary): its data, or null when it failed. */
export async function optional<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    // A lost session is not optional: the whole screen leaves for the login.
    if (isSignedOutError(error)) throw error;
    return null;
  }
}

export type ActionResult<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * One action of a screen (create, rename, delete…): `pending` while it runs, and its result or the message to show.
 * A 401 ends the session and leaves for the login screen, coming back to this page afterwards.
 */
export function useMemberAction(lang: UrlLang) {
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const run = useCallback(
    async <T>(work: (call: DataCall) => Promise<T>): Promise<ActionResult<T>> => {
      // A second click while the first is on its way does nothing (no double submissions).
      if (running.current) return { ok: false, message: "" };
      running.current = true;
      setPending(true);
      try {
        return { ok: true, value: await work(memberCalls(lang)) };
      } catch (error) {
        if (isSignedOutError(error)) {
          sendToLogin(lang, undefined, { endSession: true });
          return { ok: false, message: "" };
        }
        return { ok: false, message: failureText(error, lang) };
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [lang],
  );
  return { pending, run };
}

/** Signing out (or after the account is deleted): the session ends here whatever the server said, then home. */
export function leaveSignedOut(lang: UrlLang): void {
  endSession();
  location.assign(`/${lang}/`);
}

/** POST identity/logout (the server forgets the token), then home signed out, even if the server cannot be reached. */
export async function signOut(lang: UrlLang): Promise<void> {
  await signOutHere(lang);
  leaveSignedOut(lang);
}

/** The screen a path of the member centre belongs to (a playlist's page belongs to the playlists). */
export function screenOfPath(pathname: string): AccountScreen {
  const segment = /\/user\/account\/([^/?#]+)/.exec(pathname)?.[1] ?? "";
  if (segment === "playlistDetail") return "play-list";
  return (ACCOUNT_SCREENS as readonly string[]).includes(segment) ? (segment as AccountScreen) : "my-list";
}
