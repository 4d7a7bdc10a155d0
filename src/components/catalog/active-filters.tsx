import { X } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";

import { filterFlags } from "@/components/catalog/filter-panel";
import { LocalizedLink } from "@/components/ui/localized-link";
import type { Locale } from "@/i18n/routing";
import type { ListingConfig } from "@/lib/catalog/listing";
import {
  catalogHref,
  clearAll,
  hasActiveFilters,
  toggleFlag,
  type CatalogState,
  type FilterFlag,
} from "@/lib/catalog/catalog-query";
import { brandName, colorTitle, priceRangeTitle, styleTitle } from "@/lib/catalog/taxonomy-lookups";

type Chip = { key: string; label: string; href: string };

function chipsFor(
  basePath: string,
  state: CatalogState,
  config: ListingConfig,
  locale: Locale,
  flagLabel: (flag: FilterFlag) => string,
): Chip[] {
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
      label: styleTitle(state.style, locale),
      href: without({ style: undefined }),
    });
  if (state.color)
    chips.push({
      key: "color",
      label: colorTitle(state.color, locale),
      href: without({ color: undefined }),
    });
  if (state.price) {
    chips.push({
      key: "price",
      label: priceRangeTitle(state.price, locale),
      href: without({ price: undefined }),
    });
  }
  for (const flag of filterFlags) {
    if (config.flags && state[flag]) {
      chips.push({
        key: flag,
        label: flagLabel(flag),
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
  const locale = useLocale();
  const t = useTranslations("catalog.filters");
  const chips = chipsFor(basePath, state, config, locale, (flag) => t(`flags.${flag}`));
  if (chips.length === 0) return null;
  const canClear = hasActiveFilters(state, { includeSearch: config.clearsSearch });
  return (
    <div className="flex flex-wrap items-center gap-2 pt-4">
      <p className="sr-only">{t("activeFilters")}</p>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <LocalizedLink
              href={chip.href}
              scroll={false}
              prefetch={false}
              className="inline-flex min-h-11 items-center gap-2 border border-border-strong bg-surface py-1 pr-2.5 pl-3.5 text-sm hover:border-foreground sm:min-h-9"
            >
              {chip.label}
              <X aria-hidden="true" className="size-3.5 text-muted-foreground" />
              <span className="sr-only">{t("remove")}</span>
            </LocalizedLink>
          </li>
        ))}
      </ul>
      {canClear ? (
        <LocalizedLink
          href={catalogHref(basePath, clearAll(state, { includeSearch: config.clearsSearch }))}
          scroll={false}
          prefetch={false}
          className="ml-1 inline-flex min-h-11 items-center px-1 text-sm font-semibold text-primary underline decoration-1 underline-offset-4 sm:min-h-9 lg:hidden"
        >
          {t("clearAll")}
        </LocalizedLink>
      ) : null}
    </div>
  );
}
