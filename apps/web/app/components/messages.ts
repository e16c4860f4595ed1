import { defineMessages } from "../i18n/define.ts";

/**
 * Interface texts of the shared UI (app/components/): one catalog per component, four languages each (ADR 0002).
 * Islands get their texts as props, built on the server in the page's language (only that language travels);
 * components of whole-app screens translate with `lang`.
 */

/** Dialog, ConfirmDialog. */
export const dialogMessages = defineMessages({
  "zh-hant": { close: "關閉", cancel: "取消", working: "處理中…" },
  "zh-hans": { close: "关闭", cancel: "取消", working: "处理中…" },
  en: { close: "Close", cancel: "Cancel", working: "Working…" },
  pt: { close: "Fechar", cancel: "Cancelar", working: "A processar…" },
});

/** Field, FormErrorSummary. */
export const formMessages = defineMessages({
  "zh-hant": { optional: "（選填）", formHasErrors: "表格有 {count} 處需要修正。" },
  "zh-hans": { optional: "（选填）", formHasErrors: "表单有 {count} 处需要修改。" },
  en: { optional: "(optional)", formHasErrors: "Please correct the form. Fields to fix: {count}." },
  pt: { optional: "(opcional)", formHasErrors: "Corrija o formulário. Campos a corrigir: {count}." },
});

/** Toast: the title of a message toast (spec §8: 提示). */
export const toastMessages = defineMessages({
  "zh-hant": { notice: "提示" },
  "zh-hans": { notice: "提示" },
  en: { notice: "Notice" },
  pt: { notice: "Aviso" },
});

/** Pager: "more" that appends (spec §4). */
export const pagerMessages = defineMessages({
  "zh-hant": {
    loadMore: "載入更多",
    loading: "載入中…",
    loaded: "已再載入 {count} 項",
    failed: "未能載入更多，請再試一次。",
    end: "已經全部顯示",
    shownOfTotal: "已顯示 {shown} 項，共 {total} 項",
  },
  "zh-hans": {
    loadMore: "加载更多",
    loading: "加载中…",
    loaded: "已再加载 {count} 项",
    failed: "未能加载更多，请再试一次。",
    end: "已经全部显示",
    shownOfTotal: "已显示 {shown} 项，共 {total} 项",
  },
  en: {
    loadMore: "Load more",
    loading: "Loading…",
    loaded: "Loaded {count} more",
    failed: "More could not be loaded. Please try again.",
    end: "That is everything",
    shownOfTotal: "Showing {shown} of {total}",
  },
  pt: {
    loadMore: "Carregar mais",
    loading: "A carregar…",
    loaded: "Carregados mais {count}",
    failed: "Não foi possível carregar mais. Tente de novo.",
    end: "Não há mais",
    shownOfTotal: "A mostrar {shown} de {total}",
  },
});

/** Carousel: the controls of any carousel (a screen names the carousel itself). */
export const carouselMessages = defineMessages({
  "zh-hant": {
    previous: "上一張",
    next: "下一張",
    pause: "暫停輪播",
    play: "開始輪播",
    position: "第 {current} 張，共 {total} 張",
    goTo: "顯示第 {number} 張",
    choose: "選擇顯示哪一張",
  },
  "zh-hans": {
    previous: "上一张",
    next: "下一张",
    pause: "暂停轮播",
    play: "开始轮播",
    position: "第 {current} 张，共 {total} 张",
    goTo: "显示第 {number} 张",
    choose: "选择显示哪一张",
  },
  en: {
    previous: "Previous slide",
    next: "Next slide",
    pause: "Pause slideshow",
    play: "Play slideshow",
    position: "{current} of {total}",
    goTo: "Show slide {number}",
    choose: "Choose a slide",
  },
  pt: {
    previous: "Diapositivo anterior",
    next: "Diapositivo seguinte",
    pause: "Pausar apresentação",
    play: "Retomar apresentação",
    position: "{current} de {total}",
    goTo: "Mostrar diapositivo {number}",
    choose: "Escolher diapositivo",
  },
});

