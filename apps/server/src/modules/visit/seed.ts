import { VISIT_RULES_FIELD } from "@portal/contract/visits";
import type { Db } from "../../db/client.ts";
import { visitCategories, visitFormFields, visitIntroductions, visitLocations, visitProgramme, visitSlots } from "./tables.ts";
import { MACAU_OFFSET_MS, macauDate } from "../../platform/macau-time.ts";
import { ART } from "../../db/seed/assets.ts";
import { lt, spread } from "../../db/seed/helpers.ts";
import { defineSeedStep } from "../../db/seed/steps.ts";

/**
 * Demo studio visits (docs/visits.md): the programme page, two locations with what groups see there by category,
 * weekday tours at 10:00 and 15:00 Macao time for the next 30 days (capacity 20 to 40), and the booking form's
 * fields. Written for the demo; Simplified Chinese is derived with OpenCC.
 */

const DAY_MS = 86_400_000;

const PROGRAMME = {
  title: lt("參觀澳廣視", "Visit TDM", "Visite a TDM"),
  intro: lt(
    "走進澳門公共廣播的幕後：看新聞主播如何在直播前準備、錄影廠如何在幾分鐘內換景，聽電台主持人講述節目的誕生。導賞團由澳廣視同事帶領，歡迎學校、社團、長者中心及企業以團體形式預約，費用全免。",
    "Step behind the scenes of Macau's public broadcaster: watch how presenters get ready before the news goes live, how a studio changes its set in minutes, and hear radio hosts explain how a programme comes together. Tours are led by TDM staff and are free of charge for schools, associations, elderly centres and companies booking as a group.",
    "Conheça os bastidores da televisão e rádio públicas de Macau: veja como os pivôs se preparam antes do telejornal, como um estúdio muda de cenário em minutos, e ouça os locutores contar como nasce um programa. As visitas são guiadas por profissionais da TDM e são gratuitas para escolas, associações, centros de idosos e empresas que marquem em grupo.",
  ),
  picture: ART.camera,
  rules: [
    lt("每團人數為 10 至 20 人；超過 20 人的團體須同時預約同一天的第二個時段，分兩組參觀（每次預約最多 40 人）。", "Groups have 10 to 20 people. A group of more than 20 also books a second, later time slot on the same day and tours in two parts (at most 40 people per booking).", "Os grupos têm entre 10 e 20 pessoas. Um grupo com mais de 20 marca também um segundo horário, mais tarde no mesmo dia, e visita em duas partes (no máximo 40 pessoas por marcação)."),
    lt("請於參觀日最少一天前預約；時段額滿後即停止接受預約。", "Book at least one day before the visit; a time slot closes once it is full.", "Marque pelo menos um dia antes da visita; um horário fecha quando fica cheio."),
    lt("未滿 12 歲的參觀者須由成人陪同，每 10 名學生最少一名老師。", "Visitors under 12 come with adults: at least one teacher for every ten pupils.", "Os visitantes com menos de 12 anos vêm acompanhados: pelo menos um professor por cada dez alunos."),
    lt("直播期間部分區域不開放，實際路線以當日安排為準。", "Some areas close while programmes are on air; the route on the day may change.", "Algumas zonas fecham durante as emissões em direto; o percurso pode mudar no próprio dia."),
  ],
  notes: [
    lt("請於參觀開始前 15 分鐘到達接待處，並出示預約編號。", "Please arrive at reception 15 minutes before the tour and show your booking reference.", "Chegue à receção 15 minutos antes da visita e apresente a referência da marcação."),
    lt("錄影廠內不可飲食；可拍照，但請勿使用閃光燈。", "No food or drink in the studios. Photos are welcome, without flash.", "Não é permitido comer nem beber nos estúdios. Pode fotografar, sem flash."),
    lt("兩個參觀地點均設無障礙通道；如有輪椅使用者，請在表格中註明。", "Both places are step-free; tell us in the form if anyone in the group uses a wheelchair.", "Os dois locais têm acesso sem degraus; indique no formulário se alguém no grupo usa cadeira de rodas."),
  ],
  contactEmail: "visits@tdm.example.mo",
  contactPhone: "2833 5888",
};

