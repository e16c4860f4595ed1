import { useEffect } from "react";

/** The horizontal strips (channel tabs, days) and what in them is current. */
const STRIPS = [".channel-tabs", ".day-picker"];

/**
 * Brings what is current into view: the chosen channel and day in their strips (which scroll sideways on a phone)
 * and, on the schedule of today, the programme on air (`selector`), since the day's list is long.
 */
export default function ScrollToNow({ selector }: { selector?: string }) {
  useEffect(() => {
    for (const strip of STRIPS) {
      const list = document.querySelector<HTMLElement>(strip);
      const current = list?.querySelector<HTMLElement>("[aria-current]");
      if (list && current) list.scrollLeft = current.offsetLeft - list.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
    }
    if (selector) document.querySelector(selector)?.scrollIntoView({ block: "center" });
  }, [selector]);
  return null;
}
