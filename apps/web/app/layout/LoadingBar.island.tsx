import { useEffect, useState } from "react";
import { LOADING_BAR_DURATION_MS } from "@portal/contract/constants";
import { startsNavigation } from "./loading.ts";
import { FRAME_EVENTS, type LoadingSignal } from "../browser/storage-keys.ts";

type State = "idle" | "loading" | "done" | "fail";
/** Give up waiting (a download, a 204) and hide the bar. */
const GIVE_UP_MS = 4 * LOADING_BAR_DURATION_MS;

/**
 * The loading bar (spec §4, §9): 2 px at the top; starts on a click of an internal link or a form submission (or a
 * `portal:loading` "start" event), moves to 95 % over 3 s, finishes on pageshow ("done"), turns red on "fail" or a
 * script error while loading.
 */
export default function LoadingBar() {
  const [state, setState] = useState<State>("idle");

  useEffect(() => {
    let current: State = "idle";
    let timer: ReturnType<typeof setTimeout> | undefined;
    const set = (next: State, after?: { ms: number; then: State }) => {
      clearTimeout(timer);
      current = next;
      setState(next);
      if (after) timer = setTimeout(() => set(after.then), after.ms);
    };
    const signal = (value: LoadingSignal) => {
      if (value === "start") set("loading", { ms: GIVE_UP_MS, then: "idle" });
      else if (value === "done") set(current === "loading" ? "done" : "idle", { ms: 400, then: "idle" });
      else set("fail", { ms: 2000, then: "idle" });
    };

    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a");
      if (!link) return;
      const click = {
        button: event.button,
        modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
        defaultPrevented: event.defaultPrevented,
        href: link.getAttribute("href"),
        target: link.getAttribute("target"),
        download: link.hasAttribute("download"),
      };
      if (startsNavigation(click, new URL(location.href))) signal("start");
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement;
      if (!event.defaultPrevented && (!form.target || form.target === "_self")) signal("start");
    };
    const onSignal = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (detail === "start" || detail === "done" || detail === "fail") signal(detail);
    };
    const onPageShow = () => signal("done");
    const onError = () => {
      if (current === "loading") signal("fail");
    };

    window.addEventListener("click", onClick);
    window.addEventListener("submit", onSubmit);
    window.addEventListener(FRAME_EVENTS.loading, onSignal);
    window.addEventListener("pageshow", onPageShow);
    window.addEventListener("error", onError);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("click", onClick);
      window.removeEventListener("submit", onSubmit);
      window.removeEventListener(FRAME_EVENTS.loading, onSignal);
      window.removeEventListener("pageshow", onPageShow);
      window.removeEventListener("error", onError);
    };
  }, []);

  return (
    <div className="loading-bar" data-state={state} data-testid="loading-bar" aria-hidden="true">
      <div className="loading-bar-fill" />
    </div>
  );
}
