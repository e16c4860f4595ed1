import { useState, type ReactNode } from "react";
import type { UrlLang } from "@portal/contract/locales";

/**
 * "Sign out" wherever it is offered (the centre's side, its settings, the phone menu panel): ends the session on the
 * server, drops the token and goes home signed out (account-api.ts `signOut`). The calls are loaded on the click,
 * so the menu of every page does not carry them. `children` is given whether the sign-out is under way.
 */
export function SignOutButton({ lang, className, testId, children }: { lang: UrlLang; className: string; testId: string; children: (pending: boolean) => ReactNode }) {
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      className={className}
      data-testid={testId}
      disabled={pending}
      onClick={() => {
        setPending(true);
        void import("./account-api.ts").then(({ signOut }) => signOut(lang));
      }}
    >
      {children(pending)}
    </button>
  );
}
