import { useRouteLoaderData } from "react-router";
import { IMAGE_FALLBACK_SCRIPT } from "./image-fallback.ts";

/** Put once on a page, before its first image: swaps failed images for their fallback (see image-fallback.ts). */
export function ImageFallbackScript() {
  // The render's CSP nonce (root loader, ADR 0009): without it the browser would refuse the inline script.
  const nonce = useRouteLoaderData<{ nonce?: string }>("root")?.nonce;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: IMAGE_FALLBACK_SCRIPT }} />;
}
