import { GET } from "../endpoint.ts";
import type { HomeResponse } from "../schemas/common.ts";

/** The home page's adverts and news sections; the spec shows no path, so it sits with the CMS calls (docs/api.md). */
export const homeApi = {
  home: GET("/api/v1.0/cms/home").returns<HomeResponse>(),
};
