import { useTranslations } from "next-intl";

import { ResponsiveImage } from "@/components/media/responsive-image";
import { LocalizedLink } from "@/components/ui/localized-link";
import { brands } from "@/content/catalog/taxonomy";
import { galleryHref } from "@/lib/gallery/gallery-item";
import { imageSizes } from "@/lib/images/sizes";
import { brandSlot } from "@/lib/images/slots";

/**
 * The 15 houses in the catalog as wordmarks. Each one searches the gallery for its own papers,
 * so the strip is a way in, not only a credential.
 */
export function BrandLogoStrip() {
  const t = useTranslations("catalog.galleryPage");
  return (
    <nav aria-label={t("brandsLabel")}>
      <ul className="grid grid-cols-3 border-t border-l border-border sm:grid-cols-5">
        {brands.map((brand) => (
          <li key={brand.slug} className="border-r border-b border-border">
            <LocalizedLink
              href={galleryHref(brand.name)}
              scroll={false}
              // Only the query differs from the page being read; a prefetch of it would be
              // stored under the gallery's own address (the address is rewritten to its
              // language's route) and show the unfiltered gallery.
              prefetch={false}
              className="group flex h-full min-h-16 items-center justify-center px-3 py-3 transition-colors hover:bg-surface sm:min-h-20 sm:px-5"
            >
              <ResponsiveImage
                slot={brandSlot(brand.slug)}
                alt={brand.name}
                sizes={imageSizes.brandStrip}
                className="h-auto w-full max-w-40 opacity-80 transition-opacity group-hover:opacity-100"
              />
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
