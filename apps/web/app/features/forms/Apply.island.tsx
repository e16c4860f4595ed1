import { useState, type FormEvent } from "react";
import { formsApi, JOB_DIPLOMAS_MAX } from "@portal/contract/endpoints/forms";
import type { UrlLang } from "@portal/contract/locales";
import type { UploadKind } from "@portal/contract/validation";
import { TextField } from "../../components/Field.tsx";
import { FormErrorSummary, FormSubmit, useCheckedForm } from "../../components/Form.tsx";
import { translator } from "../../i18n/define.ts";
import { applicationFieldOrder, checkApplication, type ApplicationField, type ApplicationText } from "./checks.ts";
import { FileField, filesProblem, uploadedPaths, type ChosenFile } from "./FileField.tsx";
import { formsMessages } from "./messages.ts";
import type { RuleTexts } from "./rule-texts.ts";
import { Receipt, useFormSubmission, useTypedBeforeHydration } from "./send.tsx";

const EMPTY: Record<ApplicationText, string> = {
  chineseName: "",
  englishName: "",
  idNumber: "",
  phone: "",
  email: "",
  chineseAddress: "",
  englishAddress: "",
  experienceYears: "",
};

/**
 * The job application of a job's page (cms/job-application, spec §5; docs/forms.md): names in Chinese and English,
 * identity card number, mobile, e-mail, both addresses, years of experience, the proof of education and a photo
 * (uploaded as they are chosen), the captcha. One application per job per phone or e-mail (the server says so).
 * A job that does not require the Chinese fields (`requiresChineseFields`) asks first for the name and address as
 * the applicant writes them, in Latin letters with accents, then for the Chinese ones as optional.
 */
export default function Apply({ lang, rules, jobId, requiresChineseFields }: { lang: UrlLang; rules: RuleTexts; jobId: number; requiresChineseFields: boolean }) {
  const t = translator(formsMessages, lang);
  const form = useCheckedForm<ApplicationField>(`application-${jobId}`);
  const { send, pending, receipt, captchaField } = useFormSubmission(lang);
  const [text, setText] = useState(EMPTY);
  const [diploma, setDiploma] = useState<ChosenFile[]>([]);
  const [photo, setPhoto] = useState<ChosenFile[]>([]);
  useTypedBeforeHydration(Object.keys(EMPTY) as ApplicationText[], form.fieldId, (key, value) => setText((current) => ({ ...current, [key]: value })));

  if (receipt) return <Receipt title={t("applicationSent")} text={t("applicationNext", { reference: receipt.reference })} testId="application-receipt" />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = filesProblem(lang, diploma, photo);
    if (problem) return form.setFailure(problem);
    const checked = checkApplication({ id: jobId, requiresChineseFields }, { ...text, diploma: uploadedPaths(diploma), photo: uploadedPaths(photo) }, rules);
    const body = form.accept(checked, applicationFieldOrder(requiresChineseFields));
    if (!body) return;
    form.setFailure(await send((call, answer) => call(formsApi.apply, { body: { ...body, ...answer } })));
  }

  const { fieldId, errors } = form;
  const field = (name: ApplicationText, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={fieldId(name)}
      label={t(name)}
      required
      value={text[name]}
      onValue={(value) => setText((current) => ({ ...current, [name]: value }))}
      error={errors[name]}
      {...(extra as object)}
    />
  );
  const files = (name: "diploma" | "photo", kind: UploadKind, max: number, chosen: ChosenFile[], onFiles: typeof setPhoto) => (
    <FileField
      {...{ id: fieldId(name), label: t(name), hint: t(`${name}Hint`, { max }), required: true, lang, kind, texts: rules, max, files: chosen, onFiles }}
      error={errors[name]}
      testId={`application-${name}`}
    />
  );
  return (
    <form className="forms-form" noValidate onSubmit={(event) => void submit(event)} data-testid="application-form" aria-labelledby="apply-title">
      <FormErrorSummary lang={lang} errors={errors} />
      {requiresChineseFields ? (
        <div className="forms-form__row">
          {field("chineseName", { autoComplete: "off" })}
          {field("englishName", { hint: t("englishNameHint"), autoComplete: "name" })}
        </div>
      ) : (
        <div className="forms-form__row">
          {field("englishName", { label: t("latinName"), hint: t("latinNameHint"), autoComplete: "name" })}
          {field("chineseName", { required: false, optional: true, lang, autoComplete: "off" })}
        </div>
      )}
      <div className="forms-form__row">
        {field("idNumber", { hint: t("idNumberHint"), inputMode: "numeric", autoComplete: "off" })}
        {field("experienceYears", { required: false, optional: true, lang, inputMode: "numeric", maxLength: 2 })}
      </div>
      <div className="forms-form__row">
        {field("phone", { hint: t("phoneHint"), type: "tel", inputMode: "numeric", autoComplete: "tel-national" })}
        {field("email", { type: "email", autoComplete: "email", spellCheck: false })}
      </div>
      {requiresChineseFields ? (
        <>
          {field("chineseAddress", { autoComplete: "off" })}
          {field("englishAddress", { autoComplete: "street-address" })}
        </>
      ) : (
        <>
          {field("englishAddress", { label: t("latinAddress"), autoComplete: "street-address" })}
          {field("chineseAddress", { required: false, optional: true, lang, autoComplete: "off" })}
        </>
      )}
      {files("diploma", "diploma", JOB_DIPLOMAS_MAX, diploma, setDiploma)}
      {files("photo", "image", 1, photo, setPhoto)}
      {captchaField(fieldId("captcha"))}
      <FormSubmit failure={form.failure} pending={pending} label={t("submitApplication")} pendingLabel={t("sending")} />
    </form>
  );
}
