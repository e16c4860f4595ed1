import type { Db } from "../../db/client.ts";
import type { LocalizedText } from "../../db/columns.ts";
import { countries, dictionaryEntries } from "./tables.ts";
import { lt } from "../../db/seed/helpers.ts";
import { defineSeedStep } from "../../db/seed/steps.ts";

type Entry = [value: string, label: LocalizedText, children?: Entry[]];

const EDUCATION: Entry[] = [
  ["primary", lt("小學或以下", "Primary or below", "Ensino primário ou inferior")],
  ["junior_secondary", lt("初中", "Junior secondary", "Ensino secundário geral")],
  ["senior_secondary", lt("高中", "Senior secondary", "Ensino secundário complementar")],
  ["vocational", lt("職業技術教育", "Vocational and technical", "Ensino técnico-profissional")],
  ["associate", lt("副學士／高等專科", "Associate degree / higher diploma", "Bacharelato / diploma superior")],
  ["bachelor", lt("學士", "Bachelor's degree", "Licenciatura")],
  ["master", lt("碩士", "Master's degree", "Mestrado")],
  ["doctorate", lt("博士", "Doctorate", "Doutoramento")],
];

const PROFESSION: Entry[] = [
  [
    "public",
    lt("公共行政", "Public administration", "Administração pública"),
    [
      ["public_civil_servant", lt("公務人員", "Civil servant", "Funcionário público")],
      ["public_security", lt("保安部隊", "Security forces", "Forças de segurança")],
    ],
  ],
  [
    "gaming_hospitality",
    lt("博彩、酒店及娛樂", "Gaming, hotels and entertainment", "Jogo, hotelaria e entretenimento"),
    [
      ["gaming_dealer", lt("荷官及博彩從業員", "Dealer and gaming staff", "Croupier e pessoal do jogo")],
      ["hotel_service", lt("酒店服務", "Hotel services", "Serviços hoteleiros")],
      ["food_beverage", lt("餐飲服務", "Food and beverage", "Restauração")],
    ],
  ],
  ["retail", lt("批發及零售", "Wholesale and retail", "Comércio por grosso e a retalho")],
  ["finance", lt("金融及保險", "Finance and insurance", "Finanças e seguros")],
  ["construction", lt("建築及地產", "Construction and real estate", "Construção e imobiliário")],
  [
    "education_health",
    lt("教育、醫療及社會服務", "Education, health and social services", "Educação, saúde e ação social"),
    [
      ["teacher", lt("教師", "Teacher", "Professor")],
      ["healthcare", lt("醫護人員", "Healthcare worker", "Profissional de saúde")],
      ["social_worker", lt("社會工作者", "Social worker", "Assistente social")],
    ],
  ],
  ["it", lt("資訊科技", "Information technology", "Tecnologias de informação")],
  ["media_creative", lt("傳媒及文化創意", "Media and creative industries", "Comunicação social e indústrias criativas")],
  ["transport", lt("運輸及物流", "Transport and logistics", "Transportes e logística")],
  ["self_employed", lt("自僱人士", "Self-employed", "Trabalhador por conta própria")],
  ["student", lt("學生", "Student", "Estudante")],
  ["homemaker", lt("家務料理者", "Homemaker", "Doméstico")],
  ["retired", lt("退休人士", "Retired", "Reformado")],
  ["other", lt("其他", "Other", "Outra")],
];

const MONTHLY_PROFIT: Entry[] = [
  ["none", lt("沒有收入", "No income", "Sem rendimento")],
  ["below_10000", lt("澳門元 10,000 以下", "Below MOP 10,000", "Menos de 10 000 patacas")],
  ["10000_19999", lt("澳門元 10,000 – 19,999", "MOP 10,000 – 19,999", "10 000 – 19 999 patacas")],
  ["20000_29999", lt("澳門元 20,000 – 29,999", "MOP 20,000 – 29,999", "20 000 – 29 999 patacas")],
  ["30000_39999", lt("澳門元 30,000 – 39,999", "MOP 30,000 – 39,999", "30 000 – 39 999 patacas")],
  ["40000_59999", lt("澳門元 40,000 – 59,999", "MOP 40,000 – 59,999", "40 000 – 59 999 patacas")],
  ["60000_plus", lt("澳門元 60,000 或以上", "MOP 60,000 or more", "60 000 patacas ou mais")],
  ["undisclosed", lt("不願透露", "Prefer not to say", "Prefiro não dizer")],
];

