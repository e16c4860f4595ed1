import "./player.css";

/**
 * The big "Listen" button of the radio players (live radio, on-demand radio episodes, podcast episodes): each hands
 * the sound to the mini player that keeps playing across pages (features/broadcast/radio-mini.ts). While its sound plays
 * it says so and pauses it ("Playing – pause"); pressed again it resumes. It is never disabled: while the sound is
 * being fetched it is `aria-disabled` and busy, so the focus stays on it (a disabled button drops the focus to the
 * page, and a keyboard user would have to find their way back).
 */
export function ListenButton({ label, busy, playing = false, onPress }: { label: string; busy: boolean; playing?: boolean; onPress: () => void }) {
  return (
    <button
      type="button"
      className="listen-button"
      onClick={() => {
        if (!busy) onPress();
      }}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      data-state={playing ? "playing" : undefined}
      data-testid="radio-listen"
    >
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path d={playing ? "M6 5h4v14H6zM14 5h4v14h-4z" : "M8 5v14l11-7z"} fill="currentColor" />
      </svg>
      {label}
    </button>
  );
}
