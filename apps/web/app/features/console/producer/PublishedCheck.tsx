import type { UrlLang } from "@portal/contract/locales";
import { translator } from "../../../i18n/define.ts";
import { mediaMessages } from "./media-messages.ts";

/** "Published on the site", with the hint that a later time waits (the producer's media editors). */
export function PublishedCheck({ lang, id, checked, onChange }: { lang: UrlLang; id: string; checked: boolean; onChange: (published: boolean) => void }) {
  const t = translator(mediaMessages, lang);
  return (
    <div>
      <label className="console-check">
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} aria-describedby={`${id}-hint`} data-testid={id} />
        <span>{t("fieldPublished")}</span>
      </label>
      <p className="console-note" id={`${id}-hint`}>
        {t("publishedHint")}
      </p>
    </div>
  );
}
