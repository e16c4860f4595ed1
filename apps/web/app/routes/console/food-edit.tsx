import { useMemo, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import type { Route } from "./+types/food-edit";
import { foodConsoleApi } from "@portal/contract/endpoints/food";
import { uploadApi } from "@portal/contract/endpoints/upload";
import type { ConsoleText } from "@portal/contract/schemas/console-text";
import {
  FOOD_CAPTION_MAX,
  FOOD_PICTURES_MAX,
  FOOD_PLACE_MAX,
  FOOD_SUMMARY_MAX,
  FOOD_TITLE_MAX,
  type ConsoleFood,
  type ConsoleFoodOptions,
} from "@portal/contract/schemas/food/console";
import { Field } from "../../components/Field.tsx";
import { translator } from "../../i18n/define.ts";
import { consoleCall } from "../../features/console/console-api.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { loadEditedItem, loadForDesk } from "../../features/console/news/news-load.server.ts";
import { useEditorDraft } from "../../features/console/form/use-draft.ts";
import { EditorHead } from "../../features/console/form/EditorHead.tsx";
import { LocalizedFields, OutcomeMessage } from "../../features/console/form/LocalizedFields.tsx";
import { PictureField } from "../../features/console/form/PictureField.tsx";
import { RichTextFields } from "../../features/console/form/RichTextFields.tsx";
import { consoleFormMessages } from "../../features/console/form/messages.ts";
import { emptyText, macauMinuteOf, textIn } from "../../features/console/form/texts.ts";
import { useSubmit } from "../../features/console/form/use-submit.ts";
import { mediaStatusBadge } from "../../features/console/producer/MediaList.tsx";
import { mediaMessages } from "../../features/console/producer/media-messages.ts";
import { PublishedCheck } from "../../features/console/producer/PublishedCheck.tsx";
import { FOOD_PATH } from "../../features/console/producer/producer.ts";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import "../../features/console/news/news-desk.css";
import "../../features/console/producer/producer.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navFood");

interface FoodData {
  food: ConsoleFood | null;
  options: ConsoleFoodOptions;
}

/** The page (none for a new one) and the types and programmes its form offers. */
export async function loader({ request, context, params }: Route.LoaderArgs): Promise<FoodData> {
  const lang = consoleLangOfRequest(request);
  const [food, options] = await Promise.all([loadEditedItem(context, request, lang, foodConsoleApi.get, params.id), loadForDesk(context, request, lang, foodConsoleApi.options)]);
  return { food, options };
}

type Draft = Omit<ConsoleFood, "id" | "status" | "cover"> & { cover: string | null };

const draftOf = (f: ConsoleFood | null, options: ConsoleFoodOptions): Draft =>
  f
    ? { category: f.category, title: f.title, summary: f.summary, body: f.body, place: f.place, cover: f.cover, pictures: f.pictures, programSlug: f.programSlug, publishedAt: macauMinuteOf(f.publishedAt), published: f.published }
    : {
        category: options.categories[0]?.slug ?? "",
        title: emptyText(),
        summary: emptyText(),
        body: emptyText(),
        place: emptyText(),
        cover: null,
        pictures: [],
        programSlug: "",
        publishedAt: macauMinuteOf(Date.now()),
        published: true,
      };

