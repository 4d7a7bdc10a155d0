import { useLocale, useTranslations } from "next-intl";

import { LanguageSwitch } from "@/components/language/language-switch";
import { HeaderSamplesLink } from "@/components/samples/header-samples-link";
import { LinkButton } from "@/components/ui/link-button";
import { localizedNavigation } from "@/lib/i18n/localized-navigation";

import { MobileMenu } from "./mobile-menu";
import { NavLink } from "./nav-link";
import { StoreLogo } from "./store-logo";

/**
 * @param offerOtherLanguage false on the 404 page for addresses no page answers: it is served
 * for any such address, so it cannot know which page to offer in the other language.
 */
export function SiteHeader({ offerOtherLanguage = true }: { offerOtherLanguage?: boolean }) {
  const locale = useLocale();
  const t = useTranslations("common.header");
  const { primaryNav, bookConsultation } = localizedNavigation(locale);
  return (
    <header
      id="site-header"
      className="sticky top-0 z-30 border-b border-border bg-background/95 backdrop-blur-sm supports-[backdrop-filter]:bg-background/85"
    >
      <div className="mx-auto flex h-18 max-w-page items-center justify-between gap-6 px-5 sm:px-8 lg:h-22 lg:px-12">
        <StoreLogo />
        <nav aria-label={t("mainNav")} className="hidden lg:block">
          <ul className="flex items-center gap-7 xl:gap-9">
            {primaryNav.map((link) => (
              <li key={link.href}>
                <NavLink href={link.href} className="nav-link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {offerOtherLanguage ? <LanguageSwitch className="language-link" /> : null}
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
