import { Outlet } from "react-router";
import type { Route } from "./+types/shell";
import { staffApi } from "@portal/contract/endpoints/staff";
import { translator } from "../../i18n/define.ts";
import { loadOptional } from "../../data/load.server.ts";
import { ConsoleHeader, ConsoleNav } from "../../features/console/ConsoleChrome.tsx";
import { useConsoleLang, useStaff, type ConsoleShellData } from "../../features/console/console-route.ts";
import { consoleMessages } from "../../features/console/messages.ts";
import { sectionsFor } from "../../features/console/nav.ts";
import { consoleApi, consoleLangOfRequest, requireStaff } from "../../features/console/staff-session.server.ts";

/**
 * The signed-in console: the header (the language, who is signed in and the way out) and the sections the role may
 * open, around the screen. The loader checks the session on the server with the request's cookie; without one the
 * answer is a redirect to the sign-in, so no staff page is drawn for anyone else.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<ConsoleShellData> {
  const lang = consoleLangOfRequest(request);
  const me = await requireStaff(context, request, lang);
  const roles = await loadOptional(consoleApi(context, request, lang), staffApi.roles);
  return { me, roleDescription: roles?.find((info) => info.role === me.role)?.description ?? null };
}

export default function ConsoleShell() {
  const lang = useConsoleLang();
  const { me } = useStaff();
  const t = translator(consoleMessages, lang);
  return (
    <>
      <a className="console-skip" href="#main">
        {t("skipToContent")}
      </a>
      <ConsoleHeader lang={lang} me={me} />
      <div className="console-frame">
        <ConsoleNav lang={lang} sections={sectionsFor(me.role)} />
        <main id="main" className="console-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </>
  );
}
