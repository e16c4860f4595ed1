import type { Db } from "../../db/client.ts";
import type { LocalizedText } from "../../db/columns.ts";
import { programCategories, programEpisodes, programFeatures, programHostLinks, programHosts, programmes, type CaptionRow } from "./tables.ts";
import { indexProgramForSearch } from "./program-search.ts";
import { daysBefore, lt, spread } from "../../db/seed/helpers.ts";
import { defineSeedStep } from "../../db/seed/steps.ts";

/** What other seeds use of the programmes: their play totals (the leaderboard's snapshots, leaderboard/seed.ts). */
export { programPlayTotals } from "./program-service.ts";

/**
 * Demo programmes (docs/media.md): the 13 programmes every page links to by slug, with their episodes, hosts and
 * features, written in Traditional Chinese, English and Portuguese (Simplified derived with OpenCC when read).
 */

type T3 = readonly [string, string, string];
const L = (t: T3): LocalizedText => lt(t[0], t[1], t[2]);

const CATEGORIES: { slug: string; name: T3 }[] = [
  { slug: "news-affairs", name: ["新聞時事", "News and current affairs", "Informação e actualidade"] },
  { slug: "documentary", name: ["紀錄片", "Documentary", "Documentário"] },
  { slug: "lifestyle", name: ["生活飲食", "Lifestyle and food", "Estilo de vida e gastronomia"] },
  { slug: "culture", name: ["文化藝術", "Culture and arts", "Cultura e artes"] },
  { slug: "talk", name: ["訪談", "Talk", "Conversa"] },
  { slug: "music", name: ["音樂", "Music", "Música"] },
  { slug: "sport", name: ["體育", "Sport", "Desporto"] },
];

const HOSTS: { slug: string; name: T3; bio: T3 }[] = [
  { slug: "chan-ka-man", name: ["陳嘉雯", "Chan Ka Man", "Chan Ka Man"], bio: ["資深新聞主播，主持《澳門今夜》逾十年，專注社會民生議題。", "Senior anchor who has presented Macau Tonight for over a decade, with a focus on social affairs.", "Pivô sénior que apresenta o Macau Tonight há mais de uma década, dedicada a temas sociais."] },
  { slug: "leong-weng-kei", name: ["梁永基", "Leong Weng Kei", "Leong Weng Kei"], bio: ["紀錄片導演，走遍澳門大街小巷記錄街坊故事。", "Documentary director who walks every lane of Macau to record its neighbours' stories.", "Realizador de documentários que percorre as ruelas de Macau a recolher histórias de vizinhança."] },
  { slug: "ho-mei-ling", name: ["何美玲", "Ho Mei Ling", "Ho Mei Ling"], bio: ["飲食作家及主持，熟悉土生葡人菜與街頭小食。", "Food writer and host who knows Macanese cooking and street snacks by heart.", "Escritora e apresentadora de gastronomia, conhecedora da cozinha macaense e da comida de rua."] },
  { slug: "ana-sousa", name: ["蘇安娜", "Ana Sousa", "Ana Sousa"], bio: ["葡文台晨間節目主持，在澳門生活二十年。", "Presenter of the Portuguese channel's morning show, living in Macau for twenty years.", "Apresentadora do programa da manhã do canal português, vive em Macau há vinte anos."] },
  { slug: "james-lam", name: ["林志傑", "James Lam", "James Lam"], bio: ["英文節目記者及主持，專訪本地人物與政策。", "Reporter and host of English programmes, interviewing local figures and policy makers.", "Repórter e apresentador de programas em inglês, entrevista figuras locais e decisores."] },
  { slug: "wong-sio-lai", name: ["黃少麗", "Wong Sio Lai", "Wong Sio Lai"], bio: ["電台主持，每朝陪伴聽眾了解交通、天氣與時事。", "Radio host who keeps listeners company each morning with traffic, weather and the news.", "Locutora de rádio que acompanha os ouvintes todas as manhãs com trânsito, tempo e notícias."] },
  { slug: "rui-lopes", name: ["盧偉", "Rui Lopes", "Rui Lopes"], bio: ["葡文電台音樂節目主持，介紹葡語世界音樂。", "Music presenter on Portuguese radio, introducing music of the Portuguese-speaking world.", "Apresentador de música na rádio portuguesa, dá a conhecer a música do mundo lusófono."] },
  { slug: "kou-chi-hou", name: ["高志豪", "Kou Chi Hou", "Kou Chi Hou"], bio: ["體育評述員，報道格蘭披治大賽車二十屆。", "Sports commentator who has covered twenty editions of the Macau Grand Prix.", "Comentador desportivo que acompanhou vinte edições do Grande Prémio de Macau."] },
];

