
/** The first letter of a name (a whole character, not half of a surrogate pair), upper-cased; "" for no name. */
export const initialOf = (name: string): string => Array.from(name.trim())[0]?.toUpperCase() ?? "";

/**
 * A person's picture, or the first letter of their name on a disc of the brand's red (members, comment authors).
 * Decorative: the name is always written beside it.
 */
export function Avatar({ name, photo, size = "large", lazy = false }: { name: string; photo: string | null | undefined; size?: "large" | "small"; lazy?: boolean }) {
  const px = size === "large" ? 64 : 44;
  return photo ? (
    <img className={`avatar avatar--${size}`} src={photo} alt="" width={px} height={px} loading={lazy ? "lazy" : undefined} decoding="async" />
  ) : (
    <span className={`avatar avatar--${size} avatar--initial`} aria-hidden="true">
      {initialOf(name)}
    </span>
  );
}
