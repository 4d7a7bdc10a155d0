import { useLocale } from "next-intl";

import { ResponsiveImage } from "@/components/media/responsive-image";
import { imageSizes } from "@/lib/images/sizes";
import { roomTypeTitle, showroomContent, styleName } from "@/lib/showroom/localized-content";
import { cn } from "@/lib/utils/cn";

/**
 * A short run of finished rooms from the gallery: one large picture and three smaller ones on
 * wide screens, two by two on phones. `pick` chooses which gallery photos, by position.
 */
export function RoomGallery({
  pick = [1, 3, 4, 5],
  className,
}: {
  pick?: readonly number[];
  className?: string;
}) {
  const locale = useLocale();
  const { galleryItems } = showroomContent(locale);
  const items = pick.flatMap((index) => galleryItems[index] ?? []);
  return (
    <ul className={cn("grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4", className)}>
      {items.map((item) => (
        <li key={item.id}>
          <figure>
            <div className="portrait-frame">
              <ResponsiveImage
                slot={item.slot}
                alt={item.alt}
                sizes={imageSizes.roomGallery}
                className="cover-image"
              />
            </div>
            <figcaption className="mt-3 text-sm text-muted-foreground">
              {`${roomTypeTitle(item.category, locale)} · ${styleName(item.style, locale)}`}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