type EpisodeSeed = { title: T3; summary: T3 };
type ProgramSeed = {
  slug: string;
  type: "tv" | "radio" | "sport";
  channel: string;
  languages: string[];
  categories: string[];
  cover: string;
  focus?: boolean;
  title: T3;
  summary: T3;
  description: T3;
  airtime: T3;
  hosts: string[];
  episodes: EpisodeSeed[];
};

const PROGRAMS: ProgramSeed[] = [
  {
    slug: "macau-tonight", type: "tv", channel: "tdm-macau", languages: ["zh"], categories: ["news-affairs"], cover: "/demo/art/skyline.svg", focus: true,
    title: ["澳門今夜", "Macau Tonight", "Macau Esta Noite"],
    summary: ["每晚深入剖析澳門當日要聞。", "The day's main stories in Macau, explained every evening.", "As principais notícias do dia em Macau, explicadas todas as noites."],
    description: ["《澳門今夜》是澳視的晚間新聞雜誌節目，邀請專家與市民分析當日焦點，由民生、經濟到城市規劃。\n\n節目設有「街頭直擊」環節，走訪各區聆聽居民聲音。", "Macau Tonight is TDM's evening news magazine. Experts and residents discuss the day's main stories, from living costs to the economy and town planning.\n\nIts 'On the street' segment visits a different district each week to hear from residents.", "Macau Esta Noite é a revista informativa da noite da TDM. Especialistas e residentes analisam os temas do dia, do custo de vida à economia e ao planeamento urbano.\n\nA rubrica 'Na rua' visita cada semana um bairro diferente para ouvir os moradores."],
    airtime: ["星期一至五 21:30", "Weekdays 21:30", "Dias úteis, 21h30"], hosts: ["chan-ka-man"],
    episodes: [
      { title: ["輕軌東線進度追蹤", "Tracking the Light Rail East Line", "Acompanhar a Linha Leste do Metro Ligeiro"], summary: ["工程進入隧道階段，居民關注噪音與交通安排。", "Works reach the tunnel stage; residents ask about noise and traffic.", "As obras chegam à fase do túnel; os moradores perguntam pelo ruído e pelo trânsito."] },
      { title: ["長者社區照顧新模式", "New ways of caring for older residents", "Novas formas de cuidar dos idosos"], summary: ["日間中心與家居照顧服務如何配合。", "How day centres and home care services work together.", "Como os centros de dia e o apoio domiciliário se complementam."] },
      { title: ["青年置業的難題", "Young people and the housing question", "Os jovens e a questão da habitação"], summary: ["夾心階層房屋申請情況及市民意見。", "Applications for sandwich-class housing and what residents think.", "As candidaturas à habitação intermédia e a opinião dos residentes."] },
    ],
  },
  {
    slug: "street-stories", type: "tv", channel: "tdm-macau", languages: ["zh"], categories: ["documentary"], cover: "/demo/art/heritage.svg", focus: true,
    title: ["街坊故事", "Street Stories", "Histórias de Bairro"],
    summary: ["記錄澳門老街坊的日常與人情。", "Everyday lives and friendships of Macau's old neighbourhoods.", "O quotidiano e as amizades dos bairros antigos de Macau."],
    description: ["《街坊故事》走進沙梨頭、下環、氹仔舊城區，聽老店東主、手藝人和新一代居民講述他們的澳門。", "Street Stories goes into Patane, Praia do Manduco and Taipa Village to hear shop owners, craftspeople and a new generation of residents tell their Macau.", "Histórias de Bairro entra em Patane, na Praia do Manduco e na Vila da Taipa para ouvir lojistas, artesãos e uma nova geração de moradores contar a sua Macau."],
    airtime: ["星期六 20:00", "Saturdays 20:00", "Sábados, 20h00"], hosts: ["leong-weng-kei"],
    episodes: [
      { title: ["沙梨頭的理髮店", "The barber of Patane", "O barbeiro de Patane"], summary: ["一把剪刀剪了五十年，老師傅的堅持。", "Fifty years with the same scissors: an old barber keeps going.", "Cinquenta anos com a mesma tesoura: um velho barbeiro não desiste."] },
      { title: ["下環街市的早晨", "Morning at the Praia do Manduco market", "Manhã no mercado da Praia do Manduco"], summary: ["魚販、菜檔與熟客之間的默契。", "Fishmongers, greengrocers and their regulars.", "Peixeiros, vendedores de legumes e os seus clientes de sempre."] },
      { title: ["氹仔舊城的新店", "New shops in old Taipa", "Lojas novas na velha Taipa"], summary: ["年輕人回到舊區開店，保留老房子的味道。", "Young owners open shops in old houses and keep their character.", "Jovens abrem lojas em casas antigas e preservam o seu carácter."] },
      { title: ["紅街市的三代人", "Three generations at the Red Market", "Três gerações no Mercado Vermelho"], summary: ["祖孫三代經營同一個攤檔。", "Grandparents, parents and children run the same stall.", "Avós, pais e filhos gerem a mesma banca."] },
    ],
  },
  {
    slug: "gourmetwalk", type: "tv", channel: "tdm-macau", languages: ["zh"], categories: ["lifestyle"], cover: "/demo/art/food.svg", focus: true,
    title: ["美食漫遊", "Gourmet Walk", "Passeio Gourmet"],
    summary: ["跟著主持人吃遍澳門大街小巷。", "Eating your way through Macau's streets and lanes.", "À descoberta dos sabores das ruas e vielas de Macau."],
    description: ["《美食漫遊》探訪土生葡人菜館、茶餐廳與街頭小食，介紹食材來源與廚師的故事。", "Gourmet Walk visits Macanese restaurants, cha chaan tengs and street stalls, tracing ingredients and the cooks behind them.", "Passeio Gourmet visita restaurantes macaenses, cha chaan tengs e bancas de rua, à procura dos ingredientes e dos cozinheiros."],
    airtime: ["星期日 19:30", "Sundays 19:30", "Domingos, 19h30"], hosts: ["ho-mei-ling"],
    episodes: [
      { title: ["免治與土生葡人家常菜", "Minchi and Macanese home cooking", "Minchi e a cozinha caseira macaense"], summary: ["一碟免治背後的家族記憶。", "The family memories behind a plate of minchi.", "As memórias de família por trás de um prato de minchi."] },
      { title: ["凌晨的粥品店", "The congee shop before dawn", "A casa de canja antes da madrugada"], summary: ["清晨四點開爐的老字號。", "An old shop that lights its stoves at four in the morning.", "Uma casa antiga que acende os fogões às quatro da manhã."] },
      { title: ["杏仁餅的手藝", "The craft of almond cookies", "A arte dos biscoitos de amêndoa"], summary: ["炭爐烘焙的傳統做法。", "Baked the old way over charcoal.", "Cozidos à moda antiga, sobre carvão."] },
    ],
  },
  {
    slug: "heritage-trails", type: "tv", channel: "tdm-macau", languages: ["zh"], categories: ["culture", "documentary"], cover: "/demo/art/heritage.svg",
    title: ["文化遺產行", "Heritage Trails", "Roteiros do Património"],
    summary: ["走訪澳門歷史城區的建築與故事。", "Buildings and stories of the Historic Centre of Macao.", "Edifícios e histórias do Centro Histórico de Macau."],
    description: ["節目以一條路線串連世界遺產建築，由學者講解歷史，並介紹修復工作。", "Each episode follows one route through World Heritage buildings, with historians explaining their past and the restoration work.", "Cada episódio segue um percurso pelos edifícios Património Mundial, com historiadores a explicar o passado e os trabalhos de restauro."],
    airtime: ["星期三 20:30", "Wednesdays 20:30", "Quartas, 20h30"], hosts: ["leong-weng-kei"],
    episodes: [
      { title: ["媽閣廟至亞婆井", "From A-Ma Temple to Lilau Square", "Do Templo de A-Má ao Largo do Lilau"], summary: ["澳門最早的聚居地。", "Where Macau's first settlers lived.", "Onde viveram os primeiros habitantes de Macau."] },
      { title: ["大三巴與舊城牆", "St Paul's and the old city walls", "São Paulo e as antigas muralhas"], summary: ["一道牆見證四百年。", "A wall that has stood for four hundred years.", "Uma muralha com quatrocentos anos de história."] },
      { title: ["東望洋燈塔", "The Guia Lighthouse", "O Farol da Guia"], summary: ["中國沿岸第一座西式燈塔。", "The first Western-style lighthouse on the China coast.", "O primeiro farol de estilo ocidental da costa chinesa."] },
    ],
  },
  {
    slug: "youth-voice", type: "tv", channel: "tdm-macau", languages: ["zh"], categories: ["talk"], cover: "/demo/art/microphone.svg",
    title: ["青年說", "Youth Voice", "Voz Jovem"],
    summary: ["年輕人談工作、夢想與城市。", "Young people on work, dreams and their city.", "Os jovens falam de trabalho, sonhos e da sua cidade."],
    description: ["每集邀請三位青年嘉賓，就一個題目交流，由創業到升學。", "Three young guests each week discuss one theme, from starting a business to studying abroad.", "Três jovens convidados debatem um tema por semana, de criar uma empresa a estudar no estrangeiro."],
    airtime: ["星期五 22:00", "Fridays 22:00", "Sextas, 22h00"], hosts: ["james-lam"],
    episodes: [
      { title: ["創業的第一年", "The first year of a start-up", "O primeiro ano de uma empresa"], summary: ["三位年輕創業者分享得失。", "Three young founders share what worked and what did not.", "Três jovens fundadores contam o que correu bem e mal."] },
      { title: ["出外升學還是留澳", "Study abroad or stay home?", "Estudar fora ou ficar?"], summary: ["畢業生的抉擇。", "Graduates weigh their choices.", "Os finalistas pesam as suas opções."] },
    ],
  },
  {
    slug: "bom-dia-macau", type: "tv", channel: "tdm-canal-macau", languages: ["pt"], categories: ["news-affairs", "talk"], cover: "/demo/art/bridge.svg", focus: true,
    title: ["早安澳門", "Bom Dia Macau", "Bom Dia Macau"],
    summary: ["葡文台晨間資訊節目。", "The Portuguese channel's morning show.", "O programa da manhã do Canal Macau."],
    description: ["節目以葡語介紹本地新聞、文化活動與社區人物。", "Local news, cultural events and community figures, in Portuguese.", "Notícias locais, agenda cultural e figuras da comunidade, em português."],
    airtime: ["星期一至五 08:00", "Weekdays 08:00", "Dias úteis, 08h00"], hosts: ["ana-sousa"],
    episodes: [
      { title: ["葡語學校開放日", "Open day at the Portuguese School", "Dia aberto na Escola Portuguesa"], summary: ["學生介紹課程與活動。", "Students show their lessons and clubs.", "Os alunos mostram as aulas e os clubes."] },
      { title: ["葡韻嘉年華預告", "Preview of the Lusofonia Festival", "Antevisão do Festival da Lusofonia"], summary: ["各葡語國家攤位準備就緒。", "Stalls from every Portuguese-speaking country get ready.", "As barracas dos países lusófonos preparam-se."] },
      { title: ["土生葡人話劇團排練", "Rehearsals of the Patuá theatre group", "Ensaios do grupo de teatro em patuá"], summary: ["以土生土語演出的年度劇目。", "The yearly play performed in Patuá.", "A peça anual representada em patuá."] },
    ],
  },
  {
    slug: "macau-closeup", type: "tv", channel: "tdm-macau", languages: ["en"], categories: ["news-affairs", "documentary"], cover: "/demo/art/globe.svg",
    title: ["澳門特寫", "Macau Close-up", "Macau em Foco"],
    summary: ["以英語深入報道澳門人和事。", "In-depth English reports on Macau's people and issues.", "Reportagens em inglês sobre as pessoas e os temas de Macau."],
    description: ["為英語觀眾製作的專題節目，每集一個主題。", "A weekly English-language programme, one subject per episode.", "Um programa semanal em inglês, com um tema por episódio."],
    airtime: ["星期四 21:00", "Thursdays 21:00", "Quintas, 21h00"], hosts: ["james-lam"],
    episodes: [
      { title: ["城市綠化", "A greener city", "Uma cidade mais verde"], summary: ["新公園與屋頂花園。", "New parks and rooftop gardens.", "Novos parques e jardins nos telhados."] },
      { title: ["會展業復甦", "Conventions come back", "O regresso das convenções"], summary: ["國際會議重返澳門。", "International meetings return to Macau.", "As reuniões internacionais regressam a Macau."] },
    ],
  },
  {
    slug: "morning-call", type: "radio", channel: "radio-macau", languages: ["zh"], categories: ["news-affairs", "talk"], cover: "/demo/art/microphone.svg", focus: true,
    title: ["早晨熱線", "Morning Call", "Linha da Manhã"],
    summary: ["市民來電討論時事。", "Listeners call in to discuss the news.", "Os ouvintes telefonam para comentar a actualidade."],
    description: ["澳門電台清晨的聽眾熱線，每日邀請官員與學者回應市民意見。", "Radio Macau's morning phone-in, with officials and academics answering listeners.", "O programa de antena aberta da manhã, com responsáveis e académicos a responder aos ouvintes."],
    airtime: ["星期一至五 07:00", "Weekdays 07:00", "Dias úteis, 07h00"], hosts: ["wong-sio-lai"],
    episodes: [
      { title: ["巴士路線重組", "Bus routes are redrawn", "Reorganização das carreiras de autocarro"], summary: ["聽眾反映新路線的感受。", "Listeners report on the new routes.", "Os ouvintes comentam as novas carreiras."] },
      { title: ["颱風季的準備", "Getting ready for typhoon season", "Preparar a época de tufões"], summary: ["防災專家解答聽眾疑問。", "Civil protection experts answer listeners.", "Especialistas em protecção civil respondem aos ouvintes."] },
      { title: ["垃圾分類試行", "The recycling trial", "O ensaio da separação do lixo"], summary: ["住宅大廈的經驗。", "What residential blocks have learnt.", "O que os prédios residenciais aprenderam."] },
    ],
  },
  {
    slug: "music-garden", type: "radio", channel: "radio-macau", languages: ["zh"], categories: ["music"], cover: "/demo/art/festival.svg",
    title: ["音樂花園", "Music Garden", "Jardim Musical"],
    summary: ["本地樂隊與經典粵語歌。", "Local bands and Cantonese classics.", "Bandas locais e clássicos cantoneses."],
    description: ["每晚介紹本地原創音樂，並重溫經典粵語流行曲。", "Original music from Macau every night, with Cantonese pop classics.", "Música original de Macau todas as noites, com clássicos da pop cantonense."],
    airtime: ["每晚 22:00", "Nightly 22:00", "Todas as noites, 22h00"], hosts: ["wong-sio-lai"],
    episodes: [
      { title: ["本地樂隊專輯", "Local bands special", "Especial bandas locais"], summary: ["三隊澳門樂隊現場演奏。", "Three Macau bands play live.", "Três bandas de Macau tocam ao vivo."] },
      { title: ["八十年代金曲", "Hits of the eighties", "Sucessos dos anos 80"], summary: ["聽眾點唱。", "Listeners' requests.", "Pedidos dos ouvintes."] },
    ],
  },
  {
    slug: "hora-da-musica", type: "radio", channel: "radio-macau-pt", languages: ["pt"], categories: ["music"], cover: "/demo/art/festival.svg",
    title: ["音樂時光", "Hora da Música", "Hora da Música"],
    summary: ["葡語世界的音樂。", "Music of the Portuguese-speaking world.", "Música do mundo lusófono."],
    description: ["由法朵到巴西流行曲，介紹葡語國家的音樂與歌手。", "From fado to Brazilian pop, the music and singers of Portuguese-speaking countries.", "Do fado à música popular brasileira, os sons e as vozes dos países de língua portuguesa."],
    airtime: ["星期六 15:00", "Saturdays 15:00", "Sábados, 15h00"], hosts: ["rui-lopes"],
    episodes: [
      { title: ["法朵之夜", "A night of fado", "Uma noite de fado"], summary: ["里斯本與澳門的法朵歌手。", "Fado singers from Lisbon and Macau.", "Fadistas de Lisboa e de Macau."] },
      { title: ["佛得角節奏", "Rhythms of Cape Verde", "Ritmos de Cabo Verde"], summary: ["莫爾納與新一代歌手。", "Morna and a new generation of singers.", "A morna e uma nova geração de cantores."] },
      { title: ["巴西新聲", "New voices from Brazil", "Novas vozes do Brasil"], summary: ["巴西獨立音樂。", "Brazilian independent music.", "Música independente brasileira."] },
    ],
  },
  {
    slug: "night-talk", type: "radio", channel: "radio-macau", languages: ["zh"], categories: ["talk"], cover: "/demo/art/mountains.svg",
    title: ["夜話", "Night Talk", "Conversas da Noite"],
    summary: ["深夜與聽眾談心。", "Late-night conversations with listeners.", "Conversas com os ouvintes pela noite dentro."],
    description: ["主持人與聽眾分享生活點滴，談工作、家庭與城市。", "The host and listeners talk about work, family and the city.", "A apresentadora e os ouvintes falam de trabalho, família e da cidade."],
    airtime: ["星期一至四 23:00", "Mon–Thu 23:00", "Seg. a qui., 23h00"], hosts: ["wong-sio-lai"],
    episodes: [
      { title: ["夜班工作者", "Night-shift workers", "Quem trabalha de noite"], summary: ["護士、司機與保安的深夜。", "Nurses, drivers and guards through the night.", "Enfermeiros, motoristas e seguranças pela noite fora."] },
      { title: ["搬家的回憶", "Memories of moving house", "Memórias de mudanças"], summary: ["聽眾分享舊居故事。", "Listeners remember their old homes.", "Os ouvintes recordam as antigas casas."] },
    ],
  },
  {
    slug: "sport-weekly", type: "sport", channel: "tdm-macau", languages: ["zh"], categories: ["sport"], cover: "/demo/art/stadium.svg", focus: true,
    title: ["體育週報", "Sport Weekly", "Semanário Desportivo"],
    summary: ["一週本地及國際體育焦點。", "The week in local and international sport.", "A semana do desporto local e internacional."],
    description: ["回顧一週賽事，專訪本地運動員與教練。", "A look back at the week's games, with interviews of local athletes and coaches.", "Os jogos da semana, com entrevistas a atletas e treinadores locais."],
    airtime: ["星期日 18:00", "Sundays 18:00", "Domingos, 18h00"], hosts: ["kou-chi-hou"],
    episodes: [
      { title: ["澳門國際馬拉松", "The Macau International Marathon", "A Maratona Internacional de Macau"], summary: ["本地跑手創新紀錄。", "Local runners set new records.", "Corredores locais batem recordes."] },
      { title: ["青少年足球聯賽", "The youth football league", "A liga de futebol juvenil"], summary: ["新一季揭幕。", "A new season kicks off.", "Arranca uma nova época."] },
      { title: ["龍舟賽備戰", "Training for the dragon boat races", "Treinos para as regatas de barcos-dragão"], summary: ["南灣湖上的晨練。", "Morning practice on Nam Van Lake.", "Treinos matinais no Lago Nam Van."] },
    ],
  },
  {
    slug: "grand-prix-magazine", type: "sport", channel: "tdm-macau", languages: ["zh", "en"], categories: ["sport"], cover: "/demo/art/racing.svg",
    title: ["格蘭披治雜誌", "Grand Prix Magazine", "Revista do Grande Prémio"],
    summary: ["東望洋跑道的人與車。", "People and cars of the Guia Circuit.", "As pessoas e os carros do Circuito da Guia."],
    description: ["大賽車前後的專題節目，介紹車手、車隊和賽道改動。", "A programme around the Grand Prix: drivers, teams and changes to the circuit.", "Um programa à volta do Grande Prémio: pilotos, equipas e alterações ao circuito."],
    airtime: ["十一月每週六 19:00", "Saturdays in November 19:00", "Sábados de Novembro, 19h00"], hosts: ["kou-chi-hou", "james-lam"],
    episodes: [
      { title: ["葡京彎的挑戰", "The challenge of Lisboa Bend", "O desafio da Curva do Lisboa"], summary: ["車手解構最難彎位。", "Drivers take apart the hardest corner.", "Os pilotos explicam a curva mais difícil."] },
      { title: ["維修站的一天", "A day in the pits", "Um dia nas boxes"], summary: ["技師如何在數秒內換胎。", "How mechanics change tyres in seconds.", "Como os mecânicos trocam pneus em segundos."] },
    ],
  },
];

