import { useEffect } from "react";
import { statisticsSiteId } from "@portal/contract/constants";
import { sendStatisticsEvent } from "../../browser/page-view.ts";

/**
 * Spec §4: a special's detail answered with code 0 sends a web page-view statistic for the special (object
 * `special/{id}`), besides the frame's page view of the path. Renders nothing; a failed detail never gets here
 * (the screen shows its error state instead).
 */
export default function SpecialView({ specialId }: { specialId: number }) {
  useEffect(() => {
    sendStatisticsEvent({ event: "page", object_id: `special/${specialId}`, source: "pc", platform: "web", site_id: statisticsSiteId(location.hostname) });
  }, [specialId]);
  return null;
}
