import { FilterSheetProvider } from "@/components/catalog/filter-sheet";
import { pageLocale } from "@/i18n/page-locale";

/**
 * Shared by the pre-rendered style page and its per-request twin (./filtered): moving between
 * them mounts a new page, and the filter sheet's state, held here, survives that.
 */
export default async function StyleLayout({
  children,
  params,
}: LayoutProps<"/[locale]/styles/[styleName]">) {
  await pageLocale(params);
  return <FilterSheetProvider>{children}</FilterSheetProvider>;
}
