import { specialApi } from "@portal/contract/endpoints/special";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/term";
import type { RouteHandle } from "../../context.ts";
import { loadOrFail } from "../../data/load.server.ts";
import { idParam, langOf } from "../../data/route-params.ts";
import { specialMessages } from "../../features/specials/messages.ts";
import "../../features/specials/specials.css";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";


export const handle: RouteHandle = { hideBreadcrumb: true };

/** subject-term?id=: a special's terms and rules (its text), for votes and competitions that link to them. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const id = idParam(new URL(request.url).searchParams.get("id") ?? undefined);
  const special = await loadOrFail(context.apiFor(urlLangToApiLocale(lang)), specialApi.detail, { params: { id } });
  return { lang, special };
}

export const meta: Route.MetaFunction = ({ matches, data, params }) =>
  pageMeta(matches, { title: data ? translator(specialMessages, langOf(params.lang))("termsOf", { title: data.special.title }) : undefined });

export default function SubjectTerm({ loaderData }: Route.ComponentProps) {
  const { lang, special } = loaderData;
  const t = translator(specialMessages, lang);
  return (
    <main id="main" className="subject-page container" data-testid="subject-term">
      <h1>{t("termsOf", { title: special.title })}</h1>
      {/* Written by staff in the CMS: trusted HTML. */}
      {special.content ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: special.content }} /> : <p>{special.summary}</p>}
      <p>
        <a href={`/${lang}/subject/${special.id}`}>{t("backToSubject")}</a>
      </p>
    </main>
  );
}
