import { useEffect, useState } from "react";

/**
 * What the radio mini player (radio-mini.ts) is doing, for the buttons that hand it their sound ("Listen live",
 * an episode's "Listen"): read from its bar, so that these islands need not load the player to know. The player
 * dispatches `RADIO_EVENT` on the document whenever it starts, plays, pauses or closes.
 */
export const RADIO_EVENT = "portal:radio";

export const RADIO_BAR_ID = "radio-mini";

/** "off": the player does not play this source (closed, or playing another). */
export type RadioState = "off" | "playing" | "paused";

export function radioStateOf(key: string): RadioState {
  const bar = typeof document === "undefined" ? null : document.getElementById(RADIO_BAR_ID);
  if (!bar || bar.dataset.source !== key) return "off";
  return bar.dataset.state === "playing" ? "playing" : "paused";
}

/** The player's state for one source (`live:{channel}`, `episode:{id}`, `podcast:{id}`), kept up to date. */
export function useRadioState(key: string): RadioState {
  const [state, setState] = useState<RadioState>("off");
  useEffect(() => {
    const read = () => setState(radioStateOf(key));
    read();
    document.addEventListener(RADIO_EVENT, read);
    return () => document.removeEventListener(RADIO_EVENT, read);
  }, [key]);
  return state;
}
