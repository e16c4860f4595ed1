import { useState } from "react";
import type { UrlLang } from "@portal/contract/locales";
import { errorMessage } from "../../../data/call.ts";
import { translator } from "../../../i18n/define.ts";
import { consoleFormMessages } from "./messages.ts";

export interface Outcome {
  kind: "success" | "error";
  text: string;
}

/**
 * A console form's sending: one at a time, and its outcome — the text the action gives back on success (none: the
 * caller says it elsewhere), or the server's refusal in its own words (the envelope's message, in the console's
 * language).
 */
export function useSubmit(lang: UrlLang) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const fallback = translator(consoleFormMessages, lang)("failed");

  async function submit(action: () => Promise<string | null>): Promise<void> {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      const text = await action();
      if (text) setOutcome({ kind: "success", text });
    } catch (failure) {
      setOutcome({ kind: "error", text: errorMessage(failure, fallback) });
    } finally {
      setBusy(false);
    }
  }

  return { busy, outcome, submit, fail: (text: string) => setOutcome({ kind: "error", text }) };
}
