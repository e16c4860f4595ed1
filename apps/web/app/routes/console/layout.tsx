import { Outlet, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/layout";
import type { RouteHandle } from "../../context.ts";
import { translator } from "../../i18n/define.ts";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import { useConsoleLang, type ConsoleData } from "../../features/console/console-route.ts";
import { consoleMessages } from "../../features/console/messages.ts";
import { CONSOLE_HOME } from "../../features/console/nav.ts";
import "../../features/console/console.css";

/**
 * The newsroom console (/console…; ADR 0014): an application for the broadcaster's staff, hydrated whole by React
 * Router like the member centre, with its own stylesheet, which no public page links. Its language is the staff
 * member's preference (a cookie), not a part of the address. The server renders it for the one who asks, never
 * from the page cache (platform/ssr.ts).
 */
export const handle: RouteHandle = { hydrate: "app", pageView: false };

export function loader({ request }: Route.LoaderArgs): ConsoleData {
  return { lang: consoleLangOfRequest(request) };
}

export default function ConsoleLayout() {
  return (
    <div className="console">
      <Outlet />
    </div>
  );
}

/** A console page that could not be drawn: a plain card in the console's language, with a way back. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = translator(consoleMessages, useConsoleLang());
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="console">
      <main id="main" className="console-door__main">
        <section className="console-card" data-testid="console-error">
          <h1>{notFound ? t("notFoundTitle") : t("errorTitle")}</h1>
          <p>{notFound ? t("notFoundText") : t("errorText")}</p>
          <p>
            <a className="button button--primary" href={CONSOLE_HOME}>
              {notFound ? t("backHome") : t("retry")}
            </a>
          </p>
        </section>
      </main>
    </div>
  );
}
