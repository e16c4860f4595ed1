import { useEffect, useRef, useState, type MouseEvent } from "react";
import { ArrowUpIcon } from "../components/icons.tsx";
import { nextScrollTop, showsBackToTop } from "./scroll.ts";

/** What the control must never cover: the fields of a form (and their buttons), where a reader types or taps. */
export const FORM_CONTROL = 'input:not([type="hidden"]), select, textarea, [contenteditable]:not([contenteditable="false"]), form button';

/** Whether the focus is in a field: the reader is typing (on a phone the keyboard is up and the field just above it). */
const typing = () => document.activeElement instanceof Element && document.activeElement.matches(FORM_CONTROL) && !document.activeElement.matches("button");

/** Whether a form control lies under the control's box (its corners and centre), itself left out. */
function overFormControl(control: HTMLElement): boolean {
  const box = control.getBoundingClientRect();
  if (!box.width) return false;
  const inset = 4;
  const points: Array<[number, number]> = [
    [box.left + box.width / 2, box.top + box.height / 2],
    [box.left + inset, box.top + inset],
    [box.right - inset, box.top + inset],
    [box.left + inset, box.bottom - inset],
    [box.right - inset, box.bottom - inset],
  ];
  return points.some(([x, y]) => document.elementsFromPoint(x, y).some((hit) => hit !== control && !control.contains(hit) && hit.matches(FORM_CONTROL)));
}

/**
 * The back-to-top control (spec §2): shows beyond 400 px; scrolls up in steps, or at once with reduced motion. It
 * steps aside — hidden — while the reader types in a field and while a form's field or button lies under it, so that
 * on a phone it never covers what the reader fills in (docs/frame.md).
 */
export default function BackToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);
  const control = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const element = control.current;
      setVisible(showsBackToTop(window.scrollY) && !typing() && !(element && overFormControl(element)));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    // The focus moving into or out of a field (focusout comes before the focus lands: the frame sees where it went).
    document.addEventListener("focusin", schedule);
    document.addEventListener("focusout", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      document.removeEventListener("focusin", schedule);
      document.removeEventListener("focusout", schedule);
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
    <a ref={control} href="#top" className="back-to-top" data-visible={visible ? "true" : "false"} aria-label={label} title={label} onClick={toTop} data-testid="back-to-top">
      <ArrowUpIcon />
    </a>
  );
}
