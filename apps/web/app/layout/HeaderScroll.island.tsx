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
    let frame = 0;
    const update = () => {
      frame = 0;
      const bar = document.getElementById("notice-bar");
      const noticeBottom = bar && bar.offsetParent !== null ? bar.offsetTop + bar.offsetHeight : 0;
      const state = headerState(window.scrollY, home, noticeBottom);
      header.classList.toggle("is-scrolled", state.scrolled);
      // The masthead's logo has left the screen: the menu bar's small one takes over.
      const brand = header.querySelector(".brand");
      header.classList.toggle("is-stuck", state.scrolled && (brand?.getBoundingClientRect().bottom ?? 0) <= 0);
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
