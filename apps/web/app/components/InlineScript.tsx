import { useRouteLoaderData } from "react-router";

/**
 * A few bytes of script inline in a server-rendered page, with the render's CSP nonce (root loader, ADR 0009; without
 * it the browser refuses the script). For what must happen as the page is parsed, before any island: no chunk to
 * load, no layout jump later. The code is the site's own, never text from the database.
 */
export function InlineScript({ code }: { code: string }) {
  const nonce = useRouteLoaderData<{ nonce?: string }>("root")?.nonce;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: code }} />;
}

/**
 * Scrolls each strip (a row that scrolls sideways on a phone: tabs, a day picker, a section's sub-navigation) so that
 * its `[aria-current]` item is in the middle of it.
 */
export const centreCurrentInStrips = (selectors: readonly string[]) =>
  `for(const s of${JSON.stringify(selectors)}){const l=document.querySelector(s),c=l&&l.querySelector("[aria-current]");if(c)l.scrollLeft=c.offsetLeft-l.offsetLeft-(l.clientWidth-c.offsetWidth)/2}`;
