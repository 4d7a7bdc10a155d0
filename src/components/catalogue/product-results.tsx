import { ProductCard } from "@/components/catalogue/product-card";
import { resultAnchor } from "@/components/catalogue/result-anchor";
import type { Product } from "@/content/catalogue/product-schema";
import type { CatalogueView } from "@/lib/catalogue/query";
import { cn } from "@/lib/utils/cn";

/**
 * The cards of a listing, in a grid or a list. Each item has an id by position, so "Load more"
 * can bring the first new one into view (without JavaScript, as the link's fragment) and move
 * focus to it; keys are product ids, so appended pages leave the cards already on screen (and
 * their images) untouched.
 */
/** The widest grid shows three cards beside the filters: on screen on arrival, so previewed. */
const firstRow = 3;

export function ProductResults({
  products,
  view,
  showConsultation,
  priorityFirst,
  label = "Wallpapers",
}: {
  products: readonly Product[];
  view: CatalogueView;
  showConsultation: boolean;
  /** True where the first card's swatch is the page's largest picture on arrival. */
  priorityFirst: boolean;
  label?: string;
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
            className={cn(view === "list" ? "py-8" : "animate-fade-in motion-reduce:animate-none")}
          >
            <ProductCard
              product={product}
              view={view}
              priority={priorityFirst && index === 0}
              // Only the first card's picture is fetched with the page (and preloaded where it is
              // the largest); the rest of the first row follows at layout, so it does not compete
              // with the one that decides when the page looks ready.
              loading={index === 0 ? "eager" : "lazy"}
              placeholder={index < firstRow ? "blur" : "tone"}
              showConsultation={showConsultation}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
