import type { Db } from "../../db/client.ts";
import type { LocalizedText } from "../../db/columns.ts";
import { broadcastCategories, broadcastChannels, broadcastSlots, specialLives } from "./tables.ts";
import { messageTemplates } from "../settings/tables.ts";
import { defineSeedStep } from "../../db/seed/steps.ts";

/**
 * The demo's channels and their weekly grid (docs/media.md): two TV and two radio channels, each a full day of
 * slots, some differing at the weekend. The grid is a weekly template expanded when a day is asked for, so the
 * schedule of "today" is never stale however long the demo runs. Titles written for this portal.
 */
const t = (zh_TW: string, en: string, pt: string): LocalizedText => ({ zh_TW, en, pt });

const CATEGORIES: [string, LocalizedText][] = [
  ["news", t("新聞", "News", "Informação")],
  ["magazine", t("時事雜誌", "Current affairs", "Atualidade")],
  ["documentary", t("紀錄片", "Documentary", "Documentário")],
  ["culture", t("文化", "Culture", "Cultura")],
  ["food", t("飲食", "Food", "Gastronomia")],
  ["talk", t("清談", "Talk", "Conversa")],
  ["drama", t("劇集", "Drama", "Ficção")],
  ["film", t("電影", "Film", "Cinema")],
  ["kids", t("兒童", "Children", "Infantil")],
  ["music", t("音樂", "Music", "Música")],
  ["sport", t("體育", "Sport", "Desporto")],
  ["general", t("綜合", "General", "Variedades")],
];

const DAILY = 0b1111111;
const WEEKDAYS = 0b0011111;
const SATURDAY = 0b0100000;
const SUNDAY = 0b1000000;
const WEEKEND = SATURDAY | SUNDAY;

/** [start "HH:MM", minutes, programme slug or null, category, title, days] */
type Slot = [string, number, string | null, string, LocalizedText, number?];

const MACAU_TONIGHT = t("澳門今夜", "Macau Tonight", "Macau Esta Noite");
const STREET_STORIES = t("街坊故事", "Street Stories", "Histórias de Bairro");
const GOURMET_WALK = t("美食漫遊", "Gourmet Walk", "Passeio Gourmet");
const HERITAGE_TRAILS = t("文化遺產行", "Heritage Trails", "Trilhos do Património");
const YOUTH_VOICE = t("青年說", "Youth Voice", "Voz da Juventude");
const CLOSE_UP = t("澳門特寫", "Macau Close-up", "Macau em Close-up");
const BOM_DIA = t("澳門早晨（葡語）", "Bom Dia Macau", "Bom Dia Macau");
const SPORT_WEEKLY = t("體育週報", "Sport Weekly", "Semanário Desportivo");
const GP_MAGAZINE = t("格蘭披治雜誌", "Grand Prix Magazine", "Revista do Grande Prémio");

const TDM_MACAU: Slot[] = [
  ["00:00", 120, null, "film", t("深夜電影：濠江歲月", "Late Film: Harbour Years", "Filme da Noite: Anos do Porto")],
  ["02:00", 240, null, "general", t("節目重溫", "Encore", "Reposições")],
  ["06:00", 60, null, "news", t("晨早新聞", "Morning News", "Notícias da Manhã")],
  ["07:00", 120, null, "magazine", t("早晨澳門", "Good Morning Macau", "Bom Dia, Cidade")],
  ["09:00", 60, "heritage-trails", "culture", HERITAGE_TRAILS],
  ["10:00", 60, "street-stories", "documentary", STREET_STORIES],
  ["11:00", 60, "gourmetwalk", "food", GOURMET_WALK],
  ["12:00", 60, null, "news", t("午間新聞", "Midday News", "Noticiário da Tarde")],
  ["13:00", 120, null, "drama", t("劇集：新馬路的日與夜", "Drama: Days and Nights on the Avenida", "Série: Dias e Noites na Avenida")],
  ["15:00", 60, "youth-voice", "talk", YOUTH_VOICE],
  ["16:00", 60, null, "kids", t("小小探索隊", "Little Explorers", "Pequenos Exploradores")],
  ["17:00", 60, "heritage-trails", "culture", HERITAGE_TRAILS],
  ["18:00", 60, "gourmetwalk", "food", GOURMET_WALK],
  ["19:00", 30, null, "news", t("澳視新聞", "TDM News", "Notícias TDM")],
  ["19:30", 60, "macau-tonight", "magazine", MACAU_TONIGHT],
  ["20:30", 60, "street-stories", "documentary", STREET_STORIES, WEEKDAYS],
  ["20:30", 60, "sport-weekly", "sport", SPORT_WEEKLY, SATURDAY],
  ["20:30", 60, "grand-prix-magazine", "sport", GP_MAGAZINE, SUNDAY],
  ["21:30", 60, "youth-voice", "talk", YOUTH_VOICE, WEEKDAYS],
  ["21:30", 60, "heritage-trails", "culture", HERITAGE_TRAILS, WEEKEND],
  ["22:30", 30, null, "news", t("夜間新聞", "Late News", "Última Hora")],
  ["23:00", 60, "macau-tonight", "magazine", t("澳門今夜（重播）", "Macau Tonight (repeat)", "Macau Esta Noite (repetição)")],
];

