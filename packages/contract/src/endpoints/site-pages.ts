import { GET } from "../endpoint.ts";
import type { AdvertisingInfo, ContactInformation, LatestPage, SitePage } from "../schemas/site-pages.ts";

/** Spec §7 CMS contact-information, advertising, page/item, and the latest page's merged list (docs/site-pages.md). */
const BASE = "/api/v1.0/cms";

export const sitePagesApi = {
  contactInformation: GET(`${BASE}/contact-information`).returns<ContactInformation>(),
  advertising: GET(`${BASE}/advertising`).returns<AdvertisingInfo>(),
  /** A staff-written page by slug (privacy, terms, any page staff add); 404 when none is published. */
  pageItem: GET(`${BASE}/page/item`).query<{ slug: string }>().returns<SitePage>(),
  /** Newest first across news, programme episodes and short videos (not in the spec: the latest screen). */
  latest: GET(`${BASE}/latest`).query<{ page?: number; pageSize?: number }>().returns<LatestPage>(),
};
