import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { identityApi } from "@portal/contract/endpoints/identity";
import type { Route } from "./+types/security";
import type { RouteHandle } from "../../context.ts";
import { loginMessages, memberFormMessages } from "../../features/identity/auth-messages.ts";
import { FormMessage } from "../../components/Form.tsx";
import { AuthScreen, memberCrumbs, memberMeta, screenLang } from "../../features/identity/AuthScreen.tsx";
import { loginPath } from "../../browser/login-paths.ts";
import { translator } from "../../i18n/define.ts";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall, errorMessage } from "../../data/call.ts";
import "../../features/identity/member.css";

export const handle: RouteHandle = { hydrate: "app", browserQuery: ["hash"] };

export function loader({ params }: Route.LoaderArgs) {
  const lang = screenLang(params.lang);
  return { lang, breadcrumb: memberCrumbs(lang, translator(memberFormMessages, lang)("securityTitle")) };
}

export const meta: Route.MetaFunction = ({ matches }) => memberMeta(matches, (lang) => translator(memberFormMessages, lang)("securityTitle"));

type Activation = { state: "working" } | { state: "done" } | { state: "failed"; message: string };

/**
 * Account activation by hash (spec §2 security, security/active; §6): /{lang}/user/security?hash=… posts
 * active-member {hash} from the browser — never from the loader, since pages are cached and shared.
 */
export default function Security({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData;
  const t = translator(memberFormMessages, lang);
  const [params] = useSearchParams();
  const call = useMemo(() => dataCall(browserClient(lang)), [lang]);
  const [activation, setActivation] = useState<Activation>({ state: "working" });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const hash = params.get("hash")?.trim();
    if (!hash) return setActivation({ state: "failed", message: t("activationMissing") });
    call(identityApi.activeMember, { body: { hash } }).then(
      () => setActivation({ state: "done" }),
      (error: unknown) => setActivation({ state: "failed", message: errorMessage(error, translator(loginMessages, lang)("networkError")) }),
    );
  }, []);

  return (
    <AuthScreen title={t("securityTitle")} testId="security-page">
      <div data-testid="activation" data-state={activation.state}>
        {activation.state === "working" ? (
          <p className="auth-status" role="status">
            <span className="spinner" aria-hidden="true" />
            {t("activating")}
          </p>
        ) : activation.state === "done" ? (
          <FormMessage kind="success">{t("activated")}</FormMessage>
        ) : (
          <FormMessage kind="error">
            <strong>{t("activationFailed")}</strong>
            <br />
            {activation.message}
          </FormMessage>
        )}
      </div>
      {activation.state !== "working" ? (
        <div className="auth-actions">
          <Link className="button button--primary button--block" to={loginPath(lang)}>
            {t("goToLogin")}
          </Link>
        </div>
      ) : null}
    </AuthScreen>
  );
}
