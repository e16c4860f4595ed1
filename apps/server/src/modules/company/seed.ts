import type { Db } from "../../db/client.ts";
import type { LocalizedText } from "../../db/columns.ts";
import { companyBanners, companyInfo, companyMilestones, companyPages, companyPartners, companyProduction, type CompanyPicture } from "./tables.ts";
import { ART } from "../../db/seed/assets.ts";
import { daysBefore, lt, ltParagraphs, spread } from "../../db/seed/helpers.ts";
import { defineSeedStep } from "../../db/seed/steps.ts";

/**
 * Demo About us content (docs/company.md): the pages of the section, their banners, a timeline of the station's
 * history, press releases and press articles with pictures, production facilities and partners. Written for the
 * demo (Simplified Chinese derived with OpenCC); pictures are the drawings under /demo/about and /demo/art.
 */

const ABOUT = (name: string) => `/demo/about/${name}.svg`;
const pic = (src: string, zh: string, en: string, pt: string): CompanyPicture => ({ src, caption: lt(zh, en, pt) });

const HQ = pic(ABOUT("headquarters"), "澳廣視大樓", "The TDM building", "O edifício da TDM");
const STUDIO = pic(ABOUT("studio"), "新聞直播室", "The news studio", "O estúdio de informação");
const OB = pic(ABOUT("ob-van"), "4K 轉播車", "The 4K outside-broadcast truck", "O carro de exteriores 4K");
const ARCHIVE = pic(ABOUT("archive"), "影音資料館", "The audiovisual archive", "O arquivo audiovisual");
const TOWER = pic(ABOUT("tower"), "松山發射站", "The Guia Hill transmitter", "O emissor da Colina da Guia");

interface PageSeed {
  slug: string;
  title: LocalizedText;
  summary: LocalizedText;
  body: LocalizedText;
  images?: CompanyPicture[];
  documents?: { title: LocalizedText; url: string; size: number | null }[];
}