/** The demo covers' text alternatives (the console's editor asks for one with a cover). */
const COVER_ALTS: Record<string, T3> = {
  "/demo/art/bridge.svg": ["橫跨海面的澳門大橋", "A Macau bridge across the water", "Uma ponte de Macau sobre a água"],
  "/demo/art/festival.svg": ["節慶的燈籠與煙花", "Festival lanterns and fireworks", "Lanternas e fogo de artifício de festa"],
  "/demo/art/food.svg": ["一桌澳門菜", "A table of Macanese dishes", "Uma mesa de pratos macaenses"],
  "/demo/art/globe.svg": ["地球與世界各地的連線", "The globe with lines across the world", "O globo com ligações pelo mundo"],
  "/demo/art/heritage.svg": ["大三巴牌坊與老城街道", "The Ruins of St. Paul's and old city streets", "As Ruínas de São Paulo e ruas da cidade antiga"],
  "/demo/art/microphone.svg": ["電台錄音室的咪高峰", "A microphone in the radio studio", "Um microfone no estúdio de rádio"],
  "/demo/art/mountains.svg": ["山巒與遠足徑", "Hills and a hiking trail", "Montes e um trilho"],
  "/demo/art/racing.svg": ["東望洋賽道上的賽車", "Racing cars on the Guia Circuit", "Carros de corrida no Circuito da Guia"],
  "/demo/art/skyline.svg": ["澳門夜景天際線", "The Macau skyline at night", "A silhueta de Macau à noite"],
  "/demo/art/stadium.svg": ["燈火通明的體育場", "A floodlit stadium", "Um estádio iluminado"],
};

