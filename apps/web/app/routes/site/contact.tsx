import { sitePagesApi } from "@portal/contract/endpoints/site-pages";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/contact";
import { Panel } from "../../components/Panel.tsx";
import { loadOrFail } from "../../data/load.server.ts";
import { langOf } from "../../data/route-params.ts";
import { feedbackMessages } from "../../features/forms/feedback-messages.ts";
import { ContactChannels } from "../../features/site-pages/ContactChannels.tsx";
import { sitePageMessages } from "../../features/site-pages/messages.ts";
import "../../components/panel.css";
import "../../features/site-pages/site-pages.css";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";

/**
 * contact_us and contact-us (spec §2, the same screen): desks, address, office hours, links to the feedback form
 * (contact/feedback) and the news tip form. Server-rendered, no script. The address and the newsroom's desk are the
 * one source the news tip page reads too (issue 21).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const contact = await loadOrFail(context.apiFor(urlLangToApiLocale(lang)), sitePagesApi.contactInformation);
  return { lang, contact, breadcrumb: [{ title: translator(sitePageMessages, lang)("contactTitle") }] };
}

export const meta: Route.MetaFunction = ({ matches, params }) => {
  const t = translator(sitePageMessages, langOf(params.lang));
  // Both addresses show this page: the canonical one is contact_us (the menu's).
  return pageMeta(matches, { title: t("contactTitle"), description: t("contactDescription"), canonical: `/${langOf(params.lang)}/contact_us` });
};

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { lang, contact } = loaderData;
  const t = translator(sitePageMessages, lang);
  const fb = translator(feedbackMessages, lang);
  return (
    <main id="main" className="site-page container" data-testid="contact-page">
      <header className="site-page__head">
        <h1>{t("contactTitle")}</h1>
        <p className="site-page__lead">{t("contactLead")}</p>
      </header>
      <div className="contact-layout">
        <div className="contact-layout__main">
          <h2 className="site-page__section-title">{t("departments")}</h2>
          <ContactChannels channels={contact.departments} lang={lang} />
        </div>
        <aside className="contact-layout__side" aria-label={contact.organisation}>
          <Panel id="contact-address" title={t("address")} className="contact-panel">
            <address className="contact-address">
              <strong>{contact.organisation}</strong>
              <br />
              {contact.address}
            </address>
            <a className="contact-map" href={contact.mapUrl} target="_blank" rel="noopener">
              {t("openMap")}
              <span className="visually-hidden">{t("newWindow")}</span>
            </a>
          </Panel>
          <Panel id="contact-hours" title={t("officeHours")} className="contact-panel">
            <ul className="contact-hours" role="list">
              {contact.officeHours.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Panel>
          <Panel id="contact-feedback" title={fb("feedbackLinkTitle")} className="contact-panel contact-panel--tip">
            <p>{fb("feedbackLinkText")}</p>
            <a className="button button--primary" href={`/${lang}/contact/feedback`} data-testid="contact-feedback-link">
              {fb("feedbackLink")}
            </a>
          </Panel>
          <Panel id="contact-tip" title={t("tipTitle")} className="contact-panel contact-panel--tip">
            <p>{t("tipText")}</p>
            <a className="button button--primary" href={`/${lang}/news_provide`} data-testid="contact-tip-link">
              {t("tipLink")}
            </a>
          </Panel>
        </aside>
      </div>
    </main>
  );
}
