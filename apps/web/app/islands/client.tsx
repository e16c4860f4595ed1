import { createElement } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { reportPageErrors } from "../layout/error-report.ts";
import { sendPageView } from "../layout/page-view.ts";
import { FRAME_EVENTS } from "../layout/storage-keys.ts";
import { islandLoaders } from "./loaders.ts";

/**
 * The islands client: the only script of ordinary pages. It finds every [data-island] and hydrates it with its
 * own code, loaded on demand: at once ("load"), when the browser is idle ("idle"), when it scrolls into
 * view ("visible") or when the visitor first reaches for it ("interaction": a pointer over it, the focus in it, a
 * press — a press made before its code is there is passed on once it is).
 */
const roots = new Map<HTMLElement, Root>();

function hydrate(element: HTMLElement): Promise<void> {
  const load = islandLoaders[element.dataset.island ?? ""];
  if (!load || roots.has(element)) return Promise.resolve();
  const props = JSON.parse(element.dataset.props ?? "{}") as object;
  return load().then((module) => {
    if (element.isConnected && !roots.has(element)) roots.set(element, hydrateRoot(element, createElement(module.default, props)));
  });
}

/** The button pressed before this script started (boot script), if any; taken once. */
let earlyPress: Element | null = null;

const WAKE_EVENTS = ["pointerover", "focusin", "click"] as const;

/** Gives a press held back before its island was hydrated to the same element again. */
const pressAgain = (target: Element) => target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, composed: true }));

function hydrateOnInteraction(element: HTMLElement) {
  // This script comes after the first paint (layout/boot.ts), so the reader may have reached for the island already:
  // a press on one of its buttons (kept by the boot script) is passed on once it is woken; the focus in it or the
  // pointer over it wakes it at once.
  if (earlyPress && element.contains(earlyPress)) {
    const target = earlyPress;
    earlyPress = null;
    void hydrate(element).then(() => pressAgain(target));
    return;
  }
  if (element.contains(document.activeElement) || element.matches(":hover")) {
    void hydrate(element);
    return;
  }
  let woken: Promise<void> | undefined;
  const stop = () => {
    for (const type of WAKE_EVENTS) element.removeEventListener(type, wake, true);
  };
  function wake(event: Event) {
    // Once hydrated (React then listens on the element), these listeners go.
    woken ??= hydrate(element).then(stop);
    if (event.type !== "click") return;
    // A press before that is held back and given again to the same element (React hydrates it on the spot).
    stop();
    event.preventDefault();
    event.stopPropagation();
    const target = event.target as Element;
    void woken.then(() => pressAgain(target));
  }
  for (const type of WAKE_EVENTS) element.addEventListener(type, wake, true);
}

const idle = (fn: () => void) =>
  "requestIdleCallback" in window ? window.requestIdleCallback(fn, { timeout: 2000 }) : setTimeout(fn, 200);

const observer =
  "IntersectionObserver" in window
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer?.unobserve(entry.target);
            void hydrate(entry.target as HTMLElement);
          }
        },
        { rootMargin: "30% 0px" },
      )
    : undefined;

function start() {
  const kept = window as { __islandPress?: Element };
  earlyPress = kept.__islandPress?.isConnected ? kept.__islandPress : null;
  delete kept.__islandPress;
  // Says the islands are being woken (end-to-end specs wait for it before they hover: a pointer already resting
  // on an island when this script arrives wakes it, but its mouseenter has passed).
  document.documentElement.dataset.islandsStarted = "";
  for (const element of Array.from(document.querySelectorAll<HTMLElement>("[data-island]"))) {
    const when = element.dataset.when;
    if (roots.has(element)) continue; // still on the page after a swap, already hydrated
    if (when === "visible" && observer) observer.observe(element);
    else if (when === "idle") idle(() => void hydrate(element));
    else if (when === "interaction") hydrateOnInteraction(element);
    else void hydrate(element);
  }
  // One page view per page load, once the page has settled.
  idle(() => sendPageView());
}

/**
 * A page swapped in without a page load (the radio mini player keeps playing while the listener moves on:
 * features/live/radio-mini.ts): the islands of the page that went are unmounted (their listeners go with them),
 * the new page's islands hydrated and its page view sent.
 */
document.addEventListener(FRAME_EVENTS.swap, () => {
  for (const [element, root] of roots) {
    if (element.isConnected) continue;
    root.unmount();
    roots.delete(element);
  }
  start();
});

// Script errors of this page go to the developers (POST /api/analysis/report), a few at most.
reportPageErrors(window, () => location.pathname);

// The boot script adds this script once the parsed page has painted (layout/boot.ts), so the document is parsed by
// now; loaded any other way (a test page, an old cached HTML) it waits for the parse, never half an island.
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
else start();
