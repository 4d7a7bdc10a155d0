import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { GuideArticle, guideCrumbs } from "@/components/guides/guide-article";
import { ResponsiveImage } from "@/components/media/responsive-image";
import { guideSlugs } from "@/content/guides/guide-slugs";
import { pageLocale } from "@/i18n/page-locale";
import { guideNeighbours } from "@/lib/guides/guide-navigation";
import { guidePath } from "@/lib/guides/guide-path";
import { localizedCrumbs } from "@/lib/guides/localized-crumbs";
import { guideBySlug, localizedGlossaryTerms } from "@/lib/guides/localized-guides";
import { guideSlot } from "@/lib/images/slots";
import { guideOgImage } from "@/lib/seo/guide-og-image";
import { guideArticleStructuredData } from "@/lib/seo/guide-structured-data";
import { JsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { breadcrumbStructuredData } from "@/lib/seo/structured-data";
import { imageSizes } from "@/lib/images/sizes";

export const dynamicParams = false;

/** The same slugs in both languages (/how-to/hang-wallpaper, /es/guias/hang-wallpaper). */
export function generateStaticParams(): { slug: string }[] {
  return guideSlugs.map((slug) => ({ slug }));
}

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/how-to/[slug]">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const guide = guideBySlug((await params).slug, locale);
  if (!guide) return {};
  const t = await getTranslations({ locale, namespace: "guides" });
  return pageMetadata({
    locale,
    title: guide.metaTitle,
    description: guide.description,
    path: guidePath(guide.slug),
    type: "article",
    image: guideOgImage(t("ogImageAlt")),
  });
}

export default async function GuidePage({ params }: PageProps<"/[locale]/how-to/[slug]">) {
  const locale = await pageLocale(params);
  const guide = guideBySlug((await params).slug, locale);
  if (!guide) notFound();
  const t = await getTranslations({ locale, namespace: "guides.crumbs" });
  const crumbs = guideCrumbs(guide, { home: t("home"), hub: t("hub") });

  return (
    <>
      <JsonLd
        data={[
          guideArticleStructuredData(guide, locale),
          breadcrumbStructuredData(localizedCrumbs(crumbs, locale)),
        ]}
      />
      <GuideArticle
        guide={guide}
        neighbours={guideNeighbours(guide.slug, locale)}
        illustration={
          <ResponsiveImage
            slot={guideSlot(guide.slug)}
            alt={guide.illustration.alt}
            sizes={imageSizes.guideIllustration}
            priority
            className="aspect-[3/2] h-auto w-full object-cover"
          />
        }
        {...(guide.slug === "glossary" ? { glossaryTerms: localizedGlossaryTerms(locale) } : {})}
      />
    </>
  );
}
