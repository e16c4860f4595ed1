import { redirect } from "react-router";
import type { Route } from "./+types/index-redirect";
import { allProgramsPath } from "../../features/program/program-paths.ts";
import { langOf, slugQuery } from "../../data/route-params.ts";
import type { RouteHandle } from "../../context.ts";

export const handle: RouteHandle = { query: { category: slugQuery } };

/** /{lang}/program goes to program/all_program (spec §2 redirects), keeping the query. */
export function loader({ params, request }: Route.LoaderArgs) {
  throw redirect(`${allProgramsPath(langOf(params.lang))}${new URL(request.url).search}`, 301);
}

export default function ProgramIndex() {
  return null;
}
