import type { ReactNode } from "react";
import { NextIcon, PauseIcon, PlayIcon, PrevIcon } from "./icons.tsx";
import type { useCarousel } from "./use-carousel.ts";

/**
 * The buttons of a carousel, apart from the Carousel view so that a carousel drawing its own slides (the footer
 * adverts, the photo viewer) does not load the view.
 */

/** "{current} of {total}" with the numbers in place. */
export const fill = (text: string, values: Record<string, number>) => text.replace(/\{(\w+)\}/g, (m, k: string) => String(values[k] ?? m));

/** Pause / play: its name says what pressing it does. */
export function PlayToggle({
  paused,
  labels,
  onToggle,
  className,
  testId,
}: {
  paused: boolean;
  labels: { pause: string; play: string };
  onToggle: () => void;
  className?: string;
  testId?: string;
}) {
  return (
    <button type="button" className={className} aria-label={paused ? labels.play : labels.pause} title={paused ? labels.play : labels.pause} onClick={onToggle} data-testid={testId}>
      {paused ? <PlayIcon /> : <PauseIcon />}
    </button>
  );
}

/**
 * Previous, pause/play and next in a row, for a carousel that draws its own slides (the footer adverts): test ids
 * `{testIdPrefix}-prev`, `-toggle`, `-next`.
 */
export function CarouselControls({
  carousel,
  labels,
  className,
  testIdPrefix,
  children,
}: {
  carousel: Pick<ReturnType<typeof useCarousel>, "index" | "paused" | "go" | "togglePlay">;
  labels: { previous: string; next: string; pause: string; play: string };
  className?: string;
  testIdPrefix?: string;
  /** Before the buttons (a position text). */
  children?: ReactNode;
}) {
  const id = (name: string) => (testIdPrefix ? `${testIdPrefix}-${name}` : undefined);
  return (
    <div className={className}>
      {children}
      <button type="button" aria-label={labels.previous} onClick={() => carousel.go(carousel.index - 1)} data-testid={id("prev")}>
        <PrevIcon />
      </button>
      <PlayToggle paused={carousel.paused} labels={labels} onToggle={carousel.togglePlay} testId={id("toggle")} />
      <button type="button" aria-label={labels.next} onClick={() => carousel.go(carousel.index + 1)} data-testid={id("next")}>
        <NextIcon />
      </button>
    </div>
  );
}
