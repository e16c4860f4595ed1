import { campaignApi } from "@portal/contract/endpoints/campaign";
import { urlLangToApiLocale } from "@portal/contract/locales";
import { TICKET_NAME_MAX_CHARS } from "@portal/contract/schemas/campaign";
import { validationMessage } from "@portal/contract/validation";
import type { Route } from "./+types/ticket";
import type { RouteHandle } from "../../context.ts";
import { loadOrFail } from "../../data/load.server.ts";
import { langOf } from "../../data/route-params.ts";
import { BackToCampaign, CampaignHead, formatCampaignDate, GalaFacts, stockTexts } from "../../features/campaign/CampaignParts.tsx";
import { CAMPAIGN_SLUG } from "../../features/campaign/campaign-paths.ts";
import { campaignLabels, SIGN_IN_KEYS } from "../../features/campaign/labels.ts";
import { campaignMessages } from "../../features/campaign/messages.ts";
import TicketForm from "../../features/campaign/TicketForm.island.tsx";
import { translator } from "../../i18n/define.ts";
import { Island } from "../../islands/Island.tsx";
import { pageMeta } from "../../layout/meta.ts";
import { pageTitle } from "../../layout/page-title.ts";
import "../../features/campaign/campaign.css";

export const handle: RouteHandle = { frame: "campaign", hideBreadcrumb: true };

/** tdm40-ticket (spec §2, bare layout; "ticket registration"): one free gala ticket per member and mobile number. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const campaign = await loadOrFail(context.apiFor(urlLangToApiLocale(lang)), campaignApi.detail, { params: { slug: CAMPAIGN_SLUG } });
  return { lang, campaign };
}

export const meta: Route.MetaFunction = ({ matches, params, data }) => {
  const t = translator(campaignMessages, langOf(params.lang));
  return pageMeta(matches, { title: pageTitle(t("ticketTitle"), data?.campaign.title), description: t("ticketLead") });
};

export default function Ticket({ loaderData }: Route.ComponentProps) {
  const { lang, campaign } = loaderData;
  const t = translator(campaignMessages, lang);
  const { ticket } = campaign;
  return (
    <main id="main" className="campaign-page" data-testid="ticket-page">
      <CampaignHead lang={lang} title={t("ticketTitle")} lead={t("ticketLead")} small />
      <div className="container campaign-columns">
        <section className="campaign-panel" aria-labelledby="ticket-event">
          <h2 id="ticket-event" className="campaign-section__title">
            {ticket.title}
          </h2>
          <GalaFacts lang={lang} campaign={campaign} />
          {ticket.remaining === 0 ? <p>{t("soldOutText")}</p> : null}
          {ticket.remaining > 0 && !ticket.open ? (
            <p>{t("notOpenText", { from: formatCampaignDate(ticket.opensAt, lang, true), to: formatCampaignDate(ticket.closesAt, lang, true) })}</p>
          ) : null}
        </section>
        <section className="campaign-panel" aria-label={t("ticketCta")}>
          <Island
            component={TicketForm}
            props={{
              lang,
              slug: CAMPAIGN_SLUG,
              open: ticket.open,
              maxName: TICKET_NAME_MAX_CHARS,
              phoneInvalid: validationMessage("phone", lang),
              stock: stockTexts(lang),
              labels: campaignLabels(lang, [
                "ticketNameLabel",
                "ticketPhoneLabel",
                "ticketPhoneHint",
                "ticketSubmit",
                "ticketSubmitting",
                "ticketNameRequired",
                "ticketDone",
                "ticketDoneText",
                "ticketReference",
                "ticketName",
                "ticketPhone",
                "ticketHave",
                "checking",
                ...SIGN_IN_KEYS,
              ]),
            }}
          />
        </section>
      </div>
      <BackToCampaign lang={lang} />
    </main>
  );
}