const LOCATIONS = [
  {
    slug: "headquarters",
    name: lt("澳廣視總部大樓", "TDM Headquarters", "Sede da TDM"),
    address: lt("澳門東望洋斜巷 15 號", "15 Rampa da Guia, Macau", "Rampa da Guia, n.º 15, Macau"),
    description: lt(
      "新聞中心、電視錄影廠及電台直播室都在這裡。導賞約 90 分鐘，可在新聞主播台前拍照留念。",
      "Home of the newsroom, the television studios and the radio on-air rooms. The tour takes about 90 minutes and ends with a photo at the news desk.",
      "Aqui ficam a redação, os estúdios de televisão e as salas de emissão da rádio. A visita dura cerca de 90 minutos e termina com uma fotografia na bancada do telejornal.",
    ),
    picture: ART.microphone,
    minutes: 90,
  },
  {
    slug: "coloane-centre",
    name: lt("路環製作中心", "Coloane Production Centre", "Centro de Produção de Coloane"),
    address: lt("澳門路環石排灣馬路 88 號", "88 Estrada de Seac Pai Van, Coloane", "Estrada de Seac Pai Van, n.º 88, Coloane"),
    description: lt(
      "大型綜藝節目及體育轉播的製作基地，設有廣播歷史展覽廳。導賞約 75 分鐘。",
      "The base for large entertainment shows and sports coverage, with a gallery of broadcasting history. The tour takes about 75 minutes.",
      "A base dos grandes programas de entretenimento e das transmissões desportivas, com uma galeria da história da radiodifusão. A visita dura cerca de 75 minutos.",
    ),
    picture: ART.stadium,
    minutes: 75,
  },
] as const;

const CATEGORIES = [
  { slug: "studios", name: lt("錄影廠", "Studios", "Estúdios") },
  { slug: "newsroom", name: lt("新聞中心", "Newsroom", "Redação") },
  { slug: "radio", name: lt("電台", "Radio", "Rádio") },
  { slug: "museum", name: lt("展覽廳", "Gallery", "Galeria") },
] as const;
type CategorySlug = (typeof CATEGORIES)[number]["slug"];
type LocationSlug = (typeof LOCATIONS)[number]["slug"];

