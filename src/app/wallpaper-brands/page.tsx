import type { Metadata } from "next";

import { BrandLogoStrip } from "@/components/gallery/brand-logo-strip";
import { GalleryBrowser } from "@/components/gallery/gallery-browser";
import { galleryUpTo } from "@/lib/gallery/gallery-data";
import { galleryPath } from "@/lib/gallery/gallery-item";
import { ClosingCta } from "@/components/showroom/closing-cta";
import { LinkButton } from "@/components/ui/link-button";
import { products } from "@/content/catalog/products";
import { brands } from "@/content/catalog/taxonomy";
import { site } from "@/content/site";
import { parseCatalogQuery, type CatalogSearchParams } from "@/lib/catalog/catalog-query";
import { pageMetadata } from "@/lib/seo/page-metadata";

type GalleryPageProps = { searchParams: Promise<CatalogSearchParams> };

/**
 * The gallery renders per request: `?q=` and `?page=` must work without JavaScript, so the server
 * reads them. The catalog is in memory, so this costs no more than a pre-rendered page.
 */
export async function generateMetadata({ searchParams }: GalleryPageProps): Promise<Metadata> {
  const { q, page } = parseCatalogQuery(await searchParams);
  return pageMetadata({
    title: "Wallpaper Gallery: Every Design, Room by Room",
    description: `Browse ${products.length} designer wallpapers from ${brands.length} houses, each shown in a room. Search by name, brand or style, then see them in our ${site.address.city} showroom.`,
    path: galleryPath,
    noindex: q !== "" || page > 1,
  });
}

export default async function WallpaperGalleryPage({ searchParams }: GalleryPageProps) {
  const { q, page } = parseCatalogQuery(await searchParams);
  const { items, total, hasMore } = galleryUpTo(q, page);

  return (
    <>
      <header className="mx-auto max-w-page px-5 pt-14 pb-10 text-center sm:px-8 lg:px-12 lg:pt-20 lg:pb-14">
        <p className="eyebrow">The wallpaper gallery</p>
        <h1 className="mt-4 text-[2.05rem] tracking-[0.04em] sm:text-5xl sm:tracking-[0.06em] lg:text-6xl">
          {site.name.toUpperCase()}
        </h1>
        <p className="mx-auto mt-6 max-w-prose text-lg text-muted-foreground">
          Every paper in our library, hung in a room. Search by name, house or style, and open any
          picture to see it at full size.
        </p>
      </header>

      <div className="mx-auto max-w-page px-5 sm:px-8 lg:px-12">
        <BrandLogoStrip />
      </div>

      {/* Scroll anchoring would hold a visitor at the footer while pages load above it, so
          every load would trigger the next; without it, new wallpapers appear under the eye. */}
      <style href="gallery-scroll-anchoring" precedence="default">
        {
          "html:has([data-infinite-gallery]), body:has([data-infinite-gallery]) { overflow-anchor: none; }"
        }
      </style>
      <section
        data-infinite-gallery=""
        aria-label="Wallpapers"
        className="mx-auto max-w-page px-5 pt-12 sm:px-8 lg:px-12 lg:pt-16"
      >
        {/* Keyed by the search, so following a brand link starts a fresh list; the browser's own
            URL updates (replaceState) re-render with the same key and keep what was loaded. */}
        <GalleryBrowser key={q} initial={{ q, page, items, total, hasMore }} />
      </section>

      <ClosingCta
        id="gallery-next-title"
        eyebrow="See it in person"
        title="Found one you love?"
        text="A picture shows the pattern; a sample shows the paper. Visit the showroom to see it under your own light, or ask us to pull the books worth seeing."
      >
        <LinkButton href="/contact" size="lg">
          Contact Us
        </LinkButton>
        <LinkButton href="/consultation" variant="outline" size="lg">
          About Consultations
        </LinkButton>
      </ClosingCta>
    </>
  );
}
