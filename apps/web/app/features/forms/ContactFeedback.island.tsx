import { useState, type FormEvent } from "react";
import { CONTACT_MESSAGE_MAX, CONTACT_TOPICS, formsApi, type ContactTopic } from "@portal/contract/endpoints/forms";
import type { UrlLang } from "@portal/contract/locales";
import { Field, TextField } from "../../components/Field.tsx";
import { FormErrorSummary, FormSubmit, useCheckedForm } from "../../components/Form.tsx";
import { textsTranslator } from "../../i18n/define.ts";
import { checkContactMessage, CONTACT_FIELDS, type ContactField } from "./checks.ts";
import type { feedbackMessages } from "./feedback-messages.ts";
import type { RuleTexts } from "./rule-texts.ts";
import { Receipt, useFormSubmission, useTypedBeforeHydration } from "./send.tsx";

export type FeedbackTexts = (typeof feedbackMessages)["en"];

/**
 * The general contact form of /{lang}/contact/feedback (docs/forms.md): feedback to the broadcaster, not a news tip.
 * Name, e-mail (for the acknowledgement and the reply), a Macau mobile if the sender wants a call, what it is about,
 * the message, the captcha (solved while the person types). Its texts come in the page's language as a prop.
 */
export default function ContactFeedback({ lang, rules, texts }: { lang: UrlLang; rules: RuleTexts; texts: FeedbackTexts }) {
  const t = textsTranslator(texts, lang);
  const form = useCheckedForm<ContactField>("feedback");
  const { send, pending, receipt, captchaField } = useFormSubmission(lang);
  const [text, setText] = useState({ name: "", email: "", phone: "", message: "" });
  const [topic, setTopic] = useState<ContactTopic>("programmes");
  const set = (key: keyof typeof text) => (value: string) => setText((current) => ({ ...current, [key]: value }));
  useTypedBeforeHydration(["name", "email", "phone", "message"] as const, form.fieldId, (key, value) => set(key)(value));

  if (receipt) return <Receipt title={t("sent")} text={t("next", { reference: receipt.reference })} testId="feedback-receipt" />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.accept(checkContactMessage({ ...text, topic }, rules), CONTACT_FIELDS);
    if (!body) return;
    form.setFailure(await send((call, answer) => call(formsApi.contact, { body: { ...body, ...answer } })));
  }

  const { fieldId, errors } = form;
  return (
    <form className="forms-form" noValidate onSubmit={(event) => void submit(event)} data-testid="feedback-form" aria-labelledby="feedback-form-title">
      <FormErrorSummary lang={lang} errors={errors} />
      <div className="forms-form__row">
        <TextField id={fieldId("name")} label={t("name")} required autoComplete="name" value={text.name} onValue={set("name")} error={errors.name} />
        <Field id={fieldId("topic")} label={t("topic")}>
          {(control) => (
            <select {...control} value={topic} onChange={(event) => setTopic(event.target.value as ContactTopic)}>
              {CONTACT_TOPICS.map((value) => (
                <option key={value} value={value}>
                  {t(`topic_${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="forms-form__row">
        <TextField id={fieldId("email")} label={t("email")} hint={t("emailHint")} required type="email" autoComplete="email" spellCheck={false} value={text.email} onValue={set("email")} error={errors.email} />
        <TextField id={fieldId("phone")} label={t("phone")} hint={t("phoneHint")} optional lang={lang} type="tel" inputMode="numeric" autoComplete="tel-national" value={text.phone} onValue={set("phone")} error={errors.phone} />
      </div>
      <Field id={fieldId("message")} label={t("message")} hint={t("messageHint", { max: CONTACT_MESSAGE_MAX })} required error={errors.message}>
        {(control) => <textarea {...control} rows={7} maxLength={CONTACT_MESSAGE_MAX} value={text.message} onChange={(event) => set("message")(event.target.value)} />}
      </Field>
      {captchaField(fieldId("captcha"))}
      <FormSubmit failure={form.failure} pending={pending} label={t("submit")} pendingLabel={t("sending")} />
    </form>
  );
}
