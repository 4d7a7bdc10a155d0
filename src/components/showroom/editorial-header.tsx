import type * as React from "react";

import { cn } from "@/lib/utils/cn";

/**
 * The top of a showroom page: a narrow column of words beside a large picture, the way an
 * interiors magazine opens a feature. On phones the picture follows the words.
 */
export function EditorialHeader({
  eyebrow,
  title,
  lead,
  actions,
  image,
  className,
}: {
  eyebrow: React.ReactNode;
  title: React.ReactNode;
  lead?: React.ReactNode;
  actions?: React.ReactNode;
  image: React.ReactNode;
  className?: string;
}) {
  return (
    <header
      className={cn(
        "mx-auto grid max-w-page gap-10 px-5 pt-12 pb-16 sm:px-8 lg:grid-cols-12 lg:items-end lg:gap-12 lg:px-12 lg:pt-20 lg:pb-24",
        className,
      )}
    >
      <div className="lg:col-span-5 lg:pb-4">
        <p className="eyebrow">{eyebrow}</p>
        <h1 className="mt-4 text-4xl sm:text-5xl xl:text-6xl">{title}</h1>
        {lead ? (
          <div className="mt-6 max-w-prose space-y-4 text-lg text-muted-foreground">{lead}</div>
        ) : null}
        {actions ? <div className="mt-9 flex flex-wrap gap-3">{actions}</div> : null}
      </div>
      <div className="lg:col-span-7">{image}</div>
    </header>
  );
}