/** LikeButton (spec §4: like and cancel-like). */
export const likeMessages = defineMessages({
  "zh-hant": { like: "讚好", liked: "已讚好", count: "{count} 個讚好", failed: "未能更新讚好，請稍後再試。" },
  "zh-hans": { like: "点赞", liked: "已点赞", count: "{count} 个赞", failed: "未能更新点赞，请稍后再试。" },
  en: { like: "Like", liked: "Liked", count: "{count} likes", failed: "Your like could not be saved. Please try again later." },
  pt: { like: "Gosto", liked: "Gostei", count: "{count} gostos", failed: "Não foi possível guardar o gosto. Tente mais tarde." },
});

/** SaveButton (spec §6 bookmarks: the member's collection, 收藏). */
export const saveMessages = defineMessages({
  "zh-hant": { save: "收藏", saved: "已收藏", savedNote: "已加入你的收藏。", removedNote: "已從你的收藏移除。", failed: "未能更新收藏，請稍後再試。" },
  "zh-hans": { save: "收藏", saved: "已收藏", savedNote: "已加入你的收藏。", removedNote: "已从你的收藏移除。", failed: "未能更新收藏，请稍后再试。" },
  en: { save: "Save", saved: "Saved", savedNote: "Added to your saved items.", removedNote: "Removed from your saved items.", failed: "Your saved items could not be updated. Please try again later." },
  pt: { save: "Guardar", saved: "Guardado", savedNote: "Adicionado aos seus itens guardados.", removedNote: "Removido dos seus itens guardados.", failed: "Não foi possível atualizar os itens guardados. Tente mais tarde." },
});

/** CommentThread (spec §7 comments with replyTo threads). */
export const commentMessages = defineMessages({
  "zh-hant": {
    title: "留言",
    count: "{count} 則留言",
    label: "你的留言",
    placeholder: "寫下你的看法（最多 {max} 字）",
    remaining: "尚餘 {count} 字",
    send: "發表留言",
    sending: "發表中…",
    loginPrompt: "請先登入或註冊",
    loginHint: "登入會員後即可留言及讚好。",
    login: "登入",
    register: "註冊",
    reply: "回覆",
    replyingTo: "回覆 {name}",
    replyTo: "回覆 {name}：{excerpt}",
    cancelReply: "取消回覆",
    empty: "請輸入留言內容",
    tooLong: "留言不可超過 {max} 字",
    failed: "未能發表留言，請稍後再試。",
    posted: "留言已發表",
    pending: "留言已收到，經審核後刊出",
    none: "暫時未有留言，歡迎發表第一則。",
    more: "更多留言",
    moreFailed: "未能載入更多留言，請再試一次。",
    loaded: "已再載入 {count} 則留言",
  },
  "zh-hans": {
    title: "留言",
    count: "{count} 条留言",
    label: "你的留言",
    placeholder: "写下你的看法（最多 {max} 字）",
    remaining: "尚余 {count} 字",
    send: "发表留言",
    sending: "发表中…",
    loginPrompt: "请先登录或注册",
    loginHint: "登录会员后即可留言及点赞。",
    login: "登录",
    register: "注册",
    reply: "回复",
    replyingTo: "回复 {name}",
    replyTo: "回复 {name}：{excerpt}",
    cancelReply: "取消回复",
    empty: "请输入留言内容",
    tooLong: "留言不可超过 {max} 字",
    failed: "未能发表留言，请稍后再试。",
    posted: "留言已发表",
    pending: "留言已收到，经审核后刊出",
    none: "暂时没有留言，欢迎发表第一条。",
    more: "更多留言",
    moreFailed: "未能加载更多留言，请再试一次。",
    loaded: "已再加载 {count} 条留言",
  },
  en: {
    title: "Comments",
    count: "{count} comments",
    label: "Your comment",
    placeholder: "Share your view (up to {max} characters)",
    remaining: "{count} characters left",
    send: "Post comment",
    sending: "Posting…",
    loginPrompt: "Please log in or register first",
    loginHint: "Members can comment and like.",
    login: "Log in",
    register: "Register",
    reply: "Reply",
    replyingTo: "Replying to {name}",
    replyTo: "In reply to {name}: {excerpt}",
    cancelReply: "Cancel reply",
    empty: "Please write a comment",
    tooLong: "A comment may be at most {max} characters",
    failed: "Your comment could not be posted. Please try again later.",
    posted: "Your comment is posted",
    pending: "Thank you: your comment will appear once a moderator has approved it",
    none: "No comments yet. Be the first.",
    more: "More comments",
    moreFailed: "More comments could not be loaded. Please try again.",
    loaded: "Loaded {count} more comments",
  },
  pt: {
    title: "Comentários",
    count: "{count} comentários",
    label: "O seu comentário",
    placeholder: "Dê a sua opinião (até {max} caracteres)",
    remaining: "Restam {count} caracteres",
    send: "Publicar comentário",
    sending: "A publicar…",
    loginPrompt: "Inicie sessão ou registe-se primeiro",
    loginHint: "Os membros podem comentar e gostar.",
    login: "Iniciar sessão",
    register: "Registar",
    reply: "Responder",
    replyingTo: "Resposta a {name}",
    replyTo: "Em resposta a {name}: {excerpt}",
    cancelReply: "Cancelar resposta",
    empty: "Escreva um comentário",
    tooLong: "O comentário pode ter no máximo {max} caracteres",
    failed: "Não foi possível publicar o comentário. Tente mais tarde.",
    posted: "Comentário publicado",
    pending: "Obrigado: o seu comentário aparecerá depois de aprovado por um moderador",
    none: "Ainda sem comentários. Seja o primeiro.",
    more: "Mais comentários",
    moreFailed: "Não foi possível carregar mais comentários. Tente de novo.",
    loaded: "Carregados mais {count} comentários",
  },
});

