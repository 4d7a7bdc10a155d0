import { FilterSheetProvider } from "@/components/catalog/filter-sheet";

/**
 * Shared by a color's pre-rendered page and its per-request twin (./per-request): moving between
 * them mounts a new page, and the filter sheet's state, held here, survives that.
 */
export default function ColorLayout({ children }: LayoutProps<"/[locale]/color/[colorName]">) {
  return <FilterSheetProvider>{children}</FilterSheetProvider>;
}
