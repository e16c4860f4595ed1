import { Link } from "react-router";
import type { Route } from "./+types/home";
import { translator } from "../../i18n/define.ts";
import { consoleMeta, useConsoleLang, useStaff } from "../../features/console/console-route.ts";
import { consoleMessages } from "../../features/console/messages.ts";
import { sectionsFor } from "../../features/console/nav.ts";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navHome");

/** The console's home: who is signed in, what the role is for, and the sections the role may open. */
export default function ConsoleHome() {
  const lang = useConsoleLang();
  const { me, roleDescription } = useStaff();
  const t = translator(consoleMessages, lang);
  const role = t(`role_${me.role}`);
  const reachable = sectionsFor(me.role).filter((section) => section.summary);
  return (
    <div className="console-page" data-testid="console-home">
      <header className="console-page__head">
        <h1>{t("homeTitle", { name: me.name })}</h1>
        <p className="console-page__lead">{t("homeLead", { role })}</p>
      </header>
      <section className="console-panel console-role" aria-labelledby="console-role-title">
        <h2 id="console-role-title" className="console-panel__title">
          {t("yourRole")}
        </h2>
        <p className="console-role__name">
          <span className="console-badge">{role}</span>
        </p>
        {roleDescription ? <p className="console-role__text">{roleDescription}</p> : null}
      </section>
      <section aria-labelledby="console-reach-title">
        <h2 id="console-reach-title" className="console-section-title">
          {t("youCanOpen")}
        </h2>
        <ul className="console-cards" data-testid="console-home-sections">
          {reachable.map((section) => (
            <li key={section.id}>
              <Link to={section.path} className="console-tile">
                <span className="console-tile__title">{t(section.label)}</span>
                <span className="console-tile__text">{t(section.summary!)}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="console-note">{t("comingLater")}</p>
      </section>
    </div>
  );
}