/** Gallery and GalleryViewer (spec §2 Layout: a gallery that enlarges images, optional autoplay and navigation). */
export const galleryMessages = defineMessages({
  "zh-hant": {
    gallery: "相片集",
    photoCount: "{count} 張相片",
    viewAll: "查看全部 {count} 張相片",
    enlarge: "放大檢視：{name}",
    photo: "相片 {number}",
    viewer: "相片檢視",
    previous: "上一張相片",
    next: "下一張相片",
    counter: "{current} / {total}",
    position: "第 {current} 張，共 {total} 張",
    play: "自動播放",
    pause: "暫停播放",
    close: "關閉相片檢視",
    thumbnails: "選擇相片",
  },
  "zh-hans": {
    gallery: "相片集",
    photoCount: "{count} 张照片",
    viewAll: "查看全部 {count} 张照片",
    enlarge: "放大查看：{name}",
    photo: "照片 {number}",
    viewer: "照片查看",
    previous: "上一张照片",
    next: "下一张照片",
    counter: "{current} / {total}",
    position: "第 {current} 张，共 {total} 张",
    play: "自动播放",
    pause: "暂停播放",
    close: "关闭照片查看",
    thumbnails: "选择照片",
  },
  en: {
    gallery: "Gallery",
    photoCount: "{count} photos",
    viewAll: "View all {count} photos",
    enlarge: "Enlarge: {name}",
    photo: "Photo {number}",
    viewer: "Photo viewer",
    previous: "Previous photo",
    next: "Next photo",
    counter: "{current} / {total}",
    position: "{current} of {total}",
    play: "Play slideshow",
    pause: "Pause slideshow",
    close: "Close the photo viewer",
    thumbnails: "Choose a photo",
  },
  pt: {
    gallery: "Galeria",
    photoCount: "{count} fotografias",
    viewAll: "Ver as {count} fotografias",
    enlarge: "Ampliar: {name}",
    photo: "Fotografia {number}",
    viewer: "Visualizador de fotografias",
    previous: "Fotografia anterior",
    next: "Fotografia seguinte",
    counter: "{current} / {total}",
    position: "{current} de {total}",
    play: "Reproduzir apresentação",
    pause: "Pausar apresentação",
    close: "Fechar o visualizador",
    thumbnails: "Escolher uma fotografia",
  },
});
