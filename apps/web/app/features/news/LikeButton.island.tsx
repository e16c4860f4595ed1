import { useEffect, useState } from "react";
import { newsApi } from "@portal/contract/endpoints/news";
import type { UrlLang } from "@portal/contract/locales";
import { requestLogin } from "../member/login-request.ts";
import { endSession, memberToken } from "../member/session.ts";
import { FRAME_EVENTS } from "../../layout/storage-keys.ts";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall, failureOf, isSignedOutError } from "../../data/call.ts";

export interface LikeButtonProps {
  lang: UrlLang;
  id: number;
  likeCount: number;
  labels: { like: string; liked: string; count: string; failed: string };
}

/** "{count} likes" with the number in place. */
const countText = (template: string, count: number) => template.replace("{count}", String(count));

/**
 * The like toggle of a news story (spec §4: like and cancel-like). Signed out, it opens the login pop-up with
 * "please login or register first" (spec §8). Signed in, it reads the member's own state once, then each press
 * sends like or like-cancel and shows the count the server answers.
 */
export default function LikeButton({ lang, id, likeCount, labels }: LikeButtonProps) {
  const [liked, setLiked] = useState(false);
  const [count, setCount] = useState(likeCount);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let live = true;
    const read = () => {
      if (!memberToken()) {
        setLiked(false);
        setReady(true);
        return;
      }
      dataCall(browserClient(lang))(newsApi.likeState, { params: { id } })
        .then((state) => {
          if (!live) return;
          setLiked(state.liked);
          setCount(state.likeCount);
        })
        .catch(() => undefined)
        .finally(() => live && setReady(true));
    };
    read();
    window.addEventListener(FRAME_EVENTS.member, read);
    return () => {
      live = false;
      window.removeEventListener(FRAME_EVENTS.member, read);
    };
  }, [lang, id]);

  async function toggle() {
    setError("");
    if (!memberToken()) {
      requestLogin(lang, { required: true });
      return;
    }
    setBusy(true);
    try {
      const state = await dataCall(browserClient(lang))(liked ? newsApi.likeCancel : newsApi.like, { params: { id } });
      setLiked(state.liked);
      setCount(state.likeCount);
    } catch (caught) {
      const failure = failureOf(caught);
      if (isSignedOutError(caught)) {
        endSession();
        requestLogin(lang, { required: true });
      } else {
        setError(failure.message || labels.failed);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="news-like" data-testid="news-like" data-ready={ready ? "" : undefined}>
      <button type="button" className={`news-like__button${liked ? " is-liked" : ""}`} aria-pressed={liked} onClick={toggle} disabled={busy}>
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
        <span className="news-like__count" data-testid="news-like-count" data-count={count} aria-hidden="true">
          {count}
        </span>
        <span className="visually-hidden">{countText(labels.count, count)}</span>
      </button>
      {error ? (
        <p className="news-like__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
