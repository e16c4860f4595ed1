import { useState } from "react";
import { useNavigate } from "react-router";
import { staffApi } from "@portal/contract/endpoints/staff";
import type { UrlLang } from "@portal/contract/locales";
import { errorMessage, isSignedOutError } from "../../data/call.ts";
import { consoleCall } from "./console-api.ts";
import { CONSOLE_SIGN_IN } from "./nav.ts";

/** What the sign-in screen says when someone arrives from signing out (React Router's location state). */
export interface SignInNote {
  signedOut?: true;
  /** Sessions ended by "sign out everywhere". */
  ended?: number;
}

/**
 * Sign out, and sign out everywhere (docs/console.md "A stolen session cookie"): the call, then the sign-in screen
 * with a note of what happened. A session that had already ended (401) counts as signed out.
 */
export function useSignOut(lang: UrlLang, fallback: string) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<"one" | "all" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (which: "one" | "all") => {
    setPending(which);
    setError(null);
    let note: SignInNote = { signedOut: true };
    try {
      if (which === "all") note = { ended: (await consoleCall(lang)(staffApi.signOutEverywhere)).ended };
      else await consoleCall(lang)(staffApi.signOut);
    } catch (failure) {
      if (!isSignedOutError(failure)) {
        setPending(null);
        setError(errorMessage(failure, fallback));
        return;
      }
    }
    navigate(CONSOLE_SIGN_IN, { replace: true, state: note });
  };
  return { pending, error, signOut: () => run("one"), signOutEverywhere: () => run("all") };
}