function dictionaryRows(slug: string, entries: Entry[], parentValue: string | null = null): (typeof dictionaryEntries.$inferInsert)[] {
  return entries.flatMap(([value, label, children], index) => [
    { slug, value, parentValue, label, sortOrder: (index + 1) * 10 },
    ...(children ? dictionaryRows(slug, children, value) : []),
  ]);
}

/** Macao first, then the neighbours, the Portuguese-speaking countries and the rest. */
const COUNTRIES: [code: string, dial: string, label: LocalizedText][] = [
  ["MO", "853", lt("中國澳門", "Macau, China", "Macau, China")],
  ["HK", "852", lt("中國香港", "Hong Kong, China", "Hong Kong, China")],
  ["CN", "86", lt("中國內地", "Mainland China", "China Continental")],
  ["TW", "886", lt("中國台灣", "Taiwan, China", "Taiwan, China")],
  ["PT", "351", lt("葡萄牙", "Portugal", "Portugal")],
  ["BR", "55", lt("巴西", "Brazil", "Brasil")],
  ["AO", "244", lt("安哥拉", "Angola", "Angola")],
  ["MZ", "258", lt("莫桑比克", "Mozambique", "Moçambique")],
  ["CV", "238", lt("佛得角", "Cape Verde", "Cabo Verde")],
  ["GW", "245", lt("幾內亞比紹", "Guinea-Bissau", "Guiné-Bissau")],
  ["ST", "239", lt("聖多美和普林西比", "São Tomé and Príncipe", "São Tomé e Príncipe")],
  ["TL", "670", lt("東帝汶", "Timor-Leste", "Timor-Leste")],
  ["GQ", "240", lt("赤道幾內亞", "Equatorial Guinea", "Guiné Equatorial")],
  ["PH", "63", lt("菲律賓", "Philippines", "Filipinas")],
  ["VN", "84", lt("越南", "Vietnam", "Vietname")],
  ["ID", "62", lt("印度尼西亞", "Indonesia", "Indonésia")],
  ["TH", "66", lt("泰國", "Thailand", "Tailândia")],
  ["MY", "60", lt("馬來西亞", "Malaysia", "Malásia")],
  ["SG", "65", lt("新加坡", "Singapore", "Singapura")],
  ["MM", "95", lt("緬甸", "Myanmar", "Myanmar")],
  ["NP", "977", lt("尼泊爾", "Nepal", "Nepal")],
  ["IN", "91", lt("印度", "India", "Índia")],
  ["JP", "81", lt("日本", "Japan", "Japão")],
  ["KR", "82", lt("韓國", "South Korea", "Coreia do Sul")],
  ["AU", "61", lt("澳洲", "Australia", "Austrália")],
  ["NZ", "64", lt("新西蘭", "New Zealand", "Nova Zelândia")],
  ["GB", "44", lt("英國", "United Kingdom", "Reino Unido")],
  ["FR", "33", lt("法國", "France", "França")],
  ["DE", "49", lt("德國", "Germany", "Alemanha")],
  ["ES", "34", lt("西班牙", "Spain", "Espanha")],
  ["IT", "39", lt("意大利", "Italy", "Itália")],
  ["US", "1", lt("美國", "United States", "Estados Unidos")],
  ["CA", "1", lt("加拿大", "Canada", "Canadá")],
];

/** Dictionaries and countries. */
async function seedReference(db: Db): Promise<void> {
  await db
    .insert(dictionaryEntries)
    .values([
      ...dictionaryRows("education", EDUCATION),
      ...dictionaryRows("profession", PROFESSION),
      ...dictionaryRows("monthly_profit", MONTHLY_PROFIT),
    ]);
  await db.insert(countries).values(COUNTRIES.map(([code, dialCode, label], index) => ({ code, dialCode, label, sortOrder: (index + 1) * 10 })));
}

// Seed order 40.
export const seedStep = defineSeedStep(40, seedReference);
