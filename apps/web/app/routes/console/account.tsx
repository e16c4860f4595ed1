import { useState } from "react";
import type { Route } from "./+types/account";
import { translator } from "../../i18n/define.ts";
import { SignOutEverywhereDialog } from "../../features/console/ConsoleChrome.tsx";
import { consoleMeta, useConsoleLang, useStaff } from "../../features/console/console-route.ts";
import { consoleMessages } from "../../features/console/messages.ts";
import { useSignOut } from "../../features/console/session-actions.ts";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "accountTitle");

/** The staff member's own account: who they are, and ending every session of the account. */
export default function ConsoleAccount() {
  const lang = useConsoleLang();
  const { me, roleDescription } = useStaff();
  const t = translator(consoleMessages, lang);
  const session = useSignOut(lang, t("requestFailed"));
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="console-page" data-testid="console-account">
      <header className="console-page__head">
        <h1>{t("accountTitle")}</h1>
      </header>
      <section className="console-panel" aria-labelledby="console-who-title">
        <h2 id="console-who-title" className="console-panel__title">
          {me.name}
        </h2>
        <dl className="console-facts">
          <div>
            <dt>{t("name")}</dt>
            <dd>{me.name}</dd>
          </div>
          <div>
            <dt>{t("email")}</dt>
            <dd>{me.email}</dd>
          </div>
          <div>
            <dt>{t("role")}</dt>
            <dd>
              <span className="console-badge">{t(`role_${me.role}`)}</span>
              {roleDescription ? <span className="console-facts__more">{roleDescription}</span> : null}
            </dd>
          </div>
        </dl>
      </section>
      <section className="console-panel" aria-labelledby="console-sessions-title">
        <h2 id="console-sessions-title" className="console-panel__title">
          {t("sessionsTitle")}
        </h2>
        <p>{t("sessionsText")}</p>
        <button type="button" className="button console-button--danger" data-testid="console-sign-out-everywhere" onClick={() => setConfirming(true)}>
          {t("signOutEverywhere")}
        </button>
      </section>
      <SignOutEverywhereDialog lang={lang} open={confirming} session={session} onClose={() => setConfirming(false)} />
    </div>
  );
}
