import { ArrowUpRight } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";

import { ResponsiveImage } from "@/components/media/responsive-image";
import { localizedSite } from "@/content/localized";
import { fullAddress } from "@/content/site";
import { cn } from "@/lib/utils/cn";
import { imageSizes } from "@/lib/images/sizes";

const linkClass =
  "inline-flex min-h-11 items-center underline decoration-border-strong underline-offset-[6px] hover:decoration-foreground";

const rowClass = "grid gap-1 py-4 sm:grid-cols-[7rem_1fr] sm:gap-6";

/** Where, how and when to reach the showroom, beside the message form on /contact. */
export function ContactDetails({ className }: { className?: string }) {
  const t = useTranslations("forms.contactDetails");
  const site = localizedSite(useLocale());
  const newTab = <span className="sr-only"> {t("newTab")}</span>;
  return (
    <div className={cn("space-y-14", className)}>
      <section aria-labelledby="details-title">
        <p className="eyebrow">{t("eyebrow")}</p>
        <h2 id="details-title" className="mt-3 text-3xl">
          {t("title")}
        </h2>
        <dl className="mt-6 divide-y divide-border border-y border-border">
          <div className={rowClass}>
            <dt className="eyebrow sm:pt-3.5">{t("address")}</dt>
            <dd>
              <a
                href={site.mapsUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={linkClass}
              >
                {fullAddress}
                {newTab}
              </a>
            </dd>
          </div>
          <div className={rowClass}>
            <dt className="eyebrow sm:pt-3.5">{t("phone")}</dt>
            <dd>
              <a href={`tel:${site.phone.e164}`} className={linkClass}>
                {site.phone.display}
              </a>
            </dd>
          </div>
          <div className={rowClass}>
            <dt className="eyebrow sm:pt-3.5">{t("email")}</dt>
            <dd>
              <a href={`mailto:${site.email}`} className={cn(linkClass, "break-all")}>
                {site.email}
              </a>
            </dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="hours-title">
        <h2 id="hours-title" className="text-2xl">
          {t("hoursTitle")}
        </h2>
        <dl className="mt-4 divide-y divide-border border-y border-border">
          <div className={rowClass}>
            <dt className="eyebrow sm:pt-0.5">{t("weekdays")}</dt>
            <dd>{site.hours.weekdays}</dd>
          </div>
          <div className={rowClass}>
            <dt className="eyebrow sm:pt-0.5">{t("weekends")}</dt>
            <dd>{site.hours.weekend}</dd>
          </div>
        </dl>
      </section>

      <a
        href={site.mapsUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="group block border border-border bg-muted"
      >
        <div className="relative aspect-[3/2] overflow-hidden">
          <ResponsiveImage
            slot="map-showroom"
            // The link's text says where it goes; the drawing adds nothing a screen reader needs.
            alt=""
            sizes={imageSizes.contactMap}
            className="cover-image"
          />
        </div>
        <span className="flex min-h-11 items-center justify-between gap-3 px-4 py-3 text-sm font-semibold">
          {t("directions")}
          <ArrowUpRight aria-hidden="true" className="size-4 shrink-0" />
          {newTab}
        </span>
      </a>
    </div>
  );
}
