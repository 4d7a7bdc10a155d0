import type { Metadata } from "next";

import { ConsultationBookingSection } from "@/components/consultation/consultation-booking-section";
import { ConsultationButton } from "@/components/consultation/consultation-button";
import { consultationPrefill } from "@/lib/forms/consultation-prefill";
import { ResponsiveImage } from "@/components/media/responsive-image";
import { showroomImages } from "@/lib/images/showroom-images";
import { CheckList } from "@/components/showroom/check-list";
import { ConsultationOptions } from "@/components/showroom/consultation-options";
import { EditorialHeader } from "@/components/showroom/editorial-header";
import { NumberedSteps } from "@/components/showroom/numbered-steps";
import { RoomGallery } from "@/components/showroom/room-gallery";
import {
  consultationContent,
  inHomeConsultation,
  showroomConsultation,
} from "@/content/consultation";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { imageSizes } from "@/lib/images/sizes";

export const metadata: Metadata = pageMetadata({
  title: "Design Consultations: In Home or at the Showroom",
  description: `A ${showroomConsultation.price.toLowerCase()} showroom consultation or an in-home visit for ${inHomeConsultation.price}, each ${inHomeConsultation.duration}. See what is included and book a time.`,
  path: "/consultation",
});

/**
 * Rendered per request: without JavaScript a consultation button arrives here with the product
 * and message in the query, and the inline form has to show them in the HTML itself.
 */
export default async function ConsultationPage({ searchParams }: PageProps<"/consultation">) {
  const prefill = consultationPrefill(await searchParams);
  return (
    <>
      <EditorialHeader
        eyebrow="Consultations"
        title={consultationContent.heading}
        lead={<p>{consultationContent.intro}</p>}
        actions={<ConsultationButton size="lg">Schedule Your Consultation</ConsultationButton>}
        image={
          <div className="relative aspect-[3/2] overflow-hidden border border-border bg-muted">
            <ResponsiveImage
              slot={showroomImages.hero.slot}
              alt={showroomImages.hero.alt}
              sizes={imageSizes.editorialHeader}
              priority
              className="absolute inset-0 size-full object-cover"
            />
          </div>
        }
      />

      <section
        aria-labelledby="options-title"
        className="mx-auto max-w-page px-5 pb-20 sm:px-8 lg:px-12 lg:pb-28"
      >
        <p className="eyebrow">Two ways to meet</p>
        <h2 id="options-title" className="mt-3 text-3xl sm:text-4xl">
          Choose your consultation
        </h2>
        <div className="mt-10">
          <ConsultationOptions options={consultationContent.options} />
        </div>
      </section>

      <section aria-labelledby="inclusions-title" className="bg-surface py-20 lg:py-28">
        <div className="mx-auto grid max-w-page gap-10 px-5 sm:px-8 lg:grid-cols-12 lg:px-12">
          <div className="lg:col-span-4">
            <p className="eyebrow">Included</p>
            <h2 id="inclusions-title" className="mt-3 text-3xl sm:text-4xl">
              What every consultation includes
            </h2>
          </div>
          <CheckList items={consultationContent.inclusions} columns={2} className="lg:col-span-8" />
        </div>
      </section>

      <section
        aria-labelledby="process-title"
        className="mx-auto max-w-page px-5 py-20 sm:px-8 lg:px-12 lg:py-28"
      >
        <p className="eyebrow">How it works</p>
        <h2 id="process-title" className="mt-3 text-3xl sm:text-4xl">
          Four steps to the right wall
        </h2>
        <NumberedSteps steps={consultationContent.process} className="mt-12" />
      </section>

      <section aria-labelledby="gallery-title" className="pb-20 lg:pb-28">
        <div className="mx-auto max-w-page px-5 sm:px-8 lg:px-12">
          <p className="eyebrow">Recent rooms</p>
          <h2 id="gallery-title" className="mt-3 text-3xl sm:text-4xl">
            Rooms that began at the sample table
          </h2>
          <RoomGallery className="mt-10" />
          <div className="mt-12 flex justify-center">
            <ConsultationButton size="lg">Schedule Your Consultation</ConsultationButton>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-page px-5 pb-24 sm:px-8 lg:px-12 lg:pb-32">
        <ConsultationBookingSection {...prefill} />
      </div>
    </>
  );
}
