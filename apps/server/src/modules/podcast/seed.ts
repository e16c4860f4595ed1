import type { Db } from "../../db/client.ts";
import { podcastEpisodes } from "./tables.ts";
import { daysBefore, lt } from "../../db/seed/helpers.ts";
import { defineSeedStep } from "../../db/seed/steps.ts";

/**
 * Demo podcast episodes (docs/media.md) of "Macao Voices", written for the demo. The recordings are the checked-in
 * MP3s (scripts/make-demo-media.sh): 20 s at 32 kb/s, 80 475 bytes each — the enclosure's length, checked against
 * the file served by modules/podcast/podcast.test.ts.
 */

export const DEMO_EPISODE_BYTES = 80_475;

const EPISODES = [
  {
    title: lt("第一集：澳門的聲音地圖", "Episode 1: A sound map of Macau", "Episódio 1: Um mapa sonoro de Macau"),
    description: lt(
      "從媽閣廟的鐘聲到新馬路的人潮，我們帶着錄音機走遍半島。",
      "From the bells of A-Ma Temple to the crowds of Avenida Almeida Ribeiro, we walk the peninsula with a recorder.",
      "Dos sinos do Templo de A-Má às multidões da Avenida Almeida Ribeiro, percorremos a península com um gravador.",
    ),
  },
  {
    title: lt("第二集：土生葡語還在說嗎？", "Episode 2: Is Patuá still spoken?", "Episódio 2: Ainda se fala patuá?"),
    description: lt(
      "一個瀕危的語言、一個劇團，以及堅持用它演出的人。",
      "An endangered language, a theatre troupe, and the people who still perform in it.",
      "Uma língua em perigo, um grupo de teatro e as pessoas que ainda representam nela.",
    ),
  },
  {
    title: lt("第三集：賽車場上的街坊", "Episode 3: Neighbours of the circuit", "Episódio 3: Os vizinhos do circuito"),
    description: lt(
      "格蘭披治賽車週，住在東望洋跑道旁的居民怎樣過？",
      "How do the people who live beside the Guia Circuit get through Grand Prix week?",
      "Como vivem a semana do Grande Prémio os moradores junto ao Circuito da Guia?",
    ),
  },
  {
    title: lt("第四集：深夜的茶餐廳", "Episode 4: The late-night cha chaan teng", "Episódio 4: O cha chaan teng da noite"),
    description: lt(
      "凌晨兩點，的士司機、護士和夜歸人在這裏相遇。",
      "Two in the morning: taxi drivers, nurses and night owls meet over milk tea.",
      "Duas da manhã: taxistas, enfermeiras e notívagos encontram-se à volta de um chá de leite.",
    ),
  },
  {
    title: lt("第五集：填海之城", "Episode 5: A city built on the sea", "Episódio 5: Uma cidade feita de mar"),
    description: lt(
      "澳門的面積一百年間增加了三倍，地理學者講述新土地的故事。",
      "Macau has tripled in size in a century; a geographer tells the story of the new land.",
      "Macau triplicou de tamanho num século; um geógrafo conta a história da nova terra.",
    ),
  },
];

async function seedPodcast(db: Db, now: Date): Promise<void> {
  await db.insert(podcastEpisodes).values(
    EPISODES.map((e, i) => ({
      guid: `tdm-macao-voices-${i + 1}`,
      episode: i + 1,
      title: e.title,
      description: e.description,
      audioUrl: `/demo/media/podcast/episode-${i + 1}.mp3`,
      audioBytes: DEMO_EPISODE_BYTES,
      audioType: "audio/mpeg",
      durationSeconds: 20,
      publishedAt: daysBefore(now, (EPISODES.length - i) * 7),
    })),
  );
}

export const seedStep = defineSeedStep(93, seedPodcast);
