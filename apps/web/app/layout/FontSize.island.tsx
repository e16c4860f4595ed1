import { useEffect, useState } from "react";
import { DEFAULT_FONT_SIZE, FONT_SIZES, type FontSize as Size } from "@portal/contract/constants";
import { applyFontSize, isFontSize, readFontSize, saveFontSize } from "./font-size.ts";
import { FRAME_EVENTS, safeStorage } from "../browser/storage-keys.ts";

/** The text-size switch: three buttons (16, 18, 20 px); every switch on the page follows the choice. */
export default function FontSize({ label, optionLabel }: { label: string; optionLabel: string }) {
  const [size, setSize] = useState<Size>(DEFAULT_FONT_SIZE);
  useEffect(() => {
    setSize(readFontSize(safeStorage("local")));
    const follow = (event: Event) => {
      const next = (event as CustomEvent<unknown>).detail;
      if (isFontSize(next)) setSize(next);
    };
    window.addEventListener(FRAME_EVENTS.fontSize, follow);
    return () => window.removeEventListener(FRAME_EVENTS.fontSize, follow);
  }, []);

  const choose = (next: Size) => {
    saveFontSize(safeStorage("local"), next, Date.now());
    applyFontSize(document.documentElement, next);
    window.dispatchEvent(new CustomEvent(FRAME_EVENTS.fontSize, { detail: next }));
  };

  return (
    <div className="font-size" role="group" aria-label={label} data-testid="font-size-switch">
      {FONT_SIZES.map((option, index) => (
        <button
          key={option}
          type="button"
          className={`font-size-option font-size-option--${index}`}
          aria-pressed={size === option}
          aria-label={optionLabel.replace("{size}", String(option))}
          data-size={option}
          onClick={() => choose(option)}
        >
          A
        </button>
      ))}
    </div>
  );
}
