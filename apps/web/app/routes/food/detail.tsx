import { foodApi } from "@portal/contract/endpoints/food";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/detail";
import { Like } from "../../components/Like.tsx";
import { Save } from "../../components/Save.tsx";
import { loadOrFail } from "../../data/load.server.ts";
import { idParam, langOf } from "../../data/route-params.ts";
import { FoodCard } from "../../features/food/FoodCard.tsx";
import { foodMessages } from "../../features/food/messages.ts";
import { foodDetailHref, foodListHref } from "../../features/food/paths.ts";
import { ShareBar } from "../../features/news/Article.tsx";
import { formatDay } from "../../features/shared/news-date.ts";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";

const LIKE_ENDPOINTS = { state: foodApi.likeState, like: foodApi.like, cancel: foodApi.likeCancel };

/** program/food-detail/{id} (spec §2): a food story like an article — pictures, text, like, save, share. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const id = idParam(params.id);
  const item = await loadOrFail(context.apiFor(urlLangToApiLocale(lang)), foodApi.detail, { params: { id } });
  const breadcrumb = [{ title: translator(foodMessages, lang)("title"), path: "program/food" }, { title: item.title }];
  return { lang, item, url: `${context.publicUrl}${foodDetailHref(lang, id)}`, breadcrumb };
}

export const meta: Route.MetaFunction = ({ matches, data: page }) =>
  pageMeta(matches, { title: page?.item.title, description: page?.item.summary, ogType: "article", image: page?.item.cover ?? null });

export default function FoodDetail({ loaderData }: Route.ComponentProps) {
  const { lang, item, url } = loaderData;
  const t = translator(foodMessages, lang);
  const [hero, ...pictures] = item.pictures;
  return (
    <main id="main" className="food-page container" data-testid="food-detail">
      <article className="food-article">
        <p className="food-article__meta">
          <a className="food-article__type" href={foodListHref(lang, item.type.slug)}>
            {item.type.title}
          </a>
          {item.place ? <span>{item.place}</span> : null}
          <time dateTime={item.publishedAt}>{t("published", { date: formatDay(item.publishedAt, lang) })}</time>
        </p>
        <h1 className="food-article__title">{item.title}</h1>
        <p className="food-article__lead">{item.summary}</p>
        <figure className="food-article__hero">
          <img src={hero?.src ?? item.cover} alt={hero?.caption ?? ""} width={1600} height={900} />
          {hero?.caption ? <figcaption>{hero.caption}</figcaption> : null}
        </figure>
        <div className="food-article__actions">
          <Like lang={lang} id={item.id} likeCount={item.likeCount} endpoints={LIKE_ENDPOINTS} />
          <Save lang={lang} item={{ itemType: "food", itemId: String(item.id), title: item.title, url: foodDetailHref(lang, item.id), cover: item.cover }} />
          <ShareBar url={url} title={item.title} lang={lang} />
        </div>
        {/* Trusted HTML written by staff (the food module's body). */}
        <div className="food-article__body prose" dangerouslySetInnerHTML={{ __html: item.body }} />
        {pictures.length ? (
          <section aria-label={t("pictures")}>
            <ul className="food-pictures" role="list">
              {pictures.map((p) => (
                <li key={p.src}>
                  <figure className="food-figure">
                    <img src={p.src} alt={p.caption} width={1600} height={900} loading="lazy" />
                    <figcaption>{p.caption}</figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {item.programSlug ? (
          <div className="food-programme">
            <p>{t("fromProgramme")}</p>
            <a className="button button--primary" href={`/${lang}/program-detail/${item.programSlug}`}>
              {t("watchProgramme")}
            </a>
          </div>
        ) : null}
      </article>
      {item.related.length ? (
        <section className="food-related" aria-labelledby="food-related-title">
          <h2 id="food-related-title" className="food-section-title">
            {t("related")}
          </h2>
          <ul className="food-grid" role="list">
            {item.related.map((r) => (
              <li key={r.id}>
                <FoodCard lang={lang} item={r} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