const PAGES: PageSeed[] = [
  {
    slug: "about_us",
    title: lt("關於我們", "About us", "Sobre nós"),
    summary: lt(
      "澳廣視是澳門的公共廣播機構，以中文、葡文和英文提供電視、電台和網上服務。",
      "TDM is Macau's public broadcaster, serving the city on television, radio and online in Chinese, Portuguese and English.",
      "A TDM é o serviço público de radiodifusão de Macau, na televisão, na rádio e na Internet, em chinês, português e inglês.",
    ),
    body: ltParagraphs(
      ["我們每天製作新聞、資訊、文化和體育節目，讓居民掌握本地大小事，也把澳門的故事帶到世界。", "澳廣視營運六條電視頻道和兩個電台，並透過網站和流動應用程式提供直播及重溫。"],
      ["Every day we make news, current affairs, culture and sport programmes that keep residents informed and take Macau's stories to the world.", "TDM runs six television channels and two radio stations, and streams them live and on demand on this site and in our app."],
      ["Todos os dias produzimos informação, actualidade, cultura e desporto que mantêm os residentes informados e levam as histórias de Macau ao mundo.", "A TDM opera seis canais de televisão e duas rádios, em directo e a pedido neste sítio e na nossa aplicação."],
    ),
    images: [HQ],
  },
  {
    slug: "company_profile",
    title: lt("公司簡介", "Company profile", "Perfil da empresa"),
    summary: lt(
      "澳門廣播電視股份有限公司成立於1982年，是特區的公共廣播服務承批機構。",
      "Teledifusão de Macau, founded in 1982, holds the public broadcasting service concession of the Macao SAR.",
      "A Teledifusão de Macau, fundada em 1982, é a concessionária do serviço público de radiodifusão da RAEM.",
    ),
    body: ltParagraphs(
      [
        "澳門廣播電視股份有限公司（澳廣視）是澳門特別行政區的公共廣播機構，總部設於澳門半島，員工逾八百人。",
        "<h2>我們的使命</h2>",
        "以準確、持平和獨立的新聞服務市民；反映澳門多元文化，推廣中葡雙語特色；培育本地創作人才。",
        "<h2>我們的服務</h2>",
        "<ul><li>電視：澳視澳門、Canal Macau、澳視體育、澳視綜藝、澳門衛視、澳視高清</li><li>電台：澳門電台（中文）、Rádio Macau（葡文）</li><li>網上：網站、流動應用程式、播客及社交媒體</li></ul>",
      ],
      [
        "Teledifusão de Macau (TDM) is the public broadcaster of the Macao Special Administrative Region. It is based on the Macau peninsula and employs more than 800 people.",
        "<h2>Our mission</h2>",
        "To serve the public with accurate, impartial and independent news; to reflect Macau's many cultures and its Chinese and Portuguese heritage; and to nurture local talent.",
        "<h2>What we run</h2>",
        "<ul><li>Television: TDM Macau, Canal Macau, TDM Sport, TDM Entertainment, Macau Satellite TV, TDM HD</li><li>Radio: Rádio Macau in Chinese and Rádio Macau in Portuguese</li><li>Online: this site, our app, podcasts and social media</li></ul>",
      ],
      [
        "A Teledifusão de Macau (TDM) é o serviço público de radiodifusão da Região Administrativa Especial de Macau. Tem sede na península e conta com mais de 800 trabalhadores.",
        "<h2>A nossa missão</h2>",
        "Servir o público com informação rigorosa, imparcial e independente; reflectir as culturas de Macau e a herança chinesa e portuguesa; formar talento local.",
        "<h2>Os nossos serviços</h2>",
        "<ul><li>Televisão: TDM Macau, Canal Macau, TDM Desporto, TDM Entretenimento, Macau Satélite, TDM HD</li><li>Rádio: Rádio Macau em chinês e em português</li><li>Digital: este sítio, a aplicação, podcasts e redes sociais</li></ul>",
      ],
    ),
    images: [HQ, STUDIO],
  },
  {
    slug: "structure",
    title: lt("組織架構", "Organisation", "Estrutura orgânica"),
    summary: lt("董事會、執行委員會及各部門的分工。", "The board, the executive committee and the departments.", "O conselho de administração, a comissão executiva e os departamentos."),
    body: ltParagraphs(
      [
        "澳廣視由股東大會選出的董事會領導，日常運作由執行委員會負責。",
        "<h2>董事會</h2>",
        "<ul><li>主席</li><li>執行委員會主席</li><li>執行董事兩名</li><li>非執行董事三名</li></ul>",
        "<h2>部門</h2>",
        "<ul><li>中文新聞部</li><li>葡文新聞部</li><li>節目部</li><li>中文電台</li><li>葡文電台</li><li>數碼媒體部</li><li>工程及技術部</li><li>行政及財務部</li></ul>",
        "監事會負責監察公司帳目，並向股東大會提交年度意見。",
      ],
      [
        "TDM is led by a board of directors elected by the general meeting of shareholders; an executive committee runs the company day to day.",
        "<h2>Board of directors</h2>",
        "<ul><li>Chair</li><li>Chair of the executive committee</li><li>Two executive directors</li><li>Three non-executive directors</li></ul>",
        "<h2>Departments</h2>",
        "<ul><li>Chinese News</li><li>Portuguese News</li><li>Programmes</li><li>Chinese Radio</li><li>Portuguese Radio</li><li>Digital Media</li><li>Engineering and Technology</li><li>Administration and Finance</li></ul>",
        "A supervisory board audits the accounts and reports to the general meeting every year.",
      ],
      [
        "A TDM é dirigida por um conselho de administração eleito pela assembleia geral; a comissão executiva assegura a gestão corrente.",
        "<h2>Conselho de administração</h2>",
        "<ul><li>Presidente</li><li>Presidente da comissão executiva</li><li>Dois administradores executivos</li><li>Três administradores não executivos</li></ul>",
        "<h2>Departamentos</h2>",
        "<ul><li>Informação em chinês</li><li>Informação em português</li><li>Programas</li><li>Rádio em chinês</li><li>Rádio em português</li><li>Media digitais</li><li>Engenharia e tecnologia</li><li>Administração e finanças</li></ul>",
        "O conselho fiscal fiscaliza as contas e apresenta parecer anual à assembleia geral.",
      ],
    ),
  },
  {
    slug: "report",
    title: lt("年度報告", "Annual reports", "Relatórios anuais"),
    summary: lt("澳廣視的年度報告及財務報表。", "TDM's annual reports and financial statements.", "Os relatórios anuais e as demonstrações financeiras da TDM."),
    body: ltParagraphs(
      ["每年的報告載列節目及新聞服務的表現、觀眾數字、財務報表及核數師意見。", "如需舊年度報告的印刷本，請聯絡公共關係處。"],
      ["Each report sets out how our programmes and news services performed, audience figures, the financial statements and the auditors' opinion.", "For printed copies of earlier reports, please contact the Public Relations Office."],
      ["Cada relatório apresenta o desempenho dos programas e da informação, as audiências, as demonstrações financeiras e o parecer dos auditores.", "Para exemplares impressos de relatórios anteriores, contacte o Gabinete de Relações Públicas."],
    ),
    documents: [
      { title: lt("2025年度報告", "Annual report 2025", "Relatório anual de 2025"), url: "/demo/downloads/annual-report-2025.pdf", size: null },
      { title: lt("新聞資料套", "Press kit", "Dossier de imprensa"), url: "/demo/downloads/press-kit.pdf", size: null },
    ],
  },
  {
    slug: "program_production",
    title: lt("節目製作", "Programme production", "Produção de programas"),
    summary: lt("錄影廠、轉播車及後期製作服務，亦承接外界製作。", "Studios, outside broadcast and post-production, also available to outside producers.", "Estúdios, exteriores e pós-produção, também ao serviço de produtores externos."),
    body: ltParagraphs(
      ["澳廣視的製作團隊每年製作逾三千小時本地節目，由新聞直播、綜藝晚會到格蘭披治大賽車轉播。", "政府部門、社團及製作公司可租用我們的設施。查詢請電郵 production@tdm.example。"],
      ["Our production teams make more than 3,000 hours of local programmes a year, from live news to gala shows and the Macau Grand Prix.", "Government bodies, associations and production companies can hire our facilities. Write to production@tdm.example."],
      ["As nossas equipas produzem mais de 3000 horas de programas locais por ano, do directo informativo às galas e ao Grande Prémio de Macau.", "Serviços públicos, associações e produtoras podem alugar os nossos meios. Escreva para production@tdm.example."],
    ),
    images: [STUDIO, OB],
  },
  {
    slug: "media_technic",
    title: lt("媒體技術", "Media technology", "Tecnologia"),
    summary: lt("由數碼地面電視到串流平台：澳廣視的播出技術。", "From digital terrestrial television to streaming: how TDM reaches you.", "Da televisão digital terrestre ao streaming: como a TDM chega até si."),
    body: ltParagraphs(
      [
        "<h2>數碼地面電視</h2>",
        "澳廣視自2008年以 DTMB 制式播出數碼地面電視，覆蓋澳門半島、氹仔及路環。",
        "<h2>高清及 4K</h2>",
        "所有頻道以高清播出；大型體育及文化活動以 4K HDR 製作。",
        "<h2>網上串流</h2>",
        "網上直播以自適應碼率傳送，並按版權規定只限澳門地區收看。",
      ],
      [
        "<h2>Digital terrestrial television</h2>",
        "TDM has broadcast digital terrestrial television in the DTMB standard since 2008, covering the peninsula, Taipa and Coloane.",
        "<h2>HD and 4K</h2>",
        "Every channel is broadcast in high definition; major sport and cultural events are produced in 4K HDR.",
        "<h2>Streaming</h2>",
        "Live streams use adaptive bit rates and, under our rights agreements, can be watched only in Macau.",
      ],
      [
        "<h2>Televisão digital terrestre</h2>",
        "A TDM emite televisão digital terrestre na norma DTMB desde 2008, na península, na Taipa e em Coloane.",
        "<h2>Alta definição e 4K</h2>",
        "Todos os canais emitem em alta definição; os grandes eventos desportivos e culturais são produzidos em 4K HDR.",
        "<h2>Streaming</h2>",
        "O directo na Internet usa débito adaptativo e, por força dos direitos, só pode ser visto em Macau.",
      ],
    ),
    images: [TOWER, OB],
  },
  {
    slug: "international",
    title: lt("國際合作", "International cooperation", "Cooperação internacional"),
    summary: lt("與葡語國家及亞太區廣播機構的合作。", "Working with broadcasters in the Portuguese-speaking world and Asia-Pacific.", "Parcerias com operadores do mundo lusófono e da Ásia-Pacífico."),
    body: ltParagraphs(
      ["作為中國與葡語國家之間的橋樑，澳廣視與多個廣播機構交換節目和新聞，並參與國際廣播組織的工作。"],
      ["As a bridge between China and the Portuguese-speaking countries, TDM exchanges programmes and news with broadcasters abroad and takes part in international broadcasting unions."],
      ["Como ponte entre a China e os países de língua portuguesa, a TDM troca programas e notícias com operadores estrangeiros e participa em uniões internacionais de radiodifusão."],
    ),
    images: [pic(ART.globe, "國際合作", "International partners", "Parceiros internacionais")],
  },
  {
    slug: "welcome",
    title: lt("歡迎辭", "Welcome", "Mensagem de boas-vindas"),
    summary: lt("執行委員會主席致辭。", "A message from the chair of the executive committee.", "Mensagem do presidente da comissão executiva."),
    body: ltParagraphs(
      ["歡迎來到澳廣視。四十多年來，我們與澳門一同成長，記錄這座城市的每一個重要時刻。", "我們會繼續以公共服務為本，用中文、葡文和英文，在電視、電台和網上為您提供可信賴的資訊和優質節目。", "感謝您的支持。"],
      ["Welcome to TDM. For more than forty years we have grown with Macau and recorded every important moment of this city.", "Public service remains at the heart of what we do: trustworthy news and quality programmes in Chinese, Portuguese and English, on television, radio and online.", "Thank you for being with us."],
      ["Bem-vindo à TDM. Há mais de quarenta anos que crescemos com Macau e registamos cada momento importante da cidade.", "O serviço público continua no centro do nosso trabalho: informação fiável e programas de qualidade em chinês, português e inglês, na televisão, na rádio e na Internet.", "Obrigado por estar connosco."],
    ),
    images: [HQ],
  },
];

