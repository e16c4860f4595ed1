import { useState } from "react";
import type { UrlLang } from "@portal/contract/locales";
import { supplierApi } from "@portal/contract/endpoints/supplier";
import type { SupplierCodePurpose } from "@portal/contract/schemas/supplier";
import { isFilled, validationMessage } from "@portal/contract/validation";
import { TextField } from "../../components/Field.tsx";
import { FormMessage } from "../../components/Form.tsx";
import type { FieldErrors } from "../../components/form.ts";
import type { DataCall } from "../../data/call.ts";
import { errorMessage } from "../../data/call.ts";
import { ruleError } from "../identity/auth-form.ts";
import { CaptchaField, useCaptcha, captchaTexts } from "../../components/captcha/Captcha.tsx";
import { useResendCountdown } from "../../components/resend-countdown.ts";
import { useSupplierText } from "./text.ts";

/** Shared by the supplier islands: the mobile and its code (the registration steps: RegistrationSteps.tsx). */

export type { SupplierKey } from "./text.ts";

export type MobileCodeField = "mobile" | "captcha" | "code";

/**
 * A Macau mobile, the proof-of-work captcha, "send code" (SendVerifyCode, then a 60 s countdown) and the SMS code:
 * the first half of bind and of the mobile change. `proof()` gives what bind and {uuid}/change take.
 */
export function useMobileCode(lang: UrlLang, call: DataCall, purpose: SupplierCodePurpose, formId: string) {
  const t = useSupplierText();
  const [mobile, setMobile] = useState("");
  const [code, setCode] = useState("");
  const [answer, setAnswer] = useState("");
  const [ticket, setTicket] = useState<{ verifyKey: string; mobile: string } | null>(null);
  const [errors, setErrors] = useState<FieldErrors<MobileCodeField>>({});
  const [notice, setNotice] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const captcha = useCaptcha(call, setAnswer, { onDemand: true });
  const countdown = useResendCountdown();
  const verifyKey = captcha.captcha?.verifyKey ?? null;

  const mobileError = () => ruleError("phone", mobile.trim(), lang);
  const send = async () => {
    const found: FieldErrors<MobileCodeField> = {
      mobile: mobileError(),
      captcha: verifyKey && isFilled(answer) ? undefined : t("captchaMissing"),
    };
    setErrors(found);
    if (found.mobile || found.captcha) return;
    setSending(true);
    setNotice(null);
    try {
      const sent = await call(supplierApi.sendVerifyCode, { body: { mobile: mobile.trim(), purpose, verifyKey: verifyKey!, verifyCode: answer } });
      setTicket({ verifyKey: sent.verifyKey, mobile: mobile.trim() });
      countdown.start();
      setNotice({ kind: "success", text: t("codeSent", { mobile: mobile.trim() }) });
      document.getElementById(`${formId}-code`)?.focus();
    } catch (error) {
      setNotice({ kind: "error", text: errorMessage(error, t("networkError")) });
    } finally {
      setAnswer("");
      void captcha.refresh();
      setSending(false);
    }
  };

  /** The field messages of the whole part (before bind or change is called). */
  const check = (): FieldErrors<MobileCodeField> => {
    const found: FieldErrors<MobileCodeField> = {
      mobile: mobileError(),
      code: !isFilled(code) ? validationMessage("required", lang) : /^\d{6}$/.test(code.trim()) ? undefined : t("codeFormat"),
    };
    if (!found.mobile && !found.code && (!ticket || ticket.mobile !== mobile.trim())) found.code = t("codeFormat");
    setErrors(found);
    return found;
  };
  const proof = () => ({ mobile: mobile.trim(), verifyKey: ticket?.verifyKey ?? "", verifyCode: code.trim() });

  const fields = (
    <>
      <TextField
        id={`${formId}-mobile`}
        label={purpose === "change" ? t("newMobile") : t("mobile")}
        hint={t("mobileHint")}
        required
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={8}
        value={mobile}
        error={errors.mobile}
        onValue={(value) => {
          captcha.start();
          setMobile(value);
        }}
      />
      <CaptchaField
        id={`${formId}-captcha`}
        texts={captchaTexts(t)}
        state={captcha.state}
        verifyKey={verifyKey}
        onRefresh={() => void captcha.refresh()}
        error={errors.captcha}
      />
      <TextField
        id={`${formId}-code`}
        label={t("code")}
        hint={t("codeHint")}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        error={errors.code}
        onValue={setCode}
        addon={
          <button
            type="button"
            className="button field__addon-button"
            onClick={() => void send()}
            disabled={sending || countdown.left > 0}
            data-testid={`${formId}-send-code`}
          >
            {countdown.left > 0 ? t("resendIn", { seconds: countdown.left }) : t("sendCode")}
          </button>
        }
      />
    </>
  );
  /** The part's notice (code sent, or the refusal of the call that used it), `{formId}-notice`. */
  const message = notice ? (
    <FormMessage kind={notice.kind} testId={`${formId}-notice`}>
      {notice.text}
    </FormMessage>
  ) : null;
  return { fields, message, check, proof, notice, setNotice, reset: () => (setCode(""), setTicket(null)) };
}
