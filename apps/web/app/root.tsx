import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useMatches, useParams, useRouteLoaderData } from "react-router";
import type { ReactNode } from "react";
import { DEFAULT_URL_LANG, htmlLangOf, isUrlLang } from "@portal/contract/locales";
import type { Route } from "./+types/root";
import type { RouteHandle } from "./context.ts";
import "./styles/global.css";

export function loader({ context }: Route.LoaderArgs) {
  return { islandsEntry: context.islandsEntry };
}

/** True when a matched route asks for React Router's full client (app-like screens). */
function useWholeAppHydration(): boolean {
  return useMatches().some((m) => (m.handle as RouteHandle | undefined)?.hydrate === "app");
}

export function Layout({ children }: { children: ReactNode }) {
  const params = useParams();
  const lang = isUrlLang(params.lang) ? params.lang : DEFAULT_URL_LANG;
  const rootData = useRouteLoaderData<typeof loader>("root");
  const wholeApp = useWholeAppHydration();
  const islandsEntry = rootData?.islandsEntry;
  return (
    <html lang={htmlLangOf(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#b3001b" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        {!wholeApp && islandsEntry ? <script type="module" src={islandsEntry} async /> : null}
      </head>
      <body>
        {children}
        {wholeApp ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="main" className="error-page">
      <h1>{status}</h1>
    </main>
  );
}
