import { Link } from "react-router";
import type { Route } from "./+types/register-confirm";
import type { RouteHandle } from "../../context.ts";
import { memberFormMessages } from "../../features/identity/auth-messages.ts";
import { CheckIcon } from "../../components/icons.tsx";
import { AuthScreen, memberCrumbs, memberMeta, screenLang } from "../../features/identity/AuthScreen.tsx";
import { completionInfoPath, homePath } from "../../browser/login-paths.ts";
import { takeReturnAddress } from "../../browser/session.ts";
import { translator } from "../../i18n/define.ts";
import "../../features/identity/member.css";

export const handle: RouteHandle = { hydrate: "app" };

export function loader({ params }: Route.LoaderArgs) {
  const lang = screenLang(params.lang);
  return { lang, breadcrumb: memberCrumbs(lang, translator(memberFormMessages, lang)("confirmTitle")) };
}

export const meta: Route.MetaFunction = ({ matches }) => memberMeta(matches, (lang) => translator(memberFormMessages, lang)("confirmTitle"));

/** After registration (signed in already): welcome, and the ways on — the profile, where the visitor was, home. */
export default function RegisterConfirm({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData;
  const t = translator(memberFormMessages, lang);
  return (
    <AuthScreen title={t("confirmTitle")} centered testId="register-confirm-page">
      <div className="auth-done">
        <span className="auth-done-icon" aria-hidden="true">
          <CheckIcon />
        </span>
        <p className="auth-done-text">{t("confirmText")}</p>
        <p className="auth-lead">{t("confirmNext")}</p>
      </div>
      <div className="auth-actions">
        <Link className="button button--primary button--block" to={completionInfoPath(lang)} data-testid="confirm-complete">
          {t("confirmComplete")}
        </Link>
        <a
          className="button button--block"
          href={homePath(lang)}
          data-testid="confirm-continue"
          onClick={(event) => {
            // Back to the page the visitor was on before registering, when there was one.
            event.preventDefault();
            window.location.assign(takeReturnAddress(homePath(lang)));
          }}
        >
          {t("confirmContinue")}
        </a>
      </div>
    </AuthScreen>
  );
}
