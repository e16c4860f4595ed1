import { useEffect } from "react";
import type { Endpoint, None } from "@portal/contract/endpoint";
import type { CountedView } from "@portal/contract/schemas/interactions";
import { sendBeacon } from "../browser/beacon.ts";

/**
 * Counts the reader's view of an item (an interactions `view` endpoint: POST …/{id}/view). The page is rendered once
 * and cached for every reader, so the count is sent from the browser, without holding anything up; a failure is
 * ignored (counting never breaks reading). `endpoint` is the item's catalogue endpoint (companyApi.view).
 */
export default function ViewBeacon({ endpoint, id }: { endpoint: Endpoint<"POST", string, None, None, CountedView>; id: number }) {
  useEffect(() => {
    sendBeacon(endpoint, { params: { id } });
  }, [endpoint, id]);
  return null;
}
