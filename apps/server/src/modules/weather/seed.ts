import type { Db } from "../../db/client.ts";
import { weatherWarnings } from "./tables.ts";
import { daysBefore, lt } from "../../db/seed/helpers.ts";
import { defineSeedStep } from "../../db/seed/steps.ts";

/** The weather warning in force. */
async function seedWeather(db: Db, now: Date): Promise<void> {
  await db.insert(weatherWarnings).values({
    code: "monsoon",
    issuedAt: daysBefore(now, 0.25),
    endsAt: null,
    title: lt("強烈季候風信號", "Strong Monsoon Signal", "Sinal de Monção Forte"),
    content: lt(
      "受強烈東北季候風影響，本澳風力增強，沿岸及高地間中吹強風，氣溫明顯下降。市民應注意保暖，遠離海旁，並留意戶外懸掛物。",
      "A strong north-easterly monsoon is bringing stronger winds to Macau, with occasional strong gusts along the coast and on high ground, and a marked drop in temperature. Keep warm, stay away from the shoreline and secure loose objects outdoors.",
      "Devido à monção forte de nordeste, o vento intensifica-se em Macau, com rajadas fortes ocasionais junto à costa e nos pontos altos, e a temperatura desce de forma acentuada. Agasalhe-se, afaste-se da orla marítima e fixe os objetos soltos no exterior.",
    ),
  });
}

// Seed order 40: nothing it refers to.
export const seedStep = defineSeedStep(40, seedWeather);
