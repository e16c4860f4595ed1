import { campaignApi } from "@portal/contract/endpoints/campaign";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/tdm40";
import type { RouteHandle } from "../../context.ts";
import { loadOptional, loadOrFail } from "../../data/load.server.ts";
import { langOf } from "../../data/route-params.ts";
import { CampaignHead, CongratulationCards, GalaFacts } from "../../features/campaign/CampaignParts.tsx";
import { CAMPAIGN_SLUG, campaignPath } from "../../features/campaign/campaign-paths.ts";
import { campaignMessages } from "../../features/campaign/messages.ts";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";
import "../../features/campaign/campaign.css";

export const handle: RouteHandle = { frame: "campaign", hideBreadcrumb: true };

/** How many of the newest approved messages the campaign's first page shows. */
const WALL_PREVIEW = 3;

/** tdm40 (spec §2, bare layout): the anniversary's story, its gala and the newest messages. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const api = context.apiFor(urlLangToApiLocale(lang));
  const [campaign, wall] = await Promise.all([
    loadOrFail(api, campaignApi.detail, { params: { slug: CAMPAIGN_SLUG } }),
    loadOptional(api, campaignApi.congratulations, { params: { slug: CAMPAIGN_SLUG }, query: { page: 1, pageSize: WALL_PREVIEW } }),
  ]);
  return { lang, campaign, wall };
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageMeta(matches, { title: data?.campaign.title, description: data?.campaign.intro, image: data?.campaign.cover ?? null });

export default function Tdm40({ loaderData }: Route.ComponentProps) {
  const { lang, campaign, wall } = loaderData;
  const t = translator(campaignMessages, lang);
  return (
    <main id="main" className="campaign-page" data-testid="campaign-page">
      <CampaignHead lang={lang} title={campaign.title} lead={campaign.intro}>
        <p className="campaign-hero__subtitle">{campaign.subtitle}</p>
        <div className="campaign-hero__actions">
          <a className="button campaign-button" href={campaignPath(lang, "tdm40-congratulate")} data-testid="cta-congratulate">
            {t("congratulateCta")}
          </a>
          <a className="button campaign-button campaign-button--ghost" href={campaignPath(lang, "tdm40-ticket")} data-testid="cta-ticket">
            {t("ticketCta")}
          </a>
        </div>
      </CampaignHead>

      <section className="campaign-section container" aria-labelledby="campaign-story">
        <h2 id="campaign-story" className="campaign-section__title">
          {t("storyTitle")}
        </h2>
        <p className="campaign-section__lead">{t("storyLead")}</p>
        <ol className="campaign-timeline" data-testid="campaign-timeline">
          {campaign.milestones.map((milestone) => (
            <li key={milestone.year} className="campaign-timeline__item">
              <p className="campaign-timeline__year">{milestone.year}</p>
              <h3 className="campaign-timeline__title">{milestone.title}</h3>
              <p className="campaign-timeline__text">{milestone.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="campaign-band" aria-labelledby="campaign-gala">
        <div className="container campaign-band__inner">
          <div>
            <h2 id="campaign-gala" className="campaign-section__title">
              {campaign.ticket.title}
            </h2>
            <p className="campaign-section__lead">{t("ticketLead")}</p>
          </div>
          <GalaFacts lang={lang} campaign={campaign} />
          <p>
            <a className="button button--primary" href={campaignPath(lang, "tdm40-ticket")}>
              {t("ticketCta")}
            </a>
          </p>
        </div>
      </section>

      <section className="campaign-section container" aria-labelledby="campaign-wall">
        <h2 id="campaign-wall" className="campaign-section__title">
          {t("wallTitle")}
        </h2>
        {wall?.items.length ? <CongratulationCards lang={lang} items={wall.items} /> : <p>{t("wallEmpty")}</p>}
        <p className="campaign-section__more">
          <a className="button" href={campaignPath(lang, "tdm40-congratulate")}>
            {t("wallAll")}
          </a>
        </p>
      </section>
    </main>
  );
}
