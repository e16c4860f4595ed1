import { useEffect } from "react";
import { newsApi } from "@portal/contract/endpoints/news";
import { sendBeacon } from "../../browser/beacon.ts";

/**
 * Counts the reader's view of an article (POST news/{id}/view). The page is rendered once and cached for every
 * reader, so the count is sent from the browser; the server counts an address once per article per half hour.
 * Sent without holding anything up; a failure is ignored (statistics never break reading).
 */
export default function ArticleView({ id }: { id: number }) {
  useEffect(() => {
    sendBeacon(newsApi.view, { params: { id } });
  }, [id]);
  return null;
}
