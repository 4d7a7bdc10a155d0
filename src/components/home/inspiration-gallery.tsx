import { useLocale, useTranslations } from "next-intl";

import { ConsultationButton } from "@/components/consultation/consultation-button";
import { ResponsiveImage } from "@/components/media/responsive-image";
import { LinkButton } from "@/components/ui/link-button";
import { imageSizes } from "@/lib/images/sizes";
import { roomTypeTitle, showroomContent, styleName } from "@/lib/showroom/localized-content";

/** The home page shows the first eight of the ten tagged room photos. */
export const inspirationCount = 8;

/** Eight rooms in 4:5 frames, each captioned with its room and style, like a magazine's index. */
export function InspirationGallery() {
  const locale = useLocale();
  const t = useTranslations("home.inspiration");
  const { home, galleryItems } = showroomContent(locale);
  const { inspiration } = home;
  return (
    <section aria-labelledby="inspiration-title" className="py-20 lg:py-28">
      <div className="mx-auto max-w-page px-5 sm:px-8 lg:px-12">
        <div className="grid gap-6 lg:grid-cols-12 lg:items-end">
          <div className="lg:col-span-7">
            <p className="eyebrow">{t("eyebrow")}</p>
            <h2 id="inspiration-title" className="mt-3 text-4xl sm:text-5xl">
              {inspiration.heading}
            </h2>
          </div>
          <p className="max-w-prose text-muted-foreground lg:col-span-5">{inspiration.intro}</p>
        </div>
        <ul className="mt-12 grid grid-cols-2 gap-x-4 gap-y-8 lg:grid-cols-4 lg:gap-x-6 lg:gap-y-12">
          {galleryItems.slice(0, inspirationCount).map((item) => (
            <li key={item.id}>
              <figure>
                <div className="portrait-frame">
                  <ResponsiveImage
                    slot={item.slot}
                    alt={item.alt}
                    sizes={imageSizes.inspirationGrid}
                    className="cover-image"
                  />
                </div>
                <figcaption className="mt-3">
                  <span className="eyebrow block">{roomTypeTitle(item.category, locale)}</span>
                  <span className="portrait-caption-title">{styleName(item.style, locale)}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <div className="mt-14 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <LinkButton href="/wallpaper-brands" variant="outline" size="lg">
            {t("exploreCollections")}
          </LinkButton>
          <ConsultationButton size="lg">{t("bookConsultation")}</ConsultationButton>
        </div>
      </div>
    </section>
  );
}
