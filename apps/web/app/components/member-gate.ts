import { useEffect, useState } from "react";
import type { UrlLang } from "@portal/contract/locales";
import { isSignedOutError } from "../data/call.ts";
import { requestLogin } from "../browser/login-request.ts";
import { endSession, memberToken } from "../browser/session.ts";
import { onMemberChange } from "../browser/storage-keys.ts";

/**
 * What the member-only parts of the components (like, comment) share with the member area: whether someone is
 * signed in, and the login pop-up when they are not (spec §8 "please login or register first"). Through the
 * member feature's own session and login-request modules, the one way the components reach into a feature.
 */

export const isSignedIn = (): boolean => Boolean(memberToken());

/** Opens the login pop-up with "please login or register first". */
export const askToSignIn = (lang: UrlLang): void => requestLogin(lang, { required: true });

/** A 401 means the session is over (spec §8): it ends here too and the pop-up asks to sign in again. True then. */
export function endedSession(error: unknown, lang: UrlLang): boolean {
  if (!isSignedOutError(error)) return false;
  endSession();
  askToSignIn(lang);
  return true;
}

/** Signed in or not, kept up to date (login and logout in this tab and in others); null until known in the browser. */
export function useSignedIn(): boolean | null {
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  useEffect(() => {
    const read = () => setSignedIn(isSignedIn());
    read();
    return onMemberChange(read);
  }, []);
  return signedIn;
}

/**
 * Reads a member's own state (liked? saved?) once the island is in the browser, and again whenever someone signs in
 * or out (in this tab or another). `read` gets `isLive()`, false once the island has moved on (unmounted, other
 * deps): a late answer is then dropped. A failed read leaves the state as it was. Answers `ready` (the first read
 * has settled: tests and styles wait for it).
 */
export function useMemberRead(read: (isLive: () => boolean) => Promise<unknown>, deps: readonly unknown[]): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    const run = () =>
      void read(() => live)
        .catch(() => undefined)
        .finally(() => live && setReady(true));
    run();
    const stop = onMemberChange(run);
    return () => {
      live = false;
      stop();
    };
    // The caller's deps say when `read` means something else.
  }, deps);
  return ready;
}
