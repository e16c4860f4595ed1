import type { UrlLang } from "@portal/contract/locales";
import type { LiveChannel } from "@portal/contract/schemas/broadcast";
import { translator } from "../../i18n/define.ts";
import { ChannelCards } from "./ChannelCards.tsx";
import { livePath } from "./live-paths.ts";
import { liveMessages } from "./messages.ts";
import "./live.css";

/**
 * The home page's live band: each channel with what is on now, leading to its live page. Server-rendered, no
 * script. Its data: `loadOptional(api, liveApi.list)` (the same for every visitor: no stream address).
 */
export function LiveBand({ lang, channels }: { lang: UrlLang; channels: LiveChannel[] }) {
  const t = translator(liveMessages, lang);
  if (channels.length === 0) return null;
  return (
    <section className="live-band container" aria-labelledby="live-band-title" data-testid="live-band">
      <div className="live-page__head">
        <h2 className="section-title" id="live-band-title">
          {t("bandTitle")}
        </h2>
        <a href={livePath(lang)}>{t("bandAll")}</a>
      </div>
      <ChannelCards lang={lang} channels={channels} />
    </section>
  );
}
