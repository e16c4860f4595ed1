import { useCallback, useEffect, useState } from "react";
import { captchaApi } from "@portal/contract/endpoints/captcha";
import type { UrlLang } from "@portal/contract/locales";
import type { Captcha } from "@portal/contract/schemas/common";
import type { DataCall } from "../../data/call.ts";
import { Field, PasswordField, type FieldBase } from "../../components/Field.tsx";
import { RefreshIcon } from "./auth-icons.tsx";
import { translator } from "../../i18n/define.ts";
import { loginMessages, memberFormMessages } from "./auth-messages.ts";

/**
 * The fields only the member forms have, in the shared field frame (components/Field.tsx): a new password typed
 * twice, the image captcha, the countdown before another code may be sent.
 */

type FieldValue = { id: string; value: string; error?: string; onValue: (value: string) => void };

/** A new password and the same typed again (registration, reset, a first password), each with its show/hide switch. */
export function NewPasswordFields({
  lang,
  passwordLabel,
  password,
  repeatPassword,
}: {
  lang: UrlLang;
  passwordLabel: string;
  password: FieldValue;
  repeatPassword: FieldValue;
}) {
  const t = translator(memberFormMessages, lang);
  const tl = translator(loginMessages, lang);
  const shared = { required: true, autoComplete: "new-password", showLabel: tl("showPassword"), hideLabel: tl("hidePassword") };
  return (
    <>
      <PasswordField {...password} {...shared} label={passwordLabel} hint={t("passwordHint")} />
      <PasswordField {...repeatPassword} {...shared} label={t("repeatPassword")} />
    </>
  );
}

// ── Image captcha ───────────────────────────────────────────────────────────────────────────────────────────────

/**
 * An image captcha (captchaApi.image), fetched in the browser (a captcha is personal and single use: never part of
 * a cached page). `refresh()` after every use: the server forgets a captcha once checked.
 */
export function useCaptcha(call: DataCall) {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [failed, setFailed] = useState(false);
  const refresh = useCallback(async () => {
    try {
      setCaptcha(await call(captchaApi.image));
      setFailed(false);
    } catch {
      setCaptcha(null);
      setFailed(true);
    }
  }, [call]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { captcha, failed, refresh };
}

export function CaptchaField({
  value,
  onValue,
  captcha,
  failed,
  failedText,
  imageAlt,
  refreshLabel,
  onRefresh,
  ...field
}: FieldBase & {
  value: string;
  onValue: (value: string) => void;
  captcha: Captcha | null;
  failed: boolean;
  failedText: string;
  imageAlt: string;
  refreshLabel: string;
  onRefresh: () => void;
}) {
  return (
    <Field {...field} required hint={failed ? <span className="field__hint--warn">{failedText}</span> : field.hint}>
      {(control) => (
        <div className="captcha-row">
          <input
            {...control}
            className={`${control.className} captcha-input`}
            value={value}
            onChange={(event) => onValue(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={10}
          />
          <span className="captcha-image" data-testid={`${field.id}-image`}>
            {captcha ? <img src={captcha.image} alt={imageAlt} width={120} height={40} data-verify-key={captcha.verifyKey} /> : null}
          </span>
          <button type="button" className="captcha-refresh" onClick={onRefresh} aria-label={refreshLabel} title={refreshLabel}>
            <RefreshIcon />
          </button>
        </div>
      )}
    </Field>
  );
}

// ── Resend countdown ────────────────────────────────────────────────────────────────────────────────────────────

/** Seconds before another code may be asked for (the send button counts down). */
export const CODE_RESEND_SECONDS = 60;

/** Whole seconds left of a countdown started at `startedAt` (ms), 0 when over. */
export function secondsLeft(startedAt: number | null, now: number, seconds = CODE_RESEND_SECONDS): number {
  if (startedAt === null) return 0;
  return Math.max(0, Math.ceil((startedAt + seconds * 1000 - now) / 1000));
}

/** A countdown of CODE_RESEND_SECONDS, ticking each second while it runs. */
export function useResendCountdown() {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(startedAt, now);
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return {
    left,
    start: () => {
      const at = Date.now();
      setStartedAt(at);
      setNow(at);
    },
  };
}
