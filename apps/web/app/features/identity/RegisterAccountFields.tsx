import { Fragment } from "react";
import type { UrlLang } from "@portal/contract/locales";
import { CaptchaField } from "../../components/captcha/Captcha.tsx";
import { TextField } from "../../components/Field.tsx";
import { FormMessage } from "../../components/Form.tsx";
import { translator } from "../../i18n/define.ts";
import { memberFormMessages } from "./auth-messages.ts";
import { NewPasswordFields } from "./NewPasswordFields.tsx";
import { REGISTER_FORM_ID, type Registration } from "./use-registration.ts";

/**
 * The account part of the registration form: the username and the contact (each checked as free on leaving it),
 * the captcha, the six-digit code with its send button (counting down the minute before another), the password
 * twice.
 */
export function RegisterAccountFields({ lang, form, hydrated }: { lang: UrlLang; form: Registration; hydrated: boolean }) {
  const t = translator(memberFormMessages, lang);
  const { text, captcha, code } = form;
  return (
    <>
      <TextField
        {...text("username")}
        label={t("username")}
        hint={t("usernameHint")}
        required
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        onBlur={() => void form.checkTaken("username")}
      />
      <TextField
        {...text("contact")}
        label={t("contact")}
        hint={t("contactHint")}
        required
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        onBlur={() => void form.checkTaken("contact")}
      />
      <CaptchaField
        id={`${REGISTER_FORM_ID}-verifyCode`}
        texts={{ label: t("captcha"), working: t("captchaImage"), solved: t("captchaSolved"), failed: t("captchaFailed"), refresh: t("captchaRefresh") }}
        error={form.errors.verifyCode}
        hint={captcha.used ? t("captchaAgain") : t("captchaHint")}
        state={captcha.state}
        verifyKey={captcha.verifyKey}
        onRefresh={captcha.renew}
      />
      <TextField
        {...text("contactCode")}
        label={t("contactCode")}
        hint={t("contactCodeHint")}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        addon={
          <button
            type="button"
            className="button field__addon-button"
            onClick={() => void code.send()}
            disabled={!hydrated || form.busy !== null || code.secondsLeft > 0}
            data-testid="register-send-code"
          >
            {code.secondsLeft > 0 ? t("resendIn", { seconds: code.secondsLeft }) : t("sendCode")}
          </button>
        }
      />
      {code.note ? (
        <FormMessage kind={code.note.kind} testId="register-code-note">
          {code.note.text}
        </FormMessage>
      ) : null}
      <div className="form-grid">
        <NewPasswordFields lang={lang} passwordLabel={t("password")} password={text("password")} repeatPassword={text("repeatPassword")} />
      </div>
    </>
  );
}

/** "I have read and agree to the privacy policy and the terms of use", the two as links that open beside the form. */
export function ConsentText({ lang }: { lang: UrlLang }) {
  const t = translator(memberFormMessages, lang);
  const link = (href: string, text: string) => (
    <a href={href} target="_blank" rel="noopener">
      {text}
      <span className="visually-hidden">{t("opensNewWindow")}</span>
    </a>
  );
  const links = { privacy: link(`/${lang}/privacy`, t("consentPrivacy")), terms: link(`/${lang}/terms`, t("consentTerms")) };
  return (
    <>
      {t("consent")
        .split(/(\{privacy\}|\{terms\})/)
        .map((part, index) => (part === "{privacy}" ? <Fragment key={index}>{links.privacy}</Fragment> : part === "{terms}" ? <Fragment key={index}>{links.terms}</Fragment> : part))}
    </>
  );
}
