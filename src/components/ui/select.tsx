import { ChevronDown } from "lucide-react";
import type * as React from "react";

import { cx } from "@/lib/utils/cx";

/** A native select: works without JavaScript and with every assistive technology. */
export function Select({ className, children, ...props }: React.ComponentProps<"select">) {
  return (
    <div data-slot="select" className="relative">
      <select
        className={cx("field-control", "cursor-pointer appearance-none pr-10", className)}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
