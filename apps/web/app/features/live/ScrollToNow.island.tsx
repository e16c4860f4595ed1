import { useEffect } from "react";

/** Brings the programme on air into view on the schedule (the list is long; the reader wants "now"). */
export default function ScrollToNow({ selector }: { selector: string }) {
  useEffect(() => {
    document.querySelector(selector)?.scrollIntoView({ block: "center" });
  }, [selector]);
  return null;
}
