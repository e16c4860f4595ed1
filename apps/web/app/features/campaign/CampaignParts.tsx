import type { UrlLang } from "@portal/contract/locales";
import type { Campaign, Congratulation } from "@portal/contract/schemas/campaign";
import { translator } from "../../i18n/define.ts";
import { INTL_LOCALE, MACAU_TIME_ZONE } from "../../i18n/intl.ts";
import { campaignPath } from "./campaign-paths.ts";
import { campaignMessages } from "./messages.ts";
import { stockText, TICKET_STOCK_ID, type StockTexts } from "./ticket-stock.ts";

/** Parts the three campaign screens share: the festive head, the gala facts, the message cards. */

export function formatCampaignDate(iso: string, lang: UrlLang, withTime = false): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[lang], {
    dateStyle: withTime ? "medium" : "long",
    ...(withTime ? { timeStyle: "short" } : {}),
    timeZone: MACAU_TIME_ZONE,
  }).format(new Date(iso));
}

/** The page head: the anniversary mark, the kicker, the title and a lead; `small` on the inner pages. */
export function CampaignHead({ lang, title, lead, small, children }: { lang: UrlLang; title: string; lead: string; small?: boolean; children?: React.ReactNode }) {
  const t = translator(campaignMessages, lang);
  return (
    <div className={small ? "campaign-hero campaign-hero--small" : "campaign-hero"}>
      <div className="container campaign-hero__inner">
        <div className="campaign-hero__text">
          <p className="campaign-hero__kicker">{t("kicker")}</p>
          <h1 className="campaign-hero__title">{title}</h1>
          <p className="campaign-hero__lead">{lead}</p>
          {children}
        </div>
        <p className="campaign-hero__mark" aria-hidden="true">
          <span>40</span>
        </p>
      </div>
    </div>
  );
}

/** The stock's texts as templates in the page's language (the ticket form formats them with the numbers it reads). */
export const stockTexts = (lang: UrlLang): StockTexts => {
  const { ticketsGone, ticketsNotOpen, ticketsLeft } = campaignMessages[lang];
  return { ticketsGone, ticketsNotOpen, ticketsLeft };
};

/** How many tickets are left, or why none can be had. */
export function ticketAvailability(campaign: Campaign, lang: UrlLang): string {
  return stockText(stockTexts(lang), lang, campaign.ticket);
}

/** The gala's facts: what, when, where, and how many tickets are left. */
export function GalaFacts({ lang, campaign }: { lang: UrlLang; campaign: Campaign }) {
  const t = translator(campaignMessages, lang);
  return (
    <dl className="campaign-facts">
      <div>
        <dt>{t("galaWhen")}</dt>
        <dd>
          <time dateTime={campaign.ticket.startsAt}>{formatCampaignDate(campaign.ticket.startsAt, lang, true)}</time>
        </dd>
      </div>
      <div>
        <dt>{t("galaWhere")}</dt>
        <dd>{campaign.ticket.venue}</dd>
      </div>
      <div className="campaign-facts__stock">
        <dt className="visually-hidden">{t("ticketCta")}</dt>
        <dd id={TICKET_STOCK_ID} data-testid="ticket-stock" aria-live="polite">
          {ticketAvailability(campaign, lang)}
        </dd>
      </div>
    </dl>
  );
}

/** Approved messages as cards: the text as written (React escapes it), its author and date. */
export function CongratulationCards({ lang, items }: { lang: UrlLang; items: Congratulation[] }) {
  return (
    <ul className="campaign-wall" data-testid="congratulation-list">
      {items.map((item) => (
        <li key={item.id} className="campaign-card">
          <blockquote className="campaign-card__text">
            <p>{item.message}</p>
          </blockquote>
          <p className="campaign-card__meta">
            <strong>{item.nickName}</strong>
            <time dateTime={item.createdAt}>{formatCampaignDate(item.createdAt, lang)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The link back to the campaign's first page. */
export function BackToCampaign({ lang }: { lang: UrlLang }) {
  return (
    <p className="campaign-back">
      <a href={campaignPath(lang, "tdm40")}>← {translator(campaignMessages, lang)("back")}</a>
    </p>
  );
}
