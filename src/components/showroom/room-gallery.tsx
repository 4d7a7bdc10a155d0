import { ResponsiveImage } from "@/components/media/responsive-image";
import { roomTypes } from "@/content/catalog/taxonomy";
import { galleryItems } from "@/content/gallery";
import { styleTitle } from "@/lib/catalog/taxonomy-lookups";
import { imageSizes } from "@/lib/images/sizes";
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
  const items = pick.flatMap((index) => galleryItems[index] ?? []);
  return (
    <ul className={cn("grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4", className)}>
      {items.map((item) => (
        <li key={item.id}>
          <figure>
            <div className="relative aspect-[4/5] overflow-hidden bg-muted">
              <ResponsiveImage
                slot={item.slot}
                alt={item.alt}
                sizes={imageSizes.roomGallery}
                className="absolute inset-0 size-full object-cover"
              />
            </div>
            <figcaption className="mt-3 text-sm text-muted-foreground">
              {`${roomTypes.find((room) => room.slug === item.category)?.title ?? item.category} · ${styleTitle(item.style)}`}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
