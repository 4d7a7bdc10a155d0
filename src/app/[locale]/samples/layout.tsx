import { FilterSheetProvider } from "@/components/catalog/filter-sheet";

/**
 * Shared by the pre-rendered samples listing and its per-request twin (./per-request): moving between
 * them mounts a new page, and the filter sheet's state, held here, survives that.
 */
export default function SamplesLayout({ children }: LayoutProps<"/[locale]/samples">) {
  return <FilterSheetProvider>{children}</FilterSheetProvider>;
}
