import { useState } from "react";
import { memberApi } from "@portal/contract/endpoints/member";
import type { UrlLang } from "@portal/contract/locales";
import type { DeletedCount, MemberItem, MemberItemType } from "@portal/contract/schemas/member";
import { browserClient } from "../data/browser-client.ts";
import { dataCall, failureOf } from "../data/call.ts";
import { askToSignIn, endedSession, isSignedIn, useMemberRead } from "./member-gate.ts";
import { ToggleError } from "./ToggleError.tsx";
import { byId, type IdEndpoint } from "./endpoints.ts";

/** The calls that put an item on another list than the collection, and take it off (given, not imported). */
export interface ListEndpoints {
  add: IdEndpoint<"POST", MemberItem>;
  remove: IdEndpoint<"POST", DeletedCount>;
}

export interface SaveButtonProps {
  lang: UrlLang;
  /** What is saved: a news article today, programmes next (spec §7 member collect: itemType and itemId). */
  itemType: MemberItemType;
  itemId: string;
  /**
   * What the collection shows and opens. The server keeps its own copy for content it holds (news: the article's
   * title, picture and page), so these matter for the types it does not hold yet.
   */
  title: string;
  url: string;
  cover: string | null;
  labels: { save: string; saved: string; savedNote: string; removedNote: string; failed: string };
  /**
   * Another list than the collection (收藏, the default): the programme piece list (片單) of an episode (itemType
   * video or radio, itemId its id), whose calls are program/piecelist/{id} and piecelist/delete/{id}. Given as props
   * so that pages saving news do not load the programme catalogue (ADR 0008).
   */
  piece?: ListEndpoints;
}

/**
 * The save (收藏) toggle of anything a member can keep in their collection, with the member collect calls of the
 * catalogue: `collect` to save, `collect/delete` (the row's id) to unsave, `GET collect?itemType&itemId` for the
 * state. Signed out, it opens the login pop-up with "please login or register first" (spec §8); a 401 ends the
 * session and asks again. A toggle button (aria-pressed) whose result is also said in a live region.
 */
export default function SaveButton({ lang, itemType, itemId, title, url, cover, labels, piece }: SaveButtonProps) {
  /** The collection row's id when saved, else null. */
  const [savedId, setSavedId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState("");
  const [error, setError] = useState("");
  // An unknown state (the call failed) offers to save: saving again is harmless (collect is idempotent).
  const ready = useMemberRead(
    async (isLive) => {
      setSavedId(null);
      if (!isSignedIn()) return;
      const read = piece ? memberApi.pieces : memberApi.collections;
      const page = await dataCall(browserClient(lang))(read, { query: { itemType, itemId, pageSize: 1 } });
      if (isLive()) setSavedId(page.items[0]?.id ?? null);
    },
    [lang, itemType, itemId, Boolean(piece)],
  );

  async function toggle() {
    setError("");
    setNote("");
    if (!isSignedIn()) return askToSignIn(lang);
    setBusy(true);
    const call = dataCall(browserClient(lang));
    try {
      if (piece) {
        if (savedId === null) setSavedId((await call(byId(piece.add), { params: { id: itemId } })).id);
        else await call(byId(piece.remove), { params: { id: itemId } }).then(() => setSavedId(null));
        setNote(savedId === null ? labels.savedNote : labels.removedNote);
      } else if (savedId === null) {
        const row = await call(memberApi.collect, { body: { itemType, itemId, title, url, cover } });
        setSavedId(row.id);
        setNote(labels.savedNote);
      } else {
        await call(memberApi.deleteCollections, { body: { ids: [savedId] } });
        setSavedId(null);
        setNote(labels.removedNote);
      }
    } catch (caught) {
      if (!endedSession(caught, lang)) setError(failureOf(caught).message || labels.failed);
    } finally {
      setBusy(false);
    }
  }

  const saved = savedId !== null;
  return (
    <div className="save toggle-pill-box" data-testid="save" data-ready={ready ? "" : undefined}>
      <button type="button" className="save__button toggle-pill" aria-pressed={saved} onClick={toggle} disabled={busy} data-testid="save-button">
        <svg className="icon" viewBox="0 0 24 24" width="1.25em" height="1.25em" aria-hidden="true" focusable="false">
          <path d="M6 3h12v18l-6-4-6 4z" fill={saved ? "currentColor" : "none"} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        <span>{saved ? labels.saved : labels.save}</span>
      </button>
      <span className="visually-hidden" role="status">
        {note}
      </span>
      <ToggleError error={error} />
    </div>
  );
}
