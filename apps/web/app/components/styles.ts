/**
 * The shared components' styles, in the site's global stylesheet (this module is imported by root.tsx): every
 * `components/*.css`, found by name. Components are used on most pages: imported by each component, their CSS
 * would be split into a file per component — each one more render-blocking request before the first paint
 * (Lighthouse measured the article's LCP 0.3 s later with eight of them) — and islands would fetch the same CSS
 * again when they hydrate. So a component's .css file sits beside it and is not imported by it.
 */
import.meta.glob("./*.css", { eager: true });
