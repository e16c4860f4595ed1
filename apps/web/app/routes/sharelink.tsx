import { data, redirect } from "react-router";
import { programApi } from "@portal/contract/endpoints/program";
import { urlLangToApiLocale, type UrlLang } from "@portal/contract/locales";
import type { ApiClient } from "@portal/contract/api-client";
import type { Route } from "./+types/sharelink";
import { sharelinkTarget } from "../features/news/news-paths.ts";
import { playItemPath, programPath } from "../features/program/program-paths.ts";
import { loadOptional, loadOrFail } from "../data/load.server.ts";
import { langOf } from "../data/route-params.ts";

/** /{lang}/sharelink/{type}/{id} (spec §2): leads to the shared item's page (news → news-detail/{id} …), 302. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const target = sharelinkTarget(lang, params.type ?? "", params.id ?? "");
  if (!target) throw data(null, { status: 404 });
  const path = "path" in target ? target.path : await programPage(context.apiFor(urlLangToApiLocale(lang)), lang, target.programId);
  throw redirect(path, 302);
}

/**
 * A programme's page is named by its slug, so the id is looked up: a programme's, else an episode's (the two share
 * one id sequence, the id of likes, comments and plays), whose page is its play item. Neither: 404.
 */
async function programPage(api: ApiClient, lang: UrlLang, id: number): Promise<string> {
  const program = await loadOptional(api, programApi.details, { params: { slug: String(id) } });
  if (program) return programPath(lang, program.slug);
  const episode = await loadOrFail(api, programApi.review, { params: { id: String(id) } });
  return playItemPath(lang, episode.program.type, episode.slug);
}

export default function Sharelink() {
  return null;
}
