import type { Db } from "../../db/client.ts";
import type { LocalizedText } from "../../db/columns.ts";
import { notices } from "./tables.ts";
import { daysAfter, daysBefore, lt, ltParagraphs, ltParagraphsWithLinks } from "../../db/seed/helpers.ts";
import { defineSeedStep } from "../../db/seed/steps.ts";

// The long notice: its English and Portuguese titles run over the 400 characters the bar shows (spec §9).
const LONG_NOTICE = lt(
  "東望洋山發射站將於本周日凌晨一時至六時進行年度設備維修，期間澳門半島部分地區的數碼電視及電台調頻信號或會短暫中斷，網上直播及流動應用程式不受影響。",
  "Annual maintenance of the transmission equipment at the Guia Hill station will take place this Sunday from 1 a.m. to 6 a.m. During the works, digital terrestrial television and FM radio reception may be briefly interrupted in parts of the Macau peninsula, particularly in the areas around Guia, Tap Seac, Areia Preta and the Outer Harbour. The web live stream and the mobile app are not affected and remain available throughout. Viewers using a rooftop or indoor aerial do not need to retune their sets after the works; if reception has not returned by 7 a.m., please switch the receiver off and on again, and contact our engineering hotline if the problem continues.",
  "A manutenção anual dos equipamentos de transmissão da estação da Colina da Guia realiza-se este domingo, entre a 1h00 e as 6h00. Durante os trabalhos, a receção da televisão digital terrestre e da rádio em FM poderá ser interrompida por breves momentos em algumas zonas da península de Macau, sobretudo nas áreas da Guia, do Tap Seac, da Areia Preta e do Porto Exterior. A emissão em direto na Internet e a aplicação móvel não são afetadas e continuam disponíveis. Os espectadores com antena de telhado ou interior não precisam de voltar a sintonizar os aparelhos; se a receção não for reposta até às 7h00, desligue e volte a ligar o recetor e contacte a linha de apoio técnico se o problema persistir.",
);

const listNotice = (slug: string, title: LocalizedText, content: LocalizedText) => ({ slug, title, content });

