/**
 * What a key does in the short-video player: a step to the previous (-1) or next (+1) clip, play/pause, the sound,
 * or nothing (null: the key keeps its usual meaning). Space on a button or a link presses it instead.
 */
export type PlayerStep = -1 | 1 | "toggle" | "mute";

export function stepFor(key: string, onControl: boolean): PlayerStep | null {
  switch (key) {
    case "ArrowDown":
    case "PageDown":
      return 1;
    case "ArrowUp":
    case "PageUp":
      return -1;
    case " ":
    case "Spacebar":
      return onControl ? null : "toggle";
    case "k":
    case "K":
      return "toggle";
    case "m":
    case "M":
      return "mute";
    default:
      return null;
  }
}
