import { useState, type FormEvent } from "react";
import { memberApi } from "@portal/contract/endpoints/member";
import { AGE_BANDS } from "@portal/contract/constants";
import type { DataDictionary, DictionaryEntry } from "@portal/contract/schemas/common";
import type { FavInfoOption } from "@portal/contract/schemas/identity";
import type { MemberInfo } from "@portal/contract/schemas/member";
import { SEX_VALUES } from "@portal/contract/schemas/identity";
import { CheckboxField, ChoiceGroup, Field, SelectField } from "../../components/Field.tsx";
import { saveMemberInfo } from "../../browser/session.ts";
import { useMemberAction } from "./account-api.ts";
import { PROFILE_FIELDS, checkProfile, profileFormOf, profileMaxLength, type ProfileField, type ProfileForm } from "./account-forms.ts";
import { FormErrorSummary, FormSubmit, useCheckedForm } from "../../components/Form.tsx";
import { useAccountText, useAnnounce } from "./AccountParts.tsx";

/**
 * The profile (spec §3 member info, POST info): names, sex, age group, the three dictionary choices (education,
 * occupation with its groups, income), address, a few words about oneself, interests (identity/member-fav-nfo)
 * and SMS consent. A value the dictionaries no longer offer is kept and shown as it is stored.
 */
export function AccountProfileForm({
  info,
  dictionary,
  interests,
  onSaved,
}: {
  info: MemberInfo;
  dictionary: DataDictionary | null;
  interests: FavInfoOption[] | null;
  onSaved: (info: MemberInfo) => void;
}) {
  const { lang, t } = useAccountText();
  const announce = useAnnounce();
  const { fieldId, errors, failure, setFailure, accept } = useCheckedForm<ProfileField>();
  const [form, setForm] = useState<ProfileForm>(() => profileFormOf(info));
  const saving = useMemberAction(lang);
  const set = <K extends ProfileField>(field: K, value: ProfileForm[K]) => setForm((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = accept(checkProfile(form, lang), PROFILE_FIELDS);
    if (!body) return;
    const result = await saving.run((call) => call(memberApi.updateInfo, { body }));
    if (!result.ok) {
      setFailure(result.message || null);
      return;
    }
    saveMemberInfo(result.value);
    setForm(profileFormOf(result.value));
    onSaved(result.value);
    announce(t("profileSaved"));
  }

  const text = (field: "nickName" | "firstName" | "lastName" | "address", autoComplete: string, optional = true) => (
    <Field
      id={fieldId(field)}
      label={t(field)}
      error={errors[field]}
      {...(optional ? { optional: true, lang } : { required: true })}
      hint={field === "nickName" ? t("nickNameHint") : undefined}
    >
      {(control) => (
        <input
          {...control}
          type="text"
          autoComplete={autoComplete}
          value={form[field]}
          maxLength={profileMaxLength(field)}
          onChange={(event) => set(field, event.target.value)}
        />
      )}
    </Field>
  );

  const choice = (field: "sex" | "ageRanges" | "educationalStatus" | "profession" | "monthlyProfit", options: DictionaryEntry[]) => (
    <SelectField
      id={fieldId(field)}
      label={t(field)}
      error={errors[field]}
      optional
      lang={lang}
      placeholder={t("choose")}
      dictionary={options}
      value={form[field]}
      onValue={(value) => set(field, value)}
    />
  );
  const plain = (values: readonly string[], label: (value: string) => string): DictionaryEntry[] =>
    values.map((value) => ({ value, label: label(value), children: [] }));

  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} noValidate data-testid="profile-form">
      <FormErrorSummary lang={lang} errors={errors} />
      {dictionary && interests ? null : <p className="account-note">{t("optionsFailed")}</p>}
      {text("nickName", "nickname", false)}
      <div className="form-grid">
        {text("firstName", "given-name")}
        {text("lastName", "family-name")}
        {choice("sex", plain(SEX_VALUES, (value) => t(`sex_${value as (typeof SEX_VALUES)[number]}`)))}
        {choice("ageRanges", plain(AGE_BANDS, (value) => value))}
        {choice("educationalStatus", dictionary?.education ?? [])}
        {choice("profession", dictionary?.profession ?? [])}
        {choice("monthlyProfit", dictionary?.monthly_profit ?? [])}
      </div>
      {text("address", "street-address")}
      <Field id={fieldId("introduction")} label={t("introduction")} error={errors.introduction} optional lang={lang}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            value={form.introduction}
            maxLength={profileMaxLength("introduction")}
            onChange={(event) => set("introduction", event.target.value)}
          />
        )}
      </Field>
      {interests?.length ? (
        <ChoiceGroup
          id={fieldId("favInfo")}
          label={t("favInfo")}
          optional
          lang={lang}
          multiple
          choices={interests}
          selected={form.favInfo}
          onSelected={(selected) => set("favInfo", selected)}
          error={errors.favInfo}
        />
      ) : null}
      <CheckboxField id={fieldId("isReceiveSms")} label={t("isReceiveSms")} checked={form.isReceiveSms} onChecked={(checked) => set("isReceiveSms", checked)} />
      <FormSubmit failure={failure} pending={saving.pending} label={t("saveProfile")} pendingLabel={t("saving")} />
    </form>
  );
}
