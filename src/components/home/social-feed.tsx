import { ResponsiveImage } from "@/components/media/responsive-image";
import { getProductById } from "@/lib/catalog/lookups";
import { roomTypes } from "@/content/catalog/taxonomy";
import { homeContent } from "@/content/home";
import { site } from "@/content/site";
import { productSlot } from "@/lib/images/slots";

import { InstagramFeedFacade } from "./instagram-feed-facade";
import { imageSizes } from "@/lib/images/sizes";

/** Our own pictures in the feed's place: rooms and close-ups of papers the showroom carries. */
const feedTiles = [
  { productId: 1001, kind: "room" },
  { productId: 3001, kind: "detail" },
  { productId: 4004, kind: "room" },
  { productId: 1015, kind: "detail" },
  { productId: 1009, kind: "room" },
  { productId: 2005, kind: "detail" },
] as const;

function tileAlt(productId: number, kind: "room" | "detail"): string {
  const product = getProductById(productId);
  if (!product) throw new Error(`Social feed tile: product ${productId} is not in the catalogue`);
  if (kind === "detail") {
    return `Close-up of ${product.name} wallpaper in ${product.details.colorway}`;
  }
  const room = product.images.find((image) => image.kind === "room")?.room;
  const roomTitle = roomTypes.find((type) => type.slug === room)?.title.toLowerCase() ?? "room";
  return `${product.name} wallpaper in ${product.details.colorway} papered in a ${roomTitle}`;
}

export function SocialFeed() {
  const { socialFeed } = homeContent;
  return (
    <section aria-labelledby="social-title" className="bg-muted py-20 lg:py-28">
      <div className="mx-auto max-w-page px-5 sm:px-8 lg:px-12">
        <div className="mx-auto max-w-2xl text-center">
          <p className="eyebrow">{site.social.instagram.handle}</p>
          <h2 id="social-title" className="mt-3 text-4xl sm:text-5xl">
            {socialFeed.heading}
          </h2>
          <p className="mx-auto mt-5 max-w-prose text-muted-foreground">{socialFeed.intro}</p>
        </div>
        <div className="mt-12">
          <InstagramFeedFacade
            profileUrl={site.social.instagram.url}
            handle={site.social.instagram.handle}
          >
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6 lg:gap-3">
              {feedTiles.map((tile) => (
                <li
                  key={`${tile.productId}-${tile.kind}`}
                  className="relative aspect-square overflow-hidden bg-background"
                >
                  <ResponsiveImage
                    slot={productSlot(tile.productId, tile.kind)}
                    alt={tileAlt(tile.productId, tile.kind)}
                    sizes={imageSizes.socialFeed}
                    className="absolute inset-0 size-full object-cover"
                  />
                </li>
              ))}
            </ul>
          </InstagramFeedFacade>
        </div>
      </div>
    </section>
  );
}
