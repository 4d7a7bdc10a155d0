import { X } from "lucide-react";
import Link from "next/link";

import { flagLabels } from "@/components/catalog/filter-panel";
import { priceRanges } from "@/content/catalog/taxonomy";
import type { ListingConfig } from "@/lib/catalog/listing";
import {
  catalogHref,
  clearAll,
  hasActiveFilters,
  toggleFlag,
  type CatalogState,
} from "@/lib/catalog/catalog-query";
import { brandName, colorTitle, styleTitle } from "@/lib/catalog/taxonomy-lookups";

type Chip = { key: string; label: string; href: string };

function chipsFor(basePath: string, state: CatalogState, config: ListingConfig): Chip[] {
  const without = (overrides: Partial<CatalogState>) =>
    catalogHref(basePath, { ...state, ...overrides, page: 1 });
  const chips: Chip[] = [];
  if (state.q) chips.push({ key: "q", label: `“${state.q}”`, href: without({ q: "" }) });
  if (state.brand)
    chips.push({
      key: "brand",
      label: brandName(state.brand),
      href: without({ brand: undefined }),
    });
  if (state.style)
    chips.push({
      key: "style",
      label: styleTitle(state.style),
      href: without({ style: undefined }),
    });
  if (state.color)
    chips.push({
      key: "color",
      label: colorTitle(state.color),
      href: without({ color: undefined }),
    });
  if (state.price) {
    const range = priceRanges.find((r) => r.slug === state.price);
    chips.push({
      key: "price",
      label: range?.title ?? state.price,
      href: without({ price: undefined }),
    });
  }
  for (const flag of ["humid", "commercial"] as const) {
    if (config.flags && state[flag]) {
      chips.push({
        key: flag,
        label: flagLabels[flag],
        href: catalogHref(basePath, toggleFlag(state, flag)),
      });
    }
  }
  return chips;
}

/**
 * The choices in effect, above the results: each one removable on its own. On phones, where the
 * panel sits in a sheet, this is how a visitor sees what narrowed the list.
 */
export function ActiveFilters({
  basePath,
  state,
  config,
}: {
  basePath: string;
  state: CatalogState;
  config: ListingConfig;
}) {
  const chips = chipsFor(basePath, state, config);
  if (chips.length === 0) return null;
  const canClear = hasActiveFilters(state, { includeSearch: config.clearsSearch });
  return (
    <div className="flex flex-wrap items-center gap-2 pt-4">
      <p className="sr-only">Active filters:</p>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              href={chip.href}
              scroll={false}
              prefetch={false}
              className="inline-flex min-h-11 items-center gap-2 border border-border-strong bg-surface py-1 pr-2.5 pl-3.5 text-sm hover:border-foreground sm:min-h-9"
            >
              {chip.label}
              <X aria-hidden="true" className="size-3.5 text-muted-foreground" />
              <span className="sr-only">(remove)</span>
            </Link>
          </li>
        ))}
      </ul>
      {canClear ? (
        <Link
          href={catalogHref(basePath, clearAll(state, { includeSearch: config.clearsSearch }))}
          scroll={false}
          prefetch={false}
          className="ml-1 inline-flex min-h-11 items-center px-1 text-sm font-semibold text-primary underline decoration-1 underline-offset-4 sm:min-h-9 lg:hidden"
        >
          Clear All
        </Link>
      ) : null}
    </div>
  );
}
