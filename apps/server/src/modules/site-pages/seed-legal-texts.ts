import { ltHtml } from "../../db/seed/helpers.ts";

/**
 * The privacy policy and the terms of use, site pages (seed.ts, GET cms/page/item) shown at
 * /{lang}/privacy and /{lang}/terms and agreed to at registration (docs/members.md). Staff edit them as any other
 * page; these are the demo's texts, written for this portal: what it keeps and why, for how long, the rights
 * of Macao's Personal Data Protection Act (Law 8/2005), and the rules for members' comments.
 */
const CONTACT = "privacy@tdm.example.mo";

const PRIVACY_ZH = `
<p>澳門廣播電視股份有限公司（「澳廣視」）重視你的私隱。本政策說明本網站收集哪些個人資料、用途、保存期限，以及你根據第 8/2005 號法律《個人資料保護法》享有的權利。</p>
<h2>我們收集的資料</h2>
<ul>
<li><strong>會員帳戶：</strong>註冊時提供的用戶名稱、電郵地址或手提電話號碼、密碼（只保存經加密處理的雜湊值），以及你選擇填寫的姓名、性別、年齡組別、教育程度、職業、收入組別、地址及興趣。</li>
<li><strong>會員活動：</strong>你的收藏、播放清單、留言、讚好及意見回饋。</li>
<li><strong>瀏覽資料：</strong>頁面及廣告的瀏覽統計（不使用 Cookie，亦不含姓名），以及用於防止濫用的 IP 位址。</li>
</ul>
<h2>用途</h2>
<p>我們使用上述資料以提供會員服務（登入、收藏、播放清單、留言）、發送驗證碼及帳戶通知、按你的興趣推薦節目及新聞、改善節目及網站，以及防止濫用。我們不會出售你的個人資料，亦不會將其用於與上述目的無關的用途。</p>
<h2>保存期限</h2>
<p>帳戶資料在帳戶存續期間保存。你可隨時在會員中心「帳戶設定」刪除帳戶：帳戶、收藏、播放清單、通知及意見回饋會即時刪除。驗證碼最長保存十分鐘；限制登入嘗試次數的紀錄最長保存一小時。</p>
<h2>Cookie 及瀏覽器儲存</h2>
<p>本網站以瀏覽器儲存空間保存你的登入狀態、字體大小及 Cookie 同意，不設廣告追蹤 Cookie。</p>
<h2>你的權利</h2>
<p>你有權查閱、更正及刪除你的個人資料，並可反對將其用於推薦。大部分資料可在會員中心直接更改；其他要求請電郵至 <a href="mailto:${CONTACT}">${CONTACT}</a>，我們會於三十日內回覆。你亦可向個人資料保護局提出投訴。</p>
`;

const PRIVACY_EN = `
<p>TDM — Teledifusão de Macau, S.A. ("TDM") respects your privacy. This policy explains what personal data this website collects, why, for how long, and the rights you have under Macau's Personal Data Protection Act (Law 8/2005).</p>
<h2>What we collect</h2>
<ul>
<li><strong>Your member account:</strong> the username, e-mail address or mobile number and password you register with (only a salted hash of the password is kept), and whatever you choose to add: name, sex, age group, education, profession, income group, address and interests.</li>
<li><strong>What you do as a member:</strong> your saved items, playlists, comments, likes and feedback.</li>
<li><strong>Browsing:</strong> page and advert statistics (counted without cookies and without your name), and IP addresses, used to prevent abuse.</li>
</ul>
<h2>Why</h2>
<p>We use this data to run the member services (signing in, saved items, playlists, comments), to send verification codes and account notices, to recommend programmes and news that match your interests, to improve our programmes and website, and to prevent abuse. We never sell your personal data or use it for anything else.</p>
<h2>How long</h2>
<p>Account data is kept for as long as your account exists. You can delete your account at any time under Settings in the member centre: the account, saved items, playlists, notifications and feedback are deleted at once. Verification codes are kept for at most ten minutes, and the counts that limit sign-in attempts for at most an hour.</p>
<h2>Cookies and browser storage</h2>
<p>The website keeps your sign-in, text size and cookie consent in your browser's storage. It sets no advertising or tracking cookies.</p>
<h2>Your rights</h2>
<p>You may see, correct and delete your personal data, and object to its use for recommendations. Most of it can be changed in the member centre; for anything else, write to <a href="mailto:${CONTACT}">${CONTACT}</a> and we will answer within thirty days. You may also complain to the Personal Data Protection Office.</p>
`;

