import { LinkButton } from "@/components/ui/link-button";
import { clients } from "@/content/clients";
import { homeContent } from "@/content/home";
import { site } from "@/content/site";

/** The closing spread: an invitation to the store, then the commercial projects we have papered. */
export function CommercialClients() {
  return (
    <section
      aria-labelledby="visit-store-title"
      className="mx-auto max-w-page px-5 py-20 sm:px-8 lg:px-12 lg:py-28"
    >
      <div className="mx-auto max-w-3xl text-center">
        <p className="eyebrow">{`${site.address.city}, Florida`}</p>
        <h2 id="visit-store-title" className="mt-3 text-4xl sm:text-5xl">
          Hold the samples in your hands
        </h2>
        <p className="mx-auto mt-5 max-w-prose text-muted-foreground">
          {`Open ${site.hours.weekdays}. ${site.hours.weekend}. Walk in, or tell us you are coming and we will have the right books on the table.`}
        </p>
        <div className="mt-9 flex justify-center">
          <LinkButton href="/contact" size="lg" className="w-full sm:w-auto">
            Visit Our Store
          </LinkButton>
        </div>
      </div>
      <div className="mt-20 border-t border-border pt-10 lg:mt-24">
        <h3 className="eyebrow text-center font-sans">{homeContent.commercialProjects.heading}</h3>
        <ul className="mt-8 grid grid-cols-2 gap-x-5 gap-y-6 text-center sm:flex sm:flex-wrap sm:items-baseline sm:justify-center sm:gap-x-10 sm:gap-y-5">
          {clients.map((client) => (
            <li key={client.id}>
              <span className="block font-display text-lg leading-tight text-balance text-foreground/80 sm:text-2xl">
                {client.name}
              </span>
              <span className="mt-0.5 block text-xs text-muted-foreground">{client.kind}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
