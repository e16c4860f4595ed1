import { useRef, useState, type FormEvent } from "react";
import type { Route } from "./+types/feedback";
import { loadForMember, useMemberAction } from "../../features/member/account-api.ts";
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_FIELDS,
  FEEDBACK_LENGTH,
  checkFeedback,
  type FeedbackForm,
} from "../../features/member/account-forms.ts";
import { CheckIcon } from "../../components/account-icons.tsx";
import { accountBreadcrumb, accountMeta, accountRouteBreadcrumb } from "../../features/member/account-route.ts";
import type { RouteHandle } from "../../context.ts";
import { FormErrorSummary, FormSubmit, useCheckedForm } from "../../components/Form.tsx";
import { Field } from "../../components/Field.tsx";
import { ScreenError, ScreenFallback, ScreenHeading, useAccountText, useFocusLater } from "../../features/member/AccountParts.tsx";
import { memberApi } from "@portal/contract/endpoints/member";
import { charLength } from "@portal/contract/validation";

/** Feedback (spec §2 feedback, POST feedback): a topic, the message (5–2000 characters), an optional contact. */
export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, "feedback");

export const handle: RouteHandle = { breadcrumb: accountRouteBreadcrumb("feedback") };

export function loader({ params }: Route.LoaderArgs) {
  return { breadcrumb: accountBreadcrumb(params.lang, "feedback") };
}

/** Nothing to fetch: the loader is the sign-in guard (a member-only form is not shown to visitors). */
export async function clientLoader(args: Route.ClientLoaderArgs) {
  return loadForMember(args, async () => ({ breadcrumb: accountBreadcrumb(args.params.lang, "feedback") }));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ScreenFallback screen="feedback" variant="form" rows={3} />;
}

export function ErrorBoundary() {
  return <ScreenError screen="feedback" />;
}

const EMPTY: FeedbackForm = { category: "other", content: "", contact: "" };

export default function Feedback() {
  const { lang, t } = useAccountText();
  const { fieldId, errors, failure, setFailure, accept } = useCheckedForm<(typeof FEEDBACK_FIELDS)[number]>();
  const [values, setValues] = useState<FeedbackForm>(EMPTY);
  const [sent, setSent] = useState(false);
  const sending = useMemberAction(lang);
  const thanks = useRef<HTMLHeadingElement>(null);
  const focusLater = useFocusLater();
  const set = (field: keyof FeedbackForm) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = accept(checkFeedback(values, lang), FEEDBACK_FIELDS);
    if (!body) return;
    const result = await sending.run((call) => call(memberApi.feedback, { body }));
    if (!result.ok) {
      setFailure(result.message || null);
      return;
    }
    setSent(true);
    setValues(EMPTY);
    focusLater(() => thanks.current);
  }

  if (sent) {
    return (
      <section className="account-screen" data-testid="feedback">
        <ScreenHeading>{t("feedback")}</ScreenHeading>
        <div className="panel thanks" data-testid="feedback-thanks">
          <span className="thanks__icon" aria-hidden="true">
            <CheckIcon />
          </span>
          <h2 tabIndex={-1} ref={thanks}>
            {t("thanksTitle")}
          </h2>
          <p>{t("thanksText")}</p>
          <button
            type="button"
            className="button"
            onClick={() => {
              setSent(false);
              focusLater(() => document.getElementById(fieldId("category")));
            }}
          >
            {t("sendAnother")}
          </button>
        </div>
      </section>
    );
  }

  const count = charLength(values.content.trim());
  return (
    <section className="account-screen" data-testid="feedback">
      <ScreenHeading>{t("feedback")}</ScreenHeading>
      <p className="account-lead">{t("feedbackIntro")}</p>
      <form className="panel account-form" onSubmit={(event) => void submit(event)} noValidate>
        <FormErrorSummary lang={lang} errors={errors} />
        <Field id={fieldId("category")} label={t("feedbackCategory")} error={errors.category}>
          {(control) => (
            <select {...control} value={values.category} onChange={(event) => set("category")(event.target.value)}>
              {FEEDBACK_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`category_${category}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={fieldId("content")}
          label={t("feedbackContent")}
          hint={t("feedbackContentHint", { min: FEEDBACK_LENGTH.min ?? 0, max: FEEDBACK_LENGTH.max ?? 0 })}
          error={errors.content}
        >
          {(control) => (
            <>
              <textarea
                {...control}
                rows={7}
                value={values.content}
                maxLength={FEEDBACK_LENGTH.max ?? undefined}
                onChange={(event) => set("content")(event.target.value)}
              />
              <p className="field__counter" aria-hidden="true">
                {t("charCount", { count, max: FEEDBACK_LENGTH.max ?? 0 })}
              </p>
            </>
          )}
        </Field>
        <Field id={fieldId("contact")} label={t("feedbackContact")} hint={t("feedbackContactHint")} error={errors.contact}>
          {(control) => (
            <input {...control} type="text" autoComplete="email" value={values.contact} onChange={(event) => set("contact")(event.target.value)} />
          )}
        </Field>
        <FormSubmit failure={failure} pending={sending.pending} label={t("send")} pendingLabel={t("sending")} />
      </form>
    </section>
  );
}
