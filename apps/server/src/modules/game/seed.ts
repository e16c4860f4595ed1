import type { Db } from "../../db/client.ts";
import type { LocalizedText } from "../../db/columns.ts";
import { quizQuestions } from "./tables.ts";
import { macauDate } from "../../platform/macau-time.ts";
import { daysAfter, lt } from "../../db/seed/helpers.ts";
import { defineSeedStep } from "../../db/seed/steps.ts";

type Q = { q: LocalizedText; options: LocalizedText[]; answer: "A" | "B" | "C" | "D"; why: LocalizedText };
const o = (...options: [string, string, string][]) => options.map(([zh, en, pt]) => lt(zh, en, pt));

/** The daily quiz's demo questions about Macao: history, places, food, festivals and the broadcaster. */
const QUESTIONS: Q[] = [
  {
    q: lt("澳門特別行政區於哪一年成立？", "In which year was the Macao Special Administrative Region established?", "Em que ano foi estabelecida a Região Administrativa Especial de Macau?"),
    options: o(["1997年", "1997", "1997"], ["1999年", "1999", "1999"], ["2001年", "2001", "2001"], ["1987年", "1987", "1987"]),
    answer: "B",
    why: lt("澳門特別行政區於1999年12月20日成立。", "The Macao SAR was established on 20 December 1999.", "A RAEM foi estabelecida a 20 de Dezembro de 1999."),
  },
  {
    q: lt("大三巴牌坊原是哪座建築的前壁？", "The Ruins of St. Paul's were once the façade of which building?", "As Ruínas de São Paulo eram a fachada de que edifício?"),
    options: o(["聖母聖誕主教座堂", "The Cathedral", "Sé Catedral"], ["聖安多尼教堂", "St. Anthony's Church", "Igreja de Santo António"], ["天主之母教堂", "The Church of Mater Dei", "Igreja da Madre de Deus"], ["玫瑰堂", "St. Dominic's Church", "Igreja de São Domingos"]),
    answer: "C",
    why: lt("大三巴牌坊是天主之母教堂的前壁，教堂於1835年一場大火中焚毀。", "They are the façade of the Church of Mater Dei, destroyed by fire in 1835.", "São a fachada da Igreja da Madre de Deus, destruída por um incêndio em 1835."),
  },
  {
    q: lt("「澳門歷史城區」於哪一年列入《世界遺產名錄》？", "In which year was the Historic Centre of Macao inscribed on the World Heritage List?", "Em que ano foi o Centro Histórico de Macau inscrito na Lista do Património Mundial?"),
    options: o(["2005年", "2005", "2005"], ["2000年", "2000", "2000"], ["2010年", "2010", "2010"], ["1999年", "1999", "1999"]),
    answer: "A",
    why: lt("澳門歷史城區於2005年7月列入世界遺產名錄。", "It was inscribed in July 2005.", "Foi inscrito em Julho de 2005."),
  },
  {
    q: lt("澳門葡撻的特色是甚麼？", "What is typical of the Macanese egg tart?", "O que caracteriza o pastel de nata de Macau?"),
    options: o(["表面焦糖", "A caramelised top", "O topo caramelizado"], ["以椰汁製成", "It is made with coconut milk", "É feito com leite de coco"], ["不用雞蛋", "It uses no eggs", "Não leva ovos"], ["要冷凍食用", "It is eaten frozen", "Come-se congelado"]),
    answer: "A",
    why: lt("澳門葡撻源自葡式蛋撻，表面烤至焦糖色。", "Derived from the Portuguese pastel de nata, it is baked until the top caramelises.", "Derivado do pastel de nata, é cozido até o topo caramelizar."),
  },
  {
    q: lt("澳門格蘭披治大賽車每年在哪個月舉行？", "In which month is the Macau Grand Prix held each year?", "Em que mês se realiza o Grande Prémio de Macau?"),
    options: o(["三月", "March", "Março"], ["七月", "July", "Julho"], ["十一月", "November", "Novembro"], ["十二月", "December", "Dezembro"]),
    answer: "C",
    why: lt("格蘭披治大賽車一般在十一月於東望洋跑道舉行。", "The Grand Prix is usually held in November on the Guia Circuit.", "O Grande Prémio realiza-se normalmente em Novembro no Circuito da Guia."),
  },
  {
    q: lt("媽閣廟供奉的是哪位神祇？", "Which deity is worshipped at A-Ma Temple?", "Que divindade é venerada no Templo de A-Má?"),
    options: o(["關帝", "Guan Di", "Guan Di"], ["媽祖", "Mazu (A-Ma)", "Mazu (A-Má)"], ["土地公", "The Earth God", "O Deus da Terra"], ["觀音", "Guanyin", "Guanyin"]),
    answer: "B",
    why: lt("媽閣廟供奉媽祖，「澳門」的葡文名稱 Macau 亦相傳源於「媽閣」。", "A-Ma Temple honours Mazu; the name Macau is said to come from it.", "O templo honra Mazu; diz-se que o nome Macau vem dele."),
  },
  {
    q: lt("澳門塔的觀光層高約多少米？", "About how high is the observation deck of Macau Tower?", "A que altura fica aproximadamente o miradouro da Torre de Macau?"),
    options: o(["120米", "120 m", "120 m"], ["223米", "223 m", "223 m"], ["338米", "338 m", "338 m"], ["450米", "450 m", "450 m"]),
    answer: "B",
    why: lt("澳門塔全高338米，觀光層約在223米。", "The tower is 338 m tall; its observation deck is at about 223 m.", "A torre tem 338 m; o miradouro fica a cerca de 223 m."),
  },
  {
    q: lt("澳門的法定貨幣是甚麼？", "What is Macau's legal currency?", "Qual é a moeda oficial de Macau?"),
    options: o(["港元", "Hong Kong dollar", "Dólar de Hong Kong"], ["人民幣", "Renminbi", "Renminbi"], ["澳門元（葡幣）", "Macanese pataca", "Pataca de Macau"], ["葡萄牙埃斯庫多", "Portuguese escudo", "Escudo português"]),
    answer: "C",
    why: lt("澳門元（MOP）是澳門的法定貨幣。", "The pataca (MOP) is Macau's legal tender.", "A pataca (MOP) é a moeda com curso legal em Macau."),
  },
  {
    q: lt("「土生葡人美食烹飪技藝」被列入哪一類遺產？", "Macanese cuisine has been listed as what kind of heritage?", "A gastronomia macaense foi classificada como que tipo de património?"),
    options: o(["非物質文化遺產", "Intangible cultural heritage", "Património cultural intangível"], ["自然遺產", "Natural heritage", "Património natural"], ["世界記憶", "Memory of the World", "Memória do Mundo"], ["工業遺產", "Industrial heritage", "Património industrial"]),
    answer: "A",
    why: lt("土生葡人美食烹飪技藝已列入國家級非物質文化遺產名錄。", "It is on China's national list of intangible cultural heritage.", "Consta da lista nacional de património cultural intangível da China."),
  },
  {
    q: lt("連接澳門半島與氹仔的第一座大橋是？", "Which was the first bridge linking the Macau peninsula and Taipa?", "Qual foi a primeira ponte a ligar a península de Macau à Taipa?"),
    options: o(["西灣大橋", "Sai Van Bridge", "Ponte de Sai Van"], ["友誼大橋", "Friendship Bridge", "Ponte da Amizade"], ["嘉樂庇總督大橋", "Governor Nobre de Carvalho Bridge", "Ponte Governador Nobre de Carvalho"], ["港珠澳大橋", "Hong Kong–Zhuhai–Macao Bridge", "Ponte Hong Kong-Zhuhai-Macau"]),
    answer: "C",
    why: lt("嘉樂庇總督大橋於1974年通車，俗稱「舊大橋」。", "Opened in 1974, it is known locally as the 'old bridge'.", "Inaugurada em 1974, é conhecida como a 'ponte velha'."),
  },
  {
    q: lt("東望洋燈塔是哪一類建築的「中國沿海第一座」？", "Guia Lighthouse was the first modern what on the China coast?", "O Farol da Guia foi o primeiro moderno quê na costa da China?"),
    options: o(["教堂", "Church", "Igreja"], ["燈塔", "Lighthouse", "Farol"], ["炮台", "Fortress", "Fortaleza"], ["郵局", "Post office", "Estação de correios"]),
    answer: "B",
    why: lt("東望洋燈塔建於1865年，是中國沿海第一座現代燈塔。", "Built in 1865, it was the first modern lighthouse on the China coast.", "Construído em 1865, foi o primeiro farol moderno da costa chinesa."),
  },
  {
    q: lt("澳門的官方語文是？", "What are Macau's official languages?", "Quais são as línguas oficiais de Macau?"),
    options: o(["中文和英文", "Chinese and English", "Chinês e inglês"], ["中文和葡文", "Chinese and Portuguese", "Chinês e português"], ["只有中文", "Chinese only", "Apenas chinês"], ["葡文和英文", "Portuguese and English", "Português e inglês"]),
    answer: "B",
    why: lt("根據《基本法》，中文和葡文都是正式語文。", "Under the Basic Law, Chinese and Portuguese are both official.", "Segundo a Lei Básica, o chinês e o português são ambos oficiais."),
  },
  {
    q: lt("「豬扒包」的麵包通常是哪一種？", "What bread is a Macau pork chop bun usually made with?", "Que pão se usa normalmente na bifana de Macau (pork chop bun)?"),
    options: o(["牛角包", "Croissant", "Croissant"], ["豬仔包", "A crusty 'piggy' bun", "Um pão estaladiço ('pão de porco')"], ["多士", "Sliced toast", "Pão de forma"], ["饅頭", "Steamed bun", "Pão cozido a vapor"]),
    answer: "B",
    why: lt("豬扒包用外脆內軟的豬仔包夾着炸豬扒。", "A fried pork chop in a crusty-outside, soft-inside bun.", "Uma costeleta frita num pão estaladiço por fora e macio por dentro."),
  },
  {
    q: lt("議事亭前地的波浪紋地磚屬於哪種工藝？", "The wave-patterned paving of Senado Square is which craft?", "A calçada ondulada do Largo do Senado é que técnica?"),
    options: o(["葡式碎石路", "Portuguese pavement (calçada)", "Calçada portuguesa"], ["馬賽克玻璃", "Glass mosaic", "Mosaico de vidro"], ["青磚", "Blue brick", "Tijolo azul"], ["水磨石", "Terrazzo", "Terrazzo"]),
    answer: "A",
    why: lt("黑白石仔砌成的葡式碎石路是議事亭前地的標誌。", "Black and white stones set as Portuguese pavement mark the square.", "A calçada portuguesa em pedras pretas e brancas marca o largo."),
  },
  {
    q: lt("澳門國際煙花比賽匯演通常在哪個季節舉行？", "When is the Macau International Fireworks Display Contest usually held?", "Quando se realiza normalmente o Concurso Internacional de Fogo de Artifício de Macau?"),
    options: o(["春季", "Spring", "Primavera"], ["秋季（九至十月）", "Autumn (September–October)", "Outono (Setembro–Outubro)"], ["冬季", "Winter", "Inverno"], ["農曆新年", "Chinese New Year", "Ano Novo Chinês"]),
    answer: "B",
    why: lt("煙花比賽匯演多在九月至十月期間的週末晚上舉行。", "It is held on weekend evenings in September and October.", "Realiza-se em noites de fim-de-semana em Setembro e Outubro."),
  },
  {
    q: lt("路環的譚公廟旁有一個以哪種動物骨骼製成的龍舟模型？", "Tam Kung Temple in Coloane keeps a dragon boat model made from what?", "O Templo de Tam Kung, em Coloane, guarda um barco-dragão feito de quê?"),
    options: o(["象牙", "Ivory", "Marfim"], ["鯨骨", "A whale bone", "Um osso de baleia"], ["牛角", "Horn", "Chifre"], ["珊瑚", "Coral", "Coral"]),
    answer: "B",
    why: lt("譚公廟藏有一艘以鯨骨雕成的龍舟。", "The temple keeps a dragon boat carved from a whale bone.", "O templo guarda um barco-dragão esculpido num osso de baleia."),
  },
  {
    q: lt("澳廣視（TDM）於哪一年開始電視廣播？", "In which year did TDM begin television broadcasts?", "Em que ano começou a TDM as emissões de televisão?"),
    options: o(["1984年", "1984", "1984"], ["1962年", "1962", "1962"], ["1999年", "1999", "1999"], ["1975年", "1975", "1975"]),
    answer: "A",
    why: lt("澳廣視電視於1984年5月開播。", "TDM television went on air in May 1984.", "A televisão da TDM entrou no ar em Maio de 1984."),
  },
  {
    q: lt("澳門大熊貓館位於哪裡？", "Where is the Macau Giant Panda Pavilion?", "Onde fica o Pavilhão do Panda Gigante de Macau?"),
    options: o(["氹仔中央公園", "Taipa Central Park", "Parque Central da Taipa"], ["路環石排灣郊野公園", "Seac Pai Van Park, Coloane", "Parque de Seac Pai Van, Coloane"], ["二龍喉公園", "Flora Garden", "Jardim da Flora"], ["松山", "Guia Hill", "Colina da Guia"]),
    answer: "B",
    why: lt("大熊貓館位於路環石排灣郊野公園內。", "It is inside Seac Pai Van Park in Coloane.", "Fica no Parque de Seac Pai Van, em Coloane."),
  },
  {
    q: lt("澳門的區號（國際電話）是？", "What is Macau's international dialling code?", "Qual é o indicativo telefónico internacional de Macau?"),
    options: o(["+852", "+852", "+852"], ["+853", "+853", "+853"], ["+86", "+86", "+86"], ["+351", "+351", "+351"]),
    answer: "B",
    why: lt("澳門的國際電話區號是 +853。", "Macau's code is +853.", "O indicativo de Macau é +853."),
  },
  {
    q: lt("哪一種甜品是澳門的手信名物？", "Which sweet is a classic Macau souvenir?", "Que doce é uma lembrança clássica de Macau?"),
    options: o(["杏仁餅", "Almond cookies", "Bolachas de amêndoa"], ["月餅", "Mooncakes", "Bolos lunares"], ["馬卡龍", "Macarons", "Macarons"], ["朱古力", "Chocolate", "Chocolate"]),
    answer: "A",
    why: lt("杏仁餅是最受歡迎的澳門手信之一。", "Almond cookies are among the best-loved Macau souvenirs.", "As bolachas de amêndoa estão entre as lembranças mais procuradas."),
  },
  {
    q: lt("「醉龍節」在農曆哪一天舉行？", "On which lunar date is the Drunken Dragon Festival held?", "Em que data lunar se realiza a Festa do Dragão Embriagado?"),
    options: o(["四月初八", "8th day of the 4th month", "8.º dia do 4.º mês"], ["五月初五", "5th day of the 5th month", "5.º dia do 5.º mês"], ["八月十五", "15th day of the 8th month", "15.º dia do 8.º mês"], ["正月十五", "15th day of the 1st month", "15.º dia do 1.º mês"]),
    answer: "A",
    why: lt("醉龍節與浴佛節同日，在農曆四月初八。", "It falls with the Feast of the Bathing of Lord Buddha, on the 8th day of the 4th month.", "Coincide com a Festa do Banho de Buda, no 8.º dia do 4.º mês lunar."),
  },
  {
    q: lt("港珠澳大橋於哪一年正式通車？", "In which year did the Hong Kong–Zhuhai–Macao Bridge open?", "Em que ano abriu a Ponte Hong Kong-Zhuhai-Macau?"),
    options: o(["2016年", "2016", "2016"], ["2018年", "2018", "2018"], ["2020年", "2020", "2020"], ["2014年", "2014", "2014"]),
    answer: "B",
    why: lt("港珠澳大橋於2018年10月開通。", "The bridge opened in October 2018.", "A ponte abriu em Outubro de 2018."),
  },
  {
    q: lt("澳門輕軌氹仔線於哪一年投入服務？", "In which year did the Taipa line of the Macau Light Rapid Transit open?", "Em que ano abriu a Linha da Taipa do Metro Ligeiro?"),
    options: o(["2015年", "2015", "2015"], ["2019年", "2019", "2019"], ["2021年", "2021", "2021"], ["2012年", "2012", "2012"]),
    answer: "B",
    why: lt("輕軌氹仔線於2019年12月通車。", "The Taipa line opened in December 2019.", "A Linha da Taipa abriu em Dezembro de 2019."),
  },
  {
    q: lt("「非洲雞」是哪一種菜式？", "What is 'African chicken'?", "O que é a 'galinha à africana'?"),
    options: o(["一種甜品", "A dessert", "Uma sobremesa"], ["以香料醬汁烤製的雞", "Chicken grilled in a spiced sauce", "Frango grelhado num molho condimentado"], ["雞湯", "A chicken soup", "Uma canja"], ["炸雞翼", "Fried wings", "Asas fritas"]),
    answer: "B",
    why: lt("非洲雞是澳門土生葡人菜，以椰汁、花生及香料醬汁烤製。", "A Macanese dish grilled with a sauce of coconut, peanut and spices.", "Prato macaense grelhado com molho de coco, amendoim e especiarias."),
  },
  {
    q: lt("澳門最高的山是？", "What is the highest hill in Macau?", "Qual é a elevação mais alta de Macau?"),
    options: o(["東望洋山", "Guia Hill", "Colina da Guia"], ["疊石塘山", "Coloane Alto", "Alto de Coloane"], ["大潭山", "Taipa Grande", "Taipa Grande"], ["媽閣山", "Barra Hill", "Colina da Barra"]),
    answer: "B",
    why: lt("路環疊石塘山高約170米，是澳門最高點。", "Coloane Alto, about 170 m, is Macau's highest point.", "O Alto de Coloane, com cerca de 170 m, é o ponto mais alto."),
  },
  {
    q: lt("盧家大屋是哪一類建築？", "What kind of building is the Lou Kau Mansion?", "Que tipo de edifício é a Casa de Lou Kau?"),
    options: o(["西關大屋式中式住宅", "A Chinese merchant's house in Xiguan style", "Uma casa de mercador chinês ao estilo de Xiguan"], ["葡式別墅", "A Portuguese villa", "Uma vivenda portuguesa"], ["寺廟", "A temple", "Um templo"], ["炮台", "A fort", "Uma fortaleza"]),
    answer: "A",
    why: lt("盧家大屋建於1889年，是富商盧華紹的西關大屋式住宅。", "Built in 1889 for the merchant Lou Wa Sio, in the Xiguan style.", "Construída em 1889 para o comerciante Lou Wa Sio, ao estilo de Xiguan."),
  },
  {
    q: lt("澳門國際音樂節通常在哪個月份揭幕？", "In which month does the Macau International Music Festival usually open?", "Em que mês abre normalmente o Festival Internacional de Música de Macau?"),
    options: o(["一月", "January", "Janeiro"], ["五月", "May", "Maio"], ["十月", "October", "Outubro"], ["十二月", "December", "Dezembro"]),
    answer: "C",
    why: lt("音樂節一般在十月揭幕，節目持續至十一月。", "It usually opens in October and runs into November.", "Abre normalmente em Outubro e prolonga-se por Novembro."),
  },
  {
    q: lt("「水蟹粥」常見於澳門哪一區的大排檔？", "In which area of Macau is crab congee a street-food favourite?", "Em que zona de Macau é a canja de caranguejo um clássico?"),
    options: o(["路氹城", "Cotai", "Cotai"], ["新口岸", "NAPE", "NAPE"], ["台山及筷子基一帶", "Toi San and Fai Chi Kei", "Toi San e Fai Chi Kei"], ["南灣湖", "Nam Van Lake", "Lago Nam Van"]),
    answer: "C",
    why: lt("台山、筷子基一帶的粥店以水蟹粥聞名。", "Congee shops around Toi San and Fai Chi Kei are famed for it.", "As casas de canja de Toi San e Fai Chi Kei são famosas por ela."),
  },
  {
    q: lt("澳門回歸紀念日是哪一天？", "On which day is Macao SAR Establishment Day?", "Em que dia é o Dia do Estabelecimento da RAEM?"),
    options: o(["10月1日", "1 October", "1 de Outubro"], ["12月20日", "20 December", "20 de Dezembro"], ["7月1日", "1 July", "1 de Julho"], ["6月10日", "10 June", "10 de Junho"]),
    answer: "B",
    why: lt("12月20日是澳門特別行政區成立紀念日，為公眾假期。", "20 December is a public holiday marking the SAR's establishment.", "O 20 de Dezembro é feriado e assinala o estabelecimento da RAEM."),
  },
  {
    q: lt("澳門格蘭披治大賽車最早於哪一年舉行？", "In which year was the first Macau Grand Prix held?", "Em que ano se realizou o primeiro Grande Prémio de Macau?"),
    options: o(["1954年", "1954", "1954"], ["1967年", "1967", "1967"], ["1980年", "1980", "1980"], ["1949年", "1949", "1949"]),
    answer: "A",
    why: lt("首屆大賽車於1954年舉行，最初是業餘賽事。", "The first race, in 1954, was an amateur event.", "A primeira corrida, em 1954, foi uma prova amadora."),
  },
  {
    q: lt("氹仔官也街以甚麼聞名？", "What is Rua do Cunha in Taipa famous for?", "Pelo que é famosa a Rua do Cunha, na Taipa?"),
    options: o(["手信及小食", "Snacks and souvenirs", "Petiscos e lembranças"], ["電子產品", "Electronics", "Electrónica"], ["古董傢俬", "Antique furniture", "Mobiliário antigo"], ["賭場", "Casinos", "Casinos"]),
    answer: "A",
    why: lt("官也街滿是手信店和小食店，是遊客必到之地。", "It is lined with souvenir and snack shops.", "Está repleta de lojas de lembranças e petiscos."),
  },
  {
    q: lt("澳門的「葡國雞」其實源於哪裡？", "Where does 'Portuguese chicken' actually come from?", "De onde vem realmente a 'galinha à portuguesa'?"),
    options: o(["葡萄牙里斯本", "Lisbon", "Lisboa"], ["澳門", "Macau", "Macau"], ["巴西", "Brazil", "Brasil"], ["果阿", "Goa", "Goa"]),
    answer: "B",
    why: lt("葡國雞是澳門發展出來的菜式，葡萄牙本土並沒有。", "It was created in Macau; it is not a dish of Portugal itself.", "Foi criada em Macau; não é um prato de Portugal."),
  },
  {
    q: lt("澳門的天然淡水主要來自哪條河流？", "From which river does most of Macau's fresh water come?", "De que rio vem a maior parte da água doce de Macau?"),
    options: o(["長江", "The Yangtze", "Rio Yangtzé"], ["西江（珠江水系）", "The West River (Pearl River system)", "Rio Oeste (sistema do Rio das Pérolas)"], ["黃河", "The Yellow River", "Rio Amarelo"], ["湄公河", "The Mekong", "Rio Mekong"]),
    answer: "B",
    why: lt("澳門原水主要由珠海經西江水系供應。", "Raw water comes mainly from Zhuhai, from the West River system.", "A água bruta vem sobretudo de Zhuhai, do sistema do Rio Oeste."),
  },
];

/** How many days of questions the demo has before today (so that tests and the leaderboard see past days). */
const DAYS_BEFORE = 3;

/**
 * A question for every Macao day from three days ago to a month ahead (the list repeats when it runs out). Seed
 * order 95: after the members.
 */
async function seedGame(db: Db, now: Date): Promise<void> {
  const rows = [];
  for (let offset = -DAYS_BEFORE; offset <= 31; offset++) {
    const q = QUESTIONS[(offset + DAYS_BEFORE) % QUESTIONS.length]!;
    rows.push({ day: macauDate(daysAfter(now, offset)), question: q.q, options: q.options, answer: q.answer, explanation: q.why });
  }
  await db.insert(quizQuestions).values(rows);
}

export const seedStep = defineSeedStep(95, seedGame);
