import type { Db } from "../../db/client.ts";
import { members } from "./tables.ts";
import { dictionaryEntries } from "../reference/tables.ts";
import { hashPassword } from "./passwords.ts";
import { daysBefore, lt } from "../../db/seed/helpers.ts";
import { defineSeedStep } from "../../db/seed/steps.ts";

/** The demo member of the embedded database (README): sign in with demo / Demo-2026!. Never in production. */
export const DEMO_MEMBER = { username: "demo", password: "Demo-2026!", email: "demo@example.mo", mobile: "66123456" } as const;

/** For other seeds (the demo supplier): a password stored as members' are. */
export const hashDemoPassword = (password: string): Promise<string> => hashPassword(password);

/** Interests offered at registration (identity/member-fav-nfo): dictionary slug fav_info. */
const FAV_INFO: [value: string, zh: string, en: string, pt: string][] = [
  ["news", "新聞時事", "News and current affairs", "Notícias e actualidade"],
  ["drama", "劇集", "Drama", "Séries"],
  ["sport", "體育", "Sport", "Desporto"],
  ["music", "音樂", "Music", "Música"],
  ["documentary", "紀錄片", "Documentaries", "Documentários"],
  ["children", "兒童節目", "Children", "Infantil"],
  ["food", "飲食", "Food", "Gastronomia"],
  ["travel", "旅遊", "Travel", "Viagens"],
  ["culture", "文化藝術", "Arts and culture", "Arte e cultura"],
  ["finance", "財經", "Business and finance", "Economia e finanças"],
];

/** The interests offered at registration, and the demo member. */
async function seedMembers(db: Db, now: Date): Promise<void> {
  await db.insert(dictionaryEntries).values(
    FAV_INFO.map(([value, zh, en, pt], index) => ({ slug: "fav_info", value, label: lt(zh, en, pt), sortOrder: (index + 1) * 10 })),
  );

  await db
    .insert(members)
    .values({
      username: DEMO_MEMBER.username,
      nickName: DEMO_MEMBER.username,
      nickNameKey: DEMO_MEMBER.username,
      email: DEMO_MEMBER.email,
      emailKey: DEMO_MEMBER.email,
      mobile: DEMO_MEMBER.mobile,
      countryCode: "MO",
      passwordHash: await hashPassword(DEMO_MEMBER.password),
      status: "active",
      isPhoneVerification: true,
      firstName: "Mei",
      lastName: "Chan",
      sex: "F",
      ageRanges: "25-34",
      educationalStatus: "bachelor",
      profession: "teacher",
      monthlyProfit: "20000_29999",
      address: "澳門新馬路 100 號",
      introduction: "喜歡看新聞和紀錄片。",
      favInfo: ["news", "documentary", "food"],
      createdAt: daysBefore(now, 120),
    });
}

// Seed order 60: before what members keep (member/seed.ts, 61), after the dictionaries (reference/seed.ts, 40).
export const seedStep = defineSeedStep(60, seedMembers);
