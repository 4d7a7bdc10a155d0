import { useLocale, useTranslations } from "next-intl";
import type * as React from "react";

import {
  FilterOptionLink,
  Indicator,
  type FilterIndicator,
} from "@/components/catalog/filter-option-link";
import { LocalizedLink } from "@/components/ui/localized-link";
import { brands, colors, priceRanges, styles } from "@/content/catalog/taxonomy";
import type { Locale } from "@/i18n/routing";
import type { FacetCounts } from "@/lib/catalog/filter";
import type { Listing, ListingConfig } from "@/lib/catalog/listing";
import { filterPanelId } from "@/lib/catalog/listing-anchors";
import {
  catalogHref,
  clearAll,
  hasActiveFilters,
  toggleFilter,
  toggleFlag,
  type CatalogState,
  type FilterFlag,
  type FilterGroup,
} from "@/lib/catalog/catalog-query";
import { colorTitle, priceRangeTitle, styleTitle } from "@/lib/catalog/taxonomy-lookups";
import { cn } from "@/lib/utils/cn";

export const filterFlags = ["humid", "commercial"] as const satisfies readonly FilterFlag[];

type Option = {
  value: string;
  label: string;
  indicator: FilterIndicator;
  count: number;
  /** How many the page has with this value and no other filter. */
  onPage: number;
  selected: boolean;
  next: CatalogState;
};

// Each option gets its own `{ kind: "radio" }`: React writes a second use of one object in the
// RSC payload as a path to the first ("$1d:props:children:…:indicator", about 120 characters
// against 16), about 5 kB of /catalog's HTML for two dozen options.
const radio = (): FilterIndicator => ({ kind: "radio" });

function optionsFor(
  group: FilterGroup,
  state: CatalogState,
  counts: FacetCounts,
  available: FacetCounts,
  locale: Locale,
): Option[] {
  switch (group) {
    case "brand":
      return brands.map((b) => ({
        value: b.slug,
        label: b.name,
        indicator: radio(),
        count: counts.brand[b.slug],
        onPage: available.brand[b.slug],
        selected: state.brand === b.slug,
        next: toggleFilter(state, "brand", b.slug),
      }));
    case "style":
      return styles.map((s) => ({
        value: s.slug,
        label: styleTitle(s.slug, locale),
        indicator: radio(),
        count: counts.style[s.slug],
        onPage: available.style[s.slug],
        selected: state.style === s.slug,
        next: toggleFilter(state, "style", s.slug),
      }));
    case "color":
      return colors.map((c) => ({
        value: c.slug,
        label: colorTitle(c.slug, locale),
        indicator: { kind: "swatch", color: c.swatch },
        count: counts.color[c.slug],
        onPage: available.color[c.slug],
        selected: state.color === c.slug,
        next: toggleFilter(state, "color", c.slug),
      }));
    case "price":
      return priceRanges.map((r) => ({
        value: r.slug,
        label: priceRangeTitle(r.slug, locale),
        indicator: radio(),
        count: counts.price[r.slug],
        onPage: available.price[r.slug],
        selected: state.price === r.slug,
        next: toggleFilter(state, "price", r.slug),
      }));
  }
}

export type LockedFilter = {
  group: "style" | "color";
  label: string;
  /** The chip color when the locked group is the color. */
  swatch?: string;
  note: React.ReactNode;
};

/**
 * The one filter panel of /catalog, /styles, /color and /types: the same groups, rows and order
 * everywhere; a page leaves out the groups that do not apply to it and shows the group its
 * route fixes as a disabled choice. It renders links only, so it needs no JavaScript.
 */
