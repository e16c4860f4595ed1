import type { Db } from "../../db/client.ts";
import type { LocalizedText } from "../../db/columns.ts";
import { siteDocuments, sitePages, type AdvertisingDocument, type ContactDocument } from "./tables.ts";
import { lt, ltHtml } from "../../db/seed/helpers.ts";
import { LEGAL_PAGES } from "./seed-legal-texts.ts";
import { defineSeedStep } from "../../db/seed/steps.ts";

/**
 * The site's own pages (docs/site-pages.md): the contact page, advertising sales with their rate cards (prices in
 * patacas), and the staff pages privacy, terms and accessibility. Demo texts written for this portal; the
 * addresses, numbers and prices are the demo's, not the broadcaster's.
 */

const full = (zh_TW: string, zh_CN: string, en: string, pt: string): LocalizedText => ({ zh_TW, zh_CN, en, pt });

const CONTACT: ContactDocument = {
  organisation: lt("澳門廣播電視股份有限公司", "TDM — Teledifusão de Macau, S.A.", "TDM — Teledifusão de Macau, S.A."),
  address: lt(
    "澳門東望洋斜巷 18 號澳廣視大樓",
    "TDM Building, 18 Calçada da Guia, Macau",
    "Edifício da TDM, Calçada da Guia, n.º 18, Macau",
  ),
  mapUrl: "https://www.openstreetmap.org/?mlat=22.1965&mlon=113.5493#map=17/22.1965/113.5493",
  officeHours: [
    lt("星期一至五 09:00–13:00、14:30–17:45", "Monday to Friday 09:00–13:00 and 14:30–17:45", "Segunda a sexta-feira, 09h00–13h00 e 14h30–17h45"),
    lt("星期六、日及公眾假期休息", "Closed on Saturdays, Sundays and public holidays", "Encerrado aos sábados, domingos e feriados"),
  ],
  departments: [
    {
      key: "switchboard",
      name: lt("總機", "Switchboard", "Central telefónica"),
      description: lt("一般查詢及轉駁各部門。", "General enquiries; we put you through to any department.", "Informações gerais e ligação a todos os departamentos."),
      phone: "+853 2851 9188",
      fax: "+853 2852 0208",
      email: "info@tdm.example.mo",
    },
    {
      key: "newsroom",
      name: lt("新聞部", "Newsroom", "Redacção"),
      description: lt(
        "新聞線索、更正及採訪邀請。新聞部全日二十四小時運作。",
        "News tips, corrections and invitations to cover events. The newsroom works round the clock.",
        "Pistas noticiosas, correcções e convites para cobertura. A redacção funciona 24 horas por dia.",
      ),
      phone: "+853 2851 9200",
      email: "news@tdm.example.mo",
      whatsapp: "+853 6288 0001",
      hours: lt("每日 24 小時", "24 hours, every day", "24 horas, todos os dias"),
    },
    {
      key: "audience",
      name: lt("觀眾及聽眾服務", "Viewer and listener services", "Apoio a telespectadores e ouvintes"),
      description: lt(
        "節目意見、收看及收聽問題、會員帳戶查詢。",
        "Comments on programmes, reception problems and questions about your member account.",
        "Comentários sobre programas, problemas de recepção e questões sobre a conta de membro.",
      ),
      phone: "+853 2851 9111",
      email: "audience@tdm.example.mo",
    },
    {
      key: "advertising",
      name: lt("廣告部", "Advertising sales", "Publicidade"),
      description: lt("電視、電台及網站廣告查詢及預訂。", "Television, radio and website advertising: quotes and bookings.", "Publicidade na televisão, rádio e sítio: orçamentos e reservas."),
      phone: "+853 2851 9300",
      email: "ads@tdm.example.mo",
    },
    {
      key: "press",
      name: lt("公共關係部", "Press and public relations", "Relações públicas"),
      description: lt(
        "傳媒查詢、參觀及合作建議。",
        "Media enquiries, visits to the station and partnership proposals.",
        "Pedidos da comunicação social, visitas às instalações e propostas de parceria.",
      ),
      phone: "+853 2851 9400",
      email: "pr@tdm.example.mo",
    },
  ],
};

const WEEK = lt("每週", "Per week", "Por semana");
const MONTH = lt("每月", "Per month", "Por mês");
const QUARTER = lt("每季", "Per quarter", "Por trimestre");
const SPOT = lt("每次", "Per spot", "Por spot");
const TEN_SPOTS = lt("十次套票", "Pack of 10", "Pacote de 10");
const px = (size: string) => lt(size, size, size);
const seconds = (s: number) => lt(`${s} 秒`, `${s} s`, `${s} s`);

