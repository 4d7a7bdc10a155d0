import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CommercialClients } from "@/components/home/commercial-clients";
import { DigitBadge } from "@/components/home/digit-badge";
import { HomeHero } from "@/components/home/home-hero";
import { HomeLinkCards } from "@/components/home/home-link-cards";
import { HomeTestimonials } from "@/components/home/home-testimonials";
import { InspirationGallery } from "@/components/home/inspiration-gallery";
import { PhotoGrid } from "@/components/home/photo-grid";
import { SocialFeed } from "@/components/home/social-feed";
import { VisitSection } from "@/components/home/visit-section";
import { localizedSite } from "@/content/localized";
import { pageLocale } from "@/i18n/page-locale";
import { JsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { storeStructuredData } from "@/lib/seo/structured-data";

export async function generateMetadata({ params }: PageProps<"/[locale]">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "home.meta" });
  const site = localizedSite(locale);
  return pageMetadata({
    locale,
    title: t("title", { city: site.address.city }),
    description: t("description", { name: site.name, city: site.address.city }),
    path: "/",
  });
}

export default async function HomePage({ params }: PageProps<"/[locale]">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "home.digitBadge" });
  const digitWords = {
    zero: t("zero"),
    one: t("one"),
    two: t("two"),
    three: t("three"),
    four: t("four"),
    five: t("five"),
    six: t("six"),
    seven: t("seven"),
    eight: t("eight"),
    nine: t("nine"),
  };
  return (
    <>
      <JsonLd data={storeStructuredData(locale)} />
      <HomeHero />
      <HomeLinkCards />
      <PhotoGrid />
      <VisitSection />
      <InspirationGallery />
      <SocialFeed />
      <HomeTestimonials />
      <CommercialClients />
      <DigitBadge words={digitWords} />
    </>
  );
}