const BANNERS: { slug: string; title: LocalizedText; subtitle: LocalizedText; image: string; url: string | null }[] = [
  { slug: "about_us", title: lt("與澳門一同成長", "Growing with Macau", "A crescer com Macau"), subtitle: lt("四十年公共廣播", "Forty years of public broadcasting", "Quarenta anos de serviço público"), image: ABOUT("headquarters"), url: null },
  { slug: "about_us", title: lt("走進新聞直播室", "Inside the newsroom", "Dentro da redacção"), subtitle: lt("每天十小時新聞", "Ten hours of news a day", "Dez horas de informação por dia"), image: ABOUT("studio"), url: "/zh-hant/news_zh" },
  { slug: "program_production", title: lt("一千二百平方米錄影廠", "A 1,200 m² studio", "Um estúdio de 1200 m²"), subtitle: lt("綜藝、晚會及直播節目", "Shows, galas and live events", "Espectáculos, galas e directos"), image: ABOUT("studio"), url: null },
  { slug: "program_production", title: lt("4K 轉播車", "4K outside broadcast", "Exteriores em 4K"), subtitle: lt("十二部攝影機，全港澳最新", "Twelve cameras on the road", "Doze câmaras na estrada"), image: ABOUT("ob-van"), url: null },
  { slug: "history", title: lt("發展歷程", "Our history", "A nossa história"), subtitle: lt("由1933年的電波說起", "From the first broadcasts of 1933", "Desde as primeiras emissões de 1933"), image: ABOUT("archive"), url: null },
];

