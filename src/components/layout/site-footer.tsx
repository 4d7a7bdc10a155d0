import { useLocale, useTranslations } from "next-intl";

import { LanguageSwitch } from "@/components/language/language-switch";
import { LocalizedLink } from "@/components/ui/localized-link";
import type { NavLink } from "@/content/navigation";
import { localizedSite } from "@/content/localized";
import { fullAddress } from "@/content/site";
import { localizedNavigation } from "@/lib/i18n/localized-navigation";

import { FooterLinkList } from "./footer-link-list";
import { StoreLogo } from "./store-logo";

const footerLinkClass = "footer-link";

function OfficeHours() {
  const site = localizedSite(useLocale());
  const t = useTranslations("common.footer");
  return (
    <dl className="space-y-3 text-sm text-inverse-foreground/85">
      <div>
        <dt className="font-semibold text-inverse-foreground">{t("showroomHours")}</dt>
        <dd>{site.hours.weekdays}</dd>
      </div>
      <div>
        <dt className="font-semibold text-inverse-foreground">{t("weekendHours")}</dt>
        <dd>{site.hours.weekend}</dd>
      </div>
    </dl>
  );
}

const columnHeading = "eyebrow text-inverse-foreground";

/**
 * New objects for each list: the RSC payload writes an object it has already written as a path
 * back to the first place (`$29:props:children:...:links:0`), longer than the link itself.
 */
function fresh(links: readonly NavLink[]): NavLink[] {
  return links.map(({ href, label }) => ({ href, label }));
}

/** @param offerOtherLanguage as for the header (src/components/layout/site-header.tsx). */
export function SiteFooter({ offerOtherLanguage = true }: { offerOtherLanguage?: boolean }) {
  const locale = useLocale();
  const site = localizedSite(locale);
  const { footerQuickLinks, legalLinks, siteMap } = localizedNavigation(locale);
  const t = useTranslations("common.footer");
  return (
    <footer className="on-dark bg-inverse text-inverse-foreground" data-ground="dark">
      <div className="mx-auto max-w-page px-5 pt-16 pb-10 sm:px-8 lg:px-12 lg:pt-20">
        <div className="grid gap-12 lg:grid-cols-12">
          <div className="lg:col-span-4">
            <StoreLogo tone="light" />
            <p className="mt-6 max-w-sm text-sm leading-relaxed text-inverse-foreground/85">
              {site.blurb}
            </p>
            <address className="mt-6 space-y-1 text-sm not-italic">
              <p>
                <a href={`tel:${site.phone.e164}`} className={footerLinkClass}>
                  {site.phone.display}
                </a>
              </p>
              <p>
                <a href={`mailto:${site.email}`} className={`${footerLinkClass} break-all`}>
                  {site.email}
                </a>
              </p>
              <p className="pt-1 text-inverse-foreground/85">{fullAddress}</p>
            </address>
          </div>

          {/* Small screens: one collapsible open at a time (native exclusive details). */}
          <div className="divide-y divide-inverse-foreground/20 border-y border-inverse-foreground/20 md:hidden">
            <details name="footer-accordion" className="group">
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between py-3 [&::-webkit-details-marker]:hidden">
                <span className={columnHeading}>{t("quickLinks")}</span>
                <span
                  aria-hidden="true"
                  className="text-lg transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <div className="pb-4">
                <FooterLinkList links={fresh(footerQuickLinks)} />
              </div>
            </details>
            <details name="footer-accordion" className="group">
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between py-3 [&::-webkit-details-marker]:hidden">
                <span className={columnHeading}>{t("officeHours")}</span>
                <span
                  aria-hidden="true"
                  className="text-lg transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <div className="pb-4">
                <OfficeHours />
              </div>
            </details>
          </div>

          {/* Wide screens: two plain columns. */}
          <div className="hidden md:col-span-1 md:grid md:grid-cols-2 md:gap-12 lg:col-span-4">
            <div>
              <h2 className={columnHeading}>{t("quickLinks")}</h2>
              <div className="mt-4">
                <FooterLinkList links={fresh(footerQuickLinks)} />
              </div>
            </div>
            <div>
              <h2 className={columnHeading}>{t("officeHours")}</h2>
              <div className="mt-5">
                <OfficeHours />
              </div>
            </div>
          </div>

          <nav id="site-map" aria-label={t("siteMap")} className="scroll-mt-24 lg:col-span-4">
            <h2 className={columnHeading}>{t("explore")}</h2>
            <FooterLinkList links={fresh(siteMap)} className="mt-4 grid grid-cols-2 gap-x-6" />
          </nav>
        </div>

        <div className="mt-14 flex flex-col gap-4 border-t border-inverse-foreground/20 pt-6 text-xs text-inverse-foreground/80 sm:flex-row sm:items-center sm:justify-between">
          <p>
            {t("copyright", {
              // A string: as a number, the year would be formatted "2,025".
              year: String(site.copyrightYear),
              legalName: site.legalName,
            })}
          </p>
          <ul className="flex flex-wrap gap-x-6">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <LocalizedLink href={link.href} className={footerLinkClass}>
                  {link.label}
                </LocalizedLink>
              </li>
            ))}
            {offerOtherLanguage ? <LanguageSwitch className={footerLinkClass} listItem /> : null}
          </ul>
        </div>
      </div>
    </footer>
  );
}