/** A food page's editor: texts and body in the four locales, type, programme, cover, pictures and publication. */
export default function FoodEdit({ loaderData }: Route.ComponentProps) {
  const { options } = loaderData;
  const lang = useConsoleLang();
  const t = translator(mediaMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const navigate = useNavigate();
  const [food, setFood] = useState(loaderData.food);
  const { draft, setDraft, set, renew, version: bodyVersion } = useEditorDraft(loaderData.food, (f): Draft => draftOf(f, options), setFood);
  const { busy, outcome, submit } = useSubmit(lang);
  const bodyOf = (d: Draft) => ({ ...d, cover: d.cover ?? "" });

  const save = (event: FormEvent) => {
    event.preventDefault();
    void submit(async () => {
      if (!food) {
        const created = await call(foodConsoleApi.create, { body: bodyOf(draft) });
        navigate(`${FOOD_PATH}/${created.id}`);
        return null;
      }
      const after = await call(foodConsoleApi.update, { params: { id: food.id }, body: bodyOf(draft) });
      setFood(after);
      renew(draftOf(after, options));
      return t("saved");
    });
  };

  const addPicture = (file: File) =>
    submit(async () => {
      const body = new FormData();
      body.append("file", file);
      const { path } = await call(uploadApi.console, { body });
      setDraft((d) => ({ ...d, pictures: [...d.pictures, { src: path, caption: emptyText() }] }));
      return null;
    });
  const setCaption = (index: number, caption: ConsoleText) => setDraft((d) => ({ ...d, pictures: d.pictures.map((p, i) => (i === index ? { ...p, caption } : p)) }));
  const removePicture = (index: number) => setDraft((d) => ({ ...d, pictures: d.pictures.filter((_, i) => i !== index) }));

  return (
    <div className="console-page producer-page" data-testid="food-editor">
      <EditorHead
        back={{ to: FOOD_PATH, label: t("backToFood") }}
        title={food ? textIn(food.title, lang) : t("newFood")}
        state={food && { badge: mediaStatusBadge(food.status), label: t(`status_${food.status}`), publicPage: food.status === "shown" ? { href: `/${lang}/program/food-detail/${food.id}`, label: t("publicPage") } : null }}
        testId="food-status"
      />

      <form className="console-panel producer-form" onSubmit={save} noValidate aria-labelledby="food-form-title" data-testid="food-form">
        <h2 id="food-form-title" className="console-panel__title">
          {t("foodDetails")}
        </h2>
        <p className="console-note">{translator(consoleFormMessages, lang)("zhCnNote")}</p>
        <div className="producer-row">
          <Field id="food-type" label={t("fieldType")}>
            {(control) => (
              <select {...control} value={draft.category} onChange={(e) => set("category", e.target.value)}>
                {options.categories.map((category) => (
                  <option key={category.slug} value={category.slug}>
                    {category.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="food-programme" label={t("fieldProgramme")}>
            {(control) => (
              <select {...control} value={draft.programSlug} onChange={(e) => set("programSlug", e.target.value)}>
                <option value="">{t("noProgramme")}</option>
                {options.programmes.map((programme) => (
                  <option key={programme.slug} value={programme.slug}>
                    {programme.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <LocalizedFields lang={lang} id="food-title" legend={t("fieldTitle")} value={draft.title} onValue={(v) => set("title", v)} required maxLength={FOOD_TITLE_MAX} />
        <LocalizedFields lang={lang} id="food-summary" legend={t("fieldSummary")} value={draft.summary} onValue={(v) => set("summary", v)} multiline maxLength={FOOD_SUMMARY_MAX} />
        <LocalizedFields lang={lang} id="food-place" legend={t("fieldPlace")} value={draft.place} onValue={(v) => set("place", v)} maxLength={FOOD_PLACE_MAX} />
        <RichTextFields lang={lang} id="food-body" legend={t("fieldBody")} value={draft.body} version={bodyVersion} onText={(locale, html) => setDraft((d) => ({ ...d, body: { ...d.body, [locale]: html } }))} />
        <PictureField lang={lang} legend={t("fieldCover")} value={draft.cover} alt={textIn(draft.title, lang)} onValue={(v) => set("cover", v)} submit={submit} testId="food-cover" />
        <fieldset className="console-texts console-texts--wide" data-testid="food-pictures">
          <legend>{t("fieldPictures")}</legend>
          {draft.pictures.map((picture, index) => (
            <div key={`${picture.src}-${index}`} className="producer-picture">
              <img className="console-picture" src={picture.src} alt={textIn(picture.caption, lang) || t("pictureN", { n: index + 1 })} />
              <LocalizedFields lang={lang} id={`food-picture-${index}`} legend={`${t("pictureCaption")} (${t("pictureN", { n: index + 1 })})`} value={picture.caption} onValue={(v) => setCaption(index, v)} maxLength={FOOD_CAPTION_MAX} />
              <button type="button" className="button console-button--quiet" onClick={() => removePicture(index)} aria-label={`${t("removePicture")}: ${t("pictureN", { n: index + 1 })}`}>
                {t("removePicture")}
              </button>
            </div>
          ))}
          {draft.pictures.length < FOOD_PICTURES_MAX ? (
            <div className="console-picture__actions">
              <label className="button console-button--quiet console-upload">
                {t("addPicture")}
                <input type="file" accept="image/*" onChange={(e) => e.target.files?.[0] && void addPicture(e.target.files[0])} />
              </label>
            </div>
          ) : null}
        </fieldset>
        <Field id="food-published-at" label={t("fieldPublishedAt")}>
          {(control) => <input {...control} type="datetime-local" value={draft.publishedAt} onChange={(e) => set("publishedAt", e.target.value)} />}
        </Field>
        <PublishedCheck lang={lang} id="food-published" checked={draft.published} onChange={(v) => set("published", v)} />
        <OutcomeMessage outcome={outcome} testId="food-outcome" />
        <div className="producer-actions">
          <button type="submit" className="button button--primary" disabled={busy} data-testid="food-save">
            {food ? t("save") : t("newFood")}
          </button>
        </div>
      </form>
    </div>
  );
}
