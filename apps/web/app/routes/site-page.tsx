import { data } from "react-router";
import { sitePagesApi } from "@portal/contract/endpoints/site-pages";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/site-page";
import { loadOrFail } from "../data/load.server.ts";
import { langOf } from "../data/route-params.ts";
import { plainTextOf } from "../features/news/news-paths.ts";
import { formatDay } from "../features/shared/news-date.ts";
import { sitePageMessages } from "../features/site-pages/messages.ts";
import "../features/identity/legal.css";
import { translator } from "../i18n/define.ts";
import { pageMeta } from "../layout/meta.ts";

/** What page/item takes as a slug (contract schemas/common slugSchema). */
const SLUG = /^[\w-]{1,100}$/;

/**
 * A page staff write (GET cms/page/item): /{lang}/privacy and /{lang}/terms (footer, registration), and any other
 * /{lang}/<slug> no screen of its own answers (the catch-all of spec §2). A slug with no published page is the 404
 * page with HTTP 404, as any unknown address (ADR 0004). Server-rendered, no script.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const slug = params.slug ?? new URL(request.url).pathname.split("/").filter(Boolean).pop() ?? "";
  if (!SLUG.test(slug)) throw data(null, { status: 404 });
  const page = await loadOrFail(context.apiFor(urlLangToApiLocale(lang)), sitePagesApi.pageItem, { query: { slug } });
  return { lang, page, breadcrumb: [{ title: page.title }] };
}

export const meta: Route.MetaFunction = ({ matches, data: loaded }) =>
  pageMeta(matches, {
    title: loaded?.page.title,
    description: loaded ? loaded.page.summary || plainTextOf(loaded.page.body, 160) || undefined : undefined,
  });

export default function SitePageScreen({ loaderData }: Route.ComponentProps) {
  const { lang, page } = loaderData;
  const t = translator(sitePageMessages, lang);
  return (
    <main id="main" className="legal-page container" data-testid={`legal-${page.slug}`}>
      <article>
        <h1 className="legal-page__title">{page.title}</h1>
        {/* Written by staff in the CMS: trusted HTML. */}
        <div className="rich-text prose legal-page__text" dangerouslySetInnerHTML={{ __html: page.body }} />
        <p className="legal-page__updated">
          <time dateTime={page.updatedAt}>{t("updated", { date: formatDay(page.updatedAt, lang) })}</time>
        </p>
      </article>
    </main>
  );
}
