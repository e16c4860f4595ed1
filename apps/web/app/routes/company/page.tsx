import { data } from "react-router";
import { companyApi } from "@portal/contract/endpoints/company";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/page";
import { loadOptional, loadOrFail } from "../../data/load.server.ts";
import { langOf } from "../../data/route-params.ts";
import { AboutLayout } from "../../features/company/AboutLayout.tsx";
import { INTRODUCTION_PAGES, isIntroductionSlug } from "../../features/company/paths.ts";
import { IntroductionBody } from "../../features/company/RichText.tsx";
import { pageMeta } from "../../layout/meta.ts";

/**
 * about_us/company_profile, structure, report, media_technic, welcome (spec §2 About us): one page of the CMS
 * (about-us/introduction, slug = the last segment of the path) with its banner, pictures and documents.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const slug = new URL(request.url).pathname.replace(/\/+$/, "").split("/").pop() ?? "";
  if (!isIntroductionSlug(slug)) throw data(null, { status: 404 });
  const api = context.apiFor(urlLangToApiLocale(lang));
  const [page, banners] = await Promise.all([
    loadOrFail(api, companyApi.introduction, { query: { slug } }),
    loadOptional(api, companyApi.banner, { query: { slug } }),
  ]);
  return { lang, slug, page, banner: banners?.[0] ?? null, breadcrumb: [{ title: page.title }] };
}

export const meta: Route.MetaFunction = ({ matches, data: page }) =>
  pageMeta(matches, { title: page?.page.title, description: page?.page.summary, image: page?.banner?.image ?? page?.page.images[0]?.src ?? null });

export default function AboutIntroductionPage({ loaderData }: Route.ComponentProps) {
  const { lang, slug, page, banner } = loaderData;
  return (
    <AboutLayout lang={lang} current={INTRODUCTION_PAGES[slug]} title={page.title} lead={page.summary} banner={banner} testId={`about-${slug}`}>
      <IntroductionBody lang={lang} page={page} />
    </AboutLayout>
  );
}
