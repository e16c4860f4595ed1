import { useEffect, useState, type ReactNode } from "react";
import { useNavigate, type NavigateFunction } from "react-router";
import type { UrlLang } from "@portal/contract/locales";
import { translator } from "../../i18n/define.ts";
import { saveReturnAddress } from "../../browser/session.ts";
import { safeStorage } from "../../browser/storage-keys.ts";
import { memberFormMessages } from "./auth-messages.ts";
import { loginPath } from "../../browser/login-paths.ts";
import { endSession, memberToken } from "../../browser/session.ts";

/**
 * The guard of the screens that need login (spec §2 "A route needing login without a stored token sends the user
 * to /{lang}/user", §6): for app-like screens (handle.hydrate = "app"), in the browser — the server never knows the
 * token. Pages are rendered the same for everyone, so a guarded screen renders its shell on the server and its
 * member content only once the token has been seen.
 *
 *   <SignedInOnly lang={lang}>…member content…</SignedInOnly>       or       const signedIn = useSignedIn(lang);
 *
 * After a member call answered 401 (token expired or revoked): `sendToLogin(lang, navigate, { endSession: true })`.
 */

/** Remembers the current page as the return address and goes to the login screen (replacing this page in history). */
export function sendToLogin(lang: UrlLang, navigate?: NavigateFunction, options: { endSession?: boolean } = {}): void {
  if (options.endSession) endSession();
  saveReturnAddress(safeStorage("local"), location.pathname + location.search);
  if (navigate) void navigate(loginPath(lang), { replace: true });
  else location.replace(loginPath(lang));
}

/** False until a stored token has been seen; without one, sends the visitor to login (and stays false). */
export function useSignedIn(lang: UrlLang): boolean {
  const navigate = useNavigate();
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    if (memberToken()) setSignedIn(true);
    else sendToLogin(lang, navigate);
  }, [lang, navigate]);
  return signedIn;
}

/** Renders `children` for a signed-in member; meanwhile (and on the server) `fallback`, by default a short status. */
export function SignedInOnly({ lang, children, fallback }: { lang: UrlLang; children: ReactNode; fallback?: ReactNode }) {
  const signedIn = useSignedIn(lang);
  if (signedIn) return <>{children}</>;
  return (
    <>
      {fallback ?? (
        <p className="auth-status" role="status" data-testid="signed-in-check">
          {translator(memberFormMessages, lang)("checkingSession")}
        </p>
      )}
    </>
  );
}
