import type { UrlLang } from "@portal/contract/locales";
import { translator } from "../i18n/define.ts";
import { Island } from "../islands/Island.tsx";
import { ExpandIcon, PhotosIcon } from "./icons.tsx";
import { GALLERY_AUTOPLAY_MS, imageName, type GalleryImage } from "./gallery.ts";
import GalleryViewer, { type GalleryViewerLabels } from "./GalleryViewer.island.tsx";
import { galleryMessages } from "./messages.ts";

/** The viewer's texts in the page's language (built here: only that language travels to the island). */
export function galleryViewerLabels(lang: UrlLang): GalleryViewerLabels {
  const t = translator(galleryMessages, lang);
  return {
    viewer: t("viewer"),
    close: t("close"),
    previous: t("previous"),
    next: t("next"),
    counter: t("counter"),
    position: t("position"),
    play: t("play"),
    pause: t("pause"),
    photo: t("photo"),
    thumbnails: t("thumbnails"),
  };
}

/**
 * A gallery of pictures (spec §2 Layout: a gallery that enlarges images, with optional autoplay and navigation),
 * rendered on the server: the first picture large — it is the page's largest paint, so it loads at once with high
 * priority — and the others as a strip of thumbnails that load lazily. Every picture has its box before it arrives
 * (16:9), so nothing moves. Each is a link to the picture itself, which is what a click does without JavaScript; with
 * it, the GalleryViewer island (woken when the browser is idle, its viewer fetched on the first click) enlarges the
 * picture in a dialog instead. `id` names the gallery on the page. `lazy`: the gallery is not the page's largest
 * paint (one of several on a timeline, below the text): its first picture loads lazily too.
 */
export function Gallery({ id, images, lang, className, lazy = false }: { id: string; images: readonly GalleryImage[]; lang: UrlLang; className?: string; lazy?: boolean }) {
  const [lead, ...rest] = images;
  if (!lead) return null;
  const t = translator(galleryMessages, lang);
  const photo = t("photo");
  return (
    <figure className={className ? `gallery ${className}` : "gallery"} data-gallery={id} data-testid="gallery">
      <a className="gallery__lead" href={lead.src} data-gallery-index={0} aria-label={t("viewAll", { count: images.length })}>
        <img
          src={lead.src}
          alt={lead.alt}
          width={1280}
          height={720}
          {...(lazy ? { loading: "lazy" as const } : { fetchPriority: "high" as const })}
          decoding="async"
          data-fallback=""
        />
        <span className="gallery__badge" aria-hidden="true">
          <PhotosIcon />
          {t("photoCount", { count: images.length })}
        </span>
        <span className="gallery__expand" aria-hidden="true">
          <ExpandIcon />
        </span>
      </a>
      {lead.caption ? <figcaption className="gallery__caption">{lead.caption}</figcaption> : null}
      {rest.length ? (
        <ul className="gallery__strip" role="list" aria-label={t("thumbnails")}>
          {rest.map((image, i) => (
            <li key={image.src}>
              <a className="gallery__thumb" href={image.src} data-gallery-index={i + 1} aria-label={t("enlarge", { name: imageName(image, i + 1, photo) })}>
                <img src={image.src} alt="" width={320} height={180} loading="lazy" decoding="async" data-fallback="" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <Island
        component={GalleryViewer}
        when="idle"
        props={{ galleryId: id, images: [...images], autoplayMs: GALLERY_AUTOPLAY_MS, labels: galleryViewerLabels(lang) }}
      />
    </figure>
  );
}
