import { createElement, useEffect, type ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { reportPageErrors } from "../browser/error-report.ts";
import { sendPageView } from "../browser/page-view.ts";
import { FRAME_EVENTS } from "../browser/storage-keys.ts";
import { islandLoaders } from "./loaders.ts";

/**
 * The islands client: the only script of ordinary pages. It finds every [data-island] and hydrates it with its
 * own code, loaded on demand: at once ("load"), when the browser is idle ("idle"), when it scrolls into
 * view ("visible") or when the visitor first reaches for it ("interaction": a pointer over it, the focus in it, a
 * press). Whatever its `when`, a press on one of an island's buttons before its code holds it (the cookie bar's
 * "Accept" on a slow phone) wakes it at once and is given again once it is hydrated: none is lost.
 */
const roots = new Map<HTMLElement, Root>();
/** The hydration under way or done of each island element: asked for again, the same one. */
const hydrations = new WeakMap<HTMLElement, Promise<void>>();
/** Islands whose hydration React has committed (see `leave`). */
const hydrated = new WeakSet<HTMLElement>();
/** Islands that left the page (a page swap) before their hydration was committed: unmounted once it is. */
const leaving = new Set<HTMLElement>();

/** Resolves each island's hydration promise once React has committed it (see `hydrate`). */
const whenCommitted = new WeakMap<HTMLElement, () => void>();

/**
 * Around every island: says when React has committed its hydration. Its effect runs after the island's own (a
 * parent's effects run after its children's), so the island has read its state (the cookie bar, the stored choice)
 * by then.
 */
function Hydrated({ element, children }: { element: HTMLElement; children?: ReactNode }) {
  useEffect(() => {
    hydrated.add(element);
    whenCommitted.get(element)?.();
    whenCommitted.delete(element);
    if (leaving.has(element)) setTimeout(() => leave(element));
  }, [element]);
  return children;
}

/**
 * Unmounts an island that left the page (features/broadcast/radio-mini.ts swaps pages in). A root unmounted before its
 * hydration is committed makes React give it up with error #424 ("This root received an early update, before
 * anything was able hydrate"), which a phone met when the listener moved on before the page's islands were
 * hydrated: such a root is unmounted once its (now detached) hydration is done.
 */
function leave(element: HTMLElement) {
  const root = roots.get(element);
  if (!root) return;
  if (!hydrated.has(element)) {
    leaving.add(element);
    return;
  }
  leaving.delete(element);
  roots.delete(element);
  root.unmount();
}

function hydrate(element: HTMLElement): Promise<void> {
  const load = islandLoaders[element.dataset.island ?? ""];
  if (!load || roots.has(element)) return Promise.resolve();
  let hydration = hydrations.get(element);
  if (!hydration) {
    const props = JSON.parse(element.dataset.props ?? "{}") as object;
    // Settles once React has committed the hydration, not when hydrateRoot returns: a press given again before that
    // reached a root React had not hydrated yet, and was sometimes dropped (the cookie bar's choice never stored).
    hydration = load().then(
      (module) =>
        new Promise<void>((resolve) => {
          if (!element.isConnected || roots.has(element)) return resolve();
          whenCommitted.set(element, resolve);
          roots.set(element, hydrateRoot(element, createElement(Hydrated, { element }, createElement(module.default, props))));
        }),
    );
    hydrations.set(element, hydration);
  }
  return hydration;
}

/** Gives a press held back before its island was hydrated to the same element again. */
const pressAgain = (target: Element) => target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, composed: true }));

/** Wakes an island at once for a press held back, and gives the press again once React has hydrated the island. */
function replayPress(element: HTMLElement, target: Element) {
  void hydrate(element).then(() => {
    if (target.isConnected) pressAgain(target);
  });
}

/**
 * Until the island is hydrated, a press on one of its buttons — or, for an island that wakes on interaction,
 * anywhere in it — is held back and given again once it is (React hydrates the island on the spot for it).
 */
function holdPresses(element: HTMLElement, anyTarget: boolean) {
  function onClick(event: Event) {
    if (roots.has(element)) {
      element.removeEventListener("click", onClick, true);
      return;
    }
    const target = event.target instanceof Element ? event.target : null;
    const held = anyTarget ? target : target?.closest("button");
    if (!held || !element.contains(held)) return;
    event.preventDefault();
    event.stopPropagation();
    replayPress(element, held);
  }
  element.addEventListener("click", onClick, true);
}

const WAKE_EVENTS = ["pointerover", "focusin"] as const;

function hydrateOnInteraction(element: HTMLElement) {
  // This script comes after the first paint (layout/boot.ts), so the reader may have reached for the island already:
  // the focus in it or the pointer over it wakes it at once (a press is held by holdPresses).
  if (element.contains(document.activeElement) || element.matches(":hover")) {
    void hydrate(element);
    return;
  }
  function wake() {
    // Once hydrated (React then listens on the element), these listeners go.
    for (const type of WAKE_EVENTS) element.removeEventListener(type, wake, true);
    void hydrate(element);
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
  // Presses on islands' buttons before this script started (kept by the boot script, in order): the last one on
  // each island is given again once that island is hydrated, which starts at once.
  const kept = window as { __islandPresses?: Element[] };
  const early = new Map<HTMLElement, Element>();
  for (const press of kept.__islandPresses ?? []) {
    const island = press.isConnected ? press.closest<HTMLElement>("[data-island]") : null;
    if (island) early.set(island, press);
  }
  delete kept.__islandPresses;
  // Says the islands are being woken (end-to-end specs wait for it before they hover: a pointer already resting
  // on an island when this script arrives wakes it, but its mouseenter has passed).
  document.documentElement.dataset.islandsStarted = "";
  for (const element of Array.from(document.querySelectorAll<HTMLElement>("[data-island]"))) {
    const when = element.dataset.when;
    if (roots.has(element)) continue; // still on the page after a swap, already hydrated
    holdPresses(element, when === "interaction");
    const press = early.get(element);
    if (press) replayPress(element, press);
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
 * features/broadcast/radio-mini.ts): the islands of the page that went are unmounted (their listeners go with them),
 * the new page's islands hydrated and its page view sent.
 */
document.addEventListener(FRAME_EVENTS.swap, () => {
  for (const element of Array.from(roots.keys())) if (!element.isConnected) leave(element);
  // The islands of the page that went were waiting to come into view: start() observes the new page's.
  observer?.disconnect();
  start();
});

// Script errors of this page go to the developers (POST /api/analysis/report), a few at most.
reportPageErrors(window, () => location.pathname);

// The boot script adds this script once the parsed page has painted (layout/boot.ts), so the document is parsed by
// now; loaded any other way (a test page, an old cached HTML) it waits for the parse, never half an island.
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
else start();
