import { Search } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";

import { ListingSearchForm } from "@/components/catalog/listing-search-form";
import { SearchField } from "@/components/catalog/search-field";
import type { ListingConfig } from "@/lib/catalog/listing";
import { maxSearchLength, type CatalogState } from "@/lib/catalog/catalog-query";
import { localizePath } from "@/lib/i18n/localize-path";

/**
 * A GET search form: without JavaScript the browser submits it; with JavaScript it navigates in
 * place. The active filters travel along as hidden fields, and paging starts over.
 */
export function SearchBox({
  action,
  state,
  config,
  id,
  placeholder,
}: {
  /** The listing's internal path; the form goes to its address in the page's language. */
  action: string;
  state: CatalogState;
  config: ListingConfig;
  id: string;
  /** "Search wallpapers..." when left out. */
  placeholder?: string;
}) {
  const locale = useLocale();
  const t = useTranslations("catalog.search");
  const hidden: [string, string][] = [];
  for (const group of config.groups) {
    const value = state[group];
    if (value) hidden.push([group, value]);
  }
  if (config.flags && state.humid) hidden.push(["humid", "1"]);
  if (config.flags && state.commercial) hidden.push(["commercial", "1"]);
  if (config.viewToggle && state.view !== "grid") hidden.push(["view", state.view]);
  // A search from the built page lands on its per-request twin, a new page: the box (found
  // first by this key, from the button Enter clicks) keeps the focus (FilterSheetProvider).
  const focusKey = `search:${id}`;

  return (
    <ListingSearchForm action={localizePath(action, locale)}>
      <label htmlFor={id} className="sr-only">
        {t("label")}
      </label>
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SearchField
        id={id}
        name="q"
        query={state.q}
        placeholder={placeholder ?? t("placeholder")}
        maxLength={maxSearchLength}
        data-focus-key={focusKey}
        autoComplete="off"
        enterKeyHint="search"
        className="pr-14 [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        data-focus-key={focusKey}
        className="absolute inset-y-0 right-0 inline-flex w-12 items-center justify-center text-muted-foreground hover:text-foreground"
      >
        <Search aria-hidden="true" className="size-5" />
        <span className="sr-only">{t("submit")}</span>
      </button>
    </ListingSearchForm>
  );
}
