import { useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate, useRouteLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import type { RouteHandle } from "../../context.ts";
import { loginMessages } from "../../features/identity/auth-messages.ts";
import { AuthScreen, memberCrumbs, memberMeta, screenLang } from "../../features/identity/AuthScreen.tsx";
import { FormMessage } from "../../components/Form.tsx";
import { finishSocialLogin, loginRuleMessages } from "../../features/identity/login.ts";
import { myListPath } from "../../browser/login-paths.ts";
import { LoginForm, useAfterSignIn } from "../../features/identity/LoginForm.tsx";
import { memberToken } from "../../browser/session.ts";
import { translator } from "../../i18n/define.ts";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall } from "../../data/call.ts";
import { LANG_LAYOUT_ROUTE_ID, type FramePageData } from "../../layout/page-data.ts";
import "../../features/identity/member.css";

/** The login screen, /{lang}/user (route "login"): an application, hydrated whole (ADR 0001). */
export const handle: RouteHandle = { hydrate: "app", browserQuery: ["access_token", "type", "oauth_error"] };

export function loader({ params }: Route.LoaderArgs) {
  const lang = screenLang(params.lang);
  return { lang, breadcrumb: memberCrumbs(lang) };
}

export const meta: Route.MetaFunction = ({ matches }) => memberMeta(matches, (lang) => translator(loginMessages, lang)("loginTitle"), { index: true });

/** What the screen shows besides the form: a social sign-in being finished, or the way to the member centre. */
type Busy = null | "social" | "redirecting";
/** Set by the password reset when it sends the visitor here. */
export interface LoginLocationState {
  notice?: "passwordReset";
}

/**
 * Spec §2 Login screen. On arrival: a social provider's return (`?access_token&type`, a single-use hand-over code)
 * is finished with thirdparty/signin-callback; `?oauth_error` says the social sign-in failed; a stored token means
 * signed in already, so on to my-list. After login: the return address, or home.
 */
export default function Login({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData;
  const t = translator(loginMessages, lang);
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const frame = useRouteLoaderData<FramePageData>(LANG_LAYOUT_ROUTE_ID);
  const call = useMemo(() => dataCall(browserClient(lang)), [lang]);
  const after = useAfterSignIn(lang, "page");
  const [busy, setBusy] = useState<Busy>(null);
  const [notice, setNotice] = useState<{ kind: "error" | "success"; text: string } | null>(() =>
    (location.state as LoginLocationState | null)?.notice === "passwordReset" ? { kind: "success", text: t("passwordResetDone") } : null,
  );

  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    const accessToken = params.get("access_token");
    const type = params.get("type");
    if (accessToken && type) {
      setBusy("social");
      // The hand-over code works once: out of the address (and the history) at once.
      void navigate(location.pathname, { replace: true, preventScrollReset: true });
      void finishSocialLogin(call, accessToken, type, t("socialFailed")).then((outcome) => {
        if (outcome.ok) return after.finish(outcome.info);
        setBusy(null);
        setNotice({ kind: "error", text: outcome.message });
      });
      return;
    }
    if (params.has("oauth_error")) {
      setNotice({ kind: "error", text: t("socialFailed") });
      void navigate(location.pathname, { replace: true, preventScrollReset: true });
      return;
    }
    if (memberToken()) {
      setBusy("redirecting");
      void navigate(myListPath(lang), { replace: true });
    }
    // Once, on arrival: what the address and the storage said then.
  }, []);

  return (
    <AuthScreen title={t("loginTitle")} lead={t("loginLead")} testId="login-page">
      {notice ? (
        <FormMessage kind={notice.kind} testId="login-notice">
          {notice.text}
        </FormMessage>
      ) : null}
      {busy ? (
        <p className="auth-status" role="status" data-testid="login-busy">
          <span className="spinner" aria-hidden="true" />
          {busy === "social" ? t("socialWorking") : t("redirecting")}
        </p>
      ) : (
        <LoginForm lang={lang} variant="page" rules={loginRuleMessages(lang)} providers={frame?.frame.signInProviders ?? []} />
      )}
      {after.prompt}
    </AuthScreen>
  );
}