const INTRODUCTIONS: { location: LocationSlug; category: CategorySlug; title: ReturnType<typeof lt>; body: ReturnType<typeof lt>; picture: string }[] = [
  {
    location: "headquarters",
    category: "newsroom",
    title: lt("新聞中心", "The newsroom", "A redação"),
    body: lt(
      "中、葡、英文新聞團隊在同一個編輯室工作。你會看到編輯如何挑選當日新聞、記者如何把片段剪輯成報道，以及直播前最後十分鐘的倒數。",
      "The Chinese, Portuguese and English news teams share one floor. See how editors choose the day's stories, how reporters cut their footage into reports, and the last ten minutes before the bulletin goes live.",
      "As equipas de notícias em chinês, português e inglês partilham o mesmo piso. Veja como os editores escolhem as notícias do dia, como os repórteres montam as peças e os últimos dez minutos antes do telejornal.",
    ),
    picture: ART.globe,
  },
  {
    location: "headquarters",
    category: "studios",
    title: lt("新聞錄影廠", "The news studio", "O estúdio do telejornal"),
    body: lt(
      "站在主播台前，看看提詞機、燈光和三部機械臂攝影機如何配合，並在導播室聽導播指揮一次直播。",
      "Stand at the news desk, see how the teleprompter, the lights and three robotic cameras work together, and listen in the gallery as the director calls a live broadcast.",
      "Fique na bancada do telejornal, veja como o teleponto, a luz e três câmaras robóticas trabalham em conjunto, e ouça na régie o realizador a conduzir uma emissão em direto.",
    ),
    picture: ART.camera,
  },
  {
    location: "headquarters",
    category: "radio",
    title: lt("電台直播室", "Radio on air", "Rádio em direto"),
    body: lt(
      "澳門電台及葡文電台的直播室就在隔鄰。主持人會示範如何控制混音台，參觀者更可錄製一段屬於自己的電台開場白。",
      "The on-air rooms of Rádio Macau's Chinese and Portuguese channels sit side by side. A host shows how the mixing desk works, and visitors can record their own radio introduction.",
      "As salas de emissão dos canais chinês e português da Rádio Macau ficam lado a lado. Um locutor mostra como funciona a mesa de mistura e os visitantes podem gravar a sua própria abertura de rádio.",
    ),
    picture: ART.microphone,
  },
  {
    location: "coloane-centre",
    category: "studios",
    title: lt("一號大型錄影廠", "Studio One", "Estúdio Um"),
    body: lt(
      "澳門最大的電視錄影廠，面積逾八百平方米，新春晚會及選秀節目都在這裡製作。可近距離看佈景、升降台和 LED 背景牆。",
      "Macau's largest television studio, over 800 square metres, where the Lunar New Year gala and talent shows are made. See the sets, the stage lifts and the LED wall up close.",
      "O maior estúdio de televisão de Macau, com mais de 800 metros quadrados, onde se fazem a gala do Ano Novo Lunar e os concursos de talentos. Veja de perto os cenários, os elevadores de palco e o ecrã LED.",
    ),
    picture: ART.festival,
  },
  {
    location: "coloane-centre",
    category: "museum",
    title: lt("廣播歷史展覽廳", "Broadcasting history gallery", "Galeria da história da rádio e televisão"),
    body: lt(
      "由 1933 年澳門第一個電台廣播，到 1984 年澳廣視開台及今日的網上直播：展出舊式咪高峰、攝影機和珍貴的節目片段。",
      "From Macau's first radio broadcast in 1933 to the opening of TDM in 1984 and today's online streams: old microphones, cameras and rare programme footage.",
      "Da primeira emissão de rádio em Macau, em 1933, à abertura da TDM em 1984 e às emissões online de hoje: microfones e câmaras antigos e imagens raras de programas.",
    ),
    picture: ART.heritage,
  },
  {
    location: "coloane-centre",
    category: "newsroom",
    title: lt("體育轉播車", "The sports outside-broadcast truck", "A carrinha de exteriores do desporto"),
    body: lt(
      "格蘭披治大賽車及國際賽事都靠這部轉播車直播。走進車內，看十多個畫面如何在同一時間切換。",
      "The Grand Prix and international matches go out live from this truck. Step inside and see a dozen pictures switched at the same time.",
      "O Grande Prémio e os jogos internacionais saem em direto desta carrinha. Entre e veja uma dúzia de imagens a ser comutadas ao mesmo tempo.",
    ),
    picture: ART.racing,
  },
];

