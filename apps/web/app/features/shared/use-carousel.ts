import { useEffect, useState, type KeyboardEvent } from "react";
import { isRotating, wrapIndex } from "./carousel.ts";

/**
 * The state both advert carousels share (the home top AdCarousel, the FooterAds): the current slide, turning by
 * itself every `autoplayMs` unless paused, held (pointer or focus inside), in a background tab, or the visitor
 * prefers reduced motion (WCAG 2.2.2); arrow keys and `go` step round; `moved` once the visitor has moved them
 * (changes are announced only then).
 */
export function useCarousel(count: number, autoplayMs: number, held: boolean) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hidden, setHidden] = useState(false);
  const [moved, setMoved] = useState(false);
  const rotating = isRotating({ count, paused, hovered: held, focused: false, hidden });

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) setPaused(true);
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
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === "ArrowLeft") go(index - 1);
    else if (event.key === "ArrowRight") go(index + 1);
    else return;
    event.preventDefault();
  };
  return { index, paused, setPaused, moved, rotating, go, onKeyDown };
}