const FEATURES: { program: string; signature?: boolean; cover: string; title: T3; summary: T3; body: T3 }[] = [
  {
    program: "street-stories", signature: true, cover: "/demo/art/heritage.svg",
    title: ["《街坊故事》幕後：一部攝影機走遍舊區", "Behind Street Stories: one camera through the old town", "Nos bastidores de Histórias de Bairro: uma câmara pela cidade antiga"],
    summary: ["製作團隊分享拍攝老店的經驗。", "The crew on filming old shops and their owners.", "A equipa fala das filmagens nas lojas antigas."],
    body: ["拍攝團隊只有三人，每集花兩星期與受訪者相處，先建立信任才開機。\n\n導演梁永基說，最難忘的是理髮師傅在收工後為團隊每人剪了一次頭髮。", "The crew is three people. They spend two weeks with each guest before filming, to earn their trust.\n\nDirector Leong Weng Kei says the best moment was when the barber gave each of them a haircut after closing time.", "A equipa tem três pessoas. Passa duas semanas com cada convidado antes de filmar, para ganhar a sua confiança.\n\nO realizador Leong Weng Kei diz que o melhor momento foi quando o barbeiro cortou o cabelo a todos depois de fechar a loja."],
  },
  {
    program: "gourmetwalk", signature: true, cover: "/demo/art/food.svg",
    title: ["何美玲的五間私房小店", "Ho Mei Ling's five favourite small eateries", "As cinco casas preferidas de Ho Mei Ling"],
    summary: ["主持人推介節目以外的心水食店。", "The host's picks beyond the programme.", "As escolhas da apresentadora para além do programa."],
    body: ["從紅街市附近的雲吞麵到氹仔的葡式蛋撻，何美玲列出她私下常去的五間店。\n\n她提醒觀眾，最好的時間是平日下午，避開人潮。", "From wonton noodles near the Red Market to custard tarts in Taipa, Ho Mei Ling lists the five places she goes to off camera.\n\nHer tip: go on a weekday afternoon, away from the crowds.", "Da sopa de wonton perto do Mercado Vermelho aos pastéis de nata da Taipa, Ho Mei Ling indica as cinco casas que frequenta fora das câmaras.\n\nO conselho: ir a uma tarde de semana, longe das multidões."],
  },
  {
    program: "grand-prix-magazine", signature: true, cover: "/demo/art/racing.svg",
    title: ["東望洋跑道七十年", "Seventy years of the Guia Circuit", "Setenta anos do Circuito da Guia"],
    summary: ["由業餘賽事到國際盛事。", "From an amateur race to an international event.", "De corrida amadora a grande evento internacional."],
    body: ["1954年，一群車迷在澳門街道舉辦第一屆賽事。七十年後，東望洋跑道已是全球唯一同時舉辦房車、電單車和方程式賽事的街道賽道。", "In 1954 a group of enthusiasts held the first race on Macau's streets. Seventy years on, the Guia Circuit hosts touring cars, motorcycles and single-seaters on the same street track.", "Em 1954, um grupo de entusiastas organizou a primeira corrida nas ruas de Macau. Setenta anos depois, o Circuito da Guia recebe carros de turismo, motos e monolugares no mesmo traçado citadino."],
  },
  {
    program: "hora-da-musica", cover: "/demo/art/festival.svg",
    title: ["盧偉：把葡語音樂帶到澳門", "Rui Lopes: bringing Lusophone music to Macau", "Rui Lopes: trazer a música lusófona a Macau"],
    summary: ["《音樂時光》主持的十年。", "Ten years of presenting Hora da Música.", "Dez anos a apresentar a Hora da Música."],
    body: ["盧偉每星期從數百首新歌中挑選十首，並親自翻譯歌詞介紹給聽眾。", "Each week Rui Lopes picks ten songs out of hundreds and translates their lyrics for listeners.", "Todas as semanas, Rui Lopes escolhe dez canções entre centenas e traduz as letras para os ouvintes."],
  },
  {
    program: "macau-tonight", cover: "/demo/art/skyline.svg",
    title: ["《澳門今夜》街頭直擊走進十二個社區", "Macau Tonight's street segment visits twelve districts", "A rubrica de rua do Macau Esta Noite visita doze bairros"],
    summary: ["一年來聽到的居民心聲。", "What residents said over a year.", "O que os moradores disseram ao longo de um ano."],
    body: ["節目組整理了一年來的街訪，交通、房屋和長者照顧是最多人提及的話題。", "The team went through a year of street interviews: transport, housing and elderly care came up most.", "A equipa reviu um ano de entrevistas de rua: transportes, habitação e apoio aos idosos foram os temas mais referidos."],
  },
];

