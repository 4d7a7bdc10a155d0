import { useLocale, useTranslations } from "next-intl";

import { ResponsiveImage } from "@/components/media/responsive-image";
import { localizedSite } from "@/content/localized";
import { fullAddress } from "@/content/site";
import { showroomContent } from "@/lib/showroom/localized-content";
import { localizedShowroomImages } from "@/lib/showroom/showroom-images";

import { visitSectionId } from "./home-hero";
import { MapFacade } from "./map-facade";
import { imageSizes } from "@/lib/images/sizes";

const linkClass =
  "inline-flex min-h-11 items-center underline decoration-border-strong underline-offset-[6px] hover:decoration-foreground";

/**
 * Where and when: the address, hours, phone and e-mail beside a drawn map. The section is the
 * target of the hero's "Visit Our Showroom", so it can take focus (tabIndex -1).
 */
export function VisitSection() {
  const locale = useLocale();
  const t = useTranslations("home.visit");
  const site = localizedSite(locale);
  const showroomImages = localizedShowroomImages(locale);
  const { visit } = showroomContent(locale).home;
  return (
    <section
      id={visitSectionId}
      tabIndex={-1}
      aria-labelledby="visit-title"
      className="bg-surface py-20 outline-none focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-ring lg:py-28"
    >
      <div className="mx-auto grid max-w-page gap-12 px-5 sm:px-8 lg:grid-cols-12 lg:items-center lg:gap-16 lg:px-12">
        <div className="lg:col-span-5">
          <p className="eyebrow">{t("eyebrow")}</p>
          <h2 id="visit-title" className="mt-3 text-4xl sm:text-5xl">
            {visit.heading}
          </h2>
          <p className="mt-5 max-w-prose text-muted-foreground">{visit.intro}</p>
          <dl className="mt-9 divide-y divide-border border-y border-border">
            <div className="grid gap-1 py-4 sm:grid-cols-[8rem_1fr] sm:gap-6">
              <dt className="eyebrow pt-3">{t("address")}</dt>
              <dd>
                <a
                  href={site.mapsUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClass}
                >
                  {fullAddress}
                  <span className="sr-only">{` ${t("newTab")}`}</span>
                </a>
              </dd>
            </div>
            <div className="grid gap-1 py-4 sm:grid-cols-[8rem_1fr] sm:gap-6">
              <dt className="eyebrow pt-3 sm:pt-0.5">{t("hours")}</dt>
              <dd className="space-y-1">
                <p>{site.hours.weekdays}</p>
                <p className="text-muted-foreground">{site.hours.weekend}</p>
              </dd>
            </div>
            <div className="grid gap-1 py-4 sm:grid-cols-[8rem_1fr] sm:gap-6">
              <dt className="eyebrow pt-3">{t("phone")}</dt>
              <dd>
                <a href={`tel:${site.phone.e164}`} className={linkClass}>
                  {site.phone.display}
                </a>
              </dd>
            </div>
            <div className="grid gap-1 py-4 sm:grid-cols-[8rem_1fr] sm:gap-6">
              <dt className="eyebrow pt-3">{t("email")}</dt>
              <dd>
                <a href={`mailto:${site.email}`} className={`${linkClass} break-all`}>
                  {site.email}
                </a>
              </dd>
            </div>
          </dl>
        </div>
        <div className="lg:col-span-7">
          <MapFacade
            embedUrl={site.mapEmbedUrl}
            title={t("mapTitle", { name: site.name, address: fullAddress })}
            buttonLabel={t("mapButton")}
            placeholder={
              <ResponsiveImage
                slot={showroomImages.map.slot}
                alt={showroomImages.map.alt}
                sizes={imageSizes.visitMap}
                className="cover-image"
              />
            }
          />
          <p className="mt-3 text-xs text-muted-foreground">{t("mapNotice")}</p>
        </div>
      </div>
    </section>
  );
}
