import { Link, useRevalidator } from "react-router";
import type { Route } from "./+types/programme-hosts";
import { programConsoleApi } from "@portal/contract/endpoints/program";
import type { ConsoleHost } from "@portal/contract/schemas/program/console";
import { translator } from "../../i18n/define.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { loadForDesk } from "../../features/console/news/news-load.server.ts";
import { HostsPanel } from "../../features/console/producer/Hosts.tsx";
import { producerMessages } from "../../features/console/producer/messages.ts";
import { partsMessages } from "../../features/console/producer/parts-messages.ts";
import { PROGRAMMES_PATH } from "../../features/console/producer/producer.ts";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import "../../features/console/news/news-desk.css";
import "../../features/console/producer/producer.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navProgrammes");

export async function loader({ request, context }: Route.LoaderArgs): Promise<{ hosts: ConsoleHost[] }> {
  return { hosts: await loadForDesk(context, request, consoleLangOfRequest(request), programConsoleApi.hosts) };
}

/** The hosts' profiles (docs/console.md "Producer"): name, photo and biography in four locales; new, edit, delete. */
export default function ProgrammeHosts({ loaderData }: Route.ComponentProps) {
  const lang = useConsoleLang();
  const p = translator(partsMessages, lang);
  const revalidator = useRevalidator();
  return (
    <div className="console-page producer-page" data-testid="programme-hosts">
      <header className="console-page__head">
        <p className="news-editor__back">
          <Link to={PROGRAMMES_PATH}>{translator(producerMessages, lang)("backToProgrammes")}</Link>
        </p>
        <h1>{p("hostsTitle")}</h1>
        <p className="console-page__lead">{p("hostsLead")}</p>
      </header>
      <HostsPanel lang={lang} hosts={loaderData.hosts} onChanged={() => void revalidator.revalidate()} />
    </div>
  );
}
