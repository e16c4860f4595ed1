import type { UrlLang } from "@portal/contract/locales";
import { useSupplierText } from "./text.ts";

// Its own module: the registration form shows the steps without the mobile-and-captcha part (SupplierParts.tsx).

const STEPS = ["stepBind", "stepForm", "stepDone"] as const;
/** Where a registration stands: verify the mobile, the form, submitted. */
export function RegistrationSteps({ lang, current }: { lang: UrlLang; current: 0 | 1 | 2 }) {
  const t = useSupplierText();
  return (
    <ol className="steps" aria-label={t("stepOf", { step: current + 1, total: STEPS.length })}>
      {STEPS.map((key, i) => (
        <li key={key} className={i < current ? "step step--done" : i === current ? "step step--current" : "step"} aria-current={i === current ? "step" : undefined}>
          <span className="step-number" aria-hidden="true">
            {i + 1}
          </span>
          <span className="step-title">{t(key)}</span>
        </li>
      ))}
    </ol>
  );
}
