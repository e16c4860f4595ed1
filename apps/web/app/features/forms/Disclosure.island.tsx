import { useState, type FormEvent } from "react";
import {
  DISCLOSURE_CONTENT_MAX,
  DISCLOSURE_IMAGES_MAX,
  DISCLOSURE_SEXES,
  DISCLOSURE_VIDEOS_MAX,
  formsApi,
  type DisclosureSex,
} from "@portal/contract/endpoints/forms";
import type { UrlLang } from "@portal/contract/locales";
import type { UploadKind } from "@portal/contract/validation";
import { Field, TextField } from "../../components/Field.tsx";
import { FormErrorSummary, FormSubmit, useCheckedForm } from "../../components/Form.tsx";
import { translator } from "../../i18n/define.ts";
import { checkDisclosure, DISCLOSURE_FIELDS, type DisclosureField } from "./checks.ts";
import { FileField, filesProblem, uploadedPaths, type ChosenFile } from "./FileField.tsx";
import { formsMessages } from "./messages.ts";
import type { RuleTexts } from "./rule-texts.ts";
import { Receipt, useFormSubmission, useTypedBeforeHydration } from "./send.tsx";

/**
 * The disclosure (tip-off) form of news_provide (spec §3 Disclosure, §5; docs/forms.md): name, sex, the tip, a
 * phone or an e-mail for the acknowledgement, photos and videos uploaded as they are chosen, the captcha.
 */
export default function Disclosure({ lang, rules }: { lang: UrlLang; rules: RuleTexts }) {
  const t = translator(formsMessages, lang);
  const form = useCheckedForm<DisclosureField>("disclosure");
  const { send, pending, receipt, captchaField } = useFormSubmission(lang);
  const [text, setText] = useState({ name: "", content: "", phone: "", email: "" });
  const [sex, setSex] = useState<DisclosureSex>("undisclosed");
  const [images, setImages] = useState<ChosenFile[]>([]);
  const [videos, setVideos] = useState<ChosenFile[]>([]);
  const set = (key: keyof typeof text) => (value: string) => setText((current) => ({ ...current, [key]: value }));
  useTypedBeforeHydration(["name", "content", "phone", "email"] as const, form.fieldId, (key, value) => set(key)(value));

  if (receipt) {
    return <Receipt title={t("disclosureSent")} text={t("disclosureNext", { reference: receipt.reference, channel: t(`channel_${receipt.acknowledgement}`) })} testId="disclosure-receipt" />;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = filesProblem(lang, images, videos);
    if (problem) return form.setFailure(problem);
    const body = form.accept(checkDisclosure({ ...text, sex, images: uploadedPaths(images), videos: uploadedPaths(videos) }, rules), DISCLOSURE_FIELDS);
    if (!body) return;
    form.setFailure(await send((call, answer) => call(formsApi.disclose, { body: { ...body, ...answer } })));
  }

  const { fieldId, errors } = form;
  const files = (name: "images" | "videos", kind: UploadKind, max: number, chosen: ChosenFile[], onFiles: typeof setImages) => (
    <FileField
      {...{ id: fieldId(name), label: t(name), hint: t(`${name}Hint`, { max }), optional: true, lang, kind, texts: rules, max, files: chosen, onFiles }}
      error={errors[name]}
      testId={`disclosure-${name}`}
    />
  );
  return (
    <form className="forms-form" noValidate onSubmit={(event) => void submit(event)} data-testid="disclosure-form" aria-labelledby="disclosure-title">
      <FormErrorSummary lang={lang} errors={errors} />
      <div className="forms-form__row">
        <TextField id={fieldId("name")} label={t("name")} required autoComplete="name" value={text.name} onValue={set("name")} error={errors.name} />
        <Field id={fieldId("sex")} label={t("sex")}>
          {(control) => (
            <select {...control} value={sex} onChange={(event) => setSex(event.target.value as DisclosureSex)}>
              {DISCLOSURE_SEXES.map((value) => (
                <option key={value} value={value}>
                  {t(`sex_${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {/* The frame's Field with its own textarea (the article's comment box does the same): TextAreaField and
          ChoiceGroup would join the Field chunk that every article loads (docs/forms.md, JS budget). */}
      <Field id={fieldId("content")} label={t("content")} hint={t("contentHint", { max: DISCLOSURE_CONTENT_MAX })} required error={errors.content}>
        {(control) => (
          <textarea {...control} rows={7} maxLength={DISCLOSURE_CONTENT_MAX} value={text.content} onChange={(event) => set("content")(event.target.value)} />
        )}
      </Field>
      <p className="forms-form__note" id={fieldId("phone") + "-contact"}>
        {t("contactHint")}
      </p>
      <div className="forms-form__row">
        <TextField id={fieldId("phone")} label={t("phone")} hint={t("phoneHint")} optional lang={lang} type="tel" inputMode="numeric" autoComplete="tel-national" value={text.phone} onValue={set("phone")} error={errors.phone} />
        <TextField id={fieldId("email")} label={t("email")} optional lang={lang} type="email" autoComplete="email" spellCheck={false} value={text.email} onValue={set("email")} error={errors.email} />
      </div>
      {files("images", "image", DISCLOSURE_IMAGES_MAX, images, setImages)}
      {files("videos", "video", DISCLOSURE_VIDEOS_MAX, videos, setVideos)}
      {captchaField(fieldId("captcha"))}
      <FormSubmit failure={form.failure} pending={pending} label={t("submitDisclosure")} pendingLabel={t("sending")} />
    </form>
  );
}
