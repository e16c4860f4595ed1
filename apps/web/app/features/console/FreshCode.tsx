import { useEffect, useMemo, useState } from "react";
import { staffApi } from "@portal/contract/endpoints/staff";
import { ERROR_CODES } from "@portal/contract/error-codes";
import type { UrlLang } from "@portal/contract/locales";
import { CallError, isFreshCodeRequiredError } from "../../data/call.ts";
import { translator } from "../../i18n/define.ts";
import { consoleCall } from "./console-api.ts";
import { consoleMessages } from "./messages.ts";
import { operationsMessages } from "./operations-messages.ts";
import { secondFactorOf } from "./second-factor.ts";
import { TotpCodeField } from "./TotpCodeField.tsx";

/**
 * Sensitive changes (docs/console.md "Re-authentication"): the server refuses them with 403, code
 * `freshCodeRequired`, when no authenticator code was entered on this session in the last 10 minutes. The place the
 * change was asked in (its dialog, the invitation form) then shows a code field (`asked`), and confirming again sends
 * the code (`…/reauthenticate`) and then the change (`run`). Once asked, the field stays for the screen's next
 * sensitive change until a code has been accepted: the session is known to need one.
 */
export function useFreshCode(lang: UrlLang) {
  const [asked, setAsked] = useState(false);
  const [code, setCode] = useState("");
  const call = useMemo(() => consoleCall(lang), [lang]);
  const t = translator(consoleMessages, lang);

  /** Runs a sensitive call: the code typed first, when one was asked for; a refusal for want of one asks for it. */
  async function run<T>(change: () => Promise<T>): Promise<T> {
    if (asked) {
      const typed = secondFactorOf("totp", code);
      if (!typed?.code) throw new CallError(ERROR_CODES.failure, t("codeRequired"));
      await call(staffApi.reauthenticate, { body: { code: typed.code } });
      setAsked(false);
      setCode("");
    }
    try {
      return await change();
    } catch (error) {
      if (isFreshCodeRequiredError(error)) setAsked(true);
      throw error;
    }
  }

  return { asked, code, setCode, run, clearCode: () => setCode("") };
}
export type FreshCode = ReturnType<typeof useFreshCode>;

/** The code field of a sensitive change, shown once the server asked for a code; it takes the focus when it appears. */
export function FreshCodeField({ lang, id, fresh }: { lang: UrlLang; id: string; fresh: FreshCode }) {
  const t = translator(operationsMessages, lang);
  const label = translator(consoleMessages, lang)("code");
  useEffect(() => {
    document.getElementById(id)?.focus();
  }, [id]);
  return <TotpCodeField id={id} label={label} hint={t("freshCodeHint")} value={fresh.code} onValue={fresh.setCode} />;
}
