import type { Route } from "./+types/provide";
import { newsMessages } from "../../features/news/messages.ts";
import { langOf } from "../../data/route-params.ts";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";
import Disclosure from "../../features/forms/Disclosure.island.tsx";
import { formsMessages } from "../../features/forms/messages.ts";
import { ruleTextsFor } from "../../features/forms/rule-texts.ts";
import { Island } from "../../islands/Island.tsx";
import "../../features/news/news.css";
import "../../features/member/member.css";
import "../../features/forms/forms.css";

/** The newsroom's contact points (demo values; docs/news-web.md). */
export const NEWSROOM_CONTACT = {
  email: "newsdesk@tdm.example.mo",
  phone: "+853 2851 9188",
  whatsapp: "+853 6288 0001",
} as const;

export function loader({ params }: Route.LoaderArgs) {
  return { lang: langOf(params.lang) };
}

export const meta: Route.MetaFunction = ({ matches, params }) => {
  const t = translator(newsMessages, langOf(params.lang));
  return pageMeta(matches, { title: t("provideTitle"), description: t("provideDescription") });
};

/**
 * news_provide (spec §2): how to send the newsroom a tip. The contact channels (plain links: e-mail, phone,
 * WhatsApp, the newsroom's address), then the disclosure form (spec §3 Disclosure, cms/disclosure; docs/forms.md)
 * as an island: the page itself stays server-rendered.
 */
export default function NewsProvide({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData;
  const t = translator(newsMessages, lang);
  const f = translator(formsMessages, lang);
  const mail = `mailto:${NEWSROOM_CONTACT.email}?subject=${encodeURIComponent(t("provideEmailSubject"))}`;
  const whatsapp = `https://wa.me/${NEWSROOM_CONTACT.whatsapp.replace(/\D/g, "")}`;
  return (
    <main id="main" className="news-page container provide" data-testid="news-provide">
      <h1 className="news-page__title">{t("provideTitle")}</h1>
      <p className="news-page__lead provide__lead">{t("provideLead")}</p>
      <div className="provide__grid">
        <section aria-labelledby="provide-channels" className="provide__card provide__card--channels">
          <h2 id="provide-channels">{t("provideChannels")}</h2>
          <dl className="provide__channels">
            <div>
              <dt>{t("provideEmail")}</dt>
              <dd>
                <a href={mail}>{NEWSROOM_CONTACT.email}</a>
              </dd>
            </div>
            <div>
              <dt>{t("providePhone")}</dt>
              <dd>
                <a href={`tel:${NEWSROOM_CONTACT.phone.replace(/\s/g, "")}`}>{NEWSROOM_CONTACT.phone}</a>
              </dd>
            </div>
            <div>
              <dt>{t("provideWhatsApp")}</dt>
              <dd>
                <a href={whatsapp} rel="noopener noreferrer" target="_blank">
                  {NEWSROOM_CONTACT.whatsapp}
                </a>
              </dd>
            </div>
            <div>
              <dt>{t("provideAddress")}</dt>
              <dd>{t("provideAddressText")}</dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="provide-what" className="provide__card">
          <h2 id="provide-what">{t("provideWhatTitle")}</h2>
          <ul className="provide__list">
            <li>{t("provideWhat1")}</li>
            <li>{t("provideWhat2")}</li>
            <li>{t("provideWhat3")}</li>
            <li>{t("provideWhat4")}</li>
          </ul>
        </section>
        <section aria-labelledby="provide-safety" className="provide__card">
          <h2 id="provide-safety">{t("provideSafetyTitle")}</h2>
          <p>{t("provideSafety")}</p>
          <p>{t("providePrivacy")}</p>
        </section>
      </div>
      <section className="forms-panel provide__form" aria-labelledby="disclosure-title">
        <h2 id="disclosure-title" className="forms-panel__title">
          {f("disclosureTitle")}
        </h2>
        <p className="forms-panel__lead">{f("disclosureLead")}</p>
        <Island name="Disclosure" component={Disclosure} props={{ lang, rules: ruleTextsFor(lang) }} when="interaction" className="forms-island" />
      </section>
    </main>
  );
}
