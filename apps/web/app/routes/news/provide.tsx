import { sitePagesApi } from "@portal/contract/endpoints/site-pages";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/provide";
import { newsMessages } from "../../features/news/messages.ts";
import { loadOptional } from "../../data/load.server.ts";
import { langOf } from "../../data/route-params.ts";
import { telHref, whatsappHref } from "../../features/site-pages/site-format.ts";
import { translator } from "../../i18n/define.ts";
import { EmailAddress } from "../../components/EmailAddress.tsx";
import { pageMeta } from "../../layout/meta.ts";
import Disclosure from "../../features/forms/Disclosure.island.tsx";
import { formsMessages } from "../../features/forms/messages.ts";
import { ruleTextsFor } from "../../features/forms/rule-texts.ts";
import { Island } from "../../islands/Island.tsx";
import "../../features/news/news.css";
import "../../features/identity/member.css";
import "../../features/forms/forms.css";

/**
 * The newsroom's contact points come from the contact page's source (cms/contact-information: the building's
 * address and the "newsroom" desk), never from a copy of their own: the two pages cannot disagree (issue 21).
 * Without that answer the page still offers the form; the channels card is left out.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const contact = await loadOptional(context.apiFor(urlLangToApiLocale(lang)), sitePagesApi.contactInformation);
  const newsroom = contact?.departments.find((desk) => desk.key === "newsroom") ?? null;
  return { lang, contact: contact ? { address: contact.address, newsroom } : null };
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
  const { lang, contact } = loaderData;
  const desk = contact?.newsroom ?? null;
  const t = translator(newsMessages, lang);
  const f = translator(formsMessages, lang);
  return (
    <main id="main" className="news-page container provide" data-testid="news-provide">
      <h1 className="news-page__title">{t("provideTitle")}</h1>
      <p className="news-page__lead provide__lead">{t("provideLead")}</p>
      <div className="provide__grid">
        {contact ? (
          <section aria-labelledby="provide-channels" className="provide__card provide__card--channels" data-testid="provide-channels">
            <h2 id="provide-channels">{t("provideChannels")}</h2>
            <dl className="provide__channels">
              {desk?.email ? (
                <div>
                  <dt>{t("provideEmail")}</dt>
                  <dd>
                    <a href={`mailto:${desk.email}?subject=${encodeURIComponent(t("provideEmailSubject"))}`}>
                      <EmailAddress address={desk.email} />
                    </a>
                  </dd>
                </div>
              ) : null}
              {desk?.phone ? (
                <div>
                  <dt>{t("providePhone")}</dt>
                  <dd>
                    <a href={telHref(desk.phone)}>{desk.phone}</a>
                  </dd>
                </div>
              ) : null}
              {desk?.whatsapp ? (
                <div>
                  <dt>{t("provideWhatsApp")}</dt>
                  <dd>
                    <a href={whatsappHref(desk.whatsapp)} rel="noopener noreferrer" target="_blank">
                      {desk.whatsapp}
                    </a>
                  </dd>
                </div>
              ) : null}
              <div>
                <dt>{t("provideAddress")}</dt>
                <dd>
                  <address className="provide__address" data-testid="provide-address">
                    {desk ? (
                      <>
                        {desk.name}
                        <br />
                      </>
                    ) : null}
                    {contact.address}
                  </address>
                </dd>
              </div>
            </dl>
          </section>
        ) : null}
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
        <Island component={Disclosure} props={{ lang, rules: ruleTextsFor(lang) }} when="interaction" className="forms-island" />
      </section>
    </main>
  );
}
