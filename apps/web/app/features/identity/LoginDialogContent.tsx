import { useEffect, useRef, useState } from "react";
import type { UrlLang } from "@portal/contract/locales";
import type { OAuthProviderName } from "@portal/contract/schemas/identity";
import { translator } from "../../i18n/define.ts";
import { DialogHeader } from "../../components/Dialog.tsx";
import { loginMessages } from "./auth-messages.ts";
import { registrationPath } from "../../browser/login-paths.ts";
import type { LoginRuleMessages } from "./login.ts";
import { LoginForm } from "./LoginForm.tsx";
import "./member.css";

export interface LoginDialogContentProps {
  lang: UrlLang;
  /** Start with "please login or register first" instead of the form. */
  required: boolean;
  titleId: string;
  closeLabel: string;
  rules: LoginRuleMessages;
  /** The configured social sign-in providers. */
  providers: readonly OAuthProviderName[];
  onClose: () => void;
}

/** What the login pop-up shows: the login-required text with its two ways on, or the login form. */
export default function LoginDialogContent({ lang, required, titleId, closeLabel, rules, providers, onClose }: LoginDialogContentProps) {
  const t = translator(loginMessages, lang);
  const [mode, setMode] = useState<"required" | "login">(required ? "required" : "login");
  const body = useRef<HTMLDivElement>(null);
  // Switching from the text to the form moves the focus to the username (the dialog focuses it on opening).
  const switched = useRef(false);
  useEffect(() => {
    if (switched.current) body.current?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
  }, [mode]);

  return (
    <div className="dialog__box">
      <DialogHeader
        titleId={titleId}
        title={mode === "required" ? t("loginRequiredTitle") : t("loginTitle")}
        closeLabel={closeLabel}
        onClose={onClose}
        closeTestId="login-dialog-close"
      />
      <div ref={body} className="dialog__body">
        {mode === "required" ? (
          <div className="login-required" data-testid="login-required">
            <p>{t("loginRequiredText")}</p>
            <div className="dialog__actions">
              <button
                type="button"
                className="button button--primary"
                data-autofocus=""
                onClick={() => {
                  switched.current = true;
                  setMode("login");
                }}
                data-testid="login-required-login"
              >
                {t("loginRequiredLogin")}
              </button>
              <a className="button" href={registrationPath(lang)} data-testid="login-required-register">
                {t("loginRequiredRegister")}
              </a>
            </div>
          </div>
        ) : (
          <LoginForm lang={lang} variant="dialog" rules={rules} providers={providers} onStay={onClose} />
        )}
      </div>
    </div>
  );
}
