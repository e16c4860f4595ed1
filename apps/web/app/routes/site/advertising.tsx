import { formatCurrency } from "@portal/contract/constants";
import { sitePagesApi } from "@portal/contract/endpoints/site-pages";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/advertising";
import { loadOrFail } from "../../data/load.server.ts";
import { langOf } from "../../data/route-params.ts";
import { ContactChannels } from "../../features/site-pages/ContactChannels.tsx";
import { sitePageMessages } from "../../features/site-pages/messages.ts";
import "../../features/site-pages/site-pages.css";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";

/** advertising (spec §2): rate cards with prices in patacas (formatCurrency, spec §9), terms, sales desks, media kit. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const advertising = await loadOrFail(context.apiFor(urlLangToApiLocale(lang)), sitePagesApi.advertising);
  return { lang, advertising, breadcrumb: [{ title: translator(sitePageMessages, lang)("advertisingTitle") }] };
}

export const meta: Route.MetaFunction = ({ matches, params }) => {
  const t = translator(sitePageMessages, langOf(params.lang));
  return pageMeta(matches, { title: t("advertisingTitle"), description: t("advertisingDescription") });
};

export default function AdvertisingPage({ loaderData }: Route.ComponentProps) {
  const { lang, advertising } = loaderData;
  const t = translator(sitePageMessages, lang);
  return (
    <main id="main" className="site-page container" data-testid="advertising-page">
      <header className="site-page__head">
        <h1>{t("advertisingTitle")}</h1>
        <p className="site-page__lead">{advertising.intro}</p>
        {advertising.mediaKit ? (
          <a className="button button--primary" href={advertising.mediaKit.url} download data-testid="media-kit">
            {t("mediaKit")}
            <span className="site-page__file">
              {" "}
              ({advertising.mediaKit.size})
            </span>
          </a>
        ) : null}
      </header>
      <h2 className="site-page__section-title">{t("rateCards")}</h2>
      <p className="site-page__note">{t("pricesIn")}</p>
      {advertising.rateCards.map((card) => (
        <section key={card.key} className="rate-card" aria-labelledby={`rate-${card.key}`} data-testid={`rate-card-${card.key}`}>
          <h3 id={`rate-${card.key}`}>{card.title}</h3>
          {card.description ? <p className="rate-card__text">{card.description}</p> : null}
          <div className="rate-card__scroll" role="region" aria-labelledby={`rate-${card.key}`} tabIndex={0}>
            <table className="rate-table">
              <thead>
                <tr>
                  <th scope="col">{t("product")}</th>
                  <th scope="col">{t("size")}</th>
                  {card.periods.map((period) => (
                    <th key={period} scope="col" className="rate-table__price">
                      {period}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {card.rows.map((row, index) => (
                  <tr key={index}>
                    <th scope="row">{row.name}</th>
                    <td className="rate-table__size">{row.size}</td>
                    {row.prices.map((price, column) => (
                      <td key={column} className="rate-table__price">
                        {price === null ? <span className="rate-table__none">{t("notSold")}</span> : formatCurrency(price)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
      {advertising.notes.length > 0 ? (
        <section className="site-page__section" aria-labelledby="advertising-notes">
          <h2 id="advertising-notes" className="site-page__section-title">
            {t("notes")}
          </h2>
          <ul className="site-page__notes">
            {advertising.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="site-page__section" aria-labelledby="advertising-contacts">
        <h2 id="advertising-contacts" className="site-page__section-title">
          {t("salesContacts")}
        </h2>
        <ContactChannels channels={advertising.contacts} lang={lang} />
      </section>
    </main>
  );
}
