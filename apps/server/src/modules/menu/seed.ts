import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { LocalizedText } from "../../db/columns.ts";
import { menuItems } from "./tables.ts";
import { ART, ICONS } from "../../db/seed/assets.ts";
import { lt } from "../../db/seed/helpers.ts";
import { EN_ARTICLES, NEWS_CATEGORIES, PT_ARTICLES, ZH_ARTICLES, type ArticleSeed } from "../news/seed.ts";
import { defineSeedStep } from "../../db/seed/steps.ts";

/** One menu entry as written here; ids and parent ids are given on insert. */
interface MenuSeed {
  title: LocalizedText;
  path?: string;
  /** The page's language when it is not the reader's (English news opens in English from every menu). */
  lang?: "zh" | "en" | "pt";
  url?: string;
  urls?: LocalizedText;
  newWindow?: boolean;
  isHidden?: boolean;
  mark?: string;
  icon?: string;
  cover?: string;
  children?: MenuSeed[];
}

const item = (zh: string, en: string, pt: string, path: string, more: Omit<MenuSeed, "title" | "path"> = {}): MenuSeed => ({
  title: lt(zh, en, pt),
  path,
  ...more,
});

const zh = { lang: "zh" } as const;

/**
 * A newsroom's categories as third-level entries under its own entry (Chinese, English, Portuguese news): the
 * categories it writes in (its seeded stories'), in the categories' order, each leading to that newsroom's list in
 * its language (`lang`: /en/news-list?category=local from every menu).
 */
function newsroomCategories(lang: "zh" | "en" | "pt", stories: readonly ArticleSeed[]): MenuSeed[] {
  const used = new Set(stories.map((story) => story.category));
  return NEWS_CATEGORIES.filter((category) => used.has(category.slug)).map((category) => ({
    title: category.title,
    path: `news-list?category=${category.slug}`,
    lang,
  }));
}

/**
 * The main menu: three levels at most. The top entries use the Chinese variant (news_zh, program/tv_zh…), which the
 * web links as the reader's own (news_en for an English reader; spec §2); entries that name a language (Chinese,
 * English, Portuguese news and their categories, TV and radio) open in that language (`lang`), from every menu, and
 * the reader's own comes first among them (layout/menu.ts `readerFirst`).
 */
const MAIN: MenuSeed[] = [
  item("首頁", "Home", "Início", ""),
  item("新聞", "News", "Notícias", "news_zh", {
    icon: ICONS.news,
    cover: ART.skyline,
    children: [
      item("即時新聞", "Latest", "Últimas", "latest"),
      item("中文新聞", "Chinese News", "Notícias em Chinês", "news_zh", { ...zh, children: newsroomCategories("zh", ZH_ARTICLES) }),
      item("英文新聞", "English News", "Notícias em Inglês", "news_en", { lang: "en", children: newsroomCategories("en", EN_ARTICLES) }),
      item("葡文新聞", "Portuguese News", "Notícias em Português", "news_pt", { lang: "pt", children: newsroomCategories("pt", PT_ARTICLES) }),
      item("電台新聞", "Radio News", "Noticiário da Rádio", "news-radio"),
      // Every topic (news-topics), and those of news/seed.ts.
      item("新聞專題", "News Topics", "Temas em Destaque", "news-topics", {
        mark: "new",
        children: [
          item("格蘭披治大賽車", "Macau Grand Prix", "Grande Prémio de Macau", "news-topic/macau-grand-prix"),
          item("大灣區融合發展", "Living in the Greater Bay Area", "Viver na Grande Baía", "news-topic/greater-bay-area"),
        ],
      }),
      item("新聞爆料", "Send Us a Tip", "Envie-nos uma Notícia", "news_provide"),
    ],
  }),
  item("電視", "TV", "Televisão", "program/tv_zh", {
    icon: ICONS.tv,
    cover: ART.camera,
    children: [
      item("中文電視節目", "Chinese TV Programmes", "Programas de TV em Chinês", "program/tv_zh", zh),
      item("葡文電視節目", "Portuguese TV Programmes", "Programas de TV em Português", "program/tv_pt", { lang: "pt" }),
      item("英文電視節目", "English TV Programmes", "Programas de TV em Inglês", "program/tv_en", { lang: "en" }),
      item("體育節目", "Sports Programmes", "Programas de Desporto", "program/sport_zh"),
      item("節目表", "TV Schedule", "Grelha de Programação", "program_list"),
    ],
  }),
  item("電台", "Radio", "Rádio", "program/radio_zh", {
    icon: ICONS.radio,
    cover: ART.microphone,
    children: [
      item("中文電台", "Chinese Radio", "Rádio em Chinês", "program/radio_zh", zh),
      item("葡文電台", "Portuguese Radio", "Rádio em Português", "program/radio_pt", { lang: "pt" }),
      item("播客", "Podcasts", "Podcasts", "podcast"),
    ],
  }),
  item("節目", "Programmes", "Programas", "program/all_program", {
    cover: ART.festival,
    children: [
      item("全部節目", "All Programmes", "Todos os Programas", "program/all_program"),
      item("主持人", "Presenters", "Apresentadores", "program/host-list"),
      item("節目特輯", "Features", "Reportagens Especiais", "program/feature-list"),
      item("美食節目", "Food", "Gastronomia", "program/food", {
        children: [item("美食推介", "Food Guide", "Roteiro Gastronómico", "program/food-list")],
      }),
    ],
  }),
  item("直播", "Live", "Direto", "live", {
    icon: ICONS.live,
    mark: "live",
    children: [
      item("電視及電台直播", "TV and Radio Live", "TV e Rádio em Direto", "live"),
      item("特別直播", "Special Live Events", "Emissões Especiais", "special-live"),
    ],
  }),
  item("專題", "Specials", "Especiais", "subject", {
    cover: ART.racing,
    children: [
      item("專題投票", "Votes", "Votações", "votes"),
      item("每日問答", "Daily Quiz", "Questionário Diário", "game/daily-quiz"),
      item("體育專題", "Sport Specials", "Especiais de Desporto", "sport_topic/macau-marathon"),
      item("四十周年", "40th Anniversary", "40.º Aniversário", "tdm40", { isHidden: true }),
      {
        title: lt("政府資訊網", "Government Portal", "Portal do Governo"),
        url: "https://www.gov.mo/",
        urls: lt("https://www.gov.mo/zh-hant/", "https://www.gov.mo/en/", "https://www.gov.mo/pt/"),
        newWindow: true,
      },
    ],
  }),
  item("關於我們", "About Us", "Sobre Nós", "about_us", {
    children: [
      item("公司簡介", "Company Profile", "Perfil da Empresa", "about_us/company_profile"),
      item("組織架構", "Organisation", "Estrutura Orgânica", "about_us/structure"),
      item("發展歷程", "History", "História", "about_us/history"),
      item("新聞稿", "Press Releases", "Comunicados de Imprensa", "about_us/press_release"),
      item("年度報告", "Annual Reports", "Relatórios Anuais", "about_us/report"),
      item("媒體報道", "In the Press", "Na Imprensa", "about_us/press/article"),
      item("節目製作", "Programme Production", "Produção de Programas", "about_us/program_production"),
      item("媒體技術", "Media Technology", "Tecnologia", "about_us/media_technic"),
      item("國際合作", "International", "Cooperação Internacional", "about_us/international"),
      item("歡迎辭", "Welcome", "Boas-vindas", "about_us/welcome"),
      item("參觀電視台", "Visit Us", "Visitas", "about_us/visit", {
        children: [item("參觀申請", "Book a Visit", "Pedido de Visita", "about_us/visit/application")],
      }),
      item("加入我們", "Join Us", "Junte-se a Nós", "recruitment", {
        children: [item("職位空缺", "Job Openings", "Vagas", "join-us/job-opportunity")],
      }),
    ],
  }),
  {
    title: lt("YouTube 頻道", "YouTube Channel", "Canal no YouTube"),
    // The broadcaster's channel, as the site setting youtube_channel (settings/seed.ts) that the footer links.
    url: "https://www.youtube.com/@TDM_MACAU",
    newWindow: true,
  },
];