const MILESTONES: { on: string; title: LocalizedText; text: LocalizedText; images: CompanyPicture[] }[] = [
  { on: "1933-08-26", title: lt("澳門首次無線電廣播", "Macau's first radio broadcast", "A primeira emissão de rádio em Macau"), text: lt("業餘無線電愛好者以呼號 CQN 播出音樂及新聞，揭開澳門廣播史。", "Amateur radio enthusiasts put music and news on air under the call sign CQN, opening the history of broadcasting in Macau.", "Radioamadores põem no ar música e notícias com o indicativo CQN: começa a história da radiodifusão em Macau."), images: [pic(ART.microphone, "早期廣播用的咪高峰", "An early broadcast microphone", "Um microfone das primeiras emissões")] },
  { on: "1982-08-14", title: lt("澳廣視成立", "TDM is founded", "Fundação da TDM"), text: lt("澳門廣播電視公司成立，統籌電台及籌備電視服務。", "Teledifusão de Macau is set up to run the radio and prepare a television service.", "É criada a Teledifusão de Macau para gerir a rádio e preparar a televisão."), images: [pic(ABOUT("headquarters"), "公司首個辦公室", "The first offices", "Os primeiros escritórios")] },
  { on: "1984-05-13", title: lt("電視開播", "Television goes on air", "Início das emissões de televisão"), text: lt("澳門第一個電視頻道開播，以中葡雙語播出。", "Macau's first television channel goes on air, in Chinese and Portuguese.", "O primeiro canal de televisão de Macau entra no ar, em chinês e português."), images: [pic(ART.camera, "開播當日的攝影機", "A camera of the first day", "Uma câmara do primeiro dia"), pic(ABOUT("tower"), "松山發射站", "The Guia Hill transmitter", "O emissor da Colina da Guia")] },
  { on: "1990-09-17", title: lt("中葡文頻道分台", "Separate Chinese and Portuguese channels", "Canais separados em chinês e português"), text: lt("電視服務分為中文台及葡文台，節目更切合不同觀眾。", "Television splits into a Chinese and a Portuguese channel, each made for its audience.", "A televisão divide-se num canal chinês e num canal português, cada um feito para o seu público."), images: [pic(ABOUT("studio"), "葡文台新聞室", "The Portuguese channel's studio", "O estúdio do canal português")] },
  { on: "1999-12-20", title: lt("直播澳門回歸", "Live coverage of the handover", "Transmissão da transferência de soberania"), text: lt("連續二十四小時直播政權交接儀式及慶祝活動，向全球播出。", "Twenty-four hours of live coverage of the handover ceremony and celebrations, seen around the world.", "Vinte e quatro horas em directo da cerimónia de transferência e das celebrações, vistas em todo o mundo."), images: [pic(ART.festival, "回歸慶典", "The handover celebrations", "As celebrações da transferência"), pic(ABOUT("ob-van"), "轉播車在現場", "Outside-broadcast trucks on site", "Carros de exteriores no local")] },
  { on: "2008-10-01", title: lt("數碼地面電視啟播", "Digital terrestrial television", "Televisão digital terrestre"), text: lt("以 DTMB 制式播出數碼電視，畫質和頻道數目大增。", "Digital television in the DTMB standard brings sharper pictures and more channels.", "A televisão digital na norma DTMB traz melhor imagem e mais canais."), images: [pic(ABOUT("tower"), "數碼發射設備", "The digital transmitters", "Os emissores digitais")] },
  { on: "2015-11-19", title: lt("全面高清播出", "All channels in HD", "Todos os canais em alta definição"), text: lt("所有電視頻道轉為高清播出，並推出網上直播。", "Every channel moves to high definition, and live streaming starts online.", "Todos os canais passam a alta definição e começa o directo na Internet."), images: [pic(ART.skyline, "夜景直播", "Live over the city at night", "Directo sobre a cidade à noite")] },
  { on: "2021-06-01", title: lt("新媒體中心啟用", "A new digital media centre", "Novo centro de media digitais"), text: lt("整合網站、應用程式、播客及社交媒體的製作。", "One newsroom for the website, the app, podcasts and social media.", "Uma só redacção para o sítio, a aplicação, os podcasts e as redes sociais."), images: [pic(ABOUT("studio"), "新媒體中心", "The digital media centre", "O centro de media digitais")] },
  { on: "2024-05-13", title: lt("四十周年", "Forty years on air", "Quarenta anos no ar"), text: lt("電視開播四十周年，舉行開放日及特備節目。", "Forty years of television, marked with an open day and special programmes.", "Quarenta anos de televisão, assinalados com um dia aberto e programas especiais."), images: [pic(ART.festival, "四十周年開放日", "The fortieth anniversary open day", "O dia aberto dos quarenta anos"), pic(ABOUT("archive"), "資料館展覽", "The archive exhibition", "A exposição do arquivo")] },
];

