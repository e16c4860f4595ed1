import { Link } from "react-router";
import { memberApi } from "@portal/contract/endpoints/member";
import type { Route } from "./+types/recommended";
import { accountPath, loadForMember } from "../../features/member/account-api.ts";
import { MediaIcon } from "../../components/account-icons.tsx";
import { accountBreadcrumb, accountMeta, accountRouteBreadcrumb } from "../../features/member/account-route.ts";
import type { RouteHandle } from "../../context.ts";
import { RELOAD_DOCUMENT } from "../../features/member/AccountNav.tsx";
import { EmptyState, ScreenError, ScreenFallback, ScreenHeading, useAccountText } from "../../features/member/AccountParts.tsx";

/** Recommendations for the member (spec §2 recommended, GET program-recommendation): cards, each with its reason. */
export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, "recommended");

export const handle: RouteHandle = { breadcrumb: accountRouteBreadcrumb("recommended") };

export function loader({ params }: Route.LoaderArgs) {
  return { breadcrumb: accountBreadcrumb(params.lang, "recommended") };
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  return loadForMember(args, async (call) => ({
    breadcrumb: accountBreadcrumb(args.params.lang, "recommended"),
    recommendations: await call(memberApi.recommendations),
  }));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ScreenFallback screen="recommended" variant="cards" rows={6} />;
}

export function ErrorBoundary() {
  return <ScreenError screen="recommended" />;
}

export default function Recommended({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useAccountText();
  const { recommendations } = loaderData;
  return (
    <section className="account-screen" data-testid="recommended">
      <ScreenHeading>{t("recommended")}</ScreenHeading>
      <p className="account-lead">{t("recommendedIntro")}</p>
      {recommendations.length ? (
        <ul className="card-grid">
          {recommendations.map((item) => (
            <li key={`${item.itemType}-${item.itemId}`} className="rec-card">
              <div className="rec-card__media">
                {item.cover ? <img src={item.cover} alt="" width={480} height={270} loading="lazy" decoding="async" /> : <MediaIcon />}
              </div>
              <div className="rec-card__body">
                <p className="item-row__type">{t(`type_${item.itemType}`)}</p>
                <h2 className="rec-card__title">
                  <a className="rec-card__link" href={item.url}>
                    {item.title}
                  </a>
                </h2>
                <p className="rec-card__reason">{item.reason}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          action={
            <Link className="button" to={accountPath(lang, "setup")} reloadDocument={RELOAD_DOCUMENT}>
              {t("completeProfileAction")}
            </Link>
          }
        >
          {t("recommendedEmpty")}
        </EmptyState>
      )}
    </section>
  );
}
