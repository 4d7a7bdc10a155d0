import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { GuideArticle, guideCrumbs } from "@/components/guides/guide-article";
import { guideOgImage } from "@/lib/seo/guide-og-image";
import { guideArticleStructuredData } from "@/lib/seo/guide-structured-data";
import { ResponsiveImage } from "@/components/media/responsive-image";
import { glossaryTerms, guides } from "@/content/guides";
import { getGuide } from "@/lib/guides/guide-lookup";
import { guideNeighbours } from "@/lib/guides/guide-navigation";
import { guidePath } from "@/lib/guides/guide-path";
import { guideSlot } from "@/lib/images/slots";
import { JsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { breadcrumbStructuredData } from "@/lib/seo/structured-data";
import { imageSizes } from "@/lib/images/sizes";

type GuidePageProps = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return guides.map((guide) => ({ slug: guide.slug }));
}

export async function generateMetadata({ params }: GuidePageProps): Promise<Metadata> {
  const guide = getGuide((await params).slug);
  if (!guide) return {};
  return pageMetadata({
    title: guide.metaTitle,
    description: guide.description,
    path: guidePath(guide.slug),
    type: "article",
    image: guideOgImage,
  });
}

export default async function GuidePage({ params }: GuidePageProps) {
  const guide = getGuide((await params).slug);
  if (!guide) notFound();

  return (
    <>
      <JsonLd
        data={[guideArticleStructuredData(guide), breadcrumbStructuredData(guideCrumbs(guide))]}
      />
      <GuideArticle
        guide={guide}
        neighbours={guideNeighbours(guide.slug)}
        illustration={
          <ResponsiveImage
            slot={guideSlot(guide.slug)}
            alt={guide.illustration.alt}
            sizes={imageSizes.guideIllustration}
            priority
            className="aspect-[3/2] h-auto w-full object-cover"
          />
        }
        {...(guide.slug === "glossary" ? { glossaryTerms } : {})}
      />
    </>
  );
}