interface InfoSeed {
  type: "press_release" | "press_article";
  daysAgo: number;
  title: LocalizedText;
  summary: LocalizedText;
  body: LocalizedText;
  cover: string;
  pictures: CompanyPicture[];
  source?: LocalizedText;
  sourceUrl?: string;
}

const INFO: InfoSeed[] = [
  {
    type: "press_release",
    daysAgo: 6,
    title: lt("澳廣視推出全新網站及應用程式", "TDM launches its new website and app", "A TDM lança o novo sítio e a nova aplicação"),
    summary: lt("四種語言、直播、重溫及會員功能一站式提供。", "Four languages, live streams, catch-up and a member area in one place.", "Quatro línguas, directos, programas a pedido e área de membros num só lugar."),
    body: ltParagraphs(
      ["澳廣視今日推出全新網站及流動應用程式，以繁體中文、簡體中文、英文及葡文提供新聞、直播及節目重溫。", "新平台支援會員收藏、播放清單及通知，並符合無障礙網頁標準。", "<h2>查詢</h2>", "公共關係處：電話 2851 9188"],
      ["TDM today launched its new website and mobile app, bringing news, live streams and catch-up in Traditional and Simplified Chinese, English and Portuguese.", "Members can save items, build playlists and receive notifications, and the new platform meets web accessibility standards.", "<h2>Media enquiries</h2>", "Public Relations Office: +853 2851 9188"],
      ["A TDM lançou hoje o novo sítio e a nova aplicação, com informação, directos e programas a pedido em chinês tradicional e simplificado, inglês e português.", "Os membros podem guardar conteúdos, criar listas e receber notificações; a plataforma cumpre as normas de acessibilidade.", "<h2>Contacto para a imprensa</h2>", "Gabinete de Relações Públicas: +853 2851 9188"],
    ),
    cover: ABOUT("studio"),
    pictures: [STUDIO, pic(ART.camera, "新平台發布會", "The launch event", "A apresentação"), HQ],
  },
  {
    type: "press_release",
    daysAgo: 40,
    title: lt("格蘭披治大賽車 4K 直播安排", "Macau Grand Prix live in 4K", "Grande Prémio de Macau em directo em 4K"),
    summary: lt("四日賽事全程直播，網上及電視同步。", "Four days of racing, live on television and online.", "Quatro dias de corridas, em directo na televisão e na Internet."),
    body: ltParagraphs(
      ["澳廣視將以 4K HDR 直播今屆格蘭披治大賽車，動用三部轉播車及逾四十部攝影機。", "觀眾可透過澳視體育、澳視高清及網上直播收看，並可選擇中文、葡文或英文旁述。"],
      ["TDM will broadcast this year's Macau Grand Prix live in 4K HDR with three outside-broadcast trucks and more than forty cameras.", "Viewers can watch on TDM Sport, TDM HD and the live stream, with commentary in Chinese, Portuguese or English."],
      ["A TDM transmite o Grande Prémio de Macau deste ano em directo em 4K HDR, com três carros de exteriores e mais de quarenta câmaras.", "Os espectadores podem ver na TDM Desporto, na TDM HD e no directo online, com comentário em chinês, português ou inglês."],
    ),
    cover: ART.racing,
    pictures: [pic(ART.racing, "東望洋跑道", "The Guia circuit", "O Circuito da Guia"), OB, pic(ART.stadium, "看台", "The grandstand", "A bancada")],
  },
  {
    type: "press_release",
    daysAgo: 120,
    title: lt("澳廣視開放日吸引逾五千人次", "More than 5,000 visitors at TDM's open day", "Mais de 5000 visitantes no dia aberto da TDM"),
    summary: lt("市民參觀錄影廠、新聞室及資料館。", "Residents toured the studios, the newsroom and the archive.", "Os residentes visitaram os estúdios, a redacção e o arquivo."),
    body: ltParagraphs(
      ["澳廣視周六舉行開放日，市民可參觀新聞直播室，體驗主播工作，並欣賞資料館珍藏的舊片段。", "全年學校及團體參觀可透過網上申請。"],
      ["On Saturday TDM opened its doors: visitors sat at the anchor's desk in the news studio and watched treasures from the archive.", "Schools and groups can book visits all year round online."],
      ["No sábado, a TDM abriu as portas: os visitantes sentaram-se na bancada do pivô e viram raridades do arquivo.", "Escolas e grupos podem marcar visitas durante todo o ano através da Internet."],
    ),
    cover: ART.festival,
    pictures: [pic(ART.festival, "開放日人潮", "Crowds at the open day", "Público no dia aberto"), ARCHIVE, STUDIO, pic(ART.heritage, "參觀者合照", "Visitors outside the building", "Visitantes à porta do edifício")],
  },
  {
    type: "press_release",
    daysAgo: 400,
    title: lt("澳廣視與葡萄牙電台電視台續簽合作協議", "TDM renews its agreement with RTP", "A TDM renova o acordo com a RTP"),
    summary: lt("雙方交換新聞及紀錄片，並合作培訓。", "The two will exchange news and documentaries and train staff together.", "As duas estações vão trocar notícias e documentários e formar equipas em conjunto."),
    body: ltParagraphs(
      ["澳廣視與葡萄牙電台電視台（RTP）在里斯本續簽合作協議，為期五年。", "協議涵蓋新聞素材交換、紀錄片聯合製作及人員培訓。"],
      ["TDM and Rádio e Televisão de Portugal (RTP) renewed their cooperation agreement in Lisbon for five years.", "It covers news exchange, documentary co-production and staff training."],
      ["A TDM e a Rádio e Televisão de Portugal (RTP) renovaram em Lisboa o acordo de cooperação por cinco anos.", "O acordo abrange a troca de notícias, a co-produção de documentários e a formação."],
    ),
    cover: ART.globe,
    pictures: [pic(ART.globe, "簽約儀式", "The signing ceremony", "A cerimónia de assinatura"), pic(ART.bridge, "里斯本", "Lisbon", "Lisboa")],
  },
  {
    type: "press_release",
    daysAgo: 470,
    title: lt("澳廣視公布年度報告", "TDM publishes its annual report", "A TDM publica o relatório anual"),
    summary: lt("網上收看時數按年增長三成。", "Online viewing grew by 30% over the year.", "O consumo online cresceu 30% num ano."),
    body: ltParagraphs(["年度報告顯示，網上直播及重溫收看時數按年增長百分之三十，電台收聽人數保持穩定。"], ["The annual report shows online live and catch-up viewing up 30% year on year, with radio audiences steady."], ["O relatório anual mostra um aumento de 30% do consumo online, em directo e a pedido, e audiências de rádio estáveis."]),
    cover: ART.economy,
    pictures: [pic(ART.economy, "收看數字", "Audience figures", "Números de audiência"), HQ],
  },
  {
    type: "press_release",
    daysAgo: 760,
    title: lt("全新新聞直播室啟用", "A new news studio opens", "Novo estúdio de informação"),
    summary: lt("虛擬佈景及自動化控制室投入服務。", "Virtual sets and an automated gallery go into service.", "Cenários virtuais e uma régie automatizada entram ao serviço."),
    body: ltParagraphs(["新直播室採用虛擬佈景及自動化控制，令新聞報道更靈活。"], ["The new studio uses virtual sets and an automated gallery, making news coverage more flexible."], ["O novo estúdio usa cenários virtuais e uma régie automatizada, tornando a informação mais ágil."]),
    cover: ABOUT("studio"),
    pictures: [STUDIO, pic(ART.camera, "控制室", "The gallery", "A régie")],
  },
  {
    type: "press_article",
    daysAgo: 15,
    title: lt("公共廣播如何走進串流時代", "How a public broadcaster enters the streaming age", "Como um serviço público entra na era do streaming"),
    summary: lt("訪問澳廣視數碼媒體部主管。", "An interview with TDM's head of digital media.", "Entrevista com o director de media digitais da TDM."),
    body: ltParagraphs(["報章訪問澳廣視數碼媒體部主管，談及新平台的設計及年輕觀眾的收看習慣。"], ["A newspaper talks to TDM's head of digital media about the new platform and how young audiences watch."], ["Um jornal conversa com o director de media digitais da TDM sobre a nova plataforma e os hábitos do público jovem."]),
    cover: ART.microphone,
    pictures: [pic(ART.microphone, "訪問", "The interview", "A entrevista")],
    source: lt("澳門日報", "Macao Daily News", "Ou Mun Iat Po"),
    sourceUrl: "https://www.macaodaily.com/",
  },
  {
    type: "press_article",
    daysAgo: 90,
    title: lt("幕後：大賽車轉播團隊的一天", "Behind the scenes with the Grand Prix crew", "Nos bastidores com a equipa do Grande Prémio"),
    summary: lt("由清晨五時到深夜的轉播工作。", "From five in the morning to late at night.", "Das cinco da manhã até tarde da noite."),
    body: ltParagraphs(["記者跟隨澳廣視轉播團隊一整天，記錄賽事直播背後的工作。"], ["A reporter spent a day with TDM's outside-broadcast crew to see what goes into a live race."], ["Um repórter passou um dia com a equipa de exteriores da TDM para ver o que está por trás de uma corrida em directo."]),
    cover: ABOUT("ob-van"),
    pictures: [OB],
    source: lt("句號報", "Ponto Final", "Ponto Final"),
    sourceUrl: "https://pontofinal-macau.com/",
  },
  {
    type: "press_article",
    daysAgo: 380,
    title: lt("澳門聲音：電台九十年", "The sound of Macau: ninety years of radio", "O som de Macau: noventa anos de rádio"),
    summary: lt("由業餘電台到今日的雙語廣播。", "From amateur radio to today's bilingual stations.", "Da rádio amadora às rádios bilingues de hoje."),
    body: ltParagraphs(["專題回顧澳門電台的歷史及其在社區中的角色。"], ["A feature looks back at Macau radio and its place in the community."], ["Uma reportagem recorda a história da rádio em Macau e o seu lugar na comunidade."]),
    cover: ABOUT("archive"),
    pictures: [ARCHIVE],
    source: lt("澳門論壇日報", "Jornal Tribuna de Macau", "Jornal Tribuna de Macau"),
    sourceUrl: "https://jtm.com.mo/",
  },
];

