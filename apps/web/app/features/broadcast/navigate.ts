/** Asked of the radio mini player by `navigateTo` (it swaps the page in while it plays: radio-mini.ts). */
export const NAVIGATE_EVENT = "portal:navigate";

/**
 * Goes to a page of the site from a script (a search suggestion chosen…): while the radio mini player plays it swaps
 * the page in and the sound goes on; otherwise (or for an address it does not take) an ordinary page load.
 */
export function navigateTo(href: string): void {
  const taken = !document.dispatchEvent(new CustomEvent(NAVIGATE_EVENT, { detail: href, cancelable: true }));
  if (!taken) location.assign(href);
}
