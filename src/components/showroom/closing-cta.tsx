import type * as React from "react";

import { cn } from "@/lib/utils/cn";

/**
 * The quiet invitation that ends a page: an ornament, a heading, a line of text and the actions,
 * centred inside hairlines.
 */
export function ClosingCta({
  id,
  eyebrow,
  title,
  text,
  children,
  className,
}: {
  id: string;
  eyebrow?: React.ReactNode;
  title: React.ReactNode;
  text?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={cn("px-5 py-20 sm:px-8 lg:px-12 lg:py-28", className)}>
      <div className="mx-auto max-w-3xl border-y border-border-strong px-2 py-14 text-center sm:py-16">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h2 id={id} className="mt-3 text-3xl sm:text-4xl">
          {title}
        </h2>
        {text ? <p className="mx-auto mt-4 max-w-prose text-muted-foreground">{text}</p> : null}
        <div className="mt-9 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          {children}
        </div>
      </div>
    </section>
  );
}
