import { useLocale, useTranslations } from "next-intl";

import { ResponsiveImage } from "@/components/media/responsive-image";
import type { RoomType } from "@/content/catalog/taxonomy";
import { productTranslation } from "@/content/es/catalog/product-translations";
import { localizedSite } from "@/content/localized";
import type { Locale } from "@/i18n/routing";
import { getProductById } from "@/lib/catalog/lookups";
import { productSlot } from "@/lib/images/slots";
import { roomTypeTitle, showroomContent } from "@/lib/showroom/localized-content";

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

/** What a tile's alt text names: the pattern (English in both languages), its colorway, the room. */
function tileFacts(
  productId: number,
  locale: Locale,
): { name: string; colorway: string; room: RoomType | undefined } {
  const product = getProductById(productId);
  if (!product) throw new Error(`Social feed tile: product ${productId} is not in the catalogue`);
  return {
    name: product.name,
    colorway: locale === "es" ? productTranslation(productId).colorway : product.details.colorway,
    room: product.images.find((image) => image.kind === "room")?.room,
  };
}

export function SocialFeed() {
  const locale = useLocale();
  const t = useTranslations("home.socialFeed");
  const site = localizedSite(locale);
  const { socialFeed } = showroomContent(locale).home;
  function tileAlt(productId: number, kind: "room" | "detail"): string {
    const { name, colorway, room } = tileFacts(productId, locale);
    if (kind === "detail") return t("detailAlt", { name, colorway });
    const roomTitle = room ? roomTypeTitle(room, locale).toLowerCase() : t("fallbackRoom");
    return t("roomAlt", { name, colorway, room: roomTitle });
  }
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
            labels={{
              load: t("loadButton"),
              notice: t("notice"),
              profileLink: t("profileLink", { handle: site.social.instagram.handle }),
              newTab: t("newTab"),
            }}
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
                    className="cover-image"
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
