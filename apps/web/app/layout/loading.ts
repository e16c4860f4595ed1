/** Which clicks start the loading bar: a plain click on a link to another page of this site. */
export interface LinkClick {
  button: number;
  modified: boolean;
  defaultPrevented: boolean;
  href: string | null;
  target: string | null;
  download: boolean;
}

export function startsNavigation(click: LinkClick, current: URL): boolean {
  if (click.button !== 0 || click.modified || click.defaultPrevented || click.download || !click.href) return false;
  if (click.target && click.target !== "_self") return false;
  let to: URL;
  try {
    to = new URL(click.href, current);
  } catch {
    return false;
  }
  if (to.origin !== current.origin || !/^https?:$/.test(to.protocol)) return false;
  // A jump within the same page (#fragment) loads nothing.
  return !(to.pathname === current.pathname && to.search === current.search && to.hash !== "");
}
