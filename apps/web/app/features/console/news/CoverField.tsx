// A part of the article editor (ArticleEditor.tsx): the cover picture — upload, alternative text, focal point and
// the 16:9 crop the server cuts (docs/news.md "The cover's crop").
import { useState, type MouseEvent } from "react";
import { NEWS_ALT_MAX } from "@portal/contract/news-rules";
import { TextField } from "../../../components/Field.tsx";
import {
  cropAround,
  cropZoomOf,
  focalPointAt,
  minCropZoom,
  nudgeFocalPoint,
  type EditorForm,
} from "./news-desk.ts";
import type { T } from "./messages.ts";

/** Whether a cover is an upload of this site (only those can be cropped: the server crops the stored file). */
const isUploaded = (path: string) => path.startsWith("/uploads/");

export function CoverField({
  t,
  form,
  setForm,
  error,
  upload,
  editable,
}: {
  t: T;
  form: EditorForm;
  setForm: (change: (form: EditorForm) => EditorForm) => void;
  error: string | null;
  upload: (file: File) => Promise<string>;
  editable: boolean;
}) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The picture's size in pixels (read when it loads): the crop is 16:9 in pixels, whatever the picture's shape.
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const focus = form.coverFocus ?? { x: 0.5, y: 0.5 };
  const crop = form.coverCrop;
  const minZoom = size ? minCropZoom(size) : null;
  const zoom = crop && size ? cropZoomOf(crop, size) : 1;
  const change = (values: Partial<EditorForm>) => setForm((current) => ({ ...current, ...values }));
  // The crop stays centred on the focal point: moving the point moves the crop, at its size.
  const setFocus = (point: EditorForm["coverFocus"]) => change({ coverFocus: point, ...(crop && size ? { coverCrop: cropAround(point, zoom, size) } : {}) });
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setPending(true);
    setFailure(null);
    try {
      const path = await upload(file);
      setSize(null);
      change({ cover: path, coverFocus: null, coverCrop: null });
    } catch (problem) {
      setFailure(problem instanceof Error ? problem.message : t("failed"));
    } finally {
      setPending(false);
    }
  };
  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    // A click (not Enter or Space, whose "click" has no position: detail 0) sets the point where it falls.
    if (event.detail === 0) return;
    const image = event.currentTarget.querySelector("img");
    if (image) setFocus(focalPointAt(event.clientX, event.clientY, image.getBoundingClientRect()));
  };
  const pixels = (fraction: number, extent: number) => Math.round(fraction * extent);
  return (
    <div className="news-cover">
      <p className="field__label">{t("cover")}</p>
      {form.cover ? (
        <>
          <button
            type="button"
            className="news-cover__picture"
            onClick={pick}
            onKeyDown={(event) => {
              const moved = nudgeFocalPoint(form.coverFocus, event.key);
              if (moved) {
                event.preventDefault();
                setFocus(moved);
              }
            }}
            aria-label={t("coverFocusImage")}
            aria-describedby="news-cover-focus"
            disabled={!editable}
            data-testid="news-cover-picture"
          >
            <img
              src={form.cover}
              alt=""
              onLoad={(event) => setSize({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
              ref={(image) => {
                // Already loaded (from the cache, before hydration): its load event has been and gone.
                if (image?.complete && image.naturalWidth && !size) setSize({ width: image.naturalWidth, height: image.naturalHeight });
              }}
            />
            {crop ? (
              <span
                className="news-cover__crop"
                style={{ left: `${crop.x * 100}%`, top: `${crop.y * 100}%`, width: `${crop.width * 100}%`, height: `${crop.height * 100}%` }}
                aria-hidden="true"
                data-testid="news-cover-crop-frame"
              />
            ) : null}
            <span className="news-cover__marker" style={{ left: `${focus.x * 100}%`, top: `${focus.y * 100}%` }} aria-hidden="true" />
          </button>
          <p className="field__hint" id="news-cover-focus">
            {t("coverFocusHint")} <span data-testid="news-cover-focus">{t("coverFocusAt", { x: Math.round(focus.x * 100), y: Math.round(focus.y * 100) })}</span>
          </p>
          <div className="news-cover__crop-controls" data-testid="news-cover-crop">
            {!isUploaded(form.cover) ? (
              <p className="console-note">{t("coverCropDemo")}</p>
            ) : size && minZoom === null ? (
              <p className="console-note">{t("coverCropTooSmall")}</p>
            ) : (
              <>
                <label className="console-check">
                  <input
                    type="checkbox"
                    checked={!!crop}
                    disabled={!editable || !size}
                    aria-describedby="news-cover-crop-hint"
                    onChange={(event) => change({ coverCrop: event.target.checked && size ? cropAround(form.coverFocus, 1, size) : null })}
                    data-testid="news-cover-crop-toggle"
                  />
                  {t("coverCrop")}
                </label>
                <p className="field__hint" id="news-cover-crop-hint">
                  {t("coverCropHint")}
                </p>
                {crop && size && minZoom !== null ? (
                  <div className="field">
                    <label className="field__label" htmlFor="news-cover-crop-size">
                      {t("coverCropSize")}
                    </label>
                    <input
                      id="news-cover-crop-size"
                      className="news-cover__zoom"
                      type="range"
                      min={Math.round(minZoom * 100)}
                      max={100}
                      step={1}
                      value={Math.round(zoom * 100)}
                      aria-valuetext={`${Math.round(zoom * 100)}%`}
                      disabled={!editable}
                      onChange={(event) => change({ coverCrop: cropAround(form.coverFocus, Number(event.target.value) / 100, size) })}
                      data-testid="news-cover-crop-size"
                    />
                    <p className="field__hint" data-testid="news-cover-crop-at">
                      {t("coverCropAt", {
                        width: pixels(crop.width, size.width),
                        height: pixels(crop.height, size.height),
                        pictureWidth: size.width,
                        pictureHeight: size.height,
                      })}
                    </p>
                  </div>
                ) : null}
              </>
            )}
          </div>
          <TextField
            id="news-cover-alt"
            label={t("coverAlt")}
            required
            value={form.coverAlt}
            onValue={(value) => change({ coverAlt: value })}
            error={error}
            maxLength={NEWS_ALT_MAX}
            readOnly={!editable}
          />
        </>
      ) : (
        <p className="console-note">{t("coverNone")}</p>
      )}
      {editable ? (
        <div className="news-cover__actions">
          <label className="news-cover__upload" htmlFor="news-cover-file">
            {pending ? t("uploading") : form.cover ? t("coverReplace") : t("coverUpload")}
          </label>
          <input id="news-cover-file" type="file" accept="image/*" className="news-cover__file" disabled={pending} onChange={(event) => void choose(event.target.files?.[0])} />
          {form.cover ? (
            <button type="button" className="button console-button--quiet" onClick={() => change({ cover: null, coverCrop: null })}>
              {t("coverRemove")}
            </button>
          ) : null}
        </div>
      ) : null}
      {failure ? (
        <p className="field__error" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
