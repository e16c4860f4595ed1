import { LEGAL_TEMPLATE_SLUGS } from "@portal/contract/constants";
import { settingsApi } from "@portal/contract/endpoints/settings";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/legal";
import { loadOrFail } from "../data/load.server.ts";
import { langOf } from "../data/route-params.ts";
import { plainTextOf } from "../features/news/news-paths.ts";
import { pageMeta } from "../layout/meta.ts";
import "../features/member/legal.css";

/**
 * /{lang}/privacy and /{lang}/terms: the privacy policy and the terms of use, written by staff as message templates
 * (LEGAL_TEMPLATE_SLUGS), linked from the footer and agreed to at registration. Server-rendered, no script.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const which = new URL(request.url).pathname.endsWith("/terms") ? "terms" : "privacy";
  const template = await loadOrFail(context.apiFor(urlLangToApiLocale(lang)), settingsApi.messageTemplate, { query: { slug: LEGAL_TEMPLATE_SLUGS[which] } });
  return { lang, which, template, breadcrumb: [{ title: template.title }] };
}

export const meta: Route.MetaFunction = ({ matches, data: page }) =>
  pageMeta(matches, { title: page?.template.title, description: plainTextOf(page?.template.content ?? "", 160) || undefined });

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { which, template } = loaderData;
  return (
    <main id="main" className="legal-page container" data-testid={`legal-${which}`}>
      <article>
        <h1 className="legal-page__title">{template.title}</h1>
        {/* Written by staff in the CMS: trusted HTML. */}
        <div className="rich-text legal-page__text" dangerouslySetInnerHTML={{ __html: template.content }} />
      </article>
    </main>
  );
}
