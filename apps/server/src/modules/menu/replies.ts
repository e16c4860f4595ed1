import { defineReplies } from "../../platform/replies.ts";

/** The console's refusals of a menu entry (docs/console.md "Administrator: menus and settings"), envelope code -1. */
export const menuReplies = defineReplies({
  menuPathNotAPage: {
    zh_TW: "網站沒有「/{path}」這個頁面：請填寫網站上存在的頁面路徑，或改用外部連結",
    zh_CN: "网站没有“/{path}”这个页面：请填写网站上存在的页面路径，或改用外部链接",
    en: "No page of the site answers “/{path}”: enter the path of a page that exists, or an external link",
    pt: "Nenhuma página do sítio responde a «/{path}»: indique o caminho de uma página que exista, ou uma ligação externa",
  },
  menuParentInvalid: {
    zh_TW: "上層項目不存在，或不屬於同一個選單",
    zh_CN: "上层项目不存在，或不属于同一个菜单",
    en: "The parent entry does not exist or is in another menu",
    pt: "A entrada superior não existe ou pertence a outro menu",
  },
  menuTooDeep: {
    zh_TW: "選單最多只有 {max} 層",
    zh_CN: "菜单最多只有 {max} 层",
    en: "A menu has at most {max} levels",
    pt: "Um menu tem no máximo {max} níveis",
  },
});
