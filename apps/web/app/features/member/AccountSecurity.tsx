import { SignOutButton } from "./SignOutButton.tsx";
import { useId, useMemo, useRef, useState, type FormEvent } from "react";
import { identityApi } from "@portal/contract/endpoints/identity";
import { memberApi } from "@portal/contract/endpoints/member";
import type { EmailCodeQuery, MemberInfo, MobileCodeQuery } from "@portal/contract/schemas/member";
import { validationMessage } from "@portal/contract/validation";
import type { DataCall } from "../../data/call.ts";
import type { FieldErrors } from "../../components/form.ts";
import { translator } from "../../i18n/define.ts";
import { CaptchaField, useCaptcha } from "../../components/captcha/Captcha.tsx";
import { useResendCountdown } from "../../components/resend-countdown.ts";
import { memberFormMessages } from "../identity/auth-messages.ts";
import { captchaError } from "../identity/password.ts";
import { saveMemberInfo } from "../../browser/session.ts";
import { leaveSignedOut, memberCalls, useMemberAction } from "./account-api.ts";
import {
  PASSWORD_FIELDS,
  checkEmailChange,
  checkEmailForCode,
  checkMobileChange,
  checkMobileForCode,
  checkPasswordChange,
  type PasswordForm,
} from "./account-forms.ts";
import { SignOutIcon, TrashIcon } from "../../components/account-icons.tsx";
import { FormFailure, FormSubmit, focusField, useCheckedForm } from "../../components/Form.tsx";
import { CheckboxField, Field } from "../../components/Field.tsx";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { useAccountText, useAnnounce, useFocusLater } from "./AccountParts.tsx";

/** The security parts of the settings: password, mobile, e-mail, signing out, closing the account. */

const EMPTY_PASSWORDS: PasswordForm = { oldPassword: "", newPassword: "", repeatPassword: "" };

/**
 * password/new {oldPassword, newPassword}, with the new one typed twice (§5). The server ends the member's other
 * sessions; this one goes on.
 */
export function PasswordForm({ hasPassword, onChanged }: { hasPassword: boolean; onChanged: () => void }) {
  const { lang, t } = useAccountText();
  const announce = useAnnounce();
  const { id, fieldId, errors, failure, setFailure, accept } = useCheckedForm<(typeof PASSWORD_FIELDS)[number]>();
  const [values, setValues] = useState<PasswordForm>(EMPTY_PASSWORDS);
  const [visible, setVisible] = useState(false);
  const saving = useMemberAction(lang);
  const fields = hasPassword ? PASSWORD_FIELDS : PASSWORD_FIELDS.filter((field) => field !== "oldPassword");

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = accept(checkPasswordChange(values, hasPassword, lang), fields);
    if (!body) return;
    const result = await saving.run((call) => call(memberApi.newPassword, { body }));
    if (!result.ok) {
      setFailure(result.message || null);
      focusField(hasPassword ? fieldId("oldPassword") : fieldId("newPassword"));
      return;
    }
    setValues(EMPTY_PASSWORDS);
    onChanged();
    announce(t("passwordChanged"));
  }

  const LABELS = { oldPassword: "oldPassword", newPassword: "newPassword", repeatPassword: "repeatPassword" } as const;
  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} noValidate data-testid="password-form">
      {hasPassword ? null : <p className="account-note">{t("setPasswordText")}</p>}
      {fields.map((field) => (
        <Field
          key={field}
          id={fieldId(field)}
          label={t(LABELS[field])}
          error={errors[field]}
          hint={field === "newPassword" ? validationMessage("password", lang) : undefined}
        >
          {(control) => (
            <input
              {...control}
              type={visible ? "text" : "password"}
              autoComplete={field === "oldPassword" ? "current-password" : "new-password"}
              value={values[field]}
              onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            />
          )}
        </Field>
      ))}
      <CheckboxField id={`${id}-show`} label={t("showPassword")} checked={visible} onChecked={setVisible} />
      <FormSubmit failure={failure} pending={saving.pending} label={hasPassword ? t("changePassword") : t("setPassword")} pendingLabel={t("saving")} />
    </form>
  );
}

