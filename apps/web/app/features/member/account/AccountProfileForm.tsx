import { useState, type FormEvent } from "react";
import { memberApi } from "@portal/contract/endpoints/member";
import { AGE_BANDS } from "@portal/contract/constants";
import type { DataDictionary, DictionaryEntry } from "@portal/contract/schemas/common";
import type { FavInfoOption } from "@portal/contract/schemas/identity";
import type { MemberInfo } from "@portal/contract/schemas/member";
import { SEX_VALUES } from "@portal/contract/schemas/identity";
import { DictionaryOptions } from "../AuthFields.tsx";
import { saveMemberInfo } from "../session.ts";
import { useMemberAction } from "./account-api.ts";
import { PROFILE_FIELDS, checkProfile, isKnownChoice, profileFormOf, profileMaxLength, type ProfileField, type ProfileForm } from "./account-forms.ts";
import { FormErrorSummary, FormSubmit, useCheckedForm } from "./AccountForms.tsx";
import { Field, useAccountText, useAnnounce } from "./AccountParts.tsx";

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
    <Field id={fieldId(field)} label={t(field)} error={errors[field]} optional={optional} hint={field === "nickName" ? t("nickNameHint") : undefined}>
      {(control) => (
        <input
          {...control}
          type="text"
          autoComplete={autoComplete}
          value={form[field]}
          maxLength={profileMaxLength(field)}
          required={!optional}
          onChange={(event) => set(field, event.target.value)}
        />
      )}
    </Field>
  );

  const choice = (field: "sex" | "ageRanges" | "educationalStatus" | "profession" | "monthlyProfit", options: DictionaryEntry[]) => (
    <Field id={fieldId(field)} label={t(field)} error={errors[field]} optional>
      {(control) => (
        <select {...control} value={form[field]} onChange={(event) => set(field, event.target.value)}>
          <option value="">{t("choose")}</option>
          {form[field] && !isKnownChoice(options, form[field]) ? <option value={form[field]}>{form[field]}</option> : null}
          <DictionaryOptions entries={options} />
        </select>
      )}
    </Field>
  );
  const plain = (values: readonly string[], label: (value: string) => string): DictionaryEntry[] =>
    values.map((value) => ({ value, label: label(value), children: [] }));

  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} noValidate data-testid="profile-form">
      <FormErrorSummary errors={errors} />
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
      <Field id={fieldId("introduction")} label={t("introduction")} error={errors.introduction} optional>
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
        <fieldset className="choice-group" id={fieldId("favInfo")} tabIndex={-1} aria-describedby={errors.favInfo ? `${fieldId("favInfo")}-error` : undefined}>
          <legend className="field__label">
            {t("favInfo")}
            <span className="field__optional"> {t("optional")}</span>
          </legend>
          <div className="choice-group__options">
            {interests.map((option) => {
              const checked = form.favInfo.includes(option.value);
              return (
                <label key={option.value} className={`chip${checked ? " is-checked" : ""}`}>
                  <input
                    type="checkbox"
                    checked={checked}
                    onChange={() =>
                      set("favInfo", checked ? form.favInfo.filter((value) => value !== option.value) : [...form.favInfo, option.value])
                    }
                  />
                  <span>{option.label}</span>
                </label>
              );
            })}
          </div>
          {errors.favInfo ? (
            <p className="field__error" id={`${fieldId("favInfo")}-error`}>
              {errors.favInfo}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <label className="check" htmlFor={fieldId("isReceiveSms")}>
        <input id={fieldId("isReceiveSms")} type="checkbox" checked={form.isReceiveSms} onChange={(event) => set("isReceiveSms", event.target.checked)} />
        <span>{t("isReceiveSms")}</span>
      </label>
      <FormSubmit failure={failure} pending={saving.pending} label={t("saveProfile")} pendingLabel={t("saving")} />
    </form>
  );
}
