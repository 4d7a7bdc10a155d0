"use client";

import { usePathname } from "next/navigation";
import type * as React from "react";

import { LocalizedLink } from "@/components/ui/localized-link";
import { shownPagePath } from "@/lib/routing/twin-addresses";

export function isCurrentSection(pathname: string, href: string): boolean {
  if (href === "/") return pathname === "/";
  if (pathname === href || pathname.startsWith(`${href}/`)) return true;
  // The guide pages live under /how-to/ while their table of contents is /how-to-wallpaper.
  return href === "/how-to-wallpaper" && pathname.startsWith("/how-to/");
}

type NavLinkProps = React.ComponentProps<typeof LocalizedLink> & {
  href: string;
  /** The complete classes while the link's section is open (merged by the caller). */
  currentClassName?: string;
};

/**
 * A navigation link that marks the current route heavier and darker, with aria-current. Hrefs
 * are internal paths, so the address shown ("/es/contacto", or "/en/contact" while an English
 * page is pre-rendered, "/en/catalog/filtered/style/damask" for a built variant of the catalogue)
 * is compared by its page's internal path.
 */
export function NavLink({ href, className, currentClassName, ...props }: NavLinkProps) {
  const pathname = shownPagePath(usePathname() ?? "/");
  const current = isCurrentSection(pathname, href);
  return (
    <LocalizedLink
      href={href}
      aria-current={pathname === href ? "page" : undefined}
      data-current={current ? "true" : undefined}
      className={current ? (currentClassName ?? className) : className}
      {...props}
    />
  );
}
