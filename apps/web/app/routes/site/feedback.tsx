import type { Route } from "./+types/feedback";
import { langOf } from "../../data/route-params.ts";
import ContactFeedback from "../../features/forms/ContactFeedback.island.tsx";
import { feedbackMessages } from "../../features/forms/feedback-messages.ts";
import { ruleTextsFor } from "../../features/forms/rule-texts.ts";
import { sitePageMessages } from "../../features/site-pages/messages.ts";
import { translator } from "../../i18n/define.ts";
import { Island } from "../../islands/Island.tsx";
import { pageMeta } from "../../layout/meta.ts";
import "../../features/identity/member.css";
import "../../features/forms/forms.css";
import "../../features/site-pages/site-pages.css";

/**
 * /{lang}/contact/feedback: the general contact form (feedback to the broadcaster, not a news tip; docs/forms.md),
 * linked from the contact page and the footer. The page is server-rendered; the form is an island that hydrates
 * when the visitor first reaches for it.
 */
export function loader({ params }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const contactTitle = translator(sitePageMessages, lang)("contactTitle");
  return { lang, breadcrumb: [{ title: contactTitle, path: "contact_us" }, { title: translator(feedbackMessages, lang)("feedbackTitle") }] };
}

export const meta: Route.MetaFunction = ({ matches, params }) => {
  const t = translator(feedbackMessages, langOf(params.lang));
  return pageMeta(matches, { title: t("feedbackTitle"), description: t("feedbackDescription") });
};

export default function FeedbackPage({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData;
  const t = translator(feedbackMessages, lang);
  return (
    <main id="main" className="site-page container" data-testid="feedback-page">
      <header className="site-page__head">
        <h1>{t("feedbackTitle")}</h1>
        <p className="site-page__lead">
          {t("feedbackLead")} <a href={`/${lang}/news_provide`}>{t("feedbackTipLink")}</a>
        </p>
      </header>
      <section className="forms-panel feedback-form" aria-labelledby="feedback-form-title">
        <h2 id="feedback-form-title" className="visually-hidden">
          {t("feedbackTitle")}
        </h2>
        <Island component={ContactFeedback} props={{ lang, rules: ruleTextsFor(lang), texts: feedbackMessages[lang] }} when="interaction" className="forms-island" />
      </section>
    </main>
  );
}
