import { getTranslations } from "next-intl/server";

import { ConsultationButton } from "@/components/consultation/consultation-button";
import { ResponsiveImage } from "@/components/media/responsive-image";
import { ClosingCta } from "@/components/showroom/closing-cta";
import { EditorialHeader } from "@/components/showroom/editorial-header";
import { NumberedSteps } from "@/components/showroom/numbered-steps";
import { ServiceCards } from "@/components/showroom/service-cards";
import { LinkButton } from "@/components/ui/link-button";
import { localizedSite } from "@/content/localized";
import { pageLocale } from "@/i18n/page-locale";
import { imageSizes } from "@/lib/images/sizes";
import { showroomContent } from "@/lib/showroom/localized-content";
import { servicesPageMetadata } from "@/lib/showroom/showroom-page-metadata";
import { localizedShowroomImages } from "@/lib/showroom/showroom-images";

export async function generateMetadata({ params }: PageProps<"/[locale]/services">) {
  return servicesPageMetadata(await pageLocale(params));
}

export default async function ServicesPage({ params }: PageProps<"/[locale]/services">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "showroom.services" });
  const site = localizedSite(locale);
  const { services, designProcess } = showroomContent(locale);
  const showroomImages = localizedShowroomImages(locale);
  return (
    <>
      <EditorialHeader
        eyebrow={t("eyebrow")}
        title={t("heading")}
        lead={<p>{t("lead", { years: site.stats.years })}</p>}
        image={
          <div className="relative aspect-[4/3] overflow-hidden border border-border bg-muted sm:aspect-[3/2] lg:aspect-[4/3]">
            <ResponsiveImage
              slot={showroomImages.books.slot}
              alt={showroomImages.books.alt}
              sizes={imageSizes.editorialHeader}
              priority
              className="cover-image"
            />
          </div>
        }
      />

      <section
        aria-labelledby="services-title"
        className="mx-auto max-w-page px-5 pb-20 sm:px-8 lg:px-12 lg:pb-28"
      >
        <h2 id="services-title" className="sr-only">
          {t("listHeading")}
        </h2>
        <ServiceCards services={services} />
      </section>

      <section aria-labelledby="process-title" className="bg-surface py-20 lg:py-28">
        <div className="mx-auto max-w-page px-5 sm:px-8 lg:px-12">
          <div className="max-w-2xl">
            <p className="eyebrow">{t("process.eyebrow")}</p>
            <h2 id="process-title" className="mt-3 text-3xl sm:text-4xl">
              {t("process.heading")}
            </h2>
            <p className="mt-4 max-w-prose text-muted-foreground">{t("process.intro")}</p>
          </div>
          <NumberedSteps steps={designProcess} className="mt-14" />
        </div>
      </section>

      <ClosingCta
        id="services-next-title"
        eyebrow={t("cta.eyebrow")}
        title={t("cta.title")}
        text={t("cta.text")}
      >
        <ConsultationButton size="lg">{t("cta.consultation")}</ConsultationButton>
        <LinkButton href="/wallpaper-brands" variant="outline" size="lg">
          {t("cta.collections")}
        </LinkButton>
      </ClosingCta>
    </>
  );
}
