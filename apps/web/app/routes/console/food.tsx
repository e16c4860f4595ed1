import { useMemo } from "react";
import type { Route } from "./+types/food";
import { foodConsoleApi } from "@portal/contract/endpoints/food";
import type { Paged } from "@portal/contract/schemas/member";
import type { ConsoleFoodItem } from "@portal/contract/schemas/food/console";
import type { RouteHandle } from "../../context.ts";
import { pageQuery } from "../../data/route-params.ts";
import { translator } from "../../i18n/define.ts";
import { consoleCall } from "../../features/console/console-api.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { loadForDesk } from "../../features/console/news/news-load.server.ts";
import { MediaList } from "../../features/console/producer/MediaList.tsx";
import { mediaMessages } from "../../features/console/producer/media-messages.ts";
import { FOOD_PATH } from "../../features/console/producer/producer.ts";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import "../../features/console/news/news-desk.css";
import "../../features/console/producer/producer.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navFood");

/** The query the loader reads (the server renders with these only: page-query.ts). */
export const handle: RouteHandle = { query: { page: pageQuery } };

const PAGE_SIZE = 20;

export async function loader({ request, context }: Route.LoaderArgs): Promise<{ items: Paged<ConsoleFoodItem> }> {
  const asked = Number(new URL(request.url).searchParams.get("page"));
  const page = Number.isInteger(asked) && asked > 0 ? asked : 1;
  return { items: await loadForDesk(context, request, consoleLangOfRequest(request), foodConsoleApi.list, { query: { page, pageSize: PAGE_SIZE } }) };
}

/** The producer's food pages: every page, newest first, published or not, with publish / unpublish on each row. */
export default function Food({ loaderData }: Route.ComponentProps) {
  const lang = useConsoleLang();
  const t = translator(mediaMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  return (
    <MediaList
      lang={lang}
      page={loaderData.items}
      title={t("foodTitle")}
      lead={t("foodLead")}
      newLabel={t("newFood")}
      basePath={FOOD_PATH}
      testId="food"
      setPublished={(id, published) => call(foodConsoleApi.visibility, { params: { id }, body: { published } })}
    />
  );
}
