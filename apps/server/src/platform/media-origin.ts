import type { Deps } from "./deps.ts";
import { refusal } from "./errors.ts";
import { defineReplies } from "./replies.ts";
import { mediaOriginAllowed } from "./security-headers.ts";

/** What a console call answers when a video's address is on a host the pages may not load media from. */
const mediaReplies = defineReplies({
  mediaHostNotAllowed: {
    zh_TW: "網頁不可從 {origin} 載入影片：請用本站的地址，或請管理員把它加入 MEDIA_ORIGINS",
    zh_CN: "网页不可从 {origin} 加载视频：请用本站的地址，或请管理员把它加入 MEDIA_ORIGINS",
    en: "Pages may not load video from {origin}: use an address of this site, or ask an administrator to add it to MEDIA_ORIGINS",
    pt: "As páginas não podem carregar vídeo de {origin}: use um endereço deste site ou peça a um administrador que o junte a MEDIA_ORIGINS",
  },
});

/**
 * A video the console saves (an episode, a short video) must be at an address the pages' policy lets the player load
 * (MEDIA_ORIGINS, docs/security.md): refused in the request's language otherwise, since staff could not see it play.
 */
export function checkMediaOrigin(deps: Deps, url: string): void {
  if (!mediaOriginAllowed(url, deps.config.mediaOrigins)) throw refusal(mediaReplies.mediaHostNotAllowed, { origin: new URL(url).origin });
}
