import { useEffect, useRef } from "react";
import { ratioStyle, type AdSlide, type SlotRatios } from "../shared/ad-slots.ts";
import { AdLink } from "../shared/AdImage.tsx";
import { sendAdClick, sendAdView, whenHalfVisible } from "./ad-events.ts";

export interface AdViewProps {
  slide: AdSlide;
  ratios: SlotRatios;
  priority: boolean;
  label: string;
  newWindowLabel: string;
}

/**
 * One advert in a box of its slot's aspect ratio (spec §9), the default image when its picture fails (spec §8),
 * ad_view sent once when half of it is in view, ad_click (and the click call) when its link is followed.
 */
export default function AdView({ slide, ratios, priority, label, newWindowLabel }: AdViewProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => (ref.current ? whenHalfVisible(ref.current, () => sendAdView(slide.id)) : undefined), [slide.id]);
  return (
    <aside
      ref={ref}
      className="ad-slot ad-view"
      aria-label={label}
      style={ratioStyle(ratios)}
      data-ad-id={slide.id}
      onClickCapture={(event) => {
        if ((event.target as Element).closest("a[href]")) sendAdClick(slide.id);
      }}
    >
      <div className="ad-frame">
        <AdLink slide={slide} ratios={ratios} priority={priority} newWindowLabel={newWindowLabel} />
      </div>
    </aside>
  );
}