const ADVERTISING: AdvertisingDocument = {
  intro: lt(
    "澳廣視的電視頻道、電台及網站每日接觸澳門大部分居民。以下為本年度標準價目（澳門元），可按需要組合跨平台套餐；廣告部樂意為你度身訂造方案。",
    "TDM's television channels, radio stations and website reach most of Macau's residents every day. These are this year's standard rates, in patacas; slots can be combined across platforms, and our sales team will gladly put together a plan for you.",
    "Os canais de televisão, as rádios e o sítio da TDM chegam todos os dias à maioria dos residentes de Macau. Estas são as tarifas normais deste ano, em patacas; os espaços podem combinar-se entre plataformas e a nossa equipa comercial terá todo o gosto em preparar um plano à sua medida.",
  ),
  rateCards: [
    {
      key: "website",
      title: lt("網站及流動版", "Website and mobile", "Sítio e telemóvel"),
      description: lt(
        "按版位計價，所有語言版本同時刊登。",
        "Priced by slot; the advert runs on all four language editions.",
        "Preço por espaço; o anúncio aparece nas quatro edições linguísticas.",
      ),
      periods: [WEEK, MONTH, QUARTER],
      rows: [
        { name: lt("首頁頂部橫幅", "Home page top banner", "Faixa do topo da página inicial"), size: px("1200 × 400 px"), prices: [12800, 42000, 115000] },
        { name: lt("新聞內頁橫幅", "News article banner", "Faixa nas notícias"), size: px("970 × 250 px"), prices: [6800, 22500, 61000] },
        { name: lt("側欄方形廣告", "Sidebar square", "Quadrado lateral"), size: px("300 × 300 px"), prices: [3200, 10500, 28500] },
        { name: lt("直播頁贊助", "Live stream sponsorship", "Patrocínio da emissão em directo"), size: px("640 × 322 px"), prices: [null, 38000, 98000] },
      ],
    },
    {
      key: "television",
      title: lt("電視廣告", "Television spots", "Spots de televisão"),
      description: lt(
        "澳視澳門頻道，黃金時段為 19:00–23:00。",
        "TDM Ou Mun channel; prime time is 19:00–23:00.",
        "Canal TDM Ou Mun; o horário nobre é das 19h00 às 23h00.",
      ),
      periods: [SPOT, TEN_SPOTS],
      rows: [
        { name: lt("黃金時段", "Prime time", "Horário nobre"), size: seconds(30), prices: [4800, 43200] },
        { name: lt("黃金時段", "Prime time", "Horário nobre"), size: seconds(15), prices: [2900, 26100] },
        { name: lt("日間時段", "Daytime", "Período diurno"), size: seconds(30), prices: [1800, 16200] },
        { name: lt("新聞報道前後", "Around the evening news", "Junto ao telejornal"), size: seconds(30), prices: [5600, 50400] },
      ],
    },
    {
      key: "radio",
      title: lt("電台廣告", "Radio spots", "Spots de rádio"),
      description: lt("澳門電台及澳門葡文電台。", "Rádio Macau (Chinese) and Rádio Macau (Portuguese).", "Rádio Macau, em chinês e em português."),
      periods: [SPOT, TEN_SPOTS],
      rows: [
        { name: lt("早晨時段 07:00–10:00", "Breakfast 07:00–10:00", "Manhã 07h00–10h00"), size: seconds(30), prices: [950, 8550] },
        { name: lt("其他時段", "Rest of the day", "Restantes horários"), size: seconds(30), prices: [600, 5400] },
      ],
    },
  ],
  notes: [
    lt("價目不包括製作費；本台可代為製作廣告。", "Rates exclude production; our studio can make your advert.", "As tarifas não incluem a produção; o nosso estúdio pode produzir o anúncio."),
    lt(
      "跨平台套餐及長期合約另有折扣。請於刊登前十個工作天預訂。",
      "Multi-platform packages and long contracts are discounted. Please book ten working days before the campaign starts.",
      "Pacotes multiplataforma e contratos longos têm desconto. Reserve com dez dias úteis de antecedência.",
    ),
    lt("所有廣告須符合澳門《廣告活動法》。", "Every advert must comply with Macau's Advertising Law.", "Todos os anúncios devem cumprir a Lei da Actividade Publicitária de Macau."),
  ],
  contacts: [
    {
      key: "sales",
      name: lt("廣告部", "Advertising sales", "Departamento comercial"),
      description: lt("報價、檔期及預訂。", "Quotes, availability and bookings.", "Orçamentos, disponibilidade e reservas."),
      phone: "+853 2851 9300",
      email: "ads@tdm.example.mo",
      hours: lt("星期一至五 09:00–17:45", "Monday to Friday 09:00–17:45", "Segunda a sexta-feira, 09h00–17h45"),
    },
    {
      key: "digital",
      name: lt("數碼廣告組", "Digital advertising", "Publicidade digital"),
      description: lt("網站版位、素材規格及成效報告。", "Website slots, artwork specifications and campaign reports.", "Espaços no sítio, especificações dos materiais e relatórios."),
      phone: "+853 2851 9310",
      email: "digital.ads@tdm.example.mo",
    },
  ],
  mediaKit: { title: lt("媒體資料套（PDF）", "Media kit (PDF)", "Dossiê de imprensa (PDF)"), url: "/demo/site/tdm-media-kit.pdf", size: "2 KB" },
};

