import type { Db } from "../client.ts";
import { messageTemplates, siteSettings } from "../schema/settings.ts";
import { LOGO } from "./assets.ts";
import { lt, ltHtml } from "./helpers.ts";
import { defineSeedStep } from "./steps.ts";

/** Site settings (grey mode off, logo, name, copyright) and the message templates. */
export async function seedSite(db: Db, now: Date): Promise<void> {
  const year = now.getUTCFullYear();
  await db.insert(siteSettings).values([
    { key: "grey_mode", value: "0" },
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
        '<p>本網站使用必要的 Cookie 以維持網站正常運作，並在您同意後使用分析 Cookie 了解網頁瀏覽情況，以改善節目及新聞服務。我們不會出售您的個人資料。詳情請參閱<a href="/zh-hant/privacy">私隱政策</a>。按「接受」即表示您同意我們使用 Cookie，您可隨時在瀏覽器設定中刪除 Cookie。</p>',
        '<p>This website uses essential cookies to work properly and, with your consent, analytics cookies that tell us which pages are read so that we can improve our programmes and news services. We never sell your personal data. Please read our <a href="/en/privacy">privacy policy</a> for details. By selecting “Accept” you agree to our use of cookies; you can delete them at any time in your browser settings.</p>',
        '<p>Este sítio utiliza cookies essenciais ao seu funcionamento e, com o seu consentimento, cookies analíticos que nos indicam as páginas mais lidas, para melhorarmos os nossos programas e serviços noticiosos. Nunca vendemos os seus dados pessoais. Consulte a nossa <a href="/pt/privacy">política de privacidade</a> para mais informações. Ao selecionar «Aceitar» concorda com a utilização de cookies; pode apagá-los a qualquer momento nas definições do navegador.</p>',
      ),
    },
    {
      slug: "live_region_notice",
      title: lt("直播地區限制", "Live streaming region", "Região da transmissão em direto"),
      content: lt(
        "<p>基於節目版權安排，網上直播只限澳門地區收看。身處其他地區的觀眾可於節目播出後透過節目重溫收看部分內容。</p>",
        "<p>Because of programme rights, web live streaming is available in the Macao region only. Viewers elsewhere can watch selected programmes on demand after broadcast.</p>",
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
