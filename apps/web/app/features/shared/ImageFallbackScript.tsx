import { InlineScript } from "../../components/InlineScript.tsx";
import { IMAGE_FALLBACK_SCRIPT } from "./image-fallback.ts";

/** Put once on a page, before its first image: swaps failed images for their fallback (see image-fallback.ts). */
export function ImageFallbackScript() {
  return <InlineScript code={IMAGE_FALLBACK_SCRIPT} />;
}
