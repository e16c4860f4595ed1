import { campaignApi } from "@portal/contract/endpoints/campaign";
import { urlLangToApiLocale } from "@portal/contract/locales";
import { CONGRATULATION_MAX_CHARS, CONGRATULATION_MIN_CHARS } from "@portal/contract/schemas/campaign";
import type { Route } from "./+types/congratulate";
import type { RouteHandle } from "../../context.ts";
import { loadOptional, loadOrFail } from "../../data/load.server.ts";
import { langOf, pageParam, pageQuery } from "../../data/route-params.ts";
import { BackToCampaign, CampaignHead, CongratulationCards } from "../../features/campaign/CampaignParts.tsx";
import { CAMPAIGN_SLUG, campaignPath } from "../../features/campaign/campaign-paths.ts";
import CongratulateForm from "../../features/campaign/CongratulateForm.island.tsx";
import { campaignLabels, SIGN_IN_KEYS } from "../../features/campaign/labels.ts";
import { campaignMessages } from "../../features/campaign/messages.ts";
import { translator } from "../../i18n/define.ts";
import { Island } from "../../islands/Island.tsx";
import { pageMeta } from "../../layout/meta.ts";
import { pageTitle } from "../../layout/page-title.ts";
import "../../features/campaign/campaign.css";

export const handle: RouteHandle = { frame: "campaign", hideBreadcrumb: true, query: { page: pageQuery } };

const PAGE_SIZE = 12;

/** tdm40-congratulate (spec §2, bare layout): members write messages; approved ones are shown, newest first. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const page = pageParam(new URL(request.url));
  const api = context.apiFor(urlLangToApiLocale(lang));
  const [campaign, wall] = await Promise.all([
    loadOrFail(api, campaignApi.detail, { params: { slug: CAMPAIGN_SLUG } }),
    loadOptional(api, campaignApi.congratulations, { params: { slug: CAMPAIGN_SLUG }, query: { page, pageSize: PAGE_SIZE } }),
  ]);
  return { lang, campaign, wall };
}

export const meta: Route.MetaFunction = ({ matches, params, data }) => {
  const t = translator(campaignMessages, langOf(params.lang));
  return pageMeta(matches, { title: pageTitle(t("congratulateTitle"), data?.campaign.title), description: t("congratulateLead") });
};

export default function Congratulate({ loaderData }: Route.ComponentProps) {
  const { lang, campaign, wall } = loaderData;
  const t = translator(campaignMessages, lang);
  const pages = wall ? Math.max(1, Math.ceil(wall.total / wall.pageSize)) : 1;
  const pageHref = (page: number) => `${campaignPath(lang, "tdm40-congratulate")}${page > 1 ? `?page=${page}` : ""}#campaign-wall`;
  return (
    <main id="main" className="campaign-page" data-testid="congratulate-page">
      <CampaignHead lang={lang} title={t("congratulateTitle")} lead={campaign.congratulationsModerated ? t("congratulateLead") : t("congratulateLeadOpen")} small />
      <div className="container campaign-columns">
        <section className="campaign-panel" aria-label={t("congratulateTitle")}>
          <Island
            component={CongratulateForm}
            props={{
              lang,
              slug: CAMPAIGN_SLUG,
              min: CONGRATULATION_MIN_CHARS,
              max: CONGRATULATION_MAX_CHARS,
              labels: campaignLabels(lang, [
                "messageLabel",
                "messageHint",
                "charactersLeft",
                "send",
                "sending",
                "messageEmpty",
                "messageTooLong",
                "messageInvisible",
                "pendingNote",
                "postedNote",
                ...SIGN_IN_KEYS,
              ]),
            }}
          />
        </section>
        <section className="campaign-wall-section" aria-labelledby="campaign-wall">
          <h2 id="campaign-wall" className="campaign-section__title">
            {t("wallTitle")}
          </h2>
          {wall?.items.length ? (
            <>
              <p className="campaign-section__lead">{t("wallCount", { count: wall.total })}</p>
              <CongratulationCards lang={lang} items={wall.items} />
              {pages > 1 ? (
                <nav className="campaign-pager" aria-label={t("pageOf", { page: wall.page, pages })}>
                  {wall.page > 1 ? <a href={pageHref(wall.page - 1)}>← {t("previous")}</a> : <span />}
                  <span>{t("pageOf", { page: wall.page, pages })}</span>
                  {wall.page < pages ? <a href={pageHref(wall.page + 1)}>{t("next")} →</a> : <span />}
                </nav>
              ) : null}
            </>
          ) : (
            <p>{t("wallEmpty")}</p>
          )}
        </section>
      </div>
      <BackToCampaign lang={lang} />
    </main>
  );
}
