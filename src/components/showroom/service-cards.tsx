import { ArrowRight } from "lucide-react";
import { LocalizedLink } from "@/components/ui/localized-link";

import type { Service } from "@/content/services";
import { cn } from "@/lib/utils/cn";
import { KeepRangesTogether } from "./keep-ranges-together";

/**
 * The five services in hairline frames: two wide cards over three narrow ones on desktop, so the
 * grid closes evenly instead of leaving a hole.
 */
export function ServiceCards({ services }: { services: readonly Service[] }) {
  return (
    <ul className="grid gap-px border border-border bg-border md:grid-cols-2 lg:grid-cols-6">
      {services.map((service, index) => (
        <li
          key={service.id}
          id={service.id}
          className={cn(
            "flex scroll-mt-28 flex-col bg-background p-7 sm:p-9",
            index < 2 ? "lg:col-span-3" : "lg:col-span-2",
            index === services.length - 1 && "md:col-span-2 lg:col-span-2",
          )}
        >
          <p aria-hidden="true" className="font-display text-lg text-accent-foreground italic">
            {String(index + 1).padStart(2, "0")}
          </p>
          <h3 className="mt-3 text-2xl sm:text-3xl">{service.title}</h3>
          <p className="mt-4 text-muted-foreground">
            <KeepRangesTogether text={service.summary} />
          </p>
          <ul className="mt-6 space-y-2.5 border-t border-border pt-5 text-sm">
            {service.points.map((point) => (
              <li key={point} className="flex gap-3">
                <span aria-hidden="true" className="mt-2.5 h-px w-3 shrink-0 bg-accent" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          {service.link ? (
            <LocalizedLink
              href={service.link.href}
              className="group mt-auto inline-flex min-h-11 items-center gap-2 pt-6 text-sm font-semibold underline decoration-border-strong underline-offset-[6px] hover:decoration-foreground"
            >
              {service.link.label}
              <ArrowRight
                aria-hidden="true"
                className="size-4 transition-transform group-hover:translate-x-0.5"
              />
            </LocalizedLink>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
