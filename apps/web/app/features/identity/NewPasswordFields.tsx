import type { UrlLang } from "@portal/contract/locales";
import { translator } from "../../i18n/define.ts";
import { loginMessages, memberFormMessages } from "./auth-messages.ts";
import { PasswordPairFields, type PasswordFieldValue, type PasswordPairLabels } from "./PasswordPairFields.tsx";

// Its own module: it reads the member catalogs, which the islands with a captcha (votes, visits, suppliers) must not carry.

/** The password pair's texts in a language, from the member catalogs (an island takes them as a prop). */
export function passwordPairLabels(lang: UrlLang): PasswordPairLabels {
  const t = translator(memberFormMessages, lang);
  const tl = translator(loginMessages, lang);
  return { passwordHint: t("passwordHint"), repeatPassword: t("repeatPassword"), showPassword: tl("showPassword"), hidePassword: tl("hidePassword") };
}

/** A new password and the same typed again (registration, reset, a first password), each with its show/hide switch. */
export function NewPasswordFields({
  lang,
  ...fields
}: {
  lang: UrlLang;
  passwordLabel: string;
  password: PasswordFieldValue;
  repeatPassword: PasswordFieldValue;
}) {
  return <PasswordPairFields labels={passwordPairLabels(lang)} {...fields} />;
}
