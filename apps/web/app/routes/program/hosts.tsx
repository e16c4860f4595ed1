import { data } from "react-router";
import { urlLangToApiLocale } from "@portal/contract/locales";
import { programApi } from "@portal/contract/endpoints/program";
import type { Route } from "./+types/hosts";
import { loadOptional } from "../../data/load.server.ts";
import { langOf } from "../../data/route-params.ts";
import { HostCard } from "../../features/program/ProgramParts.tsx";
import { programMessages } from "../../features/program/messages.ts";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";

/** program/host-list (spec §2): every host with their programmes. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const hosts = await loadOptional(context.apiFor(urlLangToApiLocale(lang)), programApi.hosts);
  const t = translator(programMessages, lang);
  const body = { lang, hosts: hosts ?? [], breadcrumb: [{ title: t("allTitle"), path: "program/all_program" }, { title: t("hostList") }] };
  return hosts === null ? data(body, { status: 503 }) : body;
}

export const meta: Route.MetaFunction = ({ matches, params }) => {
  const t = translator(programMessages, langOf(params.lang));
  return pageMeta(matches, { title: t("hostList"), description: t("hostListDescription") });
};

export default function HostList({ loaderData }: Route.ComponentProps) {
  const { lang, hosts } = loaderData;
  const t = translator(programMessages, lang);
  return (
    <main id="main" className="container program-page" data-testid="host-list">
      <h1 className="program-page__title">{t("hostList")}</h1>
      <p className="program-page__lead">{t("hostListDescription")}</p>
      <ul className="host-grid">
        {hosts.map((host) => (
          <li key={host.id}>
            <HostCard host={host} lang={lang} />
          </li>
        ))}
      </ul>
    </main>
  );
}
