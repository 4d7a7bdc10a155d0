"use client";

// A Client Component although nothing in it changes in the browser: the footer is on every
// page, and its links as plain {href, label} values are about a third as long in the page's
// RSC payload as the list's markup.

import { LocalizedLink } from "@/components/ui/localized-link";
import type { NavLink } from "@/content/navigation";

/** A list of the footer's links to pages of the site, in the language being read. */
export function FooterLinkList({
  links,
  className,
}: {
  links: readonly NavLink[];
  className?: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <LocalizedLink href={link.href} className="footer-link">
            {link.label}
          </LocalizedLink>
        </li>
      ))}
    </ul>
  );
}
