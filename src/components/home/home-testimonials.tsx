import { useLocale, useTranslations } from "next-intl";

import { TestimonialQuote } from "@/components/showroom/testimonial-quote";
import { LocalizedLink } from "@/components/ui/localized-link";
import { showroomContent } from "@/lib/showroom/localized-content";

/** Three clients in their own words, in hairline-divided columns on a dark band. */
export function HomeTestimonials() {
  const locale = useLocale();
  const t = useTranslations("home.testimonials");
  const { home, homeTestimonials } = showroomContent(locale);
  const { testimonials } = home;
  return (
    <section
      aria-labelledby="home-testimonials-title"
      data-ground="dark"
      className="on-dark bg-inverse py-20 text-inverse-foreground lg:py-28"
    >
      <div className="mx-auto max-w-page px-5 sm:px-8 lg:px-12">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <div className="max-w-2xl">
            <p className="eyebrow">{t("eyebrow")}</p>
            <h2 id="home-testimonials-title" className="mt-3 text-4xl sm:text-5xl">
              {testimonials.heading}
            </h2>
            <p className="mt-4 max-w-prose text-muted-foreground">{testimonials.intro}</p>
          </div>
          <LocalizedLink
            href="/testimonials"
            className="inline-flex min-h-11 items-center text-sm font-semibold underline decoration-border-strong underline-offset-[6px] hover:decoration-foreground"
          >
            {t("readMore")}
          </LocalizedLink>
        </div>
        <ul className="mt-14 grid gap-12 md:grid-cols-3 md:gap-0">
          {homeTestimonials.map((testimonial) => (
            <li key={testimonial.id} className="quote-column">
              <TestimonialQuote testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
