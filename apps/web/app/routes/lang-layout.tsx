import { Outlet, data } from "react-router";
import type { Route } from "./+types/lang-layout";
import { isUrlLang, urlLangToApiLocale } from "@portal/contract/locales";
import type { Envelope } from "@portal/contract/envelope";
import type { MenuResponse } from "@portal/contract/schemas/common";

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isUrlLang(params.lang)) throw data(null, { status: 404 });
  const api = context.apiFor(urlLangToApiLocale(params.lang));
  const menu = await api.get<Envelope<MenuResponse>>("/api/v1.0/cms/menu");
  return { lang: params.lang, menu: menu.data };
}

export default function LangLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <header>
        <nav>
          {loaderData.menu.menu.map((m) => (
            <a key={m.id} href={`/${loaderData.lang}/${m.path ?? ""}`}>
              {m.title}
            </a>
          ))}
        </nav>
      </header>
      <Outlet />
    </>
  );
}
