import { advertisementApi } from "@portal/contract/endpoints/advertisement";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { AdvertisementDetail } from "@portal/contract/schemas/advertisement";
import { isHttpLink } from "@portal/contract/links";
import type { Route } from "./+types/detail";
import { Ad } from "../../features/advertisement/Ad.tsx";
import { advertMessages } from "../../features/advertisement/messages.ts";
import { formatDay } from "../../features/shared/news-date.ts";
import { loadOrFail } from "../../data/load.server.ts";
import { idParam, langOf } from "../../data/route-params.ts";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";

type Kind = "advert" | "preview" | "banner";
function kindOf(pathname: string): Kind {
  if (/\/advertisement\/preview\//.test(pathname)) return "preview";
  return /\/banner\//.test(pathname) ? "banner" : "advert";
}

/**
 * advertisement/{id} (advertisementDetail), advertisement/preview/{id} (advertisementPreview) and banner/{id}
 * (bannerDetail): an advert's own page — its picture in its slot's ratio, its text, its link, and for adverts the
 * others of its slot. A preview also shows an advert outside its window, says so, and is not indexed.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const kind = kindOf(new URL(request.url).pathname);
  const id = idParam(params.id);
  const api = context.apiFor(urlLangToApiLocale(lang));
  if (kind === "banner") {
    const banner = await loadOrFail(api, advertisementApi.bannerDetail, { query: { id } });
    const advert: AdvertisementDetail = { ...banner, slot: "banner", cover: banner.cover ?? "", ratio: { desktop: 33.3, mobile: 33.3 }, startsAt: null, endsAt: null };
    return { lang, kind, advert, more: [], breadcrumb: [{ title: banner.title }] };
  }
  const page = await loadOrFail(api, advertisementApi.pageDetail, { query: { id, preview: kind === "preview" ? "1" : undefined } });
  return { lang, kind, advert: page.advert, more: page.more, breadcrumb: [{ title: page.advert.title }] };
}

export const meta: Route.MetaFunction = ({ matches, data }) => {
  const tags = pageMeta(matches, { title: data?.advert.title });
  return data?.kind === "preview" ? [...tags, { name: "robots", content: "noindex, nofollow" }] : tags;
};

export default function AdvertisementPage({ loaderData }: Route.ComponentProps) {
  const { lang, kind, advert, more } = loaderData;
  const t = translator(advertMessages, lang);
  const link = advert.url && isHttpLink(advert.url) ? advert.url : null;
  return (
    <main id="main" className="advert-page container" data-testid="advert-page">
      {kind === "preview" ? (
        <p className="preview-note" role="note">
          <strong>{t("preview")}</strong> — {t("previewNote")}
        </p>
      ) : null}
      <h1>{advert.title}</h1>
      {kind === "preview" ? (
        <p className="advert-meta">{t("scheduled", { from: formatDay(advert.startsAt, lang) || t("open"), to: formatDay(advert.endsAt, lang) || t("open") })}</p>
      ) : null}
      <div className="advert-hero">
        {/* The page's own picture links nowhere but the advert's address: no inner-detail link to itself. */}
        <Ad advert={{ ...advert, hasInnerDetail: false }} slot={advert.slot} lang={lang} priority />
      </div>
      {/* Advert content is written by staff in the CMS: trusted HTML. */}
      {advert.content ? <div className="rich-text prose" dangerouslySetInnerHTML={{ __html: advert.content }} /> : null}
      {link ? (
        <p>
          <a className="button button--primary" href={link} {...(advert.newWindow ? { target: "_blank", rel: "noopener" } : {})}>
            {t("visit")}
            {advert.newWindow ? <span className="visually-hidden">{t("newWindow")}</span> : null}
          </a>
        </p>
      ) : null}
      {more.length ? (
        <section className="advert-more" aria-labelledby="advert-more">
          <h2 id="advert-more">{t("moreAdverts")}</h2>
          <ul>
            {more.map((item) => (
              <li key={item.id}>
                <Ad advert={item} slot={item.slot} lang={lang} />
                <p>{item.title}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
