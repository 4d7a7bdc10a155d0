import { NextResponse, type NextRequest } from "next/server";

import { isLocale } from "@/i18n/routing";
import { parseCatalogQuery } from "@/lib/catalog/catalog-query";
import { galleryPage } from "@/lib/gallery/gallery-data";

/**
 * The gallery's next 12 wallpapers as JSON (`?q=&page=`), so the browser appends a page without
 * ever holding the catalog. Parsing is the catalog's own: an odd page or search is clamped,
 * never an error. `/wallpaper-brands/items` answers in English and `/es/wallpaper-brands/items`
 * in Spanish (the texts of the tiles, and a search that also knows the Spanish style names).
 */
export async function GET(
  request: NextRequest,
  { params }: RouteContext<"/[locale]/wallpaper-brands/items">,
) {
  const { locale } = await params;
  if (!isLocale(locale)) return new NextResponse(null, { status: 404 });
  const { q, page } = parseCatalogQuery(request.nextUrl.searchParams);
  return NextResponse.json(galleryPage(q, page, locale), {
    headers: {
      // The catalog changes only with a deploy; a short cache spares repeat scrolls.
      "Cache-Control": "public, max-age=300",
      "X-Robots-Tag": "noindex",
    },
  });
}
