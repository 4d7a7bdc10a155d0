import { ProductCard } from "@/components/catalog/product-card";
import type { Product } from "@/content/catalog/product-schema";
import { resultAnchor } from "@/lib/catalog/listing-anchors";
import type { CatalogView } from "@/lib/catalog/catalog-query";
import { cn } from "@/lib/utils/cn";

/**
 * The cards of a listing, in a grid or a list. Each item has an id by position, so "Load more"
 * can bring the first new one into view (without JavaScript, as the link's fragment) and move
 * focus to it; keys are product ids, so appended pages leave the cards already on screen (and
 * their images) untouched.
 */
/**
 * The widest grid shows three cards beside the filters: on screen on arrival where the cards
 * start on the first screen, so fetched at once and previewed.
 */
const firstRow = 3;

export function ProductResults({
  products,
  view,
  showConsultation,
  priorityFirst,
  freshFrom = Number.POSITIVE_INFINITY,
  label,
}: {
  products: readonly Product[];
  view: CatalogView;
  showConsultation: boolean;
  /**
   * True where the cards start on the first screen: the first card's swatch is then the page's
   * largest picture on arrival. Elsewhere (below an introduction) every picture waits to be
   * near the screen, so none of them holds back the first paint.
   */
  priorityFirst: boolean;
  /**
   * Cards from this index on were added by "Load more" and fade in. The cards a page arrives
   * with do not: a fade would only hold back the first picture (the page's largest paint).
   */
  freshFrom?: number;
  /** The section's hidden heading, "Wallpapers" in the page's language. */
  label: string;
}) {
  return (
    <section aria-labelledby="results-heading" className="pt-8">
      <h2 id="results-heading" className="sr-only">
        {label}
      </h2>
      <ul
        className={cn(
          view === "list"
            ? "divide-y divide-border border-y border-border"
            : "grid grid-cols-2 gap-x-4 gap-y-12 sm:grid-cols-3 sm:gap-x-6 2xl:grid-cols-4",
        )}
      >
        {products.map((product, index) => (
          <li
            key={product.id}
            id={resultAnchor(index)}
            className={cn(
              view === "list" && "py-8",
              index >= freshFrom && "animate-fade-in motion-reduce:animate-none",
            )}
          >
            <ProductCard
              product={product}
              view={view}
              priority={priorityFirst && index === 0}
              // Where the cards start on the first screen, their first row is on screen on
              // arrival; the first card's picture alone is preloaded (the page's largest paint,
              // unless a phone shows a longer introduction), the rest of the row is fetched after
              // the stylesheet and fonts the first paint waits for, the cards below as they near
              // the screen.
              loading={priorityFirst && index < firstRow ? "eager" : "lazy"}
              fetchPriority={priorityFirst && index > 0 && index < firstRow ? "low" : undefined}
              placeholder={index < firstRow ? "blur" : "tone"}
              showConsultation={showConsultation}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
