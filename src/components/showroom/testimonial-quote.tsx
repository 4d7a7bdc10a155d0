import type { Testimonial } from "@/content/testimonials";
import { cn } from "@/lib/utils/cn";

import { StarRating } from "./star-rating";

/** One client's words: stars, the quote in the serif, and who said it about which room. */
export function TestimonialQuote({
  testimonial,
  size = "md",
  className,
}: {
  testimonial: Testimonial;
  size?: "md" | "lg";
  className?: string;
}) {
  return (
    <figure className={cn("flex h-full flex-col", className)}>
      <StarRating rating={testimonial.rating} />
      <blockquote
        className={cn(
          "mt-5 font-display leading-snug text-foreground",
          size === "lg" ? "text-xl sm:text-2xl" : "text-lg sm:text-xl",
        )}
      >
        <p>{`“${testimonial.text}”`}</p>
      </blockquote>
      <figcaption className="mt-auto pt-6 text-sm">
        <span className="block font-semibold text-foreground">{testimonial.name}</span>
        <span className="block text-muted-foreground">
          {testimonial.location} · {testimonial.project}
        </span>
      </figcaption>
    </figure>
  );
}
