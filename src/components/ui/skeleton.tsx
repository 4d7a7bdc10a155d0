import type * as React from "react";

import { cn } from "@/lib/utils/cn";

/** A quiet placeholder block that holds the exact size of what will load into it. */
export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse bg-muted motion-reduce:animate-none", className)}
      {...props}
    />
  );
}
