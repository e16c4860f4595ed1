import type { Db } from "../client.ts";
import { downloads } from "../schema/member.ts";
import { lt } from "./helpers.ts";
import { defineSeedStep } from "./steps.ts";

const GUIDES = lt("節目指南", "Programme guides", "Guias de programação");
const CORPORATE = lt("公司資料", "Corporate", "Institucional");
const PRESS = lt("傳媒", "Press", "Imprensa");

/** The broadcaster's public downloads (GET /api/v1.0/download), with a category each. Seed order 61: after the members' two (sort orders 10 and 20). */
async function seedDownloads(db: Db): Promise<void> {
  await db.insert(downloads).values([
    {
      title: lt("2027年節目指南", "Programme guide 2027", "Guia de programação 2027"),
      description: lt("澳廣視電視及電台各頻道的每週節目、新劇集及格蘭披治大賽車直播安排。", "Weekly schedules of every TDM television and radio channel, new series and the Grand Prix coverage.", "Grelhas semanais dos canais de televisão e rádio da TDM, novas séries e a cobertura do Grande Prémio."),
      category: GUIDES,
      fileUrl: "/demo/downloads/programme-guide-2027.pdf",
      fileSize: 843,
      audience: "public",
      sortOrder: 30,
    },
    {
      title: lt("收看及收聽澳廣視頻道", "Receiving TDM channels", "Como receber os canais da TDM"),
      description: lt("數碼地面電視頻道及電台調頻頻率一覽。", "Digital terrestrial television channels and radio FM frequencies.", "Canais de televisão digital terrestre e frequências FM da rádio."),
      category: GUIDES,
      fileUrl: "/demo/downloads/reception-guide.pdf",
      fileSize: 815,
      audience: "public",
      sortOrder: 40,
    },
    {
      title: lt("2025年度報告", "Annual report 2025", "Relatório anual 2025"),
      description: lt("觀眾及聽眾數據、節目、財務及公司治理。", "Audiences, programmes, finances and governance.", "Audiências, programas, finanças e governação."),
      category: CORPORATE,
      fileUrl: "/demo/downloads/annual-report-2025.pdf",
      fileSize: 742,
      audience: "public",
      sortOrder: 50,
    },
    {
      title: lt("澳廣視傳媒資料套", "TDM press kit", "Dossiê de imprensa da TDM"),
      description: lt("公司簡介、頻道資料、傳媒聯絡及標誌使用指引。", "About TDM, its channels, press contacts and logo use.", "A TDM, os seus canais, contactos para a imprensa e utilização do logótipo."),
      category: PRESS,
      fileUrl: "/demo/downloads/press-kit.pdf",
      fileSize: 810,
      audience: "public",
      sortOrder: 60,
    },
  ]);
}

export const seedStep = defineSeedStep(61, seedDownloads);
