import type { Locale } from "@/i18n/routing";
import { localizePath } from "@/lib/i18n/localize-path";

/**
 * A breadcrumb trail with its links as addresses in `locale`, for the structured data: the
 * visible Breadcrumb localizes its internal paths itself, the JSON-LD must name the real page.
 */
export function localizedCrumbs<Crumb extends { label: string; href?: string }>(
  crumbs: readonly Crumb[],
  locale: Locale,
): Crumb[] {
  return crumbs.map((crumb) =>
    crumb.href === undefined ? crumb : { ...crumb, href: localizePath(crumb.href, locale) },
  );
}