const PRODUCTION: { title: LocalizedText; summary: LocalizedText; image: string; facts: LocalizedText[] }[] = [
  {
    title: lt("錄影廠", "Studios", "Estúdios"),
    summary: lt("三個錄影廠，最大一個一千二百平方米，適合綜藝及晚會。", "Three studios, the largest 1,200 m², for shows and galas.", "Três estúdios, o maior com 1200 m², para espectáculos e galas."),
    image: ABOUT("studio"),
    facts: [lt("1,200 平方米", "1,200 m²", "1200 m²"), lt("觀眾席 300 座", "300 audience seats", "300 lugares para público"), lt("4K HDR", "4K HDR", "4K HDR")],
  },
  {
    title: lt("轉播車", "Outside broadcast", "Exteriores"),
    summary: lt("4K 轉播車及衛星車，支援大型體育及文化活動。", "4K and satellite trucks for major sport and cultural events.", "Carros 4K e de satélite para grandes eventos desportivos e culturais."),
    image: ABOUT("ob-van"),
    facts: [lt("12 部攝影機", "12 cameras", "12 câmaras"), lt("衛星上鏈", "Satellite uplink", "Ligação por satélite")],
  },
  {
    title: lt("後期製作", "Post-production", "Pós-produção"),
    summary: lt("剪接、調色、混音及字幕，配合中葡英三語。", "Editing, grading, mixing and subtitles in Chinese, Portuguese and English.", "Montagem, correcção de cor, mistura e legendagem em chinês, português e inglês."),
    image: ART.camera,
    facts: [lt("20 個剪接室", "20 edit suites", "20 salas de montagem"), lt("杜比全景聲混音", "Dolby Atmos mixing", "Mistura Dolby Atmos")],
  },
  {
    title: lt("錄音室", "Radio and sound", "Rádio e som"),
    summary: lt("六個錄音室，可錄製廣播劇、廣告及播客。", "Six sound studios for drama, adverts and podcasts.", "Seis estúdios de som para drama, publicidade e podcasts."),
    image: ART.microphone,
    facts: [lt("6 個錄音室", "6 studios", "6 estúdios")],
  },
];

