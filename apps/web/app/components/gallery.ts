import { wrapIndex } from "./carousel.ts";

/**
 * The rules of the photo gallery (Gallery.tsx, GalleryViewer.island.tsx, GalleryDialog.tsx). Pure, so that they are
 * tested without a browser; moving between pictures is the carousel's (carousel.ts: wrapIndex, swipeStep).
 */

/** A picture of a gallery: JSON, so that it can travel to the viewer island. */
export interface GalleryImage {
  src: string;
  /** What the picture shows ("" when the text around it says it: a story's cover). */
  alt: string;
  caption: string | null;
}

/** Time each picture stays when the reader plays the slideshow. */
export const GALLERY_AUTOPLAY_MS = 5_000;

/** A template's `{name}` placeholders filled in. */
export const fillText = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

/** How a control names picture `index`: its alternative text, else "Photo 3" (`photo` is "Photo {number}"). */
export function imageName(image: GalleryImage, index: number, photo: string): string {
  return image.alt.trim() || fillText(photo, { number: index + 1 });
}

/** "3 / 8": the picture shown, counting from 1. */
export function counterText(template: string, index: number, count: number): string {
  return fillText(template, { current: wrapIndex(index, count) + 1, total: count });
}

/** The pictures to fetch before they are asked for: the next and the previous one (round), never the current. */
export function neighbours(index: number, count: number): number[] {
  if (count < 2) return [];
  const around = [wrapIndex(index + 1, count), wrapIndex(index - 1, count)];
  return around.filter((i, n) => i !== wrapIndex(index, count) && around.indexOf(i) === n);
}

/** Where the viewer opens: the picture asked for, or the first when the number is not one of the gallery's. */
export function startIndex(value: string | number | undefined, count: number): number {
  const index = Number(value);
  return Number.isInteger(index) && index >= 0 && index < count ? index : 0;
}
