import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { GuideHubList } from "@/components/guides/guide-hub-list";
import { InlineText } from "@/components/guides/inline-text";
import { ResponsiveImage } from "@/components/media/responsive-image";
import { Breadcrumb, type Crumb } from "@/components/ui/breadcrumb";
import { LinkButton } from "@/components/ui/link-button";
import { pageLocale } from "@/i18n/page-locale";
import { localizedGuideList } from "@/lib/guides/guide-navigation";
import { localizedCrumbs } from "@/lib/guides/localized-crumbs";
import { localizedGuideHub, localizedGuides } from "@/lib/guides/localized-guides";
import { guideSlot } from "@/lib/images/slots";
import { guideOgImage } from "@/lib/seo/guide-og-image";
import { JsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { breadcrumbStructuredData } from "@/lib/seo/structured-data";
import { imageSizes } from "@/lib/images/sizes";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/how-to-wallpaper">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const guideHub = localizedGuideHub(locale);
  const t = await getTranslations({ locale, namespace: "guides" });
  return pageMetadata({
    locale,
    title: guideHub.metaTitle,
    description: guideHub.description,
    path: guideHub.path,
    image: guideOgImage(t("ogImageAlt")),
  });
}

export default async function GuideHubPage({ params }: PageProps<"/[locale]/how-to-wallpaper">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "guides" });
  const guideHub = localizedGuideHub(locale);
  const guides = localizedGuides(locale);
  // The hub's picture: the first guide's room, where most projects begin.
  const coverGuide = guides[0];
  const crumbs: Crumb[] = [{ label: t("crumbs.home"), href: "/" }, { label: t("crumbs.hub") }];

  return (
    <>
      <JsonLd data={breadcrumbStructuredData(localizedCrumbs(crumbs, locale))} />
      <header className="mx-auto max-w-page px-5 pt-8 sm:px-8 lg:px-12 lg:pt-10">
        <Breadcrumb items={crumbs} />
        <div className="mt-8 grid gap-10 pb-14 lg:mt-12 lg:grid-cols-12 lg:items-end lg:gap-12 lg:pb-20">
          <div className="lg:col-span-6">
            <p className="eyebrow">{t("hub.eyebrow")}</p>
            <h1 className="mt-4 text-4xl sm:text-5xl xl:text-6xl">{guideHub.title}</h1>
            <div className="mt-6 max-w-prose space-y-4 text-lg text-muted-foreground">
              {guideHub.intro.map((paragraph) => (
                <p key={paragraph}>
                  <InlineText text={paragraph} />
                </p>
              ))}
            </div>
          </div>
          {coverGuide ? (
            <div className="lg:col-span-6">
              <ResponsiveImage
                slot={guideSlot(coverGuide.slug)}
                alt={coverGuide.illustration.alt}
                sizes={imageSizes.guideIllustration}
                priority
                className="aspect-[3/2] h-auto w-full object-cover"
              />
            </div>
          ) : null}
        </div>
      </header>

      <section
        aria-labelledby="guide-list-heading"
        className="mx-auto max-w-page px-5 pb-20 sm:px-8 lg:px-12 lg:pb-28"
      >
        <div className="grid gap-8 lg:grid-cols-12 lg:gap-12">
          <div className="lg:col-span-3">
            <div className="lg:sticky lg:top-30">
              <h2 id="guide-list-heading" className="text-3xl">
                {guideHub.listHeading}
              </h2>
              <p className="mt-2 text-sm text-muted-foreground">
                {t("hub.count", { count: guides.length })}
              </p>
            </div>
          </div>
          <div className="lg:col-span-9">
            <GuideHubList entries={localizedGuideList(locale)} headingId="guide-list-heading" />
          </div>
        </div>
      </section>

      <section aria-labelledby="guide-help-heading" className="bg-muted/60">
        <div className="mx-auto grid max-w-page gap-8 px-5 py-16 sm:px-8 lg:grid-cols-12 lg:gap-12 lg:px-12 lg:py-20">
          <h2 id="guide-help-heading" className="text-3xl sm:text-4xl lg:col-span-5">
            {t("hub.helpHeading")}
          </h2>
          <div className="lg:col-span-6 lg:col-start-7">
            <p className="text-lg text-muted-foreground">
              <InlineText text={guideHub.closing} />
            </p>
            <div className="mt-6">
              <LinkButton href="/contact">{t("hub.contact")}</LinkButton>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