const PRIVACY_PT = `
<p>A TDM — Teledifusão de Macau, S.A. («TDM») respeita a sua privacidade. Esta política explica que dados pessoais este sítio recolhe, para quê, durante quanto tempo, e os direitos que lhe confere a Lei da Protecção de Dados Pessoais de Macau (Lei n.º 8/2005).</p>
<h2>O que recolhemos</h2>
<ul>
<li><strong>A sua conta de membro:</strong> o nome de utilizador, o endereço de correio electrónico ou o número de telemóvel e a palavra-passe do registo (da palavra-passe guarda-se apenas um resumo criptográfico), e o que decidir acrescentar: nome, sexo, faixa etária, habilitações, profissão, escalão de rendimento, morada e interesses.</li>
<li><strong>A sua actividade como membro:</strong> itens guardados, listas de reprodução, comentários, gostos e sugestões.</li>
<li><strong>Navegação:</strong> estatísticas de páginas e de publicidade (contadas sem cookies e sem o seu nome) e endereços IP, usados para prevenir abusos.</li>
</ul>
<h2>Para quê</h2>
<p>Usamos estes dados para prestar os serviços de membro (sessão, itens guardados, listas, comentários), enviar códigos de verificação e avisos da conta, recomendar programas e notícias de acordo com os seus interesses, melhorar os nossos programas e o sítio e prevenir abusos. Nunca vendemos os seus dados pessoais nem os usamos para outros fins.</p>
<h2>Durante quanto tempo</h2>
<p>Os dados da conta são guardados enquanto a conta existir. Pode apagar a conta a qualquer momento em Definições, na área de membro: a conta, os itens guardados, as listas, as notificações e as sugestões são apagados de imediato. Os códigos de verificação duram no máximo dez minutos; as contagens que limitam as tentativas de sessão, no máximo uma hora.</p>
<h2>Cookies e armazenamento do navegador</h2>
<p>O sítio guarda a sua sessão, o tamanho do texto e o consentimento de cookies no armazenamento do navegador. Não usa cookies de publicidade nem de rastreio.</p>
<h2>Os seus direitos</h2>
<p>Pode consultar, corrigir e apagar os seus dados pessoais e opor-se ao seu uso em recomendações. A maior parte pode ser alterada na área de membro; para o resto, escreva para <a href="mailto:${CONTACT}">${CONTACT}</a> e responderemos no prazo de trinta dias. Pode também apresentar queixa ao Gabinete para a Protecção de Dados Pessoais.</p>
`;

const TERMS_ZH = `
<p>使用本網站及會員服務，即表示你同意以下條款。請連同<a href="/zh-hant/privacy">私隱政策</a>一併閱讀。</p>
<h2>內容</h2>
<p>本網站的新聞、節目、影片、相片及文字的版權屬澳廣視或其授權人所有。你可以為個人及非商業用途瀏覽、分享連結及引用少量內容並註明出處；未經書面許可，不得轉載、改編或作商業用途。</p>
<h2>會員帳戶</h2>
<p>每人只可註冊一個帳戶。請提供真實的聯絡資料並妥善保管密碼；以你的帳戶進行的活動由你負責。如發現帳戶被盜用，請立即更改密碼並通知我們。</p>
<h2>留言守則</h2>
<p>請尊重他人。不得發表違法、誹謗、侮辱、歧視、色情、暴力或侵犯他人私隱及版權的內容，亦不得發布廣告或重複發送相同內容。澳廣視可刪除違反守則的留言，並暫停或終止屢次違規的帳戶。</p>
<h2>責任</h2>
<p>我們盡力確保內容準確及服務穩定，但不保證服務不會中斷。本網站連結的外部網站由其營運者負責。</p>
<h2>更改及適用法律</h2>
<p>我們可能修訂本條款，重大修訂會於網站公布。本條款受澳門特別行政區法律管轄。</p>
`;

