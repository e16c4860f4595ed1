import { describe, expect, it } from "vitest";
import { galleryImagesOf, withoutGalleryFigures } from "./gallery-images.ts";

describe("a story's pictures for the gallery", () => {
  it("gives each picture the alternative text and caption of its figure in the body, in the order of images", () => {
    const body = [
      "<p>Text</p>",
      '<figure><img src="/a.svg" alt="Lanterns &amp; fireworks"><figcaption>Lanterns lit the <em>lanes</em>.</figcaption></figure>',
      "<p>More</p>",
      "<figure><img alt='A bowl' src='/b.svg'></figure>",
      '<p><img src="/c.svg"></p>',
    ].join("");
    expect(galleryImagesOf(["/cover.svg", "/a.svg", "/b.svg", "/c.svg"], body)).toEqual([
      { src: "/cover.svg", alt: "", caption: null },
      { src: "/a.svg", alt: "Lanterns & fireworks", caption: "Lanterns lit the lanes." },
      { src: "/b.svg", alt: "A bowl", caption: null },
      { src: "/c.svg", alt: "", caption: null },
    ]);
  });

  it("keeps the first description of a picture shown twice, and decodes numeric entities", () => {
    const body = '<figure><img src="/a.svg" alt="First"><figcaption>Caf&#233; &#x4e2d;</figcaption></figure><img src="/a.svg" alt="Second">';
    expect(galleryImagesOf(["/a.svg"], body)).toEqual([{ src: "/a.svg", alt: "First", caption: "Café 中" }]);
  });

  it("takes out of the body the figures the gallery shows, and nothing else", () => {
    const body = '<p>One</p><figure><img src="/a.svg" alt="A"><figcaption>a</figcaption></figure><p>Two</p><figure><img src="/x.svg"></figure><p><img src="/b.svg"></p>';
    const gallery = [
      { src: "/a.svg", alt: "A", caption: "a" },
      { src: "/b.svg", alt: "", caption: null },
    ];
    expect(withoutGalleryFigures(body, gallery)).toBe('<p>One</p><p>Two</p><figure><img src="/x.svg"></figure><p><img src="/b.svg"></p>');
  });
});
