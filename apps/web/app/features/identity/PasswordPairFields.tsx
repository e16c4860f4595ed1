import { PasswordField } from "../../components/Field.tsx";

/**
 * A new password and the same typed again, each with its show/hide switch, its texts given as props: islands use it
 * without the member catalogs (the member screens use NewPasswordFields, which fills the texts in from them).
 */
export interface PasswordPairLabels {
  passwordHint: string;
  repeatPassword: string;
  showPassword: string;
  hidePassword: string;
}

export type PasswordFieldValue = { id: string; value: string; error?: string; onValue: (value: string) => void };

export function PasswordPairFields({
  labels,
  passwordLabel,
  password,
  repeatPassword,
}: {
  labels: PasswordPairLabels;
  passwordLabel: string;
  password: PasswordFieldValue;
  repeatPassword: PasswordFieldValue;
}) {
  const shared = { required: true, autoComplete: "new-password", showLabel: labels.showPassword, hideLabel: labels.hidePassword };
  return (
    <>
      <PasswordField {...password} {...shared} label={passwordLabel} hint={labels.passwordHint} />
      <PasswordField {...repeatPassword} {...shared} label={labels.repeatPassword} />
    </>
  );
}
