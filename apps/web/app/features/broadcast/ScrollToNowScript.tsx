import { InlineScript, centreCurrentInStrips } from "../../components/InlineScript.tsx";

/**
 * Brings what is current into view: the chosen channel and day in their strips (which scroll sideways on a phone)
 * as soon as they are parsed and, on the schedule, the programme on air (else the next one, data-schedule-next) to
 * the top of the window, under the header that stays there (its scroll-margin-top, live.css), once the whole
 * document is parsed — before, the page may not yet be long enough below a late programme to bring it up (the
 * day's last programme stayed at the foot of a phone's window, under the cookie bar).
 */
export const SCROLL_TO_NOW_SCRIPT = `${centreCurrentInStrips([".channel-tabs", ".day-picker"])}{const n=document.querySelector('[aria-current="time"]')||document.querySelector("[data-schedule-next]");if(n){const go=()=>n.scrollIntoView({block:"start"});document.readyState==="loading"?document.addEventListener("DOMContentLoaded",go,{once:true}):go()}}`;

export function ScrollToNowScript() {
  return <InlineScript code={SCROLL_TO_NOW_SCRIPT} />;
}
