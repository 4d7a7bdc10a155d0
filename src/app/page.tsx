import type { Metadata } from "next";

import { CommercialClients } from "@/components/home/commercial-clients";
import { DigitBadge } from "@/components/home/digit-badge";
import { HomeHero } from "@/components/home/home-hero";
import { HomeLinkCards } from "@/components/home/home-link-cards";
import { HomeTestimonials } from "@/components/home/home-testimonials";
import { InspirationGallery } from "@/components/home/inspiration-gallery";
import { PhotoGrid } from "@/components/home/photo-grid";
import { SocialFeed } from "@/components/home/social-feed";
import { VisitSection } from "@/components/home/visit-section";
import { site } from "@/content/site";
import { JsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { storeStructuredData } from "@/lib/seo/structured-data";

export const metadata: Metadata = pageMetadata({
  title: `Designer Wallpaper Showroom in ${site.address.city}, FL`,
  description: `${site.name}: designer wallpaper and wallcoverings to see and touch in ${site.address.city}. Samples, consultations and installation across South Florida.`,
  path: "/",
});

export default function HomePage() {
  return (
    <>
      <JsonLd data={storeStructuredData()} />
      <HomeHero />
      <HomeLinkCards />
      <PhotoGrid />
      <VisitSection />
      <InspirationGallery />
      <SocialFeed />
      <HomeTestimonials />
      <CommercialClients />
      <DigitBadge />
    </>
  );
}
