import { useEffect, useState, type ComponentType } from "react";
import type { UrlLang } from "@portal/contract/locales";
import type { OAuthProviderName } from "@portal/contract/schemas/identity";
import { Dialog } from "../../components/Dialog.tsx";
import { saveReturnAddress } from "../../browser/session.ts";
import { FRAME_EVENTS, safeStorage } from "../../browser/storage-keys.ts";
import { loginPath } from "../../browser/login-paths.ts";
import type { LoginDialogContentProps } from "./LoginDialogContent.tsx";
import type { LoginRuleMessages } from "./login.ts";
import type { LoginRequestDetail } from "../../browser/login-request.ts";

const TITLE_ID = "login-dialog-title";

/**
 * The login pop-up of the frame (spec §1 "member login modal" and "login-required modal"): the site's Dialog,
 * opened by the `portal:login` window event (requestLogin in login-request.ts). This island is woken when the
 * browser is idle and is only the empty dialog and its listener; the form, its texts and its styles are loaded
 * when it is first asked for (LoginDialogContent), so that pages pay for them only when someone logs in.
 * Focus stays inside while open, Esc closes, focus returns to where it was (Dialog). The page it was opened on is
 * the return address: after login the visitor stays (or, with a return address from before, goes there).
 */
export default function LoginDialog({
  lang,
  closeLabel,
  rules,
  providers,
}: {
  lang: UrlLang;
  closeLabel: string;
  rules: LoginRuleMessages;
  /** The configured social sign-in providers (the site setting's signInProviders). */
  providers: readonly OAuthProviderName[];
}) {
  const [Content, setContent] = useState<ComponentType<LoginDialogContentProps> | null>(null);
  const [request, setRequest] = useState<(LoginRequestDetail & { id: number }) | null>(null);
  /** `data-ready`: the listener is in place (tests wait for it before asking). */
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let requests = 0;
    const onRequest = (event: Event) => {
      // Taken: requestLogin does not fall back to the login screen.
      event.preventDefault();
      const required = Boolean((event as CustomEvent<Partial<LoginRequestDetail> | null>).detail?.required);
      saveReturnAddress(safeStorage("local"), location.pathname + location.search);
      import("./LoginDialogContent.tsx").then(
        (module) => {
          setContent(() => module.default);
          setRequest({ required, id: ++requests });
        },
        () => location.assign(loginPath(lang)),
      );
    };
    window.addEventListener(FRAME_EVENTS.login, onRequest);
    setReady(true);
    return () => window.removeEventListener(FRAME_EVENTS.login, onRequest);
  }, [lang]);

  const close = () => setRequest(null);

  return (
    <Dialog
      open={Boolean(request && Content)}
      onClose={close}
      labelledBy={TITLE_ID}
      className="login-dialog"
      data-testid="login-dialog"
      data-ready={ready ? "true" : undefined}
    >
      {request && Content ? (
        <Content key={request.id} lang={lang} required={request.required} titleId={TITLE_ID} closeLabel={closeLabel} rules={rules} providers={providers} onClose={close} />
      ) : null}
    </Dialog>
  );
}
