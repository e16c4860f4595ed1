import { AGE_BANDS } from "@portal/contract/constants";
import type { UrlLang } from "@portal/contract/locales";
import { SEX_VALUES } from "@portal/contract/schemas/identity";
import { translator } from "../../i18n/define.ts";
import { memberFormMessages } from "./auth-messages.ts";
import type { FieldErrors } from "../../components/form.ts";
import { ChoiceGroup, SelectField, TextField } from "../../components/Field.tsx";
import type { ProfileChoices, ProfileField, ProfileValues } from "./register.ts";

/**
 * The member-info fields of spec §3 that registration, completing the profile and the account settings share:
 * names, sex, age band, education, occupation, monthly income (dictionaries), address and interests.
 */
export function RegisterProfileFields({
  formId,
  lang,
  values,
  errors,
  choices,
  onChange,
}: {
  formId: string;
  lang: UrlLang;
  values: ProfileValues;
  errors: FieldErrors<ProfileField>;
  choices: ProfileChoices;
  /** The form's own change handler: `favInfo` gets the list of values, every other field its text. */
  onChange: (field: ProfileField, value: ProfileValues[ProfileField]) => void;
}) {
  const t = translator(memberFormMessages, lang);
  const id = (field: ProfileField) => `${formId}-${field}`;
  const text = (field: Exclude<ProfileField, "favInfo" | "sex">) => ({
    id: id(field),
    value: values[field],
    onValue: (value: string) => onChange(field, value),
    error: errors[field],
  });
  const sexLabels = { M: t("sexM"), F: t("sexF"), O: t("sexO") } as const;
  const { dictionary } = choices;
  return (
    <>
      <div className="form-grid">
        <TextField {...text("lastName")} label={t("lastName")} autoComplete="family-name" maxLength={100} />
        <TextField {...text("firstName")} label={t("firstName")} autoComplete="given-name" maxLength={100} />
      </div>
      <ChoiceGroup
        id={id("sex")}
        label={t("sex")}
        choices={SEX_VALUES.map((value) => ({ value, label: sexLabels[value] }))}
        selected={values.sex ? [values.sex] : []}
        onSelected={(selected) => onChange("sex", selected[0] ?? "")}
        error={errors.sex}
      />
      <div className="form-grid">
        <SelectField
          {...text("ageRanges")}
          label={t("ageRanges")}
          placeholder={t("selectPlaceholder")}
          choices={AGE_BANDS.map((band) => ({ value: band, label: t("ageUnit", { band }) }))}
        />
        <SelectField {...text("educationalStatus")} label={t("educationalStatus")} placeholder={t("selectPlaceholder")} dictionary={dictionary?.education ?? []} />
      </div>
      <div className="form-grid">
        <SelectField {...text("profession")} label={t("profession")} placeholder={t("selectPlaceholder")} dictionary={dictionary?.profession ?? []} />
        <SelectField {...text("monthlyProfit")} label={t("monthlyProfit")} placeholder={t("selectPlaceholder")} dictionary={dictionary?.monthly_profit ?? []} />
      </div>
      <TextField {...text("address")} label={t("address")} autoComplete="street-address" maxLength={200} />
      {choices.favInfo.length ? (
        <ChoiceGroup
          id={id("favInfo")}
          label={t("favInfo")}
          hint={t("favInfoHint")}
          multiple
          choices={choices.favInfo}
          selected={values.favInfo}
          onSelected={(selected) => onChange("favInfo", selected)}
          error={errors.favInfo}
        />
      ) : null}
    </>
  );
}
