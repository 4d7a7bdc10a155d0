import { NextResponse, type NextRequest } from "next/server";

import { galleryPage } from "@/lib/gallery/gallery-data";
import { parseCatalogQuery } from "@/lib/catalog/catalog-query";

/**
 * The gallery's next 12 wallpapers as JSON (`?q=&page=`), so the browser appends a page without
 * ever holding the catalog. Parsing is the catalog's own: an odd page or search is clamped,
 * never an error.
 */
export function GET(request: NextRequest) {
  const { q, page } = parseCatalogQuery(request.nextUrl.searchParams);
  return NextResponse.json(galleryPage(q, page), {
    headers: {
      // The catalog changes only with a deploy; a short cache spares repeat scrolls.
      "Cache-Control": "public, max-age=300",
      "X-Robots-Tag": "noindex",
    },
  });
}
