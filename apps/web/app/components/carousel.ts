/** Pure rules of the carousels (Carousel.tsx, the photo viewer): which slide follows, when slides turn by themselves. */

/** The slide `index` lands on among `count`, going round at both ends (-1 → the last, count → the first). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return ((Math.trunc(index) % count) + count) % count;
}

export interface RotationState {
  count: number;
  /** The visitor pressed pause (or prefers reduced motion and has not pressed play). */
  paused: boolean;
  /** The pointer is over the carousel. */
  hovered: boolean;
  /** Keyboard focus is inside the carousel. */
  focused: boolean;
  /** The page is in a background tab. */
  hidden: boolean;
}

/** Slides turn by themselves only when there is more than one and nothing holds them (WCAG 2.2.2). */
export function isRotating(state: RotationState): boolean {
  return state.count > 1 && !state.paused && !state.hovered && !state.focused && !state.hidden;
}

/** A horizontal swipe of at least `threshold` px steps one slide: left → next (+1), right → previous (-1). */
export function swipeStep(startX: number, endX: number, threshold = 40): -1 | 0 | 1 {
  const delta = endX - startX;
  if (Math.abs(delta) < threshold) return 0;
  return delta < 0 ? 1 : -1;
}
