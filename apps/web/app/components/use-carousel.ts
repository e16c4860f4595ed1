import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type TouchEvent } from "react";
import { isRotating, swipeStep, wrapIndex } from "./carousel.ts";

export interface CarouselOptions {
  /** Time each slide stays when turning by itself; 0: only by hand. */
  autoplayMs: number;
  /** Start paused (a photo viewer: the visitor presses play). Reduced motion starts paused anyway. */
  startPaused?: boolean;
  /** The slide shown first. */
  startAt?: number;
}

/**
 * The state every carousel shares (Carousel.tsx, the footer adverts, the photo viewer): the current slide, turning
 * by itself every `autoplayMs` unless paused, held (the pointer over it or the keyboard focus inside), in a
 * background tab, or the visitor prefers reduced motion (it then starts paused; WCAG 2.2.2); arrow keys, swipes
 * and `go` step round; `moved` once the visitor has moved it (changes are announced only then). Spread `bind` on
 * the carousel's root element.
 */
export function useCarousel(count: number, { autoplayMs, startPaused = false, startAt = 0 }: CarouselOptions) {
  const [index, setIndex] = useState(() => wrapIndex(startAt, count));
  const [paused, setPaused] = useState(startPaused || autoplayMs <= 0);
  const [hidden, setHidden] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [moved, setMoved] = useState(false);
  const touchStart = useRef<number | null>(null);
  const rotating = autoplayMs > 0 && isRotating({ count, paused, hovered, focused, hidden });

  useEffect(() => {
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) setPaused(true);
    const onVisibility = () => setHidden(document.visibilityState === "hidden");
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, []);

  useEffect(() => {
    if (!rotating) return;
    const id = window.setTimeout(() => setIndex((i) => wrapIndex(i + 1, count)), autoplayMs);
    return () => window.clearTimeout(id);
  }, [rotating, index, count, autoplayMs]);

  const go = (target: number) => {
    setMoved(true);
    setIndex(wrapIndex(target, count));
  };

  /** Pause, or play: an explicit request that overrides the hold of the pointer and the focus already inside. */
  const togglePlay = () => {
    if (paused) {
      setHovered(false);
      setFocused(false);
    }
    setPaused(!paused);
  };

  const bind = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    // Keyboard focus holds the slides; a mouse click on a button (no visible focus) does not.
    onFocus: (event: FocusEvent) => {
      if ((event.target as HTMLElement).matches?.(":focus-visible")) setFocused(true);
    },
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (count < 2) return;
      if (event.key === "ArrowLeft") go(index - 1);
      else if (event.key === "ArrowRight") go(index + 1);
      else return;
      event.preventDefault();
    },
    onTouchStart: (event: TouchEvent) => {
      touchStart.current = event.touches[0]?.clientX ?? null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const start = touchStart.current;
      const end = event.changedTouches[0]?.clientX;
      touchStart.current = null;
      if (start === null || end === undefined) return;
      const step = swipeStep(start, end);
      if (step) go(index + step);
    },
  };

  return { index, paused, setPaused, togglePlay, moved, rotating, go, bind };
}
