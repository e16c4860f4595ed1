import type { Db } from "../../db/client.ts";
import { jobs, tenders } from "./tables.ts";
import { daysAfter, daysBefore, lt } from "../../db/seed/helpers.ts";
import { defineSeedStep } from "../../db/seed/steps.ts";

/**
 * Demo tender notices and job ads (docs/forms.md), written for the demo: three open tenders and one closed, each
 * with its documents (small PDFs under /demo/tenders), five open jobs (the Portuguese-language one without the
 * Chinese fields) and one closed. Simplified Chinese is derived
 * with OpenCC. Dates are relative to the seed's time; closing times fall at 17:30 Macao time.
 */

const DOC = (name: string) => `/demo/tenders/${name}.pdf`;

/** `days` from `now`, at 17:30 Macao time (09:30 UTC). */
function at1730(now: Date, days: number): Date {
  const date = days >= 0 ? daysAfter(now, days) : daysBefore(now, -days);
  date.setUTCHours(9, 30, 0, 0);
  return date;
}

async function seedForms(db: Db, now: Date): Promise<void> {
  await db.insert(tenders).values([
    {
      reference: "TDM-T-2026-021",
      title: lt("供應及安裝攝影廠 LED 燈光系統", "Supply and installation of LED lighting for Studio 3", "Fornecimento e instalação de iluminação LED para o Estúdio 3"),
      summary: lt(
        "澳廣視現就第三攝影廠更換 LED 燈光系統進行公開招標，範圍包括燈具、調光控制台、吊架及安裝後兩年保養。有意投標者請下載招標方案及價格表，並於截標前將標書送交澳廣視行政部。",
        "TDM invites tenders to replace the lighting of Studio 3 with an LED system: fixtures, dimming console, rigging, and two years of maintenance after installation. Download the tender rules and the price form, and deliver your proposal to TDM's Administration Department before the closing time.",
        "A TDM abre concurso público para substituir a iluminação do Estúdio 3 por um sistema LED: projetores, mesa de regulação, suspensões e dois anos de manutenção após a instalação. Descarregue o programa do concurso e o formulário de preços e entregue a proposta no Departamento Administrativo da TDM antes do prazo.",
      ),
      documents: [
        { title: lt("招標方案及技術規格", "Tender rules and specifications", "Programa do concurso e especificações"), url: DOC("tdm-t-2026-021-tender-rules"), size: 721 },
        { title: lt("價格表", "Price proposal form", "Formulário de proposta de preço"), url: DOC("tdm-t-2026-021-price-form"), size: 654 },
      ],
      opensAt: daysBefore(now, 10),
      closesAt: at1730(now, 18),
    },
    {
      reference: "TDM-T-2026-024",
      title: lt("氹仔及路氹辦公大樓清潔服務", "Cleaning services for the Taipa and Cotai premises", "Serviços de limpeza das instalações da Taipa e do Cotai"),
      summary: lt(
        "為期兩年的日常清潔、外牆玻璃清洗及廢物回收服務，涵蓋氹仔總部及路氹轉播中心。投標者須具備在澳門提供同類服務最少三年的經驗。",
        "Two years of daily cleaning, window cleaning and recycling at the Taipa headquarters and the Cotai broadcast centre. Bidders need at least three years of experience providing similar services in Macau.",
        "Dois anos de limpeza diária, limpeza de vidros e reciclagem na sede da Taipa e no centro de transmissão do Cotai. Os concorrentes devem ter pelo menos três anos de experiência na prestação de serviços semelhantes em Macau.",
      ),
      documents: [{ title: lt("招標方案", "Tender rules", "Programa do concurso"), url: DOC("tdm-t-2026-024-tender-rules"), size: 725 }],
      opensAt: daysBefore(now, 3),
      closesAt: at1730(now, 25),
    },
    {
      reference: "TDM-T-2026-018",
      title: lt("新聞節目字幕及手語翻譯服務", "Subtitling and sign-language interpreting for news programmes", "Legendagem e interpretação em língua gestual para os noticiários"),
      summary: lt(
        "為《澳視新聞》及重要記者會提供即時中文字幕、葡文字幕及澳門手語翻譯，合約期一年，可續期一次。",
        "Live Chinese and Portuguese subtitles and Macau Sign Language interpreting for the TDM News bulletins and major press conferences; one year, renewable once.",
        "Legendas em direto em chinês e português e interpretação em Língua Gestual de Macau para os noticiários da TDM e conferências de imprensa importantes; um ano, renovável uma vez.",
      ),
      documents: [{ title: lt("招標方案及服務要求", "Tender rules and service requirements", "Programa do concurso e requisitos do serviço"), url: DOC("tdm-t-2026-018-tender-rules"), size: 712 }],
      opensAt: daysBefore(now, 20),
      closesAt: at1730(now, 4),
    },
    {
      reference: "TDM-T-2026-009",
      title: lt("外景轉播車保養服務", "Maintenance of the outside-broadcast vans", "Manutenção das carrinhas de exteriores"),
      summary: lt(
        "兩部高清外景轉播車的定期保養及緊急維修。本招標已截止，判給結果已公佈。",
        "Scheduled maintenance and emergency repairs of the two HD outside-broadcast vans. This tender has closed; the award has been published.",
        "Manutenção programada e reparações urgentes das duas carrinhas de exteriores HD. Este concurso está encerrado; a adjudicação foi publicada.",
      ),
      documents: [
        { title: lt("招標方案", "Tender rules", "Programa do concurso"), url: DOC("tdm-t-2026-009-tender-rules"), size: 708 },
        { title: lt("判給公告", "Notice of award", "Anúncio de adjudicação"), url: DOC("tdm-t-2026-009-award"), size: 650 },
      ],
      opensAt: daysBefore(now, 70),
      closesAt: at1730(now, -40),
    },
  ]);

  const job = (
    reference: string,
    department: string,
    type: string,
    title: ReturnType<typeof lt>,
    summary: ReturnType<typeof lt>,
    duties: ReturnType<typeof lt>[],
    requirements: ReturnType<typeof lt>[],
    closesIn: number,
    vacancies = 1,
  ) => ({
    reference,
    department,
    type,
    title,
    summary,
    duties,
    requirements,
    vacancies,
    location: lt("澳門氹仔", "Taipa, Macau", "Taipa, Macau"),
    opensAt: daysBefore(now, closesIn > 0 ? 7 : 60),
    closesAt: at1730(now, closesIn),
  });

  const macaoResident = lt("澳門特別行政區永久性居民", "Permanent resident of the Macao SAR", "Residente permanente da RAEM");
  await db.insert(jobs).values([
    {
      // Worked in Portuguese: its applicants need not write their name and address in Chinese (docs/forms.md).
      requiresChineseFields: false,
      ...job(
        "TDM-J-2026-031",
        "news",
        "full_time",
        lt("葡文新聞記者", "Portuguese-language news reporter", "Jornalista de língua portuguesa"),
        lt("為《TDM Notícias》及澳廣視葡文網站採訪本地新聞。", "Report local news for TDM Notícias and TDM's Portuguese-language website.", "Fazer reportagem de notícias locais para a TDM Notícias e o sítio em português da TDM."),
        [
          lt("採訪、撰寫及剪輯電視及網上新聞", "Research, write and edit news for television and the web", "Investigar, escrever e editar notícias para televisão e internet"),
          lt("參與輪班及突發新聞採訪", "Work shifts and cover breaking news", "Trabalhar por turnos e cobrir notícias de última hora"),
        ],
        [
          macaoResident,
          lt("大學學歷，主修新聞或傳播優先", "University degree, journalism or communication preferred", "Licenciatura, de preferência em jornalismo ou comunicação"),
          lt("葡文流利，懂中文者優先", "Fluent Portuguese; Chinese an advantage", "Português fluente; chinês é uma vantagem"),
        ],
        21,
        2,
      ),
    },
    job(
      "TDM-J-2026-032",
      "engineering",
      "full_time",
      lt("廣播工程師", "Broadcast engineer", "Engenheiro de radiodifusão"),
      lt("負責播控中心及發射設備的運作與保養。", "Run and maintain the master control room and the transmitters.", "Operar e manter a régie central e os emissores."),
      [
        lt("監察電視及電台節目播出", "Monitor television and radio playout", "Monitorizar a emissão de televisão e rádio"),
        lt("保養 IP 製作及發射系統", "Maintain IP production and transmission systems", "Manter os sistemas IP de produção e transmissão"),
      ],
      [
        macaoResident,
        lt("電子或電腦工程學士學位", "Degree in electronic or computer engineering", "Licenciatura em engenharia eletrónica ou informática"),
        lt("須輪班工作", "Shift work required", "Trabalho por turnos"),
      ],
      14,
    ),
    job(
      "TDM-J-2026-033",
      "digital",
      "full_time",
      lt("網頁前端工程師", "Front-end web developer", "Programador web front-end"),
      lt("開發澳廣視網站及流動應用的介面，重視無障礙及效能。", "Build the interfaces of TDM's website and apps, with care for accessibility and speed.", "Desenvolver as interfaces do sítio e das aplicações da TDM, com atenção à acessibilidade e ao desempenho."),
      [
        lt("以 React 及 TypeScript 開發新功能", "Build features with React and TypeScript", "Desenvolver funcionalidades com React e TypeScript"),
        lt("確保網站符合 WCAG 2.2 AA", "Keep the site to WCAG 2.2 AA", "Manter o sítio conforme a WCAG 2.2 AA"),
      ],
      [macaoResident, lt("三年或以上相關經驗", "Three years or more of relevant experience", "Três ou mais anos de experiência relevante")],
      28,
    ),
    job(
      "TDM-J-2026-034",
      "programmes",
      "contract",
      lt("節目助理編導（一年合約）", "Assistant programme producer (one-year contract)", "Assistente de realização (contrato de um ano)"),
      lt("協助製作資訊及文化節目，包括資料搜集、外景及後期製作。", "Help produce factual and cultural programmes: research, location shoots and post-production.", "Apoiar a produção de programas informativos e culturais: pesquisa, exteriores e pós-produção."),
      [lt("資料搜集及聯絡受訪者", "Research and contact interviewees", "Pesquisar e contactar entrevistados"), lt("協助拍攝及剪接", "Assist with shooting and editing", "Apoiar as filmagens e a montagem")],
      [macaoResident, lt("中文及英文良好", "Good Chinese and English", "Bom chinês e inglês")],
      10,
    ),
    job(
      "TDM-J-2026-035",
      "news",
      "internship",
      lt("暑期新聞實習生", "Summer newsroom intern", "Estagiário de verão na redação"),
      lt("為本地大學生而設的八星期實習計劃。", "An eight-week placement for students of Macau universities.", "Um estágio de oito semanas para estudantes das universidades de Macau."),
      [lt("協助記者採訪及製作新聞", "Help reporters gather and produce news", "Apoiar os jornalistas na recolha e produção de notícias")],
      [lt("就讀本地大學的澳門居民", "Macau resident studying at a local university", "Residente de Macau a estudar numa universidade local")],
      35,
      4,
    ),
    job(
      "TDM-J-2026-012",
      "administration",
      "full_time",
      lt("會計主任", "Accounting officer", "Técnico de contabilidade"),
      lt("處理日常賬目及供應商付款。本職位已截止申請。", "Keep the daily accounts and pay suppliers. Applications for this job have closed.", "Manter a contabilidade diária e pagar aos fornecedores. As candidaturas a esta vaga já encerraram."),
      [lt("處理應付賬款", "Handle accounts payable", "Tratar das contas a pagar")],
      [macaoResident, lt("會計學士學位", "Degree in accounting", "Licenciatura em contabilidade")],
      -20,
    ),
  ]);
}

// Seed order 100: refers to nothing else.
export const seedStep = defineSeedStep(100, seedForms);
