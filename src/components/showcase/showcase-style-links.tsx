import { useTranslations } from "next-intl";

import { ResponsiveImage } from "@/components/media/responsive-image";
import { LocalizedLink } from "@/components/ui/localized-link";
import type { ShowcaseStyleLink } from "@/lib/catalog/showcase";
import { getStyle, productsByStyle } from "@/lib/catalog/lookups";
import { productSlot } from "@/lib/images/slots";
import { imageSizes } from "@/lib/images/sizes";

/**
 * The first paper of a style stands for it, so the picture changes only with the catalog. The
 * picture is decoration beside the style's name, so it has no alt text of its own.
 */
function styleSwatch(link: ShowcaseStyleLink) {
  const style = getStyle(link.slug);
  const matches = style ? productsByStyle(style.slug) : [];
  const first = matches[0];
  return {
    count: matches.length,
    swatch: first ? { slot: productSlot(first.id, "swatch") } : null,
  };
}

/** The showcase's eight styles as swatch tiles: the quickest way from a mood to a shortlist. */
export function ShowcaseStyleLinks({ links }: { links: readonly ShowcaseStyleLink[] }) {
  const t = useTranslations("catalog.showcase");
  return (
    <ul className="grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-5 lg:grid-cols-4 lg:gap-x-6 lg:gap-y-12">
      {links.map((link) => {
        const { count, swatch } = styleSwatch(link);
        return (
          <li key={link.slug}>
            <LocalizedLink href={link.href} className="group block">
              <span className="relative block aspect-square overflow-hidden bg-muted">
                {swatch ? (
                  <ResponsiveImage
                    slot={swatch.slot}
                    alt=""
                    sizes={imageSizes.quarterGrid}
                    className="absolute inset-0 size-full object-cover transition-transform duration-500 ease-(--ease-calm) motion-safe:group-hover:scale-[1.03]"
                  />
                ) : null}
              </span>
              <span className="mt-3 block font-display text-xl leading-snug text-foreground underline decoration-transparent underline-offset-4 transition-colors group-hover:decoration-border-strong sm:text-2xl">
                {link.title}
              </span>
              <span className="mt-0.5 block text-xs tracking-[0.08em] text-muted-foreground uppercase">
                {t("designs", { count })}
              </span>
            </LocalizedLink>
          </li>
        );
      })}
    </ul>
  );
}
