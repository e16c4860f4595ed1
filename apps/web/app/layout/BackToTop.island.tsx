import { useEffect, useState, type MouseEvent } from "react";
import { ArrowUpIcon } from "./icons.tsx";
import { nextScrollTop, showsBackToTop } from "./scroll.ts";

/** The back-to-top control (spec §2): shows beyond 400 px; scrolls up in steps, or at once with reduced motion. */
export default function BackToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(showsBackToTop(window.scrollY));
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
  }, []);

  const toTop = (event: MouseEvent) => {
    event.preventDefault();
    const landing = () => document.querySelector<HTMLElement>(".skip-link")?.focus({ preventScroll: true });
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      window.scrollTo(0, 0);
      landing();
      return;
    }
    const step = () => {
      const next = nextScrollTop(window.scrollY);
      window.scrollTo(0, next);
      if (next > 0) requestAnimationFrame(step);
      else landing();
    };
    requestAnimationFrame(step);
  };

  return (
    <a href="#top" className="back-to-top" data-visible={visible ? "true" : "false"} aria-label={label} title={label} onClick={toTop} data-testid="back-to-top">
      <ArrowUpIcon />
    </a>
  );
}
