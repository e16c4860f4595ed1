import { data } from "react-router";
import { DEFAULT_URL_LANG, isUrlLang, urlLangToApiLocale, type UrlLang } from "@portal/contract/locales";
import type { SpecialDetail } from "@portal/contract/schemas/special";
import type { Route } from "./+types/term";
import type { RouteHandle } from "../../context.ts";
import { loadOrFail } from "../../features/adverts/load.ts";
import { specialMessages } from "../../features/specials/messages.ts";
import "../../features/specials/specials.css";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";

const langOf = (value: string | undefined): UrlLang => (isUrlLang(value) ? value : DEFAULT_URL_LANG);

export const handle: RouteHandle = { hideBreadcrumb: true };

/** subject-term?id=: a special's terms and rules (its text), for votes and competitions that link to them. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const id = new URL(request.url).searchParams.get("id") ?? "";
  if (!/^\d{1,10}$/.test(id)) throw data(null, { status: 404 });
  const special = await loadOrFail<SpecialDetail>(context.apiFor(urlLangToApiLocale(lang)), `/api/v1.0/special/${id}`);
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