const TDM_CANAL_MACAU: Slot[] = [
  ["00:00", 120, null, "film", t("午夜影院", "Midnight Cinema", "Cinema da Meia-Noite")],
  ["02:00", 300, null, "general", t("節目重溫", "Encore", "Reposições")],
  ["07:00", 60, "bom-dia-macau", "magazine", BOM_DIA],
  ["08:00", 120, "macau-closeup", "magazine", CLOSE_UP],
  ["10:00", 120, null, "documentary", t("紀錄片：三角洲航道", "Documentary: Delta Routes", "Documentário: Rotas do Delta")],
  ["12:00", 60, null, "news", t("葡語午間新聞", "Midday News in Portuguese", "Telejornal da Tarde")],
  ["13:00", 60, "gourmetwalk", "food", GOURMET_WALK],
  ["14:00", 120, "heritage-trails", "culture", HERITAGE_TRAILS],
  ["16:00", 60, null, "kids", t("卡通時間", "Cartoon Time", "Hora dos Desenhos Animados")],
  ["17:00", 60, "street-stories", "documentary", STREET_STORIES],
  ["18:00", 60, "macau-closeup", "magazine", CLOSE_UP],
  ["19:00", 60, null, "drama", t("劇集：內港之月", "Drama: Moon over the Inner Harbour", "Novela: Lua do Porto Interior")],
  ["20:00", 60, null, "news", t("葡語新聞", "Evening News in Portuguese", "Telejornal")],
  ["21:00", 60, "macau-closeup", "magazine", CLOSE_UP, WEEKDAYS],
  ["21:00", 60, "sport-weekly", "sport", SPORT_WEEKLY, SATURDAY],
  ["21:00", 60, "grand-prix-magazine", "sport", GP_MAGAZINE, SUNDAY],
  ["22:00", 120, null, "film", t("電影館", "Cinematheque", "Cinemateca")],
];

const RADIO_MACAU: Slot[] = [
  ["00:00", 360, "music-garden", "music", t("音樂花園（深夜版）", "Music Garden (late edition)", "Jardim Musical (edição da noite)")],
  ["06:00", 180, "morning-call", "talk", t("早晨熱線", "Morning Call", "Linha da Manhã")],
  ["09:00", 60, null, "news", t("新聞及天氣", "News and Weather", "Notícias e Tempo")],
  ["10:00", 120, null, "general", t("生活資訊站", "Everyday Matters", "Dia a Dia")],
  ["12:00", 60, null, "news", t("午間新聞", "Midday News", "Noticiário do Meio-Dia")],
  ["13:00", 180, null, "general", t("午後空間", "Afternoon Space", "Espaço da Tarde")],
  ["16:00", 120, "music-garden", "music", t("音樂花園", "Music Garden", "Jardim Musical")],
  ["18:00", 60, null, "news", t("晚間新聞", "Evening News", "Noticiário da Noite")],
  ["19:00", 120, null, "sport", t("體育直播室", "Sport Live Room", "Sala de Desporto ao Vivo"), WEEKEND],
  ["19:00", 120, null, "culture", t("書香時間", "The Reading Hour", "Hora da Leitura"), WEEKDAYS],
  ["21:00", 60, null, "music", t("粵曲天地", "Cantonese Opera Hour", "Hora da Ópera Cantonense")],
  ["22:00", 120, "night-talk", "talk", t("夜話", "Night Talk", "Conversas da Noite")],
];

const RADIO_MACAU_PT: Slot[] = [
  ["00:00", 420, null, "music", t("不停播音樂", "Non-stop Music", "Música Contínua")],
  ["07:00", 120, null, "news", t("葡語早晨新聞", "Morning Journal", "Jornal da Manhã")],
  ["09:00", 120, "hora-da-musica", "music", t("音樂時間", "Hora da Música", "Hora da Música")],
  ["11:00", 60, null, "news", t("葡語新聞", "News", "Noticiário")],
  ["12:00", 120, null, "talk", t("午餐談", "Lunchtime Conversations", "Conversas de Almoço")],
  ["14:00", 180, null, "general", t("澳門下午", "Macanese Afternoon", "Tarde Macaense")],
  ["17:00", 120, "hora-da-musica", "music", t("音樂時間", "Hora da Música", "Hora da Música")],
  ["19:00", 60, null, "news", t("葡語晚間新聞", "Evening News", "Noticiário da Noite")],
  ["20:00", 240, null, "music", t("爵士與巴薩諾瓦", "Jazz and Bossa", "Jazz e Bossa")],
];

