import { bookConsultation, primaryNav } from "@/content/navigation";
import { HeaderSamplesLink } from "@/components/samples/header-samples-link";
import { LinkButton } from "@/components/ui/link-button";

import { cn } from "@/lib/utils/cn";

import { MobileMenu } from "./mobile-menu";
import { NavLink } from "./nav-link";
import { StoreLogo } from "./store-logo";

const navLinkClass =
  "relative py-2 text-sm font-medium tracking-[0.02em] text-muted-foreground transition-colors hover:text-foreground";
const currentNavLinkClass = cn(navLinkClass, "font-bold text-foreground");

export function SiteHeader() {
  return (
    <header
      id="site-header"
      className="sticky top-0 z-30 border-b border-border bg-background/95 backdrop-blur-sm supports-[backdrop-filter]:bg-background/85"
    >
      <div className="mx-auto flex h-18 max-w-page items-center justify-between gap-6 px-5 sm:px-8 lg:h-22 lg:px-12">
        <StoreLogo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-7 xl:gap-9">
            {primaryNav.map((link) => (
              <li key={link.href}>
                <NavLink
                  href={link.href}
                  className={navLinkClass}
                  currentClassName={currentNavLinkClass}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <HeaderSamplesLink className="sm:mr-2" />
          <LinkButton href={bookConsultation.href} size="sm" className="hidden sm:inline-flex">
            {bookConsultation.label}
          </LinkButton>
          <div className="lg:hidden">
            <MobileMenu />
          </div>
        </div>
      </div>
    </header>
  );
}
