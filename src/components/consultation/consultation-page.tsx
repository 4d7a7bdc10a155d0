import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { ConsultationBookingSection } from "@/components/consultation/consultation-booking-section";
import { ConsultationButton } from "@/components/consultation/consultation-button";
import { ResponsiveImage } from "@/components/media/responsive-image";
import { CheckList } from "@/components/showroom/check-list";
import { ConsultationOptions } from "@/components/showroom/consultation-options";
import { EditorialHeader } from "@/components/showroom/editorial-header";
import { NumberedSteps } from "@/components/showroom/numbered-steps";
import { RoomGallery } from "@/components/showroom/room-gallery";
import type { Locale } from "@/i18n/routing";
import { localizedConsultation } from "@/lib/consultation/localized-consultation";
import type { ConsultationPrefill } from "@/lib/forms/consultation-prefill";
import { imageSizes } from "@/lib/images/sizes";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { localizedShowroomImages } from "@/lib/showroom/showroom-images";

export async function consultationPageMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "forms.consultationPage.meta" });
  const { showroom, inHome } = localizedConsultation(locale);
  return pageMetadata({
    locale,
    title: t("title"),
    description: t("description", {
      showroomPrice: showroom.price.toLowerCase(),
      inHomePrice: inHome.price,
      duration: inHome.duration,
    }),
    path: "/consultation",
  });
}

/**
 * The consultation page. Without JavaScript a consultation button arrives with the product and a
 * message in the query (`prefill`), and the inline form shows them in the HTML itself.
 */
export async function ConsultationPage({
  locale,
  prefill,
}: {
  locale: Locale;
  prefill: ConsultationPrefill;
}) {
  const t = await getTranslations({ locale, namespace: "forms.consultationPage" });
  const { content } = localizedConsultation(locale);
  const hero = localizedShowroomImages(locale).hero;
  return (
    <>
      <EditorialHeader
        eyebrow={t("eyebrow")}
        title={content.heading}
        lead={<p>{content.intro}</p>}
        actions={<ConsultationButton size="lg">{t("schedule")}</ConsultationButton>}
        image={
          <div className="relative aspect-[3/2] overflow-hidden border border-border bg-muted">
            <ResponsiveImage
              slot={hero.slot}
              alt={hero.alt}
              sizes={imageSizes.editorialHeader}
              priority
              className="cover-image"
            />
          </div>
        }
      />

      <section
        aria-labelledby="options-title"
        className="mx-auto max-w-page px-5 pb-20 sm:px-8 lg:px-12 lg:pb-28"
      >
        <p className="eyebrow">{t("optionsEyebrow")}</p>
        <h2 id="options-title" className="mt-3 text-3xl sm:text-4xl">
          {t("optionsTitle")}
        </h2>
        <div className="mt-10">
          <ConsultationOptions options={content.options} />
        </div>
      </section>

      <section aria-labelledby="inclusions-title" className="bg-surface py-20 lg:py-28">
        <div className="mx-auto grid max-w-page gap-10 px-5 sm:px-8 lg:grid-cols-12 lg:px-12">
          <div className="lg:col-span-4">
            <p className="eyebrow">{t("inclusionsEyebrow")}</p>
            <h2 id="inclusions-title" className="mt-3 text-3xl sm:text-4xl">
              {t("inclusionsTitle")}
            </h2>
          </div>
          <CheckList items={content.inclusions} columns={2} className="lg:col-span-8" />
        </div>
      </section>

      <section
        aria-labelledby="process-title"
        className="mx-auto max-w-page px-5 py-20 sm:px-8 lg:px-12 lg:py-28"
      >
        <p className="eyebrow">{t("processEyebrow")}</p>
        <h2 id="process-title" className="mt-3 text-3xl sm:text-4xl">
          {t("processTitle")}
        </h2>
        <NumberedSteps steps={content.process} className="mt-12" />
      </section>

      <section aria-labelledby="gallery-title" className="pb-20 lg:pb-28">
        <div className="mx-auto max-w-page px-5 sm:px-8 lg:px-12">
          <p className="eyebrow">{t("galleryEyebrow")}</p>
          <h2 id="gallery-title" className="mt-3 text-3xl sm:text-4xl">
            {t("galleryTitle")}
          </h2>
          <RoomGallery className="mt-10" />
          <div className="mt-12 flex justify-center">
            <ConsultationButton size="lg">{t("schedule")}</ConsultationButton>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-page px-5 pb-24 sm:px-8 lg:px-12 lg:pb-32">
        <ConsultationBookingSection {...prefill} />
      </div>
    </>
  );
}