const CHANNELS = [
  {
    code: "tdm-macau",
    kind: "tv" as const,
    language: "zh",
    name: t("澳視澳門", "TDM Macau", "TDM Macau"),
    description: t(
      "澳廣視的中文電視頻道：新聞、時事、紀錄片及本地製作節目，全日廿四小時播出。",
      "TDM's Chinese-language television channel: news, current affairs, documentaries and local productions, around the clock.",
      "O canal de televisão em chinês da TDM: informação, atualidade, documentários e produção local, 24 horas por dia.",
    ),
    slots: TDM_MACAU,
  },
  {
    code: "tdm-canal-macau",
    kind: "tv" as const,
    language: "pt",
    name: t("澳門葡文台", "TDM Canal Macau", "TDM Canal Macau"),
    description: t(
      "葡語及英語電視頻道，報道澳門及葡語國家的新聞與文化。",
      "Portuguese- and English-language television: news and culture from Macau and the Portuguese-speaking world.",
      "Televisão em português e inglês: informação e cultura de Macau e do mundo lusófono.",
    ),
    slots: TDM_CANAL_MACAU,
  },
  {
    code: "radio-macau",
    kind: "radio" as const,
    language: "zh",
    name: t("澳門電台", "Radio Macau", "Rádio Macau (chinês)"),
    description: t(
      "中文電台：新聞、清談、音樂及社區資訊，陪伴你由早到晚。",
      "Chinese-language radio: news, phone-ins, music and community life from morning to night.",
      "Rádio em chinês: notícias, conversas, música e vida comunitária de manhã à noite.",
    ),
    slots: RADIO_MACAU,
  },
  {
    code: "radio-macau-pt",
    kind: "radio" as const,
    language: "pt",
    name: t("澳門電台葡文台", "Rádio Macau (Portuguese)", "Rádio Macau"),
    description: t(
      "葡語電台：新聞、音樂及澳門土生文化節目。",
      "Portuguese-language radio: news, music and programmes on Macanese culture.",
      "A rádio em língua portuguesa: notícias, música e programas sobre a cultura macaense.",
    ),
    slots: RADIO_MACAU_PT,
  },
];

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The live notice (message template `live_notice`) shown on the live pages. */
const LIVE_NOTICE = {
  slug: "live_notice",
  title: t("直播須知", "About live streams", "Sobre as emissões em direto"),
  content: t(
    "<p>網上直播只限澳門地區收看。部分外購節目及體育賽事因版權所限，直播時段內或會以其他節目代替。</p>",
    "<p>Live streams on the web can be watched in Macau only. Some acquired programmes and sports events may be replaced during the live stream for rights reasons.</p>",
    "<p>As emissões em direto na Internet só podem ser vistas em Macau. Por questões de direitos, alguns programas adquiridos e eventos desportivos podem ser substituídos durante a emissão.</p>",
  ),
};

async function seedBroadcast(db: Db, now: Date): Promise<void> {
  const categoryRows = await db
    .insert(broadcastCategories)
    .values(CATEGORIES.map(([code, name], i) => ({ code, name, sortOrder: i })))
    .returning({ id: broadcastCategories.id, code: broadcastCategories.code });
  const categoryId = new Map(categoryRows.map((row) => [row.code, row.id]));

  const channelIds = new Map<string, number>();
  for (const [i, channel] of CHANNELS.entries()) {
    const [row] = await db
      .insert(broadcastChannels)
      .values({
        code: channel.code,
        kind: channel.kind,
        language: channel.language,
        name: channel.name,
        description: channel.description,
        logo: channel.kind === "tv" ? "/demo/art/camera.svg" : "/demo/art/microphone.svg",
        sortOrder: i,
      })
      .returning({ id: broadcastChannels.id });
    channelIds.set(channel.code, row!.id);
    await db.insert(broadcastSlots).values(
      channel.slots.map(([start, minutes, slug, category, title, days]) => ({
        channelId: row!.id,
        weekdays: days ?? DAILY,
        startMinute: minutesOf(start),
        durationMinutes: minutes,
        title,
        programSlug: slug,
        categoryId: categoryId.get(category) ?? null,
      })),
    );
  }

  const hour = 60 * 60 * 1000;
  await db.insert(specialLives).values({
    slug: "web_home",
    type: "web",
    channelId: channelIds.get("tdm-macau")!,
    title: t("直播：澳門光影節", "Live: Macau Light Festival", "Em direto: Festival de Luz de Macau"),
    description: t(
      "光影節期間每晚由議事亭前地直播：投影匯演、街頭音樂及各區燈飾，並有主持人介紹今年的光影路線。",
      "Every evening of the festival, live from Senado Square: the projection shows, street music and the district light trails, with our presenters as your guides.",
      "Todas as noites do festival, em direto do Largo do Senado: os espetáculos de projeção, a música de rua e os percursos de luz dos bairros, com os nossos apresentadores como guias.",
    ),
    cover: "/demo/art/festival.svg",
    startsAt: new Date(now.getTime() - 2 * hour),
    endsAt: new Date(now.getTime() + 90 * 24 * hour),
  });

  await db.insert(messageTemplates).values(LIVE_NOTICE).onConflictDoNothing();
}

// After the site's templates (20, 21), before anything that could link to a channel.
export const seedStep = defineSeedStep(25, seedBroadcast);
