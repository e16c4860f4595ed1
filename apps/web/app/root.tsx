import { Links, Meta, Outlet, useLocation, Scripts, ScrollRestoration, isRouteErrorResponse, useMatches, useParams, useRouteLoaderData } from "react-router";
import { useEffect, type ReactNode } from "react";
import { htmlLangOf } from "@portal/contract/locales";
import type { Route } from "./+types/root";
import type { RouteHandle } from "./context.ts";
import { langOf } from "./data/route-params.ts";
import { translator } from "./i18n/define.ts";
import { FRAME_BOOT_SCRIPT } from "./layout/boot.ts";
import { layoutMessages } from "./layout/messages.ts";
import { sendPageView } from "./browser/page-view.ts";
import { CONSOLE_ROUTE_ID, LANG_LAYOUT_ROUTE_ID, type ConsoleData, type FramePageData } from "./layout/page-data.ts";
import "./styles/global.css";
import "./components/styles.ts";

export function loader({ context }: Route.LoaderArgs) {
  return { islandsEntry: context.islandsEntry, statisticsUrl: context.statisticsUrl, nonce: context.nonce };
}

/** True when a matched route asks for React Router's full client (app-like screens). */
function useWholeAppHydration(): boolean {
  return useMatches().some((m) => (m.handle as RouteHandle | undefined)?.hydrate === "app");
}

export function Layout({ children }: { children: ReactNode }) {
  const params = useParams();
  // The console's language is the staff member's preference (its layout's data), not in the address.
  const consoleData = useRouteLoaderData<ConsoleData>(CONSOLE_ROUTE_ID);
  const lang = consoleData?.lang ?? langOf(params.lang);
  const rootData = useRouteLoaderData<typeof loader>("root");
  const page = useRouteLoaderData<FramePageData>(LANG_LAYOUT_ROUTE_ID);
  const wholeApp = useWholeAppHydration();
  const islandsEntry = rootData?.islandsEntry;
  const nonce = rootData?.nonce;
  return (
    // The boot script adds classes and --font-base to <html> before React sees it: not a mismatch to report.
    <html
      lang={htmlLangOf(lang)}
      className={page?.frame.grey ? "is-grey" : undefined}
      data-statistics={rootData?.statisticsUrl ?? undefined}
      data-islands={!wholeApp && islandsEntry ? islandsEntry : undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#101820" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: FRAME_BOOT_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {wholeApp ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  // Runs only where React Router hydrates the whole page (app-like screens): one page view per navigation.
  // Ordinary pages send theirs from the islands client. Routes whose pages are no readers' visits say so (the console).
  const { pathname } = useLocation();
  const counted = !useMatches().some((m) => (m.handle as RouteHandle | undefined)?.pageView === false);
  useEffect(() => {
    if (counted) sendPageView();
    // Once per page (its path), as the islands client does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return <Outlet />;
}

/** Errors outside the frame (the frame's own loader failed): a plain page in the visitor's language. */
export function ErrorBoundary({ error }: { error: unknown }) {
  const params = useParams();
  const lang = langOf(params.lang);
  const t = translator(layoutMessages, lang);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="main" className="error-page">
      <div className="container">
        <p className="error-code">{status}</p>
        <h1>{status === 404 ? t("notFoundTitle") : t("errorTitle")}</h1>
        <p>{status === 404 ? t("notFoundText") : t("errorText")}</p>
        <p>
          <a href={`/${lang}/`}>{t("notFoundHome")}</a>
        </p>
      </div>
    </main>
  );
}
