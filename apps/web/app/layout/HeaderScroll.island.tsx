import { useEffect } from "react";
import { headerState } from "./scroll.ts";

/**
 * Keeps the header's scrolled state (spec §4): `is-scrolled` once the page moves; `is-stuck` once the masthead's logo has
 * scrolled out of view (the menu bar's small logo shows then, never beside the masthead's: one logo at
 * a time); on home the header turns compact (`data-header-type="home-compact"`) once the notice bar above it has
 * scrolled away. Renders nothing.
 */
export default function HeaderScroll({ home }: { home: boolean }) {
  useEffect(() => {
    const header = document.getElementById("site-header");
    if (!header) return;
    const brand = header.querySelector(".brand");
    let frame = 0;
    const update = () => {
      frame = 0;
      // Every layout read comes before the class changes, so a frame costs one layout, not one per read.
      const bar = document.getElementById("notice-bar");
      const noticeBottom = bar && bar.offsetParent !== null ? bar.offsetTop + bar.offsetHeight : 0;
      // The masthead's logo has left the screen: the menu bar's small one takes over.
      const brandGone = (brand?.getBoundingClientRect().bottom ?? 0) <= 0;
      const state = headerState(window.scrollY, home, noticeBottom);
      header.classList.toggle("is-scrolled", state.scrolled);
      header.classList.toggle("is-stuck", state.scrolled && brandGone);
      if (home) header.dataset.headerType = state.homeCompact ? "home-compact" : "home";
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [home]);
  return null;
}