const TERMS_EN = `
<p>By using this website and its member services you agree to these terms. Please read them together with our <a href="/en/privacy">privacy policy</a>.</p>
<h2>Content</h2>
<p>The news, programmes, videos, photos and texts on this website belong to TDM or its licensors. You may read them, share links and quote short extracts with credit for personal, non-commercial use; republishing, adapting or commercial use needs our written permission.</p>
<h2>Your account</h2>
<p>One account per person. Give contact details that are yours and keep your password safe: you are responsible for what is done with your account. If you think someone else has used it, change your password and tell us at once.</p>
<h2>Comments</h2>
<p>Be respectful. Do not post anything unlawful, defamatory, insulting, discriminatory, pornographic or violent, anything that breaks someone's privacy or copyright, advertising, or the same message again and again. TDM may remove comments that break these rules and suspend or close accounts that break them repeatedly.</p>
<h2>Liability</h2>
<p>We do our best to keep the content accurate and the services running, but cannot promise they will never be interrupted. Websites we link to are the responsibility of those who run them.</p>
<h2>Changes and law</h2>
<p>We may change these terms and will announce important changes on the website. These terms are governed by the law of the Macao Special Administrative Region.</p>
`;

const TERMS_PT = `
<p>Ao utilizar este sítio e os seus serviços de membro, aceita estes termos. Leia-os juntamente com a nossa <a href="/pt/privacy">política de privacidade</a>.</p>
<h2>Conteúdos</h2>
<p>As notícias, programas, vídeos, fotografias e textos deste sítio pertencem à TDM ou aos seus licenciadores. Pode consultá-los, partilhar ligações e citar pequenos excertos com indicação da fonte, para uso pessoal e não comercial; a reprodução, adaptação ou utilização comercial exige a nossa autorização escrita.</p>
<h2>A sua conta</h2>
<p>Uma conta por pessoa. Indique contactos que sejam seus e guarde a palavra-passe em segurança: é responsável pelo que for feito com a sua conta. Se suspeitar de uso indevido, altere a palavra-passe e avise-nos de imediato.</p>
<h2>Comentários</h2>
<p>Seja respeitoso. Não publique nada ilegal, difamatório, insultuoso, discriminatório, pornográfico ou violento, nada que viole a privacidade ou os direitos de autor de outrem, publicidade, nem a mesma mensagem repetidamente. A TDM pode retirar comentários que violem estas regras e suspender ou encerrar contas que as violem repetidamente.</p>
<h2>Responsabilidade</h2>
<p>Fazemos o possível para que os conteúdos sejam rigorosos e os serviços estejam disponíveis, mas não garantimos que nunca sejam interrompidos. Os sítios para que remetemos são da responsabilidade de quem os gere.</p>
<h2>Alterações e lei aplicável</h2>
<p>Podemos alterar estes termos e anunciaremos no sítio as alterações importantes. Estes termos regem-se pela lei da Região Administrativa Especial de Macau.</p>
`;

/** The two pages' titles and texts, written as site pages by seed.ts (slugs privacy, terms). */
export const LEGAL_PAGES = {
  privacy: {
    title: ltHtml("私隱政策", "Privacy policy", "Política de privacidade"),
    body: ltHtml(PRIVACY_ZH.trim(), PRIVACY_EN.trim(), PRIVACY_PT.trim()),
  },
  terms: {
    title: ltHtml("使用條款", "Terms of use", "Termos de utilização"),
    body: ltHtml(TERMS_ZH.trim(), TERMS_EN.trim(), TERMS_PT.trim()),
  },
} as const;
