import type { Metadata } from "next";

import { ConsultationButton } from "@/components/consultation/consultation-button";
import { ResponsiveImage } from "@/components/media/responsive-image";
import { showroomImages } from "@/lib/images/showroom-images";
import { ClosingCta } from "@/components/showroom/closing-cta";
import { EditorialHeader } from "@/components/showroom/editorial-header";
import { NumberedSteps } from "@/components/showroom/numbered-steps";
import { ServiceCards } from "@/components/showroom/service-cards";
import { LinkButton } from "@/components/ui/link-button";
import { designProcess, services } from "@/content/services";
import { site } from "@/content/site";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { imageSizes } from "@/lib/images/sizes";

export const metadata: Metadata = pageMetadata({
  title: "Wallpaper Design, Special Orders and Installation Services",
  description: `Design consultations, special orders from hundreds of lines, installation, murals and hospitality projects from ${site.name} in ${site.address.city}.`,
  path: "/services",
});

export default function ServicesPage() {
  return (
    <>
      <EditorialHeader
        eyebrow="Services"
        title="From the first sample to the final seam"
        lead={
          <p>
            {`One team for the whole job: we help you choose, order from the mills, prepare the walls and hang the paper. Homeowners, interior designers, architects and contractors across South Florida have relied on us for ${site.stats.years} years.`}
          </p>
        }
        image={
          <div className="relative aspect-[4/3] overflow-hidden border border-border bg-muted sm:aspect-[3/2] lg:aspect-[4/3]">
            <ResponsiveImage
              slot={showroomImages.books.slot}
              alt={showroomImages.books.alt}
              sizes={imageSizes.editorialHeader}
              priority
              className="absolute inset-0 size-full object-cover"
            />
          </div>
        }
      />

      <section
        aria-labelledby="services-title"
        className="mx-auto max-w-page px-5 pb-20 sm:px-8 lg:px-12 lg:pb-28"
      >
        <h2 id="services-title" className="sr-only">
          What we do
        </h2>
        <ServiceCards services={services} />
      </section>

      <section aria-labelledby="process-title" className="bg-surface py-20 lg:py-28">
        <div className="mx-auto max-w-page px-5 sm:px-8 lg:px-12">
          <div className="max-w-2xl">
            <p className="eyebrow">How we work</p>
            <h2 id="process-title" className="mt-3 text-3xl sm:text-4xl">
              Our design process, in four steps
            </h2>
            <p className="mt-4 max-w-prose text-muted-foreground">
              The same unhurried sequence for a single powder room or a hotel floor, so nothing is
              ordered before it has been seen on the wall.
            </p>
          </div>
          <NumberedSteps steps={designProcess} className="mt-14" />
        </div>
      </section>

      <ClosingCta
        id="services-next-title"
        eyebrow="Begin"
        title="Start with a conversation"
        text="Tell us about the room and we will pull the samples worth seeing. Or browse the collections first and bring a short list."
      >
        <ConsultationButton size="lg">Schedule a Consultation</ConsultationButton>
        <LinkButton href="/wallpaper-brands" variant="outline" size="lg">
          Explore Collections
        </LinkButton>
      </ClosingCta>
    </>
  );
}