/** GET mobile-verify-code?mobile=&verifyKey=&verifyCode= (or email-verify-code?email=…), by the contact checked. */
const requestCode = (call: DataCall, query: MobileCodeQuery | EmailCodeQuery) =>
  "mobile" in query ? call(memberApi.mobileCode, { query }) : call(memberApi.emailCode, { query });

/** POST update-mobile {mobile, verifyCode} or update-email {email, verifyCode}: the member info as it now is. */
const changeContact = (call: DataCall, body: { mobile: string; verifyCode: string } | { email: string; verifyCode: string }) =>
  "mobile" in body ? call(memberApi.updateMobile, { body }) : call(memberApi.updateEmail, { body });

/**
 * A new mobile number or e-mail address, proven by a code sent to it (requestCode, after a captcha the browser
 * solves while the member types: docs/members.md), then saved with it (changeContact).
 */
export function ContactForm({ kind, current, onChanged }: { kind: "mobile" | "email"; current: string | null; onChanged: (info: MemberInfo) => void }) {
  const { lang, t } = useAccountText();
  const announce = useAnnounce();
  const id = useId();
  const contactId = `${id}-contact`;
  const codeId = `${id}-code`;
  const captchaId = `${id}-captcha`;
  const [contact, setContact] = useState("");
  const [code, setCode] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  // A pause before another code may be asked for, as on the registration form (the server limits sends too).
  const countdown = useResendCountdown();
  const [errors, setErrors] = useState<{ contact?: string; captcha?: string; code?: string }>({});
  const [answer, setAnswer] = useState("");
  const captcha = useCaptcha(useMemo(() => memberCalls(lang), [lang]), setAnswer, { onDemand: true });
  const verifyKey = captcha.captcha?.verifyKey ?? null;
  const tf = translator(memberFormMessages, lang);
  const [failure, setFailure] = useState<string | null>(null);
  const sending = useMemberAction(lang);
  const saving = useMemberAction(lang);
  const codeInput = useRef<HTMLInputElement>(null);
  const focusLater = useFocusLater();

  async function sendCode() {
    setFailure(null);
    const checked = kind === "mobile" ? checkMobileForCode(contact, lang) : checkEmailForCode(contact, lang);
    if (!checked.ok) {
      setErrors({ contact: kind === "mobile" ? (checked.errors as FieldErrors<"mobile">).mobile : (checked.errors as FieldErrors<"email">).email });
      focusField(contactId);
      return;
    }
    const missing = captchaError(verifyKey, answer, lang);
    if (missing) {
      setErrors({ captcha: missing });
      focusField(captchaId);
      return;
    }
    setErrors({});
    const result = await sending.run((call) => requestCode(call, { ...checked.body, verifyKey: verifyKey!, verifyCode: answer }));
    // A captcha answers once, right or wrong: a new one is solved for the next code.
    setAnswer("");
    void captcha.refresh();
    if (!result.ok) {
      setFailure(result.message || null);
      return;
    }
    setSentTo(contact.trim());
    countdown.start();
    announce(t("codeSentTo", { contact: contact.trim() }));
    // The code field appears with this change: focused once it is drawn.
    focusLater(() => codeInput.current);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!sentTo) {
      await sendCode();
      return;
    }
    setFailure(null);
    const checked =
      kind === "mobile" ? checkMobileChange({ mobile: contact, verifyCode: code }, lang) : checkEmailChange({ email: contact, verifyCode: code }, lang);
    if (!checked.ok) {
      const fieldErrors = checked.errors as Record<string, string | undefined>;
      const next = { contact: fieldErrors[kind], code: fieldErrors.verifyCode };
      setErrors(next);
      focusField(next.contact ? contactId : codeId);
      return;
    }
    setErrors({});
    const result = await saving.run((call) => changeContact(call, checked.body));
    if (!result.ok) {
      setFailure(result.message || null);
      codeInput.current?.focus();
      return;
    }
    saveMemberInfo(result.value);
    onChanged(result.value);
    setContact("");
    setCode("");
    setSentTo(null);
    announce(kind === "mobile" ? t("mobileUpdated") : t("emailUpdated"));
    focusField(contactId);
  }

  // The captcha is fetched and solved once the member starts on this form, not for every visit of the settings.
  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} onFocus={captcha.start} noValidate data-testid={`${kind}-form`}>
      <p className="account-current">{t("current", { value: current ?? t("notSet") })}</p>
      <Field
        id={contactId}
        label={kind === "mobile" ? t("newMobile") : t("newEmail")}
        hint={kind === "mobile" ? t("mobileHint") : undefined}
        error={errors.contact}
      >
        {(control) => (
          <div className="input-row">
            <input
              {...control}
              type={kind === "mobile" ? "tel" : "email"}
              inputMode={kind === "mobile" ? "tel" : "email"}
              autoComplete={kind === "mobile" ? "tel" : "email"}
              value={contact}
              onChange={(event) => {
                setContact(event.target.value);
                // A code belongs to the contact it was sent to.
                if (sentTo !== null && event.target.value.trim() !== sentTo) setSentTo(null);
              }}
            />
            <button type="button" className="button" onClick={() => void sendCode()} disabled={sending.pending || countdown.left > 0}>
              {sending.pending ? t("sending") : countdown.left > 0 ? t("resendIn", { seconds: countdown.left }) : t("sendCode")}
            </button>
          </div>
        )}
      </Field>
      <CaptchaField
        id={captchaId}
        texts={{ label: tf("captcha"), working: tf("captchaImage"), solved: tf("captchaSolved"), failed: tf("captchaFailed"), refresh: tf("captchaRefresh") }}
        error={errors.captcha}
        hint={tf("captchaHint")}
        state={captcha.state}
        verifyKey={verifyKey}
        onRefresh={() => {
          setAnswer("");
          void captcha.refresh();
        }}
      />
      {sentTo ? (
        <>
          <p className="account-note" data-testid={`${kind}-code-sent`}>
            {t("codeSentTo", { contact: sentTo })}
          </p>
          <Field id={codeId} label={t("verifyCode")} hint={t("codeHint")} error={errors.code} className="field--code">
            {(control) => (
              <input
                {...control}
                ref={codeInput}
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
            )}
          </Field>
        </>
      ) : null}
      <FormFailure failure={failure} />
      {sentTo ? (
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={saving.pending}>
            {saving.pending ? t("saving") : kind === "mobile" ? t("updateMobile") : t("updateEmail")}
          </button>
        </div>
      ) : null}
    </form>
  );
}

