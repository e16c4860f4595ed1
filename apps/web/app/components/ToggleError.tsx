/** What went wrong with a member's toggle (like, save), said at once (role="alert"); nothing when all is well. */
export function ToggleError({ error }: { error: string }) {
  return error ? (
    <p className="toggle-pill-error" role="alert">
      {error}
    </p>
  ) : null;
}
