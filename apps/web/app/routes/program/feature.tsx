import { urlLangToApiLocale } from "@portal/contract/locales";
import { programApi } from "@portal/contract/endpoints/program";
import type { Route } from "./+types/feature";
import { Like } from "../../components/Like.tsx";
import { loadOrFail } from "../../data/load.server.ts";
import { idParam, langOf } from "../../data/route-params.ts";
import { Paragraphs } from "../../features/program/ProgramParts.tsx";
import { programMessages } from "../../features/program/messages.ts";
import { programPath } from "../../features/program/program-paths.ts";
import { formatDay } from "../../features/shared/news-date.ts";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";

/** A feature's likes: feature/{id}/like and the spec's feature/{id}/cancel-like. */
const FEATURE_LIKE = { state: programApi.featureLikeState, like: programApi.featureLike, cancel: programApi.featureCancelLike };

/** program/feature/{id} (spec §2): one feature about a programme, with its like. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const feature = await loadOrFail(context.apiFor(urlLangToApiLocale(lang)), programApi.feature, { params: { id: idParam(params.id) } });
  const t = translator(programMessages, lang);
  return { lang, feature, breadcrumb: [{ title: t("featureList"), path: "program/feature-list" }, { title: feature.title }] };
}

export const meta: Route.MetaFunction = ({ matches, data: page }) =>
  page ? pageMeta(matches, { title: page.feature.title, description: page.feature.summary, image: page.feature.cover, ogType: "article" }) : pageMeta(matches);

export default function FeaturePage({ loaderData }: Route.ComponentProps) {
  const { lang, feature } = loaderData;
  return (
    <main id="main" className="container program-page" data-testid="feature">
      <article className="feature-article">
        {feature.program ? (
          <p className="program-hero__kicker">
            <a href={programPath(lang, feature.program.slug)}>{feature.program.title}</a>
          </p>
        ) : null}
        <h1 className="program-page__title">{feature.title}</h1>
        <p className="program-hero__summary">{feature.summary}</p>
        <p className="feature-card__meta">
          <time dateTime={feature.publishedAt}>{formatDay(feature.publishedAt, lang)}</time>
        </p>
        <div className="program-tools">
          <Like lang={lang} id={feature.id} likeCount={feature.likeCount} endpoints={FEATURE_LIKE} />
        </div>
        {feature.cover ? <img src={feature.cover} alt="" width={1280} height={720} /> : null}
        <Paragraphs text={feature.body} className="feature-article__body" />
      </article>
    </main>
  );
}