type FieldSeed = typeof visitFormFields.$inferInsert;
const FIELDS: FieldSeed[] = [
  { key: "organisation", type: "text", label: lt("機構／團體名稱", "Organisation or group", "Entidade ou grupo"), required: true, rule: "required", maxLength: 200 },
  {
    key: "groupType",
    type: "select",
    label: lt("團體類別", "Type of group", "Tipo de grupo"),
    required: true,
    rule: "required",
    options: [
      { value: "school", label: lt("學校", "School", "Escola") },
      { value: "association", label: lt("社團", "Association", "Associação") },
      { value: "elderly", label: lt("長者中心", "Elderly centre", "Centro de idosos") },
      { value: "company", label: lt("企業", "Company", "Empresa") },
      { value: "other", label: lt("其他", "Other", "Outro") },
    ],
  },
  { key: "contactName", type: "text", label: lt("聯絡人姓名", "Contact name", "Nome do contacto"), required: true, rule: "required", maxLength: 200 },
  { key: "phone", type: "text", label: lt("聯絡電話", "Mobile phone", "Telemóvel"), hint: lt("澳門手機號碼，8 位數字", "A Macau mobile number, 8 digits", "Um número de telemóvel de Macau, 8 algarismos"), required: true, rule: "phone" },
  { key: "email", type: "text", label: lt("電郵地址", "E-mail address", "Endereço de e-mail"), hint: lt("確認電郵會寄到這個地址", "The acknowledgement is sent to this address", "A confirmação é enviada para este endereço"), required: true, rule: "email" },
  {
    key: "headcount",
    type: "number",
    label: lt("參觀人數", "Number of visitors", "Número de visitantes"),
    hint: lt("10 至 20 人；超過 20 人須選擇第二個時段（最多 40 人）", "10 to 20 people; above 20, choose a second time slot (at most 40)", "10 a 20 pessoas; acima de 20, escolha um segundo horário (no máximo 40)"),
    required: true,
    rule: "visitHeadcount",
    min: 10,
    max: 40,
  },
  { key: "slotIds", type: "slot", label: lt("參觀時段", "Time slot", "Horário"), required: true, rule: "required" },
  {
    key: "tourLanguage",
    type: "select",
    label: lt("導賞語言", "Tour language", "Língua da visita"),
    required: true,
    rule: "required",
    options: [
      { value: "cantonese", label: lt("粵語", "Cantonese", "Cantonês") },
      { value: "mandarin", label: lt("普通話", "Mandarin", "Mandarim") },
      { value: "portuguese", label: lt("葡萄牙語", "Portuguese", "Português") },
      { value: "english", label: lt("英語", "English", "Inglês") },
    ],
  },
  { key: "ageRange", type: "text", label: lt("參觀者年齡／年級", "Visitors' age or school year", "Idade ou ano escolar dos visitantes"), required: false, rule: "none", maxLength: 100 },
  { key: "wheelchair", type: "checkbox", label: lt("團體中有輪椅使用者", "Someone in the group uses a wheelchair", "Alguém no grupo usa cadeira de rodas"), required: false, rule: "none" },
  { key: "notes", type: "text", label: lt("備註", "Anything we should know", "Observações"), required: false, rule: "none", maxLength: 500 },
  { key: VISIT_RULES_FIELD, type: "checkbox", label: lt("我已閱讀並同意參觀須知", "I have read and accept the visit rules", "Li e aceito as regras da visita"), required: true, rule: "required" },
];

/** Weekday tours at 10:00 and 15:00 Macao time from tomorrow for 30 days; capacities vary from 20 to 40. */
function slotRows(locationIds: number[], minutes: number[], now: Date) {
  const today = macauDate(now);
  const rows: (typeof visitSlots.$inferInsert)[] = [];
  for (let day = 1; day <= 30; day++) {
    const date = new Date(Date.parse(`${today}T00:00:00Z`) + day * DAY_MS);
    const weekday = date.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    locationIds.forEach((locationId, i) => {
      for (const hour of [10, 15]) {
        const startsAt = new Date(date.getTime() + hour * 3_600_000 - MACAU_OFFSET_MS);
        rows.push({ locationId, startsAt, endsAt: new Date(startsAt.getTime() + minutes[i]! * 60_000), capacity: 20 + 5 * (spread(day * 7 + i * 3 + hour, 0, 5)), booked: 0 });
      }
    });
  }
  return rows;
}

async function seedVisits(db: Db, now: Date): Promise<void> {
  await db.insert(visitProgramme).values(PROGRAMME);
  const locations = await db
    .insert(visitLocations)
    .values(LOCATIONS.map((location, i) => ({ ...location, sortOrder: i })))
    .returning({ id: visitLocations.id, slug: visitLocations.slug });
  const categories = await db
    .insert(visitCategories)
    .values(CATEGORIES.map((category, i) => ({ ...category, sortOrder: i })))
    .returning({ id: visitCategories.id, slug: visitCategories.slug });
  const idOf = (rows: { id: number; slug: string }[], slug: string) => rows.find((row) => row.slug === slug)!.id;
  await db.insert(visitIntroductions).values(
    INTRODUCTIONS.map((intro, i) => ({
      locationId: idOf(locations, intro.location),
      categoryId: idOf(categories, intro.category),
      title: intro.title,
      body: intro.body,
      picture: intro.picture,
      sortOrder: i,
    })),
  );
  await db.insert(visitSlots).values(slotRows(locations.map((l) => l.id), LOCATIONS.map((l) => l.minutes), now));
  await db.insert(visitFormFields).values(FIELDS.map((field, i) => ({ ...field, sortOrder: i })));
}

// Order 97: after the content it stands beside; nothing refers to it.
export const seedStep = defineSeedStep(97, seedVisits);
