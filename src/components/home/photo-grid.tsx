import { useLocale, useTranslations } from "next-intl";

import { ResponsiveImage } from "@/components/media/responsive-image";
import { localizedSite } from "@/content/localized";
import { imageSizes } from "@/lib/images/sizes";
import { showroomContent } from "@/lib/showroom/localized-content";
import { localizedShowroomImages } from "@/lib/showroom/showroom-images";

/**
 * The showroom and two finished rooms in an asymmetric grid: one wide picture beside a tall one,
 * then three tall ones. The two rooms are the gallery photos the inspiration section leaves out.
 */
export function PhotoGrid() {
  const locale = useLocale();
  const t = useTranslations("home.photoGrid");
  const site = localizedSite(locale);
  const showroomImages = localizedShowroomImages(locale);
  const rooms = showroomContent(locale).galleryItems.slice(8, 10);
  const tiles = [
    {
      ...showroomImages.about,
      className: "col-span-2 aspect-[3/2] lg:col-span-8 lg:aspect-auto",
      sizes: imageSizes.photoGridWide,
    },
    {
      ...showroomImages.books,
      className: "aspect-[4/5] lg:col-span-4",
      sizes: imageSizes.photoGridTall,
    },
    {
      ...showroomImages.panels,
      className: "aspect-[4/5] lg:col-span-4",
      sizes: imageSizes.photoGridTall,
    },
    ...rooms.map((room) => ({
      slot: room.slot,
      alt: room.alt,
      className: "aspect-[4/5] lg:col-span-4",
      sizes: imageSizes.photoGridTall,
    })),
  ];
  return (
    <section aria-labelledby="photo-grid-title" className="pb-20 lg:pb-28">
      <div className="mx-auto max-w-page px-5 sm:px-8 lg:px-12">
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <div>
            <p className="eyebrow">{site.address.city}</p>
            <h2 id="photo-grid-title" className="mt-3 text-4xl sm:text-5xl">
              {t("heading")}
            </h2>
          </div>
          <p className="max-w-md text-muted-foreground">
            {t("intro", { samples: site.stats.samples })}
          </p>
        </div>
        <ul className="mt-12 grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-12 lg:gap-4">
          {tiles.map((tile) => (
            <li key={tile.slot} className={`relative overflow-hidden bg-muted ${tile.className}`}>
              <ResponsiveImage
                slot={tile.slot}
                alt={tile.alt}
                sizes={tile.sizes}
                className="cover-image"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
