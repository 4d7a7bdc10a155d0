import type * as React from "react";

import { cn } from "@/lib/utils/cn";

/** A thin-framed panel: no heavy shadow, no large radius. */
export function Card({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card"
      className={cn("border border-border bg-surface p-6 sm:p-8", className)}
      {...props}
    />
  );
}

export function CardTitle({ className, ...props }: React.ComponentProps<"h3">) {
  return <h3 data-slot="card-title" className={cn("text-2xl", className)} {...props} />;
}

export function CardText({ className, ...props }: React.ComponentProps<"p">) {
  return (
    <p data-slot="card-text" className={cn("mt-3 text-muted-foreground", className)} {...props} />
  );
}
