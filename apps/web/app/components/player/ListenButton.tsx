import "./player.css";

/**
 * The big "Listen" button of the radio players (live radio, on-demand radio episodes): both hand the sound to the
 * mini player that keeps playing across pages (features/live/radio-mini.ts).
 */
export function ListenButton({ label, busy, onPress }: { label: string; busy: boolean; onPress: () => void }) {
  return (
    <button type="button" className="listen-button" onClick={onPress} disabled={busy} aria-busy={busy || undefined} data-testid="radio-listen">
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path d="M8 5v14l11-7z" fill="currentColor" />
      </svg>
      {label}
    </button>
  );
}
