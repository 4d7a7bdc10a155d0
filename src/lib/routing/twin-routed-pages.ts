/**
 * The pages built once and answered by a per-request twin when the query string (or the sample
 * cart's cookie) asks for something else: see ./twin-route.ts. Each list of keys is what the
 * page reads; a key it ignores (an analytics tag) leaves the built page in place. Tests keep the
 * listings' keys in step with what each listing lets the URL set (restrictState).
 */
import { colors, materials, styles } from "@/content/catalog/taxonomy";
import { builtFilterValues } from "@/lib/catalog/built-filter-pages";
import { catalogQueryKeys } from "@/lib/catalog/catalog-query";
import { sampleCartCookie } from "@/lib/samples/cart";
import type { TwinRoutedPage } from "@/lib/routing/twin-route";

/** A style's page: brand and color beside its own style, the view and "Load more". */
export const styleQueryKeys = ["brand", "color", "view", "page"] as const;

/** A color's page: brand, style and price beside its own color, and the search. */
export const colorQueryKeys = ["q", "brand", "style", "price"] as const;

const slugsOf = (entries: readonly { slug: string }[]): ReadonlySet<string> =>
  new Set(entries.map((entry) => entry.slug));

const builtFilters = Object.fromEntries(
  Object.entries(builtFilterValues).map(([group, values]) => [group, new Set<string>(values)]),
);

export const twinRoutedPages: readonly TwinRoutedPage[] = [
  // Every filter, the search, the view and "Load more"; one filter alone is built too.
  { path: "/catalog", queryKeys: catalogQueryKeys, builtVariants: builtFilters },
  // The samples listing offers the catalogue's filters over the wallpapers that can be sampled.
  { path: "/samples", queryKeys: catalogQueryKeys },
  { path: "/styles/[styleName]", builtParams: slugsOf(styles), queryKeys: styleQueryKeys },
  { path: "/color/[colorName]", builtParams: slugsOf(colors), queryKeys: colorQueryKeys },
  { path: "/types/[typeName]", builtParams: slugsOf(materials), queryKeys: catalogQueryKeys },
  // The brand gallery's search and how far it was scrolled.
  { path: "/wallpaper-brands", queryKeys: ["q", "page"] },
  // An estimate link carries the form's values and the product; any query is a variant.
  { path: "/wallpaper-calculator", queryKeys: "any" },
  // A consultation button without JavaScript arrives with the product and a message.
  { path: "/consultation", queryKeys: ["product", "message"] },
  // The cart lives in a cookie; a post without JavaScript comes back with a notice.
  { path: "/checkout", queryKeys: "any", cookies: [sampleCartCookie] },
  // Place Order lands here with the request's reference.
  { path: "/checkout/confirmation", queryKeys: ["ref"] },
];
