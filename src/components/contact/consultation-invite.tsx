import Link from "next/link";

import { ConsultationButton } from "@/components/consultation/consultation-button";
import { cn } from "@/lib/utils/cn";

const linkClass =
  "inline-flex min-h-11 items-center underline decoration-border-strong underline-offset-[6px] hover:decoration-foreground";

/**
 * The header's "Book Consultation" leads to /contact, so the page offers the booking form too:
 * the button opens the consultation dialog (or the inline form without JavaScript).
 */
export function ConsultationInvite({ className }: { className?: string }) {
  return (
    <section
      aria-labelledby="consult-title"
      className={cn(
        "grid gap-6 border-t border-border pt-8 sm:grid-cols-[1fr_auto] sm:items-end",
        className,
      )}
    >
      <div>
        <p className="eyebrow">Design consultations</p>
        <h2 id="consult-title" className="mt-3 text-3xl">
          Planning a room?
        </h2>
        <p className="mt-3 max-w-prose text-muted-foreground">
          Choose a day for a consultation and we will have samples chosen for your space before you
          arrive.
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3 sm:flex-col sm:items-end">
        <ConsultationButton>Choose a Consultation Time</ConsultationButton>
        <Link href="/consultation" className={linkClass}>
          How consultations work
        </Link>
      </div>
    </section>
  );
}
