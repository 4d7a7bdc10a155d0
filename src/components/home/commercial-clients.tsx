import { useLocale, useTranslations } from "next-intl";

import { LinkButton } from "@/components/ui/link-button";
import { localizedSite } from "@/content/localized";
import { clientKindLabel, showroomContent } from "@/lib/showroom/localized-content";

/** The closing spread: an invitation to the store, then the commercial projects we have papered. */
export function CommercialClients() {
  const locale = useLocale();
  const t = useTranslations("home.visitStore");
  const site = localizedSite(locale);
  const { home: homeContent, clients } = showroomContent(locale);
  return (
    <section
      aria-labelledby="visit-store-title"
      className="mx-auto max-w-page px-5 py-20 sm:px-8 lg:px-12 lg:py-28"
    >
      <div className="mx-auto max-w-3xl text-center">
        <p className="eyebrow">{`${site.address.city}, Florida`}</p>
        <h2 id="visit-store-title" className="mt-3 text-4xl sm:text-5xl">
          {t("heading")}
        </h2>
        <p className="mx-auto mt-5 max-w-prose text-muted-foreground">
          {t("text", {
            // The sentence supplies its own full stop; Spanish hours end in one ("5:00 p. m.").
            weekdays: site.hours.weekdays.replace(/\.$/, ""),
            weekend: site.hours.weekend,
          })}
        </p>
        <div className="mt-9 flex justify-center">
          <LinkButton href="/contact" size="lg" className="w-full sm:w-auto">
            {t("button")}
          </LinkButton>
        </div>
      </div>
      <div className="mt-20 border-t border-border pt-10 lg:mt-24">
        <h3 className="eyebrow text-center font-sans">{homeContent.commercialProjects.heading}</h3>
        <ul className="mt-8 grid grid-cols-2 gap-x-5 gap-y-6 text-center sm:flex sm:flex-wrap sm:items-baseline sm:justify-center sm:gap-x-10 sm:gap-y-5">
          {clients.map((client) => (
            <li key={client.id}>
              <span className="client-name">{client.name}</span>
              <span className="client-kind">{clientKindLabel(client.kind, locale)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
