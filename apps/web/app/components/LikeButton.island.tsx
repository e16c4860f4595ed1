import { useState } from "react";
import type { UrlLang } from "@portal/contract/locales";
import { browserClient } from "../data/browser-client.ts";
import { formatMessage } from "../i18n/format.ts";
import { dataCall, failureOf } from "../data/call.ts";
import { byId, type IdEndpoint } from "./endpoints.ts";
import { askToSignIn, endedSession, isSignedIn, useMemberRead } from "./member-gate.ts";
import { ToggleError } from "./ToggleError.tsx";
import type { LikeState } from "@portal/contract/schemas/interactions";

/** What the like calls answer: the item, the member's own state, the count. */
export type { LikeState };

/** The item's three like calls from the catalogue (news: newsApi.likeState, newsApi.like, newsApi.likeCancel). */
export interface LikeEndpoints {
  state: IdEndpoint<"GET", LikeState>;
  like: IdEndpoint<"POST", LikeState>;
  cancel: IdEndpoint<"POST", LikeState>;
}

export interface LikeButtonProps {
  lang: UrlLang;
  id: number;
  likeCount: number;
  endpoints: LikeEndpoints;
  /** `count`: "{count} likes" (plural forms: formatMessage). */
  labels: { like: string; liked: string; count: string; failed: string };
}

/**
 * The like toggle of anything members can like (spec §4: company info, news, food, short videos, programmes and
 * programme features), each giving its own endpoints. Signed out, it opens the login pop-up with "please login or
 * register first" (spec §8). Signed in, it reads the member's own state once, then each press sends like or cancel
 * and shows the count the server answers; a 401 ends the session and asks to sign in again. A toggle button
 * (aria-pressed), its count spoken in words.
 */
export default function LikeButton({ lang, id, likeCount, endpoints, labels }: LikeButtonProps) {
  const [liked, setLiked] = useState(false);
  const [count, setCount] = useState(likeCount);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const ready = useMemberRead(
    async (isLive) => {
      if (!isSignedIn()) return setLiked(false);
      const state = await dataCall(browserClient(lang))(byId(endpoints.state), { params: { id } });
      if (!isLive()) return;
      setLiked(state.liked);
      setCount(state.likeCount);
    },
    [lang, id, endpoints.state],
  );

  async function toggle() {
    setError("");
    if (!isSignedIn()) return askToSignIn(lang);
    setBusy(true);
    try {
      const state = await dataCall(browserClient(lang))(byId(liked ? endpoints.cancel : endpoints.like), { params: { id } });
      setLiked(state.liked);
      setCount(state.likeCount);
    } catch (caught) {
      if (!endedSession(caught, lang)) setError(failureOf(caught).message || labels.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="like toggle-pill-box" data-testid="like" data-ready={ready ? "" : undefined}>
      <button type="button" className="like__button toggle-pill" aria-pressed={liked} onClick={toggle} disabled={busy}>
        <svg className="icon" viewBox="0 0 24 24" width="1.25em" height="1.25em" aria-hidden="true" focusable="false">
          <path
            d="M12 21s-7.5-4.6-9.5-9.3C1.1 8.4 3.2 5 6.6 5c2 0 3.5 1.1 4.4 2.6h2C13.9 6.1 15.4 5 17.4 5c3.4 0 5.5 3.4 4.1 6.7C19.5 16.4 12 21 12 21z"
            fill={liked ? "currentColor" : "none"}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        <span>{liked ? labels.liked : labels.like}</span>
        <span className="like__count" data-testid="like-count" data-count={count} aria-hidden="true">
          {count}
        </span>
        <span className="visually-hidden">{formatMessage(labels.count, lang, { count })}</span>
      </button>
      <ToggleError error={error} />
    </div>
  );
}
