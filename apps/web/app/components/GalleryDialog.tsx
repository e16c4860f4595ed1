import { useEffect } from "react";
import { CloseIcon, NextIcon, PrevIcon } from "./icons.tsx";
import { PlayToggle } from "./CarouselControls.tsx";
import { Dialog } from "./Dialog.tsx";
import { counterText, fillText, imageName, neighbours, type GalleryImage } from "./gallery.ts";
import type { GalleryViewerLabels } from "./GalleryViewer.island.tsx";
import { useCarousel } from "./use-carousel.ts";

export interface GalleryDialogProps {
  open: boolean;
  images: GalleryImage[];
  /** The picture shown first. */
  start: number;
  autoplayMs: number;
  labels: GalleryViewerLabels;
  onClose: () => void;
}

const TITLE_ID = "gallery-viewer-title";

/**
 * The photo viewer (loaded by GalleryViewer on the first click): the site's Dialog over a dark page, one picture at
 * a time at most 600 px high (spec §9), its caption, "3 / 8", previous and next as buttons, with the arrow keys and
 * with a swipe, a row of thumbnails, and a slideshow that starts only when the reader presses play (the shared
 * carousel rules: it stays paused for readers who prefer reduced motion until they press play, and pictures then
 * change without animation). Esc or the close button closes it and the focus goes back to the picture that opened
 * it. Moves made by the reader are announced (the caption and the position); the slideshow's own are not.
 */
export default function GalleryDialog({ open, images, start, autoplayMs, labels, onClose }: GalleryDialogProps) {
  const count = images.length;
  const carousel = useCarousel(count, { autoplayMs, startPaused: true, startAt: start });
  const { index, go, moved, rotating } = carousel;
  const image = images[index] ?? images[0]!;
  const several = count > 1;

  // The pictures either side are fetched ahead, so that stepping shows them at once.
  useEffect(() => {
    for (const i of neighbours(index, count)) {
      const next = images[i];
      if (next) new Image().src = next.src;
    }
  }, [index, count, images]);

  return (
    <Dialog open={open} onClose={onClose} labelledBy={TITLE_ID} className="dialog--media" data-testid="gallery-viewer">
      <div className="viewer" onKeyDown={carousel.bind.onKeyDown}>
        <div className="viewer__bar">
          <h2 id={TITLE_ID} className="visually-hidden">
            {labels.viewer}
          </h2>
          <p className="viewer__counter" data-testid="gallery-counter" aria-hidden="true">
            {counterText(labels.counter, index, count)}
          </p>
          <div className="viewer__tools">
            {several ? (
              <PlayToggle paused={carousel.paused} labels={labels} onToggle={carousel.togglePlay} className="viewer__button" testId="gallery-play" />
            ) : null}
            <button type="button" className="viewer__button" aria-label={labels.close} title={labels.close} onClick={onClose} data-testid="gallery-close" data-autofocus="">
              <CloseIcon />
            </button>
          </div>
        </div>
        <div className="viewer__stage" onTouchStart={carousel.bind.onTouchStart} onTouchEnd={carousel.bind.onTouchEnd}>
          <figure className="viewer__figure" aria-live={moved && !rotating ? "polite" : "off"} aria-atomic="true">
            <img key={image.src} className="viewer__image" src={image.src} alt={imageName(image, index, labels.photo)} data-testid="gallery-image" />
            <figcaption className="viewer__caption">
              <span className="visually-hidden">{fillText(labels.position, { current: index + 1, total: count })} </span>
              {image.caption}
            </figcaption>
          </figure>
          {several ? (
            <>
              <button type="button" className="viewer__nav viewer__nav--prev" aria-label={labels.previous} title={labels.previous} onClick={() => go(index - 1)} data-testid="gallery-previous">
                <PrevIcon />
              </button>
              <button type="button" className="viewer__nav viewer__nav--next" aria-label={labels.next} title={labels.next} onClick={() => go(index + 1)} data-testid="gallery-next">
                <NextIcon />
              </button>
            </>
          ) : null}
        </div>
        {several ? (
          <div className="viewer__thumbs" role="group" aria-label={labels.thumbnails}>
            {images.map((thumb, i) => (
              <button
                key={thumb.src}
                type="button"
                className="viewer__thumb"
                aria-label={imageName(thumb, i, labels.photo)}
                aria-current={i === index ? "true" : undefined}
                onClick={() => go(i)}
              >
                <img src={thumb.src} alt="" width={96} height={54} loading="lazy" decoding="async" />
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
