import { DEFAULT_AD_IMAGE, MOBILE_MEDIA, adImageSize, type AdSlide, type SlotRatios } from "./ad-slots.ts";

/**
 * An advert's picture: the mobile image (respCover) below 576 px when there is one, the cover otherwise, the
 * default image when it fails (data-fallback, see image-fallback.ts). It fills its box (`.ad-frame`), whose
 * aspect ratio is reserved by CSS, so the page does not move when it loads.
 */
export function AdImage({ slide, ratios, priority = false, loading, captioned = false }: {
  slide: AdSlide;
  ratios: SlotRatios;
  priority?: boolean;
  loading?: "eager" | "lazy";
  /** The title is written over the picture (AdLink): the picture itself then says nothing more. */
  captioned?: boolean;
}) {
  const size = adImageSize(ratios.desktop);
  const mobile = adImageSize(ratios.mobile, 750);
  return (
    <picture className={slide.respCover ? "ad-image" : "ad-image ad-image--cover-only"}>
      {slide.respCover ? (
        <source media={MOBILE_MEDIA} srcSet={slide.respCover} width={mobile.width} height={mobile.height} />
      ) : null}
      <img
        src={slide.cover}
        alt={captioned ? "" : slide.title}
        width={size.width}
        height={size.height}
        loading={loading ?? (priority ? "eager" : "lazy")}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? undefined : "async"}
        data-fallback={DEFAULT_AD_IMAGE}
      />
    </picture>
  );
}

/**
 * The advert's picture, as a link when the advert leads somewhere (a new window only for external links). A
 * captioned advert (the home banner) shows its title over the foot of the picture, for every reader, not only as
 * alternative text.
 */
export function AdLink({ slide, ratios, priority, loading, newWindowLabel, captioned = false }: {
  slide: AdSlide;
  ratios: SlotRatios;
  priority?: boolean;
  loading?: "eager" | "lazy";
  newWindowLabel: string;
  captioned?: boolean;
}) {
  const withCaption = captioned && Boolean(slide.title);
  const image = <AdImage slide={slide} ratios={ratios} priority={priority} loading={loading} captioned={withCaption} />;
  const caption = withCaption ? <span className="ad-caption" data-testid="ad-caption">{slide.title}</span> : null;
  if (!slide.href) return <div className="ad-link">{image}{caption}</div>;
  return (
    <a className="ad-link" href={slide.href} {...(slide.newWindow ? { target: "_blank", rel: "noopener" } : {})}>
      {image}
      {caption}
      {slide.newWindow ? <span className="visually-hidden">{newWindowLabel}</span> : null}
    </a>
  );
}
