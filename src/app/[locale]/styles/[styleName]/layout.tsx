import { FilterSheetProvider } from "@/components/catalog/filter-sheet";

/**
 * Shared by a style's pre-rendered page and its per-request twin (./per-request): moving between
 * them mounts a new page, and the filter sheet's state, held here, survives that.
 */
export default function StyleLayout({ children }: LayoutProps<"/[locale]/styles/[styleName]">) {
  return <FilterSheetProvider>{children}</FilterSheetProvider>;
}
