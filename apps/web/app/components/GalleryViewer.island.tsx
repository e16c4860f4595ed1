import { useEffect, useState, type ComponentType } from "react";
import { startIndex, type GalleryImage } from "./gallery.ts";
import type { GalleryDialogProps } from "./GalleryDialog.tsx";

export interface GalleryViewerLabels {
  /** The dialog's name. */
  viewer: string;
  close: string;
  previous: string;
  next: string;
  /** "{current} / {total}". */
  counter: string;
  /** "{current} of {total}", for screen readers. */
  position: string;
  play: string;
  pause: string;
  /** "Photo {number}", for a picture without alternative text. */
  photo: string;
  thumbnails: string;
}

export interface GalleryViewerProps {
  /** The gallery's `data-gallery` on the page (Gallery.tsx). */
  galleryId: string;
  images: GalleryImage[];
  autoplayMs: number;
  labels: GalleryViewerLabels;
}

/**
 * Enlarges the pictures of a server-rendered Gallery. Until someone opens a picture this island is only a click
 * listener on the gallery's links (`data-gallery-index`): the viewer itself (GalleryDialog: the dialog, the
 * slideshow, its styles) is fetched on that first click, so that an article pays for it only when a reader asks
 * (the JavaScript budget). A click with a modifier key, or a viewer that cannot load, leaves the link to the
 * picture to do its ordinary work. `data-ready`: the listener is in place.
 */
export default function GalleryViewer({ galleryId, images, autoplayMs, labels }: GalleryViewerProps) {
  const [Viewer, setViewer] = useState<ComponentType<GalleryDialogProps> | null>(null);
  /** The picture to open at, and how many times the viewer was opened (a new one each time). */
  const [opened, setOpened] = useState<{ at: number; count: number; open: boolean }>({ at: 0, count: 0, open: false });
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const gallery = document.querySelector<HTMLElement>(`[data-gallery="${CSS.escape(galleryId)}"]`);
    if (!gallery) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>("a[data-gallery-index]");
      if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      const index = startIndex(link.dataset.galleryIndex, images.length);
      import("./GalleryDialog.tsx").then(
        (module) => {
          setViewer(() => module.default);
          setOpened((previous) => ({ at: index, count: previous.count + 1, open: true }));
        },
        () => location.assign(link.href),
      );
    };
    gallery.addEventListener("click", onClick);
    gallery.dataset.ready = "true";
    setReady(true);
    return () => gallery.removeEventListener("click", onClick);
  }, [galleryId, images.length]);

  if (!ready || !Viewer) return null;
  return (
    <Viewer
      key={opened.count}
      open={opened.open}
      images={images}
      start={opened.at}
      autoplayMs={autoplayMs}
      labels={labels}
      onClose={() => setOpened((previous) => ({ ...previous, open: false }))}
    />
  );
}