const LIST = [
  listNotice(
    "grand-prix-schedule",
    lt("大賽車周節目表調動", "Programme changes during Grand Prix week", "Alterações à programação na semana do Grande Prémio"),
    ltParagraphs(
      [
        "為全程直播格蘭披治大賽車各項賽事，大賽車周期間中文頻道及體育頻道的部分節目將順延或暫停播出。",
        "<ul><li>《午間新聞》維持正常播出</li><li>日間劇集暫停播出，賽後補播</li><li>晚間新聞時段可能因賽事延誤而順延</li></ul>",
        "最新節目安排請留意節目表及本台社交媒體公布。",
      ],
      [
        "To bring viewers every race of the Grand Prix live, some programmes on the Chinese and sports channels will be moved or paused during race week.",
        "<ul><li>The midday news runs as usual</li><li>Daytime drama is paused and will resume after the races</li><li>The evening news may start later if a race is delayed</li></ul>",
        "Please check the TV schedule and our social media for the latest programme times.",
      ],
      [
        "Para transmitir em direto todas as corridas do Grande Prémio, alguns programas dos canais chinês e de desporto serão adiados ou suspensos durante a semana das corridas.",
        "<ul><li>O noticiário da hora de almoço mantém o horário habitual</li><li>As séries diurnas são suspensas e retomadas depois das provas</li><li>O noticiário da noite pode começar mais tarde se uma corrida sofrer atrasos</li></ul>",
        "Consulte a grelha de programação e as nossas redes sociais para os horários mais recentes.",
      ],
    ),
  ),
  listNotice(
    "transmitter-maintenance",
    lt("東望洋山發射站年度維修", "Guia Hill transmitter maintenance", "Manutenção do emissor da Colina da Guia"),
    ltParagraphs(
      [
        "東望洋山發射站將於本周日凌晨一時至六時進行年度設備維修，部分地區的數碼電視及調頻電台信號或會短暫中斷。",
        "網上直播及流動應用程式不受影響。如早上七時後仍未能接收信號，請重新啟動接收器，或致電工程部熱線查詢。",
        "如有不便，敬請見諒。",
      ],
      [
        "Annual maintenance of the Guia Hill transmitter takes place this Sunday from 1 a.m. to 6 a.m.; digital TV and FM reception may be briefly interrupted in some areas.",
        "The web live stream and the mobile app are not affected. If you still have no signal after 7 a.m., restart your receiver or call the engineering hotline.",
        "We apologise for any inconvenience.",
      ],
      [
        "A manutenção anual do emissor da Colina da Guia decorre este domingo, entre a 1h00 e as 6h00; a receção de TV digital e de FM poderá ser interrompida por breves momentos em algumas zonas.",
        "A emissão na Internet e a aplicação móvel não são afetadas. Se não tiver sinal depois das 7h00, reinicie o recetor ou contacte a linha de apoio técnico.",
        "Pedimos desculpa pelo incómodo.",
      ],
    ),
  ),
  listNotice(
    "open-day",
    lt("電視台開放日接受報名", "Open day: registration now open", "Dia aberto: inscrições abertas"),
    ltParagraphsWithLinks(
      [
        "本台將於下月舉辦開放日，市民可參觀新聞直播室、錄影廠及電台播音室，並體驗擔任天氣報告員。",
        "每節名額二十人，先到先得。請透過<a href=\"/zh-hant/about_us/visit/application\">參觀申請</a>頁面登記。",
      ],
      [
        "Next month we open our doors: visit the news studio, the television studios and the radio booths, and try presenting the weather.",
        "Each session takes up to twenty people, first come first served. Register on the <a href=\"/en/about_us/visit/application\">visit booking</a> page.",
      ],
      [
        "No próximo mês abrimos as portas ao público: visite o estúdio de informação, os estúdios de televisão e as cabinas de rádio e experimente apresentar o boletim meteorológico.",
        "Cada sessão recebe até vinte pessoas, por ordem de inscrição. Inscreva-se na página de <a href=\"/pt/about_us/visit/application\">pedido de visita</a>.",
      ],
    ),
  ),
  listNotice(
    "scam-warning",
    lt("提防冒充本台職員的詐騙電話", "Beware of callers pretending to be our staff", "Cuidado com chamadas de falsos funcionários"),
    ltParagraphs(
      [
        "近日有市民接獲自稱本台職員的電話，以節目抽獎中獎為由要求對方轉賬繳付「手續費」。",
        "本台從不以電話或短訊要求得獎者繳付任何費用，亦不會索取銀行賬戶密碼。如有懷疑，請致電警方反詐騙熱線查詢。",
      ],
      [
        "Some residents have received calls from people claiming to be our staff, who say the listener has won a prize and must transfer a “handling fee”.",
        "We never ask prize winners to pay anything by phone or text message, and we never ask for bank passwords. If in doubt, call the police anti-fraud hotline.",
      ],
      [
        "Alguns residentes receberam chamadas de pessoas que se apresentam como nossos funcionários e anunciam um prémio que exige o pagamento de uma «taxa de processamento».",
        "Nunca pedimos aos vencedores qualquer pagamento por telefone ou mensagem, nem solicitamos palavras-passe bancárias. Em caso de dúvida, contacte a linha antifraude da polícia.",
      ],
    ),
  ),
  listNotice(
    "system-maintenance",
    lt("網站及應用程式系統維護", "Website and app maintenance", "Manutenção do sítio e da aplicação"),
    ltParagraphs(
      [
        "為提升服務質素，本台網站及流動應用程式將於本周三凌晨二時至四時進行系統維護。",
        "維護期間會員登入、留言及節目收藏功能將暫停，直播及新聞瀏覽不受影響。",
      ],
      [
        "To improve our services, the website and the mobile app will be under maintenance this Wednesday from 2 a.m. to 4 a.m.",
        "Member login, comments and favourites are paused during the works; live streams and news remain available.",
      ],
      [
        "Para melhorar os nossos serviços, o sítio e a aplicação móvel estarão em manutenção esta quarta-feira, entre as 2h00 e as 4h00.",
        "Durante os trabalhos ficam suspensos o início de sessão, os comentários e os favoritos; as emissões em direto e as notícias continuam disponíveis.",
      ],
    ),
  ),
  listNotice(
    "privacy-update",
    lt("私隱政策更新", "Privacy policy updated", "Atualização da política de privacidade"),
    ltParagraphsWithLinks(
      [
        "本台已更新私隱政策，清楚說明會員資料、分析 Cookie 及新聞爆料資料的處理方式及保存期限。",
        "更新內容即日生效，全文請參閱<a href=\"/zh-hant/privacy\">私隱政策</a>。",
      ],
      [
        "We have updated our privacy policy to explain more clearly how member data, analytics cookies and news tips are handled and how long they are kept.",
        "The changes apply from today; read the full <a href=\"/en/privacy\">privacy policy</a>.",
      ],
      [
        "Atualizámos a nossa política de privacidade para explicar com mais clareza o tratamento dos dados dos membros, dos cookies analíticos e das notícias enviadas pelo público, bem como os prazos de conservação.",
        "As alterações aplicam-se a partir de hoje; leia a <a href=\"/pt/privacy\">política de privacidade</a> completa.",
      ],
    ),
  ),
];

