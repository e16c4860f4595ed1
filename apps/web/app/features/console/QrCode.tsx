import { useEffect, useState } from "react";

/**
 * A QR code of `text` (the authenticator's otpauth URI), drawn as SVG by the maintained `uqr` package. The package
 * is loaded when the code is first shown: only the set-up screen needs it, so no other console page, and no public
 * page, carries it. The SVG is shown as a picture (a data: URL, which the page policy's img-src allows) with its
 * alternative text, rather than put into the page as markup.
 */
export function QrCode({ text, alt, loading }: { text: string; alt: string; loading: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import("uqr").then(({ renderSVG }) => {
      if (current) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(text, { border: 2, ecc: "M" }))}`);
    });
    return () => {
      current = false;
    };
  }, [text]);
  return (
    <div className="console-qr" data-testid="console-qr">
      {src ? <img src={src} alt={alt} width={200} height={200} /> : <p className="console-qr__loading">{loading}</p>}
    </div>
  );
}
