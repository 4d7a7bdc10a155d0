/**
 * The header's, drawer's and footer's links in the page's language. Kept apart from the store's
 * facts so the menu drawer, a Client Component, loads only these short lists.
 */
import * as spanishNavigation from "@/content/es/navigation";
import * as englishNavigation from "@/content/navigation";
import type { NavLink } from "@/content/navigation";
import type { Locale } from "@/i18n/routing";

export type Navigation = {
  primaryNav: readonly NavLink[];
  drawerNav: readonly NavLink[];
  drawerResources: readonly NavLink[];
  drawerGuideLinks: readonly NavLink[];
  footerQuickLinks: readonly NavLink[];
  legalLinks: readonly NavLink[];
  bookConsultation: NavLink;
  siteMap: readonly NavLink[];
};

/** Hrefs are internal (English) paths in both languages; links localize them when they render. */
export function localizedNavigation(locale: Locale): Navigation {
  return locale === "es" ? spanishNavigation : englishNavigation;
}
