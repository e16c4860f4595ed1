import { InlineScript, centreCurrentInStrips } from "../../components/InlineScript.tsx";

/**
 * Brings what is current into view as soon as the page is parsed: the chosen channel and day in their strips (which
 * scroll sideways on a phone) and, on today's schedule, the programme on air (the day's list is long).
 */
export const SCROLL_TO_NOW_SCRIPT = `${centreCurrentInStrips([".channel-tabs", ".day-picker"])}document.querySelector('[aria-current="time"]')?.scrollIntoView({block:"center"})`;

export function ScrollToNowScript() {
  return <InlineScript code={SCROLL_TO_NOW_SCRIPT} />;
}
