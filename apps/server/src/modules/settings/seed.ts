import type { Db } from "../../db/client.ts";
import { messageTemplates, siteSettings } from "./tables.ts";
import { LOGO } from "../../db/seed/assets.ts";
import { lt, ltHtml } from "../../db/seed/helpers.ts";
import { defineSeedStep } from "../../db/seed/steps.ts";

/** Site settings (grey mode off, logo, name, copyright, the YouTube channel) and the message templates. */
export async function seedSite(db: Db, now: Date): Promise<void> {
  const year = now.getUTCFullYear();
  await db.insert(siteSettings).values([
    { key: "grey_mode", value: "0" },
    // The broadcaster's own channel (澳廣視 TDM): the footer's "YouTube Channel" link.
    { key: "youtube_channel", value: "https://www.youtube.com/@TDM_MACAU" },
    { key: "logo", value: LOGO },
    { key: "site_name", value: lt("澳廣視", "TDM — Teledifusão de Macau", "TDM — Teledifusão de Macau") },
    {
      key: "foot_copyright",
      value: lt(
        `© ${year} 澳門廣播電視股份有限公司 版權所有`,
        `© ${year} TDM — Teledifusão de Macau, S.A. All rights reserved.`,
        `© ${year} TDM — Teledifusão de Macau, S.A. Todos os direitos reservados.`,
      ),
    },
  ]);

  await db.insert(messageTemplates).values([
    {
      slug: "cookies_content",
      title: lt("Cookie 使用說明", "About cookies", "Sobre os cookies"),
      content: ltHtml(
        '<p>本網站使用必要的 Cookie 以維持運作；分析 Cookie 只會在您同意後使用，用於統計網頁瀏覽情況，以改善節目及新聞服務。您可選擇「接受」、「拒絕非必要」或「管理」，並可隨時在頁尾更改。我們不會出售您的個人資料，詳情請參閱<a href="/zh-hant/privacy">私隱政策</a>。</p>',
        '<p>We use essential cookies to run this website, and analytics cookies only if you agree: they count which pages are read so that we can improve our programmes and news. Choose “Accept”, “Reject non-essential” or “Manage”; you can change your choice at any time under “Cookie settings” at the foot of every page. We never sell your personal data: see our <a href="/en/privacy">privacy policy</a>.</p>',
        '<p>Utilizamos cookies essenciais ao funcionamento do sítio e cookies de análise apenas se concordar: contam as páginas lidas para melhorarmos os programas e as notícias. Escolha «Aceitar», «Recusar não essenciais» ou «Gerir»; pode mudar a sua escolha a qualquer momento em «Definições de cookies», no fim de cada página. Nunca vendemos os seus dados pessoais: consulte a nossa <a href="/pt/privacy">política de privacidade</a>.</p>',
      ),
    },
    {
      slug: "live_region_notice",
      title: lt("直播地區限制", "Live streaming region", "Região da transmissão em direto"),
      content: lt(
        "<p>基於節目版權安排，網上直播只限澳門地區收看。身處其他地區的觀眾可於節目播出後透過節目重溫收看部分內容。</p>",
        "<p>Because of programme rights, web live streaming is available in the Macau region only. Viewers elsewhere can watch selected programmes on demand after broadcast.</p>",
        "<p>Por motivos de direitos de transmissão, a emissão em direto na Internet só está disponível na região de Macau. Os espectadores noutras regiões podem ver alguns programas a pedido, depois da emissão.</p>",
      ),
    },
    {
      slug: "news_provide_terms",
      title: lt("新聞爆料須知", "Before you send a tip", "Antes de enviar uma notícia"),
      content: ltHtml(
        '<p>歡迎市民提供新聞線索。請盡量提供事件發生的時間、地點及經過，並附上相片或短片。您提供的個人資料只會用於核實及聯絡，並按<a href="/zh-hant/privacy">私隱政策</a>處理。本台有權決定是否採用有關資料。</p>',
        '<p>We welcome news tips from the public. Please tell us when and where it happened and what you saw, and attach photos or videos if you can. Your personal data is used only to verify the story and contact you, as set out in our <a href="/en/privacy">privacy policy</a>. The newsroom decides whether to use the material.</p>',
        '<p>Agradecemos as sugestões de notícias enviadas pelo público. Indique, por favor, quando e onde aconteceu e o que viu, e junte fotografias ou vídeos se possível. Os seus dados pessoais servem apenas para verificar a informação e contactá-lo, nos termos da nossa <a href="/pt/privacy">política de privacidade</a>. Cabe à redação decidir se utiliza o material.</p>',
      ),
    },
  ]);
}

// Seed order 20.
export const seedStep = defineSeedStep(20, seedSite);
