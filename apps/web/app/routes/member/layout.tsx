import { useMemo } from "react";
import { Outlet, useParams } from "react-router";
import type { Route } from "./+types/layout";
import type { RouteHandle } from "../../context.ts";
import { accountMeta } from "../../features/member/account-route.ts";
import { AccountNav } from "../../features/member/AccountNav.tsx";
import type { AccountOutlet } from "../../features/member/AccountParts.tsx";
import { langOf } from "../../data/route-params.ts";
import { Toast, useToast } from "../../components/Toast.tsx";
import "../../features/member/account.css";

/**
 * The member centre (spec §2: /{lang}/user/account, needs login): the side navigation and the screen. An
 * application rather than a document, so React Router hydrates the whole page (ADR 0001).
 *
 * Data: the server renders the shell only — frame, navigation, each screen's title and grey placeholders — since
 * pages are cached for everyone and the token lives in the browser. Each screen loads the member's data in a
 * `clientLoader` with `hydrate = true` and shows its `HydrateFallback` meanwhile. Chosen over effects because the
 * loader runs before the screen renders: the sign-in guard (no token, or a 401 → /{lang}/user) redirects before
 * anything member-shaped is drawn, a failure lands in the screen's ErrorBoundary, and "try again" is React
 * Router's revalidation instead of hand-written loading states. Changes (rename, delete, mark read) update the
 * screen's own state from the answer; the loaders are not run again for them.
 */
export const handle: RouteHandle = { hydrate: "app" };

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, "centre");

const STATUS_SHOWN_MS = 5_000;

export default function AccountLayout() {
  const lang = langOf(useParams().lang);
  const status = useToast();
  const { show } = status;
  // Results stay a little longer than the spec's 3 s: they often follow a longer form.
  const outlet = useMemo<AccountOutlet>(() => ({ announce: (text) => show("info", text, { durationMs: STATUS_SHOWN_MS }) }), [show]);

  return (
    <main id="main" className="account" data-testid="account">
      <div className="container account__grid">
        <AccountNav lang={lang} />
        <div className="account__main">
          <Outlet context={outlet} />
        </div>
      </div>
      <Toast toast={status.toast} placement="bottom" testId="account-status" />
    </main>
  );
}
