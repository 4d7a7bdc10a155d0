import type * as React from "react";

import { Breadcrumb, type Crumb } from "@/components/ui/breadcrumb";

/**
 * The top of a listing page: breadcrumbs, an eyebrow, the title and a short introduction in a
 * reading measure. Set like the site's PageHeader, with a little less air below it because the
 * listing follows directly.
 */
export function ListingHeader({
  crumbs,
  eyebrow,
  title,
  lead,
}: {
  crumbs?: readonly Crumb[];
  eyebrow: string;
  title: string;
  lead?: React.ReactNode;
}) {
  return (
    <header className="mx-auto max-w-page px-5 pt-8 pb-8 sm:px-8 lg:px-12 lg:pt-12 lg:pb-12">
      {crumbs ? <Breadcrumb items={crumbs} className="mb-8 lg:mb-12" /> : null}
      <p className="eyebrow">{eyebrow}</p>
      <h1 className="mt-3 max-w-4xl text-4xl sm:text-5xl lg:text-6xl">{title}</h1>
      {lead ? (
        <div className="mt-5 max-w-prose text-muted-foreground sm:text-lg">{lead}</div>
      ) : null}
    </header>
  );
}
