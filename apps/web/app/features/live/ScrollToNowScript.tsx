import { useRouteLoaderData } from "react-router";

/**
 * Brings what is current into view as soon as the page is parsed: the chosen channel and day in their strips (which
 * scroll sideways on a phone) and, on today's schedule, the programme on air (the day's list is long). A few
 * bytes inline with the render's CSP nonce (ADR 0009) instead of an island: no chunk to load, no layout jump later.
 */
export const SCROLL_TO_NOW_SCRIPT = `for(const s of[".channel-tabs",".day-picker"]){const l=document.querySelector(s),c=l&&l.querySelector("[aria-current]");if(c)l.scrollLeft=c.offsetLeft-l.offsetLeft-(l.clientWidth-c.offsetWidth)/2}document.querySelector('[aria-current="time"]')?.scrollIntoView({block:"center"})`;

export function ScrollToNowScript() {
  const nonce = useRouteLoaderData<{ nonce?: string }>("root")?.nonce;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCROLL_TO_NOW_SCRIPT }} />;
}
