import { visitApi } from "@portal/contract/endpoints/visit";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/application";
import { loadOrFail } from "../../data/load.server.ts";
import { langOf } from "../../data/route-params.ts";
import { visitMessages } from "../../features/visit/messages.ts";
import { VisitBookingIsland, visitPath, VisitRules } from "../../features/visit/VisitParts.tsx";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";

/**
 * about_us/visit/application (spec §2): the booking form, built from visit/dynamicform, with the visit rules just
 * before the box that accepts them, and the notes beside it.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const api = context.apiFor(urlLangToApiLocale(lang));
  const [programme, form, locations] = await Promise.all([
    loadOrFail(api, visitApi.programme),
    loadOrFail(api, visitApi.form),
    loadOrFail(api, visitApi.locations),
  ]);
  return { lang, programme, form, locations };
}

export const meta: Route.MetaFunction = ({ matches, params }) => {
  const t = translator(visitMessages, langOf(params.lang));
  return pageMeta(matches, { title: t("applicationTitle"), description: t("applicationLead") });
};

export default function VisitApplication({ loaderData }: Route.ComponentProps) {
  const { lang, programme, form, locations } = loaderData;
  const t = translator(visitMessages, lang);
  return (
    <main id="main" className="visit-page container" data-testid="visit-application">
      <p className="visit-back">
        <a href={visitPath(lang)}>{t("backToVisit")}</a>
      </p>
      <h1>{t("applicationTitle")}</h1>
      <p className="visit-lead">{t("applicationLead")}</p>
      <div className="visit-application">
        <div className="visit-application__form">
          <VisitBookingIsland lang={lang} fields={form.fields} locations={locations} groupMax={programme.groupMax} rules={programme.rules} />
        </div>
        <aside className="visit-application__aside">
          <VisitRules programme={programme} lang={lang} compact withRules={false} />
        </aside>
      </div>
    </main>
  );
}