const FOOT_LEFT: MenuSeed[] = [
  item("關於我們", "About Us", "Sobre Nós", "about_us"),
  item("聯絡我們", "Contact Us", "Contactos", "contact_us"),
  item("意見反映", "Feedback", "Sugestões e Reclamações", "contact/feedback"),
  item("招聘", "Recruitment", "Recrutamento", "recruitment"),
  item("招標", "Tenders", "Concursos", "tendering"),
  item("供應商專區", "Suppliers", "Fornecedores", "supplier/login"),
  item("廣告服務", "Advertising", "Publicidade", "advertising"),
  item("參觀電視台", "Visit Us", "Visitas", "about_us/visit"),
];

const FOOT_RIGHT: MenuSeed[] = [
  item("私隱政策", "Privacy Policy", "Política de Privacidade", "privacy"),
  item("使用條款", "Terms of Use", "Termos de Utilização", "terms"),
  item("無障礙聲明", "Accessibility", "Acessibilidade", "accessibility"),
  item("網站地圖", "Sitemap", "Mapa do Site", "sitemap"),
];

const FOOT_APP: MenuSeed[] = [
  {
    title: lt("App Store 下載", "Download on the App Store", "Descarregar na App Store"),
    url: "https://apps.apple.com/mo/app/tdm/id0000000000",
    newWindow: true,
    icon: ICONS.appStore,
  },
  {
    title: lt("Google Play 下載", "Get it on Google Play", "Disponível no Google Play"),
    url: "https://play.google.com/store/apps/details?id=mo.tdm.portal.demo",
    newWindow: true,
    icon: ICONS.googlePlay,
  },
];

type MenuRow = typeof menuItems.$inferInsert;

/** Flattens the trees with ids given in order, so that one insert writes every menu. */
export function menuRows(): MenuRow[] {
  const rows: MenuRow[] = [];
  const add = (menu: string, items: MenuSeed[], parentId: number | null) => {
    items.forEach((seed, index) => {
      const id = rows.length + 1;
      const { children, ...fields } = seed;
      rows.push({ id, menu, parentId, sortOrder: (index + 1) * 10, ...fields });
      if (children) add(menu, children, id);
    });
  };
  add("main", MAIN, null);
  add("foot_left", FOOT_LEFT, null);
  add("foot_right", FOOT_RIGHT, null);
  add("foot_app", FOOT_APP, null);
  return rows;
}

export async function seedMenus(db: Db): Promise<void> {
  await db.insert(menuItems).values(menuRows());
  // Ids were given explicitly: move the sequence past them for items added later in the CMS.
  await db.execute(sql`select setval(pg_get_serial_sequence('menu_items', 'id'), (select max(id) from menu_items))`);
}

// Seed order 10: the menus first: nothing depends on them, and an empty menu table means "not seeded" (index.ts).
export const seedStep = defineSeedStep(10, seedMenus);
