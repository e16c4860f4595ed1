import type { ContinueItem } from "@portal/contract/schemas/member";
import { clockTime } from "../program/playback.ts";
import { MediaIcon } from "../../components/account-icons.tsx";
import { EmptyState, useAccountText } from "./AccountParts.tsx";

/**
 * The member centre's "Continue watching" (docs/members.md): the episodes the member stopped part-way through, the
 * most recently played first, each with how far they got; the link opens the episode, whose page offers "Resume
 * at 12:34" (features/program/EpisodeResume.island.tsx).
 */
export function ContinueWatching({ items }: { items: ContinueItem[] }) {
  const { lang, t } = useAccountText();
  const colon = lang.startsWith("zh") ? "：" : ": ";
  if (!items.length) return <EmptyState>{t("continueEmpty")}</EmptyState>;
  return (
    <ul className="item-list item-list--compact continue-list" data-testid="continue-watching">
      {items.map((item) => (
        <li key={item.episodeId} className="item-row" data-episode-id={item.episodeId}>
          <div className="item-row__media">
            {item.cover ? <img src={item.cover} alt="" width={160} height={90} loading="lazy" decoding="async" /> : <MediaIcon />}
            <span className="continue-list__bar" aria-hidden="true">
              <span style={{ width: `${Math.min(100, (item.position / Math.max(1, item.duration)) * 100)}%` }} />
            </span>
          </div>
          <div className="item-row__body">
            <p className="item-row__type">{t(`type_${item.itemType}`)}</p>
            <h3 className="item-row__title">
              <a href={item.url}>{`${item.programme}${colon}${item.title}`}</a>
            </h3>
            <p className="item-row__meta">{t("continueAt", { time: clockTime(item.position), total: clockTime(item.duration) })}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
