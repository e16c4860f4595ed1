/**
 * Images that fail to load (spec §8: "a missing ad image uses a default image"). An <img data-fallback="/x.svg">
 * that fails is switched to /x.svg (with the <source>s of its <picture>, so that the mobile image is replaced
 * too); an <img data-fallback=""> that fails, or whose fallback fails, gets the class `img-failed` and is hidden
 * over its box's placeholder. It works before any island hydrates: the handler is registered by a small inline
 * script (ImageFallbackScript) that runs before the images below it are parsed. Only attributes change, never the
 * DOM's structure, so islands hydrate over it without a mismatch.
 */
export function handleImageError(event: Event): void {
  const img = event.target as HTMLImageElement | null;
  if (!img || img.tagName !== "IMG") return;
  const fallback = img.getAttribute("data-fallback");
  if (fallback === null) return;
  // A second failure (the fallback itself) hides the image.
  img.setAttribute("data-fallback", "");
  if (!fallback) {
    img.classList.add("img-failed");
    return;
  }
  const picture = img.parentNode as HTMLElement | null;
  if (picture && picture.tagName === "PICTURE") {
    const sources = picture.getElementsByTagName("source");
    for (let i = 0; i < sources.length; i++) sources[i]!.srcset = fallback;
  }
  img.removeAttribute("srcset");
  img.src = fallback;
}

/** The inline script's text: registers handleImageError once per page, in the capture phase (errors do not bubble). */
export const IMAGE_FALLBACK_SCRIPT = `(function(h){if(window.__imgFallback)return;window.__imgFallback=1;document.addEventListener("error",h,true)})(${handleImageError.toString()})`;
