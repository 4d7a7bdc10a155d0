import { site } from "@/content/site";

/**
 * The booking block at /consultation#book. Until the inline form lands, visitors book by phone
 * or e-mail; both are real, working channels.
 */
export function ConsultationBookingSection() {
  return (
    <section
      id="book"
      aria-labelledby="book-heading"
      className="scroll-mt-28 border border-border bg-surface p-6 sm:p-10"
    >
      <h2 id="book-heading" className="text-3xl">
        Book your consultation
      </h2>
      <p className="mt-3 max-w-prose text-muted-foreground">
        Call or write to us with a preferred date and time; we confirm every appointment personally.
      </p>
      <p className="mt-6 flex flex-wrap gap-x-8 gap-y-2">
        <a className="underline underline-offset-4" href={`tel:${site.phone.e164}`}>
          {site.phone.display}
        </a>
        <a className="break-all underline underline-offset-4" href={`mailto:${site.email}`}>
          {site.email}
        </a>
      </p>
    </section>
  );
}