const VIDEO_FILES = ["/demo/media/vod/episode-1.mp4", "/demo/media/vod/episode-2.mp4", "/demo/media/vod/episode-3.mp4"];
const RADIO_FILES = ["/demo/media/podcast/episode-1.mp3", "/demo/media/podcast/episode-2.mp3", "/demo/media/podcast/episode-3.mp3", "/demo/media/podcast/episode-4.mp3", "/demo/media/podcast/episode-5.mp3", "/demo/media/radio-ident.wav"];
const STREET_CAPTIONS: CaptionRow[] = [
  { lang: "zh-Hant", label: lt("中文（繁體）", "Chinese (Traditional)", "Chinês (tradicional)"), src: "/demo/media/vod/episode-1.zh-hant.vtt" },
  { lang: "en", label: lt("英文", "English", "Inglês"), src: "/demo/media/vod/episode-1.en.vtt" },
  { lang: "pt", label: lt("葡文", "Portuguese", "Português"), src: "/demo/media/vod/episode-1.pt.vtt" },
];

async function seedPrograms(db: Db, now: Date): Promise<void> {
  await db.insert(programCategories).values(CATEGORIES.map((c, i) => ({ slug: c.slug, name: L(c.name), sortOrder: (i + 1) * 10 })));
  const hosts = await db
    .insert(programHosts)
    .values(HOSTS.map((h, i) => ({ slug: h.slug, name: L(h.name), bio: L(h.bio), photo: null, sortOrder: (i + 1) * 10 })))
    .returning({ id: programHosts.id, slug: programHosts.slug });
  const hostId = new Map(hosts.map((h) => [h.slug, h.id]));

  let videoIndex = 0;
  let radioIndex = 0;
  for (const [index, p] of PROGRAMS.entries()) {
    const [program] = await db
      .insert(programmes)
      .values({
        slug: p.slug,
        type: p.type,
        channel: p.channel,
        languages: p.languages,
        categories: p.categories,
        title: L(p.title),
        summary: L(p.summary),
        description: L(p.description),
        airtime: L(p.airtime),
        cover: p.cover,
        coverAlt: L(COVER_ALTS[p.cover] ?? ["節目封面", "The programme's cover", "Capa do programa"]),
        focus: p.focus ?? false,
        sortOrder: (index + 1) * 10,
        likeCount: spread(index, 20, 400),
        createdAt: daysBefore(now, 400 - index),
      })
      .returning({ id: programmes.id });
    await db.insert(programHostLinks).values(p.hosts.map((slug, i) => ({ programId: program!.id, hostId: hostId.get(slug)!, sortOrder: i })));
    await indexProgramForSearch(db, program!.id);
    // Oldest first, a week apart, the newest aired yesterday.
    await db.insert(programEpisodes).values(
      p.episodes.map((e, i) => {
        const radio = p.type === "radio";
        const hls = p.slug === "street-stories" && i === 0;
        const media = radio ? null : hls ? "/demo/media/vod/episode-1-hls/index.m3u8" : VIDEO_FILES[videoIndex++ % VIDEO_FILES.length]!;
        return {
          slug: `${p.slug}-${i + 1}`,
          programId: program!.id,
          title: L(e.title),
          summary: L(e.summary),
          airedAt: daysBefore(now, 1 + 7 * (p.episodes.length - 1 - i) + index / 10),
          duration: 20,
          mediaUrl: media,
          mediaType: radio ? "audio" : hls ? "hls" : "mp4",
          audioUrl: radio ? RADIO_FILES[radioIndex++ % RADIO_FILES.length]! : null,
          poster: p.cover,
          // The HLS rendition is episode-1.mp4 cut into segments: every episode playing that recording has its captions.
          captions: hls || media === VIDEO_FILES[0] ? STREET_CAPTIONS : [],
          likeCount: spread(index * 10 + i, 0, 80),
          playCount: spread(index * 10 + i + 5, 50, 3000),
        };
      }),
    );
  }

  const programIds = new Map((await db.select({ id: programmes.id, slug: programmes.slug }).from(programmes)).map((row) => [row.slug, row.id]));
  await db.insert(programFeatures).values(
    FEATURES.map((f, i) => ({
      programId: programIds.get(f.program) ?? null,
      title: L(f.title),
      summary: L(f.summary),
      body: L(f.body),
      cover: f.cover,
      signature: f.signature ?? false,
      publishedAt: daysBefore(now, 2 + i * 3),
      likeCount: spread(i + 40, 5, 120),
    })),
  );
}

// After news (50, whose categories rcnews reads) and before members (60, whose piece list holds episodes).
export const seedStep = defineSeedStep(55, seedPrograms);
