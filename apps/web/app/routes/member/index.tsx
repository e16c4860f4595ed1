import { redirect } from "react-router";
import type { Route } from "./+types/index";
import { accountPath } from "../../features/member/account-api.ts";
import { langOf } from "../../data/route-params.ts";

/** /{lang}/user/account opens its default screen, the overview (spec §2: my-list). */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(accountPath(langOf(params.lang), "my-list"));
}

export default function AccountIndex() {
  return null;
}
