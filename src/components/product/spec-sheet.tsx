import { useLocale, useTranslations } from "next-intl";

import { localizedSite } from "@/content/localized";
import { fullAddress, site } from "@/content/site";

/**
 * The printed spec sheet hides the site's header, footer and anything interactive; the page's own
 * parts hide themselves with `print:` utilities. The rule is keyed to this page's marker, so it
 * does nothing on other pages even after a client-side navigation keeps the style around.
 */
const printRules = `@media print {
  @page { size: letter portrait; margin: 0.5in; }
  body:has([data-spec-sheet]) > :not(main) { display: none !important; }
  body:has([data-spec-sheet]) main { padding: 0 !important; }
}`;

export function SpecSheetPrintStyle() {
  return (
    <style href="product-spec-sheet-print" precedence="default">
      {printRules}
    </style>
  );
}

/** The store's contact block at the top of the printed sheet; never shown on screen. */
export function SpecSheetHeader({ url }: { url: string }) {
  return (
    <div className="hidden border-b border-foreground pb-3 text-xs print:mb-5 print:flex print:items-end print:justify-between print:gap-6">
      <div>
        <p className="font-display text-2xl leading-none">{site.name}</p>
        <p className="mt-1">{fullAddress}</p>
      </div>
      <div className="text-right">
        <p>{`${site.phone.display} · ${site.email}`}</p>
        <p className="mt-0.5">{url}</p>
      </div>
    </div>
  );
}

export function SpecSheetFooter() {
  const t = useTranslations("product.specSheet");
  const { hours } = localizedSite(useLocale());
  return (
    <p className="hidden text-[0.6875rem] text-muted-foreground print:mt-4 print:block">
      {t("footer", {
        store: site.name,
        // The Spanish hours end in "p. m.", whose own period must not be doubled by the sentence's.
        weekdays: hours.weekdays.replace(/\.$/, ""),
        weekend: hours.weekend,
      })}
    </p>
  );
}
