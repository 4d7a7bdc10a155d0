import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { BrandLogoStrip } from "@/components/gallery/brand-logo-strip";
import { GalleryBrowser } from "@/components/gallery/gallery-browser";
import { GalleryMessages } from "@/components/gallery/gallery-messages";
import { ClosingCta } from "@/components/showroom/closing-cta";
import { LinkButton } from "@/components/ui/link-button";
import { products } from "@/content/catalog/products";
import { brands } from "@/content/catalog/taxonomy";
import { localizedSite } from "@/content/localized";
import type { Locale } from "@/i18n/routing";
import { galleryUpTo } from "@/lib/gallery/gallery-data";
import { galleryPath } from "@/lib/gallery/gallery-item";
import { pageMetadata } from "@/lib/seo/page-metadata";

/** The gallery's search and how far it was scrolled: both work without JavaScript. */
export type GalleryQuery = { q: string; page: number };

export async function galleryPageMetadata(
  locale: Locale,
  { q, page }: GalleryQuery,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "catalog.galleryPage.meta" });
  return pageMetadata({
    locale,
    title: t("title"),
    description: t("description", {
      products: products.length,
      brands: brands.length,
      city: localizedSite(locale).address.city,
    }),
    path: galleryPath,
    noindex: q !== "" || page > 1,
  });
}

/** The brand gallery: every brand's wallpapers, searchable, loading more as the visitor scrolls. */
export async function GalleryPage({
  locale,
  query: { q, page },
}: {
  locale: Locale;
  query: GalleryQuery;
}) {
  const t = await getTranslations({ locale, namespace: "catalog.galleryPage" });
  const { items, total, hasMore } = galleryUpTo(q, page, locale);
  const site = localizedSite(locale);

  return (
    <>
      <header className="mx-auto max-w-page px-5 pt-14 pb-10 text-center sm:px-8 lg:px-12 lg:pt-20 lg:pb-14">
        <p className="eyebrow">{t("eyebrow")}</p>
        <h1 className="mt-4 text-[2.05rem] tracking-[0.04em] sm:text-5xl sm:tracking-[0.06em] lg:text-6xl">
          {site.name.toUpperCase()}
        </h1>
        <p className="mx-auto mt-6 max-w-prose text-lg text-muted-foreground">{t("lead")}</p>
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
        aria-label={t("sectionLabel")}
        className="mx-auto max-w-page px-5 pt-12 sm:px-8 lg:px-12 lg:pt-16"
      >
        {/* Keyed by the search, so following a brand link starts a fresh list; the browser's own
            URL updates (replaceState) re-render with the same key and keep what was loaded. */}
        <GalleryMessages>
          <GalleryBrowser key={q} initial={{ q, page, items, total, hasMore }} />
        </GalleryMessages>
      </section>

      <ClosingCta
        id="gallery-next-title"
        eyebrow={t("closing.eyebrow")}
        title={t("closing.title")}
        text={t("closing.text")}
      >
        <LinkButton href="/contact" size="lg">
          {t("closing.contact")}
        </LinkButton>
        <LinkButton href="/consultation" variant="outline" size="lg">
          {t("closing.consultations")}
        </LinkButton>
      </ClosingCta>
    </>
  );
}
