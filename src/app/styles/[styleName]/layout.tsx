import { FilterSheetProvider } from "@/components/catalog/filter-sheet";

/**
 * Shared by the pre-rendered style page and its per-request twin (./filtered): moving between
 * them mounts a new page, and the filter sheet's state, held here, survives that.
 */
export default function StyleLayout({ children }: { children: React.ReactNode }) {
  return <FilterSheetProvider>{children}</FilterSheetProvider>;
}
