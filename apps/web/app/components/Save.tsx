import type { UrlLang } from "@portal/contract/locales";
import { translator } from "../i18n/define.ts";
import { Island } from "../islands/Island.tsx";
import SaveButton, { type SaveButtonProps } from "./SaveButton.island.tsx";
import { saveMessages } from "./messages.ts";

/**
 * The save (收藏) button as a page renders it: the island, hydrated when it comes into view, with its texts in the
 * page's language. `item` says what is saved and what the member's collection shows for it.
 */
export function Save({
  lang,
  item,
  className,
  piece,
  labels,
}: {
  lang: UrlLang;
  item: Pick<SaveButtonProps, "itemType" | "itemId" | "title" | "url" | "cover">;
  className?: string;
  /** Another list than the collection (the piece list: its calls), with its own texts. */
  piece?: SaveButtonProps["piece"];
  labels?: SaveButtonProps["labels"];
}) {
  const t = translator(saveMessages, lang);
  return (
    <Island
      component={SaveButton}
      when="visible"
      as="span"
      className={className ?? "save-island"}
      props={{
        lang,
        ...item,
        ...(piece ? { piece } : {}),
        labels: labels ?? { save: t("save"), saved: t("saved"), savedNote: t("savedNote"), removedNote: t("removedNote"), failed: t("failed") },
      }}
    />
  );
}
