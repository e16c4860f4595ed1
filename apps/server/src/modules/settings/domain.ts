import type { DomainInfo } from "@portal/contract/schemas/common";
import type { Config } from "../../config.ts";

/**
 * GET /api/v1/common/get-domain: where the parts of the portal live. The website and the API are the same server
 * (PUBLIC_URL); statistics go to STATISTICS_URL when set, else to the same server; uploads are under /uploads.
 */
export function domainInfo(config: Pick<Config, "publicUrl" | "statisticsUrl">): DomainInfo {
  return {
    web: config.publicUrl,
    api: config.publicUrl,
    statistics: (config.statisticsUrl ?? config.publicUrl).replace(/\/$/, ""),
    uploads: `${config.publicUrl}/uploads`,
    // Live streams (modules/broadcast): the demo stream is served here; a channel with an origin_url names its own host.
    live: `${config.publicUrl}/live-media`,
  };
}
