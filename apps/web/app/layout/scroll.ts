import { BACK_TO_TOP_STEP_PX, BACK_TO_TOP_THRESHOLD_PX } from "@portal/contract/constants";

/** The back-to-top control shows once the page is scrolled beyond 400 px (spec §2). */
export function showsBackToTop(scrollY: number): boolean {
  return scrollY > BACK_TO_TOP_THRESHOLD_PX;
}

/**
 * One frame of the scroll back to the top: at least 30 px (spec §9), more on long pages (an eighth of the way left)
 * so that the trip never takes more than about half a second.
 */
export function nextScrollTop(current: number): number {
  if (current <= 0) return 0;
  return Math.max(0, current - Math.max(BACK_TO_TOP_STEP_PX, Math.ceil(current / 8)));
}

/**
 * The header's state for a scroll position (spec §4): `scrolled` as soon as the page moves; on home the header
 * changes type once the notice bar above it has scrolled away.
 */
export function headerState(scrollY: number, home: boolean, noticeBottom: number): { scrolled: boolean; homeCompact: boolean } {
  return { scrolled: scrollY > 0, homeCompact: home && scrollY > noticeBottom };
}