const ACCESSIBILITY = {
  title: full("無障礙聲明", "无障碍声明", "Accessibility statement", "Declaração de acessibilidade"),
  summary: lt(
    "我們希望每個人都能使用本網站。",
    "We want everyone to be able to use this website.",
    "Queremos que todos possam usar este sítio.",
  ),
  body: ltHtml(
    `<p>澳廣視希望每個人都能使用本網站，包括使用屏幕閱讀器、放大軟件或只用鍵盤瀏覽的人士。</p>
<h2>我們的做法</h2>
<ul>
<li>網站以《網頁內容無障礙指引》（WCAG）2.2 AA 級為目標。</li>
<li>所有頁面均可只用鍵盤操作，並設有「跳至主要內容」連結。</li>
<li>可在頁首調整字體大小；文字與背景有足夠對比。</li>
<li>節目影片盡可能提供字幕。</li>
</ul>
<h2>已知限制</h2>
<p>部分較舊的節目影片未有字幕，部分合作夥伴提供的文件未必完全符合無障礙要求。我們正逐步改善。</p>
<h2>意見</h2>
<p>如遇到困難，請<a href="/zh-hant/contact_us">聯絡我們</a>，我們會在五個工作天內回覆。</p>`,
    `<p>TDM wants everyone to be able to use this website, including people who use a screen reader, magnification or only a keyboard.</p>
<h2>What we do</h2>
<ul>
<li>We aim for level AA of the Web Content Accessibility Guidelines (WCAG) 2.2.</li>
<li>Every page works with the keyboard alone and has a "Skip to main content" link.</li>
<li>You can change the text size in the header; text and background have enough contrast.</li>
<li>Programme videos carry subtitles wherever we have them.</li>
</ul>
<h2>Known limits</h2>
<p>Some older programme videos have no subtitles, and some documents from partners may not be fully accessible. We are working through them.</p>
<h2>Tell us</h2>
<p>If something is hard to use, please <a href="/en/contact_us">contact us</a>; we answer within five working days.</p>`,
    `<p>A TDM quer que todos possam usar este sítio, incluindo quem usa um leitor de ecrã, ampliação ou apenas o teclado.</p>
<h2>O que fazemos</h2>
<ul>
<li>Seguimos o nível AA das Directrizes de Acessibilidade para o Conteúdo da Web (WCAG) 2.2.</li>
<li>Todas as páginas funcionam só com o teclado e têm uma ligação «Saltar para o conteúdo principal».</li>
<li>Pode mudar o tamanho do texto no cabeçalho; o texto e o fundo têm contraste suficiente.</li>
<li>Os vídeos dos programas têm legendas sempre que as temos.</li>
</ul>
<h2>Limitações conhecidas</h2>
<p>Alguns vídeos mais antigos não têm legendas e alguns documentos de parceiros podem não ser totalmente acessíveis. Estamos a corrigi-los.</p>
<h2>Diga-nos</h2>
<p>Se algo for difícil de usar, <a href="/pt/contact_us">contacte-nos</a>; respondemos em cinco dias úteis.</p>`,
  ),
};

async function seedSitePages(db: Db, now: Date): Promise<void> {
  await db.insert(siteDocuments).values([
    { key: "contact", content: CONTACT, updatedAt: now },
    { key: "advertising", content: ADVERTISING, updatedAt: now },
  ]);
  await db.insert(sitePages).values([
    { slug: "privacy", ...LEGAL_PAGES.privacy, updatedAt: now },
    { slug: "terms", ...LEGAL_PAGES.terms, updatedAt: now },
    { slug: "accessibility", ...ACCESSIBILITY, updatedAt: now },
    // A draft: page/item answers 404 for it until staff publish it.
    { slug: "cookies", title: lt("Cookie 政策（草稿）", "Cookie policy (draft)", "Política de cookies (rascunho)"), body: lt("<p>草稿</p>", "<p>Draft</p>", "<p>Rascunho</p>"), published: false },
  ]);
}

// Seed order 21: beside the site's message templates (settings/seed.ts, 20); nothing it refers to.
export const seedStep = defineSeedStep(21, seedSitePages);
