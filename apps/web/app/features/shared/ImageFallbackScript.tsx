import { IMAGE_FALLBACK_SCRIPT } from "./image-fallback.ts";

/** Put once on a page, before its first image: swaps failed images for their fallback (see image-fallback.ts). */
export function ImageFallbackScript() {
  return <script dangerouslySetInnerHTML={{ __html: IMAGE_FALLBACK_SCRIPT }} />;
}