/** Notices of the four kinds. */
async function seedNotices(db: Db, now: Date): Promise<void> {
  const since = (days: number) => daysBefore(now, days);
  await db.insert(notices).values([
    {
      kind: "bar",
      sortOrder: 10,
      startsAt: since(2),
      // Not the urgent notice again (issue 10): the bar carries the broadcaster's own service news.
      title: lt(
        "澳門格蘭披治大賽車周：體育頻道及網站全程直播四天賽事。",
        "Grand Prix week: our sports channel and this website carry all four days of racing live.",
        "Semana do Grande Prémio: o canal de desporto e este sítio transmitem em direto os quatro dias de corridas.",
      ),
    },
    { kind: "bar", sortOrder: 20, startsAt: since(3), endsAt: daysAfter(now, 5), title: LONG_NOTICE },
    {
      kind: "bar",
      sortOrder: 30,
      startsAt: since(10),
      url: "https://play.google.com/store/apps/details?id=mo.tdm.portal.demo",
      title: lt(
        "澳廣視流動應用程式推出新版本，新增節目重溫及收藏功能。",
        "A new version of our mobile app is out, with catch-up programmes and favourites.",
        "Já está disponível uma nova versão da aplicação móvel, com programas a pedido e favoritos.",
      ),
    },
    {
      kind: "popup",
      slug: "home",
      startsAt: since(7),
      endsAt: daysAfter(now, 30),
      title: lt("歡迎瀏覽全新網站", "Welcome to our new website", "Bem-vindo ao novo sítio"),
      content: ltParagraphsWithLinks(
        [
          "全新網站整合新聞、電視、電台及直播，並提供繁體中文、簡體中文、英文及葡文版本。",
          "<ul><li>新聞即時更新，按類別瀏覽</li><li>電視及電台節目重溫</li><li>登記會員即可收藏節目及建立播放清單</li></ul>",
          '<p><a href="/zh-hant/user/registration">立即登記會員</a></p>',
        ],
        [
          "Our new website brings news, TV, radio and live streams together, in Traditional Chinese, Simplified Chinese, English and Portuguese.",
          "<ul><li>Breaking news, by category</li><li>TV and radio programmes on demand</li><li>Members can save favourites and build playlists</li></ul>",
          '<p><a href="/en/user/registration">Become a member</a></p>',
        ],
        [
          "O novo sítio reúne notícias, televisão, rádio e emissões em direto, em chinês tradicional, chinês simplificado, inglês e português.",
          "<ul><li>Notícias ao minuto, por categoria</li><li>Programas de TV e rádio a pedido</li><li>Os membros podem guardar favoritos e criar listas de reprodução</li></ul>",
          '<p><a href="/pt/user/registration">Registe-se como membro</a></p>',
        ],
      ),
    },
    {
      kind: "top",
      startsAt: since(0.2),
      title: lt(
        "強烈季候風信號現正生效，港澳客輪部分航班取消，出行前請向船公司查詢。",
        "Strong monsoon signal in force: some Hong Kong–Macau ferry sailings are cancelled. Check with the ferry company before you travel.",
        "Sinal de monção forte em vigor: algumas ligações marítimas entre Hong Kong e Macau foram canceladas. Confirme junto da companhia antes de viajar.",
      ),
    },
    ...LIST.map((notice, index) => ({ kind: "list", sortOrder: (index + 1) * 10, startsAt: since(3 + index * 6), ...notice })),
  ]);
}

// Seed order 30: nothing it refers to.
export const seedStep = defineSeedStep(30, seedNotices);
