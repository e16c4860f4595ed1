import { Link, data } from "react-router";
import type { Route } from "./+types/not-found";
import { translator } from "../../i18n/define.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { consoleMessages } from "../../features/console/messages.ts";
import { CONSOLE_HOME } from "../../features/console/nav.ts";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "notFoundTitle");

/** An address below /console that no screen answers (to signed-in staff: the shell asks for a session first). */
export function loader() {
  return data(null, { status: 404 });
}

export default function ConsoleNotFound() {
  const t = translator(consoleMessages, useConsoleLang());
  return (
    <div className="console-page" data-testid="console-not-found">
      <header className="console-page__head">
        <h1>{t("notFoundTitle")}</h1>
        <p className="console-page__lead">{t("notFoundText")}</p>
      </header>
      <p>
        <Link to={CONSOLE_HOME} className="button button--primary">
          {t("backHome")}
        </Link>
      </p>
    </div>
  );
}
