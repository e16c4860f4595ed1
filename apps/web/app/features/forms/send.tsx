import { useEffect, useMemo, useRef, useState } from "react";
import type { FormReceipt } from "@portal/contract/endpoints/forms";
import type { UrlLang } from "@portal/contract/locales";
import { FormMessage } from "../../components/Form.tsx";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall, errorMessage, type DataCall } from "../../data/call.ts";
import { translator } from "../../i18n/define.ts";
import { CaptchaField, useCaptcha, captchaTexts } from "../../components/captcha/Captcha.tsx";
import { formsMessages } from "./messages.ts";

/**
 * What the two public forms share: the browser's API call, the proof-of-work captcha (solved while the person
 * types), sending with the captcha's answer (a new captcha after every try: the server uses one up either way), and
 * the receipt once the submission is stored.
 */
export function useFormSubmission(lang: UrlLang) {
  const call: DataCall = useMemo(() => dataCall(browserClient(lang)), [lang]);
  const code = useRef("");
  const { captcha, state, refresh } = useCaptcha(call, (verifyCode) => (code.current = verifyCode));
  const [pending, setPending] = useState(false);
  const [receipt, setReceipt] = useState<FormReceipt | null>(null);
  const t = translator(formsMessages, lang);

  /** Sends with the captcha; answers the failure's message, or null once stored. */
  async function send(post: (call: DataCall, answer: { verifyKey: string; verifyCode: string }) => Promise<FormReceipt>): Promise<string | null> {
    if (state !== "solved" || !captcha) return t("captchaWorking");
    setPending(true);
    try {
      setReceipt(await post(call, { verifyKey: captcha.verifyKey, verifyCode: code.current }));
      return null;
    } catch (error) {
      void refresh();
      return errorMessage(error, t("sendFailed"));
    } finally {
      setPending(false);
    }
  }

  const captchaField = (id: string) => (
    <CaptchaField
      id={id}
      texts={captchaTexts(t)}
      state={state}
      verifyKey={captcha?.verifyKey ?? null}
      onRefresh={() => void refresh()}
    />
  );
  return { send, pending, receipt, captchaField };
}

/** The receipt: what happens next and the reference to quote. Takes the focus so that it is read at once. */
export function Receipt({ title, text, testId }: { title: string; text: string; testId: string }) {
  return (
    <div className="forms-receipt" tabIndex={-1} ref={(element) => element?.focus()} data-testid={testId}>
      <FormMessage kind="success">
        <h3 className="forms-receipt__title">{title}</h3>
        <p>{text}</p>
      </FormMessage>
    </div>
  );
}

/**
 * The islands hydrate when the visitor first reaches for the form (focus, pointer, press): what was typed into a
 * server-rendered field before the code arrived is taken into the form's state, not lost.
 */
export function useTypedBeforeHydration<K extends string>(keys: readonly K[], fieldId: (key: K) => string, set: (key: K, value: string) => void): void {
  useEffect(() => {
    for (const key of keys) {
      const element = document.getElementById(fieldId(key));
      if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && element.value) set(key, element.value);
    }
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