export function SignOutPanel() {
  const { lang, t } = useAccountText();
  return (
    <div className="danger-row">
      <p>{t("signOutText")}</p>
      <SignOutButton lang={lang} className="button" testId="setup-sign-out">
        {(pending) => (
          <>
            <SignOutIcon />
            {pending ? t("working") : t("signOut")}
          </>
        )}
      </SignOutButton>
    </div>
  );
}

/**
 * Closing the account (POST identity/logout/account {password}) after a confirmation that asks for the password
 * (members without one, who sign in socially, confirm without). Then the session ends and the member goes home.
 */
export function DeleteAccountPanel({ hasPassword }: { hasPassword: boolean }) {
  const { lang, t } = useAccountText();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const deleting = useMemberAction(lang);
  const passwordId = useId();
  const input = useRef<HTMLInputElement>(null);

  async function confirm() {
    if (hasPassword && !password) {
      setError(validationMessage("required", lang));
      input.current?.focus();
      return;
    }
    const result = await deleting.run((call) => call(identityApi.deleteAccount, { body: hasPassword ? { password } : {} }));
    if (!result.ok) {
      setError(result.message || null);
      input.current?.focus();
      return;
    }
    leaveSignedOut(lang);
  }

  return (
    <div className="danger-row">
      <p>{t("deleteAccountText")}</p>
      <button
        type="button"
        className="button button--danger"
        data-testid="delete-account"
        onClick={() => {
          setPassword("");
          setError(null);
          setOpen(true);
        }}
      >
        <TrashIcon />
        {t("deleteAccountAction")}
      </button>
      <ConfirmDialog
        lang={lang}
        open={open}
        title={t("deleteAccountTitle")}
        confirmLabel={t("deleteAccountConfirm")}
        pending={deleting.pending}
        error={error}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      >
        <p>{t("deleteAccountConfirmText")}</p>
        {hasPassword ? (
          <Field id={passwordId} label={t("deleteAccountPassword")}>
            {(control) => (
              <input
                {...control}
                ref={input}
                type="password"
                autoComplete="current-password"
                value={password}
                data-autofocus=""
                onChange={(event) => setPassword(event.target.value)}
              />
            )}
          </Field>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
