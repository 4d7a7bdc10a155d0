import { useLocale, useTranslations } from "next-intl";

import { LocalizedLink } from "@/components/ui/localized-link";
import { colors } from "@/content/catalog/taxonomy";
import { colorTitle } from "@/lib/catalog/taxonomy-lookups";

/** The other named colors, as swatches linking to their pages. */
export function ColorLinks({ current }: { current?: string }) {
  const locale = useLocale();
  const t = useTranslations("catalog.colorLinks");
  return (
    <nav aria-labelledby="other-colors-heading" className="mt-16">
      <h2 id="other-colors-heading" className="eyebrow font-sans text-foreground">
        {current ? t("otherColors") : t("byColor")}
      </h2>
      <ul className="mt-5 grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-3 xl:grid-cols-4">
        {colors
          .filter((color) => color.slug !== current)
          .map((color) => (
            <li key={color.slug}>
              <LocalizedLink
                href={`/color/${color.slug}`}
                className="group/color flex min-h-11 items-center gap-3 text-sm text-foreground/85 hover:text-foreground"
              >
                <span
                  aria-hidden="true"
                  style={{ backgroundColor: color.swatch }}
                  className="size-6 shrink-0 rounded-full border border-foreground/15 transition-transform group-hover/color:scale-110 motion-reduce:transition-none"
                />
                <span className="underline-offset-4 group-hover/color:underline">
                  {t("link", {
                    // Spanish writes a color inside a phrase in lower case ("Papel tapiz gris").
                    color:
                      locale === "es"
                        ? colorTitle(color.slug, locale).toLowerCase()
                        : colorTitle(color.slug),
                  })}
                </span>
              </LocalizedLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}
