import { useEffect } from "react";
import { NEWS_API } from "./news-endpoints.ts";

/**
 * Counts the reader's view of an article (POST news/{id}/view). The page is rendered once and cached for every
 * reader, so the count is sent from the browser; the server counts an address once per article per half hour.
 * Sent without holding anything up; a failure is ignored (statistics never break reading).
 */
export default function ArticleView({ id }: { id: number }) {
  useEffect(() => {
    void fetch(`${NEWS_API}/${id}/view`, { method: "POST", keepalive: true, headers: { "content-type": "application/json" }, body: "{}" })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  }, [id]);
  return null;
}
