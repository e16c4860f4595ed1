import type { UrlLang } from "@portal/contract/locales";
import { PasswordField } from "../../components/Field.tsx";
import { translator } from "../../i18n/define.ts";
import { loginMessages, memberFormMessages } from "./auth-messages.ts";

// Its own module: it reads the member catalogs, which the captcha fields' islands must not carry (AuthFields.tsx).

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
