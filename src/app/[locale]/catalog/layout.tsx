import { FilterSheetProvider } from "@/components/catalog/filter-sheet";

/**
 * Shared by the pre-rendered catalogue and its per-request twin (./per-request): moving between
 * them mounts a new page, and the filter sheet's state, held here, survives that.
 */
export default function CatalogLayout({ children }: LayoutProps<"/[locale]/catalog">) {
  return <FilterSheetProvider>{children}</FilterSheetProvider>;
}