export function FilterPanel({
  basePath,
  listing,
  config,
  locked,
}: {
  basePath: string;
  listing: Listing;
  config: ListingConfig;
  locked?: LockedFilter;
}) {
  const locale = useLocale();
  const t = useTranslations("catalog.filters");
  const idPrefix = filterPanelId;
  const { state, counts, available, flagCounts, flagsOnPage } = listing;
  const flags = filterFlags.filter(
    (flag) => config.flags && (state[flag] || flagsOnPage[flag] > 0),
  );
  const canClear = hasActiveFilters(state, { includeSearch: config.clearsSearch });
  const clearHref = catalogHref(basePath, clearAll(state, { includeSearch: config.clearsSearch }));
  const groupOrder: FilterGroup[] = ["brand", "style", "color", "price"];

  return (
    <div data-filter-panel="">
      {/* In the mobile sheet, whose title says the same, the heading (and a row left bare) hide. */}
      <div
        data-panel-head={canClear ? "clear" : "bare"}
        className="flex min-h-11 flex-wrap items-center justify-between gap-x-4 border-b border-border pb-3"
      >
        <h2
          id={`${idPrefix}-heading`}
          data-panel-title=""
          className="text-xl whitespace-nowrap xl:text-2xl"
        >
          {t("heading")}
        </h2>
        {canClear ? (
          <LocalizedLink
            href={clearHref}
            scroll={false}
            prefetch={false}
            className="inline-flex min-h-11 items-center text-sm font-semibold whitespace-nowrap text-primary underline decoration-1 underline-offset-4 hover:text-primary-hover"
          >
            {t("clearAll")}
          </LocalizedLink>
        ) : null}
      </div>

      {groupOrder.map((group) => {
        if (locked?.group === group) {
          return (
            <FilterGroupSection
              key={group}
              id={`${idPrefix}-${group}`}
              title={t(`groups.${group}`)}
            >
              <LockedOption locked={locked} />
            </FilterGroupSection>
          );
        }
        if (!config.groups.includes(group)) return null;
        // Values this page never has (a brand without geometric designs on the Geometric page)
        // are left out; values other filters have emptied stay, disabled, so rows do not jump.
        const options = optionsFor(group, state, counts, available, locale).filter(
          (option) => option.selected || option.onPage > 0,
        );
        if (options.length === 0) return null;
        return (
          <FilterGroupSection key={group} id={`${idPrefix}-${group}`} title={t(`groups.${group}`)}>
            <ul className={cn(group === "color" && "grid grid-cols-2 gap-x-4")}>
              {options.map((option) => (
                <li key={option.value}>
                  <FilterOptionLink
                    href={catalogHref(basePath, option.next)}
                    focusKey={`${group}:${option.value}`}
                    label={option.label}
                    accessibleName={t("option", {
                      label: option.label,
                      count: option.count,
                      selected: option.selected ? "yes" : "no",
                    })}
                    count={option.count}
                    selected={option.selected}
                    indicator={option.indicator}
                  />
                </li>
              ))}
            </ul>
          </FilterGroupSection>
        );
      })}

      {flags.length > 0 ? (
        <FilterGroupSection id={`${idPrefix}-project`} title={t("groups.project")}>
          <ul>
            {flags.map((flag) => (
              <li key={flag}>
                <FilterOptionLink
                  href={catalogHref(basePath, toggleFlag(state, flag))}
                  focusKey={`flag:${flag}`}
                  label={t(`flags.${flag}`)}
                  accessibleName={t("option", {
                    label: t(`flags.${flag}`),
                    count: flagCounts[flag],
                    selected: state[flag] ? "yes" : "no",
                  })}
                  count={flagCounts[flag]}
                  selected={state[flag]}
                  indicator={{ kind: "checkbox" }}
                />
                <p className="pb-2 pl-7 text-xs text-muted-foreground">{t(`flagHints.${flag}`)}</p>
              </li>
            ))}
          </ul>
        </FilterGroupSection>
      ) : null}
    </div>
  );
}

function FilterGroupSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div role="group" aria-labelledby={id} className="border-b border-border py-5 last:border-b-0">
      <h3 id={id} className="eyebrow mb-2 font-sans text-foreground">
        {title}
      </h3>
      {children}
    </div>
  );
}

/** The group the route fixes: a checked, disabled radio, so it reads as set and unchangeable. */
function LockedOption({ locked }: { locked: LockedFilter }) {
  const indicator: FilterIndicator = locked.swatch
    ? { kind: "swatch", color: locked.swatch }
    : { kind: "radio" };
  return (
    <>
      <label className="flex min-h-11 cursor-not-allowed items-center gap-3 py-1.5 text-sm text-foreground lg:min-h-9">
        <input type="radio" defaultChecked disabled className="sr-only" />
        <Indicator indicator={indicator} selected disabled />
        <span>{locked.label}</span>
      </label>
      <p className="text-xs text-muted-foreground">{locked.note}</p>
    </>
  );
}
