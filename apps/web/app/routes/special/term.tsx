import { competitionApi } from "@portal/contract/endpoints/competition";
import { specialApi } from "@portal/contract/endpoints/special";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/term";
import type { RouteHandle } from "../../context.ts";
import { loadIfFound, loadOrFail } from "../../data/load.server.ts";
import { idParam, idQuery, langOf } from "../../data/route-params.ts";
import { specialMessages } from "../../features/special/messages.ts";
import { voteMessages } from "../../features/vote/messages.ts";
import "../../features/special/special.css";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";
import { pageTitle } from "../../layout/page-title.ts";


export const handle: RouteHandle = { hideBreadcrumb: true, query: { id: idQuery } };

/**
 * subject-term?id=: a special's terms and rules (its text), for votes and competitions that link to them. A
 * competition is a special of another kind, which the special call refuses: its page links here with its own id,
 * read with the competition call (spec §7 Competition detail).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const id = idParam(new URL(request.url).searchParams.get("id") ?? undefined);
  const api = context.apiFor(urlLangToApiLocale(lang));
  const special = await loadIfFound(api, specialApi.detail, { params: { id } });
  if (special) return { lang, special, competition: false };
  return { lang, special: await loadOrFail(api, competitionApi.detail, { query: { id } }), competition: true };
}

export const meta: Route.MetaFunction = ({ matches, data, params }) =>
  pageMeta(matches, { title: data ? pageTitle(data.special.title, translator(specialMessages, langOf(params.lang))("terms")) : undefined });

export default function SubjectTerm({ loaderData }: Route.ComponentProps) {
  const { lang, special, competition } = loaderData;
  const t = translator(specialMessages, lang);
  return (
    <main id="main" className="subject-page container" data-testid="subject-term">
      <h1>{pageTitle(special.title, t("terms"))}</h1>
      {/* Written by staff in the CMS: trusted HTML. */}
      {special.content ? <div className="rich-text prose" dangerouslySetInnerHTML={{ __html: special.content }} /> : <p>{special.summary}</p>}
      <p>
        {competition ? (
          <a href={`/${lang}/subject-vote-index?id=${special.id}`}>{translator(voteMessages, lang)("backToSubject")}</a>
        ) : (
          <a href={`/${lang}/subject/${special.id}`}>{t("backToSubject")}</a>
        )}
      </p>
    </main>
  );
}