const PARTNERS: { kind: "cooperation" | "alliance"; name: LocalizedText; description: LocalizedText; region: LocalizedText; logo: string; url: string }[] = [
  { kind: "cooperation", name: lt("葡萄牙電台電視台", "Rádio e Televisão de Portugal", "Rádio e Televisão de Portugal"), description: lt("新聞交換、紀錄片合拍及培訓。", "News exchange, documentary co-production and training.", "Troca de notícias, co-produção de documentários e formação."), region: lt("葡萄牙", "Portugal", "Portugal"), logo: ABOUT("logo-rtp"), url: "https://www.rtp.pt/" },
  { kind: "cooperation", name: lt("中央廣播電視總台", "China Media Group", "Grupo de Media da China"), description: lt("節目交換及大型活動聯合轉播。", "Programme exchange and joint coverage of major events.", "Troca de programas e cobertura conjunta de grandes eventos."), region: lt("中國內地", "Mainland China", "China continental"), logo: ABOUT("logo-cmg"), url: "https://www.cctv.com/" },
  { kind: "cooperation", name: lt("葡新社", "Lusa news agency", "Agência Lusa"), description: lt("葡語新聞供稿。", "Portuguese-language news feed.", "Serviço noticioso em português."), region: lt("葡萄牙", "Portugal", "Portugal"), logo: ABOUT("logo-lusa"), url: "https://www.lusa.pt/" },
  { kind: "cooperation", name: lt("澳門大學", "University of Macau", "Universidade de Macau"), description: lt("傳播系學生實習及研究合作。", "Internships and research with the communication department.", "Estágios e investigação com o departamento de comunicação."), region: lt("澳門", "Macau", "Macau"), logo: ABOUT("logo-um"), url: "https://www.um.edu.mo/" },
  { kind: "cooperation", name: lt("澳門理工大學", "Macao Polytechnic University", "Universidade Politécnica de Macau"), description: lt("中葡翻譯及字幕人才培訓。", "Training Chinese–Portuguese translators and subtitlers.", "Formação de tradutores e legendadores chinês–português."), region: lt("澳門", "Macau", "Macau"), logo: ABOUT("logo-ipm"), url: "https://www.mpu.edu.mo/" },
  { kind: "alliance", name: lt("亞洲太平洋廣播聯盟", "Asia-Pacific Broadcasting Union", "União de Radiodifusão Ásia-Pacífico"), description: lt("亞太區廣播機構的聯盟，澳廣視為正式會員。", "The union of Asia-Pacific broadcasters; TDM is a full member.", "A união dos operadores da Ásia-Pacífico; a TDM é membro efectivo."), region: lt("亞太區", "Asia-Pacific", "Ásia-Pacífico"), logo: ABOUT("logo-abu"), url: "https://www.abu.org.my/" },
  { kind: "alliance", name: lt("歐洲廣播聯盟", "European Broadcasting Union", "União Europeia de Radiodifusão"), description: lt("澳廣視為聯繫會員，參與節目及新聞交換。", "TDM is an associate member and takes part in news and programme exchange.", "A TDM é membro associado e participa na troca de notícias e programas."), region: lt("歐洲", "Europe", "Europa"), logo: ABOUT("logo-ebu"), url: "https://www.ebu.ch/" },
  { kind: "alliance", name: lt("亞洲太平洋廣播發展機構", "Asia-Pacific Institute for Broadcasting Development", "Instituto Ásia-Pacífico para o Desenvolvimento da Radiodifusão"), description: lt("廣播人員培訓及技術交流。", "Training and technical exchange for broadcasters.", "Formação e intercâmbio técnico para profissionais da rádio e televisão."), region: lt("亞太區", "Asia-Pacific", "Ásia-Pacífico"), logo: ABOUT("logo-aibd"), url: "https://aibd.org.my/" },
];

async function seedCompany(db: Db, now: Date): Promise<void> {
  await db.insert(companyPages).values(PAGES.map((p) => ({ ...p, images: p.images ?? [], documents: p.documents ?? [], updatedAt: daysBefore(now, 30) })));
  await db.insert(companyBanners).values(BANNERS.map(({ slug, ...b }, i) => ({ ...b, pageSlug: slug, sortOrder: i })));
  await db.insert(companyMilestones).values(MILESTONES.map(({ on, ...m }) => ({ ...m, happenedOn: on })));
  await db.insert(companyInfo).values(
    INFO.map(({ daysAgo, source, sourceUrl, ...item }, i) => ({
      ...item,
      source: source ?? null,
      sourceUrl: sourceUrl ?? null,
      publishedAt: daysBefore(now, daysAgo),
      likeCount: spread(i, 3, 60),
      viewCount: spread(i + 40, 300, 4000),
    })),
  );
  await db.insert(companyProduction).values(PRODUCTION.map((p, i) => ({ ...p, sortOrder: i })));
  await db.insert(companyPartners).values(PARTNERS.map((p, i) => ({ ...p, sortOrder: i })));
}

// Seed order 94: no references to other domains.
export const seedStep = defineSeedStep(94, seedCompany);
