import { data, redirect } from "react-router";
import type { Route } from "./+types/sharelink";
import { sharelinkTarget } from "../features/news/news-paths.ts";
import { langOf } from "../data/route-params.ts";

/** /{lang}/sharelink/{type}/{id} (spec §2): leads to the shared item's page (news → news-detail/{id} …), 302. */
export function loader({ params }: Route.LoaderArgs) {
  const target = sharelinkTarget(langOf(params.lang), params.type ?? "", params.id ?? "");
  if (!target) throw data(null, { status: 404 });
  throw redirect(target, 302);
}

export default function Sharelink() {
  return null;
}
